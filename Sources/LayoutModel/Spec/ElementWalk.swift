/// One element met on a walk through a section's group tree: the element, its path below the section (`group`,
/// `group.subitems[0]`, `group.subitem`, `group.repeatingSubitem`), and its depth (0 for the section's group).
public struct ElementVisit {
    public let element: LayoutElement
    public let path: String
    public let depth: Int
}

extension GroupArrangement {
    /// The subitems a group arranges, each with its name in a path: `subitems[i]`, `subitem` or `repeatingSubitem`.
    /// Custom groups place frames, not subitems: none.
    public var children: [(name: String, element: LayoutElement)] {
        switch self {
        case .subitems(let elements): return elements.enumerated().map { ("subitems[\($0.offset)]", $0.element) }
        case .counted(let element, _): return [("subitem", element)]
        case .repeating(let element, _): return [("repeatingSubitem", element)]
        case .custom: return []
        }
    }
}

extension LayoutElement {
    /// The subitems of a group (none for an item).
    public var children: [(name: String, element: LayoutElement)] {
        if case .group(let group) = self { return group.arrangement.children }
        return []
    }

    /// Visits this element and every element below it, each parent before its subitems, subitems in order. The one
    /// walk over group trees: describing, collecting content and supplementaries, and the engine's questions about a
    /// tree all go through it. (Nesting is at most `LayoutSpecDecoder.maximumGroupDepth` deep.)
    public func walk(path: String = "group", depth: Int = 0, _ visit: (ElementVisit) -> Void) {
        visit(ElementVisit(element: self, path: path, depth: depth))
        for child in children {
            child.element.walk(path: path + "." + child.name, depth: depth + 1, visit)
        }
    }

    /// True when this element or one below it satisfies `predicate`.
    public func contains(where predicate: (LayoutElement) -> Bool) -> Bool {
        var found = false
        walk { visit in if !found, predicate(visit.element) { found = true } }
        return found
    }

    /// The supplementaries anchored to this element and every element below it (R30 to R33).
    public var anchoredSupplementaries: [SupplementaryItem] {
        var result: [SupplementaryItem] = []
        walk { visit in
            switch visit.element {
            case .item(let item): result += item.supplementaryItems
            case .group(let group): result += group.supplementaryItems
            }
        }
        return result
    }
}

extension CompositionalLayout {
    /// Every boundary item: the layout's own, then each section's (adaptive cases included).
    public var boundaryItems: [BoundarySupplementaryItem] {
        configuration.boundarySupplementaryItems + allSections.flatMap(\.boundarySupplementaryItems)
    }

    /// Every supplementary anchored to an item or group of any section (adaptive cases included).
    public var anchoredSupplementaries: [SupplementaryItem] {
        allSections.flatMap { LayoutElement.group($0.group).anchoredSupplementaries }
    }

    /// What the picture of a result needs to know about its supplementary kinds (badges and pinned bands).
    public var supplementaryRoles: SupplementaryRoles {
        SupplementaryRoles(
            badgeKinds: Set(anchoredSupplementaries.map(\.elementKind)),
            pinnedKinds: Set(boundaryItems.filter(\.pinToVisibleBounds).map(\.elementKind)).union(allLists.flatMap(\.pinnedKinds))
        )
    }

    /// Every content description: boundary items' and items' (R40), anchored supplementaries' (drawn only), and the
    /// labels list sections show on `model`'s lists.
    public func contentDescriptions(_ model: IOSVersion.ListModel) -> [ContentDescription] {
        var result = configuration.boundarySupplementaryItems.compactMap(\.content) + allLists.flatMap { $0.contentDescriptions(model) }
        result += anchoredSupplementaries.compactMap(\.content)
        for section in allSections {
            result += section.boundarySupplementaryItems.compactMap(\.content)
            LayoutElement.group(section.group).walk { visit in
                if case .item(let item) = visit.element, let content = item.content { result.append(content) }
            }
        }
        return result
    }

    /// True when some anchored supplementary has a `visibleWhen` predicate.
    public var hasVisibilityPredicates: Bool {
        anchoredSupplementaries.contains { $0.visibleWhen != nil }
    }
}
