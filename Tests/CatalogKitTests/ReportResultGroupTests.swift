@testable import CatalogKit
import Foundation
import LayoutModel
import TestSupport
import Testing

/// The report draws a result once for every environment whose run came to it, and says which layouts show text yet
/// give the same frames at every text size (they do not adapt to Dynamic Type, V9).
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

    @Test func aLayoutShowingTextTheSameAtEveryTextSizeIsFlagged() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let outcome = try Self.report(folder, Self.environments([Size(width: 390, height: 844), Size(width: 320, height: 568)]))
        // plain shows no text; styled grows with it.
        #expect(outcome.fixedTextLayouts == ["fixed"])
        #expect(outcome.summary.contains("; 1 not adapting to Dynamic Type (fixed) (runs: 18 computed, 0 cached)"))
        let report = folder.url.appendingPathComponent("report")
        let index = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<p id=\"fixed-text\" class=\"fixed-text\">Not adapting to Dynamic Type (text shown, frames the same at every text size): <a href=\"layouts/fixed.html\">fixed</a>.</p>"))
        let fixed = try String(contentsOf: report.appendingPathComponent("layouts/fixed.html"), encoding: .utf8)
        #expect(fixed.contains("Does not adapt to Dynamic Type: it shows text, yet its frames are the same at all 3 text sizes of this report."))
        let styled = try String(contentsOf: report.appendingPathComponent("layouts/styled.html"), encoding: .utf8)
        #expect(!styled.contains("Does not adapt to Dynamic Type"))
        // Shown at one text size, nothing can be said.
        let single = try TemporaryDirectory()
        defer { single.remove() }
        #expect(try Self.report(single, [ComputeRequest(LayoutEnvironment(containerSize: Size(width: 390, height: 844)))]).fixedTextLayouts.isEmpty)
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
        #expect(index.contains("Changed in version 2: At 390x844@3x (and 2 more environments): 4 cells moved"))
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
        #expect(ReportResultGroup.sameAtEveryTextSize([1, 1, 1, 2, 2, 2], environments: all))
        #expect(!ReportResultGroup.sameAtEveryTextSize([1, 1, 1, 2, 2, 3], environments: all))
        #expect(!ReportResultGroup.sameAtEveryTextSize([1], environments: [all[0]]))
    }
}
