/// Reads RFC 4180 CSV: comma-separated fields, double-quoted fields that may hold commas, quotes (doubled) and
/// line breaks, CRLF or LF line ends. Each row remembers the line it starts on, for error messages.
struct CSVReader {
    struct Row {
        var line: Int
        var fields: [String]
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

        func endRow() {
            fields.append(field)
            field = ""
            if !(fields.count == 1 && fields[0].isEmpty) { rows.append(Row(line: rowLine, fields: fields)) }
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
            case "\r":
                continue
            case "\n":
                endRow()
                afterQuote = false
                line += 1
                column = 0
                rowLine = line
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
}
