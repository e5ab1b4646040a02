/// Reads the text of an expression one Unicode scalar at a time: the scanning that `visibleWhen` predicates
/// (`PredicateTokenizer`) and flow sizes (`FlowExpressionParser`) share, with their one convention for where a
/// token starts.
///
/// A position is the character (Unicode scalar) counted from 1, as a fault prints it: `position` of the first
/// character is 1, and at the end of the text it is one past the last character, where "the end of the text" is.
struct ExpressionScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The position (from 1) of the next character.
    var position: Int { index + 1 }

    /// The next character, or the one `ahead` of it; nil past the end.
    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        index + ahead < scalars.count ? scalars[index + ahead] : nil
    }

    mutating func advance(by count: Int = 1) {
        index = min(index + count, scalars.count)
    }

    /// Skips spaces, tabs and line breaks; false at the end of the text.
    mutating func skipWhitespace() -> Bool {
        while let scalar = peek(), scalar.properties.isWhitespace { index += 1 }
        return index < scalars.count
    }

    static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return ("0"..."9").contains(scalar)
    }

    /// A letter (of any script, as in a Swift identifier) or `_`.
    static func isNameStart(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar == "_" || scalar.properties.isAlphabetic
    }

    /// After the first character, a name also takes digits and `.` (`safeArea.top`, `item.width`).
    static func isNamePart(_ scalar: Unicode.Scalar?) -> Bool {
        isNameStart(scalar) || isDigit(scalar) || scalar == "."
    }

    /// True at a number without its sign: a digit, or a `.` that a digit follows (`.5`).
    var startsUnsignedNumber: Bool {
        Self.isDigit(peek()) || (peek() == "." && Self.isDigit(peek(1)))
    }

    /// A name: a name start and every name part after it.
    mutating func readName() -> String {
        var name = String.UnicodeScalarView()
        while let scalar = peek(), name.isEmpty ? Self.isNameStart(scalar) : Self.isNamePart(scalar) {
            name.append(scalar)
            index += 1
        }
        return String(name)
    }

    /// The text of a number: every digit, point and exponent `e` (with a sign right after it) in a row, for the
    /// caller to read as a `Double`, so `1.2.3` and `1e+` are one fault, not two tokens.
    mutating func readNumberText() -> String {
        var text = String.UnicodeScalarView()
        while let scalar = peek(),
            Self.isDigit(scalar) || scalar == "." || scalar == "e" || scalar == "E"
                || ((scalar == "-" || scalar == "+") && (text.last == "e" || text.last == "E"))
        {
            text.append(scalar)
            index += 1
        }
        return String(text)
    }

    /// How both expression languages word a number that does not read as one finite `Double` (`1.2.3`, `1e+`, `1e999`).
    static func notAFiniteNumber(_ text: String) -> String {
        "\"\(text)\" is not a finite number"
    }

    /// How both expression languages word a character that starts no token.
    static func unexpectedCharacter(_ scalar: Unicode.Scalar) -> String {
        "unexpected character \"\(scalar)\""
    }
}
