/// A small boolean expression over named values: `updateCount > 0`, `width >= 800 and not isQueued`,
/// `animal_type == "Bird" or (lifespan > 20)`.
///
/// Used for `visibleWhen` on supplementaries (names are dataset fields) and for adaptive sections (names are the
/// traits of `ConditionTrait`: the container's effective content size, the idiom, size classes, text size, layout
/// direction; `idiom == .pad` compares an enumeration-like trait with one of its cases).
///
/// Every operation here recurses once per level of the tree (and so does freeing it), which is why a chain
/// `a and b and c ...` is one node with a list of operands rather than a nest of pairs: the text decides how
/// long a chain is, and only parentheses and `not`, bounded by `InputLimits.predicateNesting` when parsed,
/// make the tree deeper.
public indirect enum Predicate: Hashable, Sendable, CustomStringConvertible {
    case comparison(PredicateOperand, ComparisonOperator, PredicateOperand)
    /// A bare operand: true when the value is true, a non-zero number or a non-empty string.
    case truthy(PredicateOperand)
    case not(Predicate)
    /// True when every operand is (and for none); evaluated left to right, stopping at the first false one.
    case and([Predicate])
    /// True when any operand is (false for none); evaluated left to right, stopping at the first true one.
    case or([Predicate])
    case constant(Bool)

    /// Parses the expression text. Throws `PredicateSyntaxError` naming the offset and the fault.
    public init(parsing text: String) throws {
        var parser = PredicateParser(text)
        self = try parser.parse()
    }

    /// Evaluates against values looked up by name; a name with no value is `null`.
    public func evaluate(in environment: PredicateEnvironment) -> Bool {
        switch self {
        case .constant(let value):
            return value
        case .not(let inner):
            return !inner.evaluate(in: environment)
        case .and(let operands):
            return operands.allSatisfy { $0.evaluate(in: environment) }
        case .or(let operands):
            return operands.contains { $0.evaluate(in: environment) }
        case .truthy(let operand):
            return operand.value(in: environment).isTruthy
        case .comparison(let lhs, let op, let rhs):
            return op.compare(lhs.value(in: environment), rhs.value(in: environment))
        }
    }

    /// Every name the expression reads.
    public var names: Set<String> {
        switch self {
        case .constant: return []
        case .not(let inner): return inner.names
        case .and(let operands), .or(let operands):
            var names: Set<String> = []
            for operand in operands { names.formUnion(operand.names) }
            return names
        case .truthy(let operand): return operand.names
        case .comparison(let lhs, _, let rhs): return lhs.names.union(rhs.names)
        }
    }

    /// Every case literal (`.pad`) the expression compares with, without the dot.
    public var caseNames: Set<String> {
        switch self {
        case .constant: return []
        case .not(let inner): return inner.caseNames
        case .and(let operands), .or(let operands):
            var names: Set<String> = []
            for operand in operands { names.formUnion(operand.caseNames) }
            return names
        case .truthy(let operand): return operand.caseNames
        case .comparison(let lhs, _, let rhs): return lhs.caseNames.union(rhs.caseNames)
        }
    }

    /// The expression with every operand that names `name` replaced by `operand` (a trait the planner already
    /// knows, such as the layout direction of a right-to-left layout planned as its left-to-right equivalent).
    public func substituting(_ name: String, with operand: PredicateOperand) -> Predicate {
        func replaced(_ side: PredicateOperand) -> PredicateOperand { side == .name(name) ? operand : side }
        switch self {
        case .constant: return self
        case .not(let inner): return .not(inner.substituting(name, with: operand))
        case .and(let operands): return .and(operands.map { $0.substituting(name, with: operand) })
        case .or(let operands): return .or(operands.map { $0.substituting(name, with: operand) })
        case .truthy(let side): return .truthy(replaced(side))
        case .comparison(let lhs, let op, let rhs): return .comparison(replaced(lhs), op, replaced(rhs))
        }
    }

    /// The canonical text: every binary operation parenthesised only where precedence needs it.
    public var description: String { render(parentPrecedence: 0) }

    private var precedence: Int {
        switch self {
        case .or: return 1
        case .and: return 2
        case .not: return 3
        default: return 4
        }
    }

    private func render(parentPrecedence: Int) -> String {
        let text: String
        switch self {
        case .constant(let value): text = value ? "true" : "false"
        case .truthy(let operand): text = operand.description
        case .comparison(let lhs, let op, let rhs): text = "\(lhs) \(op.rawValue) \(rhs)"
        case .not(let inner): text = "not " + inner.render(parentPrecedence: 3)
        case .and(let operands):
            // An empty conjunction holds, an empty disjunction does not (the parser makes neither).
            text = operands.isEmpty ? "true" : operands.map { $0.render(parentPrecedence: 2) }.joined(separator: " and ")
        case .or(let operands):
            text = operands.isEmpty ? "false" : operands.map { $0.render(parentPrecedence: 1) }.joined(separator: " or ")
        }
        return precedence < parentPrecedence ? "(\(text))" : text
    }
}

