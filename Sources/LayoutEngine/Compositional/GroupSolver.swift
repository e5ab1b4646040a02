import LayoutModel

/// Solves a group into a `GroupPattern` (R4, R7 to R17, R40).
///
/// The group gets its outer size; its insets give the inner area (R14). Slots are counted (R7 to R9), each slot
/// gets its final size (items: resolved, or measured on estimated axes in pass 2; nested groups: solved first,
/// taking their estimated extent, R15, R16), then slots are placed along the axis (R10) and across it (R11), so
/// a slot that grew moves every later one. Items become frames inset by their content insets except on
/// estimated axes (R12, R13); custom groups place their frames relative to the outer origin (R17).
struct GroupSolver {
    let resolver: DimensionResolver
    let slotLimit: Int
    /// Sizes items from content (pass 2 of R40); nil while estimates stand.
    let sizer: LeafSizer?
    /// Records each spec node's resolved size and slot count (for `describe`); off in pass 2, where every group
    /// instance is solved and the records would only cost time.
    let recordsSizes: Bool

    init(grid: PixelGrid, slotLimit: Int, sizer: LeafSizer? = nil) {
        self.resolver = DimensionResolver(grid: grid)
        self.slotLimit = max(slotLimit, 1)
        self.sizer = sizer
        self.recordsSizes = sizer == nil
    }

    /// Solves `group` at `outerSize`; `resolutionBase` is the size the group itself was resolved against (R5).
    /// `firstItem` is the section item index of the group's first leaf (for content).
    func solve(_ group: LayoutGroup, outerSize: Size, resolutionBase: Size, firstItem: Int = 0) -> GroupPattern {
        var pattern = GroupPattern.empty(for: group, size: outerSize)
        place(group, path: "group", in: Rect(origin: .zero, size: outerSize), resolutionBase: resolutionBase,
              firstItem: firstItem, isTopLevel: true, into: &pattern)
        return pattern
    }

