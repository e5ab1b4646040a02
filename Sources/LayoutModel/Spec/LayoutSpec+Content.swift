extension LayoutSpec {
    /// Every content description of the spec: items' and boundary items' (R40).
    public var contentDescriptions: [ContentDescription] {
        var result: [ContentDescription] = configuration.boundarySupplementaryItems.compactMap(\.content)
        func collect(_ element: LayoutElement) {
            switch element {
            case .item(let item):
                if let content = item.content { result.append(content) }
            case .group(let group):
                switch group.arrangement {
                case .subitems(let elements): elements.forEach(collect)
                case .counted(let element, _), .repeating(let element, _): collect(element)
                case .custom: break
                }
            }
        }
        for section in sections.flatMap(\.allSections) {
            result += section.boundarySupplementaryItems.compactMap(\.content)
            collect(.group(section.group))
        }
        return result
    }

    /// True when some supplementary has a `visibleWhen` predicate.
    public var hasVisibilityPredicates: Bool {
        func anchored(_ element: LayoutElement) -> Bool {
            switch element {
            case .item(let item):
                return item.supplementaryItems.contains { $0.visibleWhen != nil }
            case .group(let group):
                if group.supplementaryItems.contains(where: { $0.visibleWhen != nil }) { return true }
                switch group.arrangement {
                case .subitems(let elements): return elements.contains(where: anchored)
                case .counted(let element, _), .repeating(let element, _): return anchored(element)
                case .custom: return false
                }
            }
        }
        return sections.flatMap(\.allSections).contains { anchored(.group($0.group)) }
    }
}
