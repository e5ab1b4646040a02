import SwiftSyntax

/// An operator expression with its precedence applied. The parser leaves `a + b * c` as a flat sequence of
/// operands and operators (folding needs operator declarations it does not have); the importer folds it with
/// the standard library's precedence groups, which are the only operators layout code uses.
indirect enum FoldedExpression {
    case operand(ExprSyntax)
    /// `lhs op rhs` for arithmetic, comparison, logical, range and nil-coalescing operators.
    case infix(operator: String, node: Syntax, FoldedExpression, FoldedExpression)
    /// `condition ? then : otherwise`.
    case ternary(FoldedExpression, then: ExprSyntax, otherwise: FoldedExpression)
    /// `value as Type`, `as?`, `as!`.
    case cast(FoldedExpression, TypeSyntax)
    /// `value is Type`.
    case typeCheck(FoldedExpression, TypeSyntax, node: Syntax)
    /// `target = value` and the compound forms (`+=`, ...): `operator` is `=` or the arithmetic operator.
    case assignment(operator: String, node: Syntax, target: FoldedExpression, FoldedExpression)
}

/// Folds `SequenceExprSyntax` by precedence climbing over Swift's standard precedence groups.
struct OperatorFolder {
    private enum Operator {
        case infix(String, Syntax)
        case assignment(String, Syntax)
        case ternary(ExprSyntax)
        case cast
        case typeCheck(Syntax)

        /// Precedence of the standard library's groups (higher binds tighter).
        var precedence: Int {
            switch self {
            case .assignment: return 90
            case .ternary: return 100
            case .cast, .typeCheck: return 132
            case .infix(let name, _):
                switch name {
                case "<<", ">>": return 160
                case "*", "/", "%", "&*", "&": return 150
                case "+", "-", "&+", "&-", "|", "^": return 140
                case "..<", "...": return 135
                case "??": return 131
                case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return 130
                case "&&": return 120
                case "||": return 110
                default: return 140
                }
            }
        }

        var isRightAssociative: Bool {
            switch self {
            case .assignment, .ternary: return true
            case .infix(let name, _): return name == "??"
            default: return false
            }
        }
    }

    private let elements: [ExprSyntax]
    private var position = 0

    init(_ sequence: SequenceExprSyntax) {
        elements = Array(sequence.elements)
    }

    static func fold(_ sequence: SequenceExprSyntax) -> FoldedExpression {
        var folder = OperatorFolder(sequence)
        return folder.expression(minimumPrecedence: 0)
    }

    private mutating func expression(minimumPrecedence: Int) -> FoldedExpression {
        var lhs = operand()
        while position < elements.count, let op = Self.operatorOf(elements[position]), op.precedence >= minimumPrecedence {
            position += 1
            switch op {
            case .cast:
                lhs = .cast(lhs, typeOperand())
                continue
            case .typeCheck(let node):
                lhs = .typeCheck(lhs, typeOperand(), node: node)
                continue
            default:
                break
            }
            let rhs = expression(minimumPrecedence: op.isRightAssociative ? op.precedence : op.precedence + 1)
            switch op {
            case .infix(let name, let node): lhs = .infix(operator: name, node: node, lhs, rhs)
            case .assignment(let name, let node): lhs = .assignment(operator: name, node: node, target: lhs, rhs)
            case .ternary(let then): lhs = .ternary(lhs, then: then, otherwise: rhs)
            case .cast, .typeCheck: break
            }
        }
        return lhs
    }

    private mutating func operand() -> FoldedExpression {
        guard position < elements.count else { return .operand(ExprSyntax(MissingExprSyntax())) }
        defer { position += 1 }
        return .operand(elements[position])
    }

    private mutating func typeOperand() -> TypeSyntax {
        guard position < elements.count, let type = elements[position].as(TypeExprSyntax.self) else {
            return TypeSyntax(MissingTypeSyntax())
        }
        position += 1
        return type.type
    }

    private static func operatorOf(_ element: ExprSyntax) -> Operator? {
        if let binary = element.as(BinaryOperatorExprSyntax.self) {
            let name = binary.operator.text
            if ["+=", "-=", "*=", "/=", "%="].contains(name) {
                return .assignment(String(name.dropLast()), Syntax(binary))
            }
            return .infix(name, Syntax(binary))
        }
        if let assignment = element.as(AssignmentExprSyntax.self) { return .assignment("=", Syntax(assignment)) }
        if let ternary = element.as(UnresolvedTernaryExprSyntax.self) { return .ternary(ternary.thenExpression) }
        if element.is(UnresolvedAsExprSyntax.self) { return .cast }
        if let check = element.as(UnresolvedIsExprSyntax.self) { return .typeCheck(Syntax(check)) }
        return nil
    }
}
