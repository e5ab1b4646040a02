import LayoutModel

/// What a JSON, YAML or property-list file found in a folder is, by what it holds rather than its extension: an
/// app's folder holds asset catalogs' `Contents.json`, tools' configuration (`.swiftlint.yml`, `swiftgen.yml`),
/// widget samples and emoji tables, none of which is a layout spec or a dataset.
///
/// A spec names itself and a family: an object with `"name"` and one of `section`, `sections`, `list`, `flow`. A
/// dataset has its shape: an object with `"dataset"`, or an array of zoo animal records or tutorial collections.
/// (A file named on the command line is always read as a spec or dataset; this decides only for folders.)
public enum FolderFileKind {
    case specOrDataset
    /// A file that parses and is neither.
    case other
    /// A file that does not parse, is not UTF-8 text, or is past the file size limit: a fault to report in a folder of
    /// specs, a file to pass over in a source folder.
    case unreadable

    /// The top-level keys that make an object a layout spec of some family, with `"name"`.
    static let familyKeys = ["section", "sections", "list", "flow"]

    public static func of(path: String, text: String) -> FolderFileKind {
        let lower = path.lowercased()
        if lower.hasSuffix(".plist") {
            let (root, _) = PropertyListReader.read(text, file: path)
            guard let root else { return .unreadable }
            return isDataset(root) ? .specOrDataset : .other
        }
        guard let format = SpecFileFormat(fileName: path) else { return .other }
        let (root, _) = SpecDocument.parse(text, file: path, format: format)
        guard let root else { return .unreadable }
        if case .object = root.value {
            if root["dataset"] != nil { return .specOrDataset }
            if case .string? = root["name"]?.value, familyKeys.contains(where: { root[$0] != nil }) { return .specOrDataset }
            return .other
        }
        return isDataset(root) ? .specOrDataset : .other
    }

    /// An array of zoo animal records or of tutorial collections, the shapes a dataset file without `"dataset"` has.
    private static func isDataset(_ root: SpecNode) -> Bool {
        guard case .array(let elements) = root.value, let keys = elements.first?.keys else { return false }
        return AnimalRecordsDecoder.looksLikeAnimals(keys) || TutorialCollectionsDecoder.looksLikeTutorials(keys)
    }
}
