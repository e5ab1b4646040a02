import LayoutModel

/// A number as Swift types it, which decides what `/` means: `7 / 2` is 3 between `Int`s and 3.5 between
/// `CGFloat`s, and a bare literal expression such as `1 / 3` is whichever its context asks for (a CGFloat in
/// `.fractionalWidth(1 / 3)`, an Int in `let n = 1 / 3`).
struct NumberValue: Hashable {
    enum Kind: Hashable {
        /// An `Int`: from an `Int` annotation, `Int(...)`, a count, or a `let` of integer literals.
        case integer
        /// A `CGFloat`, `Double` or `Float`.
        case floatingPoint
        /// An expression of literals only, not yet given a type by its context.
        case literal
    }

    var kind: Kind
    /// The value read as floating point (for a literal expression: as a CGFloat context would read it).
    var value: Double
    /// For a literal expression made of integer literals only: its value as Swift's default type, `Int`.
    var integerReading: Double?
    /// True for the section index a section provider receives, so the importer learns which indexes the
    /// provider tells apart (see `SectionIndexProbes`).
    var isSectionIndex = false

    static func integer(_ value: Int) -> NumberValue { NumberValue(kind: .integer, value: Double(value)) }
    static func floatingPoint(_ value: Double) -> NumberValue { NumberValue(kind: .floatingPoint, value: value) }

    /// An integer literal such as `10`: an Int by default, a CGFloat where one is expected.
    static func integerLiteral(_ value: Double) -> NumberValue {
        NumberValue(kind: .literal, value: value, integerReading: value)
    }

    /// A floating-point literal such as `0.5`: never an Int.
    static func floatLiteral(_ value: Double) -> NumberValue { NumberValue(kind: .literal, value: value) }

    /// The value where an `Int` is expected (a group's `count`).
    var integerValue: Double {
        switch kind {
        case .integer, .floatingPoint: return value
        case .literal: return integerReading ?? value
        }
    }

    /// The number as a `let` without a type annotation stores it: a literal expression takes Swift's default
    /// type, `Int` when it has integer literals only, else `Double`.
    var withDefaultType: NumberValue {
        guard kind == .literal else { return self }
        if let integerReading { return NumberValue(kind: .integer, value: integerReading, isSectionIndex: isSectionIndex) }
        return NumberValue(kind: .floatingPoint, value: value, isSectionIndex: isSectionIndex)
    }

    /// The number converted to a named numeric type (`CGFloat(x)`, `let x: Int = ...`); nil for other types.
    func converted(toType name: String) -> NumberValue? {
        switch name {
        case "CGFloat", "Double", "Float", "Float64", "Float32":
            return NumberValue(kind: .floatingPoint, value: value)
        case "Int", "Int64", "Int32", "UInt", "Int16", "Int8":
            let source = kind == .literal ? integerValue : value
            return NumberValue(kind: .integer, value: source.rounded(.towardZero), isSectionIndex: isSectionIndex)
        default:
            return nil
        }
    }

    /// A numeric type's own constant (`.zero`, `Int.max`, `CGFloat.pi`), or nil.
    static func constant(_ name: String, ofType typeName: String) -> NumberValue? {
        let isInteger = typeName.hasPrefix("Int") || typeName.hasPrefix("UInt")
        switch (name, isInteger) {
        case ("zero", true): return .integer(0)
        case ("zero", false): return .floatingPoint(0)
        case ("max", true): return .integer(Int.max)
        case ("min", true): return .integer(Int.min)
        case ("pi", false): return .floatingPoint(Double.pi)
        case ("infinity", false): return .floatingPoint(Double.infinity)
        case ("greatestFiniteMagnitude", false): return .floatingPoint(Double.greatestFiniteMagnitude)
        case ("leastNonzeroMagnitude", false): return .floatingPoint(Double.leastNonzeroMagnitude)
        default: return nil
        }
    }

    /// True for `Int.max` or `Int.min`, which code writes to mean "above (or below) everything".
    var isIntegerExtreme: Bool { kind == .integer && (value == Double(Int.max) || value == Double(Int.min)) }

