import LayoutModel

/// Builds the `SectionPlan` of each section: picks the section definition, sizes the container, solves the
/// group once, lays the group track, and places boundary items (R2 to R3, R6, R18 to R20, R22, R24 to R27, R36).
struct SectionPlanner {
    let layout: CompositionalLayout
    let environment: LayoutEnvironment
    /// The number of items in each section.
    let itemCounts: [Int]
    let axes: AxisPair
    let grid: PixelGrid
    let resolver: DimensionResolver
    /// Data records and text measurement for self-sizing (R40) and visibility; nil keeps estimates.
    let content: (any LayoutContent)?

    init(layout: CompositionalLayout, environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)? = nil) {
        self.layout = layout
        self.environment = environment
        self.itemCounts = itemCounts
        self.content = content
        self.axes = AxisPair(main: layout.configuration.scrollDirection.axis)
        self.grid = PixelGrid(scale: environment.scale)
        self.resolver = DimensionResolver(grid: grid)
    }

    /// What the section provider sees: the container's effective content size (bounds less the configuration's
    /// content-insets reference) and the environment's traits.
    var sectionEnvironment: SectionEnvironment {
        SectionEnvironment(layout: environment, contentInsetsReference: layout.configuration.contentInsetsReference)
    }

    /// Plans section `index`: the provider's answer for it, a section built from a group or a list section.
    func plan(section index: Int) throws(LayoutError) -> SectionPlan {
        let provider = sectionEnvironment
        let definition = layout.definition(forSection: index)
        let resolved: (asWritten: ProvidedSection, evaluated: ProvidedSection, caseIndex: Int?)?
        do {
            resolved = try definition.resolved(in: provider)
        } catch {
            throw .invalidValue(
                section: index, item: nil, path: "$.sections[\(min(index, layout.sections.count - 1))].\(error.path)",
                expression: error.expression, reason: error.reason
            )
        }
        guard let resolved else {
            let traits = ConditionTrait.describe(definition.conditionNames.subtracting(["width", "height"]), in: provider)
            throw .noAdaptiveCase(
                section: index, width: provider.effectiveContentSize.width, height: provider.effectiveContentSize.height, traits: traits
            )
        }
        var plan: SectionPlan
        switch resolved.evaluated {
        case .composed(let section): plan = try self.plan(section, index: index)
        case .list(let configuration): plan = try planList(configuration, index: index)
        }
        plan.providedAsWritten = resolved.asWritten
        plan.adaptiveCaseIndex = resolved.caseIndex
        return plan
    }

    /// Plans a section built from a group: its container, its group solved once (or per instance when sized from
    /// content), its group track and its boundary items.
    func plan(_ section: LayoutSection, index: Int) throws(LayoutError) -> SectionPlan {
        // `SectionDefinition.resolve(in:)` evaluates a section's computed insets and spacing before it is planned.
        precondition(section.computedContentInsets == nil && section.computedInterGroupSpacing == nil, "a computed inset reached the engine unevaluated")
        let reference = section.contentInsetsReference ?? layout.configuration.contentInsetsReference
        let container = SectionContainer(
            bounds: environment.containerSize, axes: axes, referenceInsets: environment.insets(for: reference),
            sectionInsets: section.contentInsets
        )
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let itemCount = index < itemCounts.count ? max(0, itemCounts[index]) : 0

        var pattern: GroupPattern?
        var placed = 0
        var instances: [GroupInstance] = []
        var instancePatterns: [GroupPattern] = []
        if itemCount > 0 {
            let base = container.groupBase(orthogonal: orthogonal)
            let size = resolver.resolve(section.group.size, base: base)
            let solver = GroupSolver(grid: grid, slotLimit: max(itemCount, 10_000))
            let solved = solver.solve(section.group, outerSize: size, resolutionBase: base)
            pattern = solved
            placed = solved.capacity == 0 ? 0 : (solved.isComplete ? itemCount : min(itemCount, solved.capacity))
            if let content, Self.selfSizes(.group(section.group)) {
                (instances, instancePatterns) = try solveInstances(
                    section.group, size: size, base: base, itemCount: itemCount,
                    sizer: LeafSizer(
                        content: content, section: index, itemCount: itemCount, grid: grid, category: environment.contentSizeCategory
                    ),
                    stackAxis: orthogonal ? axes.cross : axes.main
                )
                placed = instances.reduce(0) { $0 + $1.placed }
            }
        }

        var plan = SectionPlan(
            index: index, section: section, itemCount: itemCount, container: container, isOrthogonal: orthogonal,
            pattern: pattern, placedItems: placed, track: .empty, instances: instances, instancePatterns: instancePatterns,
            regionLength: 0,
            boundary: BoundaryItemLayout.Placement(frames: [], outerFrames: [], extendStart: 0, extendEnd: 0, regionLength: 0),
            contributes: placed > 0 || !section.boundarySupplementaryItems.isEmpty, strip: nil, widestGroupEnd: 0
        )
        if !plan.instances.isEmpty {
            if orthogonal { layOrthogonalInstances(&plan) } else { layInstances(&plan) }
        } else if let pattern, placed > 0 {
            if orthogonal { layOrthogonalTrack(&plan, pattern) } else { layTrack(&plan, pattern) }
        } else {
            plan.regionLength = section.contentInsets.total(along: axes.main)
        }
        placeBoundaryItems(&plan)
        return plan
    }

    /// True when an element holds an item whose estimated size can come from content (R40).
    static func selfSizes(_ element: LayoutElement) -> Bool {
        element.contains { if case .item(let item) = $0 { LeafSizer.isSelfSizing(item) } else { false } }
    }

    /// R40 pass 2: the section's groups one by one, each solved from its own first item with measured sizes,
    /// until the items run out (or a group cannot place anything, R15).
    ///
    /// When no group counts its slots with measured lengths, an instance is determined by the measured sizes of
    /// the items it holds, so instances with the same sizes (common: heights come in whole lines) share one
    /// solved pattern instead of being solved again.
    private func solveInstances(
        _ group: LayoutGroup, size: Size, base: Size, itemCount: Int, sizer: LeafSizer, stackAxis: Axis
    ) throws(LayoutError) -> (instances: [GroupInstance], patterns: [GroupPattern]) {
        sizer.sectionUniform = try sectionUniformSize(group, base: base, itemCount: itemCount, sizer: sizer)
        let solver = GroupSolver(grid: grid, slotLimit: max(itemCount, 10_000), sizer: sizer)
        let template = GroupSolver(grid: grid, slotLimit: max(itemCount, 10_000)).solve(group, outerSize: size, resolutionBase: base)
        let reusable = template.isComplete && !Self.countsWithMeasuredLengths(.group(group))
        // What sizing each self-sizing leaf of the template needs, worked out once.
        struct SizingLeaf {
            var offset: Int
            var description: ContentDescription
            var estimatedWidth: Bool
            var estimatedHeight: Bool
            var estimate: Size
            var countedAxis: Axis?
            var wrapWidth: Double
            var insets: EdgeInsets
        }
        let sizingLeaves: [SizingLeaf] = template.leaves.enumerated().compactMap { offset, leaf in
            guard leaf.itemIndex >= 0 else { return nil }
            let item = template.items[leaf.itemIndex]
            guard LeafSizer.isSelfSizing(item), let description = item.content else { return nil }
            return SizingLeaf(
                offset: offset, description: description, estimatedWidth: item.size.width.isEstimated,
                estimatedHeight: item.size.height.isEstimated, estimate: leaf.slot.size, countedAxis: leaf.countedAxis,
                wrapWidth: leaf.wrapWidth, insets: item.contentInsets
            )
        }
        var known: [[Double]: Int] = [:]
        var patterns: [GroupPattern] = []
        var instances: [GroupInstance] = []
        var next = 0
        var key: [Double] = []
        while next < itemCount {
            if sizer.content.isCancelled { throw .cancelled }
            let patternIndex: Int
            if reusable {
                key.removeAll(keepingCapacity: true)
                for leaf in sizingLeaves where next + leaf.offset < itemCount {
                    let measured = sizer.size(
                        leaf.description, estimatedWidth: leaf.estimatedWidth, estimatedHeight: leaf.estimatedHeight,
                        dataIndex: next + leaf.offset, estimate: leaf.estimate, fixedAxis: leaf.countedAxis, wrapWidth: leaf.wrapWidth,
                        insets: leaf.insets
                    )
                    key.append(measured.width)
                    key.append(measured.height)
                }
                key.append(Double(min(template.capacity, itemCount - next)))
                if let index = known[key] {
                    patternIndex = index
                } else {
                    patterns.append(solver.solve(group, outerSize: size, resolutionBase: base, firstItem: next))
                    patternIndex = patterns.count - 1
                    known[key] = patternIndex
                }
            } else {
                patterns.append(solver.solve(group, outerSize: size, resolutionBase: base, firstItem: next))
                patternIndex = patterns.count - 1
            }
            let pattern = patterns[patternIndex]
            let placed = min(pattern.capacity, itemCount - next)
            guard placed > 0 else { break }
            instances.append(
                GroupInstance(
                    patternIndex: patternIndex, firstItem: next, placed: placed, origin: .zero,
                    size: pattern.size(placing: placed, stackingAlong: stackAxis)
                )
            )
            next += placed
            if !pattern.isComplete { break }
        }
        return (instances, patterns)
    }

    /// True when some group of plain items counts its slots with measured lengths (a tag cloud): its slot
    /// count then depends on the data, so instances cannot share solutions.
    static func countsWithMeasuredLengths(_ element: LayoutElement) -> Bool {
        element.contains { element in
            guard case .group(let group) = element, let axis = group.axis, case .subitems(let elements) = group.arrangement else {
                return false
            }
            let items = elements.compactMap { element -> LayoutItem? in if case .item(let item) = element { item } else { nil } }
            return items.count == elements.count && items.contains { LeafSizer.isSelfSizing($0) && $0.size[axis].isEstimated }
        }
    }

    /// The largest measured size of the top-level group's `uniformAcrossSiblings` items across the section:
    /// on the outermost group, UIKit shares the largest among all of them (R40).
    private func sectionUniformSize(_ group: LayoutGroup, base: Size, itemCount: Int, sizer: LeafSizer) throws(LayoutError) -> Size {
        guard case .subitems(let elements) = group.arrangement else { return .zero }
        let items = elements.compactMap { element -> LayoutItem? in
            if case .item(let item) = element { return item }
            return nil
        }
        guard items.count == elements.count,
            items.contains(where: { $0.size.width.isUniformAcrossSiblings || $0.size.height.isUniformAcrossSiblings })
        else { return .zero }
        var largest = Size.zero
        for index in 0..<itemCount {
            if sizer.content.isCancelled { throw .cancelled }
            let item = items[index % items.count]
            let estimate = resolver.resolve(item.size, base: base)
            let measured = sizer.size(of: item, dataIndex: index, estimate: estimate, fixedAxis: nil, wrapWidth: base.width)
            if item.size.width.isUniformAcrossSiblings { largest.width = max(largest.width, measured.width) }
            if item.size.height.isUniformAcrossSiblings { largest.height = max(largest.height, measured.height) }
        }
        return largest
    }

    /// R18 to R20 for groups of their own sizes: one per line along the scroll axis, each placed across it.
    func layInstances(_ plan: inout SectionPlan) {
        let group = plan.section.group
        let insets = plan.section.contentInsets
        let (leadMin, trailMin) = edgeMinimums(group, along: axes.main)
        let band = plan.container.crossBand
        var cursor = insets.leadingEdge(along: axes.main)
        var widest = 0.0
        for index in plan.instances.indices {
            let size = plan.instances[index].size
            let across = band.start + groupPosition(group, length: size[axes.cross], along: axes.cross, available: band.length)
            if index > 0 { cursor += plan.section.interGroupSpacing }
            cursor += leadMin
            plan.instances[index].origin = axes.point(main: cursor, cross: across)
            cursor += size[axes.main] + trailMin
            widest = max(widest, across + size[axes.cross])
        }
        plan.regionLength = cursor + insets.trailingEdge(along: axes.main)
        plan.widestGroupEnd = plan.container.crossOffset + widest
    }

    /// R36 for groups of their own sizes: one after another across the scroll axis; the strip is as long as the
    /// longest group along the scroll axis.
    private func layOrthogonalInstances(_ plan: inout SectionPlan) {
        let group = plan.section.group
        let insets = plan.section.contentInsets
        let (leadCross, trailCross) = edgeMinimums(group, along: axes.cross)
        let (leadMain, trailMain) = edgeMinimums(group, along: axes.main)
        let strip = (plan.instances.map { $0.size[axes.main] }.max() ?? 0) + leadMain + trailMain
        let leadInset = insets.leadingEdge(along: axes.cross)
        var cursor = leadInset
        var edges: [Double] = []
        for index in plan.instances.indices {
            let size = plan.instances[index].size
            if index > 0 { cursor += plan.section.interGroupSpacing }
            cursor += leadCross
            let along = insets.leadingEdge(along: axes.main) + groupPosition(group, length: size[axes.main], along: axes.main, available: strip)
            plan.instances[index].origin = axes.point(main: along, cross: cursor)
            edges.append(cursor - leadInset)
            cursor += size[axes.cross] + trailCross
        }
        plan.regionLength = insets.leadingEdge(along: axes.main) + strip + insets.trailingEdge(along: axes.main)
        plan.strip = OrthogonalScrolling.geometry(
            section: plan.index, behavior: plan.section.orthogonalScrollingBehavior, axis: axes.cross,
            stripLength: plan.container.crossBand.length, contentLength: cursor - leadInset, leadingEdges: edges,
            lengths: plan.instances.map { $0.size[axes.cross] }, grid: grid
        )
    }

    /// Where a group `length` long sits within `available` along `axis`, by its edge spacing (R11 for the cross
    /// axis of a track, R36 along a strip), on the pixel grid (R0).
    private func groupPosition(_ group: LayoutGroup, length: Double, along axis: Axis, available: Double) -> Double {
        grid.round(RunPlacement.position(
            of: RunPlacement.Slot(
                length: length, leading: group.edgeSpacing.leadingEdge(along: axis), trailing: group.edgeSpacing.trailingEdge(along: axis)
            ),
            available: available
        ))
    }

    /// The minimum edge spacing before and after a group along `axis` (R16, R19 count it as used).
    private func edgeMinimums(_ group: LayoutGroup, along axis: Axis) -> (leading: Double, trailing: Double) {
        (group.edgeSpacing.leadingEdge(along: axis)?.minimum ?? 0, group.edgeSpacing.trailingEdge(along: axis)?.minimum ?? 0)
    }

    /// The group counts of a section with `placed` items: full groups of `capacity`, the last one partial.
    private func groupCounts(placed: Int, capacity: Int) -> (count: Int, lastPlaced: Int) {
        let count = (placed + capacity - 1) / capacity
        return (count, placed - (count - 1) * capacity)
    }

    /// A pattern's groups one after another along `axis` from the section's leading inset there, each placed along
    /// the other axis by `position` (given the group's size): the track's counts, sizes and origins. The one place
    /// both a section's track (along the scroll axis, R18 to R20) and an orthogonal strip (across it, R36) are laid.
    private func stackGroups(
        _ plan: SectionPlan, _ pattern: GroupPattern, along axis: Axis, position: (Size) -> Double
    ) -> (track: GroupTrack, trailing: Double) {
        let group = plan.section.group
        let (count, lastPlaced) = groupCounts(placed: plan.placedItems, capacity: pattern.capacity)
        let fullSize = pattern.size(placing: pattern.capacity, stackingAlong: axis)
        let lastSize = pattern.size(placing: lastPlaced, stackingAlong: axis)
        let (leading, trailing) = edgeMinimums(group, along: axis)
        let stride = leading + fullSize[axis] + trailing + plan.section.interGroupSpacing
        let first = plan.section.contentInsets.leadingEdge(along: axis) + leading
        let last = first + Double(count - 1) * stride
        func point(_ along: Double, _ other: Double) -> Point {
            axis == axes.main ? axes.point(main: along, cross: other) : axes.point(main: other, cross: along)
        }
        let track = GroupTrack(
            count: count, firstOrigin: point(first, position(fullSize)), stride: point(stride, 0), fullSize: fullSize,
            lastOrigin: point(last, position(lastSize)), lastSize: lastSize, lastPlaced: lastPlaced
        )
        return (track, trailing)
    }

    /// R18/R19/R20: groups one per line along the scroll axis, placed across it inside the section's insets.
    func layTrack(_ plan: inout SectionPlan, _ pattern: GroupPattern) {
        let group = plan.section.group
        let band = plan.container.crossBand
        func crossPosition(_ size: Size) -> Double {
            band.start + groupPosition(group, length: size[axes.cross], along: axes.cross, available: band.length)
        }
        let (track, trailing) = stackGroups(plan, pattern, along: axes.main, position: crossPosition)
        plan.track = track
        plan.regionLength = track.lastOrigin[axes.main] + track.lastSize[axes.main] + trailing
            + plan.section.contentInsets.trailingEdge(along: axes.main)
        plan.widestGroupEnd = plan.container.crossOffset
            + max(crossPosition(track.fullSize) + track.fullSize[axes.cross], crossPosition(track.lastSize) + track.lastSize[axes.cross])
    }

    /// R36: groups one after another across the scroll axis from the section's leading inset; the strip is as
    /// long as its longest group; frames at strip offset 0 (R37).
    private func layOrthogonalTrack(_ plan: inout SectionPlan, _ pattern: GroupPattern) {
        let group = plan.section.group
        let insets = plan.section.contentInsets
        let (lastPlaced, capacity) = (groupCounts(placed: plan.placedItems, capacity: pattern.capacity).lastPlaced, pattern.capacity)
        let (leadMain, trailMain) = edgeMinimums(group, along: axes.main)
        // The strip's length along the scroll axis is its longest group's: known before the groups are placed in it.
        let longest = max(
            pattern.size(placing: capacity, stackingAlong: axes.cross)[axes.main], pattern.size(placing: lastPlaced, stackingAlong: axes.cross)[axes.main]
        )
        let strip = longest + leadMain + trailMain
        func mainPosition(_ size: Size) -> Double {
            insets.leadingEdge(along: axes.main) + groupPosition(group, length: size[axes.main], along: axes.main, available: strip)
        }
        let (track, trailing) = stackGroups(plan, pattern, along: axes.cross, position: mainPosition)
        plan.track = track
        plan.regionLength = insets.leadingEdge(along: axes.main) + strip + insets.trailingEdge(along: axes.main)

        let leadInset = insets.leadingEdge(along: axes.cross)
        let count = track.count
        let firstCross = track.firstOrigin[axes.cross]
        let lastCross = track.lastOrigin[axes.cross]
        let stride = track.stride[axes.cross]
        let edges = (0..<count).map { j in (j == count - 1 ? lastCross : firstCross + Double(j) * stride) - leadInset }
        let lengths = (0..<count).map { j in (j == count - 1 ? track.lastSize : track.fullSize)[axes.cross] }
        plan.strip = OrthogonalScrolling.geometry(
            section: plan.index, behavior: plan.section.orthogonalScrollingBehavior, axis: axes.cross,
            stripLength: plan.container.crossBand.length,
            contentLength: lastCross - leadInset + track.lastSize[axes.cross] + trailing,
            leadingEdges: edges, lengths: lengths, grid: grid
        )
    }

    /// R40: boundary items with estimated sizes and a content description take their measured size on the
    /// estimated axes (the section's record gives field values), so an extending header pushes the content.
    func measuredBoundarySizes(_ items: [BoundarySupplementaryItem], section: Int, band: (start: Double, length: Double), sizeBase: Size)
        -> [Size?]
    {
        guard let content else { return items.map { _ in nil } }
        let sizer = LeafSizer(content: content, section: section, itemCount: 0, grid: grid, category: environment.contentSizeCategory)
        let record = content.sectionRecord(section: section)
        return items.map { item in
            guard let description = item.content, item.size.width.isEstimated || item.size.height.isEstimated else { return nil }
            let resolved = resolver.resolve(item.size, base: sizeBase)
            guard let measured = sizer.measure(
                description, record: record, width: Self.boundaryTextWidth(item, resolvedWidth: resolved.width), wrapWidth: band.length
            ) else { return nil }
            return Size(
                width: item.size.width.isEstimated ? measured.width : resolved.width,
                height: item.size.height.isEstimated ? measured.height : resolved.height
            )
        }
    }

    /// R6: the band across the scroll axis a section's boundary items lie in (inside the section's insets when they
    /// follow them) and the size their fractional dimensions resolve against.
    static func boundaryBand(of plan: SectionPlan, axes: AxisPair) -> (band: (start: Double, length: Double), sizeBase: Size) {
        let container = plan.container
        let band = plan.section.supplementariesFollowContentInsets ? container.crossBand : (start: 0, length: container.size[axes.cross])
        var sizeBase = container.size
        sizeBase[axes.cross] = band.length
        return (band, sizeBase)
    }

    /// The width a boundary item's label wraps in when its width is not estimated: the view, its resolved width less
    /// its leading and trailing insets (R26); nil when its width is estimated (it grows up to its band).
    static func boundaryTextWidth(_ item: BoundarySupplementaryItem, resolvedWidth: Double) -> Double? {
        item.size.width.isEstimated ? nil : max(0, resolvedWidth - item.contentInsets.leading - item.contentInsets.trailing)
    }

    /// R6/R24/R25: boundary items around the region; inside the section's cross insets when following them.
    func placeBoundaryItems(_ plan: inout SectionPlan) {
        let (band, sizeBase) = Self.boundaryBand(of: plan, axes: axes)
        let layout = BoundaryItemLayout(axes: axes, resolver: resolver)
        plan.boundary = layout.place(
            plan.section.boundarySupplementaryItems, regionLength: plan.regionLength, band: band, sizeBase: sizeBase,
            measured: measuredBoundarySizes(plan.section.boundarySupplementaryItems, section: plan.index, band: band, sizeBase: sizeBase)
        )
    }
}
