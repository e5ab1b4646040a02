import LayoutModel

/// Placing slots along a line with fixed and flexible spacing (R10, R11).
///
/// Fixed lengths are laid down first; the space left over (possibly negative) is shared equally by every
/// flexible edge spacing and flexible inter-item gap, so flexible gaps spread items apart and flexible edges
/// on both sides centre an item.
enum RunPlacement {
    /// One slot: its length and the spacing before and after it.
    struct Slot {
        var length: Double
        var leading: Spacing?
        var trailing: Spacing?
    }

    /// The start of each slot along a line of length `available`, relative to the line's start, unrounded.
    static func positions(of slots: [Slot], spacing: Spacing, available: Double) -> [Double] {
        let gap = spacing.minimum
        var fixed = Double(max(slots.count - 1, 0)) * gap
        var flexibleCount = spacing.isFlexible ? max(slots.count - 1, 0) : 0
        for slot in slots {
            fixed += slot.length + (slot.leading?.minimum ?? 0) + (slot.trailing?.minimum ?? 0)
            if slot.leading?.isFlexible == true { flexibleCount += 1 }
            if slot.trailing?.isFlexible == true { flexibleCount += 1 }
        }
        let share = flexibleCount > 0 ? (available - fixed) / Double(flexibleCount) : 0
        var cursor = 0.0
        var result: [Double] = []
        result.reserveCapacity(slots.count)
        for (index, slot) in slots.enumerated() {
            if index > 0 { cursor += gap + (spacing.isFlexible ? share : 0) }
            cursor += (slot.leading?.minimum ?? 0) + (slot.leading?.isFlexible == true ? share : 0)
            result.append(cursor)
            cursor += slot.length + (slot.trailing?.minimum ?? 0) + (slot.trailing?.isFlexible == true ? share : 0)
        }
        return result
    }

    /// The start of a single element across a line (R11): flush with the leading edge unless its leading
    /// spacing is flexible; both flexible centres it.
    static func position(of slot: Slot, available: Double) -> Double {
        positions(of: [slot], spacing: .fixed(0), available: available)[0]
    }
}
