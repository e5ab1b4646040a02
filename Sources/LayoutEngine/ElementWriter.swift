import LayoutModel

/// Writes every element of a planned section into the frame buffer, in content coordinates with origins on
/// the pixel grid (R0): cells in closed form from the group pattern, item and group supplementaries (R32,
/// R33), boundary items, and decorations (R34, R35).
struct ElementWriter {
    let axes: AxisPair
    let grid: PixelGrid
    let resolver: DimensionResolver
    let environment: LayoutEnvironment

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
            writeCells(plan, pattern, origin: strip, promote: hasDecoration, into: &buffer)
            writeAnchoredItems(plan, pattern, origin: strip, into: &buffer)
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

    /// Item supplementaries anchored to each cell, and group supplementaries anchored to each group (R31 to R33).
    /// Index paths count per element kind within the section, in layout order.
    private func writeAnchoredItems(_ plan: SectionPlan, _ pattern: GroupPattern, origin: Point, into buffer: inout FrameBuffer) {
        let anchored = AnchoredItemLayout(resolver: resolver)
        // Per leaf: the supplementaries' frames relative to the cell's rounded origin.
        struct Relative {
            var kind: Int16
            var frame: Rect
            var zIndex: Int
        }
        var perLeaf: [[Relative]] = []
        var anyItemSupplementary = false
        for leaf in pattern.leaves {
            guard leaf.itemIndex >= 0 else {
                perLeaf.append([])
                continue
            }
            let item = pattern.items[leaf.itemIndex]
            let host = Rect(origin: .zero, size: leaf.frame.size)
            let relatives = item.supplementaryItems.map { supplementary in
                Relative(
                    kind: buffer.kindIndex(for: supplementary.elementKind),
                    frame: anchored.frame(of: supplementary, host: host, sizeBase: host.size),
                    zIndex: supplementary.zIndex
                )
            }
            anyItemSupplementary = anyItemSupplementary || !relatives.isEmpty
            perLeaf.append(relatives)
        }
        let groupsWithSupplementaries = pattern.groups.indices.filter { !pattern.groups[$0].supplementaryItems.isEmpty }
        guard anyItemSupplementary || !groupsWithSupplementaries.isEmpty else { return }

        var counters: [Int16: Int] = [:]
        func next(_ kind: Int16) -> Int {
            let value = counters[kind, default: 0]
            counters[kind] = value + 1
            return value
        }
        let track = plan.track
        let capacity = pattern.capacity
        for j in 0..<track.count {
            let groupOrigin = track.origin(of: j)
            let base = Point(x: origin.x + groupOrigin.x, y: origin.y + groupOrigin.y)
            let placed = j == track.count - 1 ? track.lastPlaced : capacity
            for groupIndex in groupsWithSupplementaries {
                let group = pattern.groups[groupIndex]
                guard group.leafRange.lowerBound < placed || (group.leafRange.isEmpty && placed > 0) else { continue }
                // R32: the top-level group's host is its frame after the partly-filled shrink (R19).
                let frame = groupIndex == 0 ? Rect(origin: .zero, size: track.size(of: j)) : group.frame
                let host = grid.roundOrigin(frame.offsetBy(dx: base.x, dy: base.y))
                for supplementary in group.supplementaryItems {
                    let kind = buffer.kindIndex(for: supplementary.elementKind)
                    buffer.append(
                        category: .supplementary, kind: kind, section: plan.index, item: next(kind),
                        frame: grid.roundOrigin(anchored.frame(of: supplementary, host: host, sizeBase: group.resolutionBase)),
                        zIndex: supplementary.zIndex
                    )
                }
            }
            guard anyItemSupplementary else { continue }
            for l in 0..<placed where !perLeaf[l].isEmpty {
                let leaf = pattern.leaves[l].frame
                let cellX = grid.round(base.x + leaf.x)
                let cellY = grid.round(base.y + leaf.y)
                for relative in perLeaf[l] {
                    buffer.append(
                        category: .supplementary, kind: relative.kind, section: plan.index, item: next(relative.kind),
                        frame: grid.roundOrigin(relative.frame.offsetBy(dx: cellX, dy: cellY)), zIndex: relative.zIndex
                    )
                }
            }
        }
    }
}
