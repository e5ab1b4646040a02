import LayoutModel

/// The formats `catalog lint --format` writes.
public enum LintFormat: String, Hashable, Sendable, CaseIterable {
    /// For people: findings grouped by layout and severity, environments summarised, a final count.
    case text
    /// `FILE:LINE:COLUMN: error|warning|note: MESSAGE [LL006 overlap]`, one line per finding, as Xcode and CI
    /// problem matchers read.
    case xcode
    /// `{"version": 1, "findings": [...], "summary": {...}}` (`LintRules.md`, The JSON format).
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF readers.
    case sarif
    /// GitHub Actions workflow commands: `::error file=F,line=L,col=C,title=LL006 overlap::MESSAGE`.
    case github
}

/// The counts of a whole lint, after disables and the baseline: what the final line prints and the exit status
/// is decided by.
public struct LintSummary: Hashable, Sendable {
    public var errors = 0
    public var warnings = 0
    public var notes = 0
    /// Layouts linted.
    public var layouts = 0
    /// Distinct environments linted, over every layout.
    public var environments = 0

    public init(errors: Int = 0, warnings: Int = 0, notes: Int = 0, layouts: Int = 0, environments: Int = 0) {
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
        self.layouts = layouts
        self.environments = environments
    }

    /// `N errors, M warnings, K notes in L layouts over E environments`.
    public var line: String {
        "\(Self.count(errors, "error")), \(Self.count(warnings, "warning")), \(Self.count(notes, "note")) in \(Self.count(layouts, "layout")) over \(Self.count(environments, "environment"))"
    }

    static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
}

/// Writes a lint's findings in one format as layouts are linted, layout by layout, leaving out what the baseline
/// holds; `finish` writes the end and gives the summary.
///
/// ```swift
/// func report(_ results: [LayoutLintResult]) throws -> (String, LintSummary) {
///     let report = LintReport(format: .text, sink: LintTextBuffer())
///     for result in results { try report.write(result) }
///     let summary = try report.finish()
///     return (report.sink.text, summary)
/// }
/// ```
public final class LintReport<Sink: LintOutputSink> {
    public private(set) var sink: Sink
    public let format: LintFormat
    private var writer: any LintFormatWriter
    private let baseline: LintBaseline?
    private var summary = LintSummary()
    private var environments: Set<LayoutEnvironment> = []
    private var started = false
    /// The layout whose findings are being written, and how its environments are named.
    private var current: (layout: LintedLayout, describer: EnvironmentSummary)?

    public init(format: LintFormat, sink: Sink, rules: LintRuleSelection = LintRuleSelection(), baseline: LintBaseline? = nil) {
        self.format = format
        self.sink = sink
        self.baseline = baseline
        switch format {
        case .text: writer = TextFormat()
        case .xcode: writer = XcodeFormat()
        case .json: writer = JSONFormat()
        case .sarif: writer = SARIFFormat(rules: rules)
        case .github: writer = GitHubFormat()
        }
    }

    private func start() throws {
        guard !started else { return }
        started = true
        try writer.begin(into: &sink)
    }

    /// Writes one layout's findings (those the baseline does not hold).
    public func write(_ result: LayoutLintResult) throws {
        try write(result.linted, findings: result.findings)
    }

    /// Writes one layout's findings, in print order, from wherever they come: a linter's result, or findings a
    /// catalog stored from an earlier lint. `begin`, `add` and `endLayout` do the same a batch at a time.
    public func write(_ layout: LintedLayout, findings: some Sequence<LintFinding>) throws {
        try begin(layout)
        try add(findings)
        try endLayout()
    }

    /// Starts a layout's findings; `add` them in print order (as many times as there are batches), then `endLayout`.
    /// A million findings read back one page at a time are never held together.
    public func begin(_ layout: LintedLayout) throws {
        try start()
        summary.layouts += 1
        environments.formUnion(layout.environments)
        summary.environments = environments.count
        current = (layout, EnvironmentSummary(environments: layout.environments))
    }

    /// The next findings of the layout begun, those the baseline does not hold written in batches as they come.
    public func add(_ findings: some Sequence<LintFinding>) throws {
        guard let (layout, describer) = current else { preconditionFailure("findings added before their layout began") }
        var kept: [LintFinding] = []
        for finding in findings {
            if let baseline, baseline.contains(finding.fingerprint) { continue }
            switch finding.severity {
            case .error: summary.errors += 1
            case .warning: summary.warnings += 1
            case .note: summary.notes += 1
            }
            kept.append(finding)
            if kept.count >= 4096 {
                try writer.write(kept, of: layout, environments: describer, into: &sink)
                kept.removeAll(keepingCapacity: true)
            }
        }
        if !kept.isEmpty { try writer.write(kept, of: layout, environments: describer, into: &sink) }
    }

    /// Ends the layout begun.
    public func endLayout() throws {
        guard let (layout, _) = current else { return }
        current = nil
        try writer.endLayout(layout, into: &sink)
    }

    /// Writes the end of the output; the counts decide the exit status (`LintExitStatus`).
    @discardableResult
    public func finish() throws -> LintSummary {
        try start()
        try writer.end(summary, into: &sink)
        return summary
    }
}

/// One format: its beginning, a layout's findings in batches (one layout's batches in a row, most severe first),
/// and its end.
protocol LintFormatWriter {
    mutating func begin(into sink: inout some LintOutputSink) throws
    mutating func write(_ findings: [LintFinding], of layout: LintedLayout, environments: EnvironmentSummary, into sink: inout some LintOutputSink) throws
    mutating func endLayout(_ layout: LintedLayout, into sink: inout some LintOutputSink) throws
    mutating func end(_ summary: LintSummary, into sink: inout some LintOutputSink) throws
}

extension LintFormatWriter {
    mutating func begin(into sink: inout some LintOutputSink) throws {}
    mutating func endLayout(_ layout: LintedLayout, into sink: inout some LintOutputSink) throws {}
}

extension LintFinding {
    /// `LL006 overlap`.
    var ruleTitle: String { "\(rule.rawValue) \(rule.name)" }
}
