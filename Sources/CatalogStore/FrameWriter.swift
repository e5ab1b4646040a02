import Foundation
import GRDB
import GRDBSQLite

/// Inserts a run's frames chunk by chunk inside the store's transaction: one prepared statement, rows bound and
/// stepped through SQLite's C API (no per-row objects), counts and largest sizes kept as rows go by.
public final class FrameWriter {
    private let db: Database
    private let statement: Statement
    private let runID: Int64
    /// Rows written so far.
    public private(set) var count = 0
    /// Rows per category: cells, supplementaries, decorations.
    public private(set) var counts = [0, 0, 0]
    public private(set) var maxHeight = 0.0
    public private(set) var maxWidth = 0.0
    /// Time spent by the caller producing chunks, added to the run's compute time.
    public var producingMilliseconds = 0.0
    /// Checked before each chunk: when it returns true the insert stops with `CancellationError` and the
    /// transaction rolls back.
    public var isCancelled: () -> Bool = { false }

    init(db: Database, runID: Int64) throws {
        self.db = db
        self.runID = runID
        self.statement = try db.makeStatement(
            sql: """
                INSERT INTO run_frames (run_id, category, element_kind, section, item, x, y, width, height, z_index, hidden)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
    }

    /// Inserts one chunk of frames.
    public func insert(_ frames: FrameColumns) throws {
        if isCancelled() { throw CancellationError() }
        let handle = statement.sqliteStatement
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        let kinds = frames.kinds.map { Array($0.utf8CString) }
        sqlite3_bind_int64(handle, 1, runID)
        for index in 0..<frames.count {
            let category = frames.category[index]
            sqlite3_bind_int(handle, 2, Int32(category))
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
            if category < 3 { counts[Int(category)] += 1 }
            maxHeight = max(maxHeight, frames.height[index])
            maxWidth = max(maxWidth, frames.width[index])
        }
        count += frames.count
    }
}
