import Foundation
import TestSupport
import Testing

/// The iOS version as a trait, through the binary: iOS 26's list metrics by default, iOS 18's on request, both in
/// one matrix, compared by `diff`, and refusals of versions the catalog has no model for. Expected frames come from
/// ListRules.md (L7 to L28, and "iOS 26"), worked out by hand.
@Suite("Command line: iOS version")
struct IOSVersionCommandTests {
    /// The settings sample on an iPhone 16 Pro (402x874 @3x, root-view margins 16), section 0 (short texts, so every
    /// value cell fits on one line). iOS 26: cards 16 in on a phone, 370 wide; the grouped header 10 + 20.333 + 10 =
    /// 40.333; value cells 15 + 22 (the image slot) + 15 = 52; the custom footer 40. iOS 18: the 402-point screen's
    /// shorter side is over 375, so the list margin is 20: cards 362 wide; the header 17 + 15.667 + 6 = 38.667; cells
    /// 11 + 22 + 11 = 44.
    static let sectionZero = """
        SELECT ios_version, category, coalesce(element_kind, '-') AS kind, item, round(x, 3) AS x, round(y, 3) AS y, width,
               round(height, 3) AS height
        FROM frames WHERE layout = 'settings-inset-grouped' AND section = 0 ORDER BY ios_version, y
        """

    @Test func iOS26IsTheDefaultAndIOS18IsOneOptionAway() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try ListCommandTests.imported(folder)
        let newest = try cli.run(["compute", "settings-inset-grouped", "--device", "iphone-16-pro", "--dataset", "settings"])
        #expect(newest.status == 0, "\(newest.errors)")
        #expect(newest.output.hasPrefix("settings-inset-grouped at iPhone 16 Pro portrait 402x874@3x, dataset settings: 11 cells"))
        let earlier = try cli.run(["compute", "settings-inset-grouped", "--device", "iphone-16-pro", "--dataset", "settings", "--ios", "18"])
        #expect(earlier.status == 0, "\(earlier.errors)")
        #expect(earlier.output.hasPrefix("settings-inset-grouped at iPhone 16 Pro portrait 402x874@3x, dataset settings, iOS 18: 11 cells"))
        #expect(try ListCommandTests.rows(cli, Self.sectionZero) == """
            ios_version,category,kind,item,x,y,width,height
            18,supplementary,UICollectionElementKindSectionHeader,0,20,0,362,38.667
            18,cell,-,0,20,38.667,362,44
            18,cell,-,1,20,82.667,362,44
            18,cell,-,2,20,126.667,362,44
            18,cell,-,3,20,170.667,362,44
            18,supplementary,UICollectionElementKindSectionFooter,0,20,214.667,362,40
            26,supplementary,UICollectionElementKindSectionHeader,0,16,0,370,40.333
            26,cell,-,0,16,40.333,370,52
            26,cell,-,1,16,92.333,370,52
            26,cell,-,2,16,144.333,370,52
            26,cell,-,3,16,196.333,370,52
            26,supplementary,UICollectionElementKindSectionFooter,0,16,248.333,370,40

            """)
        #expect(try ListCommandTests.rows(cli, "SELECT environment FROM layout_runs ORDER BY run_id") == """
            environment
            "device=iphone-16-pro size=402x874 scale=3 safe-area=62,0,34,0 ios=26"
            "device=iphone-16-pro size=402x874 scale=3 safe-area=62,0,34,0"

