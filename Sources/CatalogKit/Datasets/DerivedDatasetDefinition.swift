internal import CatalogStore
internal import ContentDigest
import LayoutModel
import SpecFormat

/// A dataset defined by selecting items of another one: `{"dataset": "queued-tutorials", "from": "tutorials",
/// "where": "isQueued", "merge": {"id": "queue", "title": "Queue"}}` (`Samples/datasets/queued-tutorials.json`).
/// The catalog keeps the definition and references to the base items it selects, never copies of them; they are
/// recomputed whenever the base dataset or the definition is imported.
struct DerivedDatasetDefinition: Sendable, Equatable {
    var name: String
    var base: String
    /// Items for which the predicate holds; nil takes every item.
    var filter: Predicate?
    /// When set, all selected items go into this one section (in base order); otherwise the base's sections
    /// are kept with the items of each that were selected.
    var merge: (id: String, title: String?)?
    var sourcePath: String

    static func == (lhs: DerivedDatasetDefinition, rhs: DerivedDatasetDefinition) -> Bool {
        lhs.name == rhs.name && lhs.base == rhs.base && lhs.filter == rhs.filter && lhs.merge?.id == rhs.merge?.id
            && lhs.merge?.title == rhs.merge?.title && lhs.sourcePath == rhs.sourcePath
    }

    static func decode(_ root: SpecNode, file: String) -> (DerivedDatasetDefinition?, [SpecDiagnostic]) {
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
    var canonicalText: String {
        ["from \(base)", "where \(filter?.description ?? "-")", "merge \(merge.map { "\($0.id)|\($0.title ?? "")" } ?? "-")"]
            .joined(separator: "\n")
    }
}

extension DerivedDatasetDefinition {
    /// A stored derived dataset's definition, read back to recompute it.
    init(stored: StoredDataset) throws {
        guard let base = stored.base else { throw StoredDatasetFault.notDerived(dataset: stored.name) }
        name = stored.name
        self.base = base
        filter = try stored.filter.map { try Predicate(parsing: $0) }
        merge = stored.merged ? (stored.sections.first?.id ?? stored.name, stored.sections.first?.title) : nil
        sourcePath = stored.sourcePath
    }

    /// The dataset the definition selects from `base`: references to the items the predicate keeps.
    func resolve(against base: DatasetContents) -> NewDataset {
        var members: [[DatasetItemReference]] = []
        var sections: [DatasetSectionRow] = []
        var merged: [DatasetItemReference] = []
        for (sectionIndex, section) in base.sections.enumerated() {
            var selected: [DatasetItemReference] = []
            for (itemIndex, fields) in section.items.enumerated() where filter?.evaluate(in: DatasetContents.record(fields)) ?? true {
                selected.append(DatasetItemReference(section: sectionIndex, item: itemIndex))
            }
            if merge == nil {
                sections.append(DatasetSectionRow(section: sectionIndex, id: section.id, title: section.title, itemCount: selected.count))
                members.append(selected)
            } else {
                merged += selected
            }
        }
        if let merge {
            sections = [DatasetSectionRow(section: 0, id: merge.id, title: merge.title, itemCount: merged.count)]
            members = [merged]
        }
        let memberText = members.map { $0.map { "\($0.section).\($0.item)" }.joined(separator: ",") }.joined(separator: ";")
        return NewDataset(
            name: name, shape: "derived", sourcePath: sourcePath,
            digest: SHA256.hex("\(canonicalText)\nbase \(base.digest)\nmembers \(memberText)"),
            sections: sections,
            derivation: NewDataset.Derivation(base: self.base, filter: filter?.description, merged: merge != nil, members: members)
        )
    }
}
