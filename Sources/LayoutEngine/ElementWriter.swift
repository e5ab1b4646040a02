import LayoutModel

/// Writes every element of a planned section into the frame buffer, in content coordinates with origins on
/// the pixel grid (R0): cells in closed form from the group pattern, item and group supplementaries (R32,
/// R33), boundary items, and decorations (R34, R35).
struct ElementWriter {
    let axes: AxisPair
    let grid: PixelGrid
    let resolver: DimensionResolver
    let environment: LayoutEnvironment
    /// Data records: `visibleWhen` predicates are evaluated against them (nil: nothing is hidden).
    let content: (any LayoutContent)?

    /// Where a section's boundary items landed in the buffer, for pinning.
    struct BoundaryRecord {
        var elementIndex: Int
        var item: BoundarySupplementaryItem
        /// The frame before the item's own insets, in content coordinates.
        var outerFrame: Rect
        /// The region (cells and insets) the item pins within, along the scroll axis.
        var regionStart: Double
        var regionEnd: Double
    }

    /// Writes one section; returns its boundary items for pinning.
    func write(_ plan: SectionPlan, into buffer: inout FrameBuffer) -> [BoundaryRecord] {
        guard plan.contributes else { return [] }
        let origin = axes.point(main: plan.regionStart, cross: plan.container.crossOffset)
        let hasDecoration = !plan.section.decorationItems.isEmpty
        if let pattern = plan.pattern, plan.placedItems > 0 {
            var strip = origin
            if plan.isOrthogonal, let offset = environment.orthogonalOffsets[plan.index] {
                // R37: a scrolled strip moves its cells, not the section.
                strip = axes.point(main: axes.main(of: origin), cross: axes.cross(of: origin) - offset)
            }
            if plan.instances.isEmpty {
                writeCells(plan, pattern, origin: strip, promote: hasDecoration, into: &buffer)
                writeAnchoredItems(plan, pattern, origin: strip, into: &buffer)
            } else {
                writeInstances(plan, origin: strip, promote: hasDecoration, into: &buffer)
            }
        }
        var records: [BoundaryRecord] = []
        let regionEnd = plan.regionStart + plan.boundary.regionLength
        for (index, item) in plan.section.boundarySupplementaryItems.enumerated() {
            let frame = grid.roundOrigin(plan.boundary.frames[index].offsetBy(dx: origin.x, dy: origin.y))
            records.append(
                BoundaryRecord(
                    elementIndex: buffer.count, item: item,
                    outerFrame: plan.boundary.outerFrames[index].offsetBy(dx: origin.x, dy: origin.y),
                    regionStart: plan.regionStart, regionEnd: regionEnd
                )
            )
            buffer.append(
                category: .supplementary, kind: buffer.kindIndex(for: item.elementKind), section: plan.index, item: 0,
                frame: frame, zIndex: item.zIndex
            )
        }
        for (index, decoration) in plan.section.decorationItems.enumerated() {
            // R34: the whole section, headers, footers and insets included, across the full container.
            let extent = axes.rect(
                main: plan.start, cross: plan.container.crossOffset, mainLength: plan.length,
                crossLength: plan.container.size[axes.cross]
            )
            buffer.append(
                category: .decoration, kind: buffer.kindIndex(for: decoration.elementKind), section: plan.index,
                item: index, frame: grid.roundAll(extent.inset(by: decoration.contentInsets)), zIndex: decoration.zIndex
            )
        }
        return records
    }

    /// Cells: item `j * capacity + l` sits at the origin of group `j` plus leaf `l`'s offset (R18), rounded.
    private func writeCells(_ plan: SectionPlan, _ pattern: GroupPattern, origin: Point, promote: Bool, into buffer: inout FrameBuffer) {
        let track = plan.track
        let capacity = pattern.capacity
        let section = Int32(truncatingIfNeeded: plan.index)
        let leafX = pattern.leaves.map(\.frame.origin.x)
        let leafY = pattern.leaves.map(\.frame.origin.y)
        let leafWidth = pattern.leaves.map(\.frame.size.width)
        let leafHeight = pattern.leaves.map(\.frame.size.height)
        // R35: cells of a section with a decoration are raised to at least 1.
        let leafZ = pattern.leaves.map { Int32(clamping: promote ? max(1, $0.zIndex) : $0.zIndex) }
        buffer.reserveCapacity(plan.placedItems)
        let scale = grid.scale
        var item = 0
        for j in 0..<track.count {
            let groupOrigin = track.origin(of: j)
            let baseX = origin.x + groupOrigin.x
            let baseY = origin.y + groupOrigin.y
            let leaves = j == track.count - 1 ? track.lastPlaced : capacity
            for l in 0..<leaves {
                let x = ((baseX + leafX[l]) * scale + 0.5).rounded(.down) / scale
                let y = ((baseY + leafY[l]) * scale + 0.5).rounded(.down) / scale
                buffer.appendCell(
                    section: section, item: item, x: x, y: y, width: leafWidth[l], height: leafHeight[l], zIndex: leafZ[l]
                )
                item += 1
            }
        }
    }

