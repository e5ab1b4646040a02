import Foundation
import GRDB

/// A fuzzing input read as small choices, as `SpecGenerator` reads its own: an exhausted input chooses 0.
struct FuzzChoices {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func choose(_ count: Int) -> Int {
        guard position < bytes.count, count > 1 else { return 0 }
        defer { position += 1 }
        return Int(bytes[position]) % count
    }

    var isExhausted: Bool { position >= bytes.count }
}

/// What a crafted catalog does to the rows a clean one holds, chosen by a fuzzing input: one to eight changes, each
/// a table of the catalog, then either a column of one of its rows set to a hostile value (`hostileValues`, or the
/// value there changed a little), or the row deleted. Tables and columns are read from the file itself, so a table
/// a later migration adds is tampered with too. Foreign keys and triggers are left off, as a crafted file has none
/// of their help.
enum Tampering {
    /// Numbers a crafted row holds where the catalog wrote a number.
    static let hostileNumbers: [DatabaseValue] = [
        DatabaseValue.null,
        (-Double.infinity).databaseValue, Double.infinity.databaseValue, (-0.0).databaseValue,
        1e308.databaseValue, (-1e308).databaseValue, 1e15.databaseValue, (-1).databaseValue, 0.databaseValue,
        Int64.max.databaseValue, Int64.min.databaseValue, 2_000_000_000.databaseValue, 100_001.databaseValue,
        (-5e-324).databaseValue, 0.5.databaseValue,
    ]

    /// Text a crafted row holds, where the catalog wrote text or a number.
    static let hostileTexts: [DatabaseValue] = [
        "".databaseValue, "../../../../escaped".databaseValue, "a/b".databaseValue, "..".databaseValue,
        noncharacters.databaseValue, "bell\u{7}tab\tnew\nline\u{1B}[31m".databaseValue,
        "{".databaseValue, "[1,2]".databaseValue, "{\"label\": 1e999}".databaseValue, "{\"label\": [[[[[[[]]]]]]]}".databaseValue,
        "null".databaseValue, "[1e400]".databaseValue, "[-1,9223372036854775807]".databaseValue, "not a number".databaseValue,
        String(repeating: "x", count: 10_001).databaseValue, String(repeating: "é", count: 1 << 20).databaseValue,
        Data([0xED, 0xA0, 0x80, 0xFF, 0x00]).databaseValue,
        "size=1e400x-1 scale=0".databaseValue, "size=390x844 scale=3 offset=inf,nan".databaseValue,
    ]

    /// U+FFFE, U+FFFF and U+FDD0, which Swift source cannot spell as literals.
    static let noncharacters = String(String.UnicodeScalarView([0xFFFE, 0xFFFF, 0xFDD0].compactMap(Unicode.Scalar.init)))

    /// Applies the input's tamperings to the catalog at `path`, and says what they were, one line each (what
    /// `catalog-fuzz --show N --target catalog-rows` prints).
    @discardableResult
    static func apply(_ choices: inout FuzzChoices, to path: String) throws -> [String] {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA recursive_triggers = OFF")
            let tables = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations' ORDER BY name"
            )
            guard !tables.isEmpty else { return [] }
            var done: [String] = []
            let count = 1 + choices.choose(8)
            for _ in 0..<count {
                if let change = try tamper(db, table: tables[choices.choose(tables.count)], &choices) { done.append(change) }
                if choices.isExhausted { break }
            }
            return done
        }
    }

    /// One tampering of `table`, described; nil when the table has no rows to change.
    private static func tamper(_ db: Database, table: String, _ choices: inout FuzzChoices) throws -> String? {
        let columns = try Row.fetchAll(db, sql: "SELECT name, type, pk FROM pragma_table_info(?) ORDER BY cid", arguments: [table])
        let names: [String] = try columns.map { try $0.decode(forColumn: "name") }
        let types: [String] = try columns.map { try $0.decode(forColumn: "type") }
        let key = try columns.filter { try $0.decode(Int.self, forColumn: "pk") > 0 }.map { try $0.decode(String.self, forColumn: "name") }
        let rowCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoted(table))") ?? 0
        guard !names.isEmpty, rowCount > 0 else { return nil }
        // Rows are named by their key (or rowid), the row chosen by its place in key order.
        let keyColumns = key.isEmpty ? "rowid" : key.map(quoted).joined(separator: ", ")
        let row = choices.choose(min(rowCount, 256))
        let which = "(\(keyColumns)) IN (SELECT \(keyColumns) FROM \(quoted(table)) ORDER BY \(keyColumns) LIMIT 1 OFFSET \(row))"
        if choices.choose(10) == 9 {
            try db.execute(sql: "DELETE FROM \(quoted(table)) WHERE \(which)")
            return "\(table): row \(row) (in \(keyColumns) order) deleted"
        }
        let columnIndex = choices.choose(names.count)
        let column = names[columnIndex]
        let numeric = ["INTEGER", "REAL"].contains(types[columnIndex].uppercased())
        let value: DatabaseValue
        switch choices.choose(4) {
        case 0:
            // The value there, changed a little: a number negated or scaled past the limits, text cut or lengthened.
            value = try changed(DatabaseValue.fetchOne(db, sql: "SELECT \(quoted(column)) FROM \(quoted(table)) WHERE \(which)") ?? .null, &choices)
        case 1:
            // Anything at all, of whichever type.
            value = (hostileNumbers + hostileTexts)[choices.choose(hostileNumbers.count + hostileTexts.count)]
        default:
            // A value of the column's own kind: what a crafted file most often holds, and what the catalog's own
            // checks must catch rather than SQLite's types.
            let values = numeric ? hostileNumbers : hostileTexts
            value = values[choices.choose(values.count)]
        }
        try db.execute(sql: "UPDATE OR IGNORE \(quoted(table)) SET \(quoted(column)) = ? WHERE \(which)", arguments: [value])
        let shown = String(describing: value)
        let written = db.changesCount == 0 ? " (refused by a constraint)" : ""
        return "\(table).\(column): row \(row) (in \(keyColumns) order) set to \(shown.count > 60 ? String(shown.prefix(60)) + "…" : shown)\(written)"
    }

    private static func changed(_ value: DatabaseValue, _ choices: inout FuzzChoices) -> DatabaseValue {
        switch value.storage {
        case .int64(let number):
            return [(0 &- number).databaseValue, (number &* 1_000_000_007).databaseValue, (number &+ 1).databaseValue][choices.choose(3)]
        case .double(let number):
            return [(-number).databaseValue, (number * 1e300).databaseValue, (number / 0.0).databaseValue][choices.choose(3)]
        case .string(let text):
            switch choices.choose(3) {
            case 0: return String(text.prefix(text.count / 2)).databaseValue
            case 1: return (text + noncharacters + "../").databaseValue
            default: return String(text.reversed()).databaseValue
            }
        case .blob, .null:
            return hostileTexts[choices.choose(hostileTexts.count)]
        }
    }

    private static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
