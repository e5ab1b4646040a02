import CatalogStore
import Foundation
import LayoutEngine
import LayoutModel
import SpecFormat

/// The catalog's use cases, one method per command: import, show, compute, query. The command line is a thin
/// shell over this type; tests drive it in-process.
///
/// ```swift
/// let catalog = Catalog(databasePath: "catalog.sqlite")
/// let report = try catalog.importFiles(["Samples"])
/// let summary = try catalog.compute("p002-zoo-grid", ComputeRequest(size: Size(width: 390, height: 844)))
/// ```
public struct Catalog: Sendable {
    public let databasePath: String
    /// The engine version runs are computed and cached under (the built engine's, except in tests).
    public let engineVersion: Int

    /// A catalog at `databasePath`. Nothing is opened or created until a command needs it, so a command that
    /// fails on its input leaves no file behind.
    public init(databasePath: String, engineVersion: Int = EngineVersion.current) {
        self.databasePath = databasePath
        self.engineVersion = engineVersion
    }

    /// Opens (creating and migrating if needed) the catalog file.
    public func open() throws -> CatalogDatabase {
        do {
            return try CatalogDatabase(path: databasePath, engineVersion: engineVersion)
        } catch {
            throw CatalogError("\(databasePath): cannot open the catalog: \(error)")
        }
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