    /// Cells and supplementaries of groups solved one by one (R40): each has its own pattern and place.
    private func writeInstances(_ plan: SectionPlan, origin: Point, promote: Bool, into buffer: inout FrameBuffer) {
        let section = Int32(truncatingIfNeeded: plan.index)
        buffer.reserveCapacity(plan.placedItems)
        for instance in plan.instances {
            let baseX = origin.x + instance.origin.x
            let baseY = origin.y + instance.origin.y
            for l in 0..<instance.placed {
                let leaf = instance.pattern.leaves[l]
                buffer.appendCell(
                    section: section, item: instance.firstItem + l, x: grid.round(baseX + leaf.frame.x),
                    y: grid.round(baseY + leaf.frame.y), width: leaf.frame.width, height: leaf.frame.height,
                    zIndex: Int32(clamping: promote ? max(1, leaf.zIndex) : leaf.zIndex)
                )
            }
        }
        var anchored = AnchoredItemWriter(plan: plan, grid: grid, resolver: resolver, content: content)
        for instance in plan.instances {
            anchored.writeGroup(
                instance.pattern, origin: Point(x: origin.x + instance.origin.x, y: origin.y + instance.origin.y),
                size: instance.size, placed: instance.placed, firstItem: instance.firstItem, into: &buffer
            )
        }
    }

    /// Item supplementaries anchored to each cell, and group supplementaries anchored to each group (R31 to R33).
    private func writeAnchoredItems(_ plan: SectionPlan, _ pattern: GroupPattern, origin: Point, into buffer: inout FrameBuffer) {
        guard pattern.hasSupplementaries else { return }
        var anchored = AnchoredItemWriter(plan: plan, grid: grid, resolver: resolver, content: content)
        let track = plan.track
        for j in 0..<track.count {
            let groupOrigin = track.origin(of: j)
            anchored.writeGroup(
                pattern, origin: Point(x: origin.x + groupOrigin.x, y: origin.y + groupOrigin.y), size: track.size(of: j),
                placed: j == track.count - 1 ? track.lastPlaced : pattern.capacity, firstItem: j * pattern.capacity,
                into: &buffer
            )
        }
    }
}

/// Writes the supplementaries anchored to cells and groups (R31 to R33): index paths count per element kind
/// within the section in layout order, and a `visibleWhen` predicate false for the item's record hides one.
struct AnchoredItemWriter {
    let plan: SectionPlan
    let grid: PixelGrid
    let anchored: AnchoredItemLayout
    let content: (any LayoutContent)?
    private var counters: [String: Int] = [:]

    init(plan: SectionPlan, grid: PixelGrid, resolver: DimensionResolver, content: (any LayoutContent)?) {
        self.plan = plan
        self.grid = grid
        self.anchored = AnchoredItemLayout(resolver: resolver)
        self.content = content
    }

    private mutating func next(_ kind: String) -> Int {
        let value = counters[kind, default: 0]
        counters[kind] = value + 1
        return value
    }

    /// True when the supplementary's predicate is false for the record of item `item` (R33, contract: `hidden`).
    private func isHidden(_ supplementary: SupplementaryItem, item: Int) -> Bool {
        guard let predicate = supplementary.visibleWhen, let content,
            let record = content.record(section: plan.index, item: item)
        else { return false }
        return !predicate.evaluate(in: record)
    }

    /// One group instance at `origin` (content coordinates) holding `placed` items from `firstItem`.
    mutating func writeGroup(
        _ pattern: GroupPattern, origin: Point, size: Size, placed: Int, firstItem: Int, into buffer: inout FrameBuffer
    ) {
        for (groupIndex, group) in pattern.groups.enumerated() where !group.supplementaryItems.isEmpty {
            guard group.leafRange.lowerBound < placed || (group.leafRange.isEmpty && placed > 0) else { continue }
            // R32: the top-level group's host is its frame after the partly-filled shrink (R19).
            let frame = groupIndex == 0 ? Rect(origin: .zero, size: size) : group.frame
            let host = grid.roundOrigin(frame.offsetBy(dx: origin.x, dy: origin.y))
            for supplementary in group.supplementaryItems {
                buffer.append(
                    category: .supplementary, kind: buffer.kindIndex(for: supplementary.elementKind), section: plan.index,
                    item: next(supplementary.elementKind),
                    frame: grid.roundOrigin(anchored.frame(of: supplementary, host: host, sizeBase: group.resolutionBase)),
                    zIndex: supplementary.zIndex,
                    hidden: isHidden(supplementary, item: firstItem + min(group.leafRange.lowerBound, placed - 1))
                )
            }
        }
        for l in 0..<placed {
            let leaf = pattern.leaves[l]
            guard leaf.itemIndex >= 0 else { continue }
            let supplementaries = pattern.items[leaf.itemIndex].supplementaryItems
            guard !supplementaries.isEmpty else { continue }
            // R32: anchored to the cell after its insets, as written (rounded origin).
            let cell = Rect(
                x: grid.round(origin.x + leaf.frame.x), y: grid.round(origin.y + leaf.frame.y),
                width: leaf.frame.width, height: leaf.frame.height
            )
            for supplementary in supplementaries {
                buffer.append(
                    category: .supplementary, kind: buffer.kindIndex(for: supplementary.elementKind), section: plan.index,
                    item: next(supplementary.elementKind),
                    frame: grid.roundOrigin(anchored.frame(of: supplementary, host: cell, sizeBase: cell.size)),
                    zIndex: supplementary.zIndex, hidden: isHidden(supplementary, item: firstItem + l)
                )
            }
        }
    }
}
