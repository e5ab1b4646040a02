extension PredicateValue {
    /// The value as a number for flow expressions: numbers, and text that reads as one (`"12"`, as the zoo API
    /// stores numbers). Booleans, other text and null are not numbers.
    public var arithmeticValue: Double? {
        switch self {
        case .number(let value): return value
        case .string(let text): return Double(text.trimmingWhitespace())
        case .bool, .null, .enumCase: return nil
        }
    }
}
