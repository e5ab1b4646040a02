import Foundation
import TestSupport
import Testing

/// Ctrl-C, SIGTERM and SIGHUP are honoured at once in every phase of a compute and in a long query, and leave the
/// folder as it was: the command unwinds (its transaction rolls back, a reading command removes the log files it
/// created), says so on standard error, and exits with 128 + the signal's number.
///
/// Each test waits for the event that shows the command has reached the phase it interrupts (a font being opened for
/// measuring, frames reaching the write-ahead log, the read's shared-memory file appearing), then sends the signal.
/// How long the command then takes to end is bounded generously: it fails a command that goes on with its work, and
/// no healthy run comes near it.
@Suite("Command line: Ctrl-C and other signals")
struct InterruptionCommandTests {
    /// Longest a command may take to end after Ctrl-C: far above the moment it takes, far below the work left
    /// (planning the labels below takes a minute in a debug build; storing 4,000,000 frames, seconds).
    static let endBound: Duration = .seconds(10)

    /// The system's DejaVu Sans, which the labels' font is a copy of.
    static let dejaVuSans: String? = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf",
    ].first { FileManager.default.isReadableFile(atPath: $0) }

    /// 1,000,000 self-sizing cells whose labels are measured one by one with the font file `font`: planning takes
    /// long (about a minute in a debug build), during which nothing is written.
    static func labels(font: String) -> String {
        """
        {"name": "labels", "itemCounts": [1000000],
         "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "estimated(44)"},
           "subitems": [{"size": {"width": "estimated(50)", "height": "estimated(44)"},
                         "content": {"text": "A label that wraps onto a second line somewhere", "font": {"size": 17, "file": "\(font)"}}}]}}}
        """
    }

    @Test(
        .enabled(
            if: InterruptionCommandTests.dejaVuSans != nil,
            "DejaVu Sans is not installed: apt-get install -y --no-install-recommends fonts-dejavu-core (the labels are measured with it)"
        )
    )
    func ctrlCWhilePlanningEndsTheCommandAtOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        // A font file of this test's own, so every open of it is this compute's.
        let font = folder.path("label-font.ttf")
        try FileManager.default.copyItem(atPath: try #require(Self.dejaVuSans), toPath: font)
        try folder.write("labels.json", Self.labels(font: font))
        try cli.succeeding(["import", "labels.json"])
        let before = FolderSnapshot(folder.url.path)

        // A compute opens the font twice: to digest it for the cache key, then to measure the labels with FreeType
        // once planning has begun. The second open is the event this test waits for.
        let opens = try FileEvents(watching: [font], for: FileEvents.opened)
        let command = try cli.start(["compute", "labels", "--size", "390x844"])
        var opened = 0
        let planning = opens.wait(endingWith: command) { events in
            opened += events.filter { $0.is(FileEvents.opened) }.count
            return opened >= 2
        }
        #expect(planning == .happened, "the compute never began measuring labels (\(planning); the font was opened \(opened) times)")

        let (outcome, waited) = Self.interrupt(command)
        #expect(outcome.status == 130, "\(outcome.errors)")
        #expect(waited < Self.endBound, "the command took \(waited) to end after Ctrl-C")
        #expect(outcome.errors == "interrupted: nothing was stored, the catalog is as it was\n")
        // The catalog as it was, and no log files beside it: the compute unwound and closed its connection.
        #expect(FolderSnapshot(folder.url.path) == before)
        let list = try cli.run(["query", "SELECT count(*) AS runs FROM layout_runs"])
        #expect(list.output.contains("0"))
    }

    /// 4,000,000 cells of a plain grid: planning is instant, storing takes seconds, and Ctrl-C stops it between
    /// chunks and rolls the transaction back.
    @Test func ctrlCWhileStoringRollsBackAtTheNextChunk() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", PackageRoot.path("Samples/layouts/p003-two-column-count.json")])
        let before = FolderSnapshot(folder.url.path)

        // Frames reaching the write-ahead log (past 1 MiB of it) show that storing is under way.
        let (command, storing) = try cli.startStoring(
            ["compute", "p003-two-column-count", "--size", "390x844", "--items", "4000000"], pastLogBytes: 1 << 20
        )
        #expect(storing == .happened, "the compute never began storing frames (\(storing))")

        let (outcome, waited) = Self.interrupt(command)
        #expect(outcome.status == 130, "\(outcome.errors)")
        #expect(waited < Self.endBound, "the command took \(waited) to end after Ctrl-C")
        #expect(outcome.errors.hasSuffix("interrupted: nothing was stored, the catalog is as it was\n"))
        #expect(FolderSnapshot(folder.url.path) == before)
        #expect(try cli.run(["query", "SELECT (SELECT count(*) FROM frames) + (SELECT count(*) FROM layout_runs) AS stored"]).output == "stored\n------\n0\n(1 row)\n")
    }

    /// The query the signals stop: it counts without end, inside one SQLite statement.
    static let endlessQuery = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c"

    /// A folder with a catalog of one layout, closed (nothing beside it), and a runner there.
    static func folderWithCatalog() throws -> (TemporaryDirectory, CommandLineRunner) {
        try CommandLineRunner.inNewFolder(importing: [PackageRoot.path("Samples/layouts/p003-two-column-count.json")])
    }

    /// Starts `catalog ARGUMENTS` (or what `start` starts) and waits until the read it makes has created the
    /// shared-memory file beside the catalog: the command is then inside the catalog, reading.
    static func startReading(
        _ cli: CommandLineRunner, in folder: TemporaryDirectory, _ start: () throws -> RunningCommand
    ) throws -> (RunningCommand, FileEvents.Outcome) {
        let created = try FileEvents(watching: [folder.url.path], for: FileEvents.created)
        let command = try start()
        let reading = created.wait(endingWith: command) { _ in FileManager.default.fileExists(atPath: folder.path("catalog.sqlite-shm")) }
        return (command, reading)
    }

    /// A query stopped by each signal that asks a command to end: it stops inside SQLite, removes the log files its
    /// read created beside the catalog, says so and exits with 128 + the signal's number (as a shell reports a
    /// command the signal ended).
    @Test(arguments: zip([SIGTERM, SIGINT, SIGHUP], [143, 130, 129] as [Int32]))
    func aSignalStopsAQueryAndLeavesTheFolderAsItWas(signal: Int32, status: Int32) throws {
        let (folder, cli) = try Self.folderWithCatalog()
        defer { folder.remove() }
        let before = FolderSnapshot(folder.url.path)

        let (command, reading) = try Self.startReading(cli, in: folder) { try cli.start(["query", Self.endlessQuery]) }
        #expect(reading == .happened, "the query never began reading (\(reading))")

        let (outcome, waited) = Self.interrupt(command, with: signal)
        #expect(outcome.status == status, "\(outcome.errors)")
        #expect(!command.endedBySignal)
        #expect(waited < Self.endBound, "the command took \(waited) to end after the signal")
        #expect(outcome.errors == "interrupted: the catalog was only read, it is as it was\n")
        #expect(outcome.output == "")
        #expect(FolderSnapshot(folder.url.path) == before)
    }

    /// `timeout` sends its signal to the command and again to the command's process group, so the command gets it
    /// twice: the second must not end it in the middle of its unwinding. The test signals `timeout` itself (set to a
    /// bound far beyond the test), which forwards the signal as it does when its time is up.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout"), "coreutils' timeout is not installed"))
    func aQueryStoppedThroughTimeoutEndsCleanly() throws {
        let (folder, cli) = try Self.folderWithCatalog()
        defer { folder.remove() }
        let before = FolderSnapshot(folder.url.path)

        let (command, reading) = try Self.startReading(cli, in: folder) {
            try cli.startShell(#"exec timeout -s TERM 600 "$CATALOG" query "$0""#, arguments: [Self.endlessQuery])
        }
        #expect(reading == .happened, "the query never began reading (\(reading))")

        let (outcome, _) = Self.interrupt(command, with: SIGTERM)
        // timeout ends with the command's own status when it was signalled rather than timed out.
        #expect(outcome.status == 143, "\(outcome.errors)")
        #expect(outcome.errors == "interrupted: the catalog was only read, it is as it was\n")
        #expect(FolderSnapshot(folder.url.path) == before)
    }

    /// Sends `signal` (Ctrl-C's SIGINT unless told) and waits for the command to end (killing it past `endBound`, so
    /// a command that ignores it fails the test rather than hanging it); its outcome, and how long it took to end
    /// after the signal.
    static func interrupt(
        _ command: RunningCommand, with signal: Int32 = SIGINT, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (CommandLineRunner.Outcome, Duration) {
        let clock = ContinuousClock()
        let interrupted = clock.now
        command.signal(signal)
        let ended = command.waitForExit(timeout: endBound)
        let waited = clock.now - interrupted
        if !ended {
            Issue.record("the command was still running \(endBound) after signal \(signal); killed", sourceLocation: sourceLocation)
            command.signalGroup(SIGKILL)
            command.signal(SIGKILL)
        }
        return (command.finish(), waited)
    }
}
