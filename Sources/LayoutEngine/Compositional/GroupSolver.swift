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
    /// the group could place nothing. The steps: custom frames (R17), or room left by the insets (R41), the slot
    /// count (R7 to R9), each slot's final size (R12, R15, R16, R40), and the slots' positions (R10 to R13).
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

        guard let axis = group.axis else { return placeCustomFrames(group, in: frame, into: &pattern) }
        guard Self.insetsLeaveRoom(group, in: frame) else { return false }
        let innerFrame = frame.inset(by: group.contentInsets)
        let slots = countSlots(group, axis: axis, inner: innerFrame.size, firstItem: firstItem, path: path, pattern: &pattern)
        guard slots.count > 0 else { return false }

        var solved = solveSlots(slots, of: group, axis: axis, inner: innerFrame.size, firstItem: firstItem, pattern: &pattern)
        equaliseUniformSiblings(group, slots: slots, sizes: &solved.sizes, isTopLevel: isTopLevel)
        guard !solved.sizes.isEmpty else {
            pattern.isComplete = false
            return false
        }
        placeSlots(solved, slots: slots, of: group, axis: axis, innerFrame: innerFrame, into: &pattern)
        if !solved.isComplete { pattern.isComplete = false }
        return true
    }

    /// R17: a custom group's frames are relative to its outer origin; its insets do not shift them.
    private func placeCustomFrames(_ group: LayoutGroup, in frame: Rect, into pattern: inout GroupPattern) -> Bool {
        guard case .custom(let frames) = group.arrangement else { return false }
        for custom in frames {
            let rect = custom.frame.offsetBy(dx: frame.x, dy: frame.y)
            pattern.leaves.append(PatternLeaf(frame: rect, slot: rect, trailingSpacing: .zero, zIndex: custom.zIndex, itemIndex: -1))
        }
        return true
    }

    /// R41: a group whose insets leave it no room on a fixed axis holds nothing (UIKit refuses such a group
    /// outright). An estimated axis grows to hold its insets.
    private static func insetsLeaveRoom(_ group: LayoutGroup, in frame: Rect) -> Bool {
        let insets = group.contentInsets
        let widthFits = group.size.width.isEstimated || insets.leading + insets.trailing <= frame.width
        let heightFits = group.size.height.isEstimated || insets.top + insets.bottom <= frame.height
        return widthFits && heightFits
    }

    /// One slot's final size: an item resolved (or measured, R40), or a nested group solved at the origin.
    private enum SolvedSlot {
        case item(Size)
        case group(GroupPattern)

        var leafCount: Int {
            switch self {
            case .item: return 1
            case .group(let pattern): return pattern.capacity
            }
        }
    }

    /// The final sizes of a group's slots, in slot order, with the nested groups' patterns.
    private struct SolvedSlots {
        var sizes: [Size] = []
        var nested: [GroupPattern?] = []
        /// False when solving stopped before the last slot (R15, or the slot limit).
        var isComplete = true
    }

    /// Gives each slot its final size in turn. Solving stops early, leaving the group incomplete, at a nested
    /// group that places nothing (R15) or is itself incomplete, and once the group holds `slotLimit` leaves: nested
    /// counts multiply (1,000 groups of 1,000 tiny items), and the slots past as many leaves as the section has
    /// items would stay empty.
    private func solveSlots(
        _ slots: CountedSlots, of group: LayoutGroup, axis: Axis, inner: Size, firstItem: Int, pattern: inout GroupPattern
    ) -> SolvedSlots {
        let countedAxis: Axis? = { if case .counted = group.arrangement { return axis } else { return nil } }()
        var solved = SolvedSlots()
        var leafCursor = 0
        for index in 0..<slots.count {
            guard leafCursor < slotLimit else {
                solved.isComplete = false
                break
            }
            let element = slots.elements[index % slots.elements.count]
            guard let slot = solveSlot(
                element, base: slots.base, path: slots.childPaths[index % slots.childPaths.count],
                countedAxis: countedAxis, inner: inner, dataIndex: firstItem + leafCursor, pattern: &pattern
            ) else {
                solved.isComplete = false
                break
            }
            switch slot {
            case .item(let size):
                solved.sizes.append(size)
                solved.nested.append(nil)
            case .group(let sub):
                // R16: an estimated nested group is as long as what it holds.
                solved.sizes.append(sub.size(placing: sub.capacity, stackingAlong: nil))
                solved.nested.append(sub)
                if !sub.isComplete { solved.isComplete = false }
            }
            leafCursor += slot.leafCount
            if !solved.isComplete { break }
        }
        return solved
    }

    /// One slot: an item's resolved size, measured on estimated axes in pass 2 (R40); or a nested group solved in
    /// its resolved size, nil when it places nothing (R15).
    private func solveSlot(
        _ element: LayoutElement, base: Size, path: String, countedAxis: Axis?, inner: Size, dataIndex: Int,
        pattern: inout GroupPattern
    ) -> SolvedSlot? {
        let resolved = resolver.resolve(element.size, base: base)
        switch element {
        case .item(let item):
            let size = sizer?.size(of: item, dataIndex: dataIndex, estimate: resolved, fixedAxis: countedAxis, wrapWidth: inner.width)
            return .item(size ?? resolved)
        case .group(let child):
            var sub = GroupPattern.empty(for: child, size: resolved)
            let placedAny = place(
                child, path: path, in: Rect(origin: .zero, size: resolved), resolutionBase: inner, firstItem: dataIndex,
                isTopLevel: false, into: &sub
            )
            if recordsSizes {
                pattern.resolvedSizes.merge(sub.resolvedSizes) { first, _ in first }
                pattern.slotCounts.merge(sub.slotCounts) { first, _ in first }
            }
            return placedAny ? .group(sub) : nil
        }
    }

    /// Places the solved slots along the group's axis (R10) and across it (R11), positions on the pixel grid
    /// relative to the inner origin (R0, R12); items become leaves inset by their insets (R13), nested groups
    /// append their leaves at their slot.
    private func placeSlots(
        _ solved: SolvedSlots, slots: CountedSlots, of group: LayoutGroup, axis: Axis, innerFrame: Rect,
        into pattern: inout GroupPattern
    ) {
        let countedAxis: Axis? = { if case .counted = group.arrangement { return axis } else { return nil } }()
        let cross = axis.crossing
        let inner = innerFrame.size
        let elements = solved.sizes.indices.map { slots.elements[$0 % slots.elements.count] }
        let runSlots = zip(elements, solved.sizes).map { element, size in
            RunPlacement.Slot(
                length: size[axis], leading: element.edgeSpacing.leadingEdge(along: axis),
                trailing: element.edgeSpacing.trailingEdge(along: axis)
            )
        }
        let mainPositions = RunPlacement.positions(of: runSlots, spacing: group.interItemSpacing, available: inner[axis])
        let grid = resolver.grid
        for (index, element) in elements.enumerated() {
            let size = solved.sizes[index]
            let crossSlot = RunPlacement.Slot(
                length: size[cross], leading: element.edgeSpacing.leadingEdge(along: cross),
                trailing: element.edgeSpacing.trailingEdge(along: cross)
            )
            let main = grid.round(mainPositions[index])
            let across = grid.round(RunPlacement.position(of: crossSlot, available: inner[cross]))
            let origin = axis == .horizontal
                ? Point(x: innerFrame.x + main, y: innerFrame.y + across)
                : Point(x: innerFrame.x + across, y: innerFrame.y + main)
            switch element {
            case .item(let item):
                if recordsSizes {
                    let path = slots.childPaths[index % slots.childPaths.count]
                    if pattern.resolvedSizes[path] == nil { pattern.resolvedSizes[path] = size }
                }
                pattern.appendLeaf(item, slot: Rect(origin: origin, size: size), countedAxis: countedAxis, wrapWidth: inner.width)
            case .group:
                if let sub = solved.nested[index] { pattern.append(sub, at: origin) }
            }
        }
    }

    /// The slots of a horizontal or vertical group: how many, which subitem fills each, and the base they resolve
    /// against (R7 to R9). In pass 2 a group of plain items counts with each item's measured length.
    private func countSlots(_ group: LayoutGroup, axis: Axis, inner: Size, firstItem: Int, path: String, pattern: inout GroupPattern)
        -> CountedSlots
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
        // `SectionDefinition.resolve(in:)` evaluates every computed count before a section is planned.
        precondition(group.computedCount == nil, "a computed group count reached the engine unevaluated")
        let counter = SlotCounter(resolver: resolver, slotLimit: slotLimit)
        let counted = counter.count(
            group.arrangement, axis: axis, inner: inner, spacing: group.interItemSpacing.minimum,
            estimatedLength: group.size[axis].isEstimated, measuredExtent: measuredExtent
        )
        if recordsSizes, pattern.slotCounts[path] == nil { pattern.slotCounts[path] = counted.slots }
        return CountedSlots(count: counted.slots, elements: counted.elements, base: counted.base, childPaths: childPaths)
    }

    /// R40, iOS 17: items sized `uniformAcrossSiblings` all take the largest of them, in their group; for the
    /// section's top-level group, the largest across the whole section.
    private func equaliseUniformSiblings(_ group: LayoutGroup, slots: CountedSlots, sizes: inout [Size], isTopLevel: Bool) {
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

/// A horizontal or vertical group's slots: how many, the subitems that fill them in turn, the base they resolve
/// against (R7 to R9), and each subitem's spec path (for `show`).
struct CountedSlots {
    var count: Int
    var elements: [LayoutElement]
    var base: Size
    var childPaths: [String]
}
