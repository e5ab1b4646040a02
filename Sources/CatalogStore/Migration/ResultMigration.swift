import Foundation
internal import GRDB

/// What migration 0009 (`Migrations/0009_results_stored_once.sql`) needs and SQL cannot compute: the digest of every
/// stored run's result, from the frames and strips the catalog holds, so existing catalogs are converted without
/// recomputing anything. Runs just before the migration's SQL, in the same transaction.
enum ResultMigration {
    static let identifier = "0009_results_stored_once"

    /// Fills `temp.migrating_run_results` with each run's digest, prefix digest and element count, reading its frames
    /// in the order they were produced (`ordinal`) and its strips by section, as `FrameWriter` digests them.
    static func digestStoredRuns(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TEMP TABLE migrating_run_results (
                run_id INTEGER PRIMARY KEY, digest BLOB NOT NULL, prefix_digest BLOB NOT NULL, element_count INTEGER NOT NULL)
            """)
        let frames = try db.makeStatement(sql: """
            SELECT flags, element_kind, section, item, x, y, width, height FROM run_frames WHERE run_id = ? ORDER BY ordinal
            """)
        let strips = try db.makeStatement(sql: "SELECT * FROM run_orthogonal_sections WHERE run_id = ? ORDER BY section")
        let insert = try db.makeStatement(sql: """
            INSERT INTO temp.migrating_run_results (run_id, digest, prefix_digest, element_count) VALUES (?, ?, ?, ?)
            """)
        for runID in try Int64.fetchAll(db, sql: "SELECT id FROM runs ORDER BY id") {
            let digester = ResultDigester(strips: try Row.fetchAll(strips, arguments: [runID]).map(StripRow.init(row:)))
            let rows = try Row.fetchCursor(frames, arguments: [runID])
            while let row = try rows.next() {
                digester.add(
                    flags: row[0], kind: row[1], section: row[2], item: row[3], x: row[4], y: row[5], width: row[6], height: row[7]
                )
            }
            let (digest, prefix) = digester.finish()
            try insert.execute(arguments: [runID, Data(digest), Data(prefix), digester.count])
        }
    }
}
