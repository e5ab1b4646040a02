/// The id of one rule of `catalog lint` (`LL001` to `LL012`), as a spec's `"lint": {"disable": [...]}` names it.
///
/// The rules themselves live in the `LayoutLint` module (`LintRules.md` there says what each checks); the ids and
/// names are here so that a spec can name a rule, and its reader refuse an unknown one, without depending on the lint.
public enum LintRuleID: String, Hashable, Sendable, CaseIterable, Comparable {
    case LL001, LL002, LL003, LL004, LL005, LL006, LL007, LL008, LL009, LL010, LL011, LL012

    /// The rule's name, as findings print it after the id: `LL006 overlap`.
    public var name: String {
        switch self {
        case .LL001: return "degenerate-frame"
        case .LL002: return "invalid-size"
        case .LL003: return "unreachable"
        case .LL004: return "cross-axis-overflow"
        case .LL005: return "unsafe-area"
        case .LL006: return "overlap"
        case .LL007: return "touch-target"
        case .LL008: return "text-truncated"
        case .LL009: return "dynamic-type"
        case .LL010: return "estimate-drift"
        case .LL011: return "rtl-mirror"
        case .LL012: return "margin-bleed"
        }
    }

    /// The rule whose id is `text`, or whose name it is (`touch-target`).
    public init?(idOrName text: String) {
        if let rule = LintRuleID(rawValue: text) {
            self = rule
        } else if let rule = Self.allCases.first(where: { $0.name == text }) {
            self = rule
        } else {
            return nil
        }
    }

    /// The rule's position, 0 for LL001: its bit in a `LintRuleSet`. Asked once per element and rule, so it is a
    /// switch rather than a search of `allCases`.
    public var ordinal: Int {
        switch self {
        case .LL001: return 0
        case .LL002: return 1
        case .LL003: return 2
        case .LL004: return 3
        case .LL005: return 4
        case .LL006: return 5
        case .LL007: return 6
        case .LL008: return 7
        case .LL009: return 8
        case .LL010: return 9
        case .LL011: return 10
        case .LL012: return 11
        }
    }

    public static func < (lhs: LintRuleID, rhs: LintRuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Every id with its name, `LL001 (degenerate-frame), LL002 (invalid-size), …`, for messages that list the ids a
    /// spec or a command line may name.
    public static var listing: String {
        allCases.map { "\($0.rawValue) (\($0.name))" }.joined(separator: ", ")
    }
}

/// A set of lint rules as one bit each: what a spec node disables, looked up once per element.
public struct LintRuleSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16

    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public init(_ rules: some Sequence<LintRuleID>) {
        self.init(rawValue: rules.reduce(0) { $0 | (1 << UInt16($1.ordinal)) })
    }

    public func contains(_ rule: LintRuleID) -> Bool { rawValue & (1 << UInt16(rule.ordinal)) != 0 }

    /// The rules in the set, in id order.
    public var rules: [LintRuleID] { LintRuleID.allCases.filter(contains) }

    public static let all = LintRuleSet(LintRuleID.allCases)
}
