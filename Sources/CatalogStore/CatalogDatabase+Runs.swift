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
    /// dropping runs nothing can serve any more. Frames go through one prepared statement (no per-row objects).
    @discardableResult
    public func storeRun(_ run: NewRun, frames: FrameColumns) throws -> StoredRun {
        try writer.write { db in
            try recordEngineVersion(db)
            try db.execute(sql: "DELETE FROM runs WHERE cache_key = ?", arguments: [run.cacheKey])
            _ = try dropStaleRuns(db)
            let maxHeight = frames.height.max() ?? 0
            let maxWidth = frames.width.max() ?? 0
            let values: [(any DatabaseValueConvertible)?] = [
                run.cacheKey, run.layout, run.layoutVersionID, run.geometryDigest, run.dataset, run.datasetDigest,
                run.containerWidth, run.containerHeight, run.scale, run.safeArea[0], run.safeArea[1],
                run.safeArea[2], run.safeArea[3], run.offsetX, run.offsetY, run.orthogonalOffsets, run.itemCounts,
                engineVersion, run.contentWidth, run.contentHeight, frames.count, run.cellCount,
                run.supplementaryCount, run.decorationCount, maxHeight, maxWidth, run.warnings,
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
            try Self.insertFrames(frames, runID: runID, db)
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

    /// Binds and steps one prepared statement per row through SQLite's C API: the fastest path GRDB allows.
    static func insertFrames(_ frames: FrameColumns, runID: Int64, _ db: Database) throws {
        let statement = try db.makeStatement(
            sql: """
                INSERT INTO run_frames (run_id, category, element_kind, section, item, x, y, width, height, z_index, hidden)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
        let handle = statement.sqliteStatement
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        let kinds = frames.kinds.map { Array($0.utf8CString) }
        for index in 0..<frames.count {
            sqlite3_bind_int64(handle, 1, runID)
            sqlite3_bind_int(handle, 2, Int32(frames.category[index]))
            let kind = Int(frames.kind[index])
            if kind < 0 {
                sqlite3_bind_null(handle, 3)
            } else {
                kinds[kind].withUnsafeBufferPointer { text in
                    _ = sqlite3_bind_text(handle, 3, text.baseAddress, -1, transient)
                }
            }
            sqlite3_bind_int(handle, 4, frames.section[index])
            sqlite3_bind_int(handle, 5, frames.item[index])
            sqlite3_bind_double(handle, 6, frames.x[index])
            sqlite3_bind_double(handle, 7, frames.y[index])
            sqlite3_bind_double(handle, 8, frames.width[index])
            sqlite3_bind_double(handle, 9, frames.height[index])
            sqlite3_bind_int(handle, 10, frames.zIndex[index])
            sqlite3_bind_int(handle, 11, frames.hidden[index] ? 1 : 0)
            let code = sqlite3_step(handle)
            guard code == SQLITE_DONE else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
            sqlite3_reset(handle)
        }
    }
}
