import LayoutModel

/// Writes every element of a planned section, in content coordinates with origins on the pixel grid (R0):
/// cells in closed form from the group pattern (R18), item and group supplementaries (R31 to R33), boundary
/// items pinned for the scroll position (R29), and decorations (R34, R35). Frames go to a sink that hands
/// them on in chunks.
struct ElementWriter {
    let axes: AxisPair
    let grid: PixelGrid
    let resolver: DimensionResolver
    let environment: LayoutEnvironment
    /// Data records: `visibleWhen` predicates are evaluated against them (nil: nothing is hidden).
    let content: (any LayoutContent)?
    let pinning: Pinning

    /// The origin of a section's cells: its region start along the scroll axis, its container across it, moved
    /// by the strip offset of an orthogonal section (R37: a scrolled strip moves its cells, not the section).
    func cellOrigin(_ plan: SectionPlan) -> Point {
        let origin = axes.point(main: plan.regionStart, cross: plan.container.crossOffset)
        guard plan.isOrthogonal, let offset = environment.orthogonalOffsets[plan.index] else { return origin }
        return axes.point(main: axes.main(of: origin), cross: axes.cross(of: origin) - offset)
    }

    func write(_ plan: SectionPlan, into sink: inout FrameSink) throws {
        guard plan.contributes else { return }
        let hasDecoration = !plan.section.decorationItems.isEmpty
        if let pattern = plan.pattern, plan.placedItems > 0 {
            let origin = cellOrigin(plan)
            if plan.instances.isEmpty {
                try writeCells(plan, pattern, origin: origin, promote: hasDecoration, into: &sink)
                try writeAnchoredItems(plan, pattern, origin: origin, into: &sink)
            } else {
                try writeInstances(plan, origin: origin, promote: hasDecoration, into: &sink)
            }
        }
        for frame in boundaryFrames(plan) {
            sink.buffer.append(
                category: .supplementary, kind: sink.buffer.kindIndex(for: frame.item.elementKind), section: plan.index,
                item: 0, frame: frame.frame, zIndex: frame.zIndex
            )
        }
        for (index, frame) in decorationFrames(plan).enumerated() {
            let decoration = plan.section.decorationItems[index]
            sink.buffer.append(
                category: .decoration, kind: sink.buffer.kindIndex(for: decoration.elementKind), section: plan.index,
                item: index, frame: frame, zIndex: decoration.zIndex
            )
        }
        try sink.flushIfFull()
    }

    /// The section's boundary items at the scroll position (R24 to R29).
    func boundaryFrames(_ plan: SectionPlan) -> [(item: BoundarySupplementaryItem, frame: Rect, zIndex: Int)] {
        guard plan.contributes else { return [] }
        let origin = axes.point(main: plan.regionStart, cross: plan.container.crossOffset)
        let regionEnd = plan.regionStart + plan.boundary.regionLength
        return plan.section.boundarySupplementaryItems.enumerated().map { index, item in
            let resting = grid.roundOrigin(plan.boundary.frames[index].offsetBy(dx: origin.x, dy: origin.y))
            let outer = plan.boundary.outerFrames[index].offsetBy(dx: origin.x, dy: origin.y)
            let pinned = pinning.pin(
                item, frame: resting, outer: outer, regionStart: plan.regionStart, regionEnd: regionEnd, raise: plan.pinnedRaise
            )
            return (item, pinned.frame, pinned.zIndex)
        }
    }

    /// The section's backgrounds: the whole section, headers, footers and insets included, across the full
    /// container, less each decoration's insets (R34).
    func decorationFrames(_ plan: SectionPlan) -> [Rect] {
        guard plan.contributes else { return [] }
        let extent = axes.rect(
            main: plan.start, cross: plan.container.crossOffset, mainLength: plan.length,
            crossLength: plan.container.size[axes.cross]
        )
        return plan.section.decorationItems.map { grid.roundAll(extent.inset(by: $0.contentInsets)) }
    }

