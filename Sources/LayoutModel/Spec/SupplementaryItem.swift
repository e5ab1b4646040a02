/// A view anchored to an item or a group, such as a badge, as `NSCollectionLayoutSupplementaryItem` (R30 to R33).
public struct SupplementaryItem: Hashable, Sendable {
    public var elementKind: String
    /// Fractions resolve against the host's frame (R5).
    public var size: LayoutSize
    public var containerAnchor: LayoutAnchor
    public var itemAnchor: LayoutAnchor?
    public var zIndex: Int
    /// A predicate on the data item's fields; the frame is stored either way, with `hidden` where false.
    public var visibleWhen: Predicate?
    /// What the view shows (a badge's count), for pictures: it is drawn in the view and never sizes it, since
    /// supplementaries of items and groups are not measured (R40).
    public var content: ContentDescription?

    public init(
        elementKind: String,
        size: LayoutSize,
        containerAnchor: LayoutAnchor,
        itemAnchor: LayoutAnchor? = nil,
        zIndex: Int = 1,
        visibleWhen: Predicate? = nil,
        content: ContentDescription? = nil
    ) {
        self.elementKind = elementKind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.visibleWhen = visibleWhen
        self.content = content
    }
}
