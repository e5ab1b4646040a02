internal import GRDB
import LayoutModel

extension CatalogDatabase {
    /// The run stored under a key, if any.
    public func run(key: RunKey) throws -> Run? {
        try lookUp { db in
            guard let entry = try Self.storedEntry(key: key, db) else { return nil }
            return try Self.runRow(of: entry, db).map(RunRow.run)
        }
    }

    /// The runs of a layout that the views show (current geometry, dataset and engine), newest first.
    public func currentRuns(layout: String) throws -> [Run] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT * FROM runs
                    WHERE layout = ?1 AND id IN (SELECT run_id FROM layout_runs WHERE layout = ?1)
                    ORDER BY id DESC
                    """,
                arguments: [layout]
            ).map(RunRow.run)
        }
    }

    /// Stores a run and all its frames in one transaction, replacing a run with the same cache key and
    /// dropping runs nothing can serve any more.
    @discardableResult
    public func storeRun(_ run: NewRun, frames: FrameBuffer) throws -> Run {
        try storeRun(run) { writer in
            writer.expectedCount = frames.count
            try writer.insert(frames)
        }
    }

    /// Stores a run whose frames arrive in chunks: `produce` hands each chunk to the writer. Everything happens in
    /// one transaction, so an error or a cancellation (`FrameWriter.isCancelled`) leaves the catalog as it was.
    @discardableResult
    public func storeRun(_ run: NewRun, produce: (FrameWriter) throws -> Void) throws -> Run {
        try storeRuns { store in try store.store(run, produce: produce) }
    }

    /// Stores several runs in one transaction (a device matrix): `body` hands each to the `RunStore` it is given.
    /// Any error rolls every one of them back.
    public func storeRuns<Result>(_ body: (RunStore) throws -> Result) throws -> Result {
        try writer.write { db in
            try recordEngineVersion(db)
            _ = try dropStaleRuns(db)
            try LintStore.dropStaleLints(db, engineVersion: engineVersion)
            let store = RunStore(db: db, engineVersion: engineVersion)
            let result = try body(store)
            try store.finish()
            return result
        }
    }

    /// The orthogonal sections of a run's result, by section.
    public func strips(resultID: Int64) throws -> [StripRow] {
        try writer.read { db in try Self.strips(resultID: resultID, db) }
    }

    /// The orthogonal sections of a result, on a connection a caller already holds.
    static func strips(resultID: Int64, _ db: Database) throws -> [StripRow] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM result_orthogonal_sections WHERE result_id = ? ORDER BY section"), arguments: [resultID]
        ).map(StripRow.init(row:))
    }

    /// A number as JSON text: integers without a fraction, other values in their shortest exact form.
    static func jsonNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

}
