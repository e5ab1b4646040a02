import Foundation
internal import GRDB
internal import GRDBSQLite
import LayoutModel

/// Inserts a run's frames chunk by chunk inside the store's transaction, keeping counts and largest sizes as rows go
/// by.
///
/// Each chunk is one statement, `INSERT INTO run_frames … SELECT … FROM frame_chunk(?)`, whose rows SQLite reads
/// straight from the buffer's columns through an in-process virtual table (`FrameChunkTable`): no value is bound,
/// and the statement's set-up is paid once per chunk rather than once per row or per fifty rows. This replaced
/// fifty rows bound per step of a multi-row `INSERT … VALUES` (Benchmarks/README.md has both).
///
/// `run_frames` is clustered by `(run_id, y, ordinal)` (migration 0007), so rows written in y order append to the
/// right edge of its B-tree. A chunk whose frames are not in y order (a horizontal flow layout goes column by
/// column) is written sorted by y: inserting it as produced splits pages all over the run's range.
public final class FrameWriter {
    private let db: Database
    private let insertChunk: Statement
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

    /// The statement comes from the connection's statement cache: a matrix of thousands of small runs compiles it
    /// once, not once per run.
    init(db: Database, runID: Int64) throws {
        self.db = db
        self.insertChunk = try db.cachedStatement(sql: """
            INSERT INTO run_frames (run_id, y, ordinal, flags, element_kind, section, item, x, width, height)
            SELECT ?1, y, ordinal, flags, element_kind, section, item, x, width, height FROM \(FrameChunkTable.name)(?2)
            """)
        sqlite3_bind_int64(insertChunk.sqliteStatement, 1, runID)
    }

    /// Inserts one chunk of frames, read straight from the buffer's columns.
    public func insert(_ frames: FrameBuffer) throws {
        if isCancelled() { throw CancellationError() }
        try frames.withColumns { columns in
            let kinds = columns.elementKinds.map { strdup($0) }
            defer { for kind in kinds { free(kind) } }
            let order = Self.yOrder(columns)
            try kinds.withUnsafeBufferPointer { kinds in
                try Self.withOptionalPointer(order) { order in
                    var chunk = FrameChunkTable.Chunk(columns, order: order, kinds: kinds.baseAddress, firstOrdinal: Int64(count))
                    try withUnsafeMutablePointer(to: &chunk) { chunk in
                        let handle = insertChunk.sqliteStatement
                        sqlite3_bind_pointer(handle, 2, chunk, FrameChunkTable.name, nil)
                        defer {
                            sqlite3_reset(handle)
                            sqlite3_bind_null(handle, 2)
                        }
                        let code = sqlite3_step(handle)
                        guard code == SQLITE_DONE else {
                            let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
                            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
                        }
                    }
                }
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

    /// Calls `body` with the array's storage, or with nil when there is no array.
    private static func withOptionalPointer<Result>(_ array: [Int]?, _ body: (UnsafePointer<Int>?) throws -> Result) rethrows -> Result {
        guard let array else { return try body(nil) }
        return try array.withUnsafeBufferPointer { try body($0.baseAddress) }
    }

    /// The chunk's row indexes in y order (ties in produced order), or nil when the chunk is already in y order,
    /// as a vertical layout's chunks are.
    static func yOrder(_ columns: FrameColumnsView) -> [Int]? {
        var sorted = true
        var index = 1
        while index < columns.count {
            if columns.y[index] < columns.y[index - 1] { sorted = false; break }
            index += 1
        }
        if sorted { return nil }
        return (0..<columns.count).sorted { a, b in
            let (ya, yb) = (columns.y[a], columns.y[b])
            return ya < yb || (ya == yb && a < b)
        }
    }

    /// The category, hidden flag and z-index in one integer, as migration 0007 stores them: 0 for a visible cell
    /// at z-index 0.
    static func flags(category: Int64, hidden: Bool, zIndex: Int64) -> Int64 {
        category | (hidden ? 4 : 0) | (zIndex << 3)
    }
}
