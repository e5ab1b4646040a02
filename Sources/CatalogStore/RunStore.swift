import Foundation
internal import GRDB
import LayoutModel

/// Stores runs inside one write transaction of the catalog (`CatalogDatabase.storeRuns`): each run's entry, what
/// it shares with other runs (computation, environment, summary, result) when the catalog does not hold it yet, its
/// frames as `produce` hands them over, and its strips.
public final class RunStore {
    let db: Database
    let engineVersion: Int
    /// When the runs of this transaction were computed (ISO 8601, UTC), stored once for all of them as their batch.
    let computedAt = CatalogDatabase.timestamp()
    /// The batch (`run_batches`) of this transaction's runs, stored with its first run.
    private var batchID: Int64?
    /// The last run id given out (catalog_meta's `last_run_id`), read when the first run is stored.
    private var lastRunID: Int64?
    /// Ids of the computations and environments this transaction has stored or found, by key and by text. Dropped
    /// whenever a run is removed, since its computation or environment may have gone with it.
    private var computationIDs: [String: Int64] = [:]
    private var environmentIDs: [String: Int64] = [:]

    init(db: Database, engineVersion: Int) {
        self.db = db
        self.engineVersion = engineVersion
    }

    /// Stores one run, replacing a run with the same key (what it shared goes with it when no other run holds it,
    /// through the triggers of migration 0010). `produce` hands the frames to the writer, which digests them and
    /// writes them only for a result the catalog does not hold yet; it is called a second time in the one case where
    /// the writer cannot tell before the end that the frames are new (`FrameWriter`).
    @discardableResult
    public func store(_ run: NewRun, produce: (FrameWriter) throws -> Void) throws -> StoredRun {
        if let damaged = run.releasesDamagedResult {
            // The runs that came to a damaged result go, and with the last of them the result and its frames
            // (migration 0010's triggers); the next lookup of any of them computes it again.
            try db.execute(
                sql: "DELETE FROM run_entries WHERE summary_id IN (SELECT id FROM run_summaries WHERE result_id = ?)", arguments: [damaged]
            )
            try db.execute(sql: "DELETE FROM results WHERE id = ?", arguments: [damaged])
            forgetIDs()
        }
        try removeStored(run.key)
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
        let computationID = try computationID(of: run)
        let environmentID = try environmentID(of: run.environment)
        let summaryID = try summaryID(of: run, resultID: resultID)
        let id = try nextRunID()
        let microseconds = ((run.computeMilliseconds + frameWriter.producingMilliseconds) * 1000).rounded()
        try db.cachedStatement(sql: """
            INSERT INTO run_entries (computation_id, environment_id, id, summary_id, batch_id, compute_us)
            VALUES (?, ?, ?, ?, ?, ?)
            """).execute(arguments: [computationID, environmentID, id, summaryID, try batch(), Int64(microseconds)])
        return StoredRun(
            id: id, key: RunKey(computation: run.key.computation, environment: run.key.environment), layout: run.layout,
            layoutVersionID: run.layoutVersionID, geometryDigest: run.geometryDigest, dataset: run.dataset,
            datasetDigest: run.datasetDigest, environment: run.environment, itemCounts: run.itemCounts,
            engineVersion: engineVersion, family: run.family, contentSize: run.contentSize, contentOffset: run.contentOffset,
            adjustedContentInset: run.adjustedContentInset, elementCount: frameWriter.count, cellCount: frameWriter.counts[0],
            supplementaryCount: frameWriter.counts[1], decorationCount: frameWriter.counts[2],
            maxElementHeight: frameWriter.maxHeight, maxElementWidth: frameWriter.maxWidth, warnings: run.warnings,
            computeMilliseconds: microseconds / 1000, computedAt: computedAt, textFace: run.textFace, resultID: resultID
        )
    }

    /// Removes the run stored under `key`, and the one stored under its key from before migration 0010.
    private func removeStored(_ key: RunKey) throws {
        var removed = false
        for computation in [key.computation, key.earlier].compactMap({ $0 }) {
            try db.cachedStatement(sql: """
                DELETE FROM run_entries
                WHERE computation_id = (SELECT id FROM computations WHERE key = ?)
                  AND environment_id = (SELECT id FROM environments WHERE canonical = ?)
                """).execute(arguments: [computation, key.environment])
            removed = removed || db.changesCount > 0
        }
        if removed { forgetIDs() }
    }

    private func forgetIDs() {
        computationIDs = [:]
        environmentIDs = [:]
    }

