/// Layout-wide settings, as `UICollectionViewCompositionalLayoutConfiguration`.
public struct LayoutConfiguration: Hashable, Sendable {
    public var scrollDirection: ScrollDirection
    public var interSectionSpacing: Double
    /// UIKit's default since iOS 14 is `.safeArea` (R22).
    public var contentInsetsReference: ContentInsetsReference
    /// Headers and footers of the whole layout (R28).
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]

    public init(
        scrollDirection: ScrollDirection = .vertical,
        interSectionSpacing: Double = 0,
        contentInsetsReference: ContentInsetsReference = .safeArea,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}

/// The direction the collection view scrolls.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    case vertical
    case horizontal

    /// The axis content advances along.
    public var axis: Axis { self == .vertical ? .vertical : .horizontal }
}
