/// A path an import was given, or found in a folder it was given, that it cannot read: it does not exist, it is not
/// a file the import reads, or a folder holds nothing to import. Each names the path as the user wrote it.
public enum InputFileFault: Sendable, Hashable, CustomStringConvertible {
    case noSuchFileOrFolder(path: String)
    case unreadable(path: String, reason: ReadFault)
    /// A folder with no file of an extension the import reads.
    case noInputFiles(folder: String)
    /// A folder whose JSON, YAML, CSV and property-list files (`passedOver` of them) are neither specs nor
    /// datasets, with no Swift or storyboard file.
    case nothingToImport(folder: String, passedOver: Int)

    /// Why one file is not read (checked before reading it, then on its bytes).
    public enum ReadFault: Error, Sendable, Hashable, CustomStringConvertible {
        /// A device such as /dev/zero or a pipe never ends.
        case notARegularFile
        /// Past the limit for imported files (`InputLimits`, `CATALOG_MAX_FILE_BYTES`).
        case tooLarge(bytes: Int, maximum: Int)
        case cannotBeRead
        case notUTF8

        public var description: String {
            switch self {
            case .notARegularFile:
                return "not a regular file (a device, pipe or socket is not read)"
            case .tooLarge(let bytes, let maximum):
                return "\(bytes) bytes; a file may hold at most \(maximum) (the limit for imported files; set CATALOG_MAX_FILE_BYTES to change it)"
            case .cannotBeRead:
                return "cannot be read"
            case .notUTF8:
                return "not UTF-8 text"
            }
        }
    }

    public var description: String {
        switch self {
        case .noSuchFileOrFolder(let path):
            return "\(path): no such file or folder"
        case .unreadable(let path, let reason):
            return "\(path): \(reason)"
        case .noInputFiles(let folder):
            return "\(folder): no .json, .yaml, .yml, .csv, .plist, .swift or .storyboard files in this folder"
        case .nothingToImport(let folder, let passedOver):
            let files = "\(passedOver) JSON, YAML, CSV or property-list file\(passedOver == 1 ? "" : "s")"
            return "\(folder): no layout spec, dataset, Swift or storyboard file in this folder (\(files) that \(passedOver == 1 ? "is" : "are") not a spec or dataset)"
        }
    }
}
