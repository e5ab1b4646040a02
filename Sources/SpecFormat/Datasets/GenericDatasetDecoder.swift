import LayoutModel

/// Reads the generic dataset shape: `{"dataset": NAME, "sections": [{"id", "title"?, "items": [{...}]}]}`,
/// reporting every fault with its path.
enum GenericDatasetDecoder {
    static func decode(_ root: SpecNode, file: String) -> (DatasetContents?, [SpecDiagnostic]) {
        var reader = NodeReader(file: file)
        guard reader.object(root, "$", allowed: ["dataset", "sections"], required: ["dataset", "sections"], what: "a dataset")
        else { return (nil, reader.diagnostics) }
        let name = reader.optional(root, "dataset", "$") { $0.datasetName($1, $2) }
        var sections: [DatasetContents.Section] = []
        var identifiers: [String: Int] = [:]
        if let list = root["sections"], let elements = reader.array(list, "$.sections", what: "an array of sections") {
            if elements.isEmpty { reader.fault(list, "$.sections", "a dataset needs at least one section") }
            for (index, element) in elements.enumerated() {
                let path = "$.sections[\(index)]"
                guard reader.object(element, path, allowed: ["id", "title", "items"], required: ["id", "items"], what: "a dataset section")
                else { continue }
                let id = reader.optional(element, "id", path) { reader, node, path -> String? in
                    switch node.value {
                    case .string(let text) where !text.isEmpty: return text
                    case .number(let number) where number == number.rounded(): return formatNumber(number)
                    default:
                        reader.fault(node, path, "expected a section id (a non-empty string) but found \(node.kindDescription)")
                        return nil
                    }
                }
                let title = reader.optional(element, "title", path) { $0.string($1, $2) }
                var items: [[(key: String, value: FieldValue)]] = []
                if let itemsNode = element["items"],
                    let itemNodes = reader.array(itemsNode, path + ".items", what: "an array of items")
                {
                    for (itemIndex, itemNode) in itemNodes.enumerated() {
                        guard case .object(let members) = itemNode.value else {
                            reader.fault(itemNode, "\(path).items[\(itemIndex)]", "expected an item (an object of fields) but found \(itemNode.kindDescription)")
                            continue
                        }
                        items.append(members.map { (key: $0.key, value: FieldValue($0.value)) })
                    }
                }
                if let id {
                    if let previous = identifiers[id] {
                        reader.fault(element["id"], path + ".id", "section id \"\(id)\" is already used by sections[\(previous)]")
                    }
                    identifiers[id] = index
                    sections.append(DatasetContents.Section(id: id, title: title, items: items))
                }
            }
        }
        guard let name, reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
        return (DatasetContents(name: name, shape: "generic", sourcePath: file, sections: sections), [])
    }
}
