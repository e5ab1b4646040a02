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

    /// The spec-file spelling, e.g. `fixed(10)`.
    public var specString: String {
        switch self {
        case .fixed(let v): return "fixed(\(formatNumber(v)))"
        case .flexible(let v): return "flexible(\(formatNumber(v)))"
        }
    }
}
