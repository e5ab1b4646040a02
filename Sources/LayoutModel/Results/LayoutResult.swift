/// The output of one layout computation, whatever the family: every element's frame, the content size, where
/// each section sits, the scroll geometry of orthogonal sections, what the supplementary kinds are, and anything
/// the engine had to leave out.
public struct LayoutResult: Sendable, Equatable {
    public var elements: FrameBuffer
    /// The collection view's content size (rounded to the pixel grid where the family rounds, R23).
    public var contentSize: Size
    /// Per section: where it starts and how long it is along the scroll axis.
    public var sections: [SectionGeometry]
    public var orthogonalStrips: [OrthogonalStripGeometry]
    /// Which supplementary kinds are badges and which are pinned: what a picture needs besides frames.
    public var roles: SupplementaryRoles
    /// The collection view's adjusted content inset, left and right as leading and trailing: a frame is on screen
    /// at rest at `x + leading`, `y + top`. Zero for a compositional layout, whose frames count from the visible
    /// area at rest; a flow layout's content inset and safe area (F5; LayoutSpecFormat.md, Coordinates at rest).
    public var adjustedContentInset: EdgeInsets
    /// The content offset the frames were computed at: the environment's, or where the family rests without one.
    public var contentOffset: Point
    /// Things a user should know: items not placed because a group cannot fit them, and the like.
    public var warnings: [String]
    /// The rounded cards of inset-grouped list sections with rows (ListRules.md L31).
    public var listCards: [ListCard]

    public init(
        elements: FrameBuffer,
        contentSize: Size,
        sections: [SectionGeometry],
        orthogonalStrips: [OrthogonalStripGeometry] = [],
        roles: SupplementaryRoles = SupplementaryRoles(),
        adjustedContentInset: EdgeInsets = .zero,
        contentOffset: Point = .zero,
        warnings: [String] = [],
        listCards: [ListCard] = []
    ) {
        self.elements = elements
        self.contentSize = contentSize
        self.sections = sections
        self.orthogonalStrips = orthogonalStrips
        self.roles = roles
        self.adjustedContentInset = adjustedContentInset
        self.contentOffset = contentOffset
        self.warnings = warnings
        self.listCards = listCards
    }

    /// The number of elements of a category.
    public func count(of category: ElementCategory) -> Int { elements.count(of: category) }
}

/// Where one section sits along the scroll axis.
public struct SectionGeometry: Hashable, Sendable {
    public var index: Int
    /// The section's start along the scroll axis, in content coordinates (after layout-level headers).
    public var start: Double
    /// The section's length along the scroll axis, boundary extensions included (R20, R25).
    public var length: Double
    /// Items of the section that were laid out (fewer than the count when a group cannot fit, R7/R15).
    public var placedItems: Int
    public var itemCount: Int

    public init(index: Int, start: Double, length: Double, placedItems: Int, itemCount: Int) {
        self.index = index
        self.start = start
        self.length = length
        self.placedItems = placedItems
        self.itemCount = itemCount
    }
}
