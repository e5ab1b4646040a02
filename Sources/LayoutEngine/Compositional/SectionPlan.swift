import LayoutModel

/// Everything the engine knows about one section before writing any element: its definition, container,
/// solved group pattern, where its groups go, its boundary items, and its length along the scroll axis.
///
/// Local coordinates: along the scroll axis 0 is the start of the section's region (the top of its top inset,
/// after header extension is removed); across it 0 is the start of the section's container (after the
/// content-insets reference).
struct SectionPlan {
    let index: Int
    let section: LayoutSection
    let itemCount: Int
    let container: SectionContainer
    let isOrthogonal: Bool
    /// The solved top-level group; nil when the section has no items.
    var pattern: GroupPattern?
    /// Items that get a frame (fewer than `itemCount` when a group cannot fit its subitems, R7/R15).
    var placedItems: Int
    var track: GroupTrack
    /// Group instances of a section sized from content (R40): each solved on its own. Empty when every group
    /// repeats the pattern (then `track` places them in closed form).
    var instances: [GroupInstance] = []
    /// The distinct solved patterns the instances refer to (instances with the same measured sizes share one).
    var instancePatterns: [GroupPattern] = []
    /// The region's length along the scroll axis: insets and groups (R20), enlarged by side items (R25).
    var regionLength: Double
    var boundary: BoundaryItemLayout.Placement
    /// False for a section with no laid-out items and no boundary items: it takes no room (R20).
    var contributes: Bool
    /// The strip geometry of an orthogonally scrolling section (R36, R38).
    var strip: OrthogonalStripGeometry?
    /// The far cross-axis edge of the widest group, in content coordinates (R23).
    var widestGroupEnd: Double
    /// Where the section starts along the scroll axis, in content coordinates (set when sections stack, R21).
    var start: Double = 0
    /// When a pinned boundary item is raised above everything else: while held at the visible edge (R29), or, in a
    /// list section, whenever it is on screen (ListRules.md L29).
    var pinnedRaise: Pinning.Raise = .whileHeldAtEdge
    /// What the provider returned for the section: `section` itself, or the list configuration it was built from.
    var provided: ProvidedSection?
    /// What the provider returned as the spec writes it, computed values unevaluated (`SectionDefinition.resolved(in:)`):
    /// how a description of the section finds the spec node it describes.
    var providedAsWritten: ProvidedSection?
    /// The adaptive case the section came from (the first whose condition holds); nil for a section that is not adaptive.
    var adaptiveCaseIndex: Int?
    /// A list section's resolved insets, padding and heights, for describing it.
    var list: ListSectionDescription?

    /// The section's full length along the scroll axis: boundary extensions included (R20, R25).
    var length: Double {
        contributes ? boundary.extendStart + boundary.regionLength + boundary.extendEnd : 0
    }

    /// Where the region starts along the scroll axis, in content coordinates.
    var regionStart: Double { start + boundary.extendStart }
}

/// The origins of a section's group instances: every full group is the previous one moved by `stride`; the
/// last one may be partly filled and sized differently (R18, R19, R36).
struct GroupTrack {
    var count: Int
    var firstOrigin: Point
    var stride: Point
    var fullSize: Size
    var lastOrigin: Point
    var lastSize: Size
    /// Items in the last group.
    var lastPlaced: Int

    static let empty = GroupTrack(
        count: 0, firstOrigin: .zero, stride: .zero, fullSize: .zero, lastOrigin: .zero, lastSize: .zero, lastPlaced: 0
    )

    /// The local origin of group `j`.
    @inline(__always)
    func origin(of j: Int) -> Point {
        if j == count - 1 { return lastOrigin }
        return Point(x: firstOrigin.x + Double(j) * stride.x, y: firstOrigin.y + Double(j) * stride.y)
    }

    /// The size of group `j` (after R16 and R19).
    func size(of j: Int) -> Size { j == count - 1 ? lastSize : fullSize }
}

/// One group of a section whose items are sized from content: its solved pattern (shared by instances with
/// the same measured sizes) and its place (R40).
struct GroupInstance {
    /// Index into `SectionPlan.instancePatterns`.
    var patternIndex: Int
    /// The section item index of its first leaf, and how many leaves hold data.
    var firstItem: Int
    var placed: Int
    /// Local origin and size (after R16 and R19).
    var origin: Point
    var size: Size
}
