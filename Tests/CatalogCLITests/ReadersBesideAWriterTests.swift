import Foundation
import TestSupport
import Testing

/// Commands.md, Files and outputs: a reading command never fails, nor needs a retry, because a writer is at work. Reading
/// commands go through the write-ahead log, where SQLite gives each reader a consistent snapshot while one writer
/// writes; only a file in a folder where the log's shared memory cannot be created is opened immutable
/// (`FilesAndOutputsTests.readingWorksInAReadOnlyFolder`).
@Suite("Command line: readers beside a writer")
struct ReadersBesideAWriterTests {
    @Test func everyReadDuringAMultiSecondComputeSucceedsWithAConsistentAnswer() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", PackageRoot.path("Samples/layouts/p003-two-column-count.json")])

        // The reads start once frames reach the write-ahead log (the compute is inside its write transaction) and
        // go on, one after another, until the compute exits.
        let (compute, storing) = try cli.startStoring(
            ["compute", "p003-two-column-count", "--size", "390x844", "--items", "2000000"], pastLogBytes: 1 << 20
        )
        #expect(storing == .happened, "the compute ended (or never wrote 1 MiB of frames) before the reads began: \(storing)")

        var reads = 0
        var failures: [String] = []
        var answers: Set<String> = []
        repeat {
            for arguments in [["query", "--format", "csv", "SELECT count(*) AS runs FROM runs"], ["list"], ["show", "p003-two-column-count"]] {
                let read = try cli.run(arguments)
                reads += 1
                if read.status != 0 { failures.append("\(arguments[0]): \(read.status) \(read.errors)") }
                if arguments[0] == "query" { answers.insert(read.output) }
            }
        } while !compute.waitForExit(timeout: .milliseconds(1))
        let computed = compute.finish()
        #expect(computed.status == 0, "\(computed.errors)")

        #expect(failures.isEmpty, "\(failures.count) of \(reads) reads failed beside the compute: \(failures.prefix(3))")
        #expect(reads >= 3)
        // Each query saw the catalog before the run was committed or after, never half of it.
        #expect(answers.isSubset(of: ["runs\n0\n", "runs\n1\n"]), "\(answers)")
        // The log files the reads and the writer used are gone with the last of them.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["catalog.sqlite"])
        let frames = try cli.run(["query", "--format", "csv", "SELECT count(*) AS frames FROM frames"])
        #expect(frames.output == "frames\n2000000\n")
    }

    /// With no log beside the catalog, which is when reads used to open it immutable, a read still goes through the
    /// log: its shared-memory file appears as it starts. A compute started while that read runs does not disturb it.
    @Test func aReadThatBeginsBeforeTheWriterGoesThroughTheLog() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", PackageRoot.path("Samples/layouts/p003-two-column-count.json")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["catalog.sqlite"])

        let created = try FileEvents(watching: [folder.url.path], for: FileEvents.created)
        // A query that counts three million rows: long enough for a compute to start beside it.
        let slow = try cli.start([
            "query", "--format", "csv",
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000000) SELECT count(*) AS counted FROM n, layouts",
        ])
        let throughTheLog = created.wait(endingWith: slow) { events in events.contains { $0.name == "catalog.sqlite-shm" } }
        #expect(throughTheLog == .happened, "the read created no shared-memory file: \(throughTheLog)")
        let compute = try cli.start(["compute", "p003-two-column-count", "--size", "390x844", "--items", "200000"])
        let read = slow.finish()
        let computed = compute.finish()
        #expect(read.status == 0, "\(read.errors)")
        #expect(read.output == "counted\n3000000\n")
        #expect(computed.status == 0, "\(computed.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["catalog.sqlite"])
    }

    @Test func aReadLeavesNothingBesideTheCatalog() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", PackageRoot.path("Samples/layouts/p002-zoo-grid.json")])
        try cli.succeeding(["compute", "p002-zoo-grid", "--size", "390x844"])
        let before = FolderSnapshot(folder.url.path)
        for arguments in [["list"], ["show", "p002-zoo-grid"], ["query", "SELECT count(*) FROM frames"], ["diff", "p002-zoo-grid", "--size", "390x844"]] {
            try cli.succeeding(arguments)
            // SQLite's log files, which a read through the log creates, are removed again: the folder and the catalog
            // are byte for byte as they were.
            #expect(FolderSnapshot(folder.url.path) == before, "\(arguments[0])")
        }
    }
}
