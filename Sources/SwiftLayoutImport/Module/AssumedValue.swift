/// What `--assume NAME=VALUE` gives a name the code reads but the files do not determine: a number
/// (`self.view.frame.height=844`), or a word: an enum case (`layoutKind=grid`, also written `.grid`), `true` or
/// `false`.
public enum AssumedValue: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    case number(Double)
    case word(String)

    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }

    /// The value a text names: a finite number, else a Swift identifier (a leading `.` dropped); nil otherwise.
    public init?(parsing text: String) {
        if let number = Double(text) {
            guard number.isFinite else { return nil }
            self = .number(number)
            return
        }
        let word = text.hasPrefix(".") ? String(text.dropFirst()) : text
        guard let first = word.first, first.isLetter || first == "_", word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return nil
        }
        self = .word(word)
    }

    public var description: String {
        switch self {
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .word(let word): return word
        }
    }

    /// The number, for uses where only a number will do (the arithmetic of a flow spec's names).
    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}
