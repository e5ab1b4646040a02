import Foundation
internal import CatalogStore
import LayoutModel
import SpecFormat

extension Catalog {
    /// Runs a read-only SQL statement and writes the answer through `write` as it is read (csv and json stream;
    /// a table holds its first rows to size the columns, `QueryTableWriter`). Returns the number of rows.
    @discardableResult
    public func query(_ sql: String, format: QueryFormat, write writeOut: (String) throws -> Void) throws -> Int {
        try reading { database in try query(sql, format: format, in: database, write: writeOut) }
    }

    private func query(_ sql: String, format: QueryFormat, in database: CatalogDatabase, write writeOut: (String) throws -> Void) throws -> Int {
        var count = 0
        var names: [String] = []
        var table: QueryTableWriter?
        // A failure to write the answer (a closed pipe, a full disk) stops the query and is reported as it is,
        // not as a failed query.
        var writeFailure: (any Error)?
        func write(_ text: String) throws {
            do { try writeOut(text) } catch {
                writeFailure = error
                throw error
            }
        }
        do {
            try database.query(
                sql,
                columns: { columns in
                    names = columns
                    switch format {
                    case .csv: try write(columns.map(Self.csvField).joined(separator: ",") + "\n")
                    case .json: try write("[")
                    case .table: table = QueryTableWriter(names: columns)
                    }
                },
                row: { values in
                    switch format {
                    case .csv:
                        try write(values.map { Self.csvField(Self.plain($0)) }.joined(separator: ",") + "\n")
                    case .json:
                        var object = count == 0 ? "\n  {" : ",\n  {"
                        for (index, value) in values.enumerated() {
                            if index > 0 { object += ", " }
                            JSONWriter.writeString(names[index], into: &object)
                            object += ": " + Self.json(value)
                        }
                        try write(object + "}")
                    case .table:
                        if let text = table?.add(values.map(Self.tableCell)), !text.isEmpty { try write(text) }
                    }
                    count += 1
                }
            )
        } catch let error where writeFailure != nil {
            throw error
        } catch let error as QueryError {
            throw QueryFailure.refused(reason: error.description)
        } catch {
            throw QueryFailure.failed(reason: CatalogDatabase.message(of: error))
        }
        switch format {
        case .json: try write(count == 0 ? "]\n" : "\n]\n")
        case .csv: break
        case .table: if let text = table?.finish() { try write(text) }
        }
        return count
    }

    static func plain(_ value: QueryValue) -> String {
        switch value {
        case .null: return ""
        case .integer(let number): return String(number)
        case .real(let number): return formatNumber(number)
        case .text(let text): return text
        case .blob(let bytes): return bytes.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        }
    }

    static func tableCell(_ value: QueryValue) -> String {
        value == .null ? "NULL" : plain(value)
    }

    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) || text.hasPrefix(" ") || text.hasSuffix(" ")
        else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func json(_ value: QueryValue) -> String {
        switch value {
        case .null: return "null"
        case .integer(let number): return String(number)
        case .real(let number): return number.isFinite ? formatNumber(number) : "null"
        case .text(let text):
            var output = ""
            JSONWriter.writeString(text, into: &output)
            return output
        case .blob: return "\"" + plain(value) + "\""
        }
    }
}

extension String {
    var trailingSpacesRemoved: String {
        var result = self
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
