import LayoutModel

/// Which spec node each data item of one group instance comes from, in data order, derived from the group tree as the
/// engine's group solver fills it (R7 to R9, R15, R17): depth first, slots in order, slot i of a `subitems` group
/// filled by subitem i mod k, `count` slots of `subitem` or `repeatingSubitem`, one leaf per custom frame.
///
/// A `subitems` group holds as many slots as R7 fits, which depends on the sizes it resolves to; its count is read
/// from the section's `GroupResolution` (an estimated group length takes each subitem once). Without it the
/// expansion fails, and `SectionLeaves` falls back (see there).
struct GroupLeaves {
    /// One data item of the instance: its source and the anchored supplementaries it hosts, by element kind.
    struct Leaf {
        var source: Int
        var anchored: [String: Int]
    }

    /// One group of the instance (the top-level group first, then the nested ones depth first, R32): the leaves it
    /// holds and the group supplementaries it hosts, by element kind.
    struct Occurrence {
        var leaves: Range<Int>
        var anchored: [String: Int]
    }

    var leaves: [Leaf] = []
    var occurrences: [Occurrence] = []
}

/// Expands group trees into `GroupLeaves`, registering each node's source in a `SourceTable`.
struct GroupExpansion {
    let sources: SourceTable
    /// Slot counts by node name (`GroupResolution.slotCounts`); nil when not given.
    let slotCounts: [String: Int]?
    /// The most leaves a group may hold before the solver stops (the engine's slot limit: the section's items, at
    /// least 10,000).
    let slotLimit: Int

    /// The leaves of one instance of `group` (at `relative` below the section at `sectionPath`), or nil when a slot
    /// count is needed and not known.
    func expand(_ group: LayoutGroup, sectionPath: SpecNodePath, inheritance: SourceInheritance) -> GroupLeaves? {
        var result = GroupLeaves()
        var complete = true
        guard place(.group(group), relative: SpecNodePath([.key("group")]), sectionPath: sectionPath, inheritance: inheritance,
                    countedAxis: nil, into: &result, complete: &complete) else { return nil }
        return result
    }

    /// Appends `element`'s leaves; false when a count is unknown. `complete` turns false once a group reaches the slot
    /// limit, and then nothing more is placed (R15: the section stops after those leaves).
    private func place(
        _ element: LayoutElement, relative: SpecNodePath, sectionPath: SpecNodePath, inheritance: SourceInheritance,
        countedAxis: Axis?, into result: inout GroupLeaves, complete: inout Bool
    ) -> Bool {
        switch element {
        case .item(let item):
            let source = sources.item(item, path: sectionPath.appending(relative), inheritance: inheritance, countedAxis: countedAxis)
            var anchored: [String: Int] = [:]
            for (index, supplementary) in item.supplementaryItems.enumerated() {
                anchored[supplementary.elementKind] = sources.anchored(
                    path: sectionPath.appending(relative).appending("supplementaryItems").appending(index: index),
                    inheritance: inheritance.below(item.lint)
                )
            }
            result.leaves.append(GroupLeaves.Leaf(source: source, anchored: anchored))
            return true
        case .group(let group):
            let below = inheritance.below(group.lint)
            let occurrence = result.occurrences.count
            let first = result.leaves.count
            var anchored: [String: Int] = [:]
            for (index, supplementary) in group.supplementaryItems.enumerated() {
                anchored[supplementary.elementKind] = sources.anchored(
                    path: sectionPath.appending(relative).appending("supplementaryItems").appending(index: index), inheritance: below
                )
            }
            result.occurrences.append(GroupLeaves.Occurrence(leaves: first..<first, anchored: anchored))
            defer { result.occurrences[occurrence].leaves = first..<result.leaves.count }
            let slots: [(element: LayoutElement, relative: SpecNodePath, countedAxis: Axis?)]
            switch group.arrangement {
            case .custom(let frames):
                for index in frames.indices where complete {
                    let path = sectionPath.appending(relative).appending("frames").appending(index: index)
                    result.leaves.append(GroupLeaves.Leaf(source: sources.customFrame(path: path, inheritance: below), anchored: [:]))
                }
                return true
            case .counted(let child, let count):
                slots = Array(repeating: (child, relative.appending("subitem"), group.axis), count: count)
            case .repeating(let child, let count):
                slots = Array(repeating: (child, relative.appending("repeatingSubitem"), nil), count: count)
            case .subitems(let children):
                let count: Int
                if let axis = group.axis, group.size[axis].isEstimated {
                    // R7: an estimated group length takes each subitem once.
                    count = children.count
                } else if let known = slotCounts?[relative.nodeName] {
                    count = known
                } else {
                    return false
                }
                slots = (0..<count).map { slot in
                    (children[slot % children.count], relative.appending("subitems").appending(index: slot % children.count), nil)
                }
            }
            for slot in slots {
                guard complete else { break }
                guard result.leaves.count - first < slotLimit else {
                    complete = false
                    break
                }
                guard place(slot.element, relative: slot.relative, sectionPath: sectionPath, inheritance: below,
                            countedAxis: slot.countedAxis, into: &result, complete: &complete) else { return false }
            }
            return true
        }
    }

