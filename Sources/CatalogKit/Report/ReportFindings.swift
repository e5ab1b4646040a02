import LayoutLint
import LayoutModel
import LayoutRender

/// One layout's lint findings as a report shows them: the counts by severity (its card on the index), the findings
/// themselves (its page, filterable by rule), and, for each environment of the report, the elements a finding names
/// there (outlined on the picture that stands for that environment).
struct ReportFindings {
    var counts = ReportLintCounts()
    /// The findings listed on the page, most severe first, at most `maximumListed`.
    var listed: [Listed] = []
    /// Every rule with a finding, in id order: what the page's rule filter offers.
    var rules: [LintRuleID] = []
    /// By position in the report's environments: the elements findings name there, each with what its outline's
    /// tooltip says.
    var outlines: [Int: [LayoutRender.ElementKey: String]] = [:]

    /// Findings beyond this many are counted but not listed: `catalog query` on `lint_findings` has them all.
    static let maximumListed = 2_000

    var total: Int { counts.total }

    /// One finding as the page lists it.
    struct Listed {
        var rule: LintRuleID
        var severity: LintSeverity
        var element: String
        var message: String
        /// `FILE:LINE:COLUMN`, where the spec node is.
        var location: String?
        /// The environments of the report it occurs in, in words.
        var environments: String
    }

    /// Takes one finding of the layout, its environments named by `summary`.
    mutating func add(_ finding: LintFinding, summary: EnvironmentSummary) {
        switch finding.severity {
        case .error: counts.errors += 1
        case .warning: counts.warnings += 1
        case .note: counts.notes += 1
        }
        if !rules.contains(finding.rule) {
            rules.append(finding.rule)
            rules.sort()
        }
        if listed.count < Self.maximumListed {
            listed.append(Listed(
                rule: finding.rule, severity: finding.severity, element: finding.element.description, message: finding.message,
                location: finding.location.map { "\($0.file):\($0.line):\($0.column)" }, environments: summary.describe(finding.environments)
            ))
        }
        let note = "\(finding.rule.rawValue) \(finding.rule.name) (\(finding.severity.name)): \(finding.message)"
        for key in [finding.element] + (finding.other.map { [$0] } ?? []) {
            guard let drawn = Self.drawnKey(key) else { continue }
            for position in finding.environments {
                let earlier = outlines[position, default: [:]][drawn]
                outlines[position, default: [:]][drawn] = earlier.map { $0 + "; " + note } ?? note
            }
        }
    }

    /// The key of the element a picture draws for a finding's element: none for a finding about a section or a run.
    static func drawnKey(_ key: LayoutLint.ElementKey) -> LayoutRender.ElementKey? {
        guard let category = key.category.elementCategory else { return nil }
        return LayoutRender.ElementKey(category: category, elementKind: key.elementKind, section: key.section ?? 0, item: key.item ?? 0)
    }

    /// The elements to outline on a picture that stands for the environments at `positions`.
    func outlines(at positions: [Int]) -> [LayoutRender.ElementKey: String] {
        var merged: [LayoutRender.ElementKey: String] = [:]
        for position in positions {
            for (key, note) in outlines[position] ?? [:] where merged[key] == nil { merged[key] = note }
        }
        return merged
    }
}

/// Gathers a report's findings layout by layout as the lint hands them over (`Catalog.lintMatrix`).
final class ReportLintCollector: LintConsumer {
    private(set) var byLayout: [String: ReportFindings] = [:]
    private var current: (layout: String, findings: ReportFindings, summary: EnvironmentSummary)?

    func begin(_ layout: LintedLayout) {
        current = (layout.layout, ReportFindings(), EnvironmentSummary(environments: layout.environments))
    }

    func add(_ findings: [LintFinding]) {
        // Taken out while it grows, so its storage is not shared with `self.current` and is not copied per batch.
        guard var current else { return }
        self.current = nil
        for finding in findings { current.findings.add(finding, summary: current.summary) }
        self.current = current
    }

    func end() {
        guard let (layout, findings, _) = current else { return }
        byLayout[layout] = findings
        current = nil
    }
}
