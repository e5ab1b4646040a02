import LayoutModel

/// A dataset defined by selecting items of another one: `{"dataset": "queued-tutorials", "from": "tutorials",
/// "where": "isQueued", "merge": {"id": "queue", "title": "Queue"}}` (`Samples/datasets/queued-tutorials.json`).
/// The catalog keeps the definition and references to the base items it selects, never copies of them; they are
/// recomputed whenever the base dataset or the definition is imported.
public struct DerivedDatasetDefinition: Sendable, Equatable {
    public var name: String
    public var base: String
    /// Items for which the predicate holds; nil takes every item.
    public var filter: Predicate?
    /// When set, all selected items go into this one section (in base order); otherwise the base's sections
    /// are kept with the items of each that were selected.
    public var merge: (id: String, title: String?)?
    public var sourcePath: String

    public init(name: String, base: String, filter: Predicate?, merge: (id: String, title: String?)?, sourcePath: String) {
        self.name = name
        self.base = base
        self.filter = filter
        self.merge = merge
        self.sourcePath = sourcePath
    }

    public static func == (lhs: DerivedDatasetDefinition, rhs: DerivedDatasetDefinition) -> Bool {
        lhs.name == rhs.name && lhs.base == rhs.base && lhs.filter == rhs.filter && lhs.merge?.id == rhs.merge?.id
            && lhs.merge?.title == rhs.merge?.title && lhs.sourcePath == rhs.sourcePath
    }

    public static func decode(_ root: SpecNode, file: String) -> (DerivedDatasetDefinition?, [SpecDiagnostic]) {
        var reader = NodeReader(file: file)
        guard reader.object(root, "$", allowed: ["dataset", "from", "where", "merge"], required: ["dataset", "from"], what: "a derived dataset")
        else { return (nil, reader.diagnostics) }
        let dataset = reader.optional(root, "dataset", "$") { $0.datasetName($1, $2) }
        let base = reader.optional(root, "from", "$") { $0.datasetName($1, $2) }
        let filter = reader.optional(root, "where", "$") { $0.predicate($1, $2) }
        var merge: (id: String, title: String?)?
        if let node = root["merge"], reader.object(node, "$.merge", allowed: ["id", "title"], required: ["id"], what: "a merged section") {
            let id = reader.optional(node, "id", "$.merge") { $0.string($1, $2, what: "a section id") }
            let title = reader.optional(node, "title", "$.merge") { $0.string($1, $2) }
            if let id { merge = (id, title) }
        }
        if let dataset, dataset == base {
            reader.fault(root["from"], "$.from", "a dataset cannot be derived from itself")
        }
        guard let dataset, let base, reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
        return (DerivedDatasetDefinition(name: dataset, base: base, filter: filter, merge: merge, sourcePath: file), [])
    }

    /// The text the definition is digested as (with the base's digest, it keys caches computed from it).
    public var canonicalText: String {
        ["from \(base)", "where \(filter?.description ?? "-")", "merge \(merge.map { "\($0.id)|\($0.title ?? "")" } ?? "-")"]
            .joined(separator: "\n")
    }
}
