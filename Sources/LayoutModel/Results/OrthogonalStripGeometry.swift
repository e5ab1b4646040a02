/// The scroll geometry of one orthogonally scrolling section (R36, R38).
public struct OrthogonalStripGeometry: Hashable, Sendable {
    public var section: Int
    public var behavior: OrthogonalScrollingBehavior
    /// The axis the strip scrolls along (horizontal in a vertical layout).
    public var axis: Axis
    /// The visible length of the strip: container minus the section's insets along the strip.
    public var stripLength: Double
    /// The length of all groups with their spacing (section insets excluded).
    public var contentLength: Double
    public var minimumOffset: Double
    public var maximumOffset: Double
    /// Where the strip starts (`groupPagingCentered` starts with the first group centred).
    public var initialOffset: Double
    /// The offsets the strip comes to rest at, ascending; empty for `continuous`.
    public var restPoints: [Double]
    /// The leading position of each group along the strip, relative to the section's leading inset.
    public var groupLeadingEdges: [Double]
    /// The length of each group along the strip.
    public var groupLengths: [Double]

    public init(
        section: Int,
        behavior: OrthogonalScrollingBehavior,
        axis: Axis,
        stripLength: Double,
        contentLength: Double,
        minimumOffset: Double,
        maximumOffset: Double,
        initialOffset: Double,
        restPoints: [Double],
        groupLeadingEdges: [Double],
        groupLengths: [Double]
    ) {
        self.section = section
        self.behavior = behavior
        self.axis = axis
        self.stripLength = stripLength
        self.contentLength = contentLength
        self.minimumOffset = minimumOffset
        self.maximumOffset = maximumOffset
        self.initialOffset = initialOffset
        self.restPoints = restPoints
        self.groupLeadingEdges = groupLeadingEdges
        self.groupLengths = groupLengths
    }
}
