import Foundation
import LayoutEngine
@testable import LayoutLint
import LayoutModel
import TestSupport
import Testing

/// Every sample linted on frames the engine computes in process, over a few environments: a small phone at 2x, a
/// notched phone upright and sideways, the largest text size, right to left, a large iPad. Every finding is either a
/// defect of the sample (listed here, each with why) or a false finding fixed in its rule; a new finding fails the
/// test until it is classified.
@Suite("Samples linted")
struct SampleLintTests {
    static let environments: [LayoutEnvironment] = [
        LintFixtures.device("iphone-se-3"),
        LintFixtures.device("iphone-15-pro"),
        LintFixtures.device("iphone-15-pro", .landscape),
        LintFixtures.device("iphone-15-pro", category: .accessibilityExtraExtraExtraLarge),
        LintFixtures.device("iphone-15-pro", direction: .rightToLeft),
        LintFixtures.device("iphone-15-pro", .landscape, direction: .rightToLeft),
        LintFixtures.device("ipad-pro-13-m4"),
    ]

    /// `layout rule severity: count` for every sample's findings.
    static func lintSamples() throws -> [String] {
        var lines: [String] = []
        var details: [String] = []
        for layout in try EngineRuns.samples() {
            let counts = layout.spec.itemCounts ?? [10]
            let linter = LayoutLinter(layout: layout, environments: environments)
            for environment in environments {
                guard let run = try? EngineRuns.run(layout.spec, in: environment, itemCounts: counts) else { continue }
                linter.add(run)
            }
            var tally: [String: Int] = [:]
            let result = linter.finish()
            let summary = EnvironmentSummaryText(result.environments)
            for finding in result.findings {
                details.append("\(layout.name) \(finding.rule.rawValue) \(finding.severity.name) \(finding.path): \(finding.message) (\(summary.describe(finding.environments)))")
                tally["\(layout.name) \(finding.rule.rawValue) \(finding.severity.name)", default: 0] += 1
            }
            lines += tally.keys.sorted().map { "\($0): \(tally[$0]!)" }
        }
        try details.joined(separator: "\n").write(to: PackageRoot.url(".build/sample-lint-details.txt"), atomically: true, encoding: .utf8)
        return lines
    }

    @Test func everyFindingOnASampleIsAKnownDefect() throws {
        let found = try Self.lintSamples()
        let text = found.joined(separator: "\n")
        try text.write(to: PackageRoot.url(".build/sample-lint.txt"), atomically: true, encoding: .utf8)
        #expect(found == Self.expected, "\(text)")
    }

    /// What linting finds on the samples, by layout, rule and severity, with how many findings; each a defect of the
    /// sample, none a false finding (Samples/README.md, Lint findings, says the same for people):
    static let expected: [String] = [
        // Items 40 points high (Apple's sample's rows): short of 44.
        "apple-adaptive-sections LL007 warning: 10",
        // The faulty samples, each showing what it is there to show (LL008 and LL010 need measured text, which these
        // runs without a dataset or a measurer do not have: FaultySampleTests measures by hand).
        "lint-frames LL001 error: 1",
        "lint-frames LL003 error: 1",
        "lint-frames LL005 error: 1",
        "lint-frames LL006 error: 1",
        "lint-frames LL007 error: 1",
        "lint-labels LL009 error: 1",
        "lint-labels LL009 warning: 1",
        "lint-no-room LL001 error: 2",
        "lint-no-room LL002 error: 1",
        "lint-notch LL005 error: 3",
        "lint-notch LL005 note: 1",
        "lint-wide-items LL002 error: 2",
        "lint-wide-items LL004 error: 2",
        "lint-wide-items LL005 error: 2",
        // Label cells in a 17-point font without a text style (LL009), and, measured or not, far under 28 points high
        // (LL007: the tag cloud's label cells the issue names).
        "p000-estimated-label-cells LL007 error: 3",
        "p000-estimated-label-cells LL009 warning: 3",
        // An item narrower than its insets: 0 wide on phones (LL001, R41), 16.667 wide elsewhere (LL007).
        "p000-half-group-item-width-fraction-0-1 LL001 error: 9",
        "p000-half-group-item-width-fraction-0-1 LL007 error: 9",
        // 50-point items less 10-point insets: 30 wide.
        "p000-item-width-absolute-50 LL007 warning: 9",
        // Tenths of the width less insets: 17.5 wide.
        "p000-item-width-fraction-0-1 LL007 error: 9",
        "p000-tag-cloud LL007 error: 12",
        "p000-tag-cloud LL009 warning: 12",
        // Items 0.3 of a short group: 13.333 high.
        "p001-carousel-horizontal-item-height-0-3 LL007 error: 12",
        "p001-carousel-vertical-item-height-0-3 LL007 error: 12",
        // Collection titles in a fixed 17-point font.
        "p001-library-carousels LL009 warning: 15",
        // The flow version of the zoo grid sideways: the flow layout adjusts only its scroll axis to the safe area, so
        // its cells start 10 points from the edge, under the notch (the compositional version keeps out of it).
        "p002-zoo-flow LL005 error: 18",
        // The zoo grid's labels in a fixed 30-point font.
        "p002-zoo-grid LL009 warning: 18",
        // The grid rows above the lists: 40 points high.
        "p003-list-grid5-grid3 LL007 warning: 10",
    ]
}

/// The text format's summary of environments, for the details written beside the test's run.
struct EnvironmentSummaryText {
    let summary: EnvironmentSummary

    init(_ environments: [LayoutEnvironment]) { summary = EnvironmentSummary(environments: environments) }

    func describe(_ positions: [Int]) -> String { summary.describe(positions) }
}
