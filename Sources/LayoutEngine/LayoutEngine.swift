import LayoutModel

/// Computes the frames UIKit's `UICollectionViewCompositionalLayout` would produce for a spec in an
/// environment, following rules R0 to R40 of `compositional-semantics.md`.
///
/// ```swift
/// let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3)
/// let result = try LayoutEngine.compute(spec, in: environment, itemCounts: [1_000_000])
/// result.elements.count      // 1,000,000 cells
/// result.contentSize         // the collection view's content size
///
/// let plan = try LayoutEngine.plan(spec, in: environment, itemCounts: [1_000_000])   // nothing written yet
/// plan.elements(in: Rect(x: 0, y: 5_000_000, width: 390, height: 844))  // the visible frames only
/// ```
///
/// The work reads as steps (`LayoutPlan`): plan every section (solve its group once, lay its group track,
/// place its boundary items), stack the sections, place the layout's own boundary items; then write elements
/// in closed form with origins on the pixel grid, headers and footers pinned for the scroll position.
public enum LayoutEngine {
    /// Plans a layout without writing any frame.
    ///
    /// With `content`, estimated dimensions take the measured size of described content (R40) and `visibleWhen`
    /// predicates mark supplementaries hidden; without it, estimates stand and nothing is hidden.
    public static func plan(
        _ spec: LayoutSpec, in environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)? = nil
    ) throws(LayoutError) -> LayoutPlan {
        try validate(environment, itemCounts: itemCounts)
        return try LayoutPlan(spec, environment: environment, itemCounts: itemCounts, content: content)
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
