/// Recursive-descent parser for `FlowExpression`, loosest first: `+ -`, then `* /`, then unary minus (and
/// plus), then numbers, names, calls (`min(…)`, `max(…)`, `floor(…)`, …) and parentheses.
///
/// Positions in errors are characters (Unicode scalars) counted from 1, as `ExpressionScanner` counts. Two guards keep hostile input from
/// driving recursion: the parser's own nesting (parentheses and unary signs) and the depth of the tree it
/// builds (a long chain `1 + 1 + … + 1` is a deep tree even though it is read in a loop) are both limited to
/// `FlowExpression.maximumDepth`.
struct FlowExpressionParser {
    private enum Token: Equatable {
        case number(Double)
        case name(String)
        case symbol(Unicode.Scalar)
        case end
    }

    private let text: String
    private var tokens: [(token: Token, position: Int)] = []
    private var index = 0
    /// How many parentheses and unary signs enclose the current position.
    private var nesting = 0

    init(_ text: String) {
        self.text = text
    }

    mutating func parse() throws(FlowExpressionError) -> FlowExpression {
        tokens = try Self.tokenize(text)
        index = 0
        guard current != .end else { throw .syntax("empty expression", position: 1) }
        let result = try parseSum()
        guard current == .end else {
            throw .syntax("unexpected \(describe(current))", position: position)
        }
        return result.expression
    }

    private var current: Token { tokens[index].token }
    private var position: Int { tokens[index].position }

    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    /// A parsed subtree and its depth.
    private typealias Node = (expression: FlowExpression, depth: Int)

    private mutating func parseSum() throws(FlowExpressionError) -> Node {
        var result = try parseProduct()
        while case .symbol(let symbol) = current, symbol == "+" || symbol == "-" {
            let at = position
            advance()
            let rhs = try parseProduct()
            result = try combine(result, symbol == "+" ? .add : .subtract, rhs, at: at)
        }
        return result
    }

    private mutating func parseProduct() throws(FlowExpressionError) -> Node {
        var result = try parseUnary()
        while case .symbol(let symbol) = current, symbol == "*" || symbol == "/" {
            let at = position
            advance()
            let rhs = try parseUnary()
            result = try combine(result, symbol == "*" ? .multiply : .divide, rhs, at: at)
        }
        return result
    }

    private mutating func parseUnary() throws(FlowExpressionError) -> Node {
        guard case .symbol(let symbol) = current, symbol == "-" || symbol == "+" else { return try parsePrimary() }
        let at = position
        try enter(at: at)
        advance()
        let operand = try parseUnary()
        nesting -= 1
        if symbol == "+" { return operand }
        if case .number(let value) = operand.expression { return (.number(-value), operand.depth) }
        return try node(.negation(operand.expression), depth: operand.depth + 1, at: at)
    }

    private mutating func parsePrimary() throws(FlowExpressionError) -> Node {
        switch current {
        case .number(let value):
            advance()
            return (.number(value), 1)
        case .name(let name):
            let at = position
            advance()
            if current == .symbol("("), let function = FlowFunction(rawValue: name) { return try parseCall(function, at: at) }
            if current == .symbol("("), let rounding = FlowRounding(rawValue: name) { return try parseRounding(rounding, at: at) }
            return (.name(name), 1)
        case .symbol("("):
            let open = position
            try enter(at: open)
            advance()
            let inner = try parseSum()
            guard current == .symbol(")") else {
                throw .syntax("missing \")\"", position: position)
            }
            advance()
            nesting -= 1
            return inner
        default:
            throw .syntax("expected a number, a name or \"(\" but found \(describe(current))", position: position)
        }
    }

    /// The arguments of a call, the opening parenthesis next: one or more, separated by commas.
    private mutating func parseArguments() throws(FlowExpressionError) -> [Node] {
        try enter(at: position)
        advance()
        var arguments = [try parseSum()]
        while current == .symbol(",") {
            advance()
            arguments.append(try parseSum())
        }
        guard current == .symbol(")") else {
            throw .syntax("missing \")\" or \",\"", position: position)
        }
        advance()
        nesting -= 1
        return arguments
    }

