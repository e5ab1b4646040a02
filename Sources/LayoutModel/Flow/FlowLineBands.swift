/// Where a flow layout's lines run across its scroll axis in one environment (F5 to F7, F26): the bounds, the adjusted
/// content inset `I`, what `sectionInsetReference` measures section insets from, and from them each section's line
/// band. The engine lays lines out in it; the lint checks that items fit it (`LL002`).
///
/// Everything is in content coordinates (F5): content point 0 is where the content inset ends, so `I` never moves a
/// frame; it narrows the content across the scroll axis.
public struct FlowLineBands: Hashable, Sendable {
    /// The axis across the lines: horizontal for a vertically scrolling layout (F26 swaps them).
    public let crossAxis: Axis
    /// `Wb, Hb`: the collection view's bounds size.
    public let bounds: Size
    /// `I`: the adjusted content inset (LayoutSpecFormat.md, The collection view; F6).
    public let inset: FlowInsets
    /// What `sectionInsetReference` measures section insets from across the lines (F7); nil for `fromContentInset`,
    /// where section insets simply add to `I`.
    public let reference: FlowInsets?

    public init(flow: FlowLayout, environment: LayoutEnvironment) {
        crossAxis = flow.scrollDirection.axis.crossing
        bounds = environment.containerSize
        let safeArea = FlowInsets(leftToRight: environment.safeAreaInsets)
        inset = flow.collectionView.adjustedContentInset(safeArea: safeArea, scrollDirection: flow.scrollDirection)
        switch flow.sectionInsetReference {
        case .fromContentInset: reference = nil
        case .fromSafeArea: reference = safeArea
        case .fromLayoutMargins: reference = FlowInsets(leftToRight: environment.effectiveLayoutMargins)
        }
    }

    /// `C`: the content's length across the scroll axis, `Wb − I.left − I.right` for a vertical layout (F6).
    /// Headers and footers span it (F4); the content size is at least this wide (F20).
    public var crossLength: Double {
        bounds[crossAxis] - inset.leadingEdge(along: crossAxis) - inset.trailingEdge(along: crossAxis)
    }

    /// Where a section's lines run across the scroll axis, in content coordinates: `start` is `x0` and `length`
    /// is `L` (F6, F7).
    ///
    /// From the content inset: `x0 = S.left`, `L = Wb − I.left − I.right − S.left − S.right` (F6, in that order).
    /// From the safe area or the layout margins `R`, the content inset is the minimum: in bounds coordinates the
    /// lines start at `edgeL = max(I.left, R.left + S.left)` and end at `edgeR` likewise, so `x0 = edgeL − I.left`
    /// and `L = Wb − edgeL − edgeR` (F7). A horizontal layout reads top and bottom instead.
    public func lineBand(sectionInset: FlowInsets) -> (start: Double, length: Double) {
        let cross = crossAxis
        let sectionLeading = sectionInset.leadingEdge(along: cross)
        let sectionTrailing = sectionInset.trailingEdge(along: cross)
        guard let reference else {
            return (sectionLeading, crossLength - sectionLeading - sectionTrailing)
        }
        let leadingEdge = max(inset.leadingEdge(along: cross), reference.leadingEdge(along: cross) + sectionLeading)
        let trailingEdge = max(inset.trailingEdge(along: cross), reference.trailingEdge(along: cross) + sectionTrailing)
        return (leadingEdge - inset.leadingEdge(along: cross), bounds[cross] - leadingEdge - trailingEdge)
    }
}
