import LayoutModel

/// Writes the supplementaries anchored to cells and groups (R31 to R33): index paths count per element kind
/// within the section in layout order, and a `visibleWhen` predicate false for the item's record hides one.
struct AnchoredItemWriter {
    let plan: SectionPlan
    let grid: PixelGrid
    let anchored: AnchoredItemLayout
    let content: (any LayoutContent)?
    /// The next index path item of each element kind (R33).
    var counters: [String: Int] = [:]

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

    /// True when the supplementary's predicate is false for the record of item `item` (R33; SQLViews.md, frames:
    /// `hidden`).
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
            // R32: the host is the group's frame (the top-level one's after the partly-filled shrink, R19) inside
            // the group's own content insets, as an item's badge anchors inside the item's insets.
            let outer = groupIndex == 0 ? Rect(origin: .zero, size: size) : group.frame
            let host = grid.roundOrigin(outer.inset(by: group.contentInsets).offsetBy(dx: origin.x, dy: origin.y))
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
