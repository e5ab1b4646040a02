import LayoutModel

/// Builds the `SectionPlan` of each section: picks the section definition, sizes the container, solves the
/// group once, lays the group track, and places boundary items (R2 to R3, R6, R18 to R20, R22, R24 to R27, R36).
struct SectionPlanner {
    let spec: LayoutSpec
    let environment: LayoutEnvironment
    let axes: AxisPair
    let grid: PixelGrid
    let resolver: DimensionResolver

    init(spec: LayoutSpec, environment: LayoutEnvironment) {
        self.spec = spec
        self.environment = environment
        self.axes = AxisPair(main: spec.configuration.scrollDirection.axis)
        self.grid = PixelGrid(scale: environment.scale)
        self.resolver = DimensionResolver(grid: grid)
    }

    /// What the section provider sees: the container's effective content size (bounds less the
    /// configuration's content-insets reference).
    var providerEnvironment: PredicateValues {
        let insets = environment.insets(for: spec.configuration.contentInsetsReference)
        let size = environment.containerSize
        return PredicateValues([
            "width": .number(size.width - insets.leading - insets.trailing),
            "height": .number(size.height - insets.top - insets.bottom),
        ])
    }

    func plan(section index: Int) throws(LayoutError) -> SectionPlan {
        let provider = providerEnvironment
        guard let section = spec.definition(forSection: index).resolve(in: provider) else {
            throw .noAdaptiveCase(
                section: index, width: provider.values["width"].flatMap(Self.number) ?? 0,
                height: provider.values["height"].flatMap(Self.number) ?? 0
            )
        }
        let reference = section.contentInsetsReference ?? spec.configuration.contentInsetsReference
        let container = SectionContainer(
            bounds: environment.containerSize, axes: axes, referenceInsets: environment.insets(for: reference),
            sectionInsets: section.contentInsets
        )
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let itemCount = index < environment.itemCounts.count ? max(0, environment.itemCounts[index]) : 0

        var pattern: GroupPattern?
        var placed = 0
        if itemCount > 0 {
            let base = container.groupBase(orthogonal: orthogonal)
            let size = resolver.resolve(section.group.size, base: base)
            let solver = GroupSolver(grid: grid, slotLimit: max(itemCount, 10_000))
            let solved = solver.solve(section.group, outerSize: size, resolutionBase: base)
            pattern = solved
            placed = solved.capacity == 0 ? 0 : (solved.isComplete ? itemCount : min(itemCount, solved.capacity))
        }

        var plan = SectionPlan(
            index: index, section: section, itemCount: itemCount, container: container, isOrthogonal: orthogonal,
            pattern: pattern, placedItems: placed, track: .empty, regionLength: 0,
            boundary: BoundaryItemLayout.Placement(frames: [], outerFrames: [], extendStart: 0, extendEnd: 0, regionLength: 0),
            contributes: placed > 0 || !section.boundarySupplementaryItems.isEmpty, strip: nil, widestGroupEnd: 0
        )
        if let pattern, placed > 0 {
            if orthogonal { layOrthogonalTrack(&plan, pattern) } else { layTrack(&plan, pattern) }
        } else {
            plan.regionLength = section.contentInsets.total(along: axes.main)
        }
        placeBoundaryItems(&plan)
        return plan
    }

    private static func number(_ value: PredicateValue) -> Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The group counts of a section with `placed` items: full groups of `capacity`, the last one partial.
    private func groupCounts(placed: Int, capacity: Int) -> (count: Int, lastPlaced: Int) {
        let count = (placed + capacity - 1) / capacity
        return (count, placed - (count - 1) * capacity)
    }

    /// R18/R19/R20: groups one per line along the scroll axis, placed across it inside the section's insets.
    private func layTrack(_ plan: inout SectionPlan, _ pattern: GroupPattern) {
        let group = plan.section.group
        let insets = plan.section.contentInsets
        let (count, lastPlaced) = groupCounts(placed: plan.placedItems, capacity: pattern.capacity)
        let fullSize = pattern.size(placing: pattern.capacity, stackingAlong: axes.main)
        let lastSize = pattern.size(placing: lastPlaced, stackingAlong: axes.main)
        let leadMin = group.edgeSpacing.leadingEdge(along: axes.main)?.minimum ?? 0
        let trailMin = group.edgeSpacing.trailingEdge(along: axes.main)?.minimum ?? 0
        let stride = leadMin + fullSize[axes.main] + trailMin + plan.section.interGroupSpacing
        let band = plan.container.crossBand
        func crossPosition(_ size: Size) -> Double {
            band.start + grid.round(RunPlacement.position(
                of: RunPlacement.Slot(
                    length: size[axes.cross], leading: group.edgeSpacing.leadingEdge(along: axes.cross),
                    trailing: group.edgeSpacing.trailingEdge(along: axes.cross)
                ),
                available: band.length
            ))
        }
        let firstMain = insets.leadingEdge(along: axes.main) + leadMin
        let lastMain = firstMain + Double(count - 1) * stride
        plan.track = GroupTrack(
            count: count,
            firstOrigin: axes.point(main: firstMain, cross: crossPosition(fullSize)),
            stride: axes.point(main: stride, cross: 0),
            fullSize: fullSize,
            lastOrigin: axes.point(main: lastMain, cross: crossPosition(lastSize)),
            lastSize: lastSize,
            lastPlaced: lastPlaced
        )
        plan.regionLength = lastMain + lastSize[axes.main] + trailMin + insets.trailingEdge(along: axes.main)
        plan.widestGroupEnd = plan.container.crossOffset
            + max(crossPosition(fullSize) + fullSize[axes.cross], crossPosition(lastSize) + lastSize[axes.cross])
    }