/// Looks up the value of a name for a predicate.
public protocol PredicateEnvironment {
    func value(named name: String) -> PredicateValue
    /// True when the name has a value here, null included: a list label naming a field its record lacks shows one
    /// line, while a null field shows no label (ListRules.md L23).
    func hasValue(named name: String) -> Bool
    /// The value of a case literal (`.pad`). Only trait conditions read them (`ConditionTrait`); elsewhere the spec
    /// decoder refuses them, and a case reads as its name.
    func value(ofCase name: String) -> PredicateValue
}

extension PredicateEnvironment {
    /// Without a way to tell a missing name from a null value, only a non-null value counts as present.
    public func hasValue(named name: String) -> Bool { value(named: name) != .null }

    public func value(ofCase name: String) -> PredicateValue { .string(name) }
}

/// A fixed table of values, handy for containers and tests.
public struct PredicateValues: PredicateEnvironment, Sendable {
    public var values: [String: PredicateValue]

    public init(_ values: [String: PredicateValue]) {
        self.values = values
    }

    public func value(named name: String) -> PredicateValue { values[name] ?? .null }

    public func hasValue(named name: String) -> Bool { values[name] != nil }
}

/// One side of a comparison.
public enum PredicateOperand: Hashable, Sendable, CustomStringConvertible {
    case name(String)
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    /// `.pad`: a case of an enumeration-like trait (`ConditionTrait`), written with its leading dot.
    case caseName(String)

    func value(in environment: PredicateEnvironment) -> PredicateValue {
        switch self {
        case .name(let name): return environment.value(named: name)
        case .number(let value): return .number(value)
        case .string(let value): return .string(value)
        case .bool(let value): return .bool(value)
        case .null: return .null
        case .caseName(let name): return environment.value(ofCase: name)
        }
    }

    var names: Set<String> {
        if case .name(let name) = self { return [name] }
        return []
    }

    var caseNames: Set<String> {
        if case .caseName(let name) = self { return [name] }
        return []
    }

    public var description: String {
        switch self {
        case .name(let name): return name
        case .number(let value): return formatNumber(value)
        case .string(let value):
            let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "\"\(escaped)\""
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .caseName(let name): return "." + name
        }
    }
}

/// A value a name can have: dataset fields are numbers, strings, booleans or null; traits are numbers, booleans or
/// cases of their enumeration.
public enum PredicateValue: Hashable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    /// A case of an enumeration-like trait: its name, and its position among the trait's cases, which orders the
    /// ordered ones (`contentSizeCategory >= .accessibilityMedium`).
    case enumCase(String, rank: Int)

    var isTruthy: Bool {
        switch self {
        case .number(let value): return value != 0
        case .string(let value): return !value.isEmpty
        case .bool(let value): return value
        case .null: return false
        case .enumCase: return true
        }
    }

    /// The value as a number, reading numeric text (the zoo API stores numbers as strings).
    var numeric: Double? {
        switch self {
        case .number(let value): return value
        case .string(let text): return Double(text.trimmingWhitespace())
        case .bool(let value): return value ? 1 : 0
        case .null, .enumCase: return nil
        }
    }
}

/// The six comparison operators.
public enum ComparisonOperator: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// Numbers and numeric text compare as numbers (the zoo API stores numbers as strings: "10" > "9"), other
    /// text compares as text, and anything against null is false, except `!=`.
    func compare(_ lhs: PredicateValue, _ rhs: PredicateValue) -> Bool {
        if lhs == .null || rhs == .null {
            switch self {
            case .equal: return lhs == rhs
            case .notEqual: return lhs != rhs
            default: return false
            }
        }
        let ordering: Int
        if case .enumCase(let a, let rankA) = lhs, case .enumCase(let b, let rankB) = rhs {
            // Cases are equal by name; the ordered traits order them by their position (`ConditionTrait`).
            ordering = a == b ? 0 : (rankA < rankB ? -1 : 1)
        } else if case .enumCase = lhs {
            return self == .notEqual
        } else if case .enumCase = rhs {
            return self == .notEqual
        } else if let a = lhs.numeric, let b = rhs.numeric {
            ordering = a < b ? -1 : (a == b ? 0 : 1)
        } else if case .string(let a) = lhs, case .string(let b) = rhs {
            ordering = a < b ? -1 : (a == b ? 0 : 1)
        } else {
            // A string that is not a number against a number or a boolean: only inequality holds.
            return self == .notEqual
        }
        return holds(ordering, 0)
    }

    /// Whether `lhs op rhs` holds, with the type's own `==` and `<` (a NaN is neither less, equal nor greater).
    public func holds<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> Bool {
        switch self {
        case .equal: return lhs == rhs
        case .notEqual: return lhs != rhs
        case .less: return lhs < rhs
        case .lessOrEqual: return lhs <= rhs
        case .greater: return lhs > rhs
        case .greaterOrEqual: return lhs >= rhs
        }
    }

    /// The operator with its sides swapped: `a < b` is `b > a`.
    public var mirrored: ComparisonOperator {
        switch self {
        case .equal, .notEqual: return self
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var remainder = Substring(self)
        while let range = remainder.range(of: target) {
            result += remainder[..<range.lowerBound]
            result += replacement
            remainder = remainder[range.upperBound...]
        }
        return result + remainder
    }
}

extension Substring {
    func range(of target: String) -> Range<Substring.Index>? {
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(target) {
                return start..<index(start, offsetBy: target.count)
            }
            start = index(after: start)
        }
        return nil
    }
}
