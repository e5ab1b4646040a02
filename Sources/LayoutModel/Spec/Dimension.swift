/// One axis of a layout size, as `NSCollectionLayoutDimension`.
///
/// Fractions resolve against the container's width or height whichever axis the dimension sits on (R1), so
/// `fractionalWidth` on a height gives aspect-ratio sizing.
public enum Dimension: Hashable, Sendable {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    /// A first-pass size, replaced by the measured content size where content is described (R40).
    case estimated(Double)
    /// iOS 17: an estimate that grows to the largest estimated sibling (R40).
    case uniformAcrossSiblings(Double)
    /// An absolute or estimated length computed from the section provider's environment
    /// (`absolute((width - 8) / 2)`): evaluated when the section is provided, so the engine never sees one.
    case computed(ComputedDimension)

    /// The number the dimension carries; nil for a computed one, whose number depends on the environment.
    public var value: Double? {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v),
            .uniformAcrossSiblings(let v):
            return v
        case .computed:
            return nil
        }
    }

    /// True for the kinds whose final size comes from content (`estimated`, `uniformAcrossSiblings`, a computed
    /// estimate).
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        case .computed(let computed): return computed.kind == .estimated
        default: return false
        }
    }

    /// The computed dimension, when this is one.
    public var computed: ComputedDimension? {
        if case .computed(let computed) = self { return computed }
        return nil
    }

    /// True for `uniformAcrossSiblings`.
    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }

    /// The spec-file spelling, e.g. `fractionalWidth(0.5)`.
    public var specString: String {
        switch self {
        case .fractionalWidth(let v): return "fractionalWidth(\(formatNumber(v)))"
        case .fractionalHeight(let v): return "fractionalHeight(\(formatNumber(v)))"
        case .absolute(let v): return "absolute(\(formatNumber(v)))"
        case .estimated(let v): return "estimated(\(formatNumber(v)))"
        case .uniformAcrossSiblings(let v): return "uniformAcrossSiblings(\(formatNumber(v)))"
        case .computed(let computed): return "\(computed.kind.rawValue)(\(computed.expression))"
        }
    }
}
