import LayoutModel

/// The engine's entry point: plans a layout of any family for an environment and item counts, switching on the
/// family once. Every family's plan answers the same questions (`LayoutPlan`), so nothing after planning (the store,
/// queries, pictures, diffs) needs to know which family a layout is.
///
/// ```swift
/// let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3)
/// let result = try LayoutPlanner.compute(spec, in: environment, itemCounts: [1_000_000])
/// result.elements.count      // 1,000,000 cells
/// result.contentSize         // the collection view's content size
///
/// let plan = try LayoutPlanner.plan(spec, in: environment, itemCounts: [1_000_000])   // nothing written yet
/// plan.elements(in: Rect(x: 0, y: 5_000_000, width: 390, height: 844))  // the visible frames only
/// ```
///
/// With `content`, estimated dimensions take the measured size of described content (R40) and `visibleWhen`
/// predicates mark supplementaries hidden; without it, estimates stand and nothing is hidden.
public enum LayoutPlanner {
    /// Plans a layout without writing any frame.
    public static func plan(
        _ spec: LayoutSpec, in environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)? = nil
    ) throws(LayoutError) -> any LayoutPlan {
        switch spec.definition {
        case .compositional(let layout): return try plan(layout, in: environment, itemCounts: itemCounts, content: content)
        case .flow(let layout): return try plan(layout, in: environment, itemCounts: itemCounts, content: content)
        }
    }

    /// Plans a flow layout (rules F1 to F27 of FlowRules.md). With `content`, item sizes may read dataset fields
    /// (`sizeForItemAt`) and self-sizing cells take their measured size (F24); without it, a size naming a field is
    /// an error and estimates stand.
    public static func plan(
        _ layout: FlowLayout, in environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)? = nil
    ) throws(LayoutError) -> FlowPlan {
        try validate(environment, itemCounts: itemCounts)
        return try FlowPlan(layout, environment: environment, itemCounts: itemCounts, content: content)
    }

    /// Plans a compositional layout (rules R0 to R40 of CompositionalRules.md).
    public static func plan(
        _ layout: CompositionalLayout, in environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)? = nil
    ) throws(LayoutError) -> CompositionalPlan {
        try validate(environment, itemCounts: itemCounts)
        return try CompositionalPlan(layout, environment: environment, itemCounts: itemCounts, content: content)
    }

    /// Plans a layout and writes every element.
    public static func compute(
        _ spec: LayoutSpec, in environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)? = nil
    ) throws(LayoutError) -> LayoutResult {
        try plan(spec, in: environment, itemCounts: itemCounts, content: content).result()
    }

    /// The environment's own rules (`LayoutEnvironment.validate`), and item counts that are not negative.
    private static func validate(_ environment: LayoutEnvironment, itemCounts: [Int]) throws(LayoutError) {
        do {
            try environment.validate()
        } catch {
            throw .invalidEnvironment("the \(error)")
        }
        if let negative = itemCounts.first(where: { $0 < 0 }) {
            throw .invalidEnvironment("item counts must not be negative (found \(negative))")
        }
    }
}
