import Foundation
import TestSupport
import Testing

/// `catalog render` and `catalog diff` through the real binary: files written, exit statuses, table text.
@Suite("Render and diff commands")
struct RenderAndDiffCommandTests {
    static func importedSamples(_ folder: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation) throws -> CommandLineRunner {
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", CommandLineTests.samples], sourceLocation: sourceLocation)
        return cli
    }

    @Test func renderWritesTheSameSVGEveryTime() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.importedSamples(folder)
        let first = try cli.run(["render", "p002-zoo-grid", "--size", "390x844", "--output", "zoo.svg"])
        #expect(first.status == 0, "\(first.errors)")
        // 2,071 pixels: the drawing's 1,979, two 16-point margins and a caption of four lines (name, legend, and the
        // face that set the cells' text: without a dataset each shows its field's name, pale).
        #expect(first.output == "p002-zoo-grid at 390x844@3x, items [18]: 18 elements drawn, whole content, 422 × 2071 px (run 1, computed) → zoo.svg\n")
        let bytes = try Data(contentsOf: folder.url.appendingPathComponent("zoo.svg"))
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))

        let again = try cli.run(["render", "p002-zoo-grid", "--size", "390x844", "--output", "zoo-again.svg"])
        #expect(again.output.hasSuffix("(run 1, cached) → zoo-again.svg\n"))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("zoo-again.svg")) == bytes)

        let standardOutput = try cli.run(["render", "p002-zoo-grid", "--size", "390x844", "--output", "-"])
        #expect(Data(standardOutput.output.utf8) == bytes)
    }

    @Test func renderOptionsAndFailures() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.importedSamples(folder)
        let screen = try cli.run([
            "render", "apple-pinned-section-headers", "--size", "390x844", "--offset", "0,400", "--extent", "screen", "--zoom", "0.5",
            "--output", "pinned.svg",
        ])
        #expect(screen.status == 0, "\(screen.errors)")
        #expect(screen.output.contains(", offset 0,400: "))
        #expect(screen.output.contains("screen only, 211 × "))
        let svg = try String(contentsOf: folder.url.appendingPathComponent("pinned.svg"), encoding: .utf8)
        #expect(svg.contains("(pinned)</text>"))
        #expect(svg.contains("only the screen at 0,400"))

        #expect(try cli.run(["render", "p002-zoo-grid", "--size", "390x844"]).status == 64)
        #expect(try cli.run(["render", "p002-zoo-grid", "--size", "390x844", "--output", "x.svg", "--zoom", "0"]).status == 64)
        #expect(try cli.run(["render", "p002-zoo-grid", "--size", "390x844", "--output", "x.svg", "--extent", "page"]).status == 64)
        let unknown = try cli.run(["render", "p002-zoo-gird", "--size", "390x844", "--output", "x.svg"])
        #expect(unknown.status == 1)
        #expect(unknown.errors == "Error: no layout named \"p002-zoo-gird\"; did you mean \"p002-zoo-grid\"?\n")
        let unwritable = try cli.run(["render", "p002-zoo-grid", "--size", "390x844", "--output", "no-such-folder/zoo.svg"])
        #expect(unwritable.status == 1)
        #expect(unwritable.errors.hasPrefix("Error: no-such-folder/zoo.svg: cannot write the picture: "))
    }

    @Test func renderLabelsCellsWithADatasetField() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.importedSamples(folder)
        let datasets = PackageRoot.path("Samples/datasets/red-green-yellow.json")
        #expect(try cli.run(["import", datasets]).status == 0)
        // Post 000's data source: three sections of three cells, each showing its item index.
        let rendered = try cli.run([
            "render", "p000-section-provider", "--size", "390x844", "--dataset", "red-green-yellow", "--label", "label", "--output", "-",
        ])
        #expect(rendered.status == 0, "\(rendered.errors)")
        let labels = rendered.output.split(separator: "\n").filter { $0.contains("font-size=\"10\"") }.map { line in
            line.split(separator: ">")[1].split(separator: "<")[0]
        }
        #expect(labels == ["0", "1", "2", "0", "1", "2", "0", "1", "2"])
        let missing = try cli.run(["render", "p000-section-provider", "--size", "390x844", "--label", "label", "--output", "x.svg"])
        #expect(missing.status == 1)
        #expect(missing.errors == "Error: --label label needs --dataset: cell labels come from the dataset's items\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.svg")))
    }

    /// The engine hides the badges of tutorials without updates; the picture draws them faint, the others as red
    /// marks showing the tutorial's update count (the badge's content).
    @Test func hiddenBadgesOfARealDatasetAreDrawnFaint() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", PackageRoot.path("Samples")]).status == 0)
        let rendered = try cli.run([
            "render", "p001-queue-badges", "--size", "390x844", "--dataset", "tutorial-queue-updates", "--label", "title", "--output", "-",
        ])
        #expect(rendered.status == 0, "\(rendered.errors)")
        let lines = rendered.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let badges = lines.indices.filter { lines[$0].contains("<title>badge ") }
        let hidden = badges.filter { lines[$0].contains(##"fill="none" stroke="#8E8E93""##) && lines[$0].contains(", hidden</title>") }
        #expect(badges.count == 5)
        #expect(hidden.map { lines[$0].contains("<title>badge 0.1:") || lines[$0].contains("<title>badge 0.3:") || lines[$0].contains("<title>badge 0.4:") } == [true, true, true])
        // A shown badge is a group: its title, a red rounded mark, its item's update count in white.
        for (name, y) in [("badge 0.0: 366, 4, 20 × 20", 4), ("badge 0.2: 366, 300, 20 × 20", 300)] {
            let title = try #require(lines.firstIndex(of: "<title>\(name)</title>"), "\(name)")
            #expect(lines[title + 1] == ##"<rect x="366" y="\##(y)" width="20" height="20" rx="10" fill="#FF3B30"/>"##)
            #expect(lines[title + 2].contains(##"font-size="12" font-weight="700""##), "\(lines[title + 2])")
            #expect(lines[title + 2].hasSuffix(##"fill="#FFFFFF">3</text>"##), "\(lines[title + 2])")
        }
        #expect(rendered.output.contains(">Fastlane for iOS</text>"))
    }

    @Test func showSaysHowToRender() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.importedSamples(folder)
        let shown = try cli.run(["show", "p004-five-per-row"])
        #expect(shown.output.hasSuffix("\nrender: catalog render p004-five-per-row --size 390x844 --output p004-five-per-row.svg\n"))
    }

    /// `show` prints the kit's description of the layout, and the commands that compute and draw it.
    @Test func showSaysHowToComputeAndListsTheNewestRuns() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", try folder.write("grid.json", Self.grid)]).status == 0)
        let bare = try cli.run(["show", "grid"]).output.split(separator: "\n").map(String.init)
        #expect(bare.first == "grid")
        #expect(bare.suffix(2) == ["no cached runs: catalog compute grid --size 390x844", "render: catalog render grid --size 390x844 --output grid.svg"])
        #expect(try cli.run(["compute", "grid", "--size", "390x844", "--items", "3"]).status == 0)
        #expect(try cli.run(["compute", "grid", "--size", "320x568", "--items", "4"]).status == 0)
        let shown = try cli.run(["show", "grid"]).output.split(separator: "\n").map(String.init)
        #expect(Array(shown.suffix(4)) == [
            "cached runs:",
            "  run 2 at 320x568@3x, items [4]: 4 elements, content 320x210",
            "  run 1 at 390x844@3x, items [3]: 3 elements, content 390x210",
            "render: catalog render grid --size 390x844 --output grid.svg",
        ])
    }

    /// A two-column grid of 100-point rows 10 points apart, with no itemCounts.
    static let grid = """
        {"name": "grid", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
          "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2, "interItemSpacing": "fixed(10)"},
          "interGroupSpacing": 10, "contentInsets": {"leading": 10, "trailing": 10}}}
        """

    /// What the kit reports in its own terms, the command line words with the options the user typed; nothing is
    /// stored by a command that fails so.
    @Test func requestFaultsAreWordedWithTheOptionsTyped() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", try folder.write("grid.json", Self.grid)]).status == 0)
        func error(_ arguments: [String]) throws -> String {
            let outcome = try cli.run(arguments)
            #expect(outcome.status == 1, "\(arguments)")
            return outcome.errors
        }
        #expect(try error(["compute", "grid", "--size", "390x844"])
            == "Error: layout \"grid\" has no itemCounts; give --items N,N,... (one count per section) or --dataset NAME\n")
        #expect(try error(["render", "grid", "--size", "390x844", "--items", "4", "--label", "title", "--output", "x.svg"])
            == "Error: --label title needs --dataset: cell labels come from the dataset's items\n")
        #expect(try error(["render", "grid", "--size", "390x844", "--items", "50001", "--output", "x.svg"])
            == "Error: grid: 50001 elements are too many to draw (at most 50000); draw the screen only (--extent screen) or give fewer --items\n")
        // 6,000 rows at 16 pixels per point: past 10 million pixels.
        let tall = try error(["render", "grid", "--size", "390x844", "--items", "12000", "--zoom", "16", "--output", "x.svg"])
        #expect(tall.hasPrefix("Error: grid: the picture would be 6752x"))
        #expect(tall.hasSuffix(" pixels; a side may be at most 10000000 (the limit for picture sides in pixels): draw the screen only (--extent screen), give fewer --items or a smaller --zoom\n"))
        // diff has no --extent: its overlay's advice leaves it out.
        let overlay = try error(["diff", "grid", "--size", "390x844", "--items", "12000", "--output", "x.svg", "--zoom", "16"])
        #expect(overlay.hasPrefix("Error: the overlay of grid and grid: the picture would be "))
        #expect(overlay.hasSuffix(" (the limit for picture sides in pixels): give fewer --items or a smaller --zoom\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.svg")))
        #expect(try cli.run(["query", "--format", "csv", "SELECT count(*) AS runs FROM runs"]).output == "runs\n0\n")
    }

    @Test func diffPrintsTheTableAndExitsOneOnlyWhenAskedAndDifferent() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.importedSamples(folder)
        // Post 003: fractional items with fixed(10) spacing shrink to 180 points, exactly like the count group.
        let same = try cli.run(["diff", "p003-two-column-fractional-spacing", "p003-two-column-count-spacing", "--size", "390x844", "--exit-code"])
        #expect(same.status == 0, "\(same.errors)")
        #expect(same.output.hasSuffix("no differences: 94 elements in the same frames, the same content size\n"))

        let arguments = ["diff", "p003-two-column-fractional", "p003-two-column-fractional-spacing", "--size", "390x844", "--items", "3"]
        let different = try cli.run(arguments + ["--output", "overlay.svg"])
        #expect(different.status == 0)
        #expect(different.output == """
            A: p003-two-column-fractional at 390x844@3x, items [3]: content 390 × 88
            B: p003-two-column-fractional-spacing at 390x844@3x, items [3]: content 390 × 88
            0 added, 0 removed, 0 moved, 2 resized, 1 moved and resized; 0 unchanged
            2 cells resized by dw -5; 1 cell moved and resized by dx +5, dw -5.
            change             element   A frame           B frame           delta
            resized            cell 0.0  10, 0, 185 × 44   10, 0, 180 × 44   dw -5
            moved and resized  cell 0.1  195, 0, 185 × 44  200, 0, 180 × 44  dx +5, dw -5
            resized            cell 0.2  10, 44, 185 × 44  10, 44, 180 × 44  dw -5
            overlay → overlay.svg

            """)
        let overlay = try String(contentsOf: folder.url.appendingPathComponent("overlay.svg"), encoding: .utf8)
        #expect(overlay.contains("<title>cell 0.1 in B: 200, 0, 180 × 44, moved and resized (dx +5, dw -5)</title>"))
        #expect(try cli.run(arguments + ["--exit-code"]).status == 1)
    }

    @Test func diffVariesOneSidesEnvironment() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.importedSamples(folder)
        let sizes = try cli.run(["diff", "p002-zoo-grid", "--size", "390x844", "--b-size", "320x568", "--b-items", "2"])
        #expect(sizes.status == 0, "\(sizes.errors)")
        #expect(sizes.output.hasPrefix("""
            A: p002-zoo-grid at 390x844@3x, items [18]: content 390 × 1979
            B: p002-zoo-grid at 320x568@3x, items [2]: content 320 × 142
            0 added, 16 removed, 0 moved, 1 resized, 1 moved and resized; 0 unchanged; content width 390 → 320; content height 1979 → 142
            """))
        #expect(sizes.output.contains("\nmoved and resized  cell 0.1   200, 0, 180 × 211     165, 0, 145 × 142  dx -35, dw -35, dh -69\n"))
        #expect(sizes.output.contains("\nremoved            cell 0.17  200, 1768, 180 × 211  -                  -\n"))

        let scrolled = try cli.run(["diff", "apple-pinned-section-headers", "--size", "390x844", "--b-offset", "0,400"])
        #expect(scrolled.output.contains("B: apple-pinned-section-headers at 390x844@3x, items [5,5,5,5,5], offset 0,400: "))
        #expect(scrolled.output.contains("\nmoved   section-header 1"))

        #expect(try cli.run(["diff", "p002-zoo-grid", "--size", "390x844", "--b-scale", "4"]).status == 64)

        // R0: fractionalWidth(1/3) of 320 is floored to the pixel grid: 106.667 at 3x, 106.5 at 2x; slot origins
        // follow (106.667 and 213.333 against 106.5 and 213). So cell 0 only shrinks, cells 1 and 2 also move.
        let thirds = try folder.write("thirds.json", """
            {"name": "thirds", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
              "subitems": [{"size": {"width": "fractionalWidth(0.3333333333333333)", "height": "fractionalHeight(1)"}}]}}}
            """)
        #expect(try cli.run(["import", thirds]).status == 0)
        let scales = try cli.run(["diff", "thirds", "--size", "320x480", "--items", "3", "--scale", "3", "--b-scale", "2"])
        #expect(scales.status == 0, "\(scales.errors)")
        #expect(scales.output.hasPrefix("""
            A: thirds at 320x480@3x, items [3]: content 320 × 44
            B: thirds at 320x480@2x, items [3]: content 320 × 44
            0 added, 0 removed, 0 moved, 1 resized, 2 moved and resized; 0 unchanged
            """))

        // Two datasets for one layout: post 001's queue with five tutorials against one with two. Every queued
        // tutorial has a badge, so the last three cells and their three badges are removed.
        #expect(try cli.run(["import", PackageRoot.path("Samples/datasets")]).status == 0)
        let datasets = try cli.run(["diff", "p001-queue-badges", "--size", "390x844", "--dataset", "tutorial-queue-updates", "--b-dataset", "queue-updates"])
        #expect(datasets.status == 0, "\(datasets.errors)")
        #expect(datasets.output.contains("A: p001-queue-badges at 390x844@3x, dataset tutorial-queue-updates: "))
        #expect(datasets.output.contains("0 added, 6 removed, 0 moved, 0 resized, 0 moved and resized; 4 unchanged"))
        #expect(datasets.output.contains("\nremoved  cell 0.4 "))
        #expect(datasets.output.contains("\nremoved  badge 0.4 "))
        #expect(try cli.run(["diff", "p002-zoo-grid", "--size", "390x844", "--b-items", "1", "--b-dataset", "animals"]).status == 64)
        let noVersion = try cli.run(["diff", "p002-zoo-grid", "--size", "390x844", "--version", "2"])
        #expect(noVersion.status == 1)
        #expect(noVersion.errors == "Error: layout \"p002-zoo-grid\" has no version 2 (stored versions: 1)\n")
    }
}

/// Every sample renders, and the pictures Samples/README.md shows are what the current build draws.
@Suite("Sample pictures")
struct SamplePictureTests {
    static let pictures = PackageRoot.url("Samples/pictures")

    /// The lines of `pictures.txt`: a layout name and its extra options.
    static func manifest() throws -> [(name: String, options: [String])] {
        let text = try String(contentsOf: pictures.appendingPathComponent("pictures.txt"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
            let words = line.split(separator: " ").map(String.init)
            return (words[0], Array(words.dropFirst()))
        }
    }

    @Test func everySampleRendersBothWholeAndAsTheScreen() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try RenderAndDiffCommandTests.importedSamples(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: CommandLineTests.samples)
            .map { ($0 as NSString).deletingPathExtension }.sorted()
        #expect(names.count >= 42)
        for name in names {
            for extent in ["content", "screen"] {
                let rendered = try cli.run(["render", name, "--size", "390x844", "--extent", extent, "--output", "\(name)-\(extent).svg"])
                #expect(rendered.status == 0, "\(name) (\(extent)): \(rendered.errors)")
                let svg = try String(contentsOf: folder.url.appendingPathComponent("\(name)-\(extent).svg"), encoding: .utf8)
                #expect(svg.hasSuffix("</svg>\n") && svg.contains("<title>cell 0.0:"), "\(name) (\(extent)) draws no first cell")
            }
        }
    }

    @Test func theCommittedPicturesAreCurrentAndShownInTheSamplesReadme() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // As render-pictures does: layouts and datasets, since pictures label cells from the datasets.
        let cli = CommandLineRunner(directory: folder.url)
        let imported = try cli.run(["import", PackageRoot.path("Samples")])
        #expect(imported.status == 0, "\(imported.errors)")
        let manifest = try Self.manifest()
        let seeds = try FileManager.default.contentsOfDirectory(atPath: CommandLineTests.samples)
            .filter { $0.hasPrefix("p00") }.map { ($0 as NSString).deletingPathExtension }.sorted()
        #expect(Set(seeds).isSubset(of: manifest.map(\.name)), "every seed sample needs a line in Samples/pictures/pictures.txt")
        #expect(manifest.count == Set(manifest.map(\.name)).count, "a layout is drawn once")
        let readme = try String(
            contentsOf: PackageRoot.url("Samples/README.md"), encoding: .utf8
        )
        for (name, options) in manifest {
            let rendered = try cli.run(["render", name, "--size", "390x844", "--zoom", "0.5"] + options + ["--output", "\(name).svg"])
            #expect(rendered.status == 0, "\(name): \(rendered.errors)")
            let drawn = try Data(contentsOf: folder.url.appendingPathComponent("\(name).svg"))
            let committed = try Data(contentsOf: Self.pictures.appendingPathComponent("\(name).svg"))
            #expect(drawn == committed, "Samples/pictures/\(name).svg is not what this build draws: run Samples/pictures/render-pictures")
            #expect(readme.contains("](pictures/\(name).svg)"), "Samples/README.md does not show pictures/\(name).svg")
        }
        // The pictures README.md shows, from readme.txt: a file name, a layout and its options.
        let mainReadme = try String(contentsOf: PackageRoot.url("README.md"), encoding: .utf8)
        let lines = try String(contentsOf: Self.pictures.appendingPathComponent("readme.txt"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { $0.split(separator: " ").map(String.init) }
        #expect(lines.count == 3)
        for words in lines {
            let (file, name, options) = (words[0], words[1], Array(words.dropFirst(2)))
            let rendered = try cli.run(["render", name] + options + ["--output", "\(file).svg"])
            #expect(rendered.status == 0, "\(file): \(rendered.errors)")
            let drawn = try Data(contentsOf: folder.url.appendingPathComponent("\(file).svg"))
            let committed = try Data(contentsOf: Self.pictures.appendingPathComponent("\(file).svg"))
            #expect(drawn == committed, "Samples/pictures/\(file).svg is not what this build draws: run Samples/pictures/render-pictures")
            #expect(mainReadme.contains("](Samples/pictures/\(file).svg)"), "README.md does not show Samples/pictures/\(file).svg")
        }
    }
}

extension RenderAndDiffCommandTests {
    /// Post 002's two versions of the zoo screen, as they stand on a 390x844 screen (FlowRules.md E1 for the flow
    /// layout, R2/R7/R18 for the compositional one, worked out by hand): both draw two columns of 180 x 211 cells at
    /// x 10 and 200, 221 points apart; the flow layout's 10-point content inset puts its rows 10 points lower, and its
    /// bottom inset makes its content 20 points taller (1979 + 20 against 1979).
    @Test func theFlowLayoutAndItsCompositionalRewriteCompareAsTheyStandOnTheScreen() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.importedSamples(folder)
        let diff = try cli.run(["diff", "p002-zoo-flow", "p002-zoo-grid", "--size", "390x844", "--exit-code"])
        #expect(diff.status == 1, "\(diff.errors)")
        let lines = diff.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(4)) == [
            "A: p002-zoo-flow at 390x844@3x, items [18]: content 390 × 1999",
            "B: p002-zoo-grid at 390x844@3x, items [18]: content 390 × 1979",
            "0 added, 0 removed, 18 moved, 0 resized, 0 moved and resized; 0 unchanged; content height 1999 → 1979",
            "All 18 cells moved by dy -10; the content is 20 points shorter: 1999 → 1979.",
        ])
        #expect(lines.contains("moved   cell 0.0   10, 10, 180 × 211     10, 0, 180 × 211      dy -10"))
        #expect(lines.contains("moved   cell 0.17  200, 1778, 180 × 211  200, 1768, 180 × 211  dy -10"))
    }

    /// A side the catalog holds a run of is read back as stored, through the store's frame reader, not planned again:
    /// the table and the overlay are the same as when both sides were planned, a damaged run is planned instead, and
    /// nothing is stored either way.
    @Test func aDiffReadsTheRunsTheCatalogHolds() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.importedSamples(folder)
        let diff = ["diff", "p002-zoo-flow", "p002-zoo-grid", "--device", "iphone-15-pro", "--orientation", "landscape", "--output", "planned.svg"]
        let planned = try cli.run(diff)
        #expect(planned.status == 0, "\(planned.errors)")
        #expect(try cli.succeeding(["query", "--format", "csv", "SELECT count(*) FROM layout_runs"]).output == "count(*)\n0\n")
        for name in ["p002-zoo-flow", "p002-zoo-grid"] {
            try cli.succeeding(["compute", name, "--device", "iphone-15-pro", "--orientation", "landscape"])
        }
        let before = cli.catalogBytes()
        let stored = try cli.run(Array(diff.dropLast()) + ["stored.svg"])
        #expect(stored.output.replacingOccurrences(of: "stored.svg", with: "planned.svg") == planned.output)
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("stored.svg")) == Data(contentsOf: folder.url.appendingPathComponent("planned.svg")))
        #expect(cli.catalogBytes() == before, "a diff stores nothing")
        // The runs are read back through the frame reader (its statement in the trace of SQL), where the first diff
        // found no run and read no frame.
        var traced = cli
        traced.environment["CATALOG_TRACE_SQL"] = "1"
        let reader = "FROM result_frames WHERE result_id = ? ORDER BY y, ordinal"
        #expect(try traced.run(Array(diff.dropLast()) + ["traced.svg"]).errors.components(separatedBy: reader).count - 1 == 2)
        #expect(try traced.run(["diff", "p002-zoo-flow", "p002-zoo-grid", "--size", "391x844"]).errors.components(separatedBy: reader).count == 1)
    }
}
