/// Space between items or around an item, as `NSCollectionLayoutSpacing`.
public enum Spacing: Hashable, Sendable {
    /// Exactly this much space.
    case fixed(Double)
    /// At least this much space; grows to share the space left over in the group (R10).
    case flexible(Double)

    /// The minimum space: the fixed value, or the flexible one's lower bound.
    public var minimum: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }

    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }

    /// The same kind of spacing, fixed or flexible, of another length (a computed one, once evaluated).
    public func withMinimum(_ length: Double) -> Spacing {
        isFlexible ? .flexible(length) : .fixed(length)
    }

    /// The spec-file spelling, e.g. `fixed(10)`.
    public var specString: String { specString(length: formatNumber(minimum)) }

    /// The spec-file spelling with the length as written, a number or an expression: `flexible(width / 100)`.
    public func specString(length: String) -> String {
        "\(isFlexible ? "flexible" : "fixed")(\(length))"
    }
}
