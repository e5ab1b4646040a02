import Foundation
import GRDB
import GRDBSQLite
import LayoutModel

/// Inserts a run's frames chunk by chunk inside the store's transaction, through SQLite's C API (no per-row
/// objects), keeping counts and largest sizes as rows go by.
///
/// Rows go `rowsPerStatement` at a time through one multi-row `INSERT … VALUES (…), (…), …`: each statement step
/// costs SQLite a fixed amount of virtual-machine work (opening the table cursor, the foreign-key check set-up,
/// statement journaling) that a fifty-row statement pays once instead of fifty times. In raw C that alone takes a
/// million-row load from about 1.7 s to 1.2 s on the benchmark machine (Benchmarks/README.md). A chunk's last
/// rows that do not fill a statement go through the one-row statement.
public final class FrameWriter {
    /// Rows bound per step of the batch statement: 50 × 10 parameters stays far below SQLite's limit, and larger
    /// batches measured no faster.
    static let rowsPerStatement = 50
    /// The columns bound per row. The run id is parameter 1 of every row (`?1`), bound once per run.
    static let parametersPerRow = 10

    private let db: Database
    private let batch: Statement
    private let single: Statement
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

    /// The two statements come from the connection's statement cache: a matrix of thousands of small runs compiles
    /// them once, not once per run (compiling the fifty-row statement cost more than writing a small run's rows).
    init(db: Database, runID: Int64) throws {
        self.db = db
        let row = "(?1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        let insert = "INSERT INTO run_frames (run_id, category, element_kind, section, item, x, y, width, height, z_index, hidden) VALUES "
        self.batch = try db.cachedStatement(sql: insert + Array(repeating: row, count: Self.rowsPerStatement).joined(separator: ", "))
        self.single = try db.cachedStatement(sql: insert + row)
        sqlite3_bind_int64(batch.sqliteStatement, 1, runID)
        sqlite3_bind_int64(single.sqliteStatement, 1, runID)
    }

    /// Inserts one chunk of frames, read straight from the buffer's columns.
    public func insert(_ frames: FrameBuffer) throws {
        if isCancelled() { throw CancellationError() }
        try frames.withColumns { columns in
            let kinds = columns.elementKinds.map { Array($0.utf8CString) }
            let batched = columns.count - columns.count % Self.rowsPerStatement
            var start = 0
            while start < batched {
                for row in 0..<Self.rowsPerStatement {
                    bind(columns, row: start + row, kinds: kinds, to: batch.sqliteStatement, firstParameter: Int32(row * Self.parametersPerRow + 2))
                }
                try step(batch.sqliteStatement)
                start += Self.rowsPerStatement
            }
            for index in batched..<columns.count {
                bind(columns, row: index, kinds: kinds, to: single.sqliteStatement, firstParameter: 2)
                try step(single.sqliteStatement)
            }
            for index in 0..<columns.count {
                let category = columns.category[index]
                if category < 3 { counts[Int(category)] += 1 }
                maxHeight = max(maxHeight, columns.height[index])
                maxWidth = max(maxWidth, columns.width[index])
            }
        }
        count += frames.count
    }

    /// Binds one frame's ten columns starting at parameter `first`. Kind names are copied by SQLite (transient),
    /// since the C strings live only as long as this chunk.
    private func bind(_ frames: FrameColumnsView, row index: Int, kinds: [[CChar]], to handle: OpaquePointer?, firstParameter first: Int32) {
        sqlite3_bind_int(handle, first, Int32(frames.category[index]))
        let kind = Int(frames.kind[index])
        if kind < 0 {
            sqlite3_bind_null(handle, first + 1)
        } else {
            kinds[kind].withUnsafeBufferPointer { text in
                _ = sqlite3_bind_text(handle, first + 1, text.baseAddress, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            }
        }
        sqlite3_bind_int(handle, first + 2, frames.section[index])
        sqlite3_bind_int(handle, first + 3, frames.item[index])
        sqlite3_bind_double(handle, first + 4, frames.x[index])
        sqlite3_bind_double(handle, first + 5, frames.y[index])
        sqlite3_bind_double(handle, first + 6, frames.width[index])
        sqlite3_bind_double(handle, first + 7, frames.height[index])
        sqlite3_bind_int(handle, first + 8, frames.zIndex[index])
        sqlite3_bind_int(handle, first + 9, frames.hidden[index] ? 1 : 0)
    }

    private func step(_ handle: OpaquePointer?) throws {
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
            sqlite3_reset(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
        }
        sqlite3_reset(handle)
    }
}
