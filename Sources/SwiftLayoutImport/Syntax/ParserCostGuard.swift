/// A scan of Swift source, before parsing, for the two shapes on which swift-syntax's parser takes time that grows
/// with the square of the file (its own nesting limit counts neither), refused in linear time instead:
///
/// - `switch` keywords nested in one another's subjects (`switch switch switch … x { … }`): the parser looks ahead
///   for the cases of every pending `switch`; 2,000 of them in a 64 KB file ran for minutes (a debug build).
/// - Closing brackets with no opening one: the parser's error recovery looks ahead from each stray closer; 1,052
///   stray `)` in a 35 KB file took 37 to 95 s.
///
/// No file that compiles has a stray closer, and none nests a `switch` in another's subject more than once or
/// twice, so `limit` of either is far from real code. The scan skips comments and string literals, and takes each
/// `{` as the body of the innermost pending `switch` (a closure in a subject closes it early, which only ever
/// undercounts).
struct ParserCostGuard {
    /// How many `switch` keywords may be pending, each in the subject of the previous one, and how many closing
    /// brackets may have no opening one.
    static let limit = 64

    /// Why the file is refused, at the line and column (1-based) of the keyword or bracket past `limit`, or nil.
    static func refusal(in source: String) -> (line: Int, column: Int, message: String)? {
        let bytes = Array(source.utf8)
        var index = 0
        var line = 1
        var lineStart = 0
        var pending = 0
        var open = 0
        var strayClosers = 0

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
                    if pending > limit {
                        return (line, start - lineStart + 1, "`switch` nested more than \(limit) deep in the subjects of other switches (the limit for Swift source); the file is not read")
                    }
                }
            } else {
                switch byte {
                case 0x28, 0x5B, 0x7B:  // ( [ {
                    open += 1
                    if byte == 0x7B, pending > 0 { pending -= 1 }
                case 0x29, 0x5D, 0x7D:  // ) ] }
                    if open > 0 {
                        open -= 1
                    } else {
                        strayClosers += 1
                        if strayClosers > limit {
                            return (line, index - lineStart + 1, "more than \(limit) closing brackets without an opening one (the limit for Swift source): the file does not compile, and the parser's recovery from each would take minutes; the file is not read")
                        }
                    }
                default: break
                }
                index += 1
            }
        }
        return nil
    }
}
