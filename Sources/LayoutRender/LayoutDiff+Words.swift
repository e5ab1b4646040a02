import LayoutModel

extension LayoutDiff {
    /// What changed, in one sentence a person can read before the table: changes of the same kind to the same
    /// kind of element told together, the largest group first, with each amount or its range ("all 18 cells moved
    /// by dy -10"; "9 cells moved and resized by dy -10 to -12, dh -0.25"), then the content size ("the content is 20
    /// points shorter: 1999 → 1979"). "Nothing changed." when the layouts agree.
    public var inWords: String {
        struct Group: Hashable {
            var kind: ChangeKind
            var noun: String
        }
        var members: [Group: [ElementChange]] = [:]
        var order: [Group] = []
        for change in changes {
            let group = Group(kind: change.kind, noun: Self.noun(change.key))
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(change)
        }
        let ranked = order.enumerated().sorted { (members[$0.element]!.count, -$0.offset) > (members[$1.element]!.count, -$1.offset) }
            .map(\.element)
        var parts = ranked.map { group -> String in
            let changes = members[group]!
            let everything = ranked.count == 1 && unchangedCount == 0 && group.kind != .added
            let noun = changes.count == 1 ? group.noun : Self.plural(group.noun)
            let verb: String
            switch group.kind {
            case .added, .removed: verb = group.kind.rawValue
            case .moved, .resized, .movedAndResized: verb = "\(group.kind.rawValue) by \(Self.amounts(changes))"
            }
            return (everything && changes.count > 1 ? "all " : "") + "\(changes.count) \(noun) \(verb)"
        }
        for (axis, before, after) in [("wider", contentSizeBefore.width, contentSizeAfter.width), ("taller", contentSizeBefore.height, contentSizeAfter.height)]
        where before != after {
            let word = after > before ? axis : (axis == "wider" ? "narrower" : "shorter")
            parts.append("the content is \(svgNumber(abs(after - before))) points \(word): \(svgNumber(before)) → \(svgNumber(after))")
        }
        guard !parts.isEmpty else { return "Nothing changed." }
        let sentence = parts.joined(separator: "; ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
    }

    /// The amounts of a group of changes: each component that changed, as one value (`dy -10`) or a range
    /// (`dy -10 to -12`), in the order dx, dy, dw, dh.
    static func amounts(_ changes: [ElementChange]) -> String {
        let components: [(String, (ElementChange) -> Double)] = [
            ("dx", { $0.offset.x }), ("dy", { $0.offset.y }), ("dw", { $0.growth.width }), ("dh", { $0.growth.height }),
        ]
        return components.compactMap { name, value -> String? in
            let values = changes.map(value)
            let (low, high) = (values.min()!, values.max()!)
            guard svgNumber(low) != "0" || svgNumber(high) != "0" else { return nil }
            guard svgNumber(low) != svgNumber(high) else { return "\(name) \(LayoutDiffTable.signed(low))" }
            // The range reads from the first element's end: "dy -10 to -12" when the first moved least.
            let (from, to) = abs(values[0] - low) <= abs(values[0] - high) ? (low, high) : (high, low)
            return "\(name) \(LayoutDiffTable.signed(from)) to \(LayoutDiffTable.signed(to))"
        }.joined(separator: ", ")
    }

    /// What an element is called in a sentence: `cell`, `"badge" supplementary`, `"background" decoration`.
    static func noun(_ key: ElementKey) -> String {
        switch key.category {
        case .cell: return "cell"
        case .supplementary: return "\"\(key.elementKind ?? "")\" supplementary"
        case .decoration: return "\"\(key.elementKind ?? "")\" decoration"
        }
    }

    static func plural(_ noun: String) -> String {
        noun.hasSuffix("y") ? noun.dropLast() + "ies" : noun + "s"
    }
}
