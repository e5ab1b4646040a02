import Foundation
import GRDB
import TestSupport
import Testing

/// Report.md, The folder, through the binary: `report` replaces only what an earlier report wrote, never the
/// catalog in use or a file of the user's, writes through a link to a folder, and names no file after a layout
/// name a crafted catalog holds. Each refusal is exit 1 with its exact message, and the folder, the catalog and
/// everything around them are byte for byte as they were.
@Suite("Command line: the report's folder")
struct ReportFolderCommandTests {
    static let layout = "p002-zoo-grid"
    static let spec = PackageRoot.path("Samples/layouts/p002-zoo-grid.json")
    static let options = ["--size", "390x844"]

    /// A folder with a catalog of one layout.
    private func folderWithCatalog(database: String = "catalog.sqlite", sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (TemporaryDirectory, CommandLineRunner)
    {
        let folder = try TemporaryDirectory()
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", Self.spec, "--database", database], sourceLocation: sourceLocation)
        return (folder, cli)
    }

    @Test func aFileOfTheUsersInAnEarlierReportStopsTheNextOne() throws {
        let (folder, cli) = try folderWithCatalog()
        defer { folder.remove() }
        try cli.succeeding(["report", "--output", "rep"] + Self.options)
        try folder.write("rep/notes.txt", "mine")
        try folder.write("rep/pictures/sketch.svg", "<svg/>")
        let before = FolderSnapshot(folder.url.path)
        let again = try cli.run(["report", "--output", "rep"] + Self.options)
        #expect(again.status == 1)
        #expect(again.errors == "Error: rep: the folder holds files that are not a catalog report (rep/notes.txt); it was left as it is: give a new or empty folder (an earlier report is replaced)\n")
        #expect(FolderSnapshot(folder.url.path) == before)

        // Without the note, the picture the user put among the report's own is what is in the way.
        try FileManager.default.removeItem(atPath: folder.path("rep/notes.txt"))
        let picture = try cli.run(["report", "--output", "rep"] + Self.options)
        #expect(picture.status == 1)
        #expect(picture.errors == "Error: rep: the folder holds files that are not a catalog report (rep/pictures/sketch.svg); it was left as it is: give a new or empty folder (an earlier report is replaced)\n")
        #expect(try String(contentsOfFile: folder.path("rep/pictures/sketch.svg"), encoding: .utf8) == "<svg/>")
    }

    @Test func theCatalogInUseIsNeverPartOfTheReportsFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try FileManager.default.createDirectory(atPath: folder.path("rep"), withIntermediateDirectories: false)
        try cli.succeeding(["import", Self.spec, "--database", "rep/cat.sqlite"])
        let before = FolderSnapshot(folder.url.path)
        let refused = try cli.run(["--database", "rep/cat.sqlite", "report", "--output", "rep"] + Self.options)
        #expect(refused.status == 1)
        #expect(refused.errors == "Error: rep: the folder holds the catalog in use (rep/cat.sqlite); it was left as it is: give a folder that does not hold the catalog\n")
        #expect(FolderSnapshot(folder.url.path) == before)

        // The catalog is looked for by identity too: under the name of a file the earlier report listed (a hard link),
        // it is still the catalog, and still not replaced.
        try cli.succeeding(["--database", "rep/cat.sqlite", "report", "--output", "site"] + Self.options)
        let picture = folder.path("site/pictures/p002-zoo-grid.01-390x844.svg")
        try FileManager.default.removeItem(atPath: picture)
        try FileManager.default.linkItem(atPath: folder.path("rep/cat.sqlite"), toPath: picture)
        let linked = FolderSnapshot(folder.url.path)
        let hardLink = try cli.run(["--database", "rep/cat.sqlite", "report", "--output", "site"] + Self.options)
        #expect(hardLink.status == 1)
        #expect(hardLink.errors == "Error: site: the folder holds the catalog in use (site/pictures/p002-zoo-grid.01-390x844.svg); it was left as it is: give a folder that does not hold the catalog\n")
        #expect(FolderSnapshot(folder.url.path) == linked)
    }

