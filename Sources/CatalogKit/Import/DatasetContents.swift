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

/// A field value of a dataset item.
enum FieldValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    /// Nested arrays and objects, kept as canonical JSON text.
    case json(String)

    var node: SpecNode {
        switch self {
        case .string(let text): return SpecNode(.string(text))
        case .number(let number): return SpecNode(.number(number))
        case .bool(let flag): return SpecNode(.bool(flag))
        case .null: return SpecNode(.null)
        case .json(let text): return SpecNode(.string(text))
        }
    }

    init(_ node: SpecNode) {
        switch node.value {
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .array, .object: self = .json(JSONWriter(sortedKeys: true, indent: nil).write(node))
        }
    }
}
