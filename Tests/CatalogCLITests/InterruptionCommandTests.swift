import Foundation
import TestSupport
import Testing

/// Ctrl-C is honoured at once in every phase of a compute (README, "Hostile input and fuzzing": within 0.2 s), and leaves the catalog as it was.
///
/// Each test waits for the event that shows the compute has reached the phase it interrupts (a font being opened for
/// measuring, frames reaching the write-ahead log), then sends SIGINT. How long the command then takes to end is
/// bounded generously: it fails a command that goes on with its work, and no healthy run comes near it.
@Suite("Command line: Ctrl-C")
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
        let before = try Data(contentsOf: folder.url.appendingPathComponent("catalog.sqlite"))

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
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("catalog.sqlite")) == before)
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

        // Frames reaching the write-ahead log (past 1 MiB of it) show that storing is under way.
        let (command, storing) = try cli.startStoring(
            ["compute", "p003-two-column-count", "--size", "390x844", "--items", "4000000"], pastLogBytes: 1 << 20
        )
        #expect(storing == .happened, "the compute never began storing frames (\(storing))")

        let (outcome, waited) = Self.interrupt(command)
        #expect(outcome.status == 130, "\(outcome.errors)")
        #expect(waited < Self.endBound, "the command took \(waited) to end after Ctrl-C")
        #expect(outcome.errors.hasSuffix("interrupted: nothing was stored, the catalog is as it was\n"))
        #expect(try cli.run(["query", "SELECT (SELECT count(*) FROM frames) + (SELECT count(*) FROM layout_runs) AS stored"]).output == "stored\n------\n0\n(1 row)\n")
    }

    /// Sends SIGINT and waits for the command to end (killing it past `endBound`, so a command that ignores Ctrl-C
    /// fails the test rather than hanging it); its outcome, and how long it took to end after the signal.
    static func interrupt(_ command: RunningCommand, sourceLocation: SourceLocation = #_sourceLocation) -> (CommandLineRunner.Outcome, Duration) {
        let clock = ContinuousClock()
        let interrupted = clock.now
        command.signal(SIGINT)
        let ended = command.waitForExit(timeout: endBound)
        let waited = clock.now - interrupted
        if !ended {
            Issue.record("the command was still running \(endBound) after Ctrl-C; killed", sourceLocation: sourceLocation)
            command.signal(SIGKILL)
        }
        return (command.finish(), waited)
    }
}
