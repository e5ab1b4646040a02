import Foundation
internal import GRDB

/// The read-only connection behind `CatalogDatabase.query`, opened on first use.
///
/// Queries do not run on the read-write connection: GRDB makes a read-write connection read-only for a read by
/// toggling `PRAGMA query_only`, and SQLite expires every prepared statement whenever a flag pragma changes, so
/// each query would be compiled again, views and all (a viewport query on `frames` cost six times the same query
/// on `run_frames`, almost all of it compiling). A connection opened with `SQLITE_OPEN_READONLY` needs no toggle,
/// keeps its statements, and cannot write whatever the SQL says.
final class QueryConnection: @unchecked Sendable {
    /// The catalog file; nil for an in-memory catalog, whose only connection is the writer.
    private let path: String?
    private let lock = NSLock()
    private var queue: DatabaseQueue?

    init(path: String?) {
        self.path = path
    }

    /// The read-only connection, or `writer` for an in-memory catalog.
    func reader(fallback writer: any DatabaseWriter) throws -> any DatabaseReader {
        guard let path else { return writer }
        lock.lock()
        defer { lock.unlock() }
        if let queue { return queue }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        let opened = try DatabaseQueue(path: path, configuration: configuration)
        queue = opened
        return opened
    }

    /// Closes the connection if it was opened (before the writer closes, so the writer is the last connection
    /// and folds the write-ahead log back into the file).
    func close() {
        lock.lock()
        defer { lock.unlock() }
        try? queue?.close()
        queue = nil
    }
}
