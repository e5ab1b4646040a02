internal import CatalogStore
import Foundation
import LayoutEngine
import LayoutModel
import SpecFormat
import TextMeasure

/// The catalog's use cases, one method per command: import, show, compute, query. The command line is a thin
/// shell over this type; tests drive it in-process.
///
/// ```swift
/// import LayoutModel
///
/// let catalog = Catalog(databasePath: "catalog.sqlite")
/// let report = try catalog.importFiles(["Samples"])
/// let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
/// let outcome = try catalog.compute("p002-zoo-grid", ComputeRequest(environment))
/// print(outcome.summary)   // p002-zoo-grid at 390x844@3x, items [18]: 18 cells, … (computed in 0.4 ms, stored as run 1)
/// ```
public struct Catalog: Sendable {
    public let databasePath: String
    /// The engine version runs are computed and cached under (the built engine's, except in tests).
    public let engineVersion: Int
    /// Where notes that do not stop a command go (reading a catalog written by a newer program); the command
    /// line sends them to standard error.
    public var note: @Sendable (String) -> Void = { _ in }
    /// The most elements one run may store: `CATALOG_MAX_ELEMENTS`, read once per catalog (a matrix plans
    /// thousands of runs), else `InputLimits.defaultMaximumElements`.
    public var maximumElements = InputLimits.maximumElements(environment: ProcessInfo.processInfo.environment)
    /// What measures text set in the system font: the stand-in unless `useSystemFont(folder:)` gave SF Pro (V11).
    var systemFont: SystemFont = .standIn
    /// What stops this value's requests (see `Cancellation`): each catalog starts with one of its own, never
    /// cancelled unless its owner cancels it. Copies share it; give a copy a new one to cancel its requests alone.
    public var cancellation = Cancellation()

    /// A catalog at `databasePath`. Nothing is opened or created until a command needs it, so a command that
    /// fails on its input leaves no file behind.
    public init(databasePath: String, engineVersion: Int = EngineVersion.current) {
        self.databasePath = databasePath
        self.engineVersion = engineVersion
    }

    /// Measures the system font with the SF Pro files of `folder` from now on (V10, V11). A folder that holds no
    /// usable SF Pro face is refused, naming the files looked for.
    public mutating func useSystemFont(folder: String) throws(FontLibrary.Missing) {
        systemFont = .sfPro(try SFProFolder(path: folder))
    }

    /// Opens the catalog file for writing, after making sure it is a catalog this program may change: only
    /// `import` creates one (`creating`), and a catalog from a newer program is left alone. An older catalog is
    /// brought up to date.
    func open(creating: Bool = false) throws -> CatalogDatabase {
        // Looking at the file may create SQLite's log files beside it; the writer's own close removes them, and a
        // refusal tidies them here.
        let access = CatalogReadAccess(databasePath)
        switch CatalogFileInspection.inspect(databasePath, through: access) {
        case .missing, .empty:
            guard creating else { throw noCatalog() }
        case .foreign(let reason):
            access.tidy(createdOnly: true)
            throw notACatalog(reason)
        case .newer(let applied, let known):
            access.tidy(createdOnly: true)
            throw CatalogFileError.writtenByANewerVersion(path: databasePath, migrations: applied, known: known)
        case .older, .current:
            break
        }
        do {
            return try CatalogDatabase(path: databasePath, engineVersion: engineVersion)
        } catch {
            access.tidy(createdOnly: true)
            throw CatalogFileError.cannotOpen(path: databasePath, reason: CatalogDatabase.message(of: error))
        }
    }

    /// Runs `body` on a read-only connection: nothing is migrated and no journal mode is set. The connection goes
    /// through the write-ahead log (`CatalogReadAccess`), so a writer that starts during the read does not disturb
    /// it: the read sees the catalog as it was when it began. The log files SQLite creates for the read are removed
    /// again afterwards unless a writer still uses them. Only a file in a folder where they cannot be created (which
    /// no writer can change either) is opened immutable; if such a file's size or modification time changes all
    /// the same while it is read, the answer may be wrong, and the command fails instead.
    ///
    /// A cancelled read (`cancellation`) stops inside SQLite too, and whatever it failed with then is reported as
    /// `RequestCancelled.onlyRead`, once the connection is closed and the log files tidied.
    func reading<Answer>(_ body: (CatalogDatabase) throws -> Answer) throws -> Answer {
        do {
            return try readingUncancelled(body)
        } catch where cancellation.isCancelled {
            throw RequestCancelled.onlyRead
        }
    }

    private func readingUncancelled<Answer>(_ body: (CatalogDatabase) throws -> Answer) throws -> Answer {
        let access = CatalogReadAccess(databasePath)
        // Log files a writer of this catalog left are folded in and removed after the read (see `tidy`); another
        // program's, or a newer catalog's, are left as they are, and only what the read itself created goes.
        var ours = true
        defer { access.tidy(createdOnly: !ours) }
        switch CatalogFileInspection.inspect(databasePath, through: access) {
        case .missing, .empty:
            throw noCatalog()
        case .foreign(let reason):
            ours = false
            throw notACatalog(reason)
        case .older:
            throw CatalogFileError.madeByAnEarlierVersion(path: databasePath)
        case .newer(let applied, let known):
            ours = false
            note("note: \(databasePath) was written by a newer version of catalog (\(applied) migrations; this one knows \(known)); reading it anyway\n")
        case .current:
            break
        }
        let before = access.mode == .immutable ? FileStamp(databasePath) : nil
        let database: CatalogDatabase
        do {
            database = try CatalogDatabase(reading: access, engineVersion: engineVersion) { [cancellation] in cancellation.isCancelled }
        } catch {
            throw CatalogFileError.cannotOpen(path: databasePath, reason: CatalogDatabase.message(of: error))
        }
        let answer: Answer
        do {
            defer { database.close() }
            answer = try body(database)
        } catch {
            if let before, FileStamp(databasePath) != before { throw changedWhileReading() }
            throw error
        }
        if let before, FileStamp(databasePath) != before { throw changedWhileReading() }
        return answer
    }

    /// The error a failed store reports: the kit's own faults as they are, anything else (a full disk, a read-only
    /// file) naming the file. The store's transaction has rolled back, so nothing was stored.
    func storeFailure(_ error: any Error, storing what: String) -> any Error {
        if error is any CatalogFault { return error }
        return CatalogFileError.cannotStore(path: databasePath, what: what, reason: CatalogDatabase.message(of: error))
    }

    private func noCatalog() -> CatalogFileError {
        .noCatalog(path: databasePath)
    }

    private func notACatalog(_ reason: String) -> CatalogFileError {
        .notACatalog(path: databasePath, reason: reason)
    }

    private func changedWhileReading() -> CatalogFileError {
        .changedWhileReading(path: databasePath)
    }

    /// The catalog file to use: the given path, else `$CATALOG_DATABASE`, else `./catalog.sqlite`.
    public static func resolveDatabasePath(_ given: String?) -> String {
        if let given, !given.isEmpty { return given }
        if let fromEnvironment = ProcessInfo.processInfo.environment["CATALOG_DATABASE"], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        return "catalog.sqlite"
    }
}
