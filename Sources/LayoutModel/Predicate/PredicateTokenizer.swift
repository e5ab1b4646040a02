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

/// Splits predicate text into tokens, each with the position (a character from 1) it starts at, ending with
/// `.end`: names (letters, `_`, digits and `.` after the first), case literals (`.pad`: a `.` and a name), numbers
/// (`-1.5e3`, `.5`), quoted strings with `\` escapes, parentheses and operators (`==`, `!=`, `<`, `<=`, `>`, `>=`,
/// `&&`, `||`, `!`). The scanning and the positions are `ExpressionScanner`'s, as a flow expression's are.
struct PredicateTokenizer {
    private var scanner: ExpressionScanner

    init(_ text: String) {
        scanner = ExpressionScanner(text)
    }

    /// Every token of the text, or the first fault in it.
    static func tokens(of text: String) throws(PredicateSyntaxError) -> [(token: PredicateToken, position: Int)] {
        var tokenizer = PredicateTokenizer(text)
        var result: [(token: PredicateToken, position: Int)] = []
        while let token = try tokenizer.next() { result.append(token) }
        result.append((.end, tokenizer.scanner.position))
        return result
    }

    /// The next token and its position, skipping whitespace; nil at the end of the text.
    private mutating func next() throws(PredicateSyntaxError) -> (token: PredicateToken, position: Int)? {
        guard scanner.skipWhitespace(), let scalar = scanner.peek() else { return nil }
        let start = scanner.position
        let token: PredicateToken
        if scalar == "(" || scalar == ")" {
            scanner.advance()
            token = scalar == "(" ? .leftParen : .rightParen
        } else if scalar == "\"" || scalar == "'" {
            token = .string(try readString(quote: scalar))
        } else if scanner.startsUnsignedNumber || (scalar == "-" && (ExpressionScanner.isDigit(scanner.peek(1)) || scanner.peek(1) == ".")) {
            token = .number(try readNumber())
        } else if ExpressionScanner.isNameStart(scalar) {
            token = .name(scanner.readName())
        } else if scalar == ".", ExpressionScanner.isNameStart(scanner.peek(1)) {
            scanner.advance()
            token = .caseName(scanner.readName())
        } else {
            token = .op(try readOperator(first: scalar))
        }
        return (token, start)
    }

    /// A quoted string, the quotes left out and each `\` escape taken as the character after it.
    private mutating func readString(quote: Unicode.Scalar) throws(PredicateSyntaxError) -> String {
        let start = scanner.position
        scanner.advance()
        var value = String.UnicodeScalarView()
        while let character = scanner.peek() {
            if character == "\\", let escaped = scanner.peek(1) {
                value.append(escaped)
                scanner.advance(by: 2)
            } else if character == quote {
                scanner.advance()
                return String(value)
            } else {
                value.append(character)
                scanner.advance()
            }
        }
        throw PredicateSyntaxError(position: start, message: "unterminated string")
    }

    /// A number with its sign (`-` may be followed by a digit or a `.`: `-.5`), read as one finite number.
    private mutating func readNumber() throws(PredicateSyntaxError) -> Double {
        let start = scanner.position
        var text = ""
        if scanner.peek() == "-" {
            text = "-"
            scanner.advance()
        }
        text += scanner.readNumberText()
        guard let value = Double(text), value.isFinite else {
            throw PredicateSyntaxError(position: start, message: ExpressionScanner.notAFiniteNumber(text))
        }
        return value
    }

    /// A two-character operator, else a one-character one; a lone `=` or any other character is a fault.
    private mutating func readOperator(first: Unicode.Scalar) throws(PredicateSyntaxError) -> String {
        if let second = scanner.peek(1) {
            let two = String(first) + String(second)
            if ["==", "!=", "<=", ">=", "&&", "||"].contains(two) {
                scanner.advance(by: 2)
                return two
            }
        }
        if ["<", ">", "!"].contains(String(first)) {
            scanner.advance()
            return String(first)
        }
        if first == "=" { throw PredicateSyntaxError(position: scanner.position, message: "'=' is not an operator; write '=='") }
        throw PredicateSyntaxError(position: scanner.position, message: ExpressionScanner.unexpectedCharacter(first))
    }
}
