/// A number in a flow spec that may be arithmetic over the environment: `"(width - 30) / 2"`, `"height / 4"`,
/// `"44 + safeArea.top"`, `"80 + item * 10"`, `"weight_max / 100"` (LayoutSpecFormat.md, Expressions).
///
/// Numbers, `+ - * /`, unary minus, parentheses, `min(a, b)` and `max(a, b)` (`FlowFunction`), `floor`, `ceil`,
/// `round` and `trunc` (`FlowRounding`), and names. The names are `width` and `height` (the collection
/// view's bounds), `safeArea.top|left|bottom|right`, `scale` (the screen's points to pixels), `section`, `item`, and
/// any other bare identifier, which is
/// a numeric field of the item's dataset record: UIKit's `sizeForItemAt` computed from data (F2). Arithmetic is
/// IEEE double, as `CGFloat`, and nothing is rounded (F23).
///
/// Parsing folds operations on plain numbers (`"(414 - 20) / 3"` is stored as `131.33333333333334`), so a
/// constant costs nothing per item and `description` is the canonical text that reads back to an equal value.
/// Inputs are hostile: the parser refuses trees deeper than `maximumDepth`, so nothing a file says can drive
/// the recursive evaluator, `description` or `==` arbitrarily deep.
public indirect enum FlowExpression: Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    case number(Double)
    /// A name: one of `builtInNames`, or a dataset field.
    case name(String)
    case negation(FlowExpression)
    case operation(FlowExpression, FlowOperator, FlowExpression)
    /// `min(lhs, rhs)` or `max(lhs, rhs)`.
    case call(FlowFunction, FlowExpression, FlowExpression)
    /// `floor(operand)`, `ceil(operand)`, `round(operand)` or `trunc(operand)`.
    case rounding(FlowRounding, FlowExpression)

    /// The deepest a parsed expression may nest, counting operations and parentheses.
    public static let maximumDepth = 64

    /// Names every expression may use: the bounds, the safe area, the screen's scale and the section index. Spacings
    /// and reference sizes are per section (the delegate's `…ForSectionAt` methods), so these are all they may name.
    public static let sectionNames = [
        "width", "height", "safeArea.top", "safeArea.left", "safeArea.bottom", "safeArea.right", "scale", "section",
    ]

    /// The item index: only item sizes (`sizeForItemAt`) may name it.
    public static let itemName = "item"

    /// Every name with a meaning of its own; any other name is a dataset field. A field with one of these names
    /// is shadowed by it.
    public static let builtInNames = sectionNames + [itemName]

    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }

    /// Parses expression text, folding operations on plain numbers.
    ///
    /// - Throws: `FlowExpressionError.syntax` with the character position (from 1) where reading stopped.
    public init(parsing text: String) throws(FlowExpressionError) {
        var parser = FlowExpressionParser(text)
        self = try parser.parse()
    }

    /// The value when the expression is a plain number.
    public var constantValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// Every name the expression reads.
    public var names: Set<String> {
        switch self {
        case .number: return []
        case .name(let name): return [name]
        case .negation(let operand), .rounding(_, let operand): return operand.names
        case .operation(let lhs, _, let rhs), .call(_, let lhs, let rhs): return lhs.names.union(rhs.names)
        }
    }

    /// The names that are dataset fields (not built in).
    public var fieldNames: Set<String> { names.filter { !Self.builtInNames.contains($0) } }

    /// True when the value can differ from item to item: the expression names `item` or a dataset field, so it
    /// is evaluated per item (a size computed in `sizeForItemAt`).
    public var dependsOnItem: Bool {
        names.contains { $0 == Self.itemName || !Self.builtInNames.contains($0) }
    }

    /// Evaluates with `names` giving each name's value (nil: the name has none here).
    ///
    /// - Throws: `.unknownName` for a name without a value, `.divisionByZero` for a zero divisor. Results that
    ///   are not finite or are negative are the caller's to judge: what is allowed depends on the property.
    public func evaluate(_ names: (String) -> Double?) throws(FlowExpressionError) -> Double {
        switch self {
        case .number(let value):
            return value
        case .name(let name):
            guard let value = names(name) else { throw .unknownName(name) }
            return value
        case .negation(let operand):
            return -(try operand.evaluate(names))
        case .operation(let lhs, let op, let rhs):
            let left = try lhs.evaluate(names)
            let right = try rhs.evaluate(names)
            return try op.apply(left, right)
        case .call(let function, let lhs, let rhs):
            let left = try lhs.evaluate(names)
            let right = try rhs.evaluate(names)
            return function.apply(left, right)
        case .rounding(let rounding, let operand):
            return rounding.apply(try operand.evaluate(names))
        }
    }

    /// Why a size or spacing computed from an expression cannot be `value`, or nil when it can: it must be a
    /// finite number, not negative, within the limit of lengths (Limits.md), whether a flow spec's size or spacing or
    /// a computed dimension (`ComputedDimension`).
    public static func problem(withLength value: Double) -> String? {
        if value.isNaN { return "the value is not a number" }
        if value.isInfinite { return "the value is not finite (\(formatNumber(value)))" }
        if value < 0 { return "must not be negative (found \(formatNumber(value)))" }
        return InputLimits.length.fault(for: value, describe: formatNumber)
    }

    /// The canonical text: numbers in their shortest exact form, one space around binary operators, and
    /// parentheses only where the tree needs them. Parsing it gives back an equal expression.
    public var description: String { render(parentPrecedence: 0, isRightOperand: false) }

    /// How tightly the expression binds when it is an operand: 1 for `+ -`, 2 for `* /`, 3 for unary minus,
    /// 4 for numbers, names and calls.
    private var precedence: Int {
        switch self {
        case .number, .name, .call, .rounding: return 4
        case .negation: return 3
        case .operation(_, let op, _): return op.precedence
        }
    }

    private func render(parentPrecedence: Int, isRightOperand: Bool) -> String {
        let text: String
        switch self {
        case .number(let value): text = formatNumber(value)
        case .name(let name): text = name
        case .negation(let operand): text = "-" + operand.render(parentPrecedence: 3, isRightOperand: true)
        case .operation(let lhs, let op, let rhs):
            text = lhs.render(parentPrecedence: op.precedence, isRightOperand: false) + " \(op.rawValue) "
                + rhs.render(parentPrecedence: op.precedence, isRightOperand: true)
        case .call(let function, let lhs, let rhs):
            text = "\(function.rawValue)(\(lhs.render(parentPrecedence: 0, isRightOperand: false)), \(rhs.render(parentPrecedence: 0, isRightOperand: false)))"
        case .rounding(let rounding, let operand):
            text = "\(rounding.rawValue)(\(operand.render(parentPrecedence: 0, isRightOperand: false)))"
        }
        // Operations group from the left, and double arithmetic is not associative: a right operand of equal
        // precedence keeps its parentheses (`a - (b - c)`, `a + (b + c)`).
        let needsParentheses = precedence < parentPrecedence || (isRightOperand && precedence == parentPrecedence && precedence < 3)
        return needsParentheses ? "(\(text))" : text
    }
}
