import CatalogKit
import Foundation
import LayoutModel
import TestSupport
import Testing

/// The report use case, in process, on a small catalog whose changes are known: `zgrid` moved its rows in
/// version 2, `same` has a second version that moves nothing, `list` has one version, `bare` has no itemCounts.
@Suite("Report use case")
struct ReportUseCaseTests {
    static let zgrid = """
        {"name": "zgrid", "title": "Grid that grew its spacing", "description": "Rows 10 apart, then 20.", "itemCounts": [6],
         "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
           "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2,
           "interItemSpacing": "fixed(10)"},
           "interGroupSpacing": SPACING, "contentInsets": {"leading": 10, "trailing": 10}}}
        """
    static let list = """
        {"name": "list", "title": "List <b>&</b> more", "itemCounts": [3, 2],
         "sections": [{"group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
           "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}]},
           "boundarySupplementaryItems": [{"elementKind": "header", "alignment": "top",
             "size": {"width": "fractionalWidth(1)", "height": "absolute(30)"}}]}]}
        """
    static let same = """
        {"name": "same", "title": "TITLE", "itemCounts": [2],
         "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"},
           "subitems": [{"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}}]}}}
        """
    static let bare = """
        {"name": "bare", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"},
           "subitems": [{"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}}]}}}
        """

    static let environments = [
        ComputeRequest(LayoutEnvironment(containerSize: Size(width: 390, height: 844))),
        ComputeRequest(LayoutEnvironment(containerSize: Size(width: 320, height: 568), scale: 2)),
    ]

    /// The four layouts, `zgrid` and `same` imported twice.
    static func catalog(_ folder: TemporaryDirectory) throws -> Catalog {
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([
            try folder.write("v1/zgrid.json", zgrid.replacingOccurrences(of: "SPACING", with: "10")),
            try folder.write("v1/list.json", list),
            try folder.write("v1/same.json", same.replacingOccurrences(of: "TITLE", with: "Same")),
            try folder.write("v1/bare.json", bare),
        ])
        _ = try catalog.importFiles([
            try folder.write("v2/zgrid.json", zgrid.replacingOccurrences(of: "SPACING", with: "20")),
            try folder.write("v2/same.json", same.replacingOccurrences(of: "TITLE", with: "Same, retitled")),
        ])
        return catalog
    }

