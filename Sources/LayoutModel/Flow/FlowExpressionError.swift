/// Why a flow expression cannot be read or evaluated.
///
/// Syntax faults carry the character position (from 1) where reading stopped, so a spec diagnostic can say
/// `cannot read "(width - 30 / 2": missing ")" at character 16`. Evaluation faults name what went wrong; the
/// caller adds the section, item and property path it knows.
public enum FlowExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not an expression: what is wrong and where (a character position from 1).
    case syntax(String, position: Int)
    /// A name that has no value where the expression is evaluated (a dataset field the record lacks, or no dataset).
    case unknownName(String)
    /// A division whose divisor evaluates to zero.
    case divisionByZero

    public var description: String {
        switch self {
        case .syntax(let message, let position): return "\(message) at character \(position)"
        case .unknownName(let name): return "unknown name \"\(name)\""
        case .divisionByZero: return "division by zero"
        }
    }
}
