import LayoutModel

/// A lint of one layout about to be stored (migration 0012): the key its findings are found by again, the layout
/// version linted, the rules that ran and the environments, each with the run linted there.
public struct NewLint: Sendable, Equatable {
    /// The digest of everything the findings depend on (CatalogKit's `LintKey`).
    public var key: String
    /// The digest of the rules and the environments: a new lint of the same matrix replaces the layout's earlier one.
    public var matrixKey: String
    public var layout: String
    public var layoutVersionID: Int64
    public var rules: [LintRuleID]
    /// The file the findings' locations point into; nil when none is known.
    public var sourcePath: String?
    /// In the order the findings' environment positions count them.
    public var environments: [LintedRun]

    public init(
        key: String, matrixKey: String, layout: String, layoutVersionID: Int64, rules: [LintRuleID], sourcePath: String?,
        environments: [LintedRun]
    ) {
        self.key = key
        self.matrixKey = matrixKey
        self.layout = layout
        self.layoutVersionID = layoutVersionID
        self.rules = rules
        self.sourcePath = sourcePath
        self.environments = environments
    }
}

/// One environment of a lint: its canonical text (a row of `environments`, which the runs stored) and the run linted
/// there.
public struct LintedRun: Sendable, Equatable {
    public var environment: String
    public var runID: Int64

    public init(environment: String, runID: Int64) {
        self.environment = environment
        self.runID = runID
    }
}

/// A lint the catalog holds under a key: what serving it again needs besides its findings.
public struct StoredLint: Sendable, Equatable {
    public var id: Int64
    public var sourcePath: String?
    public var findingCount: Int
}

/// A look-up of a stored lint: sound, or damaged (removed, and linted again).
public enum CheckedLint: Sendable, Equatable {
    case sound(StoredLint)
    case damaged(StoredRunFault)
}

/// What a finding names, as the catalog stores it: a category (`cell` … `run`), an element kind, a section and an
/// item, each null where it does not apply.
public struct LintElementRow: Sendable, Equatable {
    public var category: String
    public var elementKind: String?
    public var section: Int?
    public var item: Int?

    public init(category: String, elementKind: String?, section: Int?, item: Int?) {
        self.category = category
        self.elementKind = elementKind
        self.section = section
        self.item = item
    }
}

/// A finding as the catalog stores it: gathered over its environments (`environments`: their positions, ascending)
/// with its most severe severity, or one occurrence in one environment (`environments` that one position), with that
/// environment's own severity and message.
public struct LintFindingRow: Sendable, Equatable {
    public var rule: LintRuleID
    /// `error`, `warning` or `note`.
    public var severity: String
    public var element: LintElementRow
    public var other: LintElementRow?
    public var environments: [Int]
    public var message: String
    /// The JSON path of the spec node the element comes from.
    public var specPath: String
    /// Line and column in the lint's source file; nil when the file is not known.
    public var line: Int?
    public var column: Int?

    public init(
        rule: LintRuleID, severity: String, element: LintElementRow, other: LintElementRow?, environments: [Int], message: String,
        specPath: String, line: Int?, column: Int?
    ) {
        self.rule = rule
        self.severity = severity
        self.element = element
        self.other = other
        self.environments = environments
        self.message = message
        self.specPath = specPath
        self.line = line
        self.column = column
    }
}