    /// The Swift text of the number, as string interpolation prints it (`3` for an Int, `3.0` for a CGFloat).
    var interpolated: String {
        switch withDefaultType.kind {
        case .integer: return Self.exactInt(withDefaultType.value).map(String.init) ?? "\(value)"
        default: return "\(value)"
        }
    }

    /// The value as an `Int`, rounded toward zero as `Int(_:)` does, or nil where `Int(_:)` would trap: the
    /// importer holds numbers as Doubles, so a file's `Int(1e300)` or `0...Int.max` must not trap the importer.
    static func exactInt(_ value: Double) -> Int? {
        guard value.isFinite, value >= -9.223372036854775808e18, value < 9.223372036854775808e18 else { return nil }
        return Int(value.rounded(.towardZero))
    }

    /// Why `Int(value)` traps, in the words of Swift's own fatal error.
    static func intConversionFault(_ value: Double) -> String {
        if !value.isFinite { return "\(value) cannot be converted to Int because it is either infinite or NaN" }
        return "\(value) cannot be converted to Int because the result would be \(value > 0 ? "greater than Int.max" : "less than Int.min")"
    }
}

/// Why an arithmetic operation has no result: Swift traps on both.
enum ArithmeticFault: Error {
    case divisionByZero
    case overflow

    /// The message of the trap, as the importer reports it at the operator.
    var message: String {
        switch self {
        case .divisionByZero: return "division by zero (the app would crash here)"
        case .overflow: return "arithmetic overflow: the result does not fit an Int (the app would crash here)"
        }
    }
}

/// The arithmetic operators the importer evaluates.
enum ArithmeticOperator: String {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"

    /// Applies the operator with Swift's typing: integer division and remainder between integers, floating
    /// point as soon as either side is floating point. Throws where Swift traps: an integer division by zero, or an
    /// integer result (or operand) outside `Int`.
    func apply(_ lhs: NumberValue, _ rhs: NumberValue) throws(ArithmeticFault) -> NumberValue {
        switch (lhs.kind, rhs.kind) {
        case (.literal, .literal):
            var integerReading: Double?
            if let a = lhs.integerReading, let b = rhs.integerReading { integerReading = try integerResult(a, b) }
            return NumberValue(kind: .literal, value: floatingResult(lhs.value, rhs.value), integerReading: integerReading)
        case (.integer, .integer), (.integer, .literal), (.literal, .integer):
            let a = lhs.integerValue
            let b = rhs.integerValue
            if (lhs.kind == .literal && lhs.integerReading == nil) || (rhs.kind == .literal && rhs.integerReading == nil) {
                return .floatingPoint(floatingResult(lhs.value, rhs.value))
            }
            let result = try integerResult(a, b)
            return NumberValue(kind: .integer, value: result)
        default:
            return .floatingPoint(floatingResult(lhs.value, rhs.value))
        }
    }

    private func floatingResult(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return a / b
        case .remainder: return a.truncatingRemainder(dividingBy: b)
        }
    }

    private func integerResult(_ a: Double, _ b: Double) throws(ArithmeticFault) -> Double {
        guard let x = NumberValue.exactInt(a), let y = NumberValue.exactInt(b) else { throw .overflow }
        let result: (partialValue: Int, overflow: Bool)
        switch self {
        case .add: result = x.addingReportingOverflow(y)
        case .subtract: result = x.subtractingReportingOverflow(y)
        case .multiply: result = x.multipliedReportingOverflow(by: y)
        case .divide:
            guard y != 0 else { throw .divisionByZero }
            result = x.dividedReportingOverflow(by: y)
        case .remainder:
            guard y != 0 else { throw .divisionByZero }
            result = x.remainderReportingOverflow(dividingBy: y)
        }
        guard !result.overflow else { throw .overflow }
        return Double(result.partialValue)
    }
}

extension ComparisonOperator {
    /// On numbers read as Swift would compare them: as integers when neither side is floating point.
    func holds(_ lhs: NumberValue, _ rhs: NumberValue) -> Bool {
        let useIntegers = lhs.kind != .floatingPoint && rhs.kind != .floatingPoint
        return holds(useIntegers ? lhs.integerValue : lhs.value, useIntegers ? rhs.integerValue : rhs.value)
    }
}
