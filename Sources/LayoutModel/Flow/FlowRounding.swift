/// The rounding functions a flow expression may call, as Swift's `floor`, `ceil`, `round` and `trunc` on `CGFloat`
/// (and `rounded(.down)`, `rounded(.up)`, `rounded()`, `rounded(.towardZero)`), which `sizeForItemAt` code uses to
/// keep a computed size on whole points: `floor((width - 30) / 2)`.
public enum FlowRounding: String, Hashable, Sendable, CaseIterable {
    case floor
    case ceil
    case round
    case trunc

    /// The rule Swift's function rounds by: `round` takes halves away from zero, as `rounded()` does.
    public var rule: FloatingPointRoundingRule {
        switch self {
        case .floor: return .down
        case .ceil: return .up
        case .round: return .toNearestOrAwayFromZero
        case .trunc: return .towardZero
        }
    }

    /// The function that rounds by `rule`; nil for a rule no function of the four names (`.toNearestOrEven`,
    /// `.awayFromZero`).
    public init?(rule: FloatingPointRoundingRule) {
        guard let rounding = Self.allCases.first(where: { $0.rule == rule }) else { return nil }
        self = rounding
    }

    public func apply(_ value: Double) -> Double { value.rounded(rule) }
}
