import LayoutModel

/// Reads JSON text (RFC 8259) into `SpecNode`s with line and column positions. Duplicate keys and syntax
/// errors become diagnostics with the position of the fault.
///
/// Every value is located, so positions are counted as the reader moves on (see `here()`): reading is linear
/// in the length of the text even when it is all on one line, as minified files are. The reader recurses once
/// per nesting level, so a container nested deeper than `InputLimits.documentNesting` is refused with its path.
struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// A byte offset on the current line whose column is known, so `here()` counts on from it.
    private var countedIndex = 0
    private var countedColumn = 1
    private let file: String
    private(set) var diagnostics: [SpecDiagnostic] = []

    init(text: String, file: String) {
        self.bytes = Array(text.utf8)
        self.file = file
    }

    private struct SyntaxError: Error {
        var message: String
        var location: SourceLocation
    }

    /// A container nested past `InputLimits.documentNesting`: valid JSON, refused before reading it can
    /// exhaust the stack.
    private struct NestingTooDeep: Error {
        var path: String
        var location: SourceLocation
    }

    /// The document's root value, or nil after recording a syntax error.
    mutating func read() -> SpecNode? {
        do {
            skipWhitespace()
            let root = try parseValue(path: "$", depth: 0)
            skipWhitespace()
            if index < bytes.count {
                throw SyntaxError(message: "unexpected text after the JSON value", location: here())
            }
            return root
        } catch let error as SyntaxError {
            diagnostics.append(
                SpecDiagnostic(file: file, path: "$", location: error.location, message: "invalid JSON: \(error.message)")
            )
            return nil
        } catch let error as NestingTooDeep {
            diagnostics.append(
                SpecDiagnostic(file: file, path: error.path, location: error.location, message: InputLimits.documentNestingFault)
            )
            return nil
        } catch {
            return nil
        }
    }

    /// The line and column of the current byte. Columns count characters, not bytes (UTF-8 continuation
    /// bytes are skipped). The reader only moves forward, so the count carries on from the last position asked
    /// for on the same line: counting from the line's start every time made a one-line file quadratic (a
    /// 134 KB minified spec took 68 s to import).
    private mutating func here() -> SourceLocation {
        if countedIndex < lineStart {
            countedIndex = lineStart
            countedColumn = 1
        }
        while countedIndex < index {
            if bytes[countedIndex] & 0xC0 != 0x80 { countedColumn += 1 }
            countedIndex += 1
        }
        return SourceLocation(line: line, column: countedColumn)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    /// The value at the current byte, inside `depth` containers.
    private mutating func parseValue(path: String, depth: Int) throws -> SpecNode {
        guard index < bytes.count else { throw SyntaxError(message: "unexpected end of file", location: here()) }
        let location = here()
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < InputLimits.documentNesting else { throw NestingTooDeep(path: path, location: location) }
            return bytes[index] == UInt8(ascii: "{")
                ? try parseObject(path: path, depth: depth, location: location)
                : try parseArray(path: path, depth: depth, location: location)
        case UInt8(ascii: "\""): return SpecNode(.string(try parseString()), at: location)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return SpecNode(.bool(true), at: location)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return SpecNode(.bool(false), at: location)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return SpecNode(.null, at: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return SpecNode(.number(try parseNumber()), at: location)
        default:
            throw SyntaxError(message: "unexpected character '\(character(at: index))'", location: location)
        }
    }

    private func character(at position: Int) -> String {
        var end = position + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[position..<min(end, bytes.count)], as: UTF8.self)
    }

    private mutating func expectWord(_ word: String) throws {
        let location = here()
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw SyntaxError(message: "expected '\(word)'", location: location)
            }
            index += 1
        }
    }

    private mutating func parseObject(path: String, depth: Int, location: SourceLocation) throws -> SpecNode {
        index += 1
        var members = ObjectMembers()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return SpecNode(.object([]), at: location)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw SyntaxError(message: "expected a key in double quotes", location: here())
            }
            let keyLocation = here()
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw SyntaxError(message: "expected ':' after the key \"\(key)\"", location: here())
            }
            index += 1
            skipWhitespace()
            let childPath = SpecPath.appending(key: key, to: path)
            let value = try parseValue(path: childPath, depth: depth + 1)
            if let previous = members.append(key: key, value: value) {
                diagnostics.append(
                    SpecDiagnostic(
                        file: file, path: childPath, location: keyLocation,
                        message: "duplicate key \"\(key)\" (also at line \(previous.location.line))"
                    )
                )
            }
            skipWhitespace()
            guard index < bytes.count else { throw SyntaxError(message: "unexpected end of file in an object", location: here()) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return SpecNode(.object(members.members), at: location)
            }
            throw SyntaxError(message: "expected ',' or '}' in an object", location: here())
        }
    }

    private mutating func parseArray(path: String, depth: Int, location: SourceLocation) throws -> SpecNode {
        index += 1
        var elements: [SpecNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return SpecNode(.array(elements), at: location)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(path: "\(path)[\(elements.count)]", depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw SyntaxError(message: "unexpected end of file in an array", location: here()) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return SpecNode(.array(elements), at: location)
            }
            throw SyntaxError(message: "expected ',' or ']' in an array", location: here())
        }
    }

    private mutating func parseString() throws -> String {
        let location = here()
        index += 1
        var buffer: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): buffer.append(0x22)
                case UInt8(ascii: "\\"): buffer.append(0x5C)
                case UInt8(ascii: "/"): buffer.append(0x2F)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try parseHex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            // A high surrogate not followed by a low one stands alone (U+FFFD below); the escape
                            // after it is read again on its own.
                            index -= 6
                        }
                    }
                    let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                    buffer.append(contentsOf: Array(String(character).utf8))
                default:
                    throw SyntaxError(message: "invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string", location: here())
                }
            case 0x0A, 0x0D:
                throw SyntaxError(message: "line break inside a string", location: here())
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw SyntaxError(message: "unterminated string", location: location)
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw SyntaxError(message: "invalid \\u escape", location: here()) }
        index += 4
        return value
    }

    private mutating func parseNumber() throws -> Double {
        let location = here()
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        guard digits() > 0 else { throw SyntaxError(message: "invalid number", location: location) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw SyntaxError(message: "invalid number: digits expected after '.'", location: location) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw SyntaxError(message: "invalid number: digits expected in the exponent", location: location) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw SyntaxError(message: "invalid number '\(text)'", location: location) }
        return value
    }
}
