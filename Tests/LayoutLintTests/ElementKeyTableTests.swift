@testable import LayoutLint
import Testing

/// Element keys packed into 64 bits for the table of findings, and back.
@Suite("Packed element keys")
struct ElementKeyTableTests {
    @Test func everyKindOfKeyPacksAndUnpacksToItself() {
        var table = ElementKeyTable()
        let keys = [
            ElementKey(category: .cell, section: 0, item: 0), ElementKey(category: .cell, section: 99_999, item: 999_999_999),
            ElementKey(category: .supplementary, elementKind: "header", section: -1, item: 0),
            ElementKey(category: .decoration, elementKind: "background", section: 3, item: 1), .section(7), .run,
            // Past the packed ranges: kept whole.
            ElementKey(category: .cell, section: 0, item: 2_000_000_000), ElementKey(category: .cell, section: 300_000, item: 1),
        ]
        let packed = keys.map { table.pack($0) }
        #expect(packed.allSatisfy { $0 != 0 })
        #expect(Set(packed).count == keys.count)
        #expect(packed.map { table.unpack($0) } == keys)
        #expect(table.pack(keys[2]) == packed[2], "a key packs the same every time")
    }

    @Test func aLayoutWithMoreKindsThanFitKeepsTheRestWhole() {
        var table = ElementKeyTable()
        let keys = (0..<8200).map { ElementKey(category: .supplementary, elementKind: "kind-\($0)", section: 0, item: 0) }
        let packed = keys.map { table.pack($0) }
        #expect(packed.map { table.unpack($0) } == keys)
        #expect(Set(packed).count == keys.count)
    }
}
