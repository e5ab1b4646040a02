import Foundation
internal import GRDB

/// The catalog's SQLite database: one value owns the connection pool, migrates it on open, and exposes
/// focused operations (layouts, datasets, runs, read-only queries). It stores text and numbers and knows
/// nothing of the layout engine.
///
/// ```swift
/// func store(_ layout: NewLayoutVersion) throws {
///     let catalog = try CatalogDatabase(path: "catalog.sqlite", engineVersion: 1)
///     defer { catalog.close() }
///     try catalog.importBatch(ImportBatch(layouts: [layout], datasets: []))
/// }
/// ```
public struct CatalogDatabase: Sendable {
    let writer: any DatabaseWriter
    /// The read-only connection `query` runs on (see `QueryConnection` for why it is not the writer).
    let queryConnection: QueryConnection
    /// The engine version of the binary using the catalog; stored so the views show only its runs.
    public let engineVersion: Int

    /// Opens a catalog file for reading only, the way `access` says (see `CatalogReadAccess`): no migration, no
    /// journal mode change, and a connection that cannot write whatever it is asked. Once `isStopped` answers true,
    /// the statement running stops inside SQLite with an interruption error (`ReadInterruption`).
    public init(reading access: CatalogReadAccess, engineVersion: Int, stoppingWhen isStopped: (@Sendable () -> Bool)? = nil) throws {
        let queue = try access.readOnlyQueue(tracing: true, interruption: isStopped.map(ReadInterruption.init))
        try self.init(writer: queue, engineVersion: engineVersion, path: nil, readOnly: true)
    }

    /// Opens (creating if needed) a catalog file in WAL mode and brings its schema up to date.
    ///
    /// One read-write connection: a command runs one operation, and that connection is the one that folds the
    /// write-ahead log back into the file when it closes. Reads run with `PRAGMA query_only`; `query` runs on a
    /// read-only connection of its own, opened when first needed.
    public init(path: String, engineVersion: Int) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        Self.traceIfAsked(&configuration)
        configuration.prepareDatabase { db in
            // WAL set by hand, not with GRDB's `journalMode = .wal`: that one writes a scratch table whenever no
            // -wal file exists (a safeguard for connection pools), so even a read would change the catalog file.
            // On a catalog already in WAL mode this pragma writes nothing.
            // 16 KiB pages for a new catalog (a no-op on one that exists): a million-frame load writes a quarter of
            // the pages, and their B-tree has fewer levels. Set before journal_mode, which writes the file's header.
            // 64 KiB measured no faster to load and cost `catalog query` a third more CPU per page read.
            try db.execute(sql: "PRAGMA page_size = 16384")
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try self.init(writer: queue, engineVersion: engineVersion, path: path)
    }

    /// Runs one of the store's own look-ups (a single `SELECT` written in this module) on the connection as it is.
    ///
    /// GRDB's `read` makes the connection read-only for the block with `PRAGMA query_only`, and SQLite expires every
    /// prepared statement of a connection whenever such a flag pragma is set: each `read` made the next use of every
    /// cached statement compile again. A device matrix looks up thousands of cached runs, so it recompiled the
    /// look-up (and GRDB authorised every column of it) once per run, a fifth of the matrix's time. The guard buys
    /// nothing for a statement written here, so the look-ups that run once per computation come through here.
    func lookUp<T>(_ body: (Database) throws -> T) throws -> T {
        try writer.unsafeRead(body)
    }

    /// With `CATALOG_TRACE_SQL` set, every statement is shown on standard error.
    static func traceIfAsked(_ configuration: inout Configuration) {
        guard ProcessInfo.processInfo.environment["CATALOG_TRACE_SQL"] != nil else { return }
        configuration.prepareDatabase { db in
            db.trace { try? FileHandle.standardError.write(contentsOf: Data("SQL: \($0)\n".utf8)) }
        }
    }

    /// An in-memory catalog, for tests.
    public static func inMemory(engineVersion: Int) throws -> CatalogDatabase {
        try CatalogDatabase(writer: DatabaseQueue(), engineVersion: engineVersion)
    }

    /// `readOnly`: the connection cannot write, so the schema is taken as it is (the caller has checked it).
    init(writer: any DatabaseWriter, engineVersion: Int, path: String? = nil, readOnly: Bool = false) throws {
        self.writer = writer
        self.queryConnection = QueryConnection(path: path)
        self.engineVersion = engineVersion
        if readOnly { return }
        // The virtual table frames are stored through (`FrameChunkTable`), on the one connection that writes.
        try writer.writeWithoutTransaction { db in try FrameChunkTable.register(on: db.sqliteConnection) }
        // Migrating opens a write transaction; skip it when the schema is current, so reads write nothing.
        let migrator = CatalogMigrations.migrator
        if try !writer.read({ db in try migrator.hasCompletedMigrations(db) }) {
            try migrator.migrate(writer)
        }
        // A catalog made before migrations stamped the file gets its stamp now.
        if try writer.read({ db in try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0 }) == 0 {
            try writer.write { db in try CatalogMigrations.stamp(db, migrationCount: EmbeddedMigrations.all.count) }
        }
    }

    /// Closes the connections. The last one to close folds the write-ahead log into the catalog file, so after a
    /// command the file alone holds the catalog.
    public func close() {
        queryConnection.close()
        if let queue = writer as? DatabaseQueue {
            try? queue.close()
        }
    }

    /// The identifiers of the migrations applied to this catalog, in order.
    public func appliedMigrations() throws -> [String] {
        try writer.read { db in try CatalogMigrations.migrator.appliedMigrations(db) }
    }

    /// Records the engine version in the catalog (inside a write that is happening anyway), so the views
    /// filter runs by it.
    func recordEngineVersion(_ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO catalog_meta (key, value) VALUES ('engine_version', ?)
                ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE value != excluded.value
                """,
            arguments: [String(engineVersion)]
        )
    }

    /// SQLite's own message for an error the store threw (`database or disk is full`), without the statement the
    /// SQLite library adds to it; any other error as it describes itself. Callers word failures with it, so they
    /// need not know which library talks to SQLite.
    public static func message(of error: any Error) -> String {
        if let error = error as? DatabaseError, let message = error.message { return message }
        return "\(error)"
    }

    /// The current time as stored: ISO 8601, UTC, second precision.
    static func timestamp() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date())
    }
}
