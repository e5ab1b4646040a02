import LayoutModel

/// The engine's entry point: plans a layout of any family for an environment and item counts, switching on the
/// family once. Every family's plan answers the same questions (`LayoutPlan`), so nothing after planning (the store,
/// queries, pictures, diffs) needs to know which family a layout is.
///
/// ```swift
/// import LayoutModel
/// import SpecFormat
///
/// let spec = try SpecDocument.decodeLayout(
///     #"{"name": "grid", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"}, "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2}}}"#,
///     file: "grid.json", format: .json
/// )
/// let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3)
/// let result = try LayoutPlanner.compute(spec, in: environment, itemCounts: [1_000_000])
/// result.elements.count      // 1,000,000 cells
/// result.contentSize         // the collection view's content size
///
/// let plan = try LayoutPlanner.plan(spec, in: environment, itemCounts: [1_000_000])   // nothing written yet
/// plan.elements(in: Rect(x: 0, y: 5_000_000, width: 390, height: 844))  // the visible frames only
/// ```
///
/// An environment whose layout direction is right-to-left gets the left-to-right plan of its mirror image,
/// mirrored back (`RightToLeftPlan`, V8).
///
/// With `content`, estimated dimensions take the measured size of described content (R40) and `visibleWhen`
/// predicates mark supplementaries hidden; without it, estimates stand and nothing is hidden.
public enum LayoutPlanner {
    /// Plans a layout without writing any frame. A right-to-left environment gets a `RightToLeftPlan`
    /// (`planRightToLeft`); every other plan is its family's own.
    public static func plan(
        _ spec: LayoutSpec, in environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)? = nil
    ) throws(LayoutError) -> any LayoutPlan {
        try validate(environment, itemCounts: itemCounts)
        switch environment.layoutDirection {
        case .leftToRight: return try planLeftToRight(spec, in: environment, itemCounts: itemCounts, content: content)
        case .rightToLeft: return try planRightToLeft(spec, in: environment, itemCounts: itemCounts, content: content)
        }
    }

    /// The family's own plan, in a left-to-right environment: the one place that switches on the family.
    private static func planLeftToRight(
        _ spec: LayoutSpec, in environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)?
    ) throws(LayoutError) -> any LayoutPlan {
        switch spec.definition {
        case .compositional(let layout): return try CompositionalPlan(layout, in: environment, itemCounts: itemCounts, content: content)
        case .flow, .adaptiveFlow:
            guard let (layout, caseIndex) = spec.definition.flowLayout(in: environment) else {
                let size = environment.containerSize
                let names = spec.definition.flowConditionNames.subtracting(["width", "height"])
                throw .noFlowCase(width: size.width, height: size.height, traits: ConditionTrait.describe(names, in: environment.flowConditionEnvironment))
            }
            return try FlowPlan(layout, in: environment, itemCounts: itemCounts, content: content, caseIndex: caseIndex)
        }
    }

    /// Right-to-left (V8; Environments.md, Right to left): the left-to-right plan of the environment with left and
    /// right insets swapped (`LayoutEnvironment.leftToRightEquivalent`), mirrored across its content width.
    ///
    /// The scroll position is physical, so the left-to-right plan takes its mirror, `contentWidth − x −
    /// containerWidth`. The content width is what planning finds: the first plan assumes it equals the container
    /// width; a horizontally scrolling layout whose content is wider (or narrower) is planned again with the
    /// mirrored offset, since its pinned boundary items follow x (R29). A vertically scrolling layout pins along y
    /// only, so x moves nothing and one plan serves.
    private static func planRightToLeft(
        _ spec: LayoutSpec, in environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)?
    ) throws(LayoutError) -> RightToLeftPlan {
        let axis = spec.definition.scrollDirection(in: environment).axis
        let containerWidth = environment.containerSize.width
        // The spec's physical insets swap too (a flow layout's UIEdgeInsets); directional ones follow the mirror.
        let equivalent = spec.leftToRightEquivalent
        var base = try planLeftToRight(
            equivalent, in: environment.leftToRightEquivalent(contentWidth: containerWidth), itemCounts: itemCounts, content: content
        )
        let contentWidth = base.contentSize.width
        if axis == .horizontal, contentWidth != containerWidth, environment.contentOffset != nil {
            base = try planLeftToRight(
                equivalent, in: environment.leftToRightEquivalent(contentWidth: contentWidth), itemCounts: itemCounts, content: content
            )
        }
        return RightToLeftPlan(mirroring: base, scrollAxis: axis, containerWidth: containerWidth)
    }

    /// Plans a layout and writes every element.
    public static func compute(
        _ spec: LayoutSpec, in environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)? = nil
    ) throws(LayoutError) -> LayoutResult {
        try plan(spec, in: environment, itemCounts: itemCounts, content: content).result()
    }

    /// The environment's own rules (`LayoutEnvironment.validate`), and item counts that are not negative.
    static func validate(_ environment: LayoutEnvironment, itemCounts: [Int]) throws(LayoutError) {
        do {
            try environment.validate()
        } catch {
            throw .invalidEnvironment("the \(error)")
        }
        if let negative = itemCounts.first(where: { $0 < 0 }) {
            throw .invalidEnvironment("item counts must not be negative (found \(negative))")
        }
    }

    /// What a family's own plan checks before planning: `validate`, and a left-to-right environment, since a
    /// family never lays out right to left itself (V8) and handing back left-to-right frames for a right-to-left
    /// environment would be wrong without a word.
    static func validateLeftToRight(_ environment: LayoutEnvironment, itemCounts: [Int], family: LayoutFamily) throws(LayoutError) {
        try validate(environment, itemCounts: itemCounts)
        guard environment.layoutDirection == .leftToRight else {
            throw .invalidEnvironment("a \(family.rawValue) plan is laid out left to right; plan the spec to have a right-to-left layout mirrored")
        }
    }
}
