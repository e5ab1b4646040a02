import LayoutModel

/// Which rules a lint runs, from the command line: `--rule ID` (repeatable) runs only those named, LL012 included;
/// `--disable ID` (repeatable) leaves those out. Without either, every rule but LL012 runs. A spec's own
/// `"lint": {"disable": [...]}` applies on top, per element.
public struct LintRuleSelection: Hashable, Sendable {
    public var only: [LintRuleID]
    public var disabled: [LintRuleID]

    public init(only: [LintRuleID] = [], disabled: [LintRuleID] = []) {
        self.only = only
        self.disabled = disabled
    }

    /// The rules that run.
    public var enabled: LintRuleSet {
        let base = only.isEmpty ? LintRuleSet(LintRule.all.filter(\.isEnabledByDefault).map(\.id)) : LintRuleSet(only)
        return base.subtracting(LintRuleSet(disabled))
    }

    /// True when `rule` was named with `--rule` (SARIF then lists it enabled even when off by default).
    public func names(_ rule: LintRuleID) -> Bool { only.contains(rule) }

    /// Reads command-line rule ids; an unknown one is a usage error that names every known id.
    public static func rule(_ text: String) throws(LintUsageError) -> LintRuleID {
        if let rule = LintRuleID(rawValue: text.uppercased()) { return rule }
        if let rule = LintRuleID(idOrName: text) { return rule }
        throw .unknownRule(text)
    }
}

/// A usage error of the lint's options (exit status 64): what is wrong, said so that the user can fix the command.
public enum LintUsageError: Error, Equatable, CustomStringConvertible, Sendable {
    /// `--rule` or `--disable` names no rule: neither an id (`LL003`) nor a rule's name.
    case unknownRule(String)

    public var description: String {
        switch self {
        case .unknownRule(let text): return "unknown rule \"\(text)\"; known ids: \(LintRuleID.listing)"
        }
    }
}
