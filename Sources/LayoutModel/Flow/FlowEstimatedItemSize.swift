/// `estimatedItemSize`: a non-zero estimate turns on self-sizing cells (F24).
public enum FlowEstimatedItemSize: Hashable, Sendable {
    /// `UICollectionViewFlowLayout.automaticSize` (iOS 10): self-sizing, with `itemSize` as the estimate.
    case automaticSize
    /// An explicit estimate.
    case estimate(FlowSize)
}
