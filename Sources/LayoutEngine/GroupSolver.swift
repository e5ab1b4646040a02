import LayoutModel

/// Solves a top-level group into a `GroupPattern` (R4, R7 to R17).
///
/// The group gets its outer size; its insets give the inner area (R14); slots are counted (R7 to R9), placed
/// along the axis (R10) and across it (R11); items become frames inset by their content insets except on
/// estimated axes (R12, R13); nested groups recurse into their slot (R15); custom groups place their frames
/// relative to the outer origin (R17).
struct GroupSolver {
    let resolver: DimensionResolver
    let slotLimit: Int

    init(grid: PixelGrid, slotLimit: Int) {
        self.resolver = DimensionResolver(grid: grid)
        self.slotLimit = max(slotLimit, 1)
    }

    /// Solves `group` at `outerSize`; `resolutionBase` is the size the group itself was resolved against (R5).
    func solve(_ group: LayoutGroup, outerSize: Size, resolutionBase: Size) -> GroupPattern {
        var pattern = GroupPattern(
            size: outerSize, leaves: [], groups: [], items: [], isComplete: true, isCustom: group.kind == .custom,
            contentInsets: group.contentInsets, estimatedWidth: group.size.width.isEstimated,
            estimatedHeight: group.size.height.isEstimated
        )
        place(group, path: "group", in: Rect(origin: .zero, size: outerSize), resolutionBase: resolutionBase, into: &pattern)
        return pattern
    }

    /// Lays out `group` in `frame` (relative to the top-level origin), appending leaves. Returns false when the
    /// group could place nothing.
    @discardableResult
    private func place(_ group: LayoutGroup, path: String, in frame: Rect, resolutionBase: Size, into pattern: inout GroupPattern)
        -> Bool
    {
        let grid = resolver.grid
        if pattern.resolvedSizes[path] == nil { pattern.resolvedSizes[path] = frame.size }
        let groupIndex = pattern.groups.count
        let firstLeaf = pattern.leaves.count
        pattern.groups.append(
            PatternGroup(frame: frame, leafRange: firstLeaf..<firstLeaf, supplementaryItems: group.supplementaryItems,
                         resolutionBase: resolutionBase)
        )
        defer { pattern.groups[groupIndex].leafRange = firstLeaf..<pattern.leaves.count }

        guard let axis = group.axis else {
            // R17: custom frames are relative to the outer origin; group insets do not shift them.
            guard case .custom(let frames) = group.arrangement else { return false }
            for custom in frames {
                let rect = custom.frame.offsetBy(dx: frame.x, dy: frame.y)
                pattern.leaves.append(
                    PatternLeaf(frame: rect, slot: rect, trailingSpacing: .zero, zIndex: custom.zIndex, itemIndex: -1)
                )
            }
            return true
        }

        let innerFrame = frame.inset(by: group.contentInsets)
        let inner = innerFrame.size
        let cross = axis.crossing
        let counter = SlotCounter(resolver: resolver, slotLimit: slotLimit)
        let counted = counter.count(
            group.arrangement, axis: axis, inner: inner, spacing: group.interItemSpacing.minimum,
            estimatedLength: group.size[axis].isEstimated
        )
        if pattern.slotCounts[path] == nil { pattern.slotCounts[path] = counted.slots }
        guard counted.slots > 0 else { return false }
        let childPaths: [String]
        switch group.arrangement {
        case .subitems(let subitems): childPaths = subitems.indices.map { "\(path).subitems[\($0)]" }
        case .counted: childPaths = ["\(path).subitem"]
        case .repeating: childPaths = ["\(path).repeatingSubitem"]
        case .custom: childPaths = []
        }

        let elements = (0..<counted.slots).map { counted.elements[$0 % counted.elements.count] }
        let sizes = elements.map { resolver.resolve($0.size, base: counted.base) }
        let runSlots = zip(elements, sizes).map { element, size in
            RunPlacement.Slot(
                length: size[axis], leading: element.edgeSpacing.leadingEdge(along: axis),
                trailing: element.edgeSpacing.trailingEdge(along: axis)
            )
        }
        let mainPositions = RunPlacement.positions(of: runSlots, spacing: group.interItemSpacing, available: inner[axis])

        for index in 0..<counted.slots {
            let element = elements[index]
            let size = sizes[index]
            let crossSlot = RunPlacement.Slot(
                length: size[cross], leading: element.edgeSpacing.leadingEdge(along: cross),
                trailing: element.edgeSpacing.trailingEdge(along: cross)
            )
            let crossPosition = RunPlacement.position(of: crossSlot, available: inner[cross])
            // R10/R12: slot positions are rounded to the pixel grid, relative to the inner origin.
            let main = grid.round(mainPositions[index])
            let across = grid.round(crossPosition)
            let origin = axis == .horizontal
                ? Point(x: innerFrame.x + main, y: innerFrame.y + across)
                : Point(x: innerFrame.x + across, y: innerFrame.y + main)
            let slot = Rect(origin: origin, size: size)
            let childPath = childPaths[index % childPaths.count]

            switch element {
            case .item(let item):
                if pattern.resolvedSizes[childPath] == nil { pattern.resolvedSizes[childPath] = size }
                // R13: insets shrink the cell inside its slot, except on estimated axes.
                var insets = item.contentInsets
                if item.size.width.isEstimated { insets = insets.zeroing(.horizontal) }
                if item.size.height.isEstimated { insets = insets.zeroing(.vertical) }
                let itemIndex = pattern.items.firstIndex(of: item) ?? {
                    pattern.items.append(item)
                    return pattern.items.count - 1
                }()
                pattern.leaves.append(
                    PatternLeaf(
                        frame: slot.inset(by: insets), slot: slot,
                        trailingSpacing: Size(
                            width: item.edgeSpacing.trailing?.minimum ?? 0, height: item.edgeSpacing.bottom?.minimum ?? 0
                        ),
                        zIndex: 0, itemIndex: itemIndex
                    )
                )
            case .group(let nested):
                let placed = place(nested, path: childPath, in: slot, resolutionBase: inner, into: &pattern)
                if !placed {
                    // R15: a nested group that cannot place anything stops the section here.
                    pattern.isComplete = false
                    return pattern.leaves.count > firstLeaf
                }
                if !pattern.isComplete { return true }
            }
        }
        return true
    }
}
