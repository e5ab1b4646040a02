import LayoutModel

extension LayoutSpecDecoder {
    static let sectionKeys = [
        "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior", "boundarySupplementaryItems",
        "decorationItems", "supplementariesFollowContentInsets", "contentInsetsReference",
    ]

    /// The names an adaptive case's `when` may read: the container's effective content size and the traits of
    /// `ConditionTrait`.
    static let adaptiveNames: Set<String> = ConditionTrait.names

    mutating func sectionDefinition(_ node: SpecNode, _ path: String) -> SectionDefinition? {
        if node["list"] != nil {
            return listSection(node, path).map { .list($0) }
        }
        guard let adaptive = node["adaptive"] else {
            return section(node, path).map { .fixed($0) }
        }
        guard reader.object(node, path, allowed: ["adaptive"], what: "an adaptive section"),
            let cases = adaptiveCases(adaptive, at: SpecPath.appending(key: "adaptive", to: path), payloadKeys: ["section"], read: { decoder, element, casePath in
                element["section"].flatMap { decoder.providedSection($0, SpecPath.appending(key: "section", to: casePath)) }
            })
        else { return nil }
        return .adaptive(cases.map { AdaptiveCase(condition: $0.condition, section: $0.payload) })
    }

    /// The cases of an `adaptive` array at `casesPath`, an adaptive section's or an adaptive flow layout's: each an
    /// object of an optional `when`, a trait condition, and `payloadKeys` (the first required), which `read` turns
    /// into what the case gives (also when its condition is at fault, so that every fault is reported at once);
    /// then the cases no environment chooses are faults. Nil when any case is at fault.
    mutating func adaptiveCases<Payload>(
        _ adaptive: SpecNode, at casesPath: String, payloadKeys: [String], read: (inout Self, SpecNode, String) -> Payload?
    ) -> [(condition: Predicate?, payload: Payload)]? {
        guard let elements = reader.array(adaptive, casesPath, bound: InputLimits.sectionDefinitions, what: "an array of adaptive cases") else { return nil }
        if elements.isEmpty { reader.fault(adaptive, casesPath, "needs at least one case") }
        var cases: [(condition: Predicate?, payload: Payload)] = []
        var conditions: [Predicate?] = []
        for (index, element) in elements.enumerated() {
            let casePath = SpecPath.appending(index: index, to: casesPath)
            guard reader.object(element, casePath, allowed: ["when"] + payloadKeys, required: [payloadKeys[0]], what: "an adaptive case")
            else { continue }
            let condition = reader.optional(element, "when", casePath) { reader, node, path in
                Self.traitCondition(&reader, node, path)
            }
            let payload = read(&self, element, casePath)
            guard element["when"] == nil || condition != nil else { continue }
            conditions.append(condition)
            if let payload { cases.append((condition, payload)) }
        }
        if conditions.count == elements.count { checkReachability(conditions, elements, casesPath, adaptive) }
        guard cases.count == elements.count, !cases.isEmpty else { return nil }
        return cases
    }