    @Test func anEarlierReportIsReplacedFileByFileAndALinkToItsFolderStaysALink() throws {
        let (folder, cli) = try folderWithCatalog()
        defer { folder.remove() }
        try cli.succeeding(["import", PackageRoot.path("Samples/layouts/p003-two-column-count.json")])
        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: folder.path("real"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: "real")
        let first = try cli.run(["report", "--output", "link"] + Self.options)
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.hasSuffix("→ link/index.html\n"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link")) == "real")
        #expect(try String(contentsOfFile: folder.path("real/report-files.txt"), encoding: .utf8) == """
            # catalog report: the files this report wrote. A later report replaces this folder only when it holds nothing else.
            index.html
            layouts/p002-zoo-grid.html
            layouts/p003-two-column-count.html
            pictures/p002-zoo-grid.01-390x844.svg
            pictures/p003-two-column-count.01-390x844.svg

            """)

        // A report of one layout replaces the report of two: the other layout's page and picture go with it, the
        // folder keeps its permissions, and the link still points at it.
        let second = try cli.run(["report", Self.layout, "--output", "link"] + Self.options)
        #expect(second.status == 0, "\(second.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link")) == "real")
        #expect(Set(FolderSnapshot(folder.path("real")).entries.keys) == [
            "index.html", "layouts", "layouts/p002-zoo-grid.html", "pictures", "pictures/p002-zoo-grid.01-390x844.svg", "report-files.txt",
        ])
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path("real"))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o750)
        // Nothing is left beside it: no staging folder, no earlier report moved aside.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["catalog.sqlite", "link", "real"])
    }

    /// A report draws a result once for every environment that came to it, so its files are not one per environment:
    /// the list names exactly the files the report wrote, and the next report replaces them all.
    @Test func theListOfAReportThatDrawsSharedResultsOnceNamesEveryFileItWrote() throws {
        let (folder, cli) = try folderWithCatalog()
        defer { folder.remove() }
        // The grid shows no text, so both text sizes come to one result, drawn once.
        try cli.succeeding(["report", "--output", "rep", "--size", "390x844", "--content-size-category", "large,accessibilityLarge"])
        let files = FolderSnapshot(folder.path("rep")).entries.compactMap { name, entry -> String? in
            if case .file = entry { name } else { nil }
        }.sorted()
        #expect(files.filter { $0.hasPrefix("pictures/") }.count == 1, "\(files)")
        let list = try String(contentsOfFile: folder.path("rep/report-files.txt"), encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(list.first == "# catalog report: the files this report wrote. A later report replaces this folder only when it holds nothing else.")
        #expect(Array(list.dropFirst()) == files.filter { $0 != "report-files.txt" })

        // The next report, of one text size, replaces every one of them: nothing of the earlier report is left.
        try cli.succeeding(["report", "--output", "rep"] + Self.options)
        let replaced = try String(contentsOfFile: folder.path("rep/report-files.txt"), encoding: .utf8).split(separator: "\n").dropFirst().map(String.init)
        let now = FolderSnapshot(folder.path("rep")).entries.compactMap { name, entry -> String? in
            if case .file = entry, name != "report-files.txt" { name } else { nil }
        }.sorted()
        #expect(Array(replaced) == now)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["catalog.sqlite", "rep"])
    }

    @Test func anEarlierReportWithoutItsListOfFilesIsNotReplaced() throws {
        let (folder, cli) = try folderWithCatalog()
        defer { folder.remove() }
        try cli.succeeding(["report", "--output", "rep"] + Self.options)
        // A report written before reports listed their files: its pages carry the generator, but nothing says which
        // files are its own.
        try FileManager.default.removeItem(atPath: folder.path("rep/report-files.txt"))
        let before = FolderSnapshot(folder.url.path)
        let refused = try cli.run(["report", "--output", "rep"] + Self.options)
        #expect(refused.status == 1)
        #expect(refused.errors == "Error: rep: the folder holds a report without its list of files (report-files.txt), so which files are the report's cannot be told; it was left as it is: remove it or give another folder\n")
        #expect(FolderSnapshot(folder.url.path) == before)
    }

    /// Renames the layout everywhere a catalog names it (`layouts`, `layout_versions`, `computations`), as a crafted catalog
    /// file would.
    static func rename(_ path: String, from old: String, to new: String) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.write { db in
            try db.execute(sql: "UPDATE layouts SET name = ? WHERE name = ?", arguments: [new, old])
            try db.execute(sql: "UPDATE layout_versions SET name = ? WHERE name = ?", arguments: [new, old])
            try db.execute(sql: "UPDATE computations SET layout = ? WHERE layout = ?", arguments: [new, old])
        }
        try queue.close()
    }

    @Test func aLayoutNameReadFromACatalogNamesNoFileOutsideTheReport() throws {
        let (folder, cli) = try folderWithCatalog()
        defer { folder.remove() }
        try cli.succeeding(["compute", Self.layout] + Self.options)
        let escaping = "../../escaped"
        try Self.rename(folder.path("catalog.sqlite"), from: Self.layout, to: escaping)
        let before = FolderSnapshot(folder.url.path)
        let refused = try cli.run(["report", "--output", "out/rep"] + Self.options)
        #expect(refused.status == 1)
        #expect(refused.errors == "Error: catalog.sqlite: the layout name \"../../escaped\" read from the catalog may use only letters, digits, '-', '_' and '.', so no report file is named after it; nothing was written\n")
        #expect(FolderSnapshot(folder.url.path) == before)
        // Named, the layout is refused in the same words; control characters in a name are shown escaped.
        let named = try cli.run(["report", escaping, "--output", "out/rep"] + Self.options)
        #expect(named.errors == refused.errors)
        try Self.rename(folder.path("catalog.sqlite"), from: escaping, to: "bell\u{7}/x")
        let control = try cli.run(["report", "--output", "out/rep"] + Self.options)
        #expect(control.errors == "Error: catalog.sqlite: the layout name \"bell\\u{07}/x\" read from the catalog may use only letters, digits, '-', '_' and '.', so no report file is named after it; nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }
}
