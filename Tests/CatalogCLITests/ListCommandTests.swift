import Foundation
import TestSupport
import Testing

/// List sections through the real binary: import, compute with a dataset, query, show, render, diff against
/// rewrites, device matrices, the report, and refusals that leave the catalog as it was. Expected frames come from
/// ListRules.md (L7 to L28), worked out by hand.
@Suite("Command line: list sections")
struct ListCommandTests {
    static func imported(_ folder: TemporaryDirectory) throws -> CommandLineRunner {
        let cli = CommandLineRunner(directory: folder.url)
        let imported = try cli.run(["import", PackageRoot.path("Samples")])
        #expect(imported.status == 0, "\(imported.errors)")
        return cli
    }

    static func rows(_ cli: CommandLineRunner, _ sql: String) throws -> String {
        let answer = try cli.run(["query", "--format", "csv", sql])
        #expect(answer.status == 0, "\(answer.errors)")
        return answer.output
    }

    /// The settings sample with its dataset on iOS 18: section 0's texts are short, so every row is one line. Inset
    /// grouped on a 390-point screen: cards at x 20, 350 wide (L9); grouped header 17 + 15.667 + 6 = 38.667 (L28);
    /// value cells with an image 11 + 22 + 11 = 44 (L21); the custom footer 40 (L18); no insets beside a header or
    /// footer (L14).
    @Test func aSettingsScreenComputesFromItsDataset() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.imported(folder)
        let computed = try cli.run(["compute", "settings-inset-grouped", "--size", "390x844", "--dataset", "settings", "--ios", "18"])
        #expect(computed.status == 0, "\(computed.errors)")
        #expect(computed.output.hasPrefix("settings-inset-grouped at 390x844@3x, dataset settings, iOS 18: 11 cells, 6 supplementary, 0 decoration;"))
        let frames = try Self.rows(cli, """
            SELECT category, coalesce(element_kind, '-') AS kind, item, round(x, 3) AS x, round(y, 3) AS y, width, round(height, 3) AS height, z_index
            FROM frames WHERE layout = 'settings-inset-grouped' AND section = 0 ORDER BY y, category
            """)
        #expect(frames == """
            category,kind,item,x,y,width,height,z_index
            supplementary,UICollectionElementKindSectionHeader,0,20,0,350,38.667,200
            cell,-,0,20,38.667,350,44,0
            cell,-,1,20,82.667,350,44,0
            cell,-,2,20,126.667,350,44,0
            cell,-,3,20,170.667,350,44,0
            supplementary,UICollectionElementKindSectionFooter,0,20,214.667,350,40,200

