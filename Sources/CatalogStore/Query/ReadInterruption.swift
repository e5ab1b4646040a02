internal import GRDB
internal import GRDBSQLite

/// Stops a read inside SQLite when its owner asks: a progress handler (`sqlite3_progress_handler`) that SQLite calls
/// every `steps` steps of its virtual machine, and that ends the statement with `SQLITE_INTERRUPT` once
/// `isStopped` answers true. A statement that runs for minutes (`WITH RECURSIVE` counting without end) stops within
/// a few thousand steps; the check costs an atomic load per thousand steps.
///
/// Installed on reading connections only. A write is stopped by its own check points (`FrameWriter.isCancelled`),
/// between chunks, where its transaction rolls back whole.
final class ReadInterruption: Sendable {
    /// Steps between two checks.
    static let steps: Int32 = 1_000

    let isStopped: @Sendable () -> Bool

    init(_ isStopped: @escaping @Sendable () -> Bool) {
        self.isStopped = isStopped
    }

    /// Installs the handler on every connection `configuration` opens. The configuration keeps this value alive as
    /// long as its connections, so the pointer SQLite holds stays valid.
    func install(in configuration: inout Configuration) {
        configuration.prepareDatabase { db in
            guard let connection = db.sqliteConnection else { return }
            let context = Unmanaged.passUnretained(self).toOpaque()
            sqlite3_progress_handler(connection, Self.steps, { context in
                guard let context else { return 0 }
                return Unmanaged<ReadInterruption>.fromOpaque(context).takeUnretainedValue().isStopped() ? 1 : 0
            }, context)
        }
    }
}
