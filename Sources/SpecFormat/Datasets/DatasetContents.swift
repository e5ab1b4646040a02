import LayoutModel

/// A dataset as the catalog holds it: named sections of items, each item a record of fields.
public struct DatasetContents: Sendable, Equatable {
    public struct Section: Sendable, Equatable {
        public var id: String
        public var title: String?
        /// Each item's fields in their file order.
        public var items: [[(key: String, value: FieldValue)]]

        public init(id: String, title: String?, items: [[(key: String, value: FieldValue)]]) {
            self.id = id
            self.title = title
            self.items = items
        }

        public static func == (lhs: Section, rhs: Section) -> Bool {
            lhs.id == rhs.id && lhs.title == rhs.title && lhs.items.count == rhs.items.count
                && zip(lhs.items, rhs.items).allSatisfy { a, b in
                    a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
                }
        }
    }

    public var name: String
    /// `generic`, or the seed shape it was read from.
    public var shape: String
    public var sourcePath: String
    public var sections: [Section]

    public init(name: String, shape: String, sourcePath: String, sections: [Section]) {
        self.name = name
        self.shape = shape
        self.sourcePath = sourcePath
        self.sections = sections
    }
}

extension DatasetContents {
    /// A fault for every text field longer than `InputLimits.labelCharacters`: a cell measures its text, and that
    /// cost grows with the text (a 10 MB label took over 20 s to lay out). At most ten are listed.
    public func textLengthFaults() -> [SpecDiagnostic] {
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

    /// Fields as a compact JSON object, keys in their order.
    public static func json(fields: [(key: String, value: FieldValue)]) -> String {
        JSONWriter(sortedKeys: false, indent: nil).write(SpecNode(.object(fields.map { (key: $0.key, value: $0.value.node) })))
    }

    /// An item's fields as predicate values, for `visibleWhen`, `where` and content text.
    public static func record(_ fields: [(key: String, value: FieldValue)]) -> PredicateValues {
        var values: [String: PredicateValue] = [:]
        for field in fields { values[field.key] = field.value.predicateValue }
        return PredicateValues(values)
    }
}

/// A field value of a dataset item.
public enum FieldValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    /// Nested arrays and objects (a tutorial's content), kept as they are so SQL's JSON functions reach into them.
    case nested(SpecNode)

    public var node: SpecNode {
        switch self {
        case .string(let text): return SpecNode(.string(text))
        case .number(let number): return SpecNode(.number(number))
        case .bool(let flag): return SpecNode(.bool(flag))
        case .null: return SpecNode(.null)
        case .nested(let node): return node
        }
    }

    public var predicateValue: PredicateValue {
        switch self {
        case .string(let text): return .string(text)
        case .nested(let node): return .string(JSONWriter(sortedKeys: true, indent: nil).write(node))
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        }
    }

    public init(_ node: SpecNode) {
        switch node.value {
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .array, .object: self = .nested(SpecNode(node.value))
        }
    }
}
