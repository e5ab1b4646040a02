import LayoutLint
import LayoutModel

/// What `catalog lint` asks for: the layouts (all when none is named), the environments of the matrix, the rules,
/// the format, and the files it reads and writes besides the catalog.
public struct LintRequest: Sendable {
    /// The layouts to lint; empty lints every layout of the catalog.
    public var layouts: [String]
    /// Every environment of the matrix, with where item counts come from (`matrixDefaults` gives the lint's own).
    public var environments: [ComputeRequest]
    public var rules: LintRuleSelection
    public var format: LintFormat
    /// A baseline file whose findings are left out of the output and the exit status (`--baseline`).
    public var baseline: String?
    /// Where today's findings' fingerprints are written (`--write-baseline`).
    public var writeBaseline: String?
    /// The file the findings are written to (`--output`); nil writes them to the standard output the call is given.
    public var output: String?

    public init(
        layouts: [String] = [], environments: [ComputeRequest], rules: LintRuleSelection = LintRuleSelection(), format: LintFormat = .text,
        baseline: String? = nil, writeBaseline: String? = nil, output: String? = nil
    ) {
        self.layouts = layouts
        self.environments = environments
        self.rules = rules
        self.format = format
        self.baseline = baseline
        self.writeBaseline = writeBaseline
        self.output = output
    }

    /// The lint's matrix where the command line names no value of an axis, as a trait's option text: every named
    /// device held both ways, the text sizes `large`, `extraExtraExtraLarge` and `accessibilityExtraExtraExtraLarge`
    /// (the default, the largest of the standard sizes and the largest of all, which LL008 and LL009 compare), and
    /// both directions (LL011). The iOS version keeps its default, 26 alone. An option given replaces its own axis
    /// only; `--size` replaces the devices, and with them the orientations.
    public static let matrixDefaults: [EnvironmentTrait: String] = [
        .device: "all",
        .orientation: "both",
        .layoutDirection: "both",
        .contentSizeCategory: [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge].map(\.rawValue)
            .joined(separator: ","),
    ]
}

/// What a lint did: the counts its exit status is decided by, and where its runs and findings came from.
public struct LintOutcome: Sendable, Equatable {
    /// After disables and the baseline.
    public var summary: LintSummary
    /// Layouts not linted because they have no item counts and none were given, by name.
    public var skippedLayouts: [String]
    public var computedRuns: Int
    public var cachedRuns: Int
    /// Layouts whose findings the catalog held from an earlier lint of the same runs, spec and rules.
    public var servedLayouts: Int
    /// Layouts linted now, their findings stored.
    public var lintedLayouts: Int
    /// The findings found or served (before the baseline), over every layout.
    public var findingCount: Int
}

/// How far a lint has come: computing runs, then linting layouts.
public struct LintProgress: Sendable, Equatable {
    public enum Stage: Sendable, Equatable {
        case computing
        case linting
    }

    public var stage: Stage
    public var done: Int
    public var total: Int
}
