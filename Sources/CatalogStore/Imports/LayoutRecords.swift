internal import GRDB

/// A layout spec about to be stored: the file as imported and its canonical form.
public struct NewLayoutVersion: Sendable, Equatable {
    public var name: String
    public var title: String?
    /// `json`, `yaml` or `swift`.
    public var sourceFormat: String
    public var sourcePath: String
    public var sourceText: String
    /// For a layout read from Swift: the line of the declaration that builds it, in `sourceText`.
    public var sourceLine: Int?
    public var canonicalSpec: String
    public var specDigest: String
    public var geometryDigest: String

    public init(
        name: String, title: String?, sourceFormat: String, sourcePath: String, sourceText: String, sourceLine: Int? = nil,
        canonicalSpec: String, specDigest: String, geometryDigest: String
    ) {
        self.name = name
        self.title = title
        self.sourceFormat = sourceFormat
        self.sourcePath = sourcePath
        self.sourceText = sourceText
        self.sourceLine = sourceLine
        self.canonicalSpec = canonicalSpec
        self.specDigest = specDigest
        self.geometryDigest = geometryDigest
    }
}

/// One stored version of a layout.
public struct StoredLayoutVersion: Sendable, Equatable {
    public var id: Int64
    public var name: String
    public var version: Int
    public var title: String?
    public var sourceFormat: String
    public var sourcePath: String
    public var sourceText: String
    /// For a layout read from Swift: the line of the declaration that builds it, in `sourceText`.
    public var sourceLine: Int?
    public var canonicalSpec: String
    public var specDigest: String
    public var geometryDigest: String
    public var importedAt: String
}

extension StoredLayoutVersion {
    /// A row of `layout_versions` as a value.
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        name = try row.decode(forColumn: "name")
        version = try row.decode(forColumn: "version")
        title = try row.decode(forColumn: "title")
        sourceFormat = try row.decode(forColumn: "source_format")
        sourcePath = try row.decode(forColumn: "source_path")
        sourceText = try row.decode(forColumn: "source_text")
        sourceLine = try row.decode(forColumn: "source_line")
        canonicalSpec = try row.decode(forColumn: "canonical_spec")
        specDigest = try row.decode(forColumn: "spec_digest")
        geometryDigest = try row.decode(forColumn: "geometry_digest")
        importedAt = try row.decode(forColumn: "imported_at")
    }
}

/// A dataset about to be stored: its sections' ids, titles and item counts, and either every item's fields
/// (a stored dataset) or its definition and the base items it selects (a derived dataset).
public struct NewDataset: Sendable, Equatable {
    public var name: String
    public var shape: String
    public var sourcePath: String
    public var digest: String
    public var sections: [DatasetSectionRow]
    /// Per section, each item's fields as a JSON object (stored datasets).
    public var items: [[String]]
    /// The definition of a derived dataset; nil for a stored one.
    public var derivation: Derivation?

    /// A derived dataset: which dataset it selects from, with which predicate, whether merged into one
    /// section, and the base items it holds (section by section, in order).
    public struct Derivation: Sendable, Equatable {
        public var base: String
        public var filter: String?
        public var merged: Bool
        /// Per derived section, the (section, item) of each base item it holds.
        public var members: [[DatasetItemReference]]

        public init(base: String, filter: String?, merged: Bool, members: [[DatasetItemReference]]) {
            self.base = base
            self.filter = filter
            self.merged = merged
            self.members = members
        }
    }

    public init(
        name: String, shape: String, sourcePath: String, digest: String, sections: [DatasetSectionRow],
        items: [[String]] = [], derivation: Derivation? = nil
    ) {
        self.name = name
        self.shape = shape
        self.sourcePath = sourcePath
        self.digest = digest
        self.sections = sections
        self.items = items
        self.derivation = derivation
    }
}

/// One item of a dataset, by section and position.
public struct DatasetItemReference: Sendable, Hashable {
    public var section: Int
    public var item: Int

    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }
}

/// One section of a dataset.
public struct DatasetSectionRow: Sendable, Equatable {
    public var section: Int
    public var id: String
    public var title: String?
    public var itemCount: Int

    public init(section: Int, id: String, title: String?, itemCount: Int) {
        self.section = section
        self.id = id
        self.title = title
        self.itemCount = itemCount
    }
}

extension DatasetSectionRow {
    /// A row of `dataset_sections` as a value.
    init(row: Row) throws {
        section = try row.decode(forColumn: "section")
        id = try row.decode(forColumn: "id")
        title = try row.decode(forColumn: "title")
        itemCount = try row.decode(forColumn: "item_count")
    }
}

/// A stored dataset.
public struct StoredDataset: Sendable, Equatable {
    public var name: String
    public var shape: String
    public var sourcePath: String
    public var digest: String
    public var importedAt: String
    public var sections: [DatasetSectionRow]
    /// For a derived dataset: the dataset it selects from, its predicate, and whether it is merged.
    public var base: String?
    public var filter: String?
    public var merged: Bool

    /// The item count of each section.
    public var itemCounts: [Int] { sections.map(\.itemCount) }
}

/// Everything one `catalog import` stores, in one transaction.
public struct ImportBatch: Sendable {
    public var layouts: [NewLayoutVersion]
    public var datasets: [NewDataset]

    public init(layouts: [NewLayoutVersion] = [], datasets: [NewDataset] = []) {
        self.layouts = layouts
        self.datasets = datasets
    }
}

/// What an import did to each name.
public enum ImportChange: Sendable, Equatable {
    /// A new name, stored as version 1.
    case added(version: Int)
    /// A changed spec or dataset, stored as a new version (datasets keep one version: 1).
    case updated(version: Int)
    /// Identical to what was stored; nothing written.
    case unchanged(version: Int)
}

public struct ImportOutcome: Sendable, Equatable {
    public var layouts: [(name: String, change: ImportChange)]
    public var datasets: [(name: String, change: ImportChange)]
    /// Cached runs dropped because their layout or dataset changed.
    public var invalidatedRuns: Int

    public static func == (lhs: ImportOutcome, rhs: ImportOutcome) -> Bool {
        lhs.layouts.map(\.name) == rhs.layouts.map(\.name) && lhs.layouts.map(\.change) == rhs.layouts.map(\.change)
            && lhs.datasets.map(\.name) == rhs.datasets.map(\.name)
            && lhs.datasets.map(\.change) == rhs.datasets.map(\.change) && lhs.invalidatedRuns == rhs.invalidatedRuns
    }
}