    /// The one leaf every data item of `element` is, however many slots its groups have, or nil when its items come
    /// from more than one node: a group whose cells are all one item needs no slot count to say where they come from.
    func uniformLeaf(
        of element: LayoutElement, relative: SpecNodePath, sectionPath: SpecNodePath, inheritance: SourceInheritance,
        countedAxis: Axis? = nil
    ) -> GroupLeaves.Leaf? {
        switch element {
        case .item:
            var leaves = GroupLeaves()
            var complete = true
            _ = place(element, relative: relative, sectionPath: sectionPath, inheritance: inheritance, countedAxis: countedAxis,
                      into: &leaves, complete: &complete)
            return leaves.leaves.first
        case .group(let group):
            let below = inheritance.below(group.lint)
            switch group.arrangement {
            case .custom(let frames):
                guard frames.count == 1 else { return nil }
                let path = sectionPath.appending(relative).appending("frames").appending(index: 0)
                return GroupLeaves.Leaf(source: sources.customFrame(path: path, inheritance: below), anchored: [:])
            case .counted(let child, _):
                return uniformLeaf(of: child, relative: relative.appending("subitem"), sectionPath: sectionPath, inheritance: below,
                                   countedAxis: group.axis)
            case .repeating(let child, _):
                return uniformLeaf(of: child, relative: relative.appending("repeatingSubitem"), sectionPath: sectionPath, inheritance: below)
            case .subitems(let children):
                guard children.count == 1 else { return nil }
                return uniformLeaf(of: children[0], relative: relative.appending("subitems").appending(index: 0), sectionPath: sectionPath,
                                   inheritance: below)
            }
        }
    }

    /// The deepest group every data item of `group` lies under that still has them all: where a cell is said to come
    /// from when its item cannot be told. Groups of one child are passed through.
    func commonGroup(_ group: LayoutGroup, sectionPath: SpecNodePath, inheritance: SourceInheritance) -> Int {
        var current = group
        var relative = SpecNodePath([.key("group")])
        var below = inheritance.below(group.lint)
        while true {
            let next: (LayoutElement, String)?
            switch current.arrangement {
            case .counted(let child, _): next = (child, "subitem")
            case .repeating(let child, _): next = (child, "repeatingSubitem")
            case .subitems(let children) where children.count == 1: next = (children[0], "subitems")
            default: next = nil
            }
            guard let (child, key) = next, case .group(let nested) = child else { break }
            relative = key == "subitems" ? relative.appending(key).appending(index: 0) : relative.appending(key)
            current = nested
            below = below.below(nested.lint)
        }
        return sources.group(path: sectionPath.appending(relative), inheritance: below)
    }
}


extension GroupExpansion {
    /// Each anchored element kind of `group`'s tree with the first node that declares it, depth first in subitem order:
    /// the declaration that stands for an anchored supplementary whose host cannot be told.
    func firstDeclarations(of group: LayoutGroup, sectionPath: SpecNodePath, inheritance: SourceInheritance) -> [String: Int] {
        var found: [String: Int] = [:]
        func visit(_ element: LayoutElement, _ relative: SpecNodePath, _ inheritance: SourceInheritance) {
            let below: SourceInheritance
            let supplementaries: [SupplementaryItem]
            switch element {
            case .item(let item):
                below = inheritance.below(item.lint)
                supplementaries = item.supplementaryItems
            case .group(let group):
                below = inheritance.below(group.lint)
                supplementaries = group.supplementaryItems
            }
            for (index, supplementary) in supplementaries.enumerated() where found[supplementary.elementKind] == nil {
                found[supplementary.elementKind] = sources.anchored(
                    path: sectionPath.appending(relative).appending("supplementaryItems").appending(index: index), inheritance: below
                )
            }
            guard case .group(let group) = element else { return }
            switch group.arrangement {
            case .subitems(let children):
                for (index, child) in children.enumerated() { visit(child, relative.appending("subitems").appending(index: index), below) }
            case .counted(let child, _): visit(child, relative.appending("subitem"), below)
            case .repeating(let child, _): visit(child, relative.appending("repeatingSubitem"), below)
            case .custom: break
            }
        }
        visit(.group(group), SpecNodePath([.key("group")]), inheritance)
        return found
    }

    /// True when group instances of `group` can hold different numbers of items once their items are measured (pass 2
    /// of R40): a `subitems` group of plain items, not estimated along its own axis, with an item that describes its
    /// content and is estimated along that axis counts its slots with the measured lengths.
    static func countsWithMeasuredLengths(_ group: LayoutGroup) -> Bool {
        LayoutElement.group(group).contains { element in
            guard case .group(let group) = element, let axis = group.axis, !group.size[axis].isEstimated,
                case .subitems(let children) = group.arrangement
            else { return false }
            let items = children.compactMap { child -> LayoutItem? in if case .item(let item) = child { item } else { nil } }
            return items.count == children.count && items.contains { $0.content != nil && $0.size[axis].isEstimated }
        }
    }
}
