/// How bad a finding is. A finding's severity is the most severe among the environments where it occurs
/// (`LintRules.md`, Terms).
public enum LintSeverity: Int, Hashable, Sendable, CaseIterable, Comparable {
    case note = 0
    case warning = 1
    case error = 2

    /// The word the formats print: `error`, `warning`, `note`.
    public var name: String {
        switch self {
        case .note: return "note"
        case .warning: return "warning"
        case .error: return "error"
        }
    }

    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs.rawValue < rhs.rawValue }
}