    /// Cells: item `j * capacity + l` sits at the origin of group `j` plus leaf `l`'s offset (R18), rounded.
    /// Written a block of groups at a time, straight into the buffer's columns.
    private func writeCells(_ plan: SectionPlan, _ pattern: GroupPattern, origin: Point, promote: Bool, into sink: inout FrameSink) throws {
        let track = plan.track
        let capacity = pattern.capacity
        let section = Int32(truncatingIfNeeded: plan.index)
        // Per leaf, column by column, so the loop below reads plain memory (no bounds checks in the hot path).
        let leafX = pattern.leaves.map(\.frame.origin.x)
        let leafY = pattern.leaves.map(\.frame.origin.y)
        let leafWidth = pattern.leaves.map(\.frame.size.width)
        let leafHeight = pattern.leaves.map(\.frame.size.height)
        // R35: cells of a section with a decoration are raised to at least 1.
        let leafZ = pattern.leaves.map { Int32(clamping: promote ? max(1, $0.zIndex) : $0.zIndex) }
        // Along an axis the track does not move on (x in a vertical layout), a leaf's rounded position is the
        // same in every full group: computed once here with exactly the sum the loop would form (the group's
        // origin is `first + j * 0`), not once per cell.
        let fixedX = track.stride.x == 0 ? leafX.map { grid.round(origin.x + (track.firstOrigin.x + 0) + $0) } : []
        let fixedY = track.stride.y == 0 ? leafY.map { grid.round(origin.y + (track.firstOrigin.y + 0) + $0) } : []
        let groupsPerBlock = max(1, min(track.count, sink.chunkSize == .max ? track.count : sink.chunkSize / max(capacity, 1)))
        var group = 0
        while group < track.count {
            let end = min(track.count, group + groupsPerBlock)
            let lastInBlock = end == track.count
            let cells = (end - group - (lastInBlock ? 1 : 0)) * capacity + (lastInBlock ? track.lastPlaced : 0)
            let firstGroup = group
            sink.buffer.appendCells(count: cells, section: section, firstItem: firstGroup * capacity) { x, y, width, height, z in
                leafX.withUnsafeBufferPointer { leafX in
                leafY.withUnsafeBufferPointer { leafY in
                leafWidth.withUnsafeBufferPointer { leafWidth in
                leafHeight.withUnsafeBufferPointer { leafHeight in
                leafZ.withUnsafeBufferPointer { leafZ in
                fixedX.withUnsafeBufferPointer { fixedX in
                fixedY.withUnsafeBufferPointer { fixedY in
                    var index = 0
                    for j in firstGroup..<end {
                        let groupOrigin = track.origin(of: j)
                        let baseX = origin.x + groupOrigin.x
                        let baseY = origin.y + groupOrigin.y
                        let isLast = j == track.count - 1
                        let leaves = isLast ? track.lastPlaced : capacity
                        let usesFixedX = !isLast && !fixedX.isEmpty
                        let usesFixedY = !isLast && !fixedY.isEmpty
                        // A leaf at the same offset as the one before it (the row of a horizontal group) has
                        // the same rounded position: the same sum, rounded once.
                        var previousX = 0.0
                        var previousY = 0.0
                        for l in 0..<leaves {
                            if usesFixedX {
                                x[index] = fixedX[l]
                            } else {
                                if l == 0 || leafX[l] != leafX[l - 1] { previousX = grid.round(baseX + leafX[l]) }
                                x[index] = previousX
                            }
                            if usesFixedY {
                                y[index] = fixedY[l]
                            } else {
                                if l == 0 || leafY[l] != leafY[l - 1] { previousY = grid.round(baseY + leafY[l]) }
                                y[index] = previousY
                            }
                            width[index] = leafWidth[l]
                            height[index] = leafHeight[l]
                            z[index] = leafZ[l]
                            index += 1
                        }
                    }
                }}}}}}}
            }
            group = end
            try sink.flushIfFull()
        }
    }

    /// Cells and supplementaries of groups solved one by one (R40): each has its own pattern and place. Cells
    /// are written a block of instances at a time, straight into the buffer's columns.
    private func writeInstances(_ plan: SectionPlan, origin: Point, promote: Bool, into sink: inout FrameSink) throws {
        let section = Int32(truncatingIfNeeded: plan.index)
        let patterns = plan.instancePatterns
        let instances = plan.instances
        let blockSize = 4096
        var start = 0
        while start < instances.count {
            let end = min(instances.count, start + blockSize)
            let cells = instances[start..<end].reduce(0) { $0 + $1.placed }
            let first = start
            sink.buffer.appendCells(count: cells, section: section, firstItem: instances[first].firstItem) { x, y, width, height, z in
                var index = 0
                for instance in instances[first..<end] {
                    let baseX = origin.x + instance.origin.x
                    let baseY = origin.y + instance.origin.y
                    patterns[instance.patternIndex].leaves.withUnsafeBufferPointer { leaves in
                        for l in 0..<instance.placed {
                            let frame = leaves[l].frame
                            x[index] = grid.round(baseX + frame.origin.x)
                            y[index] = grid.round(baseY + frame.origin.y)
                            width[index] = frame.size.width
                            height[index] = frame.size.height
                            z[index] = Int32(clamping: promote ? max(1, leaves[l].zIndex) : leaves[l].zIndex)
                            index += 1
                        }
                    }
                }
            }
            start = end
            try sink.flushIfFull()
        }
        guard plan.instancePatterns.contains(where: \.hasSupplementaries) else { return }
        var anchored = AnchoredItemWriter(plan: plan, grid: grid, resolver: resolver, content: content)
        for instance in plan.instances {
            anchored.writeGroup(
                plan.instancePatterns[instance.patternIndex], origin: Point(x: origin.x + instance.origin.x, y: origin.y + instance.origin.y),
                size: instance.size, placed: instance.placed, firstItem: instance.firstItem, into: &sink.buffer
            )
            try sink.flushIfFull()
        }
    }

    /// Item supplementaries anchored to each cell, and group supplementaries anchored to each group (R31 to R33).
    private func writeAnchoredItems(_ plan: SectionPlan, _ pattern: GroupPattern, origin: Point, into sink: inout FrameSink) throws {
        guard pattern.hasSupplementaries else { return }
        var anchored = AnchoredItemWriter(plan: plan, grid: grid, resolver: resolver, content: content)
        let track = plan.track
        for j in 0..<track.count {
            let groupOrigin = track.origin(of: j)
            anchored.writeGroup(
                pattern, origin: Point(x: origin.x + groupOrigin.x, y: origin.y + groupOrigin.y), size: track.size(of: j),
                placed: j == track.count - 1 ? track.lastPlaced : pattern.capacity, firstItem: j * pattern.capacity,
                into: &sink.buffer
            )
            if sink.buffer.count >= sink.chunkSize { try sink.flushIfFull() }
        }
    }
}
