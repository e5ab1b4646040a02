/// A fault in predicate text: where (a character position from 1, as `ExpressionScanner` counts) and what.
public struct PredicateSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var position: Int
    public var message: String

    public var description: String { "\(message) at character \(position)" }
}

/// Recursive-descent parser for `Predicate`. Precedence, loosest first: `or` (`||`), `and` (`&&`),
/// `not` (`!`), comparisons.
///
/// The parser descends once per parenthesis and per `not`, so more than `InputLimits.predicateNesting` of them
/// nested is a syntax error at the one that passes the limit. Chains of `and` and `or` are read in a loop into
/// one node, however long (see `Predicate`).
struct PredicateParser {
    private typealias Token = PredicateToken

    private var tokens: [(token: Token, position: Int)] = []
    /// The current token's index in `tokens`.
    private var index = 0
    /// Parentheses and `not`s open around the current token.
    private var nesting = 0
    private let text: String

    init(_ text: String) {
        self.text = text
    }

    mutating func parse() throws -> Predicate {
        tokens = try PredicateTokenizer.tokens(of: text)
        index = 0
        if tokens.first?.token == .end {
            throw PredicateSyntaxError(position: 1, message: "empty expression")
        }
        let result = try parseOr()
        guard current == .end else {
            throw PredicateSyntaxError(position: currentPosition, message: "unexpected \(describe(current))")
        }
        return result
    }

    private var current: Token { tokens[index].token }
    private var currentPosition: Int { tokens[index].position }

    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    private func isKeyword(_ keyword: String, _ symbol: String) -> Bool {
        current == .name(keyword) || current == .op(symbol)
    }

    /// `a or b or ...` as one node; a parenthesised `or` among the operands joins the list, as it means the same.
    private mutating func parseOr() throws -> Predicate {
        try parseChain(of: "or", "||", operand: { try $0.parseAnd() }, node: Predicate.or) { predicate in
            if case .or(let inner) = predicate { inner } else { nil }
        }
    }

    /// `a and b and ...` as one node; a parenthesised `and` among the operands joins the list.
    private mutating func parseAnd() throws -> Predicate {
        try parseChain(of: "and", "&&", operand: { try $0.parseNot() }, node: Predicate.and) { predicate in
            if case .and(let inner) = predicate { inner } else { nil }
        }
    }

    /// Operands joined by one operator (its keyword or its symbol), read in a loop into one node however long the
    /// chain: a lone operand is itself, and an operand that is already such a node lends its own operands.
    private mutating func parseChain(
        of keyword: String, _ symbol: String, operand: (inout PredicateParser) throws -> Predicate, node: ([Predicate]) -> Predicate,
        operands: (Predicate) -> [Predicate]?
    ) throws -> Predicate {
        var chain = [try operand(&self)]
        while isKeyword(keyword, symbol) {
            advance()
            chain.append(try operand(&self))
        }
        guard chain.count > 1 else { return chain[0] }
        return node(chain.flatMap { operands($0) ?? [$0] })
    }

    private mutating func parseNot() throws -> Predicate {
        if isKeyword("not", "!") {
            try enterNesting()
            advance()
            let inner = try parseNot()
            nesting -= 1
            return .not(inner)
        }
        return try parseComparison()
    }

    /// Counts a parenthesis or `not` at the current token, refusing one past the limit.
    private mutating func enterNesting() throws {
        nesting += 1
        if nesting > InputLimits.predicateNesting {
            throw PredicateSyntaxError(position: currentPosition, message: InputLimits.predicateNestingFault)
        }
    }

    private mutating func parseComparison() throws -> Predicate {
        if current == .leftParen {
            try enterNesting()
            advance()
            let inner = try parseOr()
            guard current == .rightParen else {
                throw PredicateSyntaxError(position: currentPosition, message: "expected ')' but found \(describe(current))")
            }
            advance()
            nesting -= 1
            return inner
        }
        let lhs = try parseOperand()
        if case .op(let symbol) = current, let op = ComparisonOperator(rawValue: symbol) {
            advance()
            let rhs = try parseOperand()
            return .comparison(lhs, op, rhs)
        }
        switch lhs {
        case .bool(let value): return .constant(value)
        default: return .truthy(lhs)
        }
    }

    private mutating func parseOperand() throws -> PredicateOperand {
        let token = current
        let start = currentPosition
        switch token {
        case .number(let value):
            advance()
            return .number(value)
        case .string(let value):
            advance()
            return .string(value)
        case .caseName(let name):
            advance()
            return .caseName(name)
        case .name(let name):
            if ["and", "or", "not"].contains(name) {
                throw PredicateSyntaxError(position: start, message: "expected a value but found '\(name)'")
            }
            advance()
            switch name {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null", "nil": return .null
            default: return .name(name)
            }
        default:
            throw PredicateSyntaxError(position: start, message: "expected a value but found \(describe(token))")
        }
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .name(let name): return "'\(name)'"
        case .number(let value): return "'\(formatNumber(value))'"
        case .string(let value): return "\"\(value)\""
        case .op(let symbol): return "'\(symbol)'"
        case .caseName(let name): return "'.\(name)'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .end: return "the end of the expression"
        }
    }
}
