/// Reads RFC 4180 CSV: comma-separated fields, double-quoted fields that may hold commas, quotes (doubled) and
/// line breaks, CRLF or LF line ends. Each row remembers the line it starts on and where each field starts, for
/// error messages.
struct CSVReader {
    struct Row {
        var line: Int
        var fields: [String]
        /// Where each field starts (its opening quote, if quoted).
        var starts: [(line: Int, column: Int)] = []
    }

    struct Fault: Error {
        var line: Int
        var column: Int
        var message: String
    }

    static func rows(_ text: String) throws(Fault) -> [Row] {
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var column = 0
        var rowLine = 1
        var inQuotes = false
        var quoteStart = (line: 1, column: 1)
        var afterQuote = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar?
        var starts: [(line: Int, column: Int)] = [(1, 1)]

        func endRow() {
            fields.append(field)
            field = ""
            if !(fields.count == 1 && fields[0].isEmpty) { rows.append(Row(line: rowLine, fields: fields, starts: starts)) }
            fields = []
        }

        while let scalar = pending ?? scalars.next() {
            pending = nil
            column += 1
            if inQuotes {
                if scalar == "\"" {
                    let next = scalars.next()
                    if next == "\"" {
                        field.unicodeScalars.append("\"")
                        column += 1
                    } else {
                        inQuotes = false
                        afterQuote = true
                        pending = next
                    }
                } else {
                    if scalar == "\n" {
                        line += 1
                        column = 0
                    }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case ",":
                fields.append(field)
                field = ""
                afterQuote = false
                starts.append((line, column + 1))
            case "\r":
                continue
            case "\n":
                endRow()
                afterQuote = false
                line += 1
                column = 0
                rowLine = line
                starts = [(line, 1)]
            case "\"":
                guard field.isEmpty, !afterQuote else {
                    throw Fault(line: line, column: column, message: "a quote inside an unquoted field (quote the whole field and double the quote)")
                }
                inQuotes = true
                quoteStart = (line, column)
            default:
                if afterQuote {
                    throw Fault(line: line, column: column, message: "text after a closing quote (expected a comma or the end of the line)")
                }
                field.unicodeScalars.append(scalar)
            }
        }
        if inQuotes {
            throw Fault(line: quoteStart.line, column: quoteStart.column, message: "a quoted field is never closed")
        }
        if !field.isEmpty || !fields.isEmpty { endRow() }
        return rows
    }

    /// A fault for every header column named like an earlier one, at the later column: records are read into
    /// fields by name, so the second column's values would silently replace the first's.
    static func duplicateColumns(in header: Row) -> [Fault] {
        var first: [String: Int] = [:]
        var faults: [Fault] = []
        for (index, name) in header.fields.enumerated() {
            guard let earlier = first[name] else {
                first[name] = index
                continue
            }
            let start = index < header.starts.count ? header.starts[index] : (line: header.line, column: 1)
            faults.append(Fault(
                line: start.line, column: start.column,
                message: "columns \(earlier + 1) and \(index + 1) of the header are both named \"\(name)\"; each column needs a name of its own"
            ))
        }
        return faults
    }
}