    /// Lays out `group` in `frame` (relative to the pattern's origin), appending its leaves. Returns false when
    /// the group could place nothing.
    @discardableResult
    private func place(
        _ group: LayoutGroup, path: String, in frame: Rect, resolutionBase: Size, firstItem: Int, isTopLevel: Bool,
        into pattern: inout GroupPattern
    ) -> Bool {
        if recordsSizes, pattern.resolvedSizes[path] == nil { pattern.resolvedSizes[path] = frame.size }
        let groupIndex = pattern.groups.count
        let firstLeaf = pattern.leaves.count
        pattern.groups.append(
            PatternGroup(frame: frame, contentInsets: group.contentInsets, leafRange: firstLeaf..<firstLeaf,
                         supplementaryItems: group.supplementaryItems, resolutionBase: resolutionBase)
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

        // R41: a group whose insets leave it no room holds nothing (UIKit refuses such a group outright).
        let insets = group.contentInsets
        if (!group.size.width.isEstimated && insets.leading + insets.trailing > frame.width)
            || (!group.size.height.isEstimated && insets.top + insets.bottom > frame.height)
        {
            return false
        }
        let innerFrame = frame.inset(by: group.contentInsets)
        let inner = innerFrame.size
        let cross = axis.crossing
        let slots = countSlots(group, axis: axis, inner: inner, firstItem: firstItem, path: path, pattern: &pattern)
        guard slots.count > 0 else { return false }

        // Final slot sizes, in slot order: items resolved or measured, nested groups solved at the origin.
        let countedAxis: Axis? = { if case .counted = group.arrangement { return axis } else { return nil } }()
        var sizes: [Size] = []
        var nested: [GroupPattern?] = []
        var leafCursor = 0
        var complete = true
        for index in 0..<slots.count {
            // Nested groups multiply their slots (1,000 groups of 1,000 tiny items each): once this group holds
            // `slotLimit` leaves, at least as many as the section has items, the slots after them would stay empty,
            // so solving stops there instead of building a pattern of millions of leaves.
            if leafCursor >= slotLimit {
                complete = false
                break
            }
            let element = slots.elements[index % slots.elements.count]
            let resolved = resolver.resolve(element.size, base: slots.base)
            switch element {
            case .item(let item):
                let size = sizer?.size(
                    of: item, dataIndex: firstItem + leafCursor, estimate: resolved, fixedAxis: countedAxis,
                    wrapWidth: inner.width
                ) ?? resolved
                sizes.append(size)
                nested.append(nil)
                leafCursor += 1
            case .group(let child):
                var sub = GroupPattern.empty(for: child, size: resolved)
                let placedAny = place(
                    child, path: slots.childPaths[index % slots.childPaths.count], in: Rect(origin: .zero, size: resolved),
                    resolutionBase: inner, firstItem: firstItem + leafCursor, isTopLevel: false, into: &sub
                )
                if recordsSizes {
                    pattern.resolvedSizes.merge(sub.resolvedSizes) { first, _ in first }
                    pattern.slotCounts.merge(sub.slotCounts) { first, _ in first }
                }
                guard placedAny else {
                    // R15: a nested group that cannot place anything stops the section here.
                    complete = false
                    break
                }
                // R16: an estimated nested group is as long as what it holds.
                sizes.append(sub.size(placing: sub.capacity, stackingAlong: nil))
                nested.append(sub)
                leafCursor += sub.capacity
                if !sub.isComplete { complete = false }
            }
            if !complete { break }
        }
        equaliseUniformSiblings(group, slots: slots, sizes: &sizes, isTopLevel: isTopLevel)

        let placedSlots = sizes.count
        guard placedSlots > 0 else {
            pattern.isComplete = false
            return false
        }
        let elements = (0..<placedSlots).map { slots.elements[$0 % slots.elements.count] }
        let runSlots = zip(elements, sizes).map { element, size in
            RunPlacement.Slot(
                length: size[axis], leading: element.edgeSpacing.leadingEdge(along: axis),
                trailing: element.edgeSpacing.trailingEdge(along: axis)
            )
        }
        let mainPositions = RunPlacement.positions(of: runSlots, spacing: group.interItemSpacing, available: inner[axis])
        let grid = resolver.grid

        for index in 0..<placedSlots {
            let element = elements[index]
            let size = sizes[index]
            let crossSlot = RunPlacement.Slot(
                length: size[cross], leading: element.edgeSpacing.leadingEdge(along: cross),
                trailing: element.edgeSpacing.trailingEdge(along: cross)
            )
            // R10/R12: slot positions are rounded to the pixel grid, relative to the inner origin.
            let main = grid.round(mainPositions[index])
            let across = grid.round(RunPlacement.position(of: crossSlot, available: inner[cross]))
            let origin = axis == .horizontal
                ? Point(x: innerFrame.x + main, y: innerFrame.y + across)
                : Point(x: innerFrame.x + across, y: innerFrame.y + main)
            let slot = Rect(origin: origin, size: size)
            switch element {
            case .item(let item):
                if recordsSizes {
                    let path = slots.childPaths[index % slots.childPaths.count]
                    if pattern.resolvedSizes[path] == nil { pattern.resolvedSizes[path] = size }
                }
                pattern.appendLeaf(item, slot: slot, countedAxis: countedAxis, wrapWidth: inner.width)
            case .group:
                if let sub = nested[index] { pattern.append(sub, at: origin) }
            }
        }
        if !complete { pattern.isComplete = false }
        return true
    }

    /// The slots of a horizontal or vertical group: how many, which subitem fills each, and the base they resolve
    /// against (R7 to R9). In pass 2 a group of plain items counts with each item's measured length.
    private func countSlots(_ group: LayoutGroup, axis: Axis, inner: Size, firstItem: Int, path: String, pattern: inout GroupPattern)
        -> (count: Int, elements: [LayoutElement], base: Size, childPaths: [String])
    {
        let childPaths: [String]
        switch group.arrangement {
        case .subitems(let subitems): childPaths = subitems.indices.map { "\(path).subitems[\($0)]" }
        case .counted: childPaths = ["\(path).subitem"]
        case .repeating: childPaths = ["\(path).repeatingSubitem"]
        case .custom: childPaths = []
        }
        var measuredExtent: ((Int, Size) -> Double?)?
        if let sizer, case .subitems(let subitems) = group.arrangement,
            subitems.allSatisfy({ if case .item = $0 { return true } else { return false } }),
            subitems.contains(where: { if case .item(let item) = $0 { return LeafSizer.isSelfSizing(item) } else { return false } })
        {
            let resolver = self.resolver
            measuredExtent = { slot, base in
                guard case .item(let item) = subitems[slot % subitems.count], LeafSizer.isSelfSizing(item) else { return nil }
                let estimate = resolver.resolve(item.size, base: base)
                return sizer.size(of: item, dataIndex: firstItem + slot, estimate: estimate, fixedAxis: nil, wrapWidth: inner.width)[axis]
            }
        }
        let counter = SlotCounter(resolver: resolver, slotLimit: slotLimit)
        let counted = counter.count(
            group.arrangement, axis: axis, inner: inner, spacing: group.interItemSpacing.minimum,
            estimatedLength: group.size[axis].isEstimated, measuredExtent: measuredExtent
        )
        if recordsSizes, pattern.slotCounts[path] == nil { pattern.slotCounts[path] = counted.slots }
        return (counted.slots, counted.elements, counted.base, childPaths)
    }

    /// R40, iOS 17: items sized `uniformAcrossSiblings` all take the largest of them, in their group; for the
    /// section's top-level group, the largest across the whole section.
    private func equaliseUniformSiblings(_ group: LayoutGroup, slots: (count: Int, elements: [LayoutElement], base: Size, childPaths: [String]),
                                         sizes: inout [Size], isTopLevel: Bool)
    {
        for axis in [Axis.horizontal, .vertical] {
            var largest = isTopLevel ? (sizer?.sectionUniform[axis] ?? 0) : 0
            var members: [Int] = []
            for index in sizes.indices {
                guard case .item(let item) = slots.elements[index % slots.elements.count],
                    case .uniformAcrossSiblings = item.size[axis]
                else { continue }
                members.append(index)
                largest = max(largest, sizes[index][axis])
            }
            for index in members { sizes[index][axis] = largest }
        }
    }
}