            """)
        let show = try cli.run(["show", "settings-inset-grouped"])
        #expect(show.status == 0, "\(show.errors)")
        // show resolves at 390x844 (a phone): on iOS 26 the card is 16 in there too, 358 wide.
        #expect(show.output.contains("insets (top 0, leading 16, bottom 0, trailing 16), header padding 0, header 40.333 tall at x 16, 358 wide, rows 52 tall, 358 wide, footer 40 tall"), "\(show.output)")
        #expect(show.output.contains("run 2 at iPhone 16 Pro portrait 402x874@3x, dataset settings, iOS 18:"), "\(show.output)")
    }

    /// A matrix over both versions stores both, and `diff --b-ios 18` shows every row that moved: on iOS 26 each row of
    /// section 0 is 8 taller and 8 wider, 4 further left, and the rows below slide down as they grow.
    @Test func aMatrixOverBothVersionsAndTheirDiff() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try ListCommandTests.imported(folder)
        let matrix = try cli.run(["compute", "settings-inset-grouped", "--device", "iphone-16-pro", "--dataset", "settings", "--ios", "18,26"])
        #expect(matrix.status == 0, "\(matrix.errors)")
        #expect(matrix.output.contains("2 runs: 2 computed, 0 cached; 2 distinct results"), "\(matrix.output)")
        let diff = try cli.run([
            "diff", "settings-inset-grouped", "--device", "iphone-16-pro", "--dataset", "settings", "--ios", "26", "--b-ios", "18", "--exit-code",
        ])
        #expect(diff.status == 1, "\(diff.errors)")
        let lines = diff.output.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.contains("moved and resized cell 0.0 16, 40.333, 370 × 52 20, 38.667, 362 × 44 dx +4, dy -1.667, dw -8, dh -8"), "\(diff.output)")
        #expect(lines.contains("moved and resized cell 0.3 16, 196.333, 370 × 52 20, 170.667, 362 × 44 dx +4, dy -25.667, dw -8, dh -8"), "\(diff.output)")
        #expect(lines.contains("moved and resized UICollectionElementKindSectionHeader 0 16, 0, 370 × 40.333 20, 0, 362 × 38.667 dx +4, dw -8, dh -1.667"), "\(diff.output)")
        // A compositional layout has the same frames on both versions.
        let grid = try cli.run(["diff", "p002-zoo-grid", "--device", "iphone-16-pro", "--ios", "26", "--b-ios", "18", "--exit-code"])
        #expect(grid.status == 0, "\(grid.output) \(grid.errors)")
        #expect(grid.output.contains("no differences"), "\(grid.output)")
    }

    /// Versions without a model, a list naming one twice, a list where one environment is computed: usage errors
    /// (64) naming the option as typed and the versions the catalog knows, and the catalog left as it was. `all`
    /// computes each known version.
    @Test func versionsWithoutAModelAreRefused() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try ListCommandTests.imported(folder)
        let before = cli.catalogBytes()
        let known = "it knows 15, 16, 17, 18, 26"
        let refusals: [([String], String)] = [
            (["compute", "apple-simple-list", "--size", "390x844", "--ios", "27"], "--ios 27 is not a version the catalog has list metrics for; \(known)"),
            (["compute", "apple-simple-list", "--size", "390x844", "--ios", "14"], "--ios 14 is not a version the catalog has list metrics for; \(known)"),
            (["compute", "apple-simple-list", "--size", "390x844", "--ios", "9"], "--ios 9 is not a version the catalog has list metrics for; \(known)"),
            (["compute", "apple-simple-list", "--size", "390x844", "--ios", "26.1"], "--ios expects an iOS version: 15, 16, 17, 18, 26 (found \"26.1\")"),
            (["compute", "apple-simple-list", "--size", "390x844", "--ios", "18,26,18"], "--ios names 18 twice: a list names each value once"),
            (["compute", "apple-simple-list", "--size", "390x844", "--ios", "18,"], "--ios expects an iOS version: 15, 16, 17, 18, 26 (found \"\")"),
            (["diff", "apple-simple-list", "--size", "390x844", "--b-ios", "19"], "--b-ios 19 is not a version the catalog has list metrics for; \(known)"),
            (["render", "apple-simple-list", "--size", "390x844", "--ios", "18,26", "--output", "x.svg"], "this command computes one environment"),
            (["show", "apple-simple-list", "--ios", "27"], "--ios 27 is not a version the catalog has list metrics for; \(known)"),
        ]
        for (arguments, message) in refusals {
            let refused = try cli.run(arguments)
            #expect(refused.status == 64, "\(arguments): \(refused.errors)")
            #expect(refused.errors.contains(message), "\(arguments): \(refused.errors)")
        }
        #expect(cli.catalogBytes() == before)
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.svg")))
        let all = try cli.run(["compute", "apple-simple-list", "--size", "390x844", "--ios", "all"])
        #expect(all.status == 0, "\(all.errors)")
        // 15 to 18 are one model: their four runs share one result, iOS 26's is another.
        #expect(all.output.contains("5 runs: 5 computed, 0 cached; 2 distinct results"), "\(all.output)")
        #expect(try ListCommandTests.rows(cli, "SELECT ios_version, count(*) AS rows FROM frames WHERE layout = 'apple-simple-list' GROUP BY 1 ORDER BY 1")
            == "ios_version,rows\n15,94\n16,94\n17,94\n18,94\n26,94\n")
    }
}
