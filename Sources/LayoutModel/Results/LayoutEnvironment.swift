/// Everything outside the spec that the frames depend on: the collection view's bounds, the display scale,
/// the safe area and layout margins, the scroll position and the item count of every section.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The collection view's bounds size.
    public var containerSize: Size
    /// 1, 2 or 3: frames are rounded to this pixel grid (R0).
    public var scale: Double
    /// The view's safe-area insets, as top/left/bottom/right mapped to top/leading/bottom/trailing.
    public var safeAreaInsets: EdgeInsets
    /// The view's layout margins, used by `.layoutMargins` and `.readableContent` (R22). UIKit's default for a
    /// view is 8 on each side added to the safe area; nil means that default.
    public var layoutMargins: EdgeInsets?
    /// The number of items in each section; its length is the number of sections.
    public var itemCounts: [Int]
    /// The collection view's content offset, for pinned boundary items (R29).
    public var contentOffset: Point
    /// Scroll offsets of orthogonally scrolling sections, by section index (R37).
    public var orthogonalOffsets: [Int: Double]

    public init(
        containerSize: Size,
        scale: Double = 2,
        safeAreaInsets: EdgeInsets = .zero,
        layoutMargins: EdgeInsets? = nil,
        itemCounts: [Int],
        contentOffset: Point = .zero,
        orthogonalOffsets: [Int: Double] = [:]
    ) {
        self.containerSize = containerSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.itemCounts = itemCounts
        self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// The layout margins in effect: the explicit ones, or the safe area plus UIKit's default 8 points.
    public var effectiveLayoutMargins: EdgeInsets {
        layoutMargins ?? EdgeInsets(
            top: safeAreaInsets.top + 8,
            leading: safeAreaInsets.leading + 8,
            bottom: safeAreaInsets.bottom + 8,
            trailing: safeAreaInsets.trailing + 8
        )
    }

    /// The insets a content-insets reference stands for (R22).
    public func insets(for reference: ContentInsetsReference) -> EdgeInsets {
        switch reference {
        case .none, .automatic: return .zero
        case .safeArea: return safeAreaInsets
        case .layoutMargins, .readableContent: return effectiveLayoutMargins
        }
    }
}
