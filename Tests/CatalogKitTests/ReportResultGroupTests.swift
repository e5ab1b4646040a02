@testable import CatalogKit
import Foundation
import LayoutModel
import TestSupport
import Testing

/// The report draws a result once for every environment whose run came to it, and says which layouts show text that
/// does not follow the user's text size (the lint's LL009, V9).
@Suite("Report: identical results drawn once")
struct ReportResultGroupTests {
    /// Two cells half the width each, 50 points high: no text, the same at every text size.
    static let plain = """
        {"name": "plain", "itemCounts": [2], "section": {"group": {"kind": "horizontal",
          "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"},
          "subitems": [{"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}}]}}}
        """
    /// Label cells sized by their text, in FONT: a fixed 17 points never grows with the text size; the body style
    /// does (V9).
    static let label = """
        {"name": "NAME", "itemCounts": [3], "section": {"group": {"kind": "horizontal",
          "size": {"width": "fractionalWidth(1)", "height": "estimated(1)"},
          "subitems": [{"size": {"width": "estimated(1)", "height": "estimated(1)"},
            "content": {"text": "Hello", "font": FONT}}]}}}
        """

    static let sizes: [ContentSizeCategory] = [.large, .extraLarge, .accessibilityLarge]

    static func environments(_ screens: [Size]) -> [ComputeRequest] {
        screens.flatMap { screen in
            sizes.map { ComputeRequest(LayoutEnvironment(containerSize: screen, contentSizeCategory: $0)) }
        }
    }