    static func read(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every `src="…"` of a page.
    static func imageSources(_ html: String) -> [String] {
        html.components(separatedBy: "<img ").dropFirst().compactMap { tag in
            guard let start = tag.range(of: "src=\"") else { return nil }
            return String(tag[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test func theIndexHasACardPerLayoutTheSummaryAndTheChangedLayoutFirst() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalog(folder)
        let outcome = try catalog.report(ReportRequest(environments: Self.environments, outputDirectory: folder.path("report")))
        #expect(outcome.layoutCount == 4)
        #expect(outcome.environmentCount == 2)
        #expect(outcome.changedLayouts == ["zgrid"])
        #expect(outcome.uncomputedLayouts == ["bare"])
        // zgrid 6 cells, list 5 cells and a header for each of its 2 sections, same 2 cells; in both environments.
        #expect(outcome.elementCount == 2 * (6 + 7 + 2))
        #expect(outcome.computedRuns == 6)
        // 3 layouts × 2 pictures, and 2 overlays each for zgrid and same.
        #expect(outcome.pictureCount == 6 + 4)

        let report = folder.url.appendingPathComponent("report")
        let index = try Self.read(report, "index.html")
        #expect(index.components(separatedBy: "<li class=\"card\"").count - 1 == 4)
        #expect(index.contains("<dd id=\"count-layouts\">4</dd>"))
        #expect(index.contains("<dd id=\"count-environments\">2</dd>"))
        #expect(index.contains("<dd id=\"count-elements\">30</dd>"))
        #expect(index.contains("<dd id=\"count-changed\">1</dd>"))
        let changedList = try #require(index.range(of: "<ul id=\"changed-layouts\""))
        let changedItems = String(index[changedList.lowerBound...]).components(separatedBy: "</ul>")[0]
        #expect(changedItems.contains("href=\"layouts/zgrid.html#changes\">zgrid</a>: version 1 → 2."))
        #expect(!changedItems.contains("same"))
        // Changed first: zgrid's card before every other, though it sorts last by name.
        let cards = index.components(separatedBy: "data-layout=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(cards == ["zgrid", "bare", "list", "same"])
        #expect(index.contains("Changed in version 2: At 390x844@3x (and 1 more environment): 4 cells moved by dy +10 to +20; the content is 20 points taller: 320 → 340. "))
        // Text is escaped, the source and description shown, a layout without counts says why.
        #expect(index.contains("List &lt;b&gt;&amp;&lt;/b&gt; more"))
        #expect(!index.contains("<b>&</b>"))
        #expect(index.contains("Rows 10 apart, then 20."))
        #expect(index.contains("v2/zgrid.json (json)"))
        #expect(index.contains("Not drawn: the spec has no itemCounts."))
        #expect(index.contains("<label for=\"layout-filter\">"))
    }

    @Test func layoutPagesShowTheDiffExactlyWhereAnEarlierVersionIsKept() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalog(folder)
        _ = try catalog.report(ReportRequest(environments: Self.environments, outputDirectory: folder.path("report")))
        let report = folder.url.appendingPathComponent("report")

        let zgrid = try Self.read(report, "layouts/zgrid.html")
        #expect(zgrid.contains("<section id=\"changes\""))
        #expect(zgrid.contains("What this change moved: version 1 → 2"))
        // Rows 110 apart became 120 apart: the second row moved by 10, the third by 20, the content 20 taller.
        #expect(zgrid.contains("<td>moved</td><td>cell 0.2</td>"))
        #expect(zgrid.contains("<td>10, 110, 180 × 100</td><td>10, 120, 180 × 100</td><td>dy +10</td>"))
        #expect(zgrid.contains("the content is 20 points taller: 320 → 340."))
        #expect(zgrid.contains("diff-v1-v2.svg"))
        // The spec as show prints it, the frames tables with their filters, the runs.
        #expect(zgrid.contains("zgrid: Grid that grew its spacing\n"))
        #expect(zgrid.contains("family compositional, version 2 (1 earlier version kept)"))
        #expect(zgrid.contains("<select id=\"section-filter\">"))
        #expect(zgrid.contains("<select id=\"kind-filter\">"))
        #expect(zgrid.contains("<table class=\"sortable frames\""))
        #expect(zgrid.contains("<th scope=\"col\"><button type=\"button\">element</button></th>"))
        #expect(zgrid.contains("<section id=\"runs\""))
        #expect(zgrid.contains("2 cached runs"))

        let same = try Self.read(report, "layouts/same.html")
        #expect(same.contains("<section id=\"changes\""))
        #expect(same.contains("Nothing changed."))
        let list = try Self.read(report, "layouts/list.html")
        #expect(!list.contains("id=\"changes\""))
        #expect(list.contains("<option value=\"header\">header</option>"))
        #expect(list.contains("data-kind=\"header\""))
        let bare = try Self.read(report, "layouts/bare.html")
        #expect(!bare.contains("id=\"changes\""))
        #expect(!bare.contains("<img "))
    }

    @Test func everyPictureIsOnDiskAndNothingPointsOffTheSite() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalog(folder)
        _ = try catalog.report(ReportRequest(environments: Self.environments, outputDirectory: folder.path("report")))
        let report = folder.url.appendingPathComponent("report")
        let pages = ["index.html"] + (try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("layouts").path))
            .map { "layouts/" + $0 }
        #expect(pages.count == 5)
        var sources = 0
        for page in pages {
            let html = try Self.read(report, page)
            let base = report.appendingPathComponent(page).deletingLastPathComponent()
            for source in Self.imageSources(html) {
                sources += 1
                #expect(FileManager.default.fileExists(atPath: base.appendingPathComponent(source).standardizedFileURL.path), "\(page): \(source)")
            }
            for tag in html.components(separatedBy: "<img ").dropFirst() {
                #expect(tag.prefix { $0 != ">" }.contains(" alt=\""), "\(page): an image without alt text")
            }
        }
        // Index: 6 pictures; zgrid's and same's pages 2 pictures and 2 overlays; list's 2 pictures.
        #expect(sources == 6 + 4 + 4 + 2)
        // No URL leaves the site: the only http URLs in any file are the SVG and XLink namespace names, which
        // name a vocabulary and are never fetched.
        let files = FileManager.default.enumerator(at: report, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
            .filter { !$0.hasDirectoryPath }
        // 5 pages, 10 pictures, and the list of the files the report wrote.
        #expect(files.count == 5 + 10 + 1)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
                .replacingOccurrences(of: "\"http://www.w3.org/2000/svg\"", with: "")
                .replacingOccurrences(of: "\"http://www.w3.org/1999/xlink\"", with: "")
            #expect(!text.contains("http://") && !text.contains("https://"), "\(file.lastPathComponent)")
        }
    }

    @Test func theRunsShownAreTheRunsQuerySees() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalog(folder)
        let first = try catalog.report(ReportRequest(environments: Self.environments, outputDirectory: folder.path("report")))
        #expect(try CatalogUseCaseTests.rows(catalog, "SELECT layout, count(*) FROM layout_runs GROUP BY layout ORDER BY layout")
            == "layout,count(*)\nlist,2\nsame,2\nzgrid,2\n")
        let index = try Self.read(folder.url.appendingPathComponent("report"), "layouts/list.html")
        let runIDs = try CatalogUseCaseTests.rows(catalog, "SELECT run_id FROM layout_runs WHERE layout = 'list' ORDER BY run_id")
            .split(separator: "\n").dropFirst()
        for id in runIDs { #expect(index.contains("(run \(id))")) }
        // Again: every run cached, the earlier report replaced.
        let again = try catalog.report(ReportRequest(layouts: ["list", "zgrid"], environments: Self.environments, outputDirectory: folder.path("report")))
        #expect(again.computedRuns == 0 && again.cachedRuns == first.computedRuns - 2)
        #expect(!FileManager.default.fileExists(atPath: folder.path("report/layouts/same.html")))
        #expect(FileManager.default.fileExists(atPath: folder.path("report/layouts/list.html")))
    }

    @Test func aFolderThatIsNotAReportIsRefusedAndUnknownNamesAreNamed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalog(folder)
        try folder.write("notes/todo.txt", "keep me")
        #expect {
            try catalog.report(ReportRequest(environments: Self.environments, outputDirectory: folder.path("notes")))
        } throws: { error in
            (error as? ReportError)?.description == "\(folder.path("notes")): the folder holds files that are not a catalog report (\(folder.path("notes/todo.txt"))); it was left as it is: give a new or empty folder (an earlier report is replaced)"
        }
        #expect(try String(contentsOfFile: folder.path("notes/todo.txt"), encoding: .utf8) == "keep me")
        #expect {
            try catalog.report(ReportRequest(layouts: ["zgird"], environments: Self.environments, outputDirectory: folder.path("report")))
        } throws: { error in
            (error as? CatalogLookupError)?.description == "no layout named \"zgird\"; did you mean \"zgrid\"?"
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("report")))
        // Nothing is left beside the folder either.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains("partial") }
        #expect(leftovers.isEmpty)
    }

    /// Five devices in portrait, each on iOS 26 and, beside it, iOS 18.
    @Test func theDefaultMatrixIsFiveDevicesInPortraitOnIOS26And18() {
        let environments = ReportRequest.defaultEnvironments()
        let devices = [
            "iPhone SE (2nd and 3rd generation) portrait 375x667@2x", "iPhone 15 Pro portrait 393x852@3x",
            "iPhone 16 Pro Max portrait 440x956@3x", "iPad mini (6th generation) portrait 744x1133@2x",
            "iPad Pro 13-inch (M4) portrait 1032x1376@2x",
        ]
        #expect(environments.map { $0.environment.label } == devices.flatMap { [$0, $0 + ", iOS 18"] })
        #expect(environments.allSatisfy { $0.items == .specDefault })
        // Options that make two of them alike leave one of each.
        let newest = environments.map { request -> ComputeRequest in
            var request = request
            request.environment.iosVersion = .ios26
            return request
        }
        #expect(ReportRequest(environments: newest, outputDirectory: "r").environments.count == 5)
    }

    @Test func aLayoutTooLargeToDrawIsDrawnScreenOnlyAndSaysSo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalog(folder)
        let many = ComputeRequest(LayoutEnvironment(containerSize: Size(width: 390, height: 844)), items: .counts([Catalog.maximumDrawnElements + 1]))
        let outcome = try catalog.report(ReportRequest(layouts: ["zgrid"], environments: [many], outputDirectory: folder.path("report")))
        #expect(outcome.elementCount == Catalog.maximumDrawnElements + 1)
        let page = try Self.read(folder.url.appendingPathComponent("report"), "layouts/zgrid.html")
        #expect(page.contains("Screen only: 50001 elements are more than a picture draws (50000), so only what the screen shows is drawn."))
        #expect(page.contains("The first 2000 of 50001 elements; all are in the catalog: catalog query"))
        let svg = try Self.read(folder.url.appendingPathComponent("report"), "pictures/zgrid.01-390x844.svg")
        #expect(svg.contains("clip-path"))
        #expect(svg.utf8.count < 200_000)
        // The diff against version 1 is told, its overlay left out.
        #expect(page.contains("No overlay: the sides have more elements than a picture draws (50000)."))
    }
}
