import Foundation
import GRDB
import TestSupport
import Testing

/// Command outputs that cannot be written, and files given as the catalog that are not this program's to change
/// (Commands.md, Files and outputs). Everything runs through the real binary, with the pipes, devices and mounts a user
/// would have.
@Suite("Files and outputs")
struct FilesAndOutputsTests {
    static let sample = PackageRoot.path("Samples/layouts/apple-item-badges.json")
    static let samples = PackageRoot.path("Samples")
    static let layout = "apple-item-badges"

    /// A folder with a catalog holding one layout.
    private func folderWithCatalog(sourceLocation: SourceLocation = #_sourceLocation) throws -> (TemporaryDirectory, CommandLineRunner) {
        try CommandLineRunner.inNewFolder(importing: [Self.sample], sourceLocation: sourceLocation)
    }

    // MARK: Standard output

    @Test func aClosedPipeEndsTheCommandQuietlyWith141() throws {
        let (folder, cli) = try folderWithCatalog()
        defer { folder.remove() }
        // Standard output is a pipe whose reader is gone before the command starts. The query never ends by itself:
        // only stopping at the closed pipe lets this test finish.
        let endless = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT i FROM n"
        for format in ["csv", "table", "json"] {
            let piped = try cli.runWritingToClosedPipe(["query", endless, "--format", format])
            #expect(piped.status == 141, "\(format): \(piped.errors)")
            #expect(piped.errors == "")
        }
        let list = try cli.runWritingToClosedPipe(["list"])
        #expect(list.status == 141)
        #expect(list.errors == "")
    }

    @Test func aFullStandardOutputIsAnErrorThatNamesIt() throws {
        let (folder, cli) = try folderWithCatalog()
        defer { folder.remove() }
        let list = try cli.shell(#""$CATALOG" list > /dev/full; echo "$?""#)
        #expect(list.output == "1\n")
        #expect(list.errors == "Error: standard output (/dev/full): cannot write: No space left on device\n")
        let query = try cli.shell(#""$CATALOG" query "SELECT 1" > /dev/full; echo "$?""#)
        #expect(query.output == "1\n")
        #expect(query.errors == "Error: standard output (/dev/full): cannot write: No space left on device\n")
    }

    @Test func outputFilesThatCannotBeWrittenFailTheCommand() throws {
        let (folder, cli) = try folderWithCatalog()
        defer { folder.remove() }
        let render = try cli.run(["render", Self.layout, "--size", "390x844", "--output", "/dev/full"])
        #expect(render.status == 1)
        #expect(render.errors == "Error: /dev/full: cannot write the picture: No space left on device\n")
        let diff = try cli.run(["diff", Self.layout, "--size", "390x844", "--b-size", "320x568", "--output", "/dev/full"])
        #expect(diff.status == 1)
        #expect(diff.errors == "Error: /dev/full: cannot write the overlay: No space left on device\n")
        let missingFolder = try cli.run(["render", Self.layout, "--size", "390x844", "--output", "no-such-folder/a.svg"])
        #expect(missingFolder.status == 1)
        #expect(missingFolder.errors == "Error: no-such-folder/a.svg: cannot write the picture: No such file or directory\n")
        let toStandardOutput = try cli.run(["diff", Self.layout, "--size", "390x844", "--output", "-"])
        #expect(toStandardOutput.status == 64)
        #expect(toStandardOutput.errors.contains("--output - is not allowed: the table of changes goes to standard output"))
        let toNull = try cli.run(["render", Self.layout, "--size", "390x844", "--output", "/dev/null"])
        #expect(toNull.status == 0, "\(toNull.errors)")
    }

    @Test func aReplacedPictureKeepsItsPermissionsAndLinks() throws {
        let (folder, cli) = try folderWithCatalog()
        defer { folder.remove() }
        let picture = try folder.write("pictures/old.svg", "old picture")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: picture)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.svg"), withDestinationPath: "pictures/old.svg")
        let render = try cli.run(["render", Self.layout, "--size", "390x844", "--output", "link.svg"])
        #expect(render.status == 0, "\(render.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.svg")) == "pictures/old.svg")
        let attributes = try FileManager.default.attributesOfItem(atPath: picture)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        let text = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(text.hasPrefix("<svg") || text.hasPrefix("<?xml"))
        // No temporary file is left beside the picture.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("pictures")) == ["old.svg"])
    }

    // MARK: Whose file the catalog is

    @Test func anotherApplicationsDatabaseIsRefusedAndLeftAsItIs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let path = folder.path("notes.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('keep me')")
        }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let commands: [[String]] = [
            ["list"], ["query", "SELECT 1"], ["show", Self.layout], ["import", Self.sample],
            ["compute", Self.layout, "--size", "390x844"], ["diff", Self.layout, "--size", "390x844"],
        ]
        for command in commands {
            let refused = try cli.run(command + ["--database", "notes.sqlite"])
            #expect(refused.status == 1, "\(command)")
            #expect(refused.errors == "Error: notes.sqlite is not a catalog: it has tables (notes) but no catalog migration history; it was left as it is\n", "\(command)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.sqlite"])

        let stamped = folder.path("stamped.sqlite")
        let other = try DatabaseQueue(path: stamped)
        try other.write { db in try db.execute(sql: "PRAGMA application_id = 1234") }
        try other.close()
        let foreignID = try cli.run(["list", "--database", "stamped.sqlite"])
        #expect(foreignID.errors == "Error: stamped.sqlite is not a catalog: it belongs to another application (application_id 0x000004D2); it was left as it is\n")

        try folder.write("text.sqlite", "just some text, long enough to be more than a header")
        let text = try cli.run(["import", Self.sample, "--database", "text.sqlite"])
        #expect(text.status == 1)
        #expect(text.errors == "Error: text.sqlite is not a catalog: it is not a SQLite database; it was left as it is\n")
        #expect(try String(contentsOfFile: folder.path("text.sqlite"), encoding: .utf8) == "just some text, long enough to be more than a header")
    }