    /// The id of the run's computation, stored when the catalog has none under its key.
    private func computationID(of run: NewRun) throws -> Int64 {
        if let known = computationIDs[run.key.computation] { return known }
        let id: Int64
        if let stored = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM computations WHERE key = ?"), arguments: [run.key.computation]) {
            id = stored
        } else {
            try db.cachedStatement(sql: """
                INSERT INTO computations (key, layout, layout_version_id, geometry_digest, dataset, dataset_digest, family,
                    item_counts, engine_version)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: [
                run.key.computation, run.layout, run.layoutVersionID, run.geometryDigest, run.dataset, run.datasetDigest,
                run.family.rawValue, RunRow.json(run.itemCounts), engineVersion,
            ])
            id = db.lastInsertedRowID
        }
        computationIDs[run.key.computation] = id
        return id
    }

    /// The id of an environment, stored (its canonical text, and a column per trait for SQL) when the catalog has
    /// none with its text. The one place an environment becomes columns.
    private func environmentID(of environment: LayoutEnvironment) throws -> Int64 {
        let text = environment.canonicalText
        if let known = environmentIDs[text] { return known }
        let id: Int64
        if let stored = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM environments WHERE canonical = ?"), arguments: [text]) {
            id = stored
        } else {
            let margins = environment.layoutMargins
            let safeArea = environment.safeAreaInsets
            let offsets = RunRow.json(Dictionary(uniqueKeysWithValues: environment.orthogonalOffsets.map { (String($0.key), $0.value) }))
            try db.cachedStatement(sql: """
                INSERT INTO environments (canonical, device, orientation, content_size_category, container_width,
                    container_height, scale, safe_area_top, safe_area_left, safe_area_bottom, safe_area_right,
                    layout_margin_top, layout_margin_left, layout_margin_bottom, layout_margin_right, layout_direction,
                    orthogonal_offsets)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: [
                text, environment.device?.device.slug, environment.device?.orientation.rawValue,
                environment.contentSizeCategory.rawValue, environment.containerSize.width, environment.containerSize.height,
                environment.scale, safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing, margins?.top,
                margins?.leading, margins?.bottom, margins?.trailing, environment.layoutDirection.rawValue, offsets,
            ])
            id = db.lastInsertedRowID
        }
        environmentIDs[text] = id
        return id
    }

    /// The id of the run's summary (what the engine said beyond the frames, and the result they came to), stored
    /// when no run of the same result has said the same.
    private func summaryID(of run: NewRun, resultID: Int64) throws -> Int64 {
        let inset = run.adjustedContentInset
        let values: [(any DatabaseValueConvertible)?] = [
            resultID, run.contentSize.width, run.contentSize.height, run.contentOffset.x, run.contentOffset.y, inset.top,
            inset.leading, inset.bottom, inset.trailing, RunRow.json(run.warnings), run.textFace,
        ]
        let found = try Int64.fetchOne(
            db.cachedStatement(sql: """
                SELECT id FROM run_summaries
                WHERE result_id = ? AND content_width = ? AND content_height = ? AND offset_x = ? AND offset_y = ?
                  AND inset_top = ? AND inset_left = ? AND inset_bottom = ? AND inset_right = ? AND warnings = ?
                  AND text_face IS ?
                LIMIT 1
                """),
            arguments: StatementArguments(values)
        )
        if let found { return found }
        try db.cachedStatement(sql: """
            INSERT INTO run_summaries (result_id, content_width, content_height, offset_x, offset_y, inset_top, inset_left,
                inset_bottom, inset_right, warnings, text_face)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: StatementArguments(values))
        return db.lastInsertedRowID
    }

    /// This transaction's batch, stored with its first run.
    private func batch() throws -> Int64 {
        if let batchID { return batchID }
        try db.cachedStatement(sql: "INSERT INTO run_batches (computed_at) VALUES (?)").execute(arguments: [computedAt])
        batchID = db.lastInsertedRowID
        return db.lastInsertedRowID
    }

    /// The next run id: catalog_meta's `last_run_id` plus one, written back at once (a failure rolls both back).
    private func nextRunID() throws -> Int64 {
        let last: Int64
        if let lastRunID {
            last = lastRunID
        } else {
            let stored = try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM catalog_meta WHERE key = 'last_run_id'"))
            last = stored.flatMap { Int64($0) } ?? 0
        }
        let id = last + 1
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO catalog_meta (key, value) VALUES ('last_run_id', ?)").execute(arguments: [String(id)])
        lastRunID = id
        return id
    }
}
