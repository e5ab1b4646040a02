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

    /// Stores one run, replacing a run with the same cache key (its frames go with it, through the trigger on
    /// `runs`). Frames are clustered by viewport (migration 0007), so no index is dropped or rebuilt around a load.
    @discardableResult
    public func store(_ run: NewRun, produce: (FrameWriter) throws -> Void) throws -> StoredRun {
        try db.execute(sql: "DELETE FROM runs WHERE cache_key = ?", arguments: [run.cacheKey])
        var row = RunRow(run, engineVersion: engineVersion, computedAt: computedAt)
        try row.insert(db)
        let runID = db.lastInsertedRowID
        let frameWriter = try FrameWriter(db: db, runID: runID)
        try produce(frameWriter)
        row.elementCount = frameWriter.count
        (row.cellCount, row.supplementaryCount, row.decorationCount) = (frameWriter.counts[0], frameWriter.counts[1], frameWriter.counts[2])
        (row.maxElementHeight, row.maxElementWidth) = (frameWriter.maxHeight, frameWriter.maxWidth)
        row.computeMs = run.computeMilliseconds + frameWriter.producingMilliseconds
        // Only what the frames decided: re-encoding the whole record per run was a tenth of a device matrix.
        try db.cachedStatement(sql: """
            UPDATE runs SET element_count = ?, cell_count = ?, supplementary_count = ?, decoration_count = ?,
                max_element_height = ?, max_element_width = ?, compute_ms = ?
            WHERE id = ?
            """).execute(arguments: [
            row.elementCount, row.cellCount, row.supplementaryCount, row.decorationCount, row.maxElementHeight,
            row.maxElementWidth, row.computeMs, runID,
        ])
        for strip in run.strips.map(StripRow.init) {
            let rest = "[" + strip.restPoints.map { CatalogDatabase.jsonNumber($0) }.joined(separator: ",") + "]"
            try db.execute(
                sql: """
                    INSERT INTO run_orthogonal_sections (run_id, section, behavior, axis, visible_length,
                        content_length, min_offset, max_offset, initial_offset, rest_points, group_count)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    runID, strip.section, strip.behavior, strip.axis, strip.visibleLength, strip.contentLength,
                    strip.minOffset, strip.maxOffset, strip.initialOffset, rest, strip.groupCount,
                ]
            )
        }
        return try row.stored()
    }
}
