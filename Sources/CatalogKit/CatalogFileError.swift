/// Why a command cannot use the catalog file it was given: there is none, it is not a catalog, a program of another
/// version made it, it cannot be opened, it changed under a read, or a write to it failed. Each case names the file;
/// the catalog is left as it was in every one (a failed write rolls back).
public enum CatalogFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No catalog at the path: only `import` creates one.
    case noCatalog(path: String)
    /// The file is something else (another application's database, not SQLite, a folder).
    case notACatalog(path: String, reason: String)
    /// A newer program wrote it (more migrations than this one knows): it is read, never changed.
    case writtenByANewerVersion(path: String, migrations: Int, known: Int)
    /// An earlier program made it: reading commands do not bring it up to date.
    case madeByAnEarlierVersion(path: String)
    case cannotOpen(path: String, reason: String)
    /// An immutable catalog's size or modification time changed while it was read.
    case changedWhileReading(path: String)
    /// A write failed (a full disk, a read-only file); `what` says what was being stored.
    case cannotStore(path: String, what: String, reason: String)

    public var description: String {
        switch self {
        case .noCatalog(let path):
            return "no catalog at \(path): catalog import FILE... creates one"
        case .notACatalog(let path, let reason):
            return "\(path) is not a catalog: \(reason); it was left as it is"
        case .writtenByANewerVersion(let path, let migrations, let known):
            return "\(path) was written by a newer version of catalog (\(migrations) migrations; this one knows \(known)): it was left as it is; use the newer catalog to change it"
        case .madeByAnEarlierVersion(let path):
            return "\(path) was made by an earlier version of catalog: reading commands do not change it; catalog import or catalog compute brings it up to date"
        case .cannotOpen(let path, let reason):
            return "\(path): cannot open the catalog: \(reason)"
        case .changedWhileReading(let path):
            return "\(path) changed while it was being read, so the answer may be wrong: run the command again"
        case .cannotStore(let path, let what, let reason):
            return "\(path): cannot store \(what), nothing was stored: \(reason)"
        }
    }
}
