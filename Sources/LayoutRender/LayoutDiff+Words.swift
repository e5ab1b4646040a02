import LayoutModel

extension LayoutDiff {
    /// What changed, in one sentence a person can read before the table: changes of the same kind, role and amount
    /// told together, the largest group first ("all 18 cells moved by dy -10"), then the content size ("the content
    /// is 20 points shorter: 1999 → 1979"). "Nothing changed." when the layouts agree.
    public var inWords: String {
        struct Group: Hashable {
            var kind: ChangeKind
            var noun: String
            var amount: String
        }
        var groups: [Group: Int] = [:]
        var order: [Group] = []
        for change in changes {
            let group = Group(kind: change.kind, noun: Self.noun(change.key), amount: LayoutDiffTable.delta(change))
            if groups[group] == nil { order.append(group) }
            groups[group, default: 0] += 1
        }
        let ranked = order.enumerated().sorted { (groups[$0.element]!, -$0.offset) > (groups[$1.element]!, -$1.offset) }.map(\.element)
        var parts = ranked.map { group -> String in
            let count = groups[group]!
            let everything = ranked.count == 1 && unchangedCount == 0 && group.kind != .added
            let noun = count == 1 ? group.noun : Self.plural(group.noun)
            let verb: String
            switch group.kind {
            case .added, .removed: verb = group.kind.rawValue
            case .moved, .resized, .movedAndResized: verb = "\(group.kind.rawValue) by \(group.amount)"
            }
            return (everything && count > 1 ? "all " : "") + "\(count) \(noun) \(verb)"
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
