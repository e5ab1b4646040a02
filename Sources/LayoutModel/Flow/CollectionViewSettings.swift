/// The collection view's own properties that move flow-layout frames: its `contentInset` and how the safe area
/// adjusts it (`contentInsetAdjustmentBehavior`). A flow spec's top-level `collectionView` object (LayoutSpecFormat.md,
/// The collection view).
public struct CollectionViewSettings: Hashable, Sendable {
    public var contentInset: FlowInsets
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior

    public init(contentInset: FlowInsets = .zero, contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic) {
        self.contentInset = contentInset
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    }

    /// `adjustedContentInset` (the `I` of F6): `contentInset` plus the safe area on the edges the behaviour
    /// names: the scroll axis's two edges for `automatic` and `scrollableAxes`, all four for `always`, none for
    /// `never`.
    public func adjustedContentInset(safeArea: FlowInsets, scrollDirection: ScrollDirection) -> FlowInsets {
        var added = FlowInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            added = safeArea
        case .automatic, .scrollableAxes:
            if scrollDirection == .vertical {
                added.top = safeArea.top
                added.bottom = safeArea.bottom
            } else {
                added.left = safeArea.left
                added.right = safeArea.right
            }
        }
        return contentInset + added
    }
}
