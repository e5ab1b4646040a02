/// The four binary operators of a flow expression, with the usual precedence: `*` and `/` bind tighter than
/// `+` and `-`, and all four group from the left.
public enum FlowOperator: String, Hashable, Sendable, CaseIterable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"

    /// 1 for `+ -`, 2 for `* /` (unary minus is 3, a number or a name 4).
    public var precedence: Int {
        switch self {
        case .add, .subtract: return 1
        case .multiply, .divide: return 2
        }
    }

    /// Applies the operator in IEEE double arithmetic (UIKit's `CGFloat`); a zero divisor is an error, never an
    /// infinity that would travel into a frame.
    public func apply(_ lhs: Double, _ rhs: Double) throws(FlowExpressionError) -> Double {
        switch self {
        case .add: return lhs + rhs
        case .subtract: return lhs - rhs
        case .multiply: return lhs * rhs
        case .divide:
            guard rhs != 0 else { throw .divisionByZero }
            return lhs / rhs
        }
    }
}
