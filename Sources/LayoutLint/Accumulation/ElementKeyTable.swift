/// Element keys of one layout packed into 64 bits each, so a table of a million findings holds numbers rather than
/// strings and optionals: 3 bits of category, 13 of element kind (its number in `kinds`, 0 for none), 18 of section
/// (plus 2, 0 for none: section −1 is the layout's own) and 30 of item (plus 1, 0 for none). A key that does not fit
/// (a layout with more than 8,190 element kinds) is kept whole in `overflow` and packed as its number there, with
/// category 7. No key packs to 0, which stands for "no key".
struct ElementKeyTable {
    private(set) var kinds: [String] = []
    private var kindNumbers: [String: UInt64] = [:]
    private var overflow: [ElementKey] = []
    private var overflowNumbers: [ElementKey: UInt64] = [:]

    private static let overflowCategory: UInt64 = 7

    mutating func pack(_ key: ElementKey) -> UInt64 {
        var kind: UInt64 = 0
        if let name = key.elementKind {
            if let known = kindNumbers[name] {
                kind = known
            } else if kinds.count < 8190 {
                kinds.append(name)
                kind = UInt64(kinds.count)
                kindNumbers[name] = kind
            } else {
                return packOverflow(key)
            }
        }
        let section = key.section.map { $0 + 2 } ?? 0
        let item = key.item.map { $0 + 1 } ?? 0
        guard section >= 0, section < 1 << 18, item >= 0, item < 1 << 30 else { return packOverflow(key) }
        return UInt64(key.category.rawValue) << 61 | kind << 48 | UInt64(section) << 30 | UInt64(item)
    }

    private mutating func packOverflow(_ key: ElementKey) -> UInt64 {
        if let known = overflowNumbers[key] { return Self.overflowCategory << 61 | known }
        overflow.append(key)
        let number = UInt64(overflow.count - 1)
        overflowNumbers[key] = number
        return Self.overflowCategory << 61 | number
    }

    func unpack(_ packed: UInt64) -> ElementKey {
        let category = packed >> 61
        if category == Self.overflowCategory { return overflow[Int(packed & (1 << 61 - 1))] }
        let kind = Int((packed >> 48) & 0x1FFF)
        let section = Int((packed >> 30) & 0x3FFFF)
        let item = Int(packed & 0x3FFF_FFFF)
        return ElementKey(
            category: ElementKey.Category(rawValue: Int(category)) ?? .cell, elementKind: kind == 0 ? nil : kinds[kind - 1],
            section: section == 0 ? nil : section - 2, item: item == 0 ? nil : item - 1
        )
    }
}