            """)
        let show = try cli.run(["show", "settings-inset-grouped", "--ios", "18"])
        #expect(show.status == 0, "\(show.errors)")
        #expect(show.output.contains("appearance insetGrouped, headerMode supplementary, footerMode supplementary, headerTopPadding automatic"))
        #expect(show.output.contains("insets (top 0, leading 20, bottom 0, trailing 20), header padding 0, header 38.667 tall at x 20, 350 wide, rows 44 tall, 350 wide, footer 40 tall"))
    }

    /// Apple's simple list and the same frames written as a group-built section and as a flow layout: on the screen
    /// at rest they are the same (94 rows at 20, 35 + 44 i, 350 x 44; content 4191).
    @Test func aListDiffsEqualToItsCompositionalAndFlowRewrites() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.imported(folder)
        let compositional = try folder.write("rewrite.json", """
            {"name": "simple-list-rewrite", "itemCounts": [94], "section": {
              "group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
                        "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 1},
              "contentInsets": {"top": 35, "leading": 20, "bottom": 20, "trailing": 20}}}
            """)
        let flow = try folder.write("flow.json", """
            {"name": "simple-list-flow", "itemCounts": [94],
             "flow": {"itemSize": {"width": 350, "height": 44}, "minimumLineSpacing": 0,
                      "sectionInset": {"top": 35, "left": 20, "bottom": 20, "right": 20}}}
            """)
        #expect(try cli.run(["import", compositional, flow]).status == 0)
        for rewrite in ["simple-list-rewrite", "simple-list-flow"] {
            let diff = try cli.run(["diff", "apple-simple-list", rewrite, "--size", "390x844", "--ios", "18", "--exit-code"])
            #expect(diff.status == 0, "\(rewrite): \(diff.output) \(diff.errors)")
            #expect(diff.output.contains("no differences: 94 elements in the same frames, the same content size"), "\(diff.output)")
        }
    }

    @Test func picturesOutlineInsetGroupedCards() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.imported(folder)
        let rendered = try cli.run(["render", "apple-simple-list", "--size", "390x844", "--extent", "screen", "--ios", "18", "--output", "list.svg"])
        #expect(rendered.status == 0, "\(rendered.errors)")
        let svg = try String(contentsOfFile: folder.path("list.svg"), encoding: .utf8)
        // The card spans the rows: x 20, y 35, 350 wide, 94 x 44 = 4136 tall, corners of radius 10 (L31).
        #expect(svg.contains(#"<rect x="20" y="35" width="350" height="4136" rx="10""#), "\(svg.prefix(2000))")
        #expect(svg.contains("rounded: inset-grouped cards"))
        // On iOS 26 (the default) the card is 16 in on a phone, its rows 52 tall, its corners of radius 26
        // (ListRules.md, "iOS 26"): 358 wide, 94 x 52 = 4888 tall.
        let newest = try cli.run(["render", "apple-simple-list", "--size", "390x844", "--extent", "screen", "--output", "list26.svg"])
        #expect(newest.status == 0, "\(newest.errors)")
        let svg26 = try String(contentsOfFile: folder.path("list26.svg"), encoding: .utf8)
        #expect(svg26.contains(#"<rect x="16" y="35" width="358" height="4888" rx="26""#), "\(svg26.prefix(2000))")
    }

    /// Every device, both orientations, both list models: the card follows each screen's margins (L7, L9). On iOS 18:
    /// 16 in on the SE, whose screen's shorter side is 375 (so 16, upright and on its side: 16 in, 667 - 32 = 635
    /// wide), 20 on larger phones, and in landscape the larger of the safe area plus the root view's 16 (a notch
    /// phone: 47 + 16 = 63) and the safe area plus the list margin (20 + 47 = 67). On iOS 26 the list margin is 16 on
    /// every phone ("iOS 26"): the 14 upright 16 in, 358 wide, and on its side 47 + 16 = 63, 844 - 126 = 718 wide.
    @Test func listsJoinDeviceMatricesAndTheReport() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.imported(folder)
        let matrix = try cli.run(["compute", "apple-simple-list", "--device", "iphone-se-3,iphone-14", "--orientation", "both", "--ios", "18,26"])
        #expect(matrix.status == 0, "\(matrix.errors)")
        #expect(matrix.output.contains("8 runs: 8 computed, 0 cached;"), "\(matrix.output)")
        let cards = try Self.rows(cli, """
            SELECT device, orientation, ios_version, x, width FROM frames WHERE layout = 'apple-simple-list' AND item = 0
            ORDER BY device, orientation DESC, ios_version
            """)
        #expect(cards == """
            device,orientation,ios_version,x,width
            iphone-14,portrait,18,20,350
            iphone-14,portrait,26,16,358
            iphone-14,landscape,18,67,710
            iphone-14,landscape,26,63,718
            iphone-se-3,portrait,18,16,343
            iphone-se-3,portrait,26,16,343
            iphone-se-3,landscape,18,16,635
            iphone-se-3,landscape,26,16,635

            """)
        let report = try cli.run(["report", "apple-simple-list", "settings-inset-grouped", "--output", "report"])
        #expect(report.status == 0, "\(report.errors)")
        let page = try String(contentsOfFile: folder.path("report/layouts/settings-inset-grouped.html"), encoding: .utf8)
        #expect(page.contains("settings-inset-grouped"))
    }

    /// A bad list spec is refused with its path, the nearest valid names, a non-zero exit, and the catalog
    /// left byte for byte as it was.
    @Test func aBadListIsRefusedAndTheCatalogIsUnchanged() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.imported(folder)
        let before = try Data(contentsOf: folder.url.appendingPathComponent("catalog.sqlite"))
        let bad = try folder.write("bad.json", #"{"name": "apple-simple-list", "list": {"appearance": "insetgrouped", "cell": {"style": "subtitle"}}}"#)
        let refused = try cli.run(["import", bad])
        #expect(refused.status != 0)
        #expect(refused.errors.contains(#"bad.json:1:54: $.list.appearance: unknown list appearance "insetgrouped"; did you mean "insetGrouped"?"#), "\(refused.errors)")
        #expect(refused.errors.contains(#"$.list.cell.style: unknown content configuration style "subtitle"; did you mean "subtitleCell"?"#), "\(refused.errors)")
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("catalog.sqlite")) == before)
    }
}