    @Test func onlyImportCreatesACatalog() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        for command in [["list"], ["query", "SELECT 1"], ["compute", Self.layout, "--size", "390x844"]] {
            let missing = try cli.run(command + ["--database", "typo.sqlite"])
            #expect(missing.status == 1)
            #expect(missing.errors == "Error: no catalog at typo.sqlite: catalog import FILE... creates one\n")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
        let created = try cli.run(["import", Self.sample, "--database", "new.sqlite"])
        #expect(created.status == 0)
        let stamp = try cli.run(["query", "SELECT 1", "--database", "new.sqlite", "--format", "csv"])
        #expect(stamp.status == 0)
        // The header carries the stamp: application_id 'LCat' at byte 68, the number of migrations at byte 60.
        let header = try Data(contentsOf: URL(fileURLWithPath: folder.path("new.sqlite"))).prefix(72)
        #expect(Array(header[68..<72]) == Array("LCat".utf8))
        #expect(header[63] == UInt8(try migrationCount(folder.path("new.sqlite"))))
    }

    private func migrationCount(_ path: String) throws -> Int {
        let queue = try DatabaseQueue(path: path, configuration: { var c = Configuration(); c.readonly = true; return c }())
        defer { try? queue.close() }
        return try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grdb_migrations") ?? 0 }
    }

