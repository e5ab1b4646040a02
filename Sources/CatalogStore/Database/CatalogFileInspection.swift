import Foundation
internal import GRDB

/// What a file given as the catalog is, found without writing anything to it or beside it, so that another
/// application's database is refused before the catalog's tables or journal mode could be written into it.
///
/// Catalogs are stamped with `PRAGMA application_id` ('LCat') and `PRAGMA user_version` (the number of
/// migrations applied); catalogs made before the stamp are recognised by their migration history instead.
public enum CatalogFileInspection: Sendable, Equatable {
    /// Nothing at the path.
    case missing
    /// A 0-byte file or a SQLite database with no tables: nothing to read yet, and nothing to lose by creating.
    case empty
    /// Not a catalog: the reason says what it is instead.
    case foreign(reason: String)
    /// A catalog whose schema is behind this program's: writing commands bring it up to date.
    case older(applied: Int, known: Int)
    /// A catalog as this program would make it.
    case current
    /// A catalog written by a newer program, with migrations this one does not know.
    case newer(applied: Int, known: Int)

    /// 'LCat', the catalog's SQLite application id.
    public static let applicationID: Int32 = 0x4C43_6174

    /// Looks at `path`: the file's first bytes, then, unless its header already names another application,
    /// through a read-only connection opened as `access` says (`CatalogReadAccess`; the path's own by default).
    /// The caller tidies `access` once it is done with the file (a writing command's connection does it itself).
    public static func inspect(_ path: String, through access: CatalogReadAccess? = nil) -> CatalogFileInspection {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return .missing }
            return .foreign(reason: "it cannot be read (\(String(cString: strerror(errno))))")
        }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .foreign(reason: "it is a folder") }
        if (status.st_mode & S_IFMT) != S_IFREG { return .foreign(reason: "it is not a regular file") }
        if status.st_size == 0 { return .empty }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .foreign(reason: "it cannot be read (\(String(cString: strerror(errno))))")
        }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        try? handle.close()
        guard header.prefix(16) == Data("SQLite format 3\0".utf8) else { return .foreign(reason: "it is not a SQLite database") }
        // The application id is in the header (bytes 68 to 71, big-endian): another application's database is told
        // apart without opening it, so not even SQLite's log files appear beside it.
        if header.count >= 72 {
            let stamped = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            if stamped != 0 && Int32(bitPattern: stamped) != Self.applicationID { return foreignApplication(Int32(bitPattern: stamped)) }
        }
        do {
            let queue = try (access ?? CatalogReadAccess(path)).readOnlyQueue()
            defer { try? queue.close() }
            return try queue.read { db in try inspect(db) }
        } catch {
            return .foreign(reason: "SQLite cannot read it (\(error))")
        }
    }

    private static func foreignApplication(_ applicationID: Int32) -> CatalogFileInspection {
        .foreign(reason: String(format: "it belongs to another application (application_id 0x%08X)", applicationID))
    }

    static func inspect(_ db: Database) throws -> CatalogFileInspection {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if applicationID != 0 && applicationID != Self.applicationID {
            return foreignApplication(applicationID)
        }
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        if tables.isEmpty { return applicationID == 0 ? .empty : .older(applied: 0, known: EmbeddedMigrations.all.count) }
        guard tables.contains("grdb_migrations") else {
            let shown = tables.prefix(3).joined(separator: ", ") + (tables.count > 3 ? ", …" : "")
            return .foreign(reason: "it has tables (\(shown)) but no catalog migration history")
        }
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        let known = EmbeddedMigrations.all.map(\.identifier)
        guard let first = known.first, applied.contains(first) else {
            return .foreign(reason: "its migration history is not the catalog's")
        }
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty { return .newer(applied: applied.count, known: known.count) }
        // A newer program stamps the number of migrations it applied, even one whose history this one could read.
        let stamped = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if applicationID == Self.applicationID && stamped > known.count { return .newer(applied: stamped, known: known.count) }
        if applied.count < known.count { return .older(applied: applied.count, known: known.count) }
        return .current
    }
}
