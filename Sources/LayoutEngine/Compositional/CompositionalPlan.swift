import LayoutModel

/// A compositional layout solved for an environment, before any frame is written: every section's container, group
/// pattern and group track, boundary items, stacking, content size and strip geometry. Frames come from it in
/// closed form (`LayoutPlan`'s three ways), without writing the ones not asked for.
///
/// The work reads as steps: plan every section (solve its group once, lay its group track, place its boundary
/// items), stack the sections, place the layout's own boundary items; then write elements in closed form with origins
/// on the pixel grid, headers and footers pinned for the scroll position.
public struct CompositionalPlan: LayoutPlan {
    let axes: AxisPair
    let grid: PixelGrid
    let resolver: DimensionResolver
    let environment: LayoutEnvironment
    /// The number of items in each section; its length is the number of sections.
    let itemCounts: [Int]
    let content: (any LayoutContent)?
    var sections: [SectionPlan]
    let layoutItems: [BoundarySupplementaryItem]
    /// The layout planned, whose supplementary kinds say the roles.
    let layout: CompositionalLayout
    let layoutBoundary: BoundaryItemLayout.Placement
    /// How far a layout-level header moves every section along the scroll axis (R28).
    let shift: Double
    /// How far any section's elements reach before its start and after its end along the scroll axis: boundary
    /// items with offsets, side items longer than their region, overflowing cells and badges (for rect queries).
    var overhang: (before: Double, after: Double) = (0, 0)

    /// The collection view's content size, rounded to the pixel grid (R23).
    public let contentSize: Size
    /// Things a user should know: items not laid out because a group cannot fit them, and the like.
    public let warnings: [String]

