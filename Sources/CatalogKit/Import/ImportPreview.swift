import SpecFormat
import LayoutModel

/// What an import would take from files, read and checked exactly as `Catalog.importFiles` reads them (every
/// reader, every limit, every check), without a catalog and without storing anything: each layout's decoded spec
/// and each dataset's items. For tools that feed the import's readers text of their own making, such as the
/// fuzzing harness (`CatalogFuzzing`).
public struct ImportPreview {
    /// The layouts the files hold, decoded, in file order.
    public var layouts: [LayoutSpec]
    /// The datasets the files hold with their items (derived datasets, which need a catalog, are left out).
    public var datasets: [Dataset]

    /// One dataset of the files. Its digest and records are worked out each time they are read, as an import works
    /// them out.
    public struct Dataset {
        let contents: DatasetContents

        public var name: String { contents.name }
        /// The digest the catalog would store the dataset under.
        public var digest: String { contents.digest }
        /// Each item's fields, section by section, as `visibleWhen` predicates and content text read them.
        public var records: [[PredicateValues]] { contents.sections.map { $0.items.map(DatasetContents.record) } }
    }

    /// Reads files given by path (whose extension picks the reader, as in an import) and text. Throws the error an
    /// import would, listing every fault of every file, when any file has one (with `strict`, a Swift layout that
    /// cannot be read is a fault; otherwise it is left out, as an import skips it).
    public init(files: [(path: String, text: String)], strict: Bool = false) throws {
        let planner = try ImportPlanner.plan(files.map { InputFiles.File(path: $0.path, text: $0.text) }, strict: strict)
        layouts = planner.layouts.map(\.spec)
        datasets = planner.datasets.map(Dataset.init(contents:))
    }
}
