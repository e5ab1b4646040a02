import LayoutModel

/// A top-level group solved once for a section: where each data item of one full group goes, relative to the
/// group's outer origin, in data order (depth-first in slot order, R15). Every repetition of the group reuses
/// it, so placing a million items is arithmetic on this pattern.
struct GroupPattern {
    /// The group's outer size as resolved (estimates taken as given).
    var size: Size
    var leaves: [PatternLeaf]
    /// Nested groups (and the top-level group itself, first) for group supplementaries.
    var groups: [PatternGroup]
    /// The item specs the leaves refer to (`PatternLeaf.itemIndex`); custom-group leaves have none.
    var items: [LayoutItem]
    /// False when a nested group could not place anything: the section stops after these leaves (R15).
    var isComplete: Bool
    var isCustom: Bool
    /// The group's insets, for the partly-filled-group rule (R19) and estimated extents (R16).
    var contentInsets: EdgeInsets
    /// The size each spec node resolved to, by its path below the section (`group`, `group.subitems[0]`, ...),
    /// first occurrence; and how many slots each group node has. For `catalog show`.
    var resolvedSizes: [String: Size] = [:]
    var slotCounts: [String: Int] = [:]
    /// Which axes of the top-level group are estimated (R16).
    var estimatedWidth: Bool
    var estimatedHeight: Bool

    /// Leaves whose item's insets are larger than their slot, so the cell is 0 wide or high (R41), for a warning.
    var collapsedLeaves = 0

    /// Leaves per full group.
    var capacity: Int { leaves.count }

    /// True when any item or group of the pattern has anchored supplementaries.
    var hasSupplementaries: Bool {
        items.contains { !$0.supplementaryItems.isEmpty } || groups.contains { !$0.supplementaryItems.isEmpty }
    }

    /// An empty pattern for `group` at `size`, before solving.
    static func empty(for group: LayoutGroup, size: Size) -> GroupPattern {
        GroupPattern(
            size: size, leaves: [], groups: [], items: [], isComplete: true, isCustom: group.kind == .custom,
            contentInsets: group.contentInsets, estimatedWidth: group.size.width.isEstimated,
            estimatedHeight: group.size.height.isEstimated
        )
    }

    /// Appends an item's leaf: the cell is the slot inset by the item's insets, except on estimated axes (R13).
    mutating func appendLeaf(_ item: LayoutItem, slot: Rect, countedAxis: Axis? = nil, wrapWidth: Double = 0) {
        var insets = item.contentInsets
        if item.size.width.isEstimated { insets = insets.zeroing(.horizontal) }
        if item.size.height.isEstimated { insets = insets.zeroing(.vertical) }
        if insets.leading + insets.trailing > slot.width || insets.top + insets.bottom > slot.height { collapsedLeaves += 1 }
        let itemIndex = items.firstIndex(of: item) ?? {
            items.append(item)
            return items.count - 1
        }()
        leaves.append(
            PatternLeaf(
                frame: slot.inset(by: insets), slot: slot,
                trailingSpacing: Size(width: item.edgeSpacing.trailing?.minimum ?? 0, height: item.edgeSpacing.bottom?.minimum ?? 0),
                zIndex: 0, itemIndex: itemIndex, countedAxis: countedAxis, wrapWidth: wrapWidth
            )
        )
    }

    /// Appends a nested group's solved pattern, moved to `origin`.
    mutating func append(_ nested: GroupPattern, at origin: Point) {
        let leafOffset = leaves.count
        collapsedLeaves += nested.collapsedLeaves
        for leaf in nested.leaves {
            var moved = leaf
            moved.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
            moved.slot = leaf.slot.offsetBy(dx: origin.x, dy: origin.y)
            if leaf.itemIndex >= 0 {
                let item = nested.items[leaf.itemIndex]
                moved.itemIndex = items.firstIndex(of: item) ?? {
                    items.append(item)
                    return items.count - 1
                }()
            }
            leaves.append(moved)
        }
        for group in nested.groups {
            var moved = group
            moved.frame = group.frame.offsetBy(dx: origin.x, dy: origin.y)
            moved.leafRange = (group.leafRange.lowerBound + leafOffset)..<(group.leafRange.upperBound + leafOffset)
            groups.append(moved)
        }
    }

    /// The group's size when only the first `placed` leaves hold data (R16 for estimated axes, R19 for a
    /// partly filled last group along the stacking axis).
    func size(placing placed: Int, stackingAlong stackAxis: Axis?) -> Size {
        var result = size
        let inner = Point(x: contentInsets.leading, y: contentInsets.top)
        func usedExtent(_ axis: Axis, _ count: Int) -> Double {
            var used = 0.0
            for leaf in leaves.prefix(count) {
                let end = leaf.slot.maximum(along: axis) + leaf.trailingSpacing[axis]
                used = max(used, end - (axis == .horizontal ? inner.x : inner.y))
            }
            return used
        }
        for axis in [Axis.horizontal, .vertical] {
            let estimated = axis == .horizontal ? estimatedWidth : estimatedHeight
            if estimated && !isCustom {
                // R16: an estimated axis is as long as the leaves placed along it, plus the group's insets.
                result[axis] = usedExtent(axis, placed) + contentInsets.total(along: axis)
            } else if axis == stackAxis && placed < leaves.count && !isCustom {
                // R19: the last group gives back the room its missing leaves would have used.
                result[axis] = size[axis] - (usedExtent(axis, leaves.count) - usedExtent(axis, placed))
            }
        }
        return result
    }
}

/// One data item's place in a group pattern.
struct PatternLeaf {
    /// The cell's frame relative to the top-level group's outer origin (after item insets, R13).
    var frame: Rect
    /// The un-inset slot, relative to the same origin, for fit and extent rules.
    var slot: Rect
    /// The minimum trailing and bottom edge spacing outside the slot (R16, R19 count it as used).
    var trailingSpacing: Size
    var zIndex: Int
    /// Index into `GroupPattern.items`, or -1 for a custom-group frame.
    var itemIndex: Int
    /// For self-sizing (R40): the axis the item's group counts (never self-sized), and the width its text may
    /// wrap at when its own width is estimated.
    var countedAxis: Axis? = nil
    var wrapWidth: Double = 0
}

/// A group inside a pattern (the top-level group is the first), for anchoring group supplementaries (R32).
struct PatternGroup {
    /// The group's outer frame relative to the top-level group's origin.
    var frame: Rect
    /// The group's own content insets: its supplementaries anchor to the frame inside them (R32).
    var contentInsets: EdgeInsets
    /// The leaves this group holds.
    var leafRange: Range<Int>
    var supplementaryItems: [SupplementaryItem]
    /// The size fractional supplementary sizes resolve against: the container the group was resolved in (R5).
    var resolutionBase: Size
}
