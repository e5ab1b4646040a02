import LayoutModel

/// A number known only as arithmetic over names a spec evaluates for each device: in flow layout code, a flow
/// spec's (`(self.view.frame.width - margin * 3) / 2` is `(width - 30) / 2`, `CGFloat(indexPath.item) * 10` is
/// `item * 10`); in a section provider, the container's (`effectiveContentSize.width / 3` is a computed dimension's
/// `width / 3`, `Space`). Carried through `+ - * /`, `min`, `max` and rounding as a `FlowExpression`; anything such an
/// expression cannot write (a comparison, `%`, an integer division) is reported where it happens, unless `--assume`
/// gives every name read a value.
struct FlowSymbol {
    /// Whose names the expression reads: a flow spec's (`width` is the collection view's bounds), or a section
    /// provider's environment, which a compositional spec's computed dimensions read (`width` is the effective
    /// content size; `ComputedDimension`). The same word means different lengths, so symbols of the two never mix.
    enum Space: Hashable {
        case flowSpec
        case sectionEnvironment
    }

    var expression: FlowExpression
    var space: Space = .flowSpec
    /// Each name as it was first read, in the order read: the code for messages and `--assume`.
    var readings: [FlowReading]
    /// True while Swift would type the value as an `Int` (`indexPath.item` and arithmetic on it with integers),
    /// whose `/` truncates.
    var isInteger: Bool

    /// A name of the flow spec (or of `space`) read from `code`.
    init(name: String, code: String, position: SourcePosition, isInteger: Bool = false, space: Space = .flowSpec) {
        expression = .name(name)
        readings = [FlowReading(name: name, code: code, position: position)]
        self.isInteger = isInteger
        self.space = space
    }

    init(expression: FlowExpression, readings: [FlowReading] = [], isInteger: Bool = false, space: Space = .flowSpec) {
        self.expression = expression
        self.readings = readings
        self.isInteger = isInteger
        self.space = space
    }

    /// The value as a Swift value: a plain number when the expression has no names.
    static func value(_ expression: FlowExpression) -> SwiftValue {
        if let constant = expression.constantValue { return .number(.floatingPoint(constant)) }
        return .flowValue(FlowSymbol(expression: expression))
    }

    /// A section environment's value read back from a layout object (a computed inset's edge, a dimension): a plain
    /// number when the expression has no names.
    static func sectionValue(_ expression: FlowExpression) -> SwiftValue {
        if let constant = expression.constantValue { return .number(.floatingPoint(constant)) }
        return .flowValue(FlowSymbol(expression: expression, space: .sectionEnvironment))
    }

    /// How messages name it: "the collection view's width", "the item index".
    var kindDescription: String {
        if space == .sectionEnvironment {
            return "a length computed from " + (readings.first.map { "`\($0.code)`" } ?? "the container's size")
        }
        switch expression {
        case .name("item"): return "the item index"
        case .name(let name) where name.hasPrefix("safeArea."): return "the collection view's safe area"
        case .name(let name): return "the collection view's \(name)"
        default: return "a value computed from " + (readings.first.map { "`\($0.code)`" } ?? "the flow spec's names")
        }
    }

    /// `lhs op rhs` with one or both sides symbolic, typed as Swift types it; nil when an expression cannot write the
    /// result (`%` of CGFloats, which Swift does not have) or the sides read different spaces.
    ///
    /// Between `Int`s, `/` truncates toward zero and `%` takes the dividend's sign: `trunc(a / b)` and `a - b ×
    /// trunc(a / b)` in CGFloat arithmetic, exact for the whole numbers a layout holds (far below 2^53); a zero `b`,
    /// where Swift traps, is a division by zero when the spec is computed.
    static func combine(_ lhs: FlowOperand, _ op: ArithmeticOperator, _ rhs: FlowOperand) -> FlowSymbol? {
        guard let space = FlowOperand.space(of: [lhs, rhs]) else { return nil }
        let isInteger = lhs.isInteger(beside: rhs) && rhs.isInteger(beside: lhs)
        let left = lhs.expression(beside: rhs)
        let right = rhs.expression(beside: lhs)
        let expression: FlowExpression
        switch op {
        case .add: expression = .operation(left, .add, right)
        case .subtract: expression = .operation(left, .subtract, right)
        case .multiply: expression = .operation(left, .multiply, right)
        case .divide:
            expression = isInteger ? .rounding(.trunc, .operation(left, .divide, right)) : .operation(left, .divide, right)
        case .remainder:
            guard isInteger else { return nil }
            expression = .operation(left, .subtract, .operation(right, .multiply, .rounding(.trunc, .operation(left, .divide, right))))
        }
        return FlowSymbol(expression: expression, readings: readings(of: [lhs, rhs]), isInteger: isInteger, space: space)
    }
}