    /// A case's `when`: a predicate over the traits of `ConditionTrait`, each compared with a value of its kind
    /// (LayoutSpecFormat.md, Trait conditions).
    static func traitCondition(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> Predicate? {
        guard let condition = reader.predicate(node, path, allowedNames: adaptiveNames, allowsCases: true) else { return nil }
        let faults = TraitConditionCheck.kindFaults(in: condition)
        for fault in faults { reader.fault(node, path, fault) }
        return faults.isEmpty ? condition : nil
    }

    /// Faults for the cases of an adaptive section no environment chooses, at each one's `when` (or the case, for
    /// one without), or for conditions too many to check, at the section.
    private mutating func checkReachability(_ conditions: [Predicate?], _ elements: [SpecNode], _ casesPath: String, _ adaptive: SpecNode) {
        switch TraitConditionCheck.reachability(of: conditions) {
        case .tooManyCombinations(let cost):
            reader.fault(
                adaptive, casesPath,
                "these conditions are too many to check that every case can be chosen (\(formatNumber(cost.rounded())) evaluations; the limit is \(InputLimits.traitConditionChecks)): use fewer cases or fewer distinct thresholds"
            )
        case .checked(let faults):
            for (index, fault) in faults.sorted(by: { $0.key < $1.key }) {
                let casePath = SpecPath.appending(index: index, to: casesPath)
                if let when = elements[index]["when"] {
                    reader.fault(when, SpecPath.appending(key: "when", to: casePath), fault)
                } else {
                    reader.fault(elements[index], casePath, fault)
                }
            }
        }
    }

    /// What an adaptive case gives: a list section (`{"list": …}`) or a section built from a group.
    mutating func providedSection(_ node: SpecNode, _ path: String) -> ProvidedSection? {
        if node["list"] != nil { return listSection(node, path).map { .list($0) } }
        return section(node, path).map { .composed($0) }
    }

    /// The keys a list section may have beside `list`: the section's own properties code sets after
    /// `.list(using:layoutEnvironment:)`, which replace the list's (ListRules.md L36).
    static let listSectionKeys = ListConfiguration.sectionPropertyNames

    /// `{"list": {…}}`: `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, with the section properties of
    /// `listSectionKeys` code may set on it.
    mutating func listSection(_ node: SpecNode, _ path: String) -> ListConfiguration? {
        let outer = reader.allowsComputedValues
        reader.allowsComputedValues = true
        defer { reader.allowsComputedValues = outer }
        let refused = Self.sectionKeys.filter { node[$0] != nil && !Self.listSectionKeys.contains($0) }
        for key in refused {
            reader.fault(
                node[key], SpecPath.appending(key: key, to: path),
                "a list section is built from its list configuration; \"\(key)\" belongs to a section built from a group (a list section takes only \(Self.listSectionKeys.joined(separator: ", ")))"
            )
        }
        for key in Self.lintKeys where node[key] != nil {
            reader.fault(
                node[key], SpecPath.appending(key: key, to: path),
                "a list section's \"\(key)\" goes inside its \"list\" object, with the rest of its configuration"
            )
        }
        guard reader.object(node, path, allowed: ["list"] + Self.sectionKeys + Self.lintKeys, what: "a list section"),
            let listNode = node["list"], refused.isEmpty, Self.lintKeys.allSatisfy({ node[$0] == nil }),
            var configuration = list(listNode, SpecPath.appending(key: "list", to: path))
        else { return nil }
        var valid = true
        if node["contentInsets"] != nil {
            configuration.sectionContentInsets = reader.optional(node, "contentInsets", path) { $0.listSectionInsets($1, $2) }
            valid = valid && configuration.sectionContentInsets != nil
        }
        if node["boundarySupplementaryItems"] != nil {
            configuration.sectionBoundaryItems = reader.optional(node, "boundarySupplementaryItems", path) { reader, node, path in
                Self.list(&reader, node, path, what: "boundary supplementary items") { Self.boundaryItem(&$0, $1, $2) }
            }
            if let items = configuration.sectionBoundaryItems {
                Self.checkUniqueKinds(&reader, items.map(\.elementKind), node, path, scope: "this section")
            } else {
                valid = false
            }
        }
        if node["interGroupSpacing"] != nil {
            configuration.sectionInterGroupSpacing = reader.optional(node, "interGroupSpacing", path) { $0.number($1, $2) }
            valid = valid && configuration.sectionInterGroupSpacing != nil
        }
        if node["contentInsetsReference"] != nil {
            let reference = reader.optional(node, "contentInsetsReference", path) {
                $0.enumeration($1, $2, ContentInsetsReference.self, what: "content insets reference")
            }
            configuration.sectionContentInsetsReference = reference == .automatic ? nil : reference
            valid = valid && reference != nil
        }
        return valid ? configuration : nil
    }

    mutating func section(_ node: SpecNode, _ path: String) -> LayoutSection? {
        let outer = reader.allowsComputedValues
        reader.allowsComputedValues = true
        defer { reader.allowsComputedValues = outer }
        guard reader.object(node, path, allowed: Self.sectionKeys + Self.lintKeys, required: ["group"], what: "a section") else {
            return nil
        }
        var group: LayoutGroup?
        if let groupNode = node["group"] {
            let groupPath = SpecPath.appending(key: "group", to: path)
            if case .object = groupNode.value, groupNode["kind"] == nil {
                reader.fault(groupNode, groupPath, "a section's group needs \"kind\": \"horizontal\", \"vertical\" or \"custom\"")
            } else {
                group = self.group(groupNode, groupPath, depth: 1)
            }
        }
        var section = group.map { LayoutSection(group: $0) }
        if let insets = reader.optional(node, "contentInsets", path, { $0.computableInsets($1, $2) }) {
            section?.contentInsets = insets.insets
            section?.computedContentInsets = insets.computed
        }
        if let spacing = reader.optional(node, "interGroupSpacing", path, { $0.computableLength($1, $2) }) {
            section?.interGroupSpacing = spacing.value
            section?.computedInterGroupSpacing = spacing.computed
        }
        if let behavior = reader.optional(node, "orthogonalScrollingBehavior", path, {
            $0.enumeration($1, $2, OrthogonalScrollingBehavior.self, what: "orthogonal scrolling behavior")
        }) {
            section?.orthogonalScrollingBehavior = behavior
        }
        if let items = reader.optional(node, "boundarySupplementaryItems", path, { reader, node, path in
            Self.list(&reader, node, path, what: "boundary supplementary items") { Self.boundaryItem(&$0, $1, $2) }
        }) {
            section?.boundarySupplementaryItems = items
        }
        if let items = reader.optional(node, "decorationItems", path, { reader, node, path in
            Self.list(&reader, node, path, what: "decoration items") { Self.decorationItem(&$0, $1, $2) }
        }) {
            section?.decorationItems = items
        }
        if let follow = reader.optional(node, "supplementariesFollowContentInsets", path, { $0.bool($1, $2) }) {
            section?.supplementariesFollowContentInsets = follow
        }
        if let reference = reader.optional(node, "contentInsetsReference", path, {
            $0.enumeration($1, $2, ContentInsetsReference.self, what: "content insets reference")
        }) {
            section?.contentInsetsReference = reference == .automatic ? nil : reference
        }
        if let lint = Self.lintAnnotations(&reader, node, path) {
            section?.lint = lint
        } else {
            section = nil
        }
        if let section {
            let kinds = section.boundarySupplementaryItems.map(\.elementKind) + Self.supplementaryKinds(of: .group(section.group))
            Self.checkUniqueKinds(&reader, kinds, node, path, scope: "this section")
        }
        return section
    }

    /// The element kinds of every item and group supplementary under an element, each distinct declaration once.
    static func supplementaryKinds(of element: LayoutElement) -> [String] {
        switch element {
        case .item(let item):
            return item.supplementaryItems.map(\.elementKind)
        case .group(let group):
            var kinds = group.supplementaryItems.map(\.elementKind)
            switch group.arrangement {
            case .subitems(let elements):
                // The same subitem value listed twice is one declaration repeated, not two supplementaries.
                var seen: [LayoutElement] = []
                for element in elements where !seen.contains(element) {
                    seen.append(element)
                    kinds += supplementaryKinds(of: element)
                }
            case .counted(let element, _), .repeating(let element, _):
                kinds += supplementaryKinds(of: element)
            case .custom:
                break
            }
            return kinds
        }
    }
}
