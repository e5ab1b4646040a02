import LayoutModel

/// Computes the frames UIKit's `UICollectionViewCompositionalLayout` would produce for a spec in an
/// environment, following rules R0 to R40 of `compositional-semantics.md`.
///
/// ```swift
/// let result = try LayoutEngine.compute(spec, in: LayoutEnvironment(
///     containerSize: Size(width: 390, height: 844), scale: 3, itemCounts: [1_000_000]))
/// result.elements.count      // 1,000,000 cells
/// result.contentSize         // the collection view's content size
///
/// let plan = try LayoutEngine.plan(spec, in: environment)      // nothing written yet
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
        _ spec: LayoutSpec, in environment: LayoutEnvironment, content: (any LayoutContent)? = nil
    ) throws(LayoutError) -> LayoutPlan {
        try validate(environment)
        return try LayoutPlan(spec, environment: environment, content: content)
    }

    /// Plans a layout and writes every element.
    public static func compute(
        _ spec: LayoutSpec, in environment: LayoutEnvironment, content: (any LayoutContent)? = nil
    ) throws(LayoutError) -> LayoutResult {
        try plan(spec, in: environment, content: content).result()
    }

    private static func validate(_ environment: LayoutEnvironment) throws(LayoutError) {
        let size = environment.containerSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidEnvironment("the container size must be positive (found \(formatNumber(size.width))x\(formatNumber(size.height)))")
        }
        guard [1.0, 2.0, 3.0].contains(environment.scale) else {
            throw .invalidEnvironment("the scale must be 1, 2 or 3 (found \(formatNumber(environment.scale)))")
        }
        if let negative = environment.itemCounts.first(where: { $0 < 0 }) {
            throw .invalidEnvironment("item counts must not be negative (found \(negative))")
        }
    }
}
