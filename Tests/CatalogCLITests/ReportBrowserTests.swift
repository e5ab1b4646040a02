import Foundation
import TestSupport
import Testing

/// The report as a person sees it: headless Chromium opens the generated files from disk. A small test page
/// (`harness.html`, beside the report) loads the report's pages one by one into an iframe, waits for every picture
/// to decode, types in the filter box, presses a frames table's header and chooses a kind, and writes what it saw
/// into its own DOM as JSON; `chromium --dump-dom` prints that DOM and the test reads it back. Console messages
/// (standard error with `--enable-logging=stderr`) must be none. A screenshot of `index.html` is kept in
/// `.build/report-artifacts/` after every run.
@Suite(
    "Report in a browser",
    .enabled(
        if: HeadlessChromium.isInstalled,
        "chromium is not installed: \(HeadlessChromium.installCommand) (.ci/run installs it)"
    )
)
struct ReportBrowserTests {
    static let layouts = PackageRoot.url("Samples/layouts")

    /// Four samples in two environments; p002-zoo-grid re-imported with wider row spacing (version 2 moves its
    /// rows) and p000-basic-grid re-imported with a new title (version 2 moves nothing).
    static func writeReport(_ folder: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let cli = CommandLineRunner(directory: folder.url)
        let files = ["p002-zoo-grid", "p000-basic-grid", "apple-section-headers-footers", "p003-item-badges"].map {
            Self.layouts.appendingPathComponent("\($0).json").path
        }
        try cli.succeeding(["import"] + files, sourceLocation: sourceLocation)
        let zoo = try String(contentsOf: Self.layouts.appendingPathComponent("p002-zoo-grid.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"interGroupSpacing\": 10", with: "\"interGroupSpacing\": 20")
        let basic = try String(contentsOf: Self.layouts.appendingPathComponent("p000-basic-grid.json"), encoding: .utf8)
        let retitled = basic.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"Retitled: ")
        #expect(retitled != basic, sourceLocation: sourceLocation)
        let second = try cli.run(["import", try folder.write("v2/p002-zoo-grid.json", zoo), try folder.write("v2/p000-basic-grid.json", retitled)])
        #expect(second.output.contains("layout p002-zoo-grid: updated (version 2)"), "\(second.output)\(second.errors)", sourceLocation: sourceLocation)
        try cli.succeeding(["report", "--device", "iphone-se-3,ipad-mini-6", "--output", "report"], sourceLocation: sourceLocation)
        return folder.url.appendingPathComponent("report")
    }

    @Test func picturesDecodeTheFilterNarrowsTablesSortAndDiffsAppearWhereVersionsAreKept() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = try Self.writeReport(folder)
        let harness = try folder.write("harness.html", Self.harness)
        let run = try Self.dumpDOM(of: harness)
        let results = try Self.results(in: run.output)
        #expect(results.error == nil, "\(results.error ?? "")")

        // The index: a card per layout, every thumbnail decoded, the filter narrowing by name and by title.
        let index = try #require(results.index)
        #expect(index.cards == ["p002-zoo-grid", "apple-section-headers-footers", "p000-basic-grid", "p003-item-badges"])
        #expect(index.pictures.count == 8)
        for picture in index.pictures {
            #expect(picture.decoded && picture.width > 0 && picture.height > 0, "\(picture.src) did not decode")
            #expect(!picture.alt.isEmpty)
        }
        #expect(index.afterName == ["p002-zoo-grid"])
        #expect(index.afterNameStatus == "1 of 4 layouts shown")
        #expect(index.afterTitle == ["p000-basic-grid"])
        #expect(index.afterClear == index.cards)
        // The pictures' filter by device: one of two devices keeps half the pictures, "all" every one.
        #expect(index.deviceFilter.options == ["all", "iPhone SE (2nd and 3rd generation)", "iPad mini (6th generation)"])
        #expect(index.deviceFilter.total == 8 && index.deviceFilter.shown == 4 && index.deviceFilter.afterReset == 8)
        #expect(index.deviceFilter.status == "4 of 8 pictures shown")