/// A side of an arithmetic operation on a flow symbol.
enum FlowOperand {
    case number(NumberValue)
    case symbol(FlowSymbol)

    var readings: [FlowReading] {
        if case .symbol(let symbol) = self { return symbol.readings }
        return []
    }

    /// The one space the symbols among `operands` read; nil when they mix a flow spec's names with a section
    /// environment's.
    static func space(of operands: [FlowOperand]) -> FlowSymbol.Space? {
        var spaces: Set<FlowSymbol.Space> = []
        for case .symbol(let symbol) in operands { spaces.insert(symbol.space) }
        return spaces.count > 1 ? nil : spaces.first ?? .flowSpec
    }

    /// Whether this side is an `Int` next to `other`: a literal takes the other side's type.
    func isInteger(beside other: FlowOperand) -> Bool {
        switch self {
        case .symbol(let symbol): return symbol.isInteger
        case .number(let number):
            switch number.kind {
            case .integer: return true
            case .floatingPoint: return false
            case .literal:
                if case .symbol(let symbol) = other { return symbol.isInteger && number.integerReading != nil }
                return number.integerReading != nil
            }
        }
    }

    func expression(beside other: FlowOperand) -> FlowExpression {
        switch self {
        case .symbol(let symbol): return symbol.expression
        case .number(let number): return .number(isInteger(beside: other) ? number.integerValue : number.value)
        }
    }
}

extension FlowSymbol {
    /// `min(…)` or `max(…)` over numbers and flow symbols, at least one a symbol: `min(100, size)` in
    /// `sizeForItemAt` is `min(100, (width - 32) / 3)` in the flow spec. Nil when an argument is neither, or none is
    /// a symbol (plain numbers are Swift's own `min`). The result is an `Int` only when every argument is one.
    static func call(_ function: FlowFunction, _ arguments: [SwiftValue]) -> FlowSymbol? {
        guard arguments.count >= 2, arguments.contains(where: { if case .flowValue = $0 { true } else { false } }) else { return nil }
        var operands: [FlowOperand] = []
        for argument in arguments {
            switch argument {
            case .flowValue(let symbol): operands.append(.symbol(symbol))
            case .number(let number): operands.append(.number(number))
            default: return nil
            }
        }
        guard let space = FlowOperand.space(of: operands) else { return nil }
        let anchor = operands.first { if case .symbol = $0 { true } else { false } }!
        let isInteger = operands.allSatisfy { $0.isInteger(beside: anchor) }
        var expression = operands[0].expression(beside: anchor)
        for operand in operands.dropFirst() { expression = .call(function, expression, operand.expression(beside: anchor)) }
        return FlowSymbol(expression: expression, readings: readings(of: operands), isInteger: isInteger, space: space)
    }

    /// What a flow expression writes, for messages: its operators, then its functions (`FlowFunction`, `FlowRounding`).
    static let writableOperations = FlowOperator.allCases.map(\.rawValue).joined(separator: " ") + ", "
        + (FlowFunction.allCases.map(\.rawValue) + FlowRounding.allCases.map(\.rawValue)).joined(separator: ", ")

    /// The readings of the operands combined, each piece of code once, in the order first read.
    private static func readings(of operands: [FlowOperand]) -> [FlowReading] {
        var readings: [FlowReading] = []
        for operand in operands {
            for reading in operand.readings where !readings.contains(where: { $0.code == reading.code }) { readings.append(reading) }
        }
        return readings
    }

    /// `floor(symbol)`, `symbol.rounded(.down)` and the like: a `CGFloat` still, whatever the symbol was.
    func rounded(_ rounding: FlowRounding) -> FlowSymbol {
        FlowSymbol(expression: .rounding(rounding, expression), readings: readings, isInteger: false, space: space)
    }

    /// `Int(symbol)`: Swift's conversion truncates toward zero, as `trunc` does, and gives an `Int`.
    var truncatedToInteger: FlowSymbol {
        isInteger ? self : FlowSymbol(expression: .rounding(.trunc, expression), readings: readings, isInteger: true, space: space)
    }
}

/// Where a flow name was read.
struct FlowReading: Hashable {
    /// The flow spec's name: `width`, `safeArea.top`, `item`.
    var name: String
    /// The code as written: `self.view.frame.width`.
    var code: String
    var position: SourcePosition
}
