/// A scan of Swift source, before parsing, for the two shapes on which swift-syntax's parser takes time that grows
/// with the square of the file (its own nesting limit counts neither), refused in linear time instead:
///
/// - `switch` keywords nested in one another's subjects (`switch switch switch … x { … }`): the parser looks ahead
///   for the cases of every pending `switch`; 2,000 of them in a 64 KB file ran for minutes (a debug build).
/// - Closing brackets with no opening one: the parser's error recovery looks ahead from each stray closer; 1,052
///   stray `)` in a 35 KB file took 37 to 95 s.
///
/// - Closures whose signature (`{ (index, environment) -> Section`) has no `in` yet, nested in one another: the
///   parser looks ahead for each one's `in` again at every level, in time that grows with the cube of their number;
///   591 of them in a 22 KB file took 28 s (release).
///
/// No file that compiles has a stray closer, none nests a `switch` in another's subject more than once or twice, and
/// none opens a closure inside another's parameter list, so `limit` of any is far from real code. The scan skips comments and string literals, and takes each
/// `{` as the body of the innermost pending `switch` (a closure in a subject closes it early, which only ever
/// undercounts).
struct ParserCostGuard {
    /// How many `switch` keywords may be pending, each in the subject of the previous one, and how many closing
    /// brackets may have no opening one.
    static let limit = 64

    /// A refusal: where (1-based line and column) and why.
    typealias Refusal = (line: Int, column: Int, message: String)

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// `switch` keywords whose body has not opened yet.
    private var pendingSwitches = 0
    private var openBrackets = 0
    private var strayClosers = 0
    /// For each open `{`, whether it opened a closure whose parameter list (`(` or `[` right after it) has no `in` yet.
    private var braces: [Bool] = []
    private var closuresAwaitingIn = 0

    private init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// Why the file is refused, at the line and column of the keyword or bracket past `limit`, or nil.
    static func refusal(in source: String) -> Refusal? {
        var scan = ParserCostGuard(source)
        return scan.run()
    }

    /// One pass over the file: each step consumes a line break, a comment, a string literal, a word or one byte.
    private mutating func run() -> Refusal? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                newLine(at: index)
                index += 1
            } else if starts(with: "//") {
                skipLineComment()
            } else if starts(with: "/*") {
                skipBlockComment()
            } else if byte == 0x22 {
                skipStringLiteral()
            } else if Self.isIdentifierByte(byte) {
                if let refusal = scanWord() { return refusal }
            } else {
                if let refusal = scanBracket(byte) { return refusal }
                index += 1
            }
        }
        return nil
    }

    private mutating func newLine(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }

    private func starts(with text: StaticString, at offset: Int? = nil) -> Bool {
        let offset = offset ?? index
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[offset + $0] == text.utf8Start[$0] }
    }

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
    }

    /// `/* … */`, nested ones included, as Swift reads them.
    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if starts(with: "/*") {
                depth += 1
                index += 2
            } else if starts(with: "*/") {
                depth -= 1
                index += 2
            } else {
                if bytes[index] == 0x0A { newLine(at: index) }
                index += 1
            }
        } while depth > 0 && index < bytes.count
    }

    /// `"…"` or `"""…"""`, escapes included; an unterminated one-line string ends at the end of its line, as the
    /// lexer reads it.
    private mutating func skipStringLiteral() {
        let delimiter: StaticString = starts(with: "\"\"\"") ? "\"\"\"" : "\""
        index += delimiter.utf8CodeUnitCount
        while index < bytes.count, !starts(with: delimiter) {
            if bytes[index] == 0x5C { index += 1 }
            if index < bytes.count, bytes[index] == 0x0A {
                newLine(at: index)
                if delimiter.utf8CodeUnitCount == 1 { break }
            }
            index += 1
        }
        index += delimiter.utf8CodeUnitCount
    }

    /// A word; `switch` is one more pending switch.
    private mutating func scanWord() -> Refusal? {
        let start = index
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        if index - start == 2, starts(with: "in", at: start), let innermost = braces.indices.last, braces[innermost] {
            braces[innermost] = false
            closuresAwaitingIn -= 1
            return nil
        }
        guard index - start == 6, starts(with: "switch", at: start) else { return nil }
        pendingSwitches += 1
        guard pendingSwitches > Self.limit else { return nil }
        return (line, start - lineStart + 1, "`switch` nested more than \(Self.limit) deep in the subjects of other switches (the limit for Swift source); the file is not read")
    }

    /// An opening bracket (a `{` opens the innermost pending switch's body) or a closing one.
    private mutating func scanBracket(_ byte: UInt8) -> Refusal? {
        switch byte {
        case 0x28, 0x5B, 0x7B:  // ( [ {
            openBrackets += 1
            guard byte == 0x7B else { return nil }
            if pendingSwitches > 0 { pendingSwitches -= 1 }
            var next = index + 1
            while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
            let opensSignature = next < bytes.count && (bytes[next] == 0x28 || bytes[next] == 0x5B)
            braces.append(opensSignature)
            if opensSignature {
                closuresAwaitingIn += 1
                if closuresAwaitingIn > Self.limit {
                    return (line, index - lineStart + 1, "more than \(Self.limit) closures nested before their parameter lists' `in` (the limit for Swift source): the file does not compile, and the parser would take minutes to say so; the file is not read")
                }
            }
        case 0x29, 0x5D, 0x7D:  // ) ] }
            if byte == 0x7D, let awaiting = braces.popLast(), awaiting { closuresAwaitingIn -= 1 }
            if openBrackets > 0 {
                openBrackets -= 1
                return nil
            }
            strayClosers += 1
            if strayClosers > Self.limit {
                return (line, index - lineStart + 1, "more than \(Self.limit) closing brackets without an opening one (the limit for Swift source): the file does not compile, and the parser's recovery from each would take minutes; the file is not read")
            }
        default:
            break
        }
        return nil
    }
}
