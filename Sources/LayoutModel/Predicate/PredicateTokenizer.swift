/// One token of predicate text.
enum PredicateToken: Equatable {
    case name(String)
    case number(Double)
    case string(String)
    case op(String)
    /// `.pad`: a case literal, its name without the dot.
    case caseName(String)
    case leftParen
    case rightParen
    case end
}

/// Splits predicate text into tokens, each with the character offset it starts at, ending with `.end`: names
/// (letters, `_`, digits and `.` after the first), case literals (`.pad`: a `.` and a name), numbers (`-1.5e3`,
/// `.5`), quoted strings with `\` escapes,
/// parentheses and operators (`==`, `!=`, `<`, `<=`, `>`, `>=`, `&&`, `||`, `!`). One small reader per kind of token.
struct PredicateTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Every token of the text, or the first fault in it.
    static func tokens(of text: String) throws -> [(token: PredicateToken, offset: Int)] {
        var tokenizer = PredicateTokenizer(text)
        var result: [(token: PredicateToken, offset: Int)] = []
        while let token = try tokenizer.next() { result.append(token) }
        result.append((.end, tokenizer.scalars.count))
        return result
    }

    /// The next token and its offset, skipping whitespace; nil at the end of the text.
    private mutating func next() throws -> (token: PredicateToken, offset: Int)? {
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        guard index < scalars.count else { return nil }
        let start = index
        let scalar = scalars[index]
        let token: PredicateToken
        if scalar == "(" || scalar == ")" {
            index += 1
            token = scalar == "(" ? .leftParen : .rightParen
        } else if scalar == "\"" || scalar == "'" {
            token = .string(try readString(quote: scalar))
        } else if startsNumber() {
            token = .number(try readNumber())
        } else if Self.isNameStart(scalar) {
            token = .name(readName())
        } else if scalar == ".", let following = self.scalar(at: index + 1), Self.isNameStart(following) {
            index += 1
            token = .caseName(readName())
        } else {
            token = .op(try readOperator())
        }
        return (token, start)
    }

    private func scalar(at position: Int) -> Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return ("0"..."9").contains(scalar)
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || isDigit(scalar) || scalar == "."
    }

    /// A quoted string, the quotes left out and each `\` escape taken as the character after it.
    private mutating func readString(quote: Unicode.Scalar) throws -> String {
        let start = index
        index += 1
        var value = String.UnicodeScalarView()
        while let character = scalar(at: index) {
            if character == "\\", let escaped = scalar(at: index + 1) {
                value.append(escaped)
                index += 2
            } else if character == quote {
                index += 1
                return String(value)
            } else {
                value.append(character)
                index += 1
            }
        }
        throw PredicateSyntaxError(offset: start, message: "unterminated string")
    }

    /// A digit, or a `-` or `.` that a digit follows (`-` may also be followed by `.`: `-.5`).
    private func startsNumber() -> Bool {
        let scalar = scalars[index]
        let following = self.scalar(at: index + 1)
        if Self.isDigit(scalar) { return true }
        if scalar == "-" { return Self.isDigit(following) || following == "." }
        return scalar == "." && Self.isDigit(following)
    }

    /// Digits, points and an exponent (`e`, with its sign), read as one finite number.
    private mutating func readNumber() throws -> Double {
        let start = index
        var text = String(scalars[index])
        index += 1
        while let character = scalar(at: index),
            Self.isDigit(character) || character == "." || character == "e" || character == "E"
                || ((character == "-" || character == "+") && (text.hasSuffix("e") || text.hasSuffix("E")))
        {
            text.unicodeScalars.append(character)
            index += 1
        }
        guard let value = Double(text), value.isFinite else {
            throw PredicateSyntaxError(offset: start, message: "'\(text)' is not a number")
        }
        return value
    }

    private mutating func readName() -> String {
        var name = String.UnicodeScalarView()
        while let character = scalar(at: index), Self.isNamePart(character) {
            name.append(character)
            index += 1
        }
        return String(name)
    }

    /// A two-character operator, else a one-character one; a lone `=` or any other character is a fault.
    private mutating func readOperator() throws -> String {
        let first = scalars[index]
        if let second = scalar(at: index + 1) {
            let two = String(first) + String(second)
            if ["==", "!=", "<=", ">=", "&&", "||"].contains(two) {
                index += 2
                return two
            }
        }
        if ["<", ">", "!"].contains(String(first)) {
            index += 1
            return String(first)
        }
        if first == "=" { throw PredicateSyntaxError(offset: index, message: "'=' is not an operator; write '=='") }
        throw PredicateSyntaxError(offset: index, message: "unexpected character '\(first)'")
    }
}