    /// R36: groups one after another across the scroll axis from the section's leading inset; the strip is as
    /// long as its longest group; frames at strip offset 0 (R37).
    private func layOrthogonalTrack(_ plan: inout SectionPlan, _ pattern: GroupPattern) {
        let group = plan.section.group
        let insets = plan.section.contentInsets
        let (count, lastPlaced) = groupCounts(placed: plan.placedItems, capacity: pattern.capacity)
        let fullSize = pattern.size(placing: pattern.capacity, stackingAlong: axes.cross)
        let lastSize = pattern.size(placing: lastPlaced, stackingAlong: axes.cross)
        let leadCross = group.edgeSpacing.leadingEdge(along: axes.cross)?.minimum ?? 0
        let trailCross = group.edgeSpacing.trailingEdge(along: axes.cross)?.minimum ?? 0
        let leadMain = group.edgeSpacing.leadingEdge(along: axes.main)?.minimum ?? 0
        let trailMain = group.edgeSpacing.trailingEdge(along: axes.main)?.minimum ?? 0
        let stride = leadCross + fullSize[axes.cross] + trailCross + plan.section.interGroupSpacing
        let strip = max(fullSize[axes.main], lastSize[axes.main]) + leadMain + trailMain
        func mainPosition(_ size: Size) -> Double {
            insets.leadingEdge(along: axes.main) + grid.round(RunPlacement.position(
                of: RunPlacement.Slot(
                    length: size[axes.main], leading: group.edgeSpacing.leadingEdge(along: axes.main),
                    trailing: group.edgeSpacing.trailingEdge(along: axes.main)
                ),
                available: strip
            ))
        }
        let firstCross = insets.leadingEdge(along: axes.cross) + leadCross
        let lastCross = firstCross + Double(count - 1) * stride
        plan.track = GroupTrack(
            count: count,
            firstOrigin: axes.point(main: mainPosition(fullSize), cross: firstCross),
            stride: axes.point(main: 0, cross: stride),
            fullSize: fullSize,
            lastOrigin: axes.point(main: mainPosition(lastSize), cross: lastCross),
            lastSize: lastSize,
            lastPlaced: lastPlaced
        )
        plan.regionLength = insets.leadingEdge(along: axes.main) + strip + insets.trailingEdge(along: axes.main)

        let leadInset = insets.leadingEdge(along: axes.cross)
        let edges = (0..<count).map { j in (j == count - 1 ? lastCross : firstCross + Double(j) * stride) - leadInset }
        let lengths = (0..<count).map { j in (j == count - 1 ? lastSize : fullSize)[axes.cross] }
        plan.strip = OrthogonalScrolling.geometry(
            section: plan.index, behavior: plan.section.orthogonalScrollingBehavior, axis: axes.cross,
            stripLength: plan.container.crossBand.length,
            contentLength: lastCross - leadInset + lastSize[axes.cross] + trailCross,
            leadingEdges: edges, lengths: lengths, grid: grid
        )
    }

    /// R6/R24/R25: boundary items around the region; inside the section's cross insets when following them.
    private func placeBoundaryItems(_ plan: inout SectionPlan) {
        let container = plan.container
        let follow = plan.section.supplementariesFollowContentInsets
        let band = follow ? container.crossBand : (start: 0, length: container.size[axes.cross])
        var sizeBase = container.size
        sizeBase[axes.cross] = band.length
        let layout = BoundaryItemLayout(axes: axes, resolver: resolver)
        plan.boundary = layout.place(
            plan.section.boundarySupplementaryItems, regionLength: plan.regionLength, band: band, sizeBase: sizeBase
        )
    }
}