        // Each page: pictures decoded, the diff section exactly where an earlier version is kept, the frames
        // table reordered by a header press, the kind filter keeping one kind.
        #expect(results.pages.map(\.name).sorted() == index.cards.sorted())
        for page in results.pages {
            #expect(page.hasChanges == ["p002-zoo-grid", "p000-basic-grid"].contains(page.name), "\(page.name)")
            let expectedPictures = 2 + (page.hasChanges ? 2 : 0)
            #expect(page.pictures.count == expectedPictures, "\(page.name)")
            for picture in page.pictures {
                #expect(picture.decoded && picture.width > 0 && picture.height > 0, "\(page.name): \(picture.src) did not decode")
            }
            let sort = try #require(page.sort, "\(page.name) has no frames table")
            #expect(sort.ascendingState == "ascending")
            #expect(sort.ascendingX == sort.ascendingX.sorted(), "\(page.name)")
            #expect(sort.descendingState == "descending")
            #expect(sort.descendingX == sort.descendingX.sorted(by: >), "\(page.name)")
            #expect(Set(sort.ascending) == Set(sort.before))
            let filter = try #require(page.kindFilter)
            #expect(filter.kinds == ["cell"], "\(page.name)")
            #expect(filter.status == "\(filter.shown) of \(filter.total) rows shown")
        }
        // Two columns of cells: sorting by x puts the left column first, which is not the order they were laid out in.
        let zoo = try #require(results.pages.first { $0.name == "p002-zoo-grid" }?.sort)
        #expect(zoo.ascending != zoo.before)
        #expect(zoo.ascending.prefix(3) == ["cell 0.0", "cell 0.2", "cell 0.4"])
        // Headers and footers are left out when only cells are asked for.
        let headers = try #require(results.pages.first { $0.name == "apple-section-headers-footers" }?.kindFilter)
        #expect(headers.shown < headers.total)
    }

    @Test func aScreenshotOfTheIndexIsKept() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let report = try Self.writeReport(folder)
        let artifacts = PackageRoot.url(".build/report-artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let png = artifacts.appendingPathComponent("index.png")
        try? FileManager.default.removeItem(at: png)
        let chromium = HeadlessChromium(executable: try #require(HeadlessChromium.executable))
        let run = try chromium.screenshot(report.appendingPathComponent("index.html"), to: png)
        #expect(run.status == 0, "\(run.errors.suffix(2_000))")
        let bytes = try Data(contentsOf: png)
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(bytes.count > 10_000)
    }

    /// A layout's page keeps every picture inside the page at any window width: the pictures wrap and shrink to the
    /// page, so neither an iPad's picture nor the page runs off the right edge (a window 1,400 pixels wide showed
    /// the iPad pictures cut off before). The pictures are drawn with content, and each decodes.
    @Test func aLayoutPageKeepsEveryPictureInsideThePageAtAnyWidth() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", PackageRoot.path("Samples")])
        try cli.succeeding([
            "report", "settings-inset-grouped", "--dataset", "settings", "--device", "iphone-se-3,ipad-pro-13-m4,ipad-mini-6", "--output", "report",
        ])
        let svg = try String(contentsOf: folder.url.appendingPathComponent("report/pictures").appendingPathComponent(
            try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path("report/pictures")).sorted().first)
        ), encoding: .utf8)
        #expect(svg.contains(">Airplane Mode</text>"), "the report's pictures show content")
        let harness = try folder.write("harness.html", #"""
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>widths</title></head>
            <body><pre id="results">pending</pre><iframe id="frame" title="page" height="900"></iframe>
            <script>
            'use strict';
            const frame = document.getElementById('frame');
            const load = (src) => new Promise((resolve) => { frame.onload = () => resolve(frame.contentDocument); frame.src = src; });
            (async () => {
              const results = [];
              try {
                for (const width of [1400, 1280, 900, 480, 360]) {
                  frame.width = String(width);
                  const doc = await load('report/layouts/settings-inset-grouped.html?' + width);
                  const images = Array.from(doc.querySelectorAll('#pictures img'));
                  let decoded = 0;
                  for (const img of images) { try { await img.decode(); decoded += 1; } catch (error) {} }
                  const view = doc.documentElement.clientWidth;
                  results.push({ width, view, scrollWidth: doc.documentElement.scrollWidth, decoded, count: images.length,
                                 rights: images.map((img) => img.getBoundingClientRect().right),
                                 lefts: images.map((img) => img.getBoundingClientRect().left) });
                }
              } catch (error) { results.push({ error: String(error) }); }
              document.getElementById('results').textContent = JSON.stringify(results);
            })();
            </script></body></html>
            """#)
        let run = try Self.dumpDOM(of: harness)
        struct Width: Decodable {
            var width: Int
            var view: Double
            var scrollWidth: Double
            var decoded: Int
            var count: Int
            var rights: [Double]
            var lefts: [Double]
        }
        let widths = try Self.decoded([Width].self, in: run.output)
        #expect(widths.map(\.width) == [1400, 1280, 900, 480, 360])
        for width in widths {
            #expect(width.count == 3 && width.decoded == 3, "\(width.width): \(width.decoded) of \(width.count) pictures decoded")
            #expect(width.scrollWidth <= width.view, "at \(width.width) pixels the page is \(width.scrollWidth) wide in \(width.view)")
            for (left, right) in zip(width.lefts, width.rights) {
                #expect(left >= 0 && right <= width.view + 0.5, "at \(width.width) pixels a picture spans \(left) to \(right) of \(width.view)")
            }
        }
    }

    /// The lint's findings in the report: each card counts them, a layout's page lists them, and choosing a rule
    /// keeps only its findings; the pictures, which outline the elements they name, decode.
    @Test func findingsAreCountedOnCardsListedOnPagesAndFilteredByRule() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import"] + ["lint-frames", "p002-zoo-grid"].map { Self.layouts.appendingPathComponent("\($0).json").path })
        try cli.succeeding(["report", "--device", "iphone-se-3", "--ios", "26", "--output", "report"])
        let picture = try String(contentsOf: folder.url.appendingPathComponent("report/pictures/lint-frames.01-iphone-se-3-portrait.svg"), encoding: .utf8)
        // lint-frames's four cells are each named by a finding (0.1 and 0.2 by the same overlap).
        #expect(picture.components(separatedBy: "class=\"outlined\"").count - 1 == 4)
        let harness = try folder.write("harness.html", #"""
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>findings</title></head>
            <body><pre id="results">pending</pre><iframe id="frame" title="page" width="1280" height="900"></iframe>
            <script>
            'use strict';
            const frame = document.getElementById('frame');
            const load = (src) => new Promise((resolve) => { frame.onload = () => resolve(frame.contentDocument); frame.src = src; });
            (async () => {
              const results = {};
              try {
                const index = await load('report/index.html');
                results.cards = Array.from(index.querySelectorAll('[data-layout]'))
                  .map((card) => card.dataset.layout + ': ' + card.querySelector('.lint-counts').textContent);
                const page = await load('report/layouts/lint-frames.html');
                const images = Array.from(page.querySelectorAll('#pictures img'));
                results.decoded = 0;
                for (const img of images) { try { await img.decode(); results.decoded += 1; } catch (error) {} }
                const table = page.querySelector('table.findings');
                const visible = () => Array.from(table.tBodies[0].rows).filter((row) => !row.hidden).map((row) => row.cells[1].textContent + ' ' + row.cells[2].textContent);
                results.all = visible();
                const rule = page.getElementById('rule-filter');
                results.rules = Array.from(rule.options).map((option) => option.textContent);
                rule.value = 'LL006';
                rule.dispatchEvent(new Event('change', { bubbles: true }));
                results.overlap = visible();
                results.status = page.getElementById('findings-status').textContent;
                rule.value = '';
                rule.dispatchEvent(new Event('change', { bubbles: true }));
                results.reset = visible().length;
              } catch (error) { results.error = String(error && error.stack || error); }
              document.getElementById('results').textContent = JSON.stringify(results);
            })();
            </script></body></html>
            """#)
        let run = try Self.dumpDOM(of: harness)
        struct Findings: Decodable {
            var error: String?
            var cards: [String]
            var decoded: Int
            var all: [String]
            var rules: [String]
            var overlap: [String]
            var status: String
            var reset: Int
        }
        let results = try Self.decoded(Findings.self, in: run.output)
        #expect(results.error == nil, "\(results.error ?? "")")
        // lint-frames: five errors (its description); the zoo grid: its 18 labels at a fixed 30 points (LL009).
        #expect(results.cards == ["lint-frames: Lint: 5 errors, 0 warnings, 0 notes", "p002-zoo-grid: Lint: 0 errors, 18 warnings, 0 notes"])
        #expect(results.decoded == 1)
        #expect(results.all == [
            "LL001 degenerate-frame cell 0.0", "LL003 unreachable cell 0.1", "LL005 unsafe-area cell 0.1", "LL006 overlap cell 0.1",
            "LL007 touch-target cell 0.3",
        ])
        #expect(results.rules == [
            "all rules", "LL001 degenerate-frame", "LL003 unreachable", "LL005 unsafe-area", "LL006 overlap", "LL007 touch-target",
        ])
        #expect(results.overlap == ["LL006 overlap cell 0.1"])
        #expect(results.status == "1 of 5 findings shown")
        #expect(results.reset == 5)
    }

    // MARK: - The test page

    struct Results: Decodable {
        var error: String?
        var index: IndexResults?
        var pages: [PageResults]
    }

    struct Picture: Decodable {
        var src: String
        var alt: String
        var decoded: Bool
        var width: Int
        var height: Int
    }

    struct IndexResults: Decodable {
        var cards: [String]
        var pictures: [Picture]
        var afterName: [String]
        var afterNameStatus: String
        var afterTitle: [String]
        var afterClear: [String]
        var deviceFilter: AxisFilterResults
    }

    struct AxisFilterResults: Decodable {
        var options: [String]
        var shown: Int
        var total: Int
        var status: String
        var afterReset: Int
    }

    struct PageResults: Decodable {
        var name: String
        var hasChanges: Bool
        var pictures: [Picture]
        var sort: SortResults?
        var kindFilter: FilterResults?
    }

    struct SortResults: Decodable {
        var before: [String]
        var ascending: [String]
        var ascendingX: [Double]
        var ascendingState: String?
        var descendingX: [Double]
        var descendingState: String?
    }

    struct FilterResults: Decodable {
        var total: Int
        var shown: Int
        var kinds: [String]
        var status: String
    }

    /// The DOM of a test page once Chromium has run it, with its exit status and console (no message) checked at the
    /// caller's line.
    static func dumpDOM(of harness: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> HeadlessChromium.Outcome {
        let chromium = HeadlessChromium(executable: try #require(HeadlessChromium.executable, sourceLocation: sourceLocation))
        let run = try chromium.dumpDOM(URL(fileURLWithPath: harness))
        #expect(run.status == 0, "\(run.errors.suffix(2_000))", sourceLocation: sourceLocation)
        #expect(run.consoleMessages.isEmpty, "console: \(run.consoleMessages)", sourceLocation: sourceLocation)
        return run
    }

    /// The JSON the test page wrote into `<pre id="results">`, as `--dump-dom` serialises it.
    static func results(in dom: String) throws -> Results {
        try decoded(Results.self, in: dom)
    }

    /// What a test page wrote into `<pre id="results">` as JSON, decoded as `type`.
    static func decoded<Written: Decodable>(_ type: Written.Type, in dom: String) throws -> Written {
        guard let start = dom.range(of: "<pre id=\"results\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw CatalogTestFailure("the test page wrote no results: \(dom.prefix(2_000))")
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        guard text != "pending" else { throw CatalogTestFailure("the test page did not finish within the time budget") }
        return try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    struct CatalogTestFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Loads the report's index and then each page it links to into an iframe, and records what they show and do.
    static let harness = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>report test</title></head>
        <body>
        <pre id="results">pending</pre>
        <iframe id="frame" title="report" width="1280" height="900"></iframe>
        <script>
        'use strict';
        const frame = document.getElementById('frame');
        const load = (src) => new Promise((resolve) => {
          frame.onload = () => resolve(frame.contentDocument);
          frame.src = src;
        });
        const pictures = async (doc) => {
          const list = [];
          for (const img of Array.from(doc.images)) {
            img.loading = 'eager';
            let decoded = true;
            try { await img.decode(); } catch (error) { decoded = false; }
            list.push({ src: img.getAttribute('src'), alt: img.getAttribute('alt') || '', decoded,
                        width: img.naturalWidth, height: img.naturalHeight });
          }
          return list;
        };
        const visibleCards = (doc) => Array.from(doc.querySelectorAll('[data-layout]'))
          .filter((card) => !card.hidden).map((card) => card.dataset.layout);
        const type = (doc, input, text) => {
          input.focus();
          input.select();
          const typed = text === '' ? doc.execCommand('delete') : doc.execCommand('insertText', false, text);
          if (!typed) { input.value = text; input.dispatchEvent(new Event('input', { bubbles: true })); }
        };
        const rowNames = (table) => Array.from(table.tBodies[0].rows).map((row) => row.cells[0].textContent);
        const columnValues = (table, column) => Array.from(table.tBodies[0].rows).map((row) => Number(row.cells[column].textContent));
        (async () => {
          const results = { pages: [] };
          try {
            const index = await load('report/index.html');
            const filter = index.getElementById('layout-filter');
            results.index = { cards: visibleCards(index), pictures: await pictures(index) };
            type(index, filter, 'zoo');
            results.index.afterName = visibleCards(index);
            results.index.afterNameStatus = index.getElementById('filter-status').textContent;
            type(index, filter, 'retitled');
            results.index.afterTitle = visibleCards(index);
            type(index, filter, '');
            results.index.afterClear = visibleCards(index);
            const device = index.getElementById('axis-device');
            const figures = Array.from(index.querySelectorAll('figure[data-axes]'));
            device.value = 'ipad-mini-6';
            device.dispatchEvent(new Event('change', { bubbles: true }));
            const shownFigures = figures.filter((figure) => !figure.hidden).length;
            const axisStatus = index.getElementById('axis-filter-status').textContent;
            device.value = '';
            device.dispatchEvent(new Event('change', { bubbles: true }));
            results.index.deviceFilter = { options: Array.from(device.options).map((option) => option.textContent),
                                           shown: shownFigures, total: figures.length, status: axisStatus,
                                           afterReset: figures.filter((figure) => !figure.hidden).length };
            const links = Array.from(index.querySelectorAll('[data-layout]'))
              .map((card) => ({ name: card.dataset.layout, href: card.querySelector('h2 a').getAttribute('href') }));
            for (const link of links) {
              const doc = await load('report/' + link.href);
              const page = { name: link.name, hasChanges: doc.getElementById('changes') !== null, pictures: await pictures(doc) };
              const table = doc.querySelector('table.frames');
              if (table) {
                const headers = Array.from(table.tHead.rows[0].cells);
                const x = headers.findIndex((cell) => cell.textContent.trim() === 'x');
                const button = headers[x].querySelector('button');
                const before = rowNames(table);
                button.click();
                const ascending = rowNames(table);
                const ascendingX = columnValues(table, x);
                const ascendingState = headers[x].getAttribute('aria-sort');
                button.click();
                page.sort = { before, ascending, ascendingX, ascendingState,
                              descendingX: columnValues(table, x), descendingState: headers[x].getAttribute('aria-sort') };
                const kind = doc.getElementById('kind-filter');
                kind.value = 'cell';
                kind.dispatchEvent(new Event('change', { bubbles: true }));
                const rows = Array.from(table.tBodies[0].rows);
                const shown = rows.filter((row) => !row.hidden);
                page.kindFilter = { total: rows.length, shown: shown.length,
                                    kinds: Array.from(new Set(shown.map((row) => row.dataset.kind))),
                                    status: doc.getElementById(table.dataset.status).textContent };
              }
              results.pages.push(page);
            }
          } catch (error) {
            results.error = String(error && error.stack || error);
          }
          document.getElementById('results').textContent = JSON.stringify(results);
        })();
        </script>
        </body></html>
        """
}
