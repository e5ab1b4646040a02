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
    /// The last run id given out (catalog_meta's `last_run_id`): read when the first run is stored, written back
    /// once, when the transaction's runs are all stored (`finish`).
    private var lastRunID: Int64?
    /// What this transaction has stored or looked up, by key: ids of computations (nil: the catalog has none under
    /// that key) and environments, and summaries by their values. A matrix stores thousands of runs that share a
    /// few of each, so each is looked up once. Dropped whenever a run is removed, since what it shared may have gone
    /// with it.
    private var computationIDs: [String: Int64?] = [:]
    private var environmentIDs: [String: Int64] = [:]
    private var summaryIDs: [SummaryKey: Int64] = [:]
    /// Whether runs keyed before migration 0010 may be stored (`CatalogDatabase.holdsEarlierRunKeys`), read once.
    private var holdsEarlierRunKeys: Bool?

    init(db: Database, engineVersion: Int) {
        self.db = db
        self.engineVersion = engineVersion
    }

    /// Lints stored in the same transaction, which read back the runs stored here.
    public private(set) lazy var lints = LintStore(db: db, engineVersion: engineVersion)

    /// Stores one run, replacing a run with the same key (what it shared goes with it when no other run holds it,
    /// through the triggers of migration 0010). `produce` hands the frames to the writer, which digests them and
    /// writes them only for a result the catalog does not hold yet; it is called a second time in the one case where
    /// the writer cannot tell before the end that the frames are new (`FrameWriter`).
    @discardableResult
    public func store(_ run: NewRun, produce: (FrameWriter) throws -> Void) throws -> Run {
        if let damaged = run.releasesDamagedResult {
            // The runs that came to a damaged result go, and with the last of them the result and its frames
            // (migration 0010's triggers); the next lookup of any of them computes it again.
            try db.execute(
                sql: "DELETE FROM run_entries WHERE summary_id IN (SELECT id FROM run_summaries WHERE result_id = ?)", arguments: [damaged]
            )
            try db.execute(sql: "DELETE FROM results WHERE id = ?", arguments: [damaged])
            forgetIDs()
        }
        try removeStored(run)
        let frameWriter = try FrameWriter(db: db, strips: run.strips.map { strip in
            StripRow(strip, band: run.sections.first { $0.index == strip.section })
        })
        try produce(frameWriter)
        var outcome = try frameWriter.finish()
        if case .produceAgain = outcome {
            frameWriter.startOverWritingEverything()
            try produce(frameWriter)
            outcome = try frameWriter.finish()
        }
        guard case .result(let resultID, _) = outcome else {
            throw StoreFault.framesMatchedNoResult(layout: run.subject.layout)
        }
        let computationID = try computationID(of: run)
        let environmentID = try environmentID(of: run)
        let summaryID = try summaryID(of: run.summary, resultID: resultID)
        let id = try nextRunID()
        let microseconds = ((run.computeMilliseconds + frameWriter.producingMilliseconds) * 1000).rounded()
        try db.cachedStatement(sql: """
            INSERT INTO run_entries (computation_id, environment_id, id, summary_id, batch_id, compute_us)
            VALUES (?, ?, ?, ?, ?, ?)
            """).execute(arguments: [computationID, environmentID, id, summaryID, try batch(), Int64(microseconds)])
        return Run(
            id: id, subject: run.subject, environment: run.environment, summary: run.summary,
            result: RunResult(id: resultID, counts: frameWriter.frameCounts), engineVersion: engineVersion,
            computeMilliseconds: microseconds / 1000, computedAt: computedAt
        )
    }

    /// Removes the run stored under the run's key, and the one stored under its key from before migration 0010: by
    /// the entries' primary key, once the computation and environment are known to be stored.
    private func removeStored(_ run: NewRun) throws {
        guard let environmentID = try storedEnvironmentID(run.key.environment) else { return }
        if holdsEarlierRunKeys == nil { holdsEarlierRunKeys = try CatalogDatabase.holdsEarlierRunKeys(db) }
        var removed = false
        for computation in [run.key.computation, holdsEarlierRunKeys == true ? run.key.earlier : nil].compactMap({ $0 }) {
            guard let computationID = try storedComputationID(computation) else { continue }
            try db.cachedStatement(sql: "DELETE FROM run_entries WHERE computation_id = ? AND environment_id = ?")
                .execute(arguments: [computationID, environmentID])
            removed = removed || db.changesCount > 0
        }
        if removed { forgetIDs() }
    }

    private func forgetIDs() {
        computationIDs = [:]
        environmentIDs = [:]
        summaryIDs = [:]
    }

    /// The id of the computation stored under `key`, if any.
    private func storedComputationID(_ key: String) throws -> Int64? {
        if let known = computationIDs[key] { return known }
        let stored = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM computations WHERE key = ?"), arguments: [key])
        computationIDs[key] = .some(stored)
        return stored
    }

    /// The id of the environment stored with `text`, if any.
    private func storedEnvironmentID(_ text: String) throws -> Int64? {
        if let known = environmentIDs[text] { return known }
        let stored = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM environments WHERE canonical = ?"), arguments: [text])
        if let stored { environmentIDs[text] = stored }
        return stored
    }

    /// The id of the run's computation, stored when the catalog has none under its key.
    private func computationID(of run: NewRun) throws -> Int64 {
        if let stored = try storedComputationID(run.key.computation) { return stored }
        try db.cachedStatement(sql: RunSubject.insertion)
            .execute(arguments: [run.key.computation] + run.subject.databaseArguments + [engineVersion])
        let id = db.lastInsertedRowID
        computationIDs[run.key.computation] = id
        return id
    }

    /// The id of the run's environment, stored (its canonical text, and each trait's columns for SQL) when the
    /// catalog has none with its text.
    private func environmentID(of run: NewRun) throws -> Int64 {
        let text = run.key.environment
        let id: Int64
        if let stored = try storedEnvironmentID(text) {
            id = stored
        } else {
            try db.cachedStatement(sql: LayoutEnvironment.insertion)
                .execute(arguments: StatementArguments(run.environment.databaseValues(canonical: text)))
            id = db.lastInsertedRowID
        }
        environmentIDs[text] = id
        return id
    }

    /// The id of a summary of a result, stored when no run of the same result has said the same.
    private func summaryID(of summary: RunSummary, resultID: Int64) throws -> Int64 {
        let key = SummaryKey(resultID: resultID, summary: summary)
        if let known = summaryIDs[key] { return known }
        let arguments: StatementArguments = [resultID] + summary.databaseArguments
        let found = try Int64.fetchOne(db.cachedStatement(sql: RunSummary.lookup), arguments: arguments)
        if let found {
            summaryIDs[key] = found
            return found
        }
        try db.cachedStatement(sql: RunSummary.insertion).execute(arguments: arguments)
        summaryIDs[key] = db.lastInsertedRowID
        return db.lastInsertedRowID
    }

    /// A summary of a result, as this transaction's cache of summaries knows it.
    private struct SummaryKey: Hashable {
        var resultID: Int64
        var summary: RunSummary
    }

    /// This transaction's batch, stored with its first run.
    private func batch() throws -> Int64 {
        if let batchID { return batchID }
        try db.cachedStatement(sql: "INSERT INTO run_batches (computed_at) VALUES (?)").execute(arguments: [computedAt])
        batchID = db.lastInsertedRowID
        return db.lastInsertedRowID
    }

    /// The next run id: catalog_meta's `last_run_id` plus one.
    private func nextRunID() throws -> Int64 {
        let last: Int64
        if let lastRunID {
            last = lastRunID
        } else {
            let stored = try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM catalog_meta WHERE key = 'last_run_id'"))
            last = stored.flatMap { Int64($0) } ?? 0
        }
        lastRunID = last + 1
        return last + 1
    }

    /// Ends the transaction's storing: the last run id given out is written back (in the same transaction, so a
    /// failure rolls both back).
    func finish() throws {
        guard let lastRunID else { return }
        try db.execute(sql: "INSERT OR REPLACE INTO catalog_meta (key, value) VALUES ('last_run_id', ?)", arguments: [String(lastRunID)])
    }
}
