import LayoutModel

extension LayoutSpecDecoder {
    static func elementKind(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> String? {
        reader.optional(node, "elementKind", path) { reader, node, path -> String? in
            guard let kind = reader.string(node, path, what: "an element kind") else { return nil }
            if kind.isEmpty {
                reader.fault(node, path, "an element kind must not be empty")
                return nil
            }
            return kind
        }
    }

    static func supplementaryItem(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> SupplementaryItem? {
        let keys = ["elementKind", "size", "containerAnchor", "itemAnchor", "zIndex", "visibleWhen", "content"]
        guard reader.object(node, path, allowed: keys, required: ["elementKind", "size", "containerAnchor"], what: "a supplementary item")
        else { return nil }
        let kind = elementKind(&reader, node, path)
        let size = reader.optional(node, "size", path) { $0.size($1, $2) }
        let containerAnchor = reader.optional(node, "containerAnchor", path) { Self.anchor(&$0, $1, $2) }
        let itemAnchor = reader.optional(node, "itemAnchor", path) { Self.anchor(&$0, $1, $2) }
        let zIndex = reader.optional(node, "zIndex", path) { $0.integer($1, $2, bound: InputLimits.zIndex) } ?? 1
        let visibleWhen = reader.optional(node, "visibleWhen", path) { $0.predicate($1, $2) }
        let content = reader.optional(node, "content", path) { Self.content(&$0, $1, $2) }
        guard let kind, let size, let containerAnchor else { return nil }
        if node["itemAnchor"] != nil, itemAnchor == nil { return nil }
        if node["visibleWhen"] != nil, visibleWhen == nil { return nil }
        if node["content"] != nil, content == nil { return nil }
        return SupplementaryItem(
            elementKind: kind, size: size, containerAnchor: containerAnchor, itemAnchor: itemAnchor, zIndex: zIndex,
            visibleWhen: visibleWhen, content: content
        )
    }

    static func anchor(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> LayoutAnchor? {
        guard reader.object(node, path, allowed: ["edges", "fractionalOffset", "absoluteOffset"], required: ["edges"], what: "an anchor")
        else { return nil }
        let edges = reader.optional(node, "edges", path) { reader, node, path -> Set<DirectionalEdge>? in
            if case .string = node.value {
                return reader.enumeration(node, path, DirectionalEdge.self, what: "edge").map { [$0] }
            }
            return Self.list(&reader, node, path, what: "edges") { $0.enumeration($1, $2, DirectionalEdge.self, what: "edge") }
                .map(Set.init)
        }
        let fractional = reader.optional(node, "fractionalOffset", path) { $0.point($1, $2, what: "an offset") }
        let absolute = reader.optional(node, "absoluteOffset", path) { $0.point($1, $2, what: "an offset") }
        if let fractionalNode = node["fractionalOffset"], node["absoluteOffset"] != nil {
            reader.fault(fractionalNode, SpecPath.appending(key: "fractionalOffset", to: path), "give either \"fractionalOffset\" or \"absoluteOffset\", not both")
            return nil
        }
        guard let edges else { return nil }
        if let fractional { return LayoutAnchor(edges: edges, offset: .fractional(fractional)) }
        return LayoutAnchor(edges: edges, offset: .absolute(absolute ?? .zero))
    }

    static func boundaryItem(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> BoundarySupplementaryItem? {
        let keys = [
            "elementKind", "size", "alignment", "offset", "extendsBoundary", "pinToVisibleBounds", "zIndex",
            "contentInsets", "content",
        ]
        guard reader.object(node, path, allowed: keys, required: ["elementKind", "size", "alignment"], what: "a boundary supplementary item")
        else { return nil }
        let kind = elementKind(&reader, node, path)
        let size = reader.optional(node, "size", path) { $0.size($1, $2) }
        let alignment = reader.optional(node, "alignment", path) { $0.enumeration($1, $2, RectAlignment.self, what: "alignment") }
        let offset = reader.optional(node, "offset", path) { $0.point($1, $2, what: "an offset") } ?? .zero
        let extends = reader.optional(node, "extendsBoundary", path) { $0.bool($1, $2) } ?? true
        let pin = reader.optional(node, "pinToVisibleBounds", path) { $0.bool($1, $2) } ?? false
        let zIndex = reader.optional(node, "zIndex", path) { $0.integer($1, $2, bound: InputLimits.zIndex) } ?? 1
        let insets = reader.optional(node, "contentInsets", path) { $0.insets($1, $2) } ?? .zero
        let content = reader.optional(node, "content", path) { Self.content(&$0, $1, $2) }
        guard let kind, let size, let alignment else { return nil }
        if node["content"] != nil, content == nil { return nil }
        return BoundarySupplementaryItem(
            elementKind: kind, size: size, alignment: alignment, offset: offset, extendsBoundary: extends,
            pinToVisibleBounds: pin, zIndex: zIndex, contentInsets: insets, content: content
        )
    }

    static func decorationItem(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> DecorationItem? {
        guard reader.object(node, path, allowed: ["elementKind", "contentInsets", "zIndex"], required: ["elementKind"], what: "a decoration item")
        else { return nil }
        let kind = elementKind(&reader, node, path)
        let insets = reader.optional(node, "contentInsets", path) { $0.insets($1, $2) } ?? .zero
        let zIndex = reader.optional(node, "zIndex", path) { $0.integer($1, $2, bound: InputLimits.zIndex) } ?? 0
        guard let kind else { return nil }
        return DecorationItem(elementKind: kind, contentInsets: insets, zIndex: zIndex)
    }

    /// `{"field": "name"}` or `{"text": "Fixed"}`, with `font`, `lineLimit`, `padding` and `minimumSize`.
    static func content(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> ContentDescription? {
        let keys = ["field", "text", "font", "lineLimit", "padding", "minimumSize"]
        guard reader.object(node, path, allowed: keys, what: "a content description") else { return nil }
        let field = reader.optional(node, "field", path) { $0.string($1, $2, what: "a dataset field name") }
        let text = reader.optional(node, "text", path) { reader, node, path -> String? in
            guard let text = reader.string(node, path) else { return nil }
            if let fault = InputLimits.labelCharacters.fault(for: text.count) {
                reader.fault(node, path, "the text's length " + fault)
                return nil
            }
            return text
        }
        let source: TextSource?
        switch (field, text) {
        case (.some(let name), .none): source = .field(name)
        case (.none, .some(let literal)): source = .literal(literal)
        case (.some, .some):
            reader.fault(node, path, "give either \"field\" (a dataset field) or \"text\" (fixed text), not both")
            source = nil
        case (.none, .none):
            if node["field"] == nil, node["text"] == nil {
                reader.fault(node, path, "a content description needs \"field\" (a dataset field) or \"text\" (fixed text)")
            }
            source = nil
        }
        let font = reader.optional(node, "font", path) { reader, node, path in Self.font(&reader, node, path, allowsFile: true) }
        let lineLimit = reader.optional(node, "lineLimit", path) { $0.integer($1, $2, minimum: 0, what: "a line limit") }
        let padding = reader.optional(node, "padding", path) { $0.insets($1, $2) }
        let minimum = reader.optional(node, "minimumSize", path) { $0.plainSize($1, $2, what: "a minimum size") }
        guard let source else { return nil }
        return ContentDescription(
            text: source, font: font ?? FontDescription(), lineLimit: lineLimit ?? 0, padding: padding ?? .zero,
            minimumSize: minimum ?? .zero
        )
    }

    /// A font: a text style (whose size and weight follow the content size category, V9), or a size and weight, and,
    /// where `allowsFile`, a font file.
    static func font(_ reader: inout NodeReader, _ node: SpecNode, _ path: String, allowsFile: Bool) -> FontDescription? {
        let keys = ["size", "weight", "textStyle"] + (allowsFile ? ["file"] : [])
        guard reader.object(node, path, allowed: keys, what: allowsFile ? "a font" : "a system font") else { return nil }
        var font = FontDescription()
        if let style = reader.optional(node, "textStyle", path, { $0.enumeration($1, $2, TextStyle.self, what: "text style") }) {
            // V9: a text style's size and weight follow the content size category.
            for key in ["size", "weight"] where node[key] != nil {
                reader.fault(node[key], SpecPath.appending(key: key, to: path), "give either \"textStyle\" or \"\(key)\": a text style's \(key) follows the content size category")
            }
            font = FontDescription(textStyle: style)
        }
        if let size = reader.optional(node, "size", path, { $0.number($1, $2, rule: .positive, bound: InputLimits.fontSize) }) { font.size = size }
        if let weight = reader.optional(node, "weight", path, { $0.enumeration($1, $2, FontWeight.self, what: "font weight") }) {
            font.weight = weight
        }
        if allowsFile { font.file = reader.optional(node, "file", path) { $0.string($1, $2, what: "a font file path") } }
        return font
    }
}