    /// `floor(`, `ceil(`, `round(` or `trunc(` and its one argument, folded on a plain number.
    private mutating func parseRounding(_ rounding: FlowRounding, at start: Int) throws(FlowExpressionError) -> Node {
        let arguments = try parseArguments()
        guard arguments.count == 1, let operand = arguments.first else {
            throw .syntax("`\(rounding.rawValue)` takes one number", position: start)
        }
        if case .number(let value) = operand.expression { return (.number(rounding.apply(value)), operand.depth) }
        return try node(.rounding(rounding, operand.expression), depth: operand.depth + 1, at: start)
    }

    /// The arguments of `min(` or `max(`, the name read: two or more, combined from the left (`FlowFunction`). A
    /// call on plain numbers is folded as an operation is.
    private mutating func parseCall(_ function: FlowFunction, at start: Int) throws(FlowExpressionError) -> Node {
        let arguments = try parseArguments()
        guard arguments.count >= 2 else {
            throw .syntax("`\(function.rawValue)` takes two or more numbers", position: start)
        }
        var result = arguments[0]
        for argument in arguments.dropFirst() {
            if case .number(let a) = result.expression, case .number(let b) = argument.expression {
                result = (.number(function.apply(a, b)), max(result.depth, argument.depth))
            } else {
                result = try node(.call(function, result.expression, argument.expression), depth: max(result.depth, argument.depth) + 1, at: start)
            }
        }
        return result
    }

    /// One more level of parser recursion, refused beyond the limit.
    private mutating func enter(at position: Int) throws(FlowExpressionError) {
        nesting += 1
        guard nesting <= FlowExpression.maximumDepth else { throw Self.tooDeep(at: position) }
    }

    /// A binary operation, folded when both operands are plain numbers. A divisor that is the plain number 0 is
    /// a syntax error at the operator: the value can never be computed, whatever the names hold.
    private func combine(_ lhs: Node, _ op: FlowOperator, _ rhs: Node, at position: Int) throws(FlowExpressionError) -> Node {
        if op == .divide, rhs.expression == .number(0) { throw .syntax("division by zero", position: position) }
        if case .number(let a) = lhs.expression, case .number(let b) = rhs.expression {
            let value: Double
            do {
                value = try op.apply(a, b)
            } catch {
                throw .syntax("division by zero", position: position)
            }
            guard value.isFinite else { throw .syntax("the value is too large", position: position) }
            return (.number(value), max(lhs.depth, rhs.depth))
        }
        return try node(.operation(lhs.expression, op, rhs.expression), depth: max(lhs.depth, rhs.depth) + 1, at: position)
    }

    private func node(_ expression: FlowExpression, depth: Int, at position: Int) throws(FlowExpressionError) -> Node {
        guard depth <= FlowExpression.maximumDepth else { throw Self.tooDeep(at: position) }
        return (expression, depth)
    }

    private static func tooDeep(at position: Int) -> FlowExpressionError {
        .syntax("the expression nests more than \(FlowExpression.maximumDepth) levels deep", position: position)
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .number(let value): return "\"\(formatNumber(value))\""
        case .name(let name): return "\"\(name)\""
        case .symbol(let symbol): return "\"\(symbol)\""
        case .end: return "the end of the text"
        }
    }

    /// Numbers (`12`, `0.5`, `.5`, `1e-07`), names (letters, digits, `_`, and `.` as in `safeArea.top`), the
    /// four operators, parentheses and the comma between a call's arguments; spaces between tokens are ignored. The scanning and the positions are
    /// `ExpressionScanner`'s, as a predicate's are.
    private static func tokenize(_ text: String) throws(FlowExpressionError) -> [(token: Token, position: Int)] {
        var scanner = ExpressionScanner(text)
        var result: [(token: Token, position: Int)] = []
        while scanner.skipWhitespace(), let scalar = scanner.peek() {
            let start = scanner.position
            if "+-*/(),".unicodeScalars.contains(scalar) {
                result.append((.symbol(scalar), start))
                scanner.advance()
            } else if scanner.startsUnsignedNumber {
                let text = scanner.readNumberText()
                if ExpressionScanner.isNameStart(scanner.peek()) {
                    throw .syntax("a name cannot start with a digit", position: start)
                }
                guard let value = Double(text), value.isFinite else {
                    throw .syntax(ExpressionScanner.notAFiniteNumber(text), position: start)
                }
                result.append((.number(value), start))
            } else if ExpressionScanner.isNameStart(scalar) {
                result.append((.name(scanner.readName()), start))
            } else {
                throw .syntax(ExpressionScanner.unexpectedCharacter(scalar), position: start)
            }
        }
        result.append((.end, scanner.position))
        return result
    }
}