    static func report(_ folder: TemporaryDirectory, _ environments: [ComputeRequest]) throws -> ReportOutcome {
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([
            try folder.write("plain.json", plain),
            try folder.write("fixed.json", label.replacingOccurrences(of: "NAME", with: "fixed").replacingOccurrences(of: "FONT", with: #"{"size": 17}"#)),
            try folder.write("styled.json", label.replacingOccurrences(of: "NAME", with: "styled").replacingOccurrences(of: "FONT", with: #"{"textStyle": "body"}"#)),
        ])
        return try catalog.report(ReportRequest(environments: environments, outputDirectory: folder.path("report")))
    }

    @Test func environmentsWithTheSameFramesShareOnePicture() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let outcome = try Self.report(folder, Self.environments([Size(width: 390, height: 844)]))
        // plain and fixed: one picture each for the three text sizes; styled: one per text size.
        #expect(outcome.pictureCount == 1 + 1 + 3)
        let report = folder.url.appendingPathComponent("report")
        let plain = try String(contentsOf: report.appendingPathComponent("layouts/plain.html"), encoding: .utf8)
        #expect(plain.contains("<strong>390x844@3x: the same on all 3 text sizes</strong>"))
        #expect(plain.components(separatedBy: "<figure ").count - 1 == 1)
        #expect(plain.components(separatedBy: "<table class=\"sortable frames\"").count - 1 == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("pictures").path)
        #expect(files.filter { $0.hasPrefix("plain.") } == ["plain.01-390x844.svg"])
        let styled = try String(contentsOf: report.appendingPathComponent("layouts/styled.html"), encoding: .utf8)
        #expect(styled.components(separatedBy: "<figure ").count - 1 == 3)
        #expect(styled.contains("<strong>390x844@3x, text size accessibilityLarge</strong>"))
    }

    /// The report lints its layouts over its own matrix: text set at a fixed size is LL009 (it does not follow the
    /// user's text size, V9), on the layout's card and page, named on the index, and counted in the summary.
    @Test func textThatDoesNotFollowTheTextSizeIsALintFinding() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let outcome = try Self.report(folder, Self.environments([Size(width: 390, height: 844), Size(width: 320, height: 568)]))
        // plain shows no text; styled grows with it; fixed's three labels are set at 17 points without a text style.
        #expect(outcome.dynamicTypeLayouts == ["fixed"])
        let counts = "\(outcome.lintCounts.errors) errors, \(outcome.lintCounts.warnings) warnings, \(outcome.lintCounts.notes) notes"
        #expect(outcome.summary.contains("; lint: \(counts) (runs: 18 computed, 0 cached)"))
        let report = folder.url.appendingPathComponent("report")
        let index = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<p id=\"dynamic-type\" class=\"fixed-text\">Text that does not follow the user&apos;s text size (LL009 dynamic-type): <a href=\"layouts/fixed.html#findings\">fixed</a>.</p>"))
        #expect(index.contains("<a href=\"layouts/fixed.html#findings\">Lint: "))
        let fixed = try String(contentsOf: report.appendingPathComponent("layouts/fixed.html"), encoding: .utf8)
        #expect(fixed.contains("<td>LL009 dynamic-type</td><td>cell 0.0</td><td class=\"wrap\">the text of cell 0.0 is set at 17 points without a textStyle: it does not follow the user&apos;s text size</td>"))
        // Its pictures outline the three cells, each with what the lint says of it.
        let pictures = try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("pictures").path).filter { $0.hasPrefix("fixed.") }
        #expect(pictures.count == 1, "the same frames on both screens at every text size: one picture")
        for file in pictures {
            let svg = try String(contentsOf: report.appendingPathComponent("pictures/" + file), encoding: .utf8)
            let outlines = svg.components(separatedBy: "class=\"outlined\"").count - 1
            #expect(outlines == 3, "\(file)")
            #expect(svg.contains("LL009 dynamic-type (warning): the text of cell 0.2 is set at 17 points without a textStyle"), "\(file)")
        }
        let plainPictures = try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("pictures").path).filter { $0.hasPrefix("plain.") }
        for file in plainPictures {
            #expect(!(try String(contentsOf: report.appendingPathComponent("pictures/" + file), encoding: .utf8)).contains("outlined"))
        }
        let styled = try String(contentsOf: report.appendingPathComponent("layouts/styled.html"), encoding: .utf8)
        #expect(!styled.contains("LL009"))
        #expect(styled.contains("<option value=\"LL007\">LL007 touch-target</option>"), "its one-word label cells are under 44 points high")
    }

    /// What a new version moved is told once for environments whose runs share a result and moved alike: one
    /// section, one overlay.
    @Test func aChangeTheSameInSeveralEnvironmentsIsToldOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try ReportUseCaseTests.catalog(folder)
        let outcome = try catalog.report(ReportRequest(
            layouts: ["zgrid"], environments: Self.environments([Size(width: 390, height: 844)]), outputDirectory: folder.path("report")
        ))
        #expect(outcome.changedLayouts == ["zgrid"])
        // One picture and one overlay for the three text sizes.
        #expect(outcome.pictureCount == 2)
        let page = try String(contentsOf: folder.url.appendingPathComponent("report/layouts/zgrid.html"), encoding: .utf8)
        #expect(page.contains("<h3 id=\"change-1\">390x844@3x: the same on all 3 text sizes</h3>"))
        #expect(!page.contains("id=\"change-2\""))
        #expect(page.contains("4 cells moved by dy +10 to +20"))
        let index = try String(contentsOf: folder.url.appendingPathComponent("report/index.html"), encoding: .utf8)
        // The report varies the text size, so the environment named says its text size even at the default.
        #expect(index.contains("Changed in version 2: At 390x844@3x, text size large (and 2 more environments): 4 cells moved"))
    }

    /// Groups in the order their first environment comes; a caption names one screen's text sizes, or every
    /// environment of a group that spans screens.
    @Test func groupsAndTheirCaptions() {
        #expect(ReportResultGroup.grouping([7, 8, 7, 9, 8]) == [
            ReportResultGroup(resultID: 7, members: [0, 2]), ReportResultGroup(resultID: 8, members: [1, 4]),
            ReportResultGroup(resultID: 9, members: [3]),
        ])
        let all = Self.environments([Size(width: 390, height: 844), Size(width: 320, height: 568)]).enumerated()
            .map { ReportEnvironment(index: $0.offset, request: $0.element) }
        #expect(ReportResultGroup.label([all[0]], among: all) == "390x844@3x")
        #expect(ReportResultGroup.label(Array(all[0..<3]), among: all) == "390x844@3x: the same on all 3 text sizes")
        #expect(ReportResultGroup.label([all[1], all[2]], among: all) == "390x844@3x: the same on text sizes extraLarge, accessibilityLarge")
        #expect(ReportResultGroup.label([all[0], all[1], all[2], all[3]], among: all)
            == "the same in 4 environments: 390x844@3x (all 3 text sizes); 320x568@3x (text size large)")
    }
}