    @Test func aCatalogFromANewerProgramIsReadButNotChanged() throws {
        let (folder, cli) = try folderWithCatalog()
        defer { folder.remove() }
        let path = folder.path("catalog.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('9999_from_the_future')")
        }
        try queue.close()
        let count = try migrationCount(path)
        let before = cli.catalogBytes()
        let write = try cli.run(["compute", Self.layout, "--size", "390x844"])
        #expect(write.status == 1)
        #expect(write.errors == "Error: catalog.sqlite was written by a newer version of catalog (\(count) migrations; this one knows \(count - 1)): it was left as it is; use the newer catalog to change it\n")
        let read = try cli.run(["list"])
        #expect(read.status == 0)
        #expect(read.output.contains("  \(Self.layout) (v1)"))
        #expect(read.errors == "note: catalog.sqlite was written by a newer version of catalog (\(count) migrations; this one knows \(count - 1)); reading it anyway\n")
        #expect(cli.catalogBytes() == before)
    }

    @Test func aCatalogFromAnEarlierProgramIsNotUpgradedByReading() throws {
        let (folder, cli) = try folderWithCatalog()
        defer { folder.remove() }
        let queue = try DatabaseQueue(path: folder.path("catalog.sqlite"))
        try queue.write { db in
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = (SELECT MAX(identifier) FROM grdb_migrations)")
        }
        try queue.close()
        let before = cli.catalogBytes()
        for command in [["list"], ["query", "SELECT 1"], ["show", Self.layout]] {
            let read = try cli.run(command)
            #expect(read.status == 1, "\(command)")
            #expect(read.errors == "Error: catalog.sqlite was made by an earlier version of catalog: reading commands do not change it; catalog import or catalog compute brings it up to date\n")
        }
        #expect(cli.catalogBytes() == before)
    }

    @Test func aFailedImportRemovesTheCatalogItCreated() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        // A file size limit stands in for a full disk, with no privileges needed; SIGXFSZ is ignored so the
        // write fails with an error instead of killing the process.
        let limited = try cli.shell(#"ulimit -f 16; trap '' XFSZ; "$CATALOG" import "\#(Self.samples)" --database new.sqlite; echo "$?""#)
        #expect(limited.output.hasSuffix("1\n"), "\(limited.output) \(limited.errors)")
        #expect(limited.errors.hasPrefix("Error: new.sqlite: cannot "), "\(limited.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)

        try folder.write("empty.sqlite", "")
        let empty = try cli.shell(#"ulimit -f 16; trap '' XFSZ; "$CATALOG" import "\#(Self.samples)" --database empty.sqlite; echo "$?""#)
        #expect(empty.output.hasSuffix("1\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["empty.sqlite"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("empty.sqlite"))).isEmpty)
    }

    // MARK: Mounts (root only)

    /// Why this system does not let a test mount over its own folder in a private mount namespace (a read-only bind
    /// and a small tmpfs, as the tests below do); nil where it does. Mounting needs root, which some containers
    /// deny even to root, and `unshare` from util-linux.
    static let privateMountsRefusal: String? = {
        guard let folder = try? TemporaryDirectory() else { return "no temporary folder" }
        defer { folder.remove() }
        let dir = folder.url.path
        let probe = try? CommandLineRunner(directory: folder.url).shell(
            "unshare -m bash -c 'mount --bind -o ro \(dir) \(dir) && mount -t tmpfs -o size=128k tmpfs \(dir)' 2>&1"
        )
        guard let probe else { return "bash could not be run" }
        return probe.status == 0 ? nil : probe.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    static let privateMounts: ConditionTrait = .enabled(
        if: privateMountsRefusal == nil,
        "needs root allowed to mount in a private namespace (unshare -m; util-linux: apt-get install -y util-linux): \(privateMountsRefusal ?? "")"
    )

    /// Runs `script` in a private mount namespace, where it may mount over the test folder.
    private func inPrivateMounts(_ cli: CommandLineRunner, _ script: String) throws -> CommandLineRunner.Outcome {
        try cli.shell("unshare -m bash -c '\(script)'")
    }

    @Test(FilesAndOutputsTests.privateMounts) func readingWorksInAReadOnlyFolder() throws {
        let (folder, cli) = try folderWithCatalog()
        defer { folder.remove() }
        let dir = folder.url.path
        // Root ignores file permissions, so the folder is made read-only by binding it read-only onto itself.
        let script = #"mount --bind -o ro \#(dir) \#(dir) || exit 99; cd \#(dir); "$CATALOG" list; echo "list $?"; "$CATALOG" query "SELECT COUNT(*) AS n FROM layouts" --format csv; echo "query $?"; "$CATALOG" compute \#(Self.layout) --size 390x844; echo "compute $?""#
        let outcome = try inPrivateMounts(cli, script)
        #expect(outcome.status != 99, "the read-only bind mount failed: \(outcome.errors)")
        #expect(outcome.output.contains("list 0"), "\(outcome.output) \(outcome.errors)")
        #expect(outcome.output.contains("n\n1\nquery 0"))
        #expect(outcome.output.contains("compute 1"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["catalog.sqlite"])
    }

    @Test(FilesAndOutputsTests.privateMounts) func aFullDiskLeavesNoCatalogBehind() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let dir = folder.url.path
        let script = #"mount -t tmpfs -o size=128k tmpfs \#(dir) || exit 99; cd \#(dir); "$CATALOG" import \#(Self.samples) --database new.sqlite; echo "import $?"; ls -A"#
        let outcome = try inPrivateMounts(cli, script)
        #expect(outcome.status != 99, "mounting a tmpfs failed: \(outcome.errors)")
        #expect(outcome.output == "import 1\n", "\(outcome.errors)")
        #expect(outcome.errors.hasPrefix("Error: new.sqlite: cannot "), "\(outcome.errors)")
        #expect(outcome.errors.hasSuffix("database or disk is full\n"), "\(outcome.errors)")
    }

    @Test(FilesAndOutputsTests.privateMounts) func aFullDiskWhileComputingNamesTheCatalogAndKeepsIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let dir = folder.url.path
        // Room for the import (a new catalog's migrations pass through the write-ahead log: about 1.6 MB since the
        // lint's tables, migration 0012), not for 100,000 items' frames.
        let script = #"mount -t tmpfs -o size=2048k tmpfs \#(dir) || exit 99; cd \#(dir); "$CATALOG" import \#(Self.sample) > /dev/null; "$CATALOG" compute \#(Self.layout) --size 390x844 --items 100000; echo "compute $?"; "$CATALOG" list"#
        let outcome = try inPrivateMounts(cli, script)
        #expect(outcome.status != 99, "mounting a tmpfs failed: \(outcome.errors)")
        #expect(outcome.output.hasPrefix("compute 1\n1 layout\n"), "\(outcome.output) \(outcome.errors)")
        #expect(outcome.errors == "Error: catalog.sqlite: cannot store the frames, nothing was stored: database or disk is full\n")
    }
}
