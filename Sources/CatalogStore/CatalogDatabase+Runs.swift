import GRDB
import GRDBSQLite

extension CatalogDatabase {
    /// The run stored under a cache key, if any.
    public func run(cacheKey: String) throws -> StoredRun? {
        try writer.read { db in
            try StoredRun.fetchOne(db, sql: "SELECT * FROM runs WHERE cache_key = ?", arguments: [cacheKey])
        }
    }

    /// The runs of a layout that the views show (current geometry, dataset and engine), newest first.
    public func currentRuns(layout: String) throws -> [StoredRun] {
        try writer.read { db in
            try StoredRun.fetchAll(
                db,
                sql: """
                    SELECT r.* FROM runs r JOIN layout_runs lr ON lr.run_id = r.id
                    WHERE r.layout = ? ORDER BY r.id DESC
                    """,
                arguments: [layout]
            )
        }
    }

    /// Stores a run and all its frames in one transaction, replacing a run with the same cache key and
    /// dropping runs nothing can serve any more.
    @discardableResult
    public func storeRun(_ run: NewRun, frames: FrameColumns) throws -> StoredRun {
        try storeRun(run) { writer in try writer.insert(frames) }
    }

    /// Stores a run whose frames arrive in chunks: `produce` hands each chunk to the writer. Everything happens in
    /// one transaction, so an error or a cancellation (`FrameWriter.isCancelled`) leaves the catalog as it was.
    /// Frames go through one prepared statement; the viewport index is built after a large load.
    @discardableResult
    public func storeRun(_ run: NewRun, produce: (FrameWriter) throws -> Void) throws -> StoredRun {
        try writer.write { db in
            try recordEngineVersion(db)
            try db.execute(sql: "DELETE FROM runs WHERE cache_key = ?", arguments: [run.cacheKey])
            _ = try dropStaleRuns(db)
            let values: [(any DatabaseValueConvertible)?] = [
                run.cacheKey, run.layout, run.layoutVersionID, run.geometryDigest, run.dataset, run.datasetDigest,
                run.containerWidth, run.containerHeight, run.scale, run.safeArea[0], run.safeArea[1],
                run.safeArea[2], run.safeArea[3], run.offsetX, run.offsetY, run.orthogonalOffsets, run.itemCounts,
                engineVersion, run.contentWidth, run.contentHeight, 0, run.cellCount,
                run.supplementaryCount, run.decorationCount, 0, 0, run.warnings,
                run.computeMilliseconds, Self.timestamp(),
            ]
            try db.execute(
                sql: """
                    INSERT INTO runs (cache_key, layout, layout_version_id, geometry_digest, dataset, dataset_digest,
                        container_width, container_height, scale, safe_area_top, safe_area_left, safe_area_bottom,
                        safe_area_right, offset_x, offset_y, orthogonal_offsets, item_counts, engine_version,
                        content_width, content_height, element_count, cell_count, supplementary_count,
                        decoration_count, max_element_height, max_element_width, warnings, compute_ms, computed_at)
                    VALUES (\(Array(repeating: "?", count: values.count).joined(separator: ", ")))
                    """,
                arguments: StatementArguments(values)
            )
            let runID = db.lastInsertedRowID
            let frameWriter = try FrameWriter(db: db, runID: runID)
            try produce(frameWriter)
            try db.execute(
                sql: """
                    UPDATE runs SET element_count = ?, cell_count = ?, supplementary_count = ?, decoration_count = ?,
                        max_element_height = ?, max_element_width = ?, compute_ms = ?
                    WHERE id = ?
                    """,
                arguments: [
                    frameWriter.count, frameWriter.counts[0], frameWriter.counts[1], frameWriter.counts[2],
                    frameWriter.maxHeight, frameWriter.maxWidth, run.computeMilliseconds + frameWriter.producingMilliseconds, runID,
                ]
            )
            for strip in run.strips {
                let rest = "[" + strip.restPoints.map { Self.jsonNumber($0) }.joined(separator: ",") + "]"
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
            return try StoredRun.fetchOne(db, sql: "SELECT * FROM runs WHERE id = ?", arguments: [runID])!
        }
    }

    /// The orthogonal sections of a run, by section.
    public func strips(runID: Int64) throws -> [StripRow] {
        try writer.read { db in
            try StripRow.fetchAll(db, sql: "SELECT * FROM run_orthogonal_sections WHERE run_id = ? ORDER BY section", arguments: [runID])
        }
    }

    /// A number as JSON text: integers without a fraction, other values in their shortest exact form.
    static func jsonNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

}
