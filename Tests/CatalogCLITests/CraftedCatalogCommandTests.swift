import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GRDB
import TestSupport
import Testing

/// Limits.md, What a catalog holds, through the binary: what a catalog file holds is input like any imported file. A cached run
/// whose numbers are not finite and sane is computed again (and said to be), never served; the limits of its
/// table hold for values read from a catalog; a damaged dataset record is named by dataset, section and item, not
/// by the SQL that met it. Catalogs are crafted here with GRDB, as another program (or a hand) would write them.
@Suite("Command line: crafted catalogs")
struct CraftedCatalogCommandTests {
    static let grid = PackageRoot.path("Samples/layouts/p002-zoo-grid.json")
    static let tagCloud = PackageRoot.path("Samples/layouts/p000-tag-cloud.json")
    static let tags = PackageRoot.path("Samples/datasets/tag-cloud.json")

    /// Runs `sql` on the catalog as a crafted file would hold it: no foreign keys, no triggers' help.
    static func craft(_ cli: CommandLineRunner, _ sql: String, arguments: StatementArguments = []) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(path: cli.directory.appendingPathComponent("catalog.sqlite").path, configuration: configuration)
        try queue.write { db in try db.execute(sql: sql, arguments: arguments) }
        try queue.close()
    }

    private func csv(_ cli: CommandLineRunner, _ sql: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try cli.succeeding(["query", "--format", "csv", sql], sourceLocation: sourceLocation).output
    }

    // MARK: Runs

    @Test func aCachedRunWithNumbersThatAreNotFiniteIsComputedAgainAndSaysSo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", Self.grid])
        try cli.succeeding(["compute", "p002-zoo-grid", "--size", "390x844"])

        // The summary: a content height of -inf (9e999 is past a double, so SQLite stores an infinity).
        try Self.craft(cli, "UPDATE run_summaries SET content_height = -9e999")
        let show = try cli.succeeding(["show", "p002-zoo-grid"])
        #expect(show.output.contains("\n  run 1: damaged (its content height is -inf); catalog compute computes it again\n"), "\(show.output)")
        let summary = try cli.run(["compute", "p002-zoo-grid", "--size", "390x844"])
        #expect(summary.status == 0)
        #expect(summary.errors == "note: catalog.sqlite: run 1 of p002-zoo-grid is damaged (its content height is -inf); it is computed again\n")
        #expect(summary.output.hasPrefix("p002-zoo-grid at 390x844@3x, items [18]: 18 cells, 0 supplementary, 0 decoration; content 390x1979 (computed in "))
        #expect(summary.output.hasSuffix(" ms, stored as run 2)\n"))
        #expect(try csv(cli, "SELECT id, content_height FROM runs") == "id,content_height\n2,1979\n")

        // A frame of the run's result (migration 0009 stores each distinct result once): a negative infinite width
        // on the fourth cell.
        try Self.craft(cli, "UPDATE result_frames SET width = -9e999 WHERE ordinal = 3")
        let frame = try cli.run(["compute", "p002-zoo-grid", "--size", "390x844"])
        #expect(frame.errors == "note: catalog.sqlite: run 2 of p002-zoo-grid is damaged (its frame 3 is x 200.0, y 221.0, width -inf, height 211.0, flags 0, section 0, item 3); it is computed again\n")
        #expect(frame.output.hasSuffix(" ms, stored as run 3)\n"))

        // A frame missing, and item counts that are not counts: the rows say what the frames do not.
        try Self.craft(cli, "DELETE FROM result_frames WHERE ordinal = 17")
        let missing = try cli.run(["compute", "p002-zoo-grid", "--size", "390x844"])
        #expect(missing.errors == "note: catalog.sqlite: run 3 of p002-zoo-grid is damaged (it says 18 elements, but 17 frames are stored); it is computed again\n")
        try Self.craft(cli, "UPDATE computations SET item_counts = '[\"18\"]'")
        let counts = try cli.run(["compute", "p002-zoo-grid", "--size", "390x844"])
        #expect(counts.errors == "note: catalog.sqlite: run 4 of p002-zoo-grid is damaged (its row cannot be read: run 4 has item counts that are not a JSON array of whole numbers); it is computed again\n")

        // What is served after all that is the engine's run, and the next compute finds it cached and sound.
        let cached = try cli.succeeding(["compute", "p002-zoo-grid", "--size", "390x844"])
        #expect(cached.output == "p002-zoo-grid at 390x844@3x, items [18]: 18 cells, 0 supplementary, 0 decoration; content 390x1979 (cached, run 5)\n")
        #expect(cached.errors == "")
        #expect(try csv(cli, "SELECT count(*) AS frames, min(width) AS narrowest FROM frames") == "frames,narrowest\n18,180\n")
    }

    /// Runs that came to the same frames share one stored result, named by the digest of those frames. A recompute
    /// of a damaged result gives frames with the same digest, so the damaged result is removed first, with every
    /// run that came to it, and the frames are written again rather than matched to it.
    @Test func aDamagedResultIsWrittenAgainNotMatched() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", Self.grid])
        // The same points at two scales: two runs, one result.
        try cli.succeeding(["compute", "p002-zoo-grid", "--size", "390x844", "--scale", "3"])
        try cli.succeeding(["compute", "p002-zoo-grid", "--size", "390x844", "--scale", "2"])
        #expect(try csv(cli, "SELECT count(*) AS runs, count(DISTINCT result_id) AS results FROM runs") == "runs,results\n2,1\n")

        try Self.craft(cli, "UPDATE result_frames SET x = 9e999 WHERE ordinal = 0")
        let again = try cli.run(["compute", "p002-zoo-grid", "--size", "390x844", "--scale", "3"])
        #expect(again.status == 0)
        #expect(again.errors == "note: catalog.sqlite: run 1 of p002-zoo-grid is damaged (its frame 0 is x inf, y 0.0, width 180.0, height 211.0, flags 0, section 0, item 0); it is computed again\n")
        #expect(again.output.hasSuffix(" ms, stored as run 3)\n"))
        // The other run of the damaged result went with it; the result stored now holds the engine's frames.
        #expect(try csv(cli, "SELECT id FROM runs") == "id\n3\n")
        #expect(try csv(cli, "SELECT count(*) AS results FROM results") == "results\n1\n")
        #expect(try csv(cli, "SELECT count(*) AS frames, min(x) AS leftmost, max(x) AS rightmost FROM frames") == "frames,leftmost,rightmost\n18,10,200\n")
        // The scale-2 run is computed again without a note, and comes to the same, sound result.
        let other = try cli.run(["compute", "p002-zoo-grid", "--size", "390x844", "--scale", "2"])
        #expect(other.errors == "")
        #expect(other.output.hasSuffix(" ms, stored as run 4)\n"))
        #expect(try csv(cli, "SELECT count(*) AS runs, count(DISTINCT result_id) AS results FROM runs") == "runs,results\n2,1\n")
    }

    // MARK: Limits

    @Test func aLabelPastTheLimitInACatalogIsRefusedAsAnImportRefusesIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", Self.tagCloud, Self.tags])
        // A 10 MB label (10,485,760 characters) where the import stored "UIKit".
        try Self.craft(
            cli, "UPDATE dataset_items SET fields = json_object('label', ?) WHERE dataset = 'tag-cloud' AND item = 1",
            arguments: [String(repeating: "x", count: 10 << 20)]
        )
        let before = FolderSnapshot(folder.url.path)
        let message = "Error: catalog.sqlite: dataset \"tag-cloud\", section 0, item 1, field \"label\": the text's length must be at most 10000 (found 10485760; the limit for characters in one text value)\n"
        let compute = try cli.run(["compute", "p000-tag-cloud", "--size", "390x844", "--dataset", "tag-cloud"])
        #expect(compute.status == 1)
        #expect(compute.errors == message)
        let render = try cli.run(["render", "p000-tag-cloud", "--size", "390x844", "--dataset", "tag-cloud", "--label", "label", "--output", "tags.svg"])
        #expect(render.status == 1)
        #expect(render.errors == message)
        #expect(FolderSnapshot(folder.url.path) == before)
    }

    @Test func countsPastTheirLimitsInACatalogAreRefused() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", Self.tagCloud, Self.tags, PackageRoot.path("Samples/datasets/mailboxes.json")])
        // Two sections counted at the largest integer: added up, as `list` adds them, they would overflow.
        try Self.craft(cli, "UPDATE dataset_sections SET item_count = 9223372036854775807 WHERE dataset = 'mailboxes'")
        let before = FolderSnapshot(folder.url.path)
        let list = try cli.succeeding(["list"])
        #expect(list.output.contains("\n  mailboxes (generic): damaged (section 0's item count must be at most 1000000000 (found 9223372036854775807; the limit for items per section))\n"), "\(list.output)")
        let compute = try cli.run(["compute", "p000-tag-cloud", "--size", "390x844", "--dataset", "mailboxes"])
        #expect(compute.status == 1)
        #expect(compute.errors == "Error: catalog.sqlite: dataset \"mailboxes\": section 0's item count must be at most 1000000000 (found 9223372036854775807; the limit for items per section)\n")
        #expect(FolderSnapshot(folder.url.path) == before)
    }

    // MARK: Damaged records

    @Test func aDamagedDatasetRecordIsNamedByDatasetSectionAndItemNotByItsSQL() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", Self.tagCloud, Self.tags])
        try Self.craft(cli, "UPDATE dataset_items SET fields = '{\"label\": \"Layout\"' WHERE dataset = 'tag-cloud' AND item = 3")
        let before = FolderSnapshot(folder.url.path)
        let render = try cli.run(["render", "p000-tag-cloud", "--size", "390x844", "--dataset", "tag-cloud", "--label", "label", "--output", "tags.svg"])
        #expect(render.status == 1)
        #expect(render.errors == "Error: catalog.sqlite: dataset \"tag-cloud\", section 0, item 3: the stored record is not a JSON object; import the dataset again\n")
        let compute = try cli.run(["compute", "p000-tag-cloud", "--size", "390x844", "--dataset", "tag-cloud"])
        #expect(compute.status == 1)
        #expect(compute.errors == "Error: catalog.sqlite: dataset \"tag-cloud\", section 0, item 3: the stored record is not valid JSON (invalid JSON: unexpected end of file in an object); import the dataset again\n")
        for outcome in [render, compute] { #expect(!outcome.errors.contains("SELECT")) }
        #expect(FolderSnapshot(folder.url.path) == before)
    }

    // MARK: Pictures

    /// A spec whose title holds U+FFFE, U+FFFF, U+FDD0, a bell and an escape, spelled as JSON escapes.
    static let oddTitle = #"Odd \uFFFE title \uFFFF with \uFDD0 marks \u0007 and \u001B[31m"#

    @Test func noncharactersAndLoneSurrogatesNeverReachAPicture() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let grid = try String(contentsOfFile: Self.grid, encoding: .utf8)
        let spec = try folder.write("odd.json", grid.replacingOccurrences(of: "\"name\": \"p002-zoo-grid\"", with: "\"name\": \"odd\"")
            .replacingOccurrences(of: "\"title\": \"Zoo animals two-column grid\"", with: "\"title\": \"\(Self.oddTitle)\""))
        try cli.succeeding(["import", spec])
        // A second layout whose stored title holds the bytes of a lone surrogate (ED A0 80), which no import writes.
        try cli.succeeding(["import", Self.grid])
        try Self.craft(cli, "UPDATE layout_versions SET canonical_spec = replace(canonical_spec, 'Zoo animals', CAST(X'EDA080' AS TEXT)) WHERE name = 'p002-zoo-grid'")

        try cli.succeeding(["render", "odd", "--size", "390x844", "--output", "odd.svg"])
        try cli.succeeding(["render", "p002-zoo-grid", "--size", "390x844", "--output", "zoo.svg"])
        try cli.succeeding(["report", "--size", "390x844", "--output", "site"])
        let pictures = ["odd.svg", "zoo.svg", "site/pictures/odd.01-390x844.svg", "site/pictures/p002-zoo-grid.01-390x844.svg"]
        for picture in pictures {
            let svg = try String(contentsOfFile: folder.path(picture), encoding: .utf8)
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(picture) is not well-formed XML: \(String(describing: parser.parserError))")
            #expect(!svg.unicodeScalars.contains { $0.properties.isNoncharacterCodePoint || ($0.value < 0x20 && $0 != "\n") })
        }
        let odd = try String(contentsOfFile: folder.path("odd.svg"), encoding: .utf8)
        #expect(odd.contains("<title>odd at 390x844@3x, items [18]: Odd   title   with   marks   and  [31m</title>"), "\(odd.prefix(600))")
        let zoo = try String(contentsOfFile: folder.path("zoo.svg"), encoding: .utf8)
        // Each of the three bytes is decoded as U+FFFD, a character XML takes.
        #expect(zoo.contains("<title>p002-zoo-grid at 390x844@3x, items [18]: \u{FFFD}\u{FFFD}\u{FFFD} two-column grid</title>"))
        let index = try String(contentsOfFile: folder.path("site/index.html"), encoding: .utf8)
        #expect(!index.unicodeScalars.contains { $0.properties.isNoncharacterCodePoint })
        #expect(index.contains("Odd   title   with   marks   and  [31m"))
    }

    // MARK: Property list entities

    @Test func propertyListEntitiesAreRefusedWhereTheyAreDeclaredOrUsed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", Self.tags])
        let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let body = "<plist version=\"1.0\">\n<array><dict>\n  <key>title</key><string>iOS &amp; &ENTITY;</string>\n  <key>tutorials</key><array/>\n</dict></array>\n</plist>\n"
        let internalEntity = try folder.write("internal.plist", header + "<!DOCTYPE plist [\n  <!ENTITY int \"INTERNAL-ENTITY\">\n]>\n" + body.replacingOccurrences(of: "ENTITY", with: "int"))
        let externalEntity = try folder.write("external.plist", header + "<!DOCTYPE plist [<!ENTITY ext SYSTEM \"file:///etc/hostname\">]>\n" + body.replacingOccurrences(of: "ENTITY", with: "ext"))
        let undeclared = try folder.write(
            "undeclared.plist",
            header + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n" + body.replacingOccurrences(of: "ENTITY", with: "nowhere")
        )
        let before = FolderSnapshot(folder.url.path)
        let expected = [
            (internalEntity, "internal.plist:3:3: $: the document declares the entity \"int\"; entities are not expanded, so the text it stands for would be lost: write the text itself where it is used"),
            (externalEntity, "external.plist:2:18: $: the document declares the external entity \"ext\" (SYSTEM \"file:///etc/hostname\"); external entities are never read: write the text itself where it is used"),
            (undeclared, "undeclared.plist:5:46: $[0].title: the entity &nowhere; is not declared in the file, and entities declared elsewhere are never read: write the text itself"),
        ]
        for (file, fault) in expected {
            let refused = try cli.run(["import", (file as NSString).lastPathComponent])
            #expect(refused.status == 1)
            #expect(refused.errors == "Error: import failed, nothing was changed (1 fault):\n  \(fault)\n")
        }
        #expect(FolderSnapshot(folder.url.path) == before)

        // Text in CDATA is the file's text too, and a JSON escape of a lone surrogate is read as U+FFFD, not a crash.
        let tutorials = try String(contentsOfFile: PackageRoot.path("Samples/datasets/tutorials.plist"), encoding: .utf8)
        #expect(tutorials.contains("<string>iOS &amp; Swift</string>"))
        try folder.write("cdata.plist", tutorials.replacingOccurrences(of: "<string>iOS &amp; Swift</string>", with: "<string>iOS <![CDATA[& <Swift>]]>!</string>"))
        try folder.write("lone.json", #"{"dataset": "lone", "sections": [{"id": "s", "items": [{"label": "\ud800\u0041\ud83d\ude00"}]}]}"#)
        try cli.succeeding(["import", "cdata.plist", "lone.json"])
        #expect(try csv(cli, "SELECT DISTINCT section_id FROM dataset_records WHERE dataset = 'cdata' AND section = 0") == "section_id\niOS & <Swift>!\n")
        #expect(try csv(cli, "SELECT json_extract(fields, '$.label') AS label FROM dataset_records WHERE dataset = 'lone'") == "label\n\u{FFFD}A😀\n")
    }
}
