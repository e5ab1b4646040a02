import ArgumentParser
@testable import catalog
import Foundation
import SnapshotTesting
import TestSupport
import Testing

/// The `catalog` command line, run as a separate process on real files.
@Suite("Command line")
struct CommandLineTests {
    static let samples = PackageRoot.path("Samples/layouts")

    /// Every command the root command routes to, as the words that name it after `catalog` (the root itself is
    /// `[]`), taken from the command list itself (`CatalogCommand.configuration.subcommands`, and theirs in turn), as
    /// swift-argument-parser's own tests walk a command tree: a command added later is in this list at once.
    static let commandPaths: [[String]] = paths(under: CatalogCommand.self)

    static func paths(under command: any ParsableCommand.Type, at path: [String] = []) -> [[String]] {
        [path] + command.configuration.subcommands.flatMap { paths(under: $0, at: path + [$0._commandName]) }
    }

    /// The snapshot a command's help is kept in: `helpText-_.NAME.txt`, NAME the words after `catalog` joined by
    /// `-`, or `catalog` for the root.
    static func snapshotName(_ path: [String]) -> String {
        path.isEmpty ? "catalog" : path.joined(separator: "-")
    }

    /// Help text is interface: each command's help is snapshotted as a file. A command without a snapshot yet
    /// fails here (the snapshot library records it and reports the missing reference) until its snapshot is
    /// committed.
    @Test(arguments: commandPaths)
    func helpText(_ command: [String]) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let help = try CommandLineRunner(directory: folder.url).run(command + ["--help"])
        #expect(help.status == 0)
        assertSnapshot(of: help.output, as: .lines, named: Self.snapshotName(command))
    }

    /// The help snapshots are exactly the commands' (none of a command that is gone), and the list holds the
    /// commands the root's help names.
    @Test func everyHelpSnapshotBelongsToACommand() throws {
        let folder = PackageRoot.path("Tests/CatalogCLITests/__Snapshots__/CommandLineTests")
        let snapshots = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("helpText-_.") }
        #expect(Set(snapshots) == Set(Self.commandPaths.map { "helpText-_.\(Self.snapshotName($0)).txt" }))
        #expect(Self.commandPaths.count > 10)
        #expect(Self.commandPaths.contains(["target-offset"]))
    }

    @Test func usageErrorsExitWith64AndFailuresWith1() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["frobnicate"]).status == 64)
        #expect(try cli.run(["compute", "grid"]).status == 64)
        let badSize = try cli.run(["compute", "grid", "--size", "390by844"])
        #expect(badSize.status == 64)
        #expect(badSize.errors.contains("--size expects WIDTHxHEIGHT in points, such as 390x844 (found \"390by844\")"))
        let badScale = try cli.run(["compute", "grid", "--size", "390x844", "--scale", "5"])
        #expect(badScale.status == 64)
        #expect(badScale.errors.contains("--scale must be 1, 2 or 3 (found 5)"))
        let noSize = try cli.run(["compute", "grid"])
        #expect(noSize.errors.contains("--size or --device is required: WIDTHxHEIGHT in points, such as 390x844, or a device name (catalog devices lists them)"))
        let badDirection = try cli.run(["compute", "grid", "--size", "390x844", "--layout-direction", "upsideDown"])
        #expect(badDirection.status == 64)
        #expect(badDirection.errors.contains("--layout-direction expects leftToRight or rightToLeft (found \"upsideDown\")"))
        // B's options are A's with a prefix, and their messages name them as typed.
        let badSizeB = try cli.run(["diff", "grid", "--size", "390x844", "--b-size", "320"])
        #expect(badSizeB.status == 64)
        #expect(badSizeB.errors.contains("--b-size expects WIDTHxHEIGHT in points, such as 390x844 (found \"320\")"))
        let badScaleB = try cli.run(["diff", "grid", "--size", "390x844", "--b-scale", "4"])
        #expect(badScaleB.errors.contains("--b-scale must be 1, 2 or 3 (found 4)"))
        let badItemsB = try cli.run(["diff", "grid", "--size", "390x844", "--b-items", "3,x"])
        #expect(badItemsB.errors.contains("--b-items expects one item count per section, such as 3,2 (found \"3,x\")"))
        let bothB = try cli.run(["diff", "grid", "--size", "390x844", "--b-items", "3", "--b-dataset", "d"])
        #expect(bothB.errors.contains("give either --b-items or --b-dataset, not both"))
        let missing = try cli.run(["compute", "grid", "--size", "390x844"])
        #expect(missing.status == 1)
        #expect(missing.errors == "Error: no catalog at catalog.sqlite: catalog import FILE... creates one\n")
        let nothing = try cli.run(["import", "no-such-file.json"])
        #expect(nothing.status == 1)
        #expect(nothing.errors.contains("no-such-file.json: no such file or folder"))
    }

    @Test func importComputeAndQueryEverySample() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let imported = try cli.run(["import", Self.samples])
        #expect(imported.status == 0, "\(imported.errors)")
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.samples)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }
            .map { ($0 as NSString).deletingPathExtension }.sorted()
        #expect(imported.output.hasSuffix("imported \(names.count) files: \(names.count) layouts (\(names.count) added, 0 updated, 0 unchanged)\n"))
        for name in names {
            let computed = try cli.run(["compute", name, "--size", "390x844"])
            #expect(computed.status == 0, "\(name): \(computed.errors)")
            #expect(computed.output.hasPrefix("\(name) at 390x844@3x"))
            let again = try cli.run(["compute", name, "--size", "390x844"])
            #expect(again.output.contains("(cached, run "), "\(name) was not served from the cache")
        }
        // Every run's frames are all in the frames view.
        let check = try cli.run([
            "query", "--format", "csv",
            "SELECT r.layout, r.element_count, (SELECT count(*) FROM frames f WHERE f.run_id = r.run_id) FROM layout_runs r ORDER BY r.layout",
        ])
        let lines = check.output.split(separator: "\n").dropFirst()
        #expect(lines.count == names.count)
        for line in lines {
            let fields = line.split(separator: ",")
            #expect(fields[1] == fields[2], "\(fields[0]): \(fields[1]) elements in the run, \(fields[2]) in the frames view")
        }
    }

    /// The frames the CLI stores are the frames the sample fixtures derive by hand (390x844 at 3x).
    @Test func storedFramesMatchTheHandDerivedSampleFixtures() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", Self.samples]).status == 0)
        let fixtures = PackageRoot.url("Tests/LayoutEngineTests/Fixtures/samples")
        var checked = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() where file.hasSuffix(".json") {
            let data = try Data(contentsOf: fixtures.appendingPathComponent(file))
            guard let fixture = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let specFile = fixture["specFile"] as? String,
                let environment = fixture["environment"] as? [String: Any],
                let expected = (fixture["expected"] as? [String: Any])?["frames"] as? [[String: Any]],
                environment["offset"] == nil, environment["orthogonalOffsets"] == nil
            else { continue }
            let name = ((specFile as NSString).lastPathComponent as NSString).deletingPathExtension
            var arguments = ["compute", name, "--size", environment["size"] as! String, "--scale", "\(environment["scale"] ?? 3)"]
            if let items = environment["items"] as? [Int] { arguments += ["--items", items.map(String.init).joined(separator: ",")] }
            // List fixtures say which iOS version's list metrics they were derived for.
            if let version = environment["ios"] as? String { arguments += ["--ios", version] }
            #expect(try cli.run(arguments).status == 0)
            let answer = try cli.run([
                "query", "--format", "json",
                "SELECT category, element_kind, section, item, x, y, width, height FROM frames WHERE layout = '\(name)'",
            ])
            let rows = try JSONSerialization.jsonObject(with: Data(answer.output.utf8)) as! [[String: Any]]
            func key(_ row: [String: Any]) -> String {
                let kind = row["element_kind"] as? String ?? row["elementKind"] as? String ?? "-"
                return "\(row["category"]!) \(kind) \(row["section"]!) \(row["item"]!)"
            }
            let stored = Dictionary(rows.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
            // Fixtures whose thirds are written with three decimals say how close they compare.
            let tolerance = ((fixture["expected"] as? [String: Any])?["tolerance"] as? NSNumber)?.doubleValue ?? 0.0001
            #expect(rows.count == expected.count, "\(name): \(rows.count) rows, \(expected.count) expected")
            for frame in expected {
                guard let row = stored[key(frame)] else {
                    Issue.record("\(name): \(key(frame)) missing")
                    continue
                }
                for field in ["x", "y", "width", "height"] {
                    let want = (frame[field] as! NSNumber).doubleValue
                    let got = (row[field] as! NSNumber).doubleValue
                    #expect(abs(want - got) <= tolerance, "\(name) \(key(frame)) \(field): expected \(want), stored \(got)")
                }
            }
            checked += 1
        }
        #expect(checked >= 35)
    }

    /// Right-to-left is laid out (V8): the two-column sample with a 30-point safe area on the physical left. Worked
    /// by hand from the sample fixture's rules: left to right with the safe area swapped to the right, the
    /// container is 360 wide, the group 360 − 10 − 10 = 340, each item floorPx((340 − 10)/2) = 165 at x 10 and 185;
    /// mirrored across 390, item 0 is at 390 − 10 − 165 = 215 and item 1 at 390 − 185 − 165 = 40 (30 safe area + 10
    /// section trailing inset on the left).
    @Test func rightToLeftComputesTheMirroredLayout() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", Self.samples + "/p003-two-column-count-spacing.json"]).status == 0)
        let computed = try cli.run([
            "compute", "p003-two-column-count-spacing", "--size", "390x844", "--safe-area", "0,30,0,0", "--items", "3",
            "--layout-direction", "rightToLeft",
        ])
        #expect(computed.status == 0, "\(computed.errors)")
        #expect(computed.output.contains("right to left"))
        let frames = try cli.run([
            "query", "--format", "csv",
            "SELECT layout_direction, item, x, y, width, height FROM frames WHERE layout = 'p003-two-column-count-spacing' ORDER BY item",
        ])
        #expect(frames.output == "layout_direction,item,x,y,width,height\nrightToLeft,0,215,0,165,44\nrightToLeft,1,40,0,165,44\nrightToLeft,2,215,44,165,44\n")
    }

    @Test func aBadFileInABatchLeavesTheCatalogByteForByteUnchanged() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", Self.samples + "/p002-zoo-grid.json"]).status == 0)
        #expect(try cli.run(["compute", "p002-zoo-grid", "--size", "390x844"]).status == 0)
        let before = cli.catalogBytes()
        #expect(before.keys.sorted() == ["catalog.sqlite"])
        let bad = try folder.write("bad.yaml", "name: broken\nsection:\n  group:\n    kind: horizontal\n    size: {width: fractionalWidth(1), height: absolute(44)}\n    subitem: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}\n    count: 0\n")
        let failed = try cli.run(["import", Self.samples + "/p003-two-column-count.json", bad])
        #expect(failed.status == 1)
        #expect(failed.errors == "Error: import failed, nothing was changed (1 fault):\n  \(bad):7:12: $.section.group.count: must be at least 1 (found 0)\n")
        #expect(cli.catalogBytes() == before)
        // And the good file of that batch was not imported.
        let layouts = try cli.run(["query", "--format", "csv", "SELECT name FROM layouts ORDER BY name"])
        #expect(layouts.output == "name\np002-zoo-grid\n")
        #expect(cli.catalogBytes() == before)
    }

    /// A dataset whose records change but not their number: the cache key's item counts stay the same, so only the
    /// dataset digest can tell the cached run is stale. A bad dataset afterwards changes nothing at all.
    @Test func changedDatasetContentsInvalidateTheRunAndABadDatasetChangesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let original = try String(contentsOfFile: PackageRoot.path("Samples/datasets/tag-cloud.json"), encoding: .utf8)
        let dataset = try folder.write("tag-cloud.json", original)
        #expect(try cli.run(["import", Self.samples + "/p000-tag-cloud.json", dataset]).status == 0)
        let compute = ["compute", "p000-tag-cloud", "--size", "390x844", "--dataset", "tag-cloud"]
        let widthOfFirstLabel = ["query", "--format", "csv", "SELECT width FROM frames WHERE layout = 'p000-tag-cloud' AND category = 'cell' AND item = 0"]
        #expect(try cli.run(compute).status == 0)
        let before = try cli.run(widthOfFirstLabel).output
        #expect(try cli.run(compute).output.contains("cached"))
        // "Swift" becomes a much longer word: same sections, same item counts.
        #expect(original.contains("\"label\": \"Swift\""))
        _ = try folder.write("tag-cloud.json", original.replacingOccurrences(of: "\"label\": \"Swift\"", with: "\"label\": \"Swift Concurrency\""))
        let reimport = try cli.run(["import", dataset])
        #expect(reimport.status == 0)
        #expect(reimport.output.contains("1 cached run dropped"))
        let recomputed = try cli.run(compute)
        #expect(recomputed.status == 0)
        #expect(!recomputed.output.contains("cached"))
        let after = try cli.run(widthOfFirstLabel).output
        #expect(before.hasPrefix("width\n") && after.hasPrefix("width\n"))
        #expect(Double(after.dropFirst(6).dropLast())! > Double(before.dropFirst(6).dropLast())!)

        let stored = cli.catalogBytes()
        _ = try folder.write("tag-cloud.json", #"{"dataset": "tag-cloud", "sections": [{"id": "green", "items": 3}]}"#)
        let failed = try cli.run(["import", dataset])
        #expect(failed.status == 1)
        #expect(failed.errors.contains("\(dataset):1:"))
        #expect(failed.errors.contains("$.sections[0].items"))
        #expect(cli.catalogBytes() == stored)
    }

    /// One cached run per scroll offset (pinned headers move with it): the same offset is served from the cache,
    /// a new one is computed and kept beside it.
    @Test func eachScrollOffsetHasACachedRunOfItsOwn() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", Self.samples + "/apple-pinned-section-headers.json"]).status == 0)
        func compute(_ offset: String) throws -> String {
            try cli.run(["compute", "apple-pinned-section-headers", "--size", "390x844", "--offset", offset]).output
        }
        #expect(!(try compute("0,400")).contains("cached"))
        #expect(try compute("0,400").contains("cached"))
        #expect(!(try compute("0,100")).contains("cached"))
        #expect(try compute("0,400").contains("cached"))
        let runs = try cli.run(["query", "--format", "csv", "SELECT offset_y FROM layout_runs WHERE layout = 'apple-pinned-section-headers' ORDER BY offset_y"])
        #expect(runs.output == "offset_y\n100\n400\n")
    }

    @Test func aWritingQueryIsRefusedAndChangesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", Self.samples + "/p002-zoo-grid.json"]).status == 0)
        let before = cli.catalogBytes()
        let refused = try cli.run(["query", "DELETE FROM layout_versions"])
        #expect(refused.status == 1)
        #expect(refused.errors == "Error: catalog query is read-only, and this statement would change the catalog: DELETE FROM layout_versions. Use catalog import and catalog compute to change it.\n")
        #expect(cli.catalogBytes() == before)
        let broken = try cli.run(["query", "SELECT nonsense FROM frames"])
        #expect(broken.status == 1)
        #expect(broken.errors == "Error: query failed: no such column: nonsense\n")
    }

    @Test func queryFormats() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", Self.samples + "/p002-zoo-grid.json"]).status == 0)
        #expect(try cli.run(["compute", "p002-zoo-grid", "--size", "390x844", "--items", "3"]).status == 0)
        let sql = "SELECT item, x, y, width, height, element_kind FROM frames WHERE layout = 'p002-zoo-grid' ORDER BY item"
        #expect(try cli.run(["query", "--format", "csv", sql]).output == "item,x,y,width,height,element_kind\n0,10,0,180,211,\n1,200,0,180,211,\n2,10,221,180,211,\n")
        #expect(try cli.run(["query", "--format", "json", sql + " LIMIT 1"]).output == "[\n  {\"item\": 0, \"x\": 10, \"y\": 0, \"width\": 180, \"height\": 211, \"element_kind\": null}\n]\n")
        #expect(try cli.run(["query", sql + " LIMIT 2"]).output == """
            item  x    y  width  height  element_kind
            ----  ---  -  -----  ------  ------------
            0     10   0  180    211     NULL
            1     200  0  180    211     NULL
            (2 rows)

            """)
        #expect(try cli.run(["query", "--format", "json", "SELECT 1 WHERE 0"]).output == "[]\n")
    }

    /// Rule R38 on post 001's carousel (groupPaging, group 0.6 of 390 = 234 wide, spacing 10, insets 10):
    /// groups at x 10, 254, 498 (leading edges 0, 244, 488); strip 370; content 3 x 234 + 2 x 10 = 722; max 352.
    @Test func orthogonalSectionsAreQueryableAndAnswerWhereAStripRests() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", Self.samples + "/p001-group-paging-carousel.yaml"]).status == 0)
        #expect(try cli.run(["compute", "p001-group-paging-carousel", "--size", "390x844", "--items", "3"]).status == 0)
        let strips = try cli.run([
            "query", "--format", "csv",
            "SELECT section, behavior, axis, visible_length, content_length, min_offset, max_offset, initial_offset, rest_points FROM orthogonal_sections",
        ])
        #expect(strips.output == "section,behavior,axis,visible_length,content_length,min_offset,max_offset,initial_offset,rest_points\n0,groupPaging,horizontal,370,722,0,352,0,\"[0,244,352]\"\n")
        let swipe = try cli.run([
            "target-offset", "p001-group-paging-carousel", "--size", "390x844", "--items", "3", "--section", "0", "--from", "30",
            "--velocity", "600",
        ])
        #expect(swipe.status == 0)
        #expect(swipe.output == "section 0 (groupPaging): from 30 at 600 pt/s comes to rest at 244; rest points 0, 244, 352\n")
        let back = try cli.run([
            "target-offset", "p001-group-paging-carousel", "--size", "390x844", "--items", "3", "--section", "0", "--from", "300",
            "--velocity", "-600",
        ])
        #expect(back.output.contains("comes to rest at 244;"))
        // A scrolled strip moves its cells, not the section.
        #expect(try cli.run(["compute", "p001-group-paging-carousel", "--size", "390x844", "--items", "3", "--orthogonal-offset", "0=244"]).status == 0)
        let cells = try cli.run(["query", "--format", "csv", "SELECT item, x FROM frames WHERE layout = 'p001-group-paging-carousel' AND offset_x = 0 ORDER BY run_id DESC, item LIMIT 3"])
        #expect(cells.output == "item,x\n0,-224\n1,20\n2,264\n")
        let notOrthogonal = try cli.run(["target-offset", "p001-group-paging-carousel", "--size", "390x844", "--items", "3", "--section", "2", "--from", "0"])
        #expect(notOrthogonal.status == 1)
        #expect(notOrthogonal.errors.contains("section 2 of \"p001-group-paging-carousel\" does not scroll orthogonally"))
        // An offset for a section that is no strip is refused, and nothing is stored for it.
        let runsBefore = try cli.run(["query", "--format", "csv", "SELECT count(*) FROM runs"]).output
        let wrongSection = try cli.run(["compute", "p001-group-paging-carousel", "--size", "390x844", "--items", "3,2", "--orthogonal-offset", "5=10"])
        #expect(wrongSection.status == 1)
        #expect(wrongSection.errors.contains("an orthogonal offset names section 5, but the layout has 2 sections (0 to 1)"))
        #expect(try cli.run(["query", "--format", "csv", "SELECT count(*) FROM runs"]).output == runsBefore)
        let overscroll = try cli.run(["compute", "p001-group-paging-carousel", "--size", "390x844", "--items", "3", "--orthogonal-offset", "0=500"])
        #expect(overscroll.status == 0)
        #expect(overscroll.output.contains("orthogonal offset 500 is outside the strip's scroll range 0 to 352"))
    }

    /// Supplementary and decoration rows through the frames view (E17's numbers: header, footer and background).
    @Test func supplementaryAndDecorationRowsAreInTheFramesView() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let spec = try folder.write("e17.json", """
            {"name": "e17", "itemCounts": [3], "section": {
              "group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"},
                        "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}]},
              "contentInsets": {"top": 10, "leading": 16, "bottom": 10, "trailing": 16}, "interGroupSpacing": 8,
              "boundarySupplementaryItems": [
                {"elementKind": "header", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"}, "alignment": "top", "pinToVisibleBounds": true},
                {"elementKind": "footer", "size": {"width": "fractionalWidth(1)", "height": "absolute(30)"}, "alignment": "bottom"}],
              "decorationItems": [{"elementKind": "background"}]}}
            """)
        #expect(try cli.run(["import", spec]).status == 0)
        #expect(try cli.run(["compute", "e17", "--size", "320x480", "--scale", "2"]).status == 0)
        let rows = try cli.run([
            "query", "--format", "csv",
            "SELECT category, element_kind, section, item, x, y, width, height, z_index FROM frames WHERE category != 'cell' ORDER BY y, category",
        ])
        #expect(rows.output == """
            category,element_kind,section,item,x,y,width,height,z_index
            decoration,background,0,0,0,0,320,260,0
            supplementary,header,0,0,16,0,288,44,1000000001
            supplementary,footer,0,0,16,230,288,30,1

            """)
        #expect(try cli.run(["query", "--format", "csv", "SELECT DISTINCT z_index FROM frames WHERE category = 'cell'"]).output == "z_index\n1\n")
        // Scrolled by 100 in a 320x100 view the pinned header sits at the top of the visible rect (R29).
        #expect(try cli.run(["compute", "e17", "--size", "320x100", "--scale", "2", "--offset", "0,100"]).status == 0)
        let pinned = try cli.run([
            "query", "--format", "csv", "SELECT y, z_index FROM frames WHERE element_kind = 'header' AND offset_y = 100",
        ])
        #expect(pinned.output == "y,z_index\n100,1000000001\n")
    }

    /// Badges show only where the tutorial's updateCount > 0 (post 001's supplementaryViewProvider).
    @Test func badgesAreHiddenExactlyWhereThereIsNoUpdate() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let root = PackageRoot.path("Samples")
        #expect(try cli.run(["import", root + "/layouts/p001-queue-badges.json", root + "/datasets/tutorial-queue.json"]).status == 0)
        #expect(try cli.run(["compute", "p001-queue-badges", "--size", "390x844", "--dataset", "tutorial-queue-updates"]).status == 0)
        let rows = try cli.run([
            "query", "--format", "csv",
            """
            SELECT f.item, json_extract(d.fields, '$.updateCount') AS updates, f.hidden FROM frames f
            JOIN dataset_records d ON d.dataset = f.dataset AND d.section = f.section AND d.item = f.item
            WHERE f.layout = 'p001-queue-badges' AND f.element_kind = 'badge' ORDER BY f.item
            """,
        ])
        // Samples/datasets/tutorial-queue.json gives updateCount 3, 0, 3, 0, 0.
        #expect(rows.output == "item,updates,hidden\n0,3,0\n1,0,1\n2,3,0\n3,0,1\n4,0,1\n")
    }

    /// Post 000's label cells as a tag cloud, in the 17-pt system font measured by the stand-in (V10, V11).
    /// Expected values were worked out from the rules with DejaVu Sans's own advance widths and kerning read with
    /// fontTools (not FreeType): a label is (advances + kerning) × 17/2048 × 0.952 wide, plus -0.43 per glyph (the
    /// tracking at 17 pt), rounded up to the 3x grid. "Swift" is 5068 - 36 = 5032 units and 5 glyphs:
    /// 41.769 × 0.952 - 2.15 = 37.614, so 37.667. Every label is one line of SF Pro's 17 × 2444/2048 = 20.287
    /// points, 20.333 on the grid, so rows are 10 + 20.333 apart: y 10, 40.333, 70.667, and the content is
    /// 3 × 30.333 = 91 tall. Rows take labels while their widths, each with its 10 leading, fit in 390: "Group"
    /// (6235 units, 47.333) ends the first row at 379, "Section" (57.333) would end it at 446.
    @Test func labelCellsTakeTheirMeasuredSizes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let root = PackageRoot.path("Samples")
        #expect(try cli.run(["import", root + "/layouts/p000-tag-cloud.json", root + "/datasets/tag-cloud.json"]).status == 0)
        let computed = try cli.run(["compute", "p000-tag-cloud", "--size", "390x844", "--dataset", "tag-cloud"])
        #expect(computed.output.contains("content 390x91; text measured with the SF Pro stand-in"))
        let rows = try cli.run(["query", "--format", "csv", "SELECT item, round(x, 4) AS x, round(y, 4) AS y, round(width, 4) AS w, round(height, 4) AS height FROM frames WHERE layout = 'p000-tag-cloud' ORDER BY item"])
        #expect(rows.output == """
            item,x,y,w,height
            0,10,10,37.6667,20.3333
            1,57.6667,10,36,20.3333
            2,103.6667,10,110,20.3333
            3,223.6667,10,52.6667,20.3333
            4,286.3333,10,35.3333,20.3333
            5,331.6667,10,47.3333,20.3333
            6,10,40.3333,57.3333,20.3333
            7,77.3333,40.3333,118.6667,20.3333
            8,206,40.3333,84.6667,20.3333
            9,300.6667,40.3333,86.6667,20.3333
            10,10,70.6667,78,20.3333
            11,98,70.6667,82.3333,20.3333

            """)
        #expect(try cli.run(["query", "--format", "csv", "SELECT text_face FROM layout_runs WHERE layout = 'p000-tag-cloud'"]).output == "text_face\nstand-in\n")
        // Without a dataset the cells keep their 1 x 1 estimates.
        #expect(try cli.run(["compute", "p000-tag-cloud", "--size", "390x844"]).output.contains("content 390x"))
    }

    /// The library carousels' headers show the collection titles in the 22-pt system font with 10 pt padding: one
    /// line of SF Pro's 22 × 2444/2048 = 26.254 (V10) plus 20, rounded up to the 3x grid, is 46.333 tall, and the
    /// cells start below it. Each section is 267 long below its header, so the headers are at 0, 46.333 + 267 =
    /// 313.333 and 626.667.
    @Test func headersTakeTheMeasuredHeightOfTheirTitles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let root = PackageRoot.path("Samples")
        #expect(try cli.run(["import", root + "/layouts/p001-library-carousels.json", root + "/datasets/tutorials.plist"]).status == 0)
        #expect(try cli.run(["compute", "p001-library-carousels", "--size", "390x844", "--dataset", "tutorials"]).status == 0)
        let rows = try cli.run([
            "query", "--format", "csv",
            "SELECT section, round(y, 4) AS y, round(height, 4) AS height FROM frames WHERE layout = 'p001-library-carousels' AND category = 'supplementary' ORDER BY section",
        ])
        #expect(rows.output == "section,y,height\n0,0,46.3333\n1,313.3333,46.3333\n2,626.6667,46.3333\n")
        // Section 0: header 46.333, then the 10 pt top inset, then the first group with its 10 pt item insets.
        let first = try cli.run(["query", "--format", "csv", "SELECT round(y, 4) AS y FROM frames WHERE layout = 'p001-library-carousels' AND category = 'cell' AND section = 0 AND item = 0"])
        #expect(first.output == "y\n66.3333\n")
    }

    @Test func theCatalogFileComesFromTheOptionTheEnvironmentOrTheDefault() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var cli = CommandLineRunner(directory: folder.url)
        let spec = Self.samples + "/p002-zoo-grid.json"
        #expect(try cli.run(["--database", "a.sqlite", "import", spec]).status == 0)
        #expect(try cli.run(["import", "--database", "b.sqlite", spec]).status == 0)
        cli.environment["CATALOG_DATABASE"] = folder.path("c.sqlite")
        #expect(try cli.run(["import", spec]).status == 0)
        cli.environment = [:]
        #expect(try cli.run(["import", spec]).status == 0)
        for name in ["a.sqlite", "b.sqlite", "c.sqlite", "catalog.sqlite"] {
            #expect(FileManager.default.fileExists(atPath: folder.path(name)), "\(name) missing")
        }
    }
}
