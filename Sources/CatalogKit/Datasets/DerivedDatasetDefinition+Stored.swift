internal import CatalogStore
internal import ContentDigest
import LayoutModel
import SpecFormat

extension DerivedDatasetDefinition {
    /// A stored derived dataset's definition, read back to recompute it.
    init(stored: StoredDataset) throws {
        guard let base = stored.base else { throw StoredDatasetFault.notDerived(dataset: stored.name) }
        self.init(
            name: stored.name,
            base: base,
            filter: try stored.filter.map { try Predicate(parsing: $0) },
            merge: stored.merged ? (stored.sections.first?.id ?? stored.name, stored.sections.first?.title) : nil,
            sourcePath: stored.sourcePath
        )
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
