internal import CatalogStore
internal import ContentDigest
import LayoutModel
import SpecFormat

/// A dataset as the catalog holds it: named sections of items, each item a record of fields.
struct DatasetContents: Sendable, Equatable {
    struct Section: Sendable, Equatable {
        var id: String
        var title: String?
        /// Each item's fields in their file order.
        var items: [[(key: String, value: FieldValue)]]

        static func == (lhs: Section, rhs: Section) -> Bool {
            lhs.id == rhs.id && lhs.title == rhs.title && lhs.items.count == rhs.items.count
                && zip(lhs.items, rhs.items).allSatisfy { a, b in
                    a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
                }
        }
    }

    var name: String
    /// `generic`, or the seed shape it was read from.
    var shape: String
    var sourcePath: String
    var sections: [Section]

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
}

extension DatasetContents {
    /// A fault for every text field longer than `InputLimits.labelCharacters`: a cell measures its text, and that
    /// cost grows with the text (a 10 MB label took over 20 s to lay out). At most ten are listed.
    func textLengthFaults() -> [SpecDiagnostic] {
        var faults: [SpecDiagnostic] = []
        for (sectionIndex, section) in sections.enumerated() {
            for (itemIndex, fields) in section.items.enumerated() {
                for field in fields {
                    guard case .string(let text) = field.value, let fault = InputLimits.labelCharacters.fault(for: text.count) else { continue }
                    let path = "$.sections[\(sectionIndex)].items[\(itemIndex)].\(field.key)"
                    faults.append(SpecDiagnostic(file: sourcePath, path: path, location: .unknown, message: "the text's length " + fault))
                    if faults.count == 10 { return faults }
                }
            }
        }
        return faults
    }

    /// A dataset read back from the catalog `catalog`: its sections and each item's stored fields.
    ///
    /// A catalog file is input like any other, so what an import would refuse is refused here too, naming the
    /// dataset, section and item: a record that is not a JSON object, a text past `InputLimits.labelCharacters`,
    /// counts past their limits or not matching the items stored.
    init(stored: StoredDataset, items: [[String]], catalog: String) throws {
        name = stored.name
        shape = stored.shape
        sourcePath = stored.sourcePath
        let dataset = stored.name
        if let fault = Self.storedCountsFault(stored) { throw StoredDatasetFault.counts(catalog: catalog, dataset: dataset, fault: fault) }
        sections = try stored.sections.map { row in
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

    /// Fields as a compact JSON object, keys in their order.
    static func json(fields: [(key: String, value: FieldValue)]) -> String {
        JSONWriter(sortedKeys: false, indent: nil).write(SpecNode(.object(fields.map { (key: $0.key, value: $0.value.node) })))
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

    /// An item's fields as predicate values, for `visibleWhen`, `where` and content text.
    static func record(_ fields: [(key: String, value: FieldValue)]) -> PredicateValues {
        var values: [String: PredicateValue] = [:]
        for field in fields { values[field.key] = field.value.predicateValue }
        return PredicateValues(values)
    }
}

/// A field value of a dataset item.
enum FieldValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    /// Nested arrays and objects (a tutorial's content), kept as they are so SQL's JSON functions reach into them.
    case nested(SpecNode)

    var node: SpecNode {
        switch self {
        case .string(let text): return SpecNode(.string(text))
        case .number(let number): return SpecNode(.number(number))
        case .bool(let flag): return SpecNode(.bool(flag))
        case .null: return SpecNode(.null)
        case .nested(let node): return node
        }
    }

    var predicateValue: PredicateValue {
        switch self {
        case .string(let text): return .string(text)
        case .nested(let node): return .string(JSONWriter(sortedKeys: true, indent: nil).write(node))
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        }
    }

    init(_ node: SpecNode) {
        switch node.value {
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .array, .object: self = .nested(SpecNode(node.value))
        }
    }
}
