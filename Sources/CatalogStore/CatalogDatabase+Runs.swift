internal import GRDB
import LayoutModel

extension CatalogDatabase {
    /// The run stored under a cache key, if any.
    public func run(cacheKey: String) throws -> StoredRun? {
        try lookUp { db in
            // A cached statement: a device matrix looks up thousands of keys, and compiling this statement (GRDB
            // authorizes every column) cost more than the lookup.
            try RunRow.fetchOne(db.cachedStatement(sql: "SELECT * FROM runs WHERE cache_key = ?"), arguments: [cacheKey])?.stored()
        }
    }

    /// The runs of a layout that the views show (current geometry, dataset and engine), newest first.
    public func currentRuns(layout: String) throws -> [StoredRun] {
        try writer.read { db in
            try RunRow.fetchAll(
                db,
                sql: """
                    SELECT r.* FROM runs r JOIN layout_runs lr ON lr.run_id = r.id
                    WHERE r.layout = ? ORDER BY r.id DESC
                    """,
                arguments: [layout]
            ).map { try $0.stored() }
        }
    }

    /// Stores a run and all its frames in one transaction, replacing a run with the same cache key and
    /// dropping runs nothing can serve any more.
    @discardableResult
    public func storeRun(_ run: NewRun, frames: FrameBuffer) throws -> StoredRun {
        try storeRun(run) { writer in
            writer.expectedCount = frames.count
            try writer.insert(frames)
        }
    }

    /// Stores a run whose frames arrive in chunks: `produce` hands each chunk to the writer. Everything happens in
    /// one transaction, so an error or a cancellation (`FrameWriter.isCancelled`) leaves the catalog as it was.
    @discardableResult
    public func storeRun(_ run: NewRun, produce: (FrameWriter) throws -> Void) throws -> StoredRun {
        try storeRuns { store in try store.store(run, produce: produce) }
    }

    /// Stores several runs in one transaction (a device matrix): `body` hands each to the `RunStore` it is given.
    /// Any error rolls every one of them back.
    public func storeRuns<Result>(_ body: (RunStore) throws -> Result) throws -> Result {
        try writer.write { db in
            try recordEngineVersion(db)
            _ = try dropStaleRuns(db)
            return try body(RunStore(db: db, engineVersion: engineVersion))
        }
    }

    /// The orthogonal sections of a run (of its result), by section.
    public func strips(runID: Int64) throws -> [StripRow] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT o.* FROM runs r JOIN result_orthogonal_sections o ON o.result_id = r.result_id
                    WHERE r.id = ? ORDER BY o.section
                    """,
                arguments: [runID]
            ).map(StripRow.init(row:))
        }
    }

    /// A number as JSON text: integers without a fraction, other values in their shortest exact form.
    static func jsonNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

}
