internal import CatalogStore
internal import ContentDigest
import LayoutModel
import SpecFormat

/// What the store keeps of a dataset read from a file, and a dataset read back from the store.
extension DatasetContents {
    /// SHA-256 of the canonical JSON of the sections: changes whenever any id, title or field value does.
    var digest: String {
        let node = SpecNode(.array(sections.map { section in
            var members: [(key: String, value: SpecNode)] = [(key: "id", value: SpecNode(.string(section.id)))]
            if let title = section.title { members.append((key: "title", value: SpecNode(.string(title)))) }
            members.append((
                key: "items",
                value: SpecNode(.array(section.items.map { fields in
                    SpecNode(.object(fields.map { (key: $0.key, value: $0.value.node) }))
                }))
            ))
            return SpecNode(.object(members))
        }))
        return SHA256.hex(JSONWriter(sortedKeys: true, indent: nil).write(node))
    }

    /// A dataset read back from the catalog `catalog`: its sections and each item's stored fields.
    ///
    /// A catalog file is input like any other, so what an import would refuse is refused here too, naming the
    /// dataset, section and item: a record that is not a JSON object, a text past `InputLimits.labelCharacters`,
    /// counts past their limits or not matching the items stored.
    init(stored: StoredDataset, items: [[String]], catalog: String) throws {
        let dataset = stored.name
        if let fault = Self.storedCountsFault(stored) { throw StoredDatasetFault.counts(catalog: catalog, dataset: dataset, fault: fault) }
        let sections = try stored.sections.map { row in
            let texts = row.section < items.count ? items[row.section] : []
            let section = row.section
            guard texts.count == row.itemCount else {
                throw StoredDatasetFault.itemCount(catalog: catalog, dataset: dataset, section: section, counted: row.itemCount, stored: texts.count)
            }
            for (what, text) in [("id", row.id), ("title", row.title ?? "")] {
                if let fault = InputLimits.labelCharacters.fault(for: text.count) {
                    throw StoredDatasetFault.sectionText(catalog: catalog, dataset: dataset, section: section, what: what, fault: fault)
                }
            }
            let fields = try texts.enumerated().map { item, text in
                do throws(StoredDatasetFault.RecordFault) {
                    return try Self.fields(fromJSON: text)
                } catch {
                    throw StoredDatasetFault.record(catalog: catalog, dataset: dataset, section: section, item: item, reason: error)
                }
            }
            for (item, record) in fields.enumerated() {
                for field in record {
                    guard case .string(let text) = field.value, let fault = InputLimits.labelCharacters.fault(for: text.count) else { continue }
                    throw StoredDatasetFault.fieldText(catalog: catalog, dataset: dataset, section: section, item: item, field: field.key, fault: fault)
                }
            }
            return Section(id: row.id, title: row.title, items: fields)
        }
        self.init(name: stored.name, shape: stored.shape, sourcePath: stored.sourcePath, sections: sections)
    }

    /// Why a stored dataset's section and item counts cannot be used (past `InputLimits`, or negative), or nil.
    static func storedCountsFault(_ stored: StoredDataset) -> String? {
        if let fault = InputLimits.sectionsPerRun.fault(for: stored.sections.count) {
            return "its number of sections \(fault)"
        }
        for row in stored.sections {
            if row.itemCount < 0 { return "section \(row.section)'s item count is \(row.itemCount)" }
            if let fault = InputLimits.itemsPerSection.fault(for: row.itemCount) {
                return "section \(row.section)'s item count \(fault)"
            }
        }
        return nil
    }

    /// What the store keeps: section rows and each item's fields as a JSON object in file order.
    var newDataset: NewDataset {
        NewDataset(
            name: name, shape: shape, sourcePath: sourcePath, digest: digest,
            sections: sections.enumerated().map { index, section in
                DatasetSectionRow(section: index, id: section.id, title: section.title, itemCount: section.items.count)
            },
            items: sections.map { section in section.items.map(Self.json(fields:)) }
        )
    }

    /// Fields read back from their JSON object.
    static func fields(fromJSON text: String) throws(StoredDatasetFault.RecordFault) -> [(key: String, value: FieldValue)] {
        let (root, diagnostics) = SpecDocument.parse(text, file: "catalog", format: .json)
        guard let root else {
            throw .notJSON(diagnostics.first?.message ?? "unreadable")
        }
        guard case .object(let members) = root.value else {
            throw .notAnObject
        }
        return members.map { (key: $0.key, value: FieldValue($0.value)) }
    }
}
