import LayoutModel

/// How many slots a horizontal or vertical group has and the base its subitems resolve against (R4, R7, R8, R9).
struct SlotCounter {
    let resolver: DimensionResolver

    /// The most slots a group may hold. Only degenerate groups (zero-length subitems and no spacing) reach it,
    /// and then they hold every item of the section.
    let slotLimit: Int

    /// The slot count and the subitem base for `arrangement` in a group of inner size `inner`.
    ///
    /// - `subitems`: the largest n whose extents (subitems cycling, each resolved against a main axis reduced by
    ///   n-1 spacings, plus minimum edge spacing) and spacing fit the inner length (R7). An estimated group
    ///   length takes each subitem once. A subitem whose cross size is a fraction of the main axis counts its
    ///   capacity against the unreduced length first (R7, special case).
    /// - `counted`: `count` slots on a base reduced by `count-1` spacings (R8).
    /// - `repeating`: `count` slots, same base (R9; our reading of R4).
    ///
    /// `measuredExtent`, when given, supplies slot `i`'s length along the axis for a base (pass 2 of R40: items
    /// sized from content); nil from it means "resolve the dimension as usual".
    func count(
        _ arrangement: GroupArrangement, axis: Axis, inner: Size, spacing: Double, estimatedLength: Bool,
        measuredExtent: ((Int, Size) -> Double?)? = nil
    ) -> (slots: Int, elements: [LayoutElement], base: Size) {
        let main = inner[axis]
        func base(for slots: Int) -> Size {
            var size = inner
            size[axis] = max(0, main - Double(max(slots - 1, 0)) * spacing)
            return size
        }
        switch arrangement {
        case .counted(let element, let count):
            var replaced = element
            var size = element.size
            size[axis] = axis == .horizontal ? .fractionalWidth(1 / Double(count)) : .fractionalHeight(1 / Double(count))
            replaced.size = size
            return (count, [replaced], base(for: count))
        case .repeating(let element, let count):
            return (count, [element], base(for: count))
        case .custom:
            return (0, [], inner)
        case .subitems(let elements):
            if estimatedLength { return (elements.count, elements, base(for: elements.count)) }
            let crossIsFractionOfMain = elements.contains { element in
                let cross = element.size[axis.crossing]
                return axis == .horizontal ? cross.isFractionalWidth : cross.isFractionalHeight
            }
            if let measuredExtent {
                let slots = measuredCount(elements, axis: axis, main: main, spacing: spacing, base: base(for:), extent: measuredExtent)
                return (slots, elements, base(for: slots))
            }
            if crossIsFractionOfMain {
                let capacity = fittingCount(elements, axis: axis, main: main, spacing: spacing) { _ in inner }
                let fixedBase = base(for: capacity)
                let slots = fittingCount(elements, axis: axis, main: main, spacing: spacing) { _ in fixedBase }
                return (slots, elements, fixedBase)
            }
            let slots = fittingCount(elements, axis: axis, main: main, spacing: spacing, base: base(for:))
            return (slots, elements, base(for: slots))
        }
    }

    /// R7 with each slot's own (measured) length: the largest n whose slots and spacing fit `main`. Lengths
    /// differ per slot, so this sums slot by slot; at least one slot is always taken when the first fits.
    ///
    /// With spacing, every n has its own base (`main` less n-1 spacings), so each n sums its slots again. Without
    /// spacing the base is the same for every n and the sum only grows by the next slot: one pass, so a very long
    /// row of measured cells (a tag cloud in a group 100 screens wide) costs one measurement per slot, not n².
    private func measuredCount(
        _ elements: [LayoutElement], axis: Axis, main: Double, spacing: Double, base: (Int) -> Size,
        extent: (Int, Size) -> Double?
    ) -> Int {
        let k = elements.count
        if spacing == 0 {
            let size = base(1)
            var total = 0.0
            var n = 0
            while n < slotLimit {
                let element = elements[n % k]
                let edges = element.edgeSpacing
                let length = extent(n, size) ?? resolver.resolve(element.size[axis], base: size)
                total += length + (edges.leadingEdge(along: axis)?.minimum ?? 0) + (edges.trailingEdge(along: axis)?.minimum ?? 0)
                guard total <= main + 0.001 else { return n }
                n += 1
                if total == 0 && n >= k { return slotLimit }
            }
            return n
        }
        var accepted = 0
        var n = 1
        while n <= slotLimit {
            let size = base(n)
            var total = Double(n - 1) * spacing
            for i in 0..<n {
                let element = elements[i % k]
                let edges = element.edgeSpacing
                let length = extent(i, size) ?? resolver.resolve(element.size[axis], base: size)
                total += length + (edges.leadingEdge(along: axis)?.minimum ?? 0) + (edges.trailingEdge(along: axis)?.minimum ?? 0)
                if total > main + 0.001 { break }
            }
            guard total <= main + 0.001 else { break }
            accepted = n
            n += 1
            if total == 0 && spacing == 0 && n > k { return slotLimit }
        }
        return accepted
    }

    /// The largest n for which n slots (subitems cycling) fit `main`, each resolved against `base(n)`.
    private func fittingCount(_ elements: [LayoutElement], axis: Axis, main: Double, spacing: Double, base: (Int) -> Size)
        -> Int
    {
        let k = elements.count
        func extent(_ element: LayoutElement, _ size: Size) -> Double {
            let edges = element.edgeSpacing
            return resolver.resolve(element.size[axis], base: size)
                + (edges.leadingEdge(along: axis)?.minimum ?? 0) + (edges.trailingEdge(along: axis)?.minimum ?? 0)
        }
        var accepted = 0
        var n = 1
        while n <= slotLimit {
            let size = base(n)
            let extents = elements.map { extent($0, size) }
            let cycle = extents.reduce(0, +)
            let full = Double((n / k)) * cycle + extents.prefix(n % k).reduce(0, +)
            if full + Double(n - 1) * spacing <= main + 0.001 {
                accepted = n
                if cycle == 0 && spacing == 0 {
                    // Zero-length subitems with no spacing fit without end: the group takes every item.
                    return slotLimit
                }
                n += 1
            } else {
                break
            }
        }
        return accepted
    }
}

extension Dimension {
    var isFractionalWidth: Bool {
        if case .fractionalWidth = self { return true }
        return false
    }

    var isFractionalHeight: Bool {
        if case .fractionalHeight = self { return true }
        return false
    }
}
