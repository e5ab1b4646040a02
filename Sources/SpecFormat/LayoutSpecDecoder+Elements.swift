import LayoutModel

extension LayoutSpecDecoder {
    static let itemKeys = ["size", "contentInsets", "edgeSpacing", "supplementaryItems", "content"] + lintKeys
    static let groupKeys = [
        "kind", "size", "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "contentInsets",
        "edgeSpacing", "supplementaryItems", "frames", "interactive",
    ]

    /// An item (an object without `kind`) or a group (an object with `kind`).
    mutating func element(_ node: SpecNode, _ path: String, depth: Int) -> LayoutElement? {
        guard case .object = node.value else {
            reader.fault(node, path, "expected an item or a group (an object) but found \(node.kindDescription)")
            return nil
        }
        if node["list"] != nil {
            reader.fault(
                node["list"], SpecPath.appending(key: "list", to: path),
                "a list is a whole section (NSCollectionLayoutSection.list): put {\"list\": …} among \"sections\", or \"list\" at the top of the spec, not inside a group"
            )
            return nil
        }
        if node["kind"] != nil { return group(node, path, depth: depth).map { .group($0) } }
        return item(node, path).map { .item($0) }
    }

    mutating func item(_ node: SpecNode, _ path: String) -> LayoutItem? {
        var allowed = Self.itemKeys
        // Group-only keys on an item usually mean a forgotten "kind"; say so instead of "unknown key".
        let groupOnly = ["subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "frames"]
        for key in groupOnly where node[key] != nil {
            reader.fault(node[key], SpecPath.appending(key: key, to: path), "\"\(key)\" belongs to a group; add \"kind\": \"horizontal\", \"vertical\" or \"custom\" to make this object a group")
            allowed.append(key)
        }
        guard reader.object(node, path, allowed: allowed, required: ["size"], what: "an item") else { return nil }
        let size = reader.optional(node, "size", path) { $0.size($1, $2) }
        var item = size.map { LayoutItem(size: $0) }
        if let insets = reader.optional(node, "contentInsets", path, { $0.computableInsets($1, $2) }) {
            item?.contentInsets = insets.insets
            item?.computedContentInsets = insets.computed
        }
        if let spacing = reader.optional(node, "edgeSpacing", path, { $0.edgeSpacing($1, $2) }) { item?.edgeSpacing = spacing }
        if let supplementaries = reader.optional(node, "supplementaryItems", path, { reader, node, path in
            Self.list(&reader, node, path, what: "supplementary items") { Self.supplementaryItem(&$0, $1, $2) }
        }) {
            item?.supplementaryItems = supplementaries
        }
        if let content = reader.optional(node, "content", path, { Self.content(&$0, $1, $2) }) { item?.content = content }
        guard let lint = Self.lintAnnotations(&reader, node, path) else { return nil }
        item?.lint = lint
        return item
    }

    mutating func group(_ node: SpecNode, _ path: String, depth: Int) -> LayoutGroup? {
        if let lintNode = node["lint"] {
            reader.fault(
                lintNode, SpecPath.appending(key: "lint", to: path),
                "\"lint\" applies to a layout, a section or an item; give it on the items of this group, or on its section"
            )
        }
        guard reader.object(node, path, allowed: Self.groupKeys + ["lint"], required: ["kind", "size"], what: "a group") else {
            return nil
        }
        if depth > Self.maximumGroupDepth {
            reader.fault(node, path, "groups nest more than \(Self.maximumGroupDepth) levels deep here; flatten the layout")
            return nil
        }
        let kind = reader.optional(node, "kind", path) { $0.enumeration($1, $2, GroupKind.self, what: "group kind") }
        let size = reader.optional(node, "size", path) { $0.size($1, $2) }
        var arrangement: (arrangement: GroupArrangement, computedCount: FlowExpression?)?
        if let kind { arrangement = self.arrangement(for: kind, node, path, depth: depth) }
        let spacing = reader.optional(node, "interItemSpacing", path) { $0.computableSpacing($1, $2) }
        let insets = reader.optional(node, "contentInsets", path) { $0.computableInsets($1, $2) }
        let edgeSpacing = reader.optional(node, "edgeSpacing", path) { $0.edgeSpacing($1, $2) }
        let supplementaries = reader.optional(node, "supplementaryItems", path) { reader, node, path in
            Self.list(&reader, node, path, what: "supplementary items") { Self.supplementaryItem(&$0, $1, $2) }
        }
        if kind == .custom, let spacingNode = node["interItemSpacing"] {
            reader.fault(spacingNode, SpecPath.appending(key: "interItemSpacing", to: path), "a custom group places its frames itself; interItemSpacing does not apply")
        }
        let lint = Self.lintAnnotations(&reader, node, path)
        guard let kind, let size, let arrangement, let lint, node["lint"] == nil else { return nil }
        var group = LayoutGroup(
            kind: kind, size: size, arrangement: arrangement.arrangement, interItemSpacing: spacing?.spacing ?? .fixed(0),
            contentInsets: insets?.insets ?? .zero, edgeSpacing: edgeSpacing ?? .none, supplementaryItems: supplementaries ?? [],
            lint: lint, computedCount: arrangement.computedCount
        )
        group.computedInterItemSpacing = spacing?.computed
        group.computedContentInsets = insets?.computed
        return group
    }

    /// How the group gets its slots, and, for a `count` computed from the environment (`"max(1, trunc(width /
    /// 150))"`, in a section only), that count's expression: the arrangement then holds 1 until it is evaluated.
    private mutating func arrangement(
        for kind: GroupKind, _ node: SpecNode, _ path: String, depth: Int
    ) -> (arrangement: GroupArrangement, computedCount: FlowExpression?)? {
        let present = ["subitems", "subitem", "repeatingSubitem"].filter { node[$0] != nil }
        if kind == .custom {
            for key in present {
                reader.fault(node[key], SpecPath.appending(key: key, to: path), "a custom group takes \"frames\", not \"\(key)\"")
            }
            if let countNode = node["count"] {
                reader.fault(countNode, SpecPath.appending(key: "count", to: path), "a custom group takes \"frames\", not \"count\"")
            }
            guard let framesNode = node["frames"] else {
                reader.fault(node, path, "a custom group needs \"frames\": [{\"x\", \"y\", \"width\", \"height\"}, ...]")
                return nil
            }
            let framesPath = SpecPath.appending(key: "frames", to: path)
            guard let frames = Self.list(&reader, framesNode, framesPath, what: "custom frames", bound: InputLimits.subitemsPerGroup, { Self.customFrame(&$0, $1, $2) })
            else { return nil }
            if frames.isEmpty {
                reader.fault(framesNode, framesPath, "a custom group needs at least one frame")
                return nil
            }
            return (.custom(frames), nil)
        }
        if let framesNode = node["frames"] {
            reader.fault(framesNode, SpecPath.appending(key: "frames", to: path), "\"frames\" belongs to custom groups; this group is \(kind.rawValue)")
        }
        guard present.count == 1, let key = present.first else {
            if present.isEmpty {
                reader.fault(node, path, "a \(kind.rawValue) group needs one of \"subitems\", \"subitem\" (with \"count\") or \"repeatingSubitem\" (with \"count\")")
            } else {
                let list = present.map { "\"\($0)\"" }.joined(separator: " and ")
                reader.fault(node[present[1]], SpecPath.appending(key: present[1], to: path), "give only one of \"subitems\", \"subitem\" and \"repeatingSubitem\" (found \(list))")
            }
            return nil
        }
        let childPath = SpecPath.appending(key: key, to: path)
        let child = node[key]!
        if key == "subitems" {
            if let countNode = node["count"] {
                reader.fault(countNode, SpecPath.appending(key: "count", to: path), "\"count\" goes with \"subitem\" or \"repeatingSubitem\"; a \"subitems\" group repeats its subitems while they fit")
            }
            guard let elements = reader.array(child, childPath, bound: InputLimits.subitemsPerGroup, what: "an array of items or groups") else { return nil }
            if elements.isEmpty {
                reader.fault(child, childPath, "a group needs at least one subitem")
                return nil
            }
            var decoded: [LayoutElement] = []
            for (index, element) in elements.enumerated() {
                if let value = self.element(element, SpecPath.appending(index: index, to: childPath), depth: depth + 1) {
                    decoded.append(value)
                }
            }
            return decoded.count == elements.count ? (.subitems(decoded), nil) : nil
        }
        let subitem = element(child, childPath, depth: depth + 1)
        guard let countNode = node["count"] else {
            reader.fault(node, path, "\"\(key)\" needs \"count\" (the number of slots, at least 1)")
            return nil
        }
        let countPath = SpecPath.appending(key: "count", to: path)
        var computedCount: FlowExpression?
        var count: Int?
        if case .string(let text) = countNode.value {
            computedCount = reader.environmentExpression(text, countNode, countPath)
            if let constant = computedCount?.constantValue {
                computedCount = nil
                count = reader.integer(SpecNode(.number(constant), at: countNode.location), countPath, minimum: 1, bound: InputLimits.subitemsPerGroup, what: "a count")
            } else if computedCount != nil {
                count = 1
            }
        } else {
            count = reader.integer(countNode, countPath, minimum: 1, bound: InputLimits.subitemsPerGroup, what: "a count")
        }
        guard let subitem, let count else { return nil }
        return (key == "subitem" ? .counted(subitem, count: count) : .repeating(subitem, count: count), computedCount)
    }

    static func customFrame(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> CustomGroupFrame? {
        guard reader.object(node, path, allowed: ["x", "y", "width", "height", "zIndex"], required: ["x", "y", "width", "height"], what: "a custom frame")
        else { return nil }
        let x = reader.optional(node, "x", path) { $0.number($1, $2) }
        let y = reader.optional(node, "y", path) { $0.number($1, $2) }
        let width = reader.optional(node, "width", path) { $0.number($1, $2, rule: .nonNegative) }
        let height = reader.optional(node, "height", path) { $0.number($1, $2, rule: .nonNegative) }
        let zIndex = reader.optional(node, "zIndex", path) { $0.integer($1, $2, bound: InputLimits.zIndex) } ?? 0
        guard let x, let y, let width, let height else { return nil }
        return CustomGroupFrame(frame: Rect(x: x, y: y, width: width, height: height), zIndex: zIndex)
    }
}
