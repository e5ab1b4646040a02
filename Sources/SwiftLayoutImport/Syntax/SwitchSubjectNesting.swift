/// A scan of Swift source, before parsing, for `switch` keywords nested in one another's subjects
/// (`switch switch switch … x { … }`).
///
/// swift-syntax's parser looks ahead for the cases of every pending `switch`, so its time grows with the square
/// of such nesting, which its own nesting limit does not count: 2,000 nested keywords in a 64 KB file took over
/// two minutes (a debug build) without reaching an end. No real code nests a `switch` in the subject of another
/// more than once or twice, so more than `limit` pending keywords are refused in linear time instead.
///
/// The scan skips comments and string literals, and takes each `{` as the body of the innermost pending `switch`
/// (a closure in a subject closes it early, which only ever undercounts).
struct SwitchSubjectNesting {
    /// How many `switch` keywords may be pending, each in the subject of the previous one.
    static let limit = 64

    /// The line and column (1-based) of the first `switch` past `limit`, or nil.
    static func firstTooDeep(in source: String) -> (line: Int, column: Int)? {
        let bytes = Array(source.utf8)
        var index = 0
        var line = 1
        var lineStart = 0
        var pending = 0

        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
        }
        func starts(with text: StaticString, at offset: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[offset + $0] == text.utf8Start[$0] }
        }

        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
                index += 1
            } else if starts(with: "//", at: index) {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if starts(with: "/*", at: index) {
                var depth = 0
                repeat {
                    if starts(with: "/*", at: index) {
                        depth += 1
                        index += 2
                    } else if starts(with: "*/", at: index) {
                        depth -= 1
                        index += 2
                    } else {
                        if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
            } else if byte == 0x22 {
                let delimiter: StaticString = starts(with: "\"\"\"", at: index) ? "\"\"\"" : "\""
                index += delimiter.utf8CodeUnitCount
                while index < bytes.count, !starts(with: delimiter, at: index) {
                    if bytes[index] == 0x5C { index += 1 }
                    if index < bytes.count, bytes[index] == 0x0A {
                        line += 1
                        lineStart = index + 1
                        // An unterminated one-line string ends at the end of its line, as the lexer reads it.
                        if delimiter.utf8CodeUnitCount == 1 { break }
                    }
                    index += 1
                }
                index += delimiter.utf8CodeUnitCount
            } else if isIdentifierByte(byte) {
                let start = index
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                if index - start == 6, starts(with: "switch", at: start) {
                    pending += 1
                    if pending > limit { return (line, start - lineStart + 1) }
                }
            } else {
                if byte == 0x7B, pending > 0 { pending -= 1 }
                index += 1
            }
        }
        return nil
    }
}
