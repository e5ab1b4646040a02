import Foundation
internal import GRDB

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
    /// it runs, and it runs on a read-only connection besides (`QueryConnection`).
    ///
    /// `arguments` bind the statement's `?` parameters in order. Statements are prepared once per catalog and
    /// reused: preparing a query on the `frames` view means compiling the views it stands on, which costs several
    /// times what running a viewport query does, so a caller that repeats a query with new bounds (`y < ? AND
    /// y + height > ?`) pays for it once.
    @discardableResult
    public func query(
        _ sql: String, arguments: [QueryValue] = [], columns: ([String]) throws -> Void = { _ in },
        row: ([QueryValue]) throws -> Void
    ) throws -> [String] {
        try queryConnection.reader(fallback: writer).read { db in
            let statement = try Self.readOnlyStatement(db, sql)
            try statement.setArguments(StatementArguments(arguments.map(\.databaseValue)))
            let names = statement.columnNames
            try columns(names)
            let cursor = try Row.fetchCursor(statement)
            while let fetched = try cursor.next() {
                var values: [QueryValue] = []
                values.reserveCapacity(names.count)
                for index in 0..<names.count {
                    let value: DatabaseValue = fetched[index]
                    values.append(QueryValue(value))
                }
                try row(values)
            }
            return names
        }
    }

    /// The prepared statement for `sql`, from the connection's statement cache, or the reason it is refused:
    /// empty, several statements, or a statement that writes.
    static func readOnlyStatement(_ db: Database, _ sql: String) throws -> Statement {
        let statement: Statement
        do {
            statement = try db.cachedStatement(sql: sql)
        } catch {
            // A write to a view fails while it is prepared, before it could be seen to write: still a write.
            if let error = error as? DatabaseError, error.message?.contains("because it is a view") == true {
                throw QueryError.writes(sql.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            // GRDB refuses empty and multi-statement text with a generic error; say which it was.
            let statements = try db.allStatements(sql: sql)
            guard try statements.next() != nil else { throw QueryError.empty }
            if try statements.next() != nil { throw QueryError.severalStatements }
            throw error
        }
        guard statement.isReadonly else { throw QueryError.writes(sql.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return statement
    }
}

extension QueryValue {
    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let value): self = .integer(value)
        case .double(let value): self = .real(value)
        case .string(let value): self = .text(value)
        case .blob(let data): self = .blob(Array(data))
        }
    }

    var databaseValue: DatabaseValue {
        switch self {
        case .null: return .null
        case .integer(let value): return value.databaseValue
        case .real(let value): return value.databaseValue
        case .text(let value): return value.databaseValue
        case .blob(let bytes): return Data(bytes).databaseValue
        }
    }
}
