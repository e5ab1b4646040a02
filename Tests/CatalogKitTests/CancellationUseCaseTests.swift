import CatalogKit
import Dispatch
import Foundation
import LayoutModel
import TestSupport
import Testing
import Synchronization

/// A program embedding the kit cancels one request from another thread, and goes on with the next: the cancelled
/// request throws `RequestCancelled` and leaves the catalog's folder exactly as it was, and a request with a
/// cancellation of its own runs as if nothing had happened.
///
/// Each test hands the cancelling over to a second thread at an event of the request (a chunk stored, a label group
/// sized, a row read) and waits until that thread has cancelled, so the request is known to be in the phase the test
/// cancels, and no test waits on time.
@Suite("Cancellation")
struct CancellationUseCaseTests {
    static let grid = """
        {"name": "grid", "itemCounts": [5],
         "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
           "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2}}}
        """

    /// Self-sizing labels in the system font (measured with the stand-in, DejaVu Sans): planning measures each.
    static let labels = """
        {"name": "labels", "itemCounts": [100000],
         "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "estimated(44)"},
           "subitems": [{"size": {"width": "estimated(50)", "height": "estimated(44)"},
                         "content": {"text": "A label that wraps onto a second line somewhere", "font": {"size": 17}}}]}}}
        """

    static let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))

    /// Cancels `cancellation` on another thread and returns once it is cancelled: called from inside a request, at
    /// the event a test waits for.
    static func cancelOnAnotherThread(_ cancellation: Cancellation) {
        let cancelled = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            cancellation.cancel()
            cancelled.signal()
        }
        cancelled.wait()
    }

    /// A catalog in a folder of its own, with `spec` imported.
    static func catalog(with spec: String, in folder: TemporaryDirectory) throws -> Catalog {
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([try folder.write("spec.json", spec)])
        // Only the catalog itself: the spec file goes, so the snapshots compare the catalog's folder alone.
        try FileManager.default.removeItem(atPath: folder.path("spec.json"))
        return catalog
    }

    @Test func aComputeCancelledWhileStoringStoresNothingAndTheNextOneRuns() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let base = try Self.catalog(with: Self.grid, in: folder)
        let before = FolderSnapshot(folder.url.path)
        // Three chunks of frames: cancelled once the first is stored, the compute stops before the second.
        let request = ComputeRequest(Self.environment, items: .counts([2 * Catalog.chunkSize + 1]))

        var cancelled = base
        cancelled.cancellation = Cancellation()
        var progressCalls = 0
        let error = #expect(throws: RequestCancelled.self) {
            try cancelled.compute("grid", request) { _, _ in
                progressCalls += 1
                if progressCalls == 1 { Self.cancelOnAnotherThread(cancelled.cancellation) }
            }
        }
        #expect(error == .nothingStored)
        #expect(error?.description == "interrupted: nothing was stored, the catalog is as it was")
        #expect(progressCalls == 1)
        #expect(FolderSnapshot(folder.url.path) == before)

        var next = base
        next.cancellation = Cancellation()
        let outcome = try next.compute("grid", request)
        #expect(!outcome.cached)
        #expect(outcome.run.result.counts.cellCount == 2 * Catalog.chunkSize + 1)
    }

    @Test func aPlanCancelledWhileMeasuringLabelsStopsThereAndTheNextOneRuns() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let base = try Self.catalog(with: Self.labels, in: folder)
        let before = FolderSnapshot(folder.url.path)

        // A cancellation that answers from a flag of the program's own, as a signal handler's would be. Planning
        // asks it once before each group of labels is sized; the thousandth time is well inside planning, and there
        // another thread raises the flag.
        let asked = Atomic<Int>(0)
        let raised = Atomic<Bool>(false)
        var cancelled = base
        cancelled.cancellation = Cancellation {
            if asked.add(1, ordering: .relaxed).newValue == 1_000 {
                let done = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    raised.store(true, ordering: .relaxed)
                    done.signal()
                }
                done.wait()
            }
            return raised.load(ordering: .relaxed)
        }
        let error = #expect(throws: RequestCancelled.self) {
            try cancelled.compute("labels", ComputeRequest(Self.environment))
        }
        #expect(error == .nothingStored)
        // Planning stopped at the next group: 100,000 labels make about 30,000 groups.
        #expect(asked.load(ordering: .relaxed) <= 1_010)
        #expect(FolderSnapshot(folder.url.path) == before)

        var next = base
        next.cancellation = Cancellation()
        let outcome = try next.compute("labels", ComputeRequest(Self.environment))
        #expect(outcome.run.result.counts.cellCount == 100_000)
    }

    @Test func aQueryCancelledWhileRowsStreamStopsInsideSQLiteAndTheNextOneRuns() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let base = try Self.catalog(with: Self.grid, in: folder)
        let before = FolderSnapshot(folder.url.path)

        // Rows without end: only the cancellation stops the statement.
        let endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c"
        var cancelled = base
        cancelled.cancellation = Cancellation()
        var written = 0
        let error = #expect(throws: RequestCancelled.self) {
            try cancelled.query(endless, format: .csv) { _ in
                written += 1
                if written == 2 { Self.cancelOnAnotherThread(cancelled.cancellation) }
                // A bound on a failure, so a statement that does not stop fails the test instead of hanging it.
                if written > 10_000_000 { throw QueryWentOn() }
            }
        }
        #expect(error == .onlyRead)
        #expect(error?.description == "interrupted: the catalog was only read, it is as it was")
        // The log files the read created beside the catalog are gone again.
        #expect(FolderSnapshot(folder.url.path) == before)

        var next = base
        next.cancellation = Cancellation()
        var rows = ""
        try next.query("SELECT name FROM layouts", format: .csv) { rows += $0 }
        #expect(rows == "name\ngrid\n")
    }
}

/// A bound on a failure: a query that went on after it was cancelled.
private struct QueryWentOn: Error {}
