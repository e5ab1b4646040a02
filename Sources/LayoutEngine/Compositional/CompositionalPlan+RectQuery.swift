import LayoutModel

extension CompositionalPlan {
    /// Every element whose frame shares area with `rect`, in the order `result()` writes them, computed without
    /// writing the rest: sections are found by binary search, groups of a uniform section by arithmetic on the
    /// group track, so a query costs the frames it returns, not the layout's size.
    public func elements(in rect: Rect) -> [LayoutElementFrame] {
        var found: [LayoutElementFrame] = []
        // A screenful is a few dozen elements: one allocation instead of doubling from one.
        found.reserveCapacity(64)
        let writer = self.writer
        let low = axes.main == .vertical ? rect.y : rect.x
        let high = axes.main == .vertical ? rect.maxY : rect.maxX
        // Sections are stacked in order; elements may reach `overhang` beyond their section.
        var index = firstSection(endingAfter: low - overhang.after)
        while index < sections.count, sections[index].start < high + overhang.before {
            let plan = sections[index]
            index += 1
            guard plan.contributes else { continue }
            if let pattern = plan.pattern, plan.placedItems > 0 {
                let origin = writer.cellOrigin(plan)
                if plan.instances.isEmpty {
                    cells(plan, pattern, origin: origin, in: rect, into: &found)
                    anchored(plan, pattern, origin: origin, in: rect, into: &found)
                } else {
                    instances(plan, origin: origin, in: rect, into: &found)
                }
            }
            for frame in writer.boundaryFrames(plan) where frame.frame.intersects(rect) {
                found.append(LayoutElementFrame(
                    category: .supplementary, elementKind: frame.item.elementKind, section: plan.index, item: 0,
                    frame: frame.frame, zIndex: frame.zIndex
                ))
            }
            for (position, frame) in writer.decorationFrames(plan).enumerated() where frame.intersects(rect) {
                let decoration = plan.section.decorationItems[position]
                found.append(LayoutElementFrame(
                    category: .decoration, elementKind: decoration.elementKind, section: plan.index, item: position,
                    frame: frame, zIndex: decoration.zIndex
                ))
            }
        }
        for frame in layoutBoundaryFrames() where frame.frame.intersects(rect) {
            found.append(LayoutElementFrame(
                category: .supplementary, elementKind: frame.item.elementKind, section: -1, item: 0, frame: frame.frame,
                zIndex: frame.zIndex
            ))
        }
        return found
    }

    /// The first section whose extent ends after `position` along the scroll axis (sections are stacked in order).
    private func firstSection(endingAfter position: Double) -> Int {
        sections.partitionIndex { $0.start + $0.length <= position }
    }

    /// The groups of a uniform track that can hold something within `low..<high` along the track's axis, given
    /// how far their contents reach before and after a group's origin.
    private func groupRange(_ track: GroupTrack, along axis: Axis, low: Double, high: Double, reach: (before: Double, after: Double))
        -> Range<Int>
    {
        guard track.count > 0 else { return 0..<0 }
        let first = track.firstOrigin[axis]
        let stride = track.stride[axis]
        guard stride > 0 else { return 0..<track.count }
        // One group of slack each way covers rounding and the partly filled last group's own origin.
        let start = Int(((low - reach.after - first) / stride).rounded(.down)) - 1
        let end = Int(((high - reach.before - first) / stride).rounded(.up)) + 1
        return max(0, start)..<min(track.count, max(0, end + 1))
    }

    private func cells(_ plan: SectionPlan, _ pattern: GroupPattern, origin: Point, in rect: Rect, into found: inout [LayoutElementFrame]) {
        let track = plan.track
        let axis = plan.isOrthogonal ? axes.cross : axes.main
        let along = axis == .vertical ? (rect.y - origin.y, rect.maxY - origin.y) : (rect.x - origin.x, rect.maxX - origin.x)
        var before = Double.infinity
        var after = -Double.infinity
        for leaf in pattern.leaves {
            before = min(before, leaf.frame.minimum(along: axis))
            after = max(after, leaf.frame.maximum(along: axis))
        }
        if pattern.leaves.isEmpty { (before, after) = (0, 0) }
        let promote = !plan.section.decorationItems.isEmpty
        for j in groupRange(track, along: axis, low: along.0, high: along.1, reach: (before, after)) {
            let groupOrigin = track.origin(of: j)
            let leaves = j == track.count - 1 ? track.lastPlaced : pattern.capacity
            for l in 0..<leaves {
                let leaf = pattern.leaves[l]
                let frame = Rect(
                    x: grid.round(origin.x + groupOrigin.x + leaf.frame.x), y: grid.round(origin.y + groupOrigin.y + leaf.frame.y),
                    width: leaf.frame.width, height: leaf.frame.height
                )
                guard frame.intersects(rect) else { continue }
                found.append(LayoutElementFrame(
                    category: .cell, elementKind: nil, section: plan.index, item: j * pattern.capacity + l, frame: frame,
                    zIndex: promote ? max(1, leaf.zIndex) : leaf.zIndex
                ))
            }
        }
    }

