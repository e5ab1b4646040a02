import Foundation
import TestSupport
import Testing

/// A `catalog compute` killed outright (kill -9, a power cut as far as SQLite can tell) while its frames are being
/// written leaves a catalog that SQLite finds intact and that holds nothing of the killed run: the frames go in one
/// transaction, and the write-ahead log without its commit record is ignored when the catalog is next opened.
@Suite("Command line: kill -9 while storing")
struct CrashSafetyCommandTests {
    @Test func killedWhileStoringLeavesAnIntactCatalogWithoutTheRun() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let grid = PackageRoot.path("Samples/layouts/p003-two-column-count.json")
        #expect(try cli.run(["import", grid]).status == 0)
        let arguments = ["compute", "p003-two-column-count", "--size", "390x844", "--items", "4000000"]

        let process = Process()
        process.executableURL = CommandLineRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        // Kill once frames are reaching the write-ahead log: past 4 MiB of it, the load is well under way.
        let log = folder.url.appendingPathComponent("catalog.sqlite-wal").path
        let deadline = Date().addingTimeInterval(120)
        var logSize = 0
        while process.isRunning && Date() < deadline {
            logSize = ((try? FileManager.default.attributesOfItem(atPath: log))?[.size] as? Int) ?? 0
            if logSize > 4 << 20 { break }
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(process.isRunning, "the compute ended before it could be killed mid-write")
        #expect(logSize > 4 << 20)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let integrity = try cli.run(["query", "--format", "csv", "SELECT * FROM pragma_integrity_check"])
        #expect(integrity.output == "integrity_check\nok\n")
        let stored = try cli.run(["query", "--format", "csv", "SELECT (SELECT count(*) FROM run_frames) + (SELECT count(*) FROM runs) AS stored"])
        #expect(stored.output == "stored\n0\n")

        let rerun = try cli.run(arguments)
        #expect(rerun.status == 0, "\(rerun.errors)")
        let frames = try cli.run(["query", "--format", "csv", "SELECT count(*) AS frames FROM frames"])
        #expect(frames.output == "frames\n4000000\n")
    }
}