    /// Plans `layout` in `environment` (R0 to R41), left to right: the family's own plan, which a right-to-left
    /// layout mirrors (V8; plan the spec with `LayoutPlanner.plan` to have it mirrored). With `content`, estimated
    /// dimensions take the measured size of described content (R40) and `visibleWhen` predicates hide
    /// supplementaries; without it, estimates stand and nothing is hidden.
    public init(
        _ layout: CompositionalLayout, in environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)? = nil
    ) throws(LayoutError) {
        try LayoutPlanner.validateLeftToRight(environment, itemCounts: itemCounts, family: .compositional)
        let planner = SectionPlanner(layout: layout, environment: environment, itemCounts: itemCounts, content: content)
        axes = planner.axes
        grid = planner.grid
        resolver = planner.resolver
        self.environment = environment
        self.itemCounts = itemCounts
        self.content = content

        // Plan each section (R2 to R20, R22, R24 to R27, R36, R40).
        var sections: [SectionPlan] = []
        sections.reserveCapacity(itemCounts.count)
        for index in itemCounts.indices {
            sections.append(try planner.plan(section: index))
        }

        // Stack sections along the scroll axis; empty ones still take the spacing after them (R20, R21).
        let spacing = layout.configuration.interSectionSpacing
        var cursor = 0.0
        for index in sections.indices {
            sections[index].start = cursor
            cursor += sections[index].length
            if index < sections.count - 1 { cursor += spacing }
        }

        // The layout's own boundary items around the whole stack; a global header shifts every section (R28).
        layoutItems = layout.configuration.boundarySupplementaryItems
        self.layout = layout
        let bounds = environment.containerSize
        let band = (start: 0.0, length: bounds[axes.cross])
        layoutBoundary = BoundaryItemLayout(axes: axes, resolver: resolver).place(
            layoutItems, regionLength: cursor, band: band, sizeBase: bounds,
            measured: planner.measuredBoundarySizes(layoutItems, section: -1, band: band, sizeBase: bounds)
        )
        shift = layoutBoundary.extendStart
        if shift != 0 { for index in sections.indices { sections[index].start += shift } }
        self.sections = sections

        // Content size (R23): the stack with the layout's boundary extensions; across, the widest group. Negative
        // insets or spacings can make the stack shorter than nothing; it is then 0 long (R41).
        let total = shift + max(cursor, layoutBoundary.regionLength) + layoutBoundary.extendEnd
        let widest = sections.filter { !$0.isOrthogonal && $0.placedItems > 0 }.map(\.widestGroupEnd).max() ?? 0
        contentSize = axes.size(main: grid.round(max(0, total)), cross: grid.round(max(bounds[axes.cross], widest)))

        var notes = sections.filter { $0.placedItems < $0.itemCount }.map { plan in
            "section \(plan.index): \(plan.itemCount - plan.placedItems) of \(plan.itemCount) items not laid out: a subitem is larger than its group, or a group's insets leave it no room (R7, R15, R41)"
        }
        for plan in sections {
            if let pattern = plan.pattern, pattern.collapsedLeaves > 0, plan.placedItems > 0 {
                notes.append("section \(plan.index): item insets larger than the item leave \(pattern.collapsedLeaves) cell\(pattern.collapsedLeaves == 1 ? "" : "s") of each group 0 wide or high (R41)")
            }
            if plan.contributes, plan.length < 0 {
                notes.append("section \(plan.index): negative insets or spacing make it \(formatNumber(plan.length)) long; its background is 0 long (R41)")
            }
        }
        if total < 0 {
            notes.append("negative insets or spacing make the content \(formatNumber(total)) long; the content size is 0 (R41)")
        }
        warnings = notes + (try Self.checkOrthogonalOffsets(environment.orthogonalOffsets, sections: sections))
        overhang = Self.overhang(of: self.sections, writer: writer)
    }

    /// Refuses a strip offset for a section that is not an orthogonally scrolling one (it would be ignored, and the
    /// user would read frames they did not ask for), and warns of an offset outside the strip's scroll range: UIKit
    /// shows such an offset only while the strip bounces, so the frames are those of an overscroll (R38).
    static func checkOrthogonalOffsets(_ offsets: [Int: Double], sections: [SectionPlan]) throws(LayoutError) -> [String] {
        var warnings: [String] = []
        for section in offsets.keys.sorted() {
            let offset = offsets[section]!
            guard offset.isFinite else {
                throw .invalidEnvironment("the orthogonal offset of section \(section) must be a finite number")
            }
            guard sections.indices.contains(section) else {
                throw .invalidEnvironment("an orthogonal offset names section \(section), but the layout has \(sections.count) section\(sections.count == 1 ? "" : "s") (0 to \(sections.count - 1))")
            }
            guard sections[section].isOrthogonal else {
                let strips = sections.filter(\.isOrthogonal).map { String($0.index) }
                throw .invalidEnvironment("section \(section) does not scroll orthogonally, so it takes no orthogonal offset (\(strips.isEmpty ? "this layout has no orthogonal sections" : "orthogonal sections: " + strips.joined(separator: ", ")))")
            }
            if let strip = sections[section].strip, offset < strip.minimumOffset || offset > strip.maximumOffset {
                warnings.append("section \(section): orthogonal offset \(formatNumber(offset)) is outside the strip's scroll range \(formatNumber(strip.minimumOffset)) to \(formatNumber(strip.maximumOffset)); the frames are those of an overscroll")
            }
        }
        return warnings
    }

    /// The largest distance any section's elements reach outside its extent along the scroll axis.
    private static func overhang(of sections: [SectionPlan], writer: ElementWriter) -> (before: Double, after: Double) {
        let axis = writer.axes.main
        var before = 0.0
        var after = 0.0
        for plan in sections where plan.contributes {
            var frames = writer.boundaryFrames(plan).map(\.frame) + writer.decorationFrames(plan)
            if let pattern = plan.pattern, plan.placedItems > 0 {
                let origin = writer.cellOrigin(plan)
                var sample = FrameBuffer()
                var anchored = AnchoredItemWriter(plan: plan, grid: writer.grid, resolver: writer.resolver, content: nil)
                if plan.instances.isEmpty {
                    for j in Set([0, plan.track.count - 1]) {
                        let groupOrigin = plan.track.origin(of: j)
                        let base = Point(x: origin.x + groupOrigin.x, y: origin.y + groupOrigin.y)
                        let placed = j == plan.track.count - 1 ? plan.track.lastPlaced : pattern.capacity
                        frames += pattern.leaves.prefix(placed).map { $0.frame.offsetBy(dx: base.x, dy: base.y) }
                        anchored.writeGroup(pattern, origin: base, size: plan.track.size(of: j), placed: placed, firstItem: 0, into: &sample)
                    }
                } else {
                    for instance in plan.instances {
                        let base = Point(x: origin.x + instance.origin.x, y: origin.y + instance.origin.y)
                        let pattern = plan.instancePatterns[instance.patternIndex]
                        for leaf in pattern.leaves.prefix(instance.placed) {
                            let frame = leaf.frame.offsetBy(dx: base.x, dy: base.y)
                            before = max(before, plan.start - frame.minimum(along: axis) + 1)
                            after = max(after, frame.maximum(along: axis) - (plan.start + plan.length) + 1)
                        }
                        if pattern.hasSupplementaries {
                            anchored.writeGroup(pattern, origin: base, size: instance.size, placed: instance.placed, firstItem: 0, into: &sample)
                        }
                    }
                }
                frames += (0..<sample.count).map(sample.frame(at:))
            }
            for frame in frames {
                before = max(before, plan.start - frame.minimum(along: axis) + 1)
                after = max(after, frame.maximum(along: axis) - (plan.start + plan.length) + 1)
            }
        }
        return (before, after)
    }

    var writer: ElementWriter {
        ElementWriter(
            axes: axes, grid: grid, resolver: resolver, environment: environment, content: content,
            pinning: Pinning(axes: axes, grid: grid, environment: environment)
        )
    }

    /// Where each section sits along the scroll axis.
    public var sectionGeometries: [SectionGeometry] {
        sections.map {
            SectionGeometry(index: $0.index, start: $0.start, length: $0.length, placedItems: $0.placedItems, itemCount: $0.itemCount)
        }
    }

    /// The scroll geometry of the orthogonally scrolling sections (R36, R38).
    public var orthogonalStrips: [OrthogonalStripGeometry] { sections.compactMap(\.strip) }

    /// The cards of inset-grouped list sections with rows: the rows' span at the cells' x and width, rounded as the
    /// iOS version's lists round them (L31).
    var listCards: [ListCard] {
        sections.compactMap { plan in
            guard let list = plan.list, list.configuration.appearance == .insetGrouped, plan.placedItems > 0 else { return nil }
            let top = plan.regionStart + list.insets.top
            let frame = Rect(
                x: list.insets.leading, y: top, width: list.cellWidth, height: plan.boundary.regionLength - list.insets.top - list.insets.bottom
            )
            return ListCard(frame: frame, cornerRadius: ListMetrics.cardCornerRadius(list.design))
        }
    }

    /// Cells the layout places.
    public var cellCount: Int { sections.reduce(0) { $0 + $1.placedItems } }

    /// The layout-level boundary items at the scroll position (R28, R29).
    func layoutBoundaryFrames() -> [(item: BoundarySupplementaryItem, frame: Rect, zIndex: Int)] {
        let pinning = Pinning(axes: axes, grid: grid, environment: environment)
        let move = axes.point(main: shift, cross: 0)
        return layoutItems.enumerated().map { index, item in
            let resting = grid.roundOrigin(layoutBoundary.frames[index].offsetBy(dx: move.x, dy: move.y))
            let outer = layoutBoundary.outerFrames[index].offsetBy(dx: move.x, dy: move.y)
            let pinned = pinning.pin(item, frame: resting, outer: outer, regionStart: shift, regionEnd: shift + layoutBoundary.regionLength)
            return (item, pinned.frame, pinned.zIndex)
        }
    }

    public func write(into sink: inout FrameSink) throws {
        let writer = self.writer
        for plan in sections {
            try writer.write(plan, into: &sink)
        }
        for frame in layoutBoundaryFrames() {
            sink.buffer.append(
                category: .supplementary, kind: sink.buffer.kindIndex(for: frame.item.elementKind), section: -1, item: 0,
                frame: frame.frame, zIndex: frame.zIndex
            )
        }
    }

    /// Badges (supplementaries anchored to items and groups) and the pinned kinds of boundary items and lists.
    public var roles: SupplementaryRoles { layout.supplementaryRoles }

    /// The plan's outcome without frames: content size, sections, strips and warnings (elements and roles empty).
    public var summary: LayoutResult {
        LayoutResult(
            elements: FrameBuffer(), contentSize: contentSize, sections: sectionGeometries, orthogonalStrips: orthogonalStrips,
            contentOffset: environment.contentOffset ?? .zero, warnings: warnings, listCards: listCards
        )
    }

    /// How many elements the plan has before counting supplementaries anchored to items and groups: cells,
    /// boundary supplementaries and decorations. Cheap (no group is written), and a lower bound of `elementCount`,
    /// which writes sample groups to count the anchored ones.
    public var reservedElementCount: Int {
        var count = layoutItems.count
        for plan in sections where plan.contributes {
            count += plan.placedItems + plan.section.boundarySupplementaryItems.count + plan.section.decorationItems.count
        }
        return count
    }

    /// How many elements writing the plan produces (cells, anchored and boundary supplementaries, decorations).
    public var elementCount: Int {
        let writer = self.writer
        var count = reservedElementCount
        for plan in sections where plan.contributes {
            guard let pattern = plan.pattern, plan.placedItems > 0 else { continue }
            if plan.instances.isEmpty {
                guard pattern.hasSupplementaries else { continue }
                var full = FrameBuffer()
                var last = FrameBuffer()
                var anchored = AnchoredItemWriter(plan: plan, grid: writer.grid, resolver: writer.resolver, content: nil)
                anchored.writeGroup(pattern, origin: .zero, size: plan.track.fullSize, placed: pattern.capacity, firstItem: 0, into: &full)
                anchored.writeGroup(pattern, origin: .zero, size: plan.track.lastSize, placed: plan.track.lastPlaced, firstItem: 0, into: &last)
                count += full.count * (plan.track.count - 1) + last.count
            } else {
                for instance in plan.instances where plan.instancePatterns[instance.patternIndex].hasSupplementaries {
                    var buffer = FrameBuffer()
                    var anchored = AnchoredItemWriter(plan: plan, grid: writer.grid, resolver: writer.resolver, content: nil)
                    anchored.writeGroup(plan.instancePatterns[instance.patternIndex], origin: .zero, size: instance.size, placed: instance.placed, firstItem: 0, into: &buffer)
                    count += buffer.count
                }
            }
        }
        return count
    }
}
