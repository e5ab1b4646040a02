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
        try cli.succeeding(["import", PackageRoot.path("Samples/layouts/p003-two-column-count.json")])
        let arguments = ["compute", "p003-two-column-count", "--size", "390x844", "--items", "4000000"]

        // Kill once frames are reaching the write-ahead log: past 4 MiB of it, the load is well under way.
        let (command, storing) = try cli.startStoring(arguments, pastLogBytes: 4 << 20)
        #expect(storing == .happened, "the compute ended (or never wrote 4 MiB of frames) before it could be killed mid-write: \(storing)")
        command.signal(SIGKILL)
        let killed = command.finish()
        #expect(command.endedBySignal, "\(killed.status) \(killed.errors)")

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
