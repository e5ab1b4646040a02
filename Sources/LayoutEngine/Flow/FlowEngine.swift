import LayoutModel

/// Computes the frames UIKit's `UICollectionViewFlowLayout` would produce for a flow layout in an environment,
/// following rules F1 to F27 of `flow-semantics.md`.
///
/// ```swift
/// var flow = FlowLayout()
/// flow.itemSize = FlowSize(width: 180, height: 211)
/// flow.collectionView.contentInset = FlowInsets(all: 10)
/// let result = try FlowEngine.compute(flow, in: LayoutEnvironment(
///     containerSize: Size(width: 390, height: 844), scale: 3, itemCounts: [1_000_000]))
/// result.elements.count      // 1,000,000 cells, two per line, in closed form
///
/// let plan = try FlowEngine.plan(flow, in: environment)
/// plan.adjustedContentInset  // (10, 10, 10, 10)
/// plan.elements(in: Rect(x: 0, y: 5_000_000, width: 370, height: 844))  // the visible frames only
/// ```
///
/// The work reads as steps (`FlowPlan`): the frame of reference (adjusted content inset, content width), then
/// each section (its values, its item sizes, its lines, header and footer), stacked along the scroll axis; then
/// frames written in content coordinates with nothing rounded, pinned headers and footers placed for the scroll
/// position.
///
/// Left to right only: the environment has no layout direction yet, so F25's mirroring (`x' = C − x − w`) is
/// left to whoever adds one, as for the compositional engine.
public enum FlowEngine {
    /// Plans a flow layout without writing any frame.
    ///
    /// With `content`, item sizes may read dataset fields (`sizeForItemAt`) and self-sizing cells take their
    /// measured size (F24); without it, a size naming a field is an error and estimates stand.
    public static func plan(_ flow: FlowLayout, in environment: LayoutEnvironment, content: (any LayoutContent)? = nil)
        throws(LayoutError) -> FlowPlan
    {
        try validate(environment)
        return try FlowPlan(flow, environment: environment, content: content)
    }

    /// Plans a flow layout and writes every element.
    public static func compute(_ flow: FlowLayout, in environment: LayoutEnvironment, content: (any LayoutContent)? = nil)
        throws(LayoutError) -> LayoutResult
    {
        try plan(flow, in: environment, content: content).result()
    }

    /// Refuses environments no frame can come from: what `LayoutEngine` refuses, plus scroll offsets and insets
    /// that are not finite (they would reach pinned frames and line lengths), and strip offsets (a flow layout
    /// has no orthogonally scrolling sections).
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
        let offset = environment.contentOffset
        guard offset.x.isFinite, offset.y.isFinite else {
            throw .invalidEnvironment("the content offset must be finite (found \(formatNumber(offset.x)),\(formatNumber(offset.y)))")
        }
        for (name, insets) in [("safe area", environment.safeAreaInsets), ("layout margins", environment.layoutMargins ?? .zero)] {
            guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy(\.isFinite) else {
                throw .invalidEnvironment("the \(name) insets must be finite numbers")
            }
        }
        if let section = environment.orthogonalOffsets.keys.min() {
            throw .invalidEnvironment("section \(section) does not scroll orthogonally, so it takes no orthogonal offset (a flow layout has no orthogonal sections)")
        }
    }
}
