import Foundation
import TestSupport
import Testing

/// Ctrl-C is honoured at once in every phase of a compute (issue 16: within 0.2 s), and leaves the catalog as it was.
@Suite("Command line: Ctrl-C")
struct InterruptionCommandTests {
    /// 300,000 self-sizing cells whose labels are measured one by one: planning takes seconds (16 s in a debug
    /// build), during which nothing is written.
    static let labels = """
        {"name": "labels", "itemCounts": [300000],
         "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "estimated(44)"},
           "subitems": [{"size": {"width": "estimated(50)", "height": "estimated(44)"},
                         "content": {"text": "A label that wraps onto a second line somewhere", "font": {"size": 17}}}]}}}
        """

    @Test func ctrlCWhilePlanningEndsTheCommandAtOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try folder.write("labels.json", Self.labels)
        #expect(try cli.run(["import", "labels.json"]).status == 0)
        let before = try Data(contentsOf: folder.url.appendingPathComponent("catalog.sqlite"))

        let (status, waited, message) = try Self.interrupt(["compute", "labels", "--size", "390x844"], in: folder.url, after: 1.5)
        #expect(status == 130)
        #expect(waited < 1, "the command took \(waited) s to end after Ctrl-C")
        #expect(message == "interrupted: nothing was stored, the catalog is as it was\n")
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
        let grid = PackageRoot.path("Samples/layouts/p003-two-column-count.json")
        #expect(try cli.run(["import", grid]).status == 0)

        let (status, waited, message) = try Self.interrupt(["compute", "p003-two-column-count", "--size", "390x844", "--items", "4000000"], in: folder.url, after: 1.5)
        #expect(status == 130)
        #expect(waited < 1, "the command took \(waited) s to end after Ctrl-C")
        #expect(message.hasSuffix("interrupted: nothing was stored, the catalog is as it was\n"))
        #expect(try cli.run(["query", "SELECT (SELECT count(*) FROM frames) + (SELECT count(*) FROM layout_runs) AS stored"]).output == "stored\n------\n0\n(1 row)\n")
    }

    /// Runs `catalog ARGUMENTS`, sends SIGINT after `delay` seconds; its exit status, how long it took to end after
    /// the signal, and its standard error.
    static func interrupt(_ arguments: [String], in folder: URL, after delay: Double) throws -> (Int32, Double, String) {
        let process = Process()
        process.executableURL = CommandLineRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        #expect(process.isRunning, "the command ended before Ctrl-C; it is meant to run for seconds")
        let interrupted = Date()
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let waited = Date().timeIntervalSince(interrupted)
        return (process.terminationStatus, waited, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
}
