import Foundation
import TestSupport
import Testing

/// Paths of one character work like any other: a catalog named `a`, a folder `d` given as the catalog, an output
/// named `x`, a link named `l`. Each of these once stopped the process (exit 132, "Illegal instruction") while the
/// path was split, before the command could say anything. Every test runs the binary in a folder of its own and
/// compares the folder before and after, entry by entry.
@Suite("Command line: one-character paths")
struct OneCharacterPathTests {
    static let sample = PackageRoot.path("Samples/layouts/p002-zoo-grid.json")
    static let layout = "p002-zoo-grid"

    /// A folder with a catalog `catalog.sqlite` holding the zoo grid, computed at 390x844, so a render of it is
    /// served from the cache and changes nothing in the catalog.
    private func folderWithComputedGrid(sourceLocation: SourceLocation = #_sourceLocation) throws -> (TemporaryDirectory, CommandLineRunner) {
        let (folder, cli) = try CommandLineRunner.inNewFolder(importing: [Self.sample], sourceLocation: sourceLocation)
        try cli.succeeding(["compute", Self.layout, "--size", "390x844"], sourceLocation: sourceLocation)
        return (folder, cli)
    }

    /// `after` is `before` with `added` (names relative to the folder) and nothing else changed.
    private func expectOnlyAdded(_ added: [String], before: FolderSnapshot, after: FolderSnapshot, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Set(after.entries.keys) == Set(before.entries.keys).union(added), "\(after)", sourceLocation: sourceLocation)
        for (name, entry) in before.entries {
            #expect(after.entries[name] == entry, "\(name) changed", sourceLocation: sourceLocation)
        }
    }

    @Test func aFolderOrAMissingFileGivenAsTheCatalogIsNamedInTheError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var cli = CommandLineRunner(directory: folder.url)
        try FileManager.default.createDirectory(atPath: folder.path("d"), withIntermediateDirectories: false)
        let before = FolderSnapshot(folder.url.path)

        let listed = try cli.run(["--database", "d", "list"])
        #expect(listed.status == 1)
        #expect(listed.errors == "Error: d is not a catalog: it is a folder; it was left as it is\n")
        for path in [".", "/"] {
            let refused = try cli.run(["query", "SELECT 1", "--database", path])
            #expect(refused.status == 1)
            #expect(refused.errors == "Error: \(path) is not a catalog: it is a folder; it was left as it is\n")
        }
        cli.environment["CATALOG_DATABASE"] = "z"
        let missing = try cli.run(["list"])
        #expect(missing.status == 1)
        #expect(missing.errors == "Error: no catalog at z: catalog import FILE... creates one\n")
        #expect(FolderSnapshot(folder.url.path) == before)
    }

    @Test func importCreatesACatalogOfOneLetterOrLeavesNothingBehind() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let before = FolderSnapshot(folder.url.path)

        let failed = try cli.run(["--database", "b", "import", folder.path("no-such.json")])
        #expect(failed.status == 1)
        #expect(failed.errors == "Error: \(folder.path("no-such.json")): no such file or folder\n")
        #expect(FolderSnapshot(folder.url.path) == before)

        let imported = try cli.run(["--database", "a", "import", Self.sample])
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output == "layout p002-zoo-grid: added (version 1)\nimported 1 file: 1 layouts (1 added, 0 updated, 0 unchanged)\n")
        #expect(Set(FolderSnapshot(folder.url.path).entries.keys) == ["a"])
        let listed = try cli.run(["--database", "a", "query", "SELECT name FROM layouts", "--format", "csv"])
        #expect(listed.output == "name\np002-zoo-grid\n", "\(listed.errors)")
    }

    @Test func picturesAndOverlaysGoToFilesOfOneLetter() throws {
        let (folder, cli) = try folderWithComputedGrid()
        defer { folder.remove() }
        let before = FolderSnapshot(folder.url.path)

        let rendered = try cli.run(["render", Self.layout, "--size", "390x844", "--output", "x"])
        #expect(rendered.status == 0, "\(rendered.errors)")
        #expect(rendered.output == "p002-zoo-grid at 390x844@3x, items [18]: 18 elements drawn, whole content, 422 × 2071 px (run 1, cached) → x\n")
        let picture = try cli.run(["render", Self.layout, "--size", "390x844", "--output", "-"]).output
        #expect(try String(contentsOfFile: folder.path("x"), encoding: .utf8) == picture)

        let compared = try cli.run(["diff", Self.layout, "--size", "390x844", "--b-items", "17", "--output", "y"])
        #expect(compared.status == 0, "\(compared.errors)")
        #expect(compared.output.hasSuffix("removed  cell 0.17  200, 1768, 180 × 211  -        -\noverlay → y\n"))
        #expect(try String(contentsOfFile: folder.path("y"), encoding: .utf8).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))

        // The pictures, and no temporary file beside them.
        expectOnlyAdded(["x", "y"], before: before, after: FolderSnapshot(folder.url.path))
    }

    @Test func anOutputLinkOfOneLetterIsWrittenThroughAndStaysALink() throws {
        let (folder, cli) = try folderWithComputedGrid()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path("l"), withDestinationPath: "t.svg")
        try FileManager.default.createDirectory(atPath: folder.path("s"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.path("r"), withDestinationPath: "s")
        let before = FolderSnapshot(folder.url.path)

        let rendered = try cli.run(["render", Self.layout, "--size", "390x844", "--output", "l"])
        #expect(rendered.status == 0, "\(rendered.errors)")
        #expect(rendered.output.hasSuffix("(run 1, cached) → l\n"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("l")) == "t.svg")
        #expect(try String(contentsOfFile: folder.path("t.svg"), encoding: .utf8).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))

        // A report into a link of one letter goes into the folder it names.
        let reported = try cli.run(["report", Self.layout, "--size", "390x844", "--output", "r"])
        #expect(reported.status == 0, "\(reported.errors)")
        #expect(reported.output.hasSuffix("→ r/index.html\n"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("r")) == "s")
        #expect(FileManager.default.fileExists(atPath: folder.path("s/index.html")))

        // The report lints what it draws and stores the findings: the catalog changes, and nothing else but what
        // the two commands wrote.
        let after = FolderSnapshot(folder.url.path)
        let report = after.entries.keys.filter { $0.hasPrefix("s/") }
        #expect(report.contains("s/report-files.txt"))
        #expect(Set(after.entries.keys) == Set(before.entries.keys).union(["t.svg"] + report), "\(after)")
        for (name, entry) in before.entries where name != "catalog.sqlite" {
            #expect(after.entries[name] == entry, "\(name) changed")
        }
    }

    @Test func theCurrentFolderAsAnOutputIsRefused() throws {
        let (folder, cli) = try folderWithComputedGrid()
        defer { folder.remove() }
        let before = FolderSnapshot(folder.url.path)
        let rendered = try cli.run(["render", Self.layout, "--size", "390x844", "--output", "."])
        #expect(rendered.status == 1)
        #expect(rendered.errors == "Error: .: cannot write the picture: Is a directory\n")
        let compared = try cli.run(["diff", Self.layout, "--size", "390x844", "--b-items", "17", "--output", "/"])
        #expect(compared.status == 1)
        #expect(compared.errors == "Error: /: cannot write the overlay: Is a directory\n")
        #expect(FolderSnapshot(folder.url.path) == before)
    }
}
