import Foundation
internal import GRDB
import LayoutModel

/// Stores runs inside one write transaction of the catalog (`CatalogDatabase.storeRuns`): each run's row, its
/// frames as `produce` hands them over, and its strips.
public struct RunStore {
    let db: Database
    let engineVersion: Int
    /// When the runs of this transaction were computed, written once for all of them.
    let computedAt = CatalogDatabase.timestamp()

    /// Stores one run, replacing a run with the same cache key (its result goes with it when no other run holds it,
    /// through the triggers of migration 0009). `produce` hands the frames to the writer, which digests them and
    /// writes them only for a result the catalog does not hold yet; it is called a second time in the one case where
    /// the writer cannot tell before the end that the frames are new (`FrameWriter`).
    @discardableResult
    public func store(_ run: NewRun, produce: (FrameWriter) throws -> Void) throws -> StoredRun {
        if let damaged = run.releasesDamagedResult {
            // The runs that came to a damaged result go, and with the last of them the result and its frames
            // (migration 0009's triggers); the next lookup of any of them computes it again.
            try db.execute(sql: "DELETE FROM runs WHERE result_id = ?", arguments: [damaged])
            try db.execute(sql: "DELETE FROM results WHERE id = ?", arguments: [damaged])
        }
        try db.cachedStatement(sql: "DELETE FROM runs WHERE cache_key = ?").execute(arguments: [run.cacheKey])
        let frameWriter = try FrameWriter(db: db, strips: run.strips.map(StripRow.init))
        try produce(frameWriter)
        var outcome = try frameWriter.finish()
        if case .produceAgain = outcome {
            frameWriter.startOverWritingEverything()
            try produce(frameWriter)
            outcome = try frameWriter.finish()
        }
        guard case .result(let resultID, _) = outcome else {
            throw DatabaseError(message: "the frames of \(run.layout) were handed over twice and still matched no result")
        }
        var row = RunRow(run, engineVersion: engineVersion, computedAt: computedAt)
        row.resultId = resultID
        row.elementCount = frameWriter.count
        (row.cellCount, row.supplementaryCount, row.decorationCount) = (frameWriter.counts[0], frameWriter.counts[1], frameWriter.counts[2])
        (row.maxElementHeight, row.maxElementWidth) = (frameWriter.maxHeight, frameWriter.maxWidth)
        row.computeMs = run.computeMilliseconds + frameWriter.producingMilliseconds
        try row.insertAsNewRun(db)
        return row.stored(from: run)
    }
}
