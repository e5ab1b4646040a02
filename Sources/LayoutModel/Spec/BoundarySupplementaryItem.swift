/// A header, footer or side view of a section or of the whole layout, as
/// `NSCollectionLayoutBoundarySupplementaryItem` (R24 to R29).
public struct BoundarySupplementaryItem: Hashable, Sendable {
    public var elementKind: String
    /// Fractions resolve per R6 (section width when following insets, full container height).
    public var size: LayoutSize
    public var alignment: RectAlignment
    public var offset: Point
    /// True (UIKit's default): the section grows to hold the item instead of overlapping its content (R25).
    public var extendsBoundary: Bool
    /// Stays on screen while any part of its section is visible (R29).
    public var pinToVisibleBounds: Bool
    public var zIndex: Int
    /// Shrinks the item inside its frame, as item insets do (R26).
    public var contentInsets: EdgeInsets
    /// What the view shows, for sizing an estimated axis from real content (R40).
    public var content: ContentDescription?

    public init(
        elementKind: String,
        size: LayoutSize,
        alignment: RectAlignment,
        offset: Point = .zero,
        extendsBoundary: Bool = true,
        pinToVisibleBounds: Bool = false,
        zIndex: Int = 1,
        contentInsets: EdgeInsets = .zero,
        content: ContentDescription? = nil
    ) {
        self.elementKind = elementKind
        self.size = size
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
        self.content = content
    }
}

/// Where a boundary item sits around its region, as `NSRectAlignment`.
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    case none
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing

    /// -1 for the top row of alignments, 1 for the bottom row, 0 for neither.
    public var verticalSide: Int {
        switch self {
        case .top, .topLeading, .topTrailing: return -1
        case .bottom, .bottomLeading, .bottomTrailing: return 1
        default: return 0
        }
    }

    /// -1 for the leading column of alignments, 1 for the trailing column, 0 for neither.
    public var horizontalSide: Int {
        switch self {
        case .leading, .topLeading, .bottomLeading: return -1
        case .trailing, .topTrailing, .bottomTrailing: return 1
        default: return 0
        }
    }

    /// The side along an axis: -1 start, 1 end, 0 neither.
    public func side(along axis: Axis) -> Int { axis == .horizontal ? horizontalSide : verticalSide }
}
