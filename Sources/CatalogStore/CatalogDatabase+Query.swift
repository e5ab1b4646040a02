import Foundation
import GRDB

/// A value in a query result.
public enum QueryValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

/// Why a query was refused.
public enum QueryError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case severalStatements
    case writes(String)

    public var description: String {
        switch self {
        case .empty:
            return "the query is empty"
        case .severalStatements:
            return "give one SQL statement at a time"
        case .writes(let sql):
            return "catalog query is read-only, and this statement would change the catalog: \(sql.prefix(80)). Use catalog import and catalog compute to change it."
        }
    }
}

extension CatalogDatabase {
    /// Runs one read-only SQL statement and hands each row to `row` as it is read (nothing is collected, so a
    /// million-row answer streams). Returns the column names. A statement that would write is refused before
    /// it runs, and reads run on a read-only connection besides.
    @discardableResult
    public func query(_ sql: String, columns: ([String]) throws -> Void = { _ in }, row: ([QueryValue]) throws -> Void) throws -> [String] {
        try writer.read { db in
            let statements = try db.allStatements(sql: sql)
            guard let statement = try statements.next() else { throw QueryError.empty }
            if try statements.next() != nil { throw QueryError.severalStatements }
            guard statement.isReadonly else { throw QueryError.writes(sql.trimmingCharacters(in: .whitespacesAndNewlines)) }
            let names = statement.columnNames
            try columns(names)
            let cursor = try Row.fetchCursor(statement)
            while let fetched = try cursor.next() {
                var values: [QueryValue] = []
                values.reserveCapacity(names.count)
                for index in 0..<names.count {
                    let value: DatabaseValue = fetched[index]
                    switch value.storage {
                    case .null: values.append(.null)
                    case .int64(let value): values.append(.integer(value))
                    case .double(let value): values.append(.real(value))
                    case .string(let value): values.append(.text(value))
                    case .blob(let data): values.append(.blob(Array(data)))
                    }
                }
                try row(values)
            }
            return names
        }
    }
}