    /// Item and group supplementaries of the groups near `rect`; their index paths continue the per-kind
    /// counts of the full groups before them (R33).
    private func anchored(_ plan: SectionPlan, _ pattern: GroupPattern, origin: Point, in rect: Rect, into found: inout [LayoutElementFrame]) {
        guard pattern.hasSupplementaries else { return }
        let track = plan.track
        let axis = plan.isOrthogonal ? axes.cross : axes.main
        // One full group's supplementaries at the origin: how many of each kind, and how far they reach.
        var sample = FrameBuffer()
        var probe = AnchoredItemWriter(plan: plan, grid: grid, resolver: resolver, content: nil)
        probe.writeGroup(pattern, origin: .zero, size: track.fullSize, placed: pattern.capacity, firstItem: 0, into: &sample)
        let perGroup = probe.counters
        let before = (0..<sample.count).map { sample.frame(at: $0).minimum(along: axis) }.min() ?? 0
        let after = (0..<sample.count).map { sample.frame(at: $0).maximum(along: axis) }.max() ?? 0
        let along = axis == .vertical ? (rect.y - origin.y, rect.maxY - origin.y) : (rect.x - origin.x, rect.maxX - origin.x)
        for j in groupRange(track, along: axis, low: along.0, high: along.1, reach: (before, after)) {
            var writer = AnchoredItemWriter(plan: plan, grid: grid, resolver: resolver, content: content)
            writer.counters = perGroup.mapValues { $0 * j }
            var buffer = FrameBuffer()
            let groupOrigin = track.origin(of: j)
            writer.writeGroup(
                pattern, origin: Point(x: origin.x + groupOrigin.x, y: origin.y + groupOrigin.y), size: track.size(of: j),
                placed: j == track.count - 1 ? track.lastPlaced : pattern.capacity, firstItem: j * pattern.capacity, into: &buffer
            )
            for element in buffer.elements where element.frame.intersects(rect) { found.append(element) }
        }
    }

    /// Groups sized from content (R40): each instance checked in turn; index paths count from the section start.
    private func instances(_ plan: SectionPlan, origin: Point, in rect: Rect, into found: inout [LayoutElementFrame]) {
        let promote = !plan.section.decorationItems.isEmpty
        var writer = AnchoredItemWriter(plan: plan, grid: grid, resolver: resolver, content: content)
        var cells: [LayoutElementFrame] = []
        var supplementaries: [LayoutElementFrame] = []
        for instance in plan.instances {
            let base = Point(x: origin.x + instance.origin.x, y: origin.y + instance.origin.y)
            for l in 0..<instance.placed {
                let leaf = plan.instancePatterns[instance.patternIndex].leaves[l]
                let frame = Rect(x: grid.round(base.x + leaf.frame.x), y: grid.round(base.y + leaf.frame.y), width: leaf.frame.width, height: leaf.frame.height)
                if frame.intersects(rect) {
                    cells.append(LayoutElementFrame(
                        category: .cell, elementKind: nil, section: plan.index, item: instance.firstItem + l, frame: frame,
                        zIndex: promote ? max(1, leaf.zIndex) : leaf.zIndex
                    ))
                }
            }
            guard plan.instancePatterns[instance.patternIndex].hasSupplementaries else { continue }
            var buffer = FrameBuffer()
            writer.writeGroup(plan.instancePatterns[instance.patternIndex], origin: base, size: instance.size, placed: instance.placed, firstItem: instance.firstItem, into: &buffer)
            for element in buffer.elements where element.frame.intersects(rect) { supplementaries.append(element) }
        }
        found += cells + supplementaries
    }
}
