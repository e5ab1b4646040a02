import SpecFormat

/// A `trait-conditions` fuzzing input as the spec it is imported as: one section, adaptive, with one case per line
/// of the input (at most 64). A line is the case's `when` as written; a line `*` is a case without `when`. Case `i`
/// is a row of `i + 1` items, so the case chosen shows in the frames.
struct TraitConditionInput {
    static let maximumCases = 64

    let conditions: [String?]

    init(_ bytes: [UInt8]) {
        conditions = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .prefix(Self.maximumCases).map { $0 == "*" ? nil : String($0) }
    }

    /// The spec, as JSON.
    var json: String {
        func object(_ members: [(String, SpecNode)]) -> SpecNode { SpecNode(.object(members.map { (key: $0.0, value: $0.1) })) }
        func string(_ text: String) -> SpecNode { SpecNode(.string(text)) }
        let item = object([("size", object([("width", string("fractionalWidth(1)")), ("height", string("fractionalHeight(1)"))]))])
        let cases = conditions.enumerated().map { index, condition in
            let group = object([
                ("kind", string("horizontal")), ("size", object([("width", string("fractionalWidth(1)")), ("height", string("absolute(40)"))])),
                ("subitem", item), ("count", SpecNode(.number(Double(index + 1)))),
            ])
            return object((condition.map { [("when", string($0))] } ?? []) + [("section", object([("group", group)]))])
        }
        let spec = object([
            ("name", string("trait-conditions")),
            ("sections", SpecNode(.array([object([("adaptive", SpecNode(.array(cases)))])]))),
        ])
        return JSONWriter(sortedKeys: false, indent: nil).write(spec)
    }
}
