import Foundation
import LayoutLint
import LayoutModel
import SpecFormat
import TestSupport
import Testing

/// The deliberately faulty samples (`Samples/layouts/lint-*.json`), each linted on frames derived by hand from its
/// spec and the engine's rules (the derivation is written beside each), with the findings each is there to show.
@Suite("Faulty samples")
struct FaultySampleTests {
    typealias F = LintFixtures

    static func sample(_ name: String) throws -> LintLayout {
        let path = "Samples/layouts/\(name).json"
        let text = try String(contentsOf: PackageRoot.url(path), encoding: .utf8)
        let spec = try SpecDocument.decodeLayout(text, file: path, format: .json)
        return LintLayout(name: spec.name, version: 1, spec: spec, source: LintSource(file: path, format: .spec(.json), text: text))
    }

    /// Every finding as `rule element severity`.
    static func all(_ result: LayoutLintResult) -> [String] {
        result.findings.map { "\($0.rule.rawValue) \($0.element)\($0.other.map { " | \($0)" } ?? "") \($0.severity.name)" }
    }

    /// The custom group sits at the content's origin (no insets, no safe area), so its frames are the cells' frames;
    /// the content is the group's 100 points high (R23).
    @Test func lintFrames() throws {
        let layout = try Self.sample("lint-frames")
        let run = F.run(F.environment(), content: Size(width: 390, height: 100), [
            F.cell(0, 0, 10, 10, 0, 40), F.cell(0, 1, 20, -30, 100, 60), F.cell(0, 2, 100, 20, 100, 60), F.cell(0, 3, 250, 10, 20, 20),
        ])
        let result = F.lint(layout, [run])
        #expect(Self.all(result) == [
            "LL001 cell 0.0 error", "LL003 cell 0.1 error", "LL005 cell 0.1 error", "LL006 cell 0.1 | cell 0.2 error", "LL007 cell 0.3 error",
        ])
        // Each points at its own frame of the custom group.
        #expect(result.findings.map { $0.path.description } == [0, 1, 1, 1, 3].map { "$.sections[0].group.frames[\($0)]" })
        #expect(result.findings.first?.location == LintLocation(file: "Samples/layouts/lint-frames.json", line: 11, column: 9))
    }

    /// F6: the line is 390 long; an item longer than its line has a line of its own and starts at the section inset,
    /// 0 (F10); lines 10 apart (F18); the content is as wide as the widest line, 400 (F20).
    @Test func lintWideItems() throws {
        let layout = try Self.sample("lint-wide-items")
        let run = F.run(F.environment(), content: Size(width: 400, height: 210), [F.cell(0, 0, 0, 0, 400, 100), F.cell(0, 1, 0, 110, 400, 100)])
        #expect(Self.all(F.lint(layout, [run])) == [
            "LL002 cell 0.0 error", "LL002 cell 0.1 error", "LL004 cell 0.0 error", "LL004 cell 0.1 error",
        ])
        // On a 440-point phone the items fit their line and the screen: centred at 20.
        // The flow layout's adjusted content inset is the safe area's top and bottom (automatic adjustment, F6).
        let wide = F.run(F.device("iphone-16-pro-max"), content: Size(width: 440, height: 210), [F.cell(0, 0, 20, 0, 400, 100), F.cell(0, 1, 20, 110, 400, 100)],
                         inset: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        #expect(Self.all(F.lint(layout, [wide])).isEmpty)
    }

    /// R2, R22: the container is 390 wide, the section's insets take 400, the group resolves to max(0, −10) = 0 wide
    /// and its cells sit at the leading inset, 200, 0 wide (R41), 50 high, stacked.
    @Test func lintNoRoom() throws {
        let layout = try Self.sample("lint-no-room")
        let run = F.run(F.environment(), content: Size(width: 390, height: 100), [F.cell(0, 0, 200, 0, 0, 50), F.cell(0, 1, 200, 50, 0, 50)])
        #expect(Self.all(F.lint(layout, [run])) == ["LL001 cell 0.0 error", "LL001 cell 0.1 error", "LL002 section 0 error"])
    }

    /// iPhone 15 Pro sideways: 852 × 393, notches of 59 each side. Reference none: rows span all 852 points, 60 high
    /// (R2); the background spans the section, 180 high (R34). Upright the safe area has no sides: nothing.
    @Test func lintNotch() throws {
        let layout = try Self.sample("lint-notch")
        let rows = [F.cell(0, 0, 0, 0, 852, 60), F.cell(0, 1, 0, 60, 852, 60), F.cell(0, 2, 0, 120, 852, 60), F.decoration("background", 0, 0, 0, 0, 852, 180)]
        let landscape = F.run(F.device("iphone-15-pro", .landscape), content: Size(width: 852, height: 180), rows)
        let portrait = F.run(F.device("iphone-15-pro"), content: Size(width: 393, height: 180), [
            F.cell(0, 0, 0, 0, 393, 60), F.cell(0, 1, 0, 60, 393, 60), F.cell(0, 2, 0, 120, 393, 60), F.decoration("background", 0, 0, 0, 0, 393, 180),
        ])
        let result = F.lint(layout, [portrait, landscape])
        #expect(Self.all(result) == ["LL005 cell 0.0 error", "LL005 cell 0.1 error", "LL005 cell 0.2 error", "LL005 background 0.0 note"])
        #expect(result.findings.allSatisfy { $0.environments == [1] })
    }

    /// 120 × 44 cells at x 0 (upright, the safe area has no sides), one per section. Measured by hand (`HandMeasurer`), "Recently played
    /// albums" in body: at large (17 pt) "Recently" alone (68 + 8.5 + 51 > 120), then "played albums" (110.5): two lines,
    /// 40.57 high, within 44 and its tolerance; at extraExtraExtraLarge (23 pt) three lines, 82.3 high: one fits.
    @Test func lintLabels() throws {
        let layout = try Self.sample("lint-labels")
        let measurer = HandMeasurer()
        let runs = [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge].map { category in
            F.run(F.device("iphone-15-pro", category: category), content: Size(width: 393, height: 88),
                  [F.cell(0, 0, 0, 0, 120, 44), F.cell(1, 0, 0, 44, 120, 44)], content: measurer)
        }
        let result = F.lint(layout, runs)
        #expect(Self.all(result) == ["LL008 cell 0.0 error", "LL009 cell 1.0 error", "LL009 cell 0.0 warning"])
        let truncation = try #require(result.findings.first)
        #expect(truncation.environments == [1, 2])
        #expect(truncation.path.description == "$.sections[0].group.subitem")
        let withMargins = F.lint(layout, runs, rules: LintRuleSelection(only: [.LL012]))
        #expect(Self.all(withMargins) == ["LL012 cell 0.0 note", "LL012 cell 1.0 note"])
    }

    /// Rows of one line of body at 3x: 20.287 rounded up to the pixel grid, 20.333, stacked from 0: five rows, 101.667.
    @Test func lintEstimates() throws {
        let layout = try Self.sample("lint-estimates")
        let height = 61.0 / 3
        let rows = (0..<5).map { F.cell(0, $0, 0, Double($0) * height, 390, height) }
        let result = F.lint(layout, [F.run(F.environment(), content: Size(width: 390, height: 5 * height), rows)])
        #expect(Self.all(result) == ["LL010 the run warning"] + (0..<5).map { "LL010 cell 0.\($0) note" })
        #expect(result.findings.first?.message
            == "self-sized elements measure 51.667 points more than estimated along the scroll axis, 0.51 of the content length 101.667")
    }
}
