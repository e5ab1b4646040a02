/// Why a report was not written: what it was asked for cannot be drawn, or its folder cannot take it. In every case
/// the folder given is as it was.
public enum ReportError: Error, Sendable, Equatable, CustomStringConvertible {
    case noEnvironments
    /// A layout name read from the catalog that no import would accept, so no file is named after it.
    case unsafeStoredName(catalog: String, name: String)
    case tooManyLinks(folder: String)
    case cannotCreateFolder(folder: String, reason: String)
    case cannotWriteFile(path: String, reason: String)
    /// A file the report would write lies outside its folder (a name read from a catalog, crafted).
    case outsideFolder(folder: String, file: String)
    case cannotPutInPlace(folder: String, reason: String)
    case cannotLookAtFolder(folder: String, reason: String)
    case notAFolder(path: String)
    /// The folder holds a report without the list of the files it wrote.
    case reportWithoutList(folder: String, list: String)
    /// The folder holds `entry`, which no report wrote.
    case notAReport(folder: String, entry: String)
    /// The folder holds the catalog the report reads.
    case holdsTheCatalog(folder: String, entry: String)

    public var description: String {
        switch self {
        case .noEnvironments:
            return "a report needs at least one environment"
        case .unsafeStoredName(let catalog, let name):
            return "\(catalog): the layout name \(Catalog.quoted(name)) read from the catalog may use only letters, digits, '-', '_' and '.', so no report file is named after it; nothing was written"
        case .tooManyLinks(let folder):
            return "\(folder): too many levels of symbolic links"
        case .cannotCreateFolder(let folder, let reason):
            return "\(folder): cannot create the report's folder: \(reason)"
        case .cannotWriteFile(let path, let reason):
            return "\(path): cannot write the report: \(reason)"
        case .outsideFolder(let folder, let file):
            return "\(folder): the report would write \"\(file)\", which is not a file inside its folder; nothing was written"
        case .cannotPutInPlace(let folder, let reason):
            return "\(folder): cannot put the report in place: \(reason)"
        case .cannotLookAtFolder(let folder, let reason):
            return "\(folder): cannot look at the folder: \(reason)"
        case .notAFolder(let path):
            return "\(path): is a file; the report needs a folder (a new one, an empty one or an earlier report)"
        case .reportWithoutList(let folder, let list):
            return "\(folder): the folder holds a report without its list of files (\(list)), so which files are the report's cannot be told; it was left as it is: remove it or give another folder"
        case .notAReport(let folder, let entry):
            return "\(folder): the folder holds files that are not a catalog report (\(folder)/\(entry)); it was left as it is: give a new or empty folder (an earlier report is replaced)"
        case .holdsTheCatalog(let folder, let entry):
            return "\(folder): the folder holds the catalog in use (\(folder)/\(entry)); it was left as it is: give a folder that does not hold the catalog"
        }
    }
}
