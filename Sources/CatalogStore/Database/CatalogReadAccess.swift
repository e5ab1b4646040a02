import FilePaths
import Foundation
internal import GRDB

/// How a reading command opens a catalog file, chosen once per command before anything is opened.
///
/// A catalog is in WAL mode, the mode SQLite made so that readers see a consistent snapshot while one writer
/// writes. So a reading connection goes through the write-ahead log like any other (`sharedLog`): it needs the log's
/// shared-memory file (`-shm`) beside the catalog, which SQLite creates when it is missing, and then a `compute`
/// that starts in the middle of a `query` is no reason for the query to fail or to retry.
///
/// Only a file that cannot change is opened `immutable`, SQLite's promise that nobody writes it: one whose folder
/// does not let the shared-memory file be created (read-only media, a read-only mount, a folder without write
/// permission). No writer can write such a catalog either, since a writer needs the log beside it. A log already
/// there (a writer at work, or one that was killed) is always read through, as SQLite must to see its commits.
///
/// SQLite leaves the log files a read-only connection created, and those of a writer that closed while a reader was
/// still open (only the last connection, and only one that can write, folds the log back and removes it), so
/// `tidy()` lets SQLite do that once the read is over.
public struct CatalogReadAccess: Sendable, Equatable {
    public enum Mode: Sendable, Equatable {
        /// Through the write-ahead log and its shared memory, as SQLite's readers beside a writer go.
        case sharedLog
        /// `immutable=1`: nothing is created beside the file, and SQLite assumes it does not change.
        case immutable
    }

    public let path: String
    public let mode: Mode
    /// No `-wal` and no `-shm` were beside the file when the command began: whatever appears there was created
    /// for this command (or for a writer that came later).
    let logWasAbsent: Bool

    /// The access for `path` as things stand now.
    public init(_ path: String) {
        self.path = path
        let fileManager = FileManager.default
        let log = fileManager.fileExists(atPath: path + "-wal")
        logWasAbsent = !log && !fileManager.fileExists(atPath: path + "-shm")
        if log || Self.folderAcceptsNewFiles(path) {
            mode = .sharedLog
        } else {
            mode = .immutable
        }
    }

    /// Whether the file's folder lets a new file (the shared-memory file) be created: `access(2)` says no for a
    /// read-only file system as well as for missing permission.
    static func folderAcceptsNewFiles(_ path: String) -> Bool {
        access(FilePath.folder(of: path), W_OK) == 0
    }

    /// What SQLite is given to open: the path, or for an immutable file a URI that says so.
    var location: String {
        switch mode {
        case .sharedLog:
            return path
        case .immutable:
            return uri("immutable=1")
        }
    }

    /// The path as an SQLite URI with `parameters`.
    private func uri(_ parameters: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        // A relative path must not start with "//", which a URI would read as a host.
        let safe = path.hasPrefix("/") ? encoded : "./" + encoded
        return "file:\(safe)?\(parameters)"
    }

    /// A read-only connection through this access.
    func readOnlyQueue(tracing: Bool = false, interruption: ReadInterruption? = nil) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        if tracing { CatalogDatabase.traceIfAsked(&configuration) }
        interruption?.install(in: &configuration)
        return try DatabaseQueue(path: location, configuration: configuration)
    }

    /// After the read, when a log is beside the catalog: a connection that may write opens and closes without
    /// writing anything. Closing, SQLite folds the log into the file and removes the log and its shared memory if,
    /// and only if, no other connection is open (it takes the file's exclusive lock to know), so a writer at work
    /// keeps its log, and otherwise the folder is left as a writer leaves it. What the log holds is what writers
    /// committed (the catalog as every reader sees it), folded in as the last writer's own close would have done had
    /// no reader been open then; frames of a write that never committed are dropped, as SQLite always drops them.
    ///
    /// `createdOnly`: only when there was no log before the command began, for a file that is not a catalog (it is
    /// refused and left as it is, so another program's log is not this program's to fold).
    public func tidy(createdOnly: Bool = false) {
        guard mode == .sharedLog, logWasAbsent || !createdOnly else { return }
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: path + "-wal") || fileManager.fileExists(atPath: path + "-shm") else { return }
        var configuration = Configuration()
        configuration.busyMode = .immediateError
        // `mode=rw`: a catalog removed in the meantime is not created again.
        guard let queue = try? DatabaseQueue(path: uri("mode=rw"), configuration: configuration) else { return }
        _ = try? queue.inDatabase { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
        try? queue.close()
    }
}
