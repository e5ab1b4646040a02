import LayoutModel

/// One finding of one layout, gathered over the environments it occurs in: what the formats print and the baseline
/// records.
public struct LintFinding: Hashable, Sendable {
    public var rule: LintRuleID
    /// The most severe among its environments.
    public var severity: LintSeverity
    public var layout: String
    public var element: ElementKey
    /// The other element of a pair (LL006), else nil.
    public var other: ElementKey?
    /// Indexes into the layout result's `environments`, ascending.
    public var environments: [Int]
    /// What is wrong, with the measurements of the first environment at the finding's severity.
    public var message: String
    /// The JSON path of the spec node the element comes from.
    public var path: SpecNodePath
    /// Where that node is in the spec's file; nil when the file is not known.
    public var location: LintLocation?

    public init(
        rule: LintRuleID, severity: LintSeverity, layout: String, element: ElementKey, other: ElementKey? = nil, environments: [Int],
        message: String, path: SpecNodePath, location: LintLocation? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.layout = layout
        self.element = element
        self.other = other
        self.environments = environments
        self.message = message
        self.path = path
        self.location = location
    }

    /// The finding's identity across lints: rule, layout and element keys, never a line number, so that editing an
    /// unrelated line keeps a baselined finding baselined.
    public var fingerprint: String { LintFingerprint.of(rule: rule, layout: layout, element: element, other: other) }
}

/// A file, line and column (from 1) a finding points at.
public struct LintLocation: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// One finding in one environment, as the linter finds it, before findings are gathered across environments
/// (`LayoutLinter`'s `occurrences`): its severity and message are that environment's own.
public struct LintOccurrence: Hashable, Sendable {
    public var rule: LintRuleID
    public var severity: LintSeverity
    public var layout: String
    public var element: ElementKey
    public var other: ElementKey?
    public var environment: LayoutEnvironment
    public var message: String
    public var path: SpecNodePath
    public var location: LintLocation?

    /// The fingerprint of the finding it is an occurrence of.
    public var fingerprint: String { LintFingerprint.of(rule: rule, layout: layout, element: element, other: other) }
}
