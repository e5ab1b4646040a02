import Foundation
import TestSupport
import Testing

/// `catalog report` through the real binary: the default matrix on every sample, options, failures.
@Suite("Report command")
struct ReportCommandTests {
    /// The default matrix is five devices in portrait on iOS 26 and 18. A layout whose frames are the same on both
    /// versions (compositional, flow, sidebars, lists whose rows are taller than either minimum) shows one picture for
    /// both; the grouped, inset-grouped and plain list samples whose rows sit at the row minimum differ (ListRules.md,
    /// "iOS 26"), and the report says so.
    @Test func theDefaultReportOfEverySampleHasACardPerLayoutInFiveDevices() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try RenderAndDiffCommandTests.importedSamples(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: CommandLineTests.samples)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.map { ($0 as NSString).deletingPathExtension }.sorted()
        let report = try cli.run(["report", "--output", "site"])
        #expect(report.status == 0, "\(report.errors)")
        let versionDependent = [
            "apple-list-appearances-grouped", "apple-list-appearances-inset-grouped", "apple-list-appearances-plain", "apple-simple-list",
            "mixed-zoo-grid-then-lists", "settings-inset-grouped",
        ]
        #expect(report.output.hasPrefix("report of \(names.count) layouts in 10 environments: "))
        // The lint's counts over the report's matrix, between what changed and what differs between versions (the
        // samples' findings are Samples/README.md's; LintUseCaseTests checks them).
        let parts = report.output.components(separatedBy: "; lint: ")
        #expect(parts.count == 2 && parts[0].hasSuffix("; no layout changed since its previous version"), "\(report.output)")
        #expect(parts.last?.range(of: #"^\d+ errors, \d+ warnings, \d+ notes; "#, options: .regularExpression) != nil, "\(report.output)")
        #expect(report.output.hasSuffix(
            "; 6 differing between iOS versions (\(versionDependent.joined(separator: ", "))) (runs: \(names.count * 10) computed, 0 cached) → site/index.html\n"
        ), "\(report.output)")
        #expect(report.errors.isEmpty, "a progress bar is for terminals only")

        let site = folder.url.appendingPathComponent("site")
        let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.components(separatedBy: "<li class=\"card\"").count - 1 == names.count)
        #expect(index.contains("<dd id=\"count-layouts\">\(names.count)</dd>"))
        #expect(index.contains("<dd id=\"count-environments\">10</dd>"))
        #expect(index.contains("<p id=\"version-dependent\" class=\"version-note\">Frames differ between iOS versions"))
        #expect(index.contains("<select id=\"axis-device\" data-axis=\"device\">") && index.contains("<select id=\"axis-ios\" data-axis=\"ios\">"))
        #expect(index.contains("<label for=\"axis-ios\">iOS version</label>") && index.contains("<label for=\"axis-device\">Device</label>"))
        let grid = try String(contentsOf: site.appendingPathComponent("layouts/p002-zoo-grid.html"), encoding: .utf8)
        #expect(grid.contains("<strong>iPhone SE (2nd and 3rd generation) portrait 375x667@2x: the same on both iOS versions</strong>"), "\(grid)")
        let settings = try String(contentsOf: site.appendingPathComponent("layouts/settings-inset-grouped.html"), encoding: .utf8)
        #expect(settings.contains("<strong>iPhone SE (2nd and 3rd generation) portrait 375x667@2x, iOS 18</strong>"))
        // The report varies the iOS version, so every environment names its own, the default too.
        #expect(settings.contains("<strong>iPhone SE (2nd and 3rd generation) portrait 375x667@2x, iOS 26</strong>"))
        #expect(index.contains("Environments: iPhone SE (2nd and 3rd generation) portrait 375x667@2x, iOS 26; iPhone SE (2nd and 3rd generation) portrait 375x667@2x, iOS 18; iPhone 15 Pro"))
        #expect(index.contains("<p id=\"changed-none\">"))
        for device in ["iPhone SE (2nd and 3rd generation) portrait 375x667@2x", "iPhone 15 Pro portrait 393x852@3x",
                       "iPhone 16 Pro Max portrait 440x956@3x", "iPad mini (6th generation) portrait 744x1133@2x",
                       "iPad Pro 13-inch (M4) portrait 1032x1376@2x"] {
            #expect(index.contains(device))
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("layouts").path).sorted()
        #expect(Set(pages) == Set(names.map { "\($0).html" }))
        // One picture per distinct result of a layout: devices whose frames are identical share theirs.
        let pictures = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("pictures").path)
        let results = try cli.run(["query", "--format", "csv", "SELECT count(DISTINCT layout || '/' || result_id) FROM layout_runs"])
        #expect(results.output == "count(DISTINCT layout || '/' || result_id)\n\(pictures.count)\n")
        #expect(pictures.count > names.count * 4 && pictures.count <= (names.count + versionDependent.count) * 5)
        // Every picture the index shows is on disk.
        for source in ReportCommandTests.imageSources(index) {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(source).path), "\(source)")
        }
        // The runs are the catalog's: query counts them.
        let runs = try cli.run(["query", "--format", "csv", "SELECT count(*) FROM layout_runs"])
        #expect(runs.output == "count(*)\n\(names.count * 10)\n")
    }

    static func imageSources(_ html: String) -> [String] {
        html.components(separatedBy: "<img ").dropFirst().compactMap { tag in
            guard let start = tag.range(of: "src=\"") else { return nil }
            return String(tag[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test func environmentOptionsWidenOrReplaceTheDefaultMatrix() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try RenderAndDiffCommandTests.importedSamples(folder)
        // Without --device or --size, --orientation both applies to each default device.
        let both = try cli.run(["report", "p002-zoo-grid", "--orientation", "both", "--output", "both"])
        #expect(both.status == 0, "\(both.errors)")
        #expect(both.output.hasPrefix("report of 1 layout in 20 environments: 360 elements, 10 pictures; "))
        let page = try String(contentsOf: folder.url.appendingPathComponent("both/layouts/p002-zoo-grid.html"), encoding: .utf8)
        #expect(page.contains("iPad Pro 13-inch (M4) landscape 1376x1032@2x"))
        // A size replaces the devices; a right-to-left text size list makes a matrix of it.
        let sized = try cli.run([
            "report", "p002-zoo-grid", "p000-tag-cloud", "--size", "390x844", "--layout-direction", "rightToLeft",
            "--content-size-category", "large,accessibilityLarge", "--output", "sized",
        ])
        #expect(sized.status == 0, "\(sized.errors)")
        #expect(sized.output.hasPrefix("report of 2 layouts in 2 environments: "))
        let index = try String(contentsOf: folder.url.appendingPathComponent("sized/index.html"), encoding: .utf8)
        #expect(index.contains("390x844@3x, right to left, text size accessibilityLarge"))
        // Without its dataset the tag cloud's cells are empty, so both text sizes give one result, drawn once.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("sized/pictures")).sorted()
            == ["p000-tag-cloud.01-390x844-rtl.svg", "p002-zoo-grid.01-390x844-rtl.svg"])
        #expect(index.contains("390x844@3x, right to left: the same on both text sizes"))
        // --items applies to every layout.
        let items = try cli.run(["report", "p002-zoo-grid", "--size", "390x844", "--items", "4", "--output", "items"])
        #expect(items.output.hasPrefix("report of 1 layout in 1 environment: 4 elements, 1 pictures; "))
    }

    @Test func failuresExitWithOneAndLeaveFoldersAsTheyWere() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try RenderAndDiffCommandTests.importedSamples(folder)
        #expect(try cli.run(["report", "p002-zoo-grid"]).status == 64)
        #expect(try cli.run(["report", "--orientation", "sideways", "--output", "x"]).status == 64)
        let unknown = try cli.run(["report", "p002-zoo-gird", "--output", "x"])
        #expect(unknown.status == 1)
        #expect(unknown.errors == "Error: no layout named \"p002-zoo-gird\"; did you mean \"p002-zoo-grid\"?\n")
        try folder.write("notes/keep.txt", "mine")
        let refused = try cli.run(["report", "p002-zoo-grid", "--output", "notes"])
        #expect(refused.status == 1)
        #expect(refused.errors == "Error: notes: the folder holds files that are not a catalog report (notes/keep.txt); it was left as it is: give a new or empty folder (an earlier report is replaced)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("notes")) == ["keep.txt"])
        let empty = EmptyCatalog(folder)
        // Only import creates a catalog, so a missing one is named as such rather than read as an empty one.
        #expect(try empty.cli.run(["report", "--output", "x"]).errors == "Error: no catalog at \(folder.path("empty.sqlite")): catalog import FILE... creates one\n")
    }

    /// A runner on a catalog file that has no layouts.
    struct EmptyCatalog {
        var cli: CommandLineRunner
        init(_ folder: TemporaryDirectory) {
            cli = CommandLineRunner(directory: folder.url)
            cli.environment["CATALOG_DATABASE"] = folder.path("empty.sqlite")
        }
    }
}
