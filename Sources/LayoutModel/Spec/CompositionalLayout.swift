/// A `UICollectionViewCompositionalLayout`: its configuration and one definition per section index (the section
/// provider's answers).
public struct CompositionalLayout: Hashable, Sendable {
    public var configuration: LayoutConfiguration
    /// Section i uses `sections[i]`; sections past the end use the last entry.
    public var sections: [SectionDefinition]

    /// True for `UICollectionViewCompositionalLayout.list(using:)`: one list configuration for every section,
    /// written as a layout-level `list` (`sections` then holds that one list).
    public private(set) var isListLayout: Bool

    public init(configuration: LayoutConfiguration = LayoutConfiguration(), sections: [SectionDefinition]) {
        self.configuration = configuration
        self.sections = sections
        self.isListLayout = false
    }

    /// `UICollectionViewCompositionalLayout.list(using:)`: every section a list section with `list`'s configuration
    /// (ListRules.md L1).
    public init(list: ListConfiguration, configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.configuration = configuration
        self.sections = [.list(list)]
        self.isListLayout = true
    }

    /// The layout-level list configuration of a `list(using:)` layout.
    public var listLayoutConfiguration: ListConfiguration? {
        guard isListLayout, sections.count == 1, case .list(let configuration) = sections[0] else { return nil }
        return configuration
    }

    /// The definition section `index` uses.
    public func definition(forSection index: Int) -> SectionDefinition {
        sections[min(index, sections.count - 1)]
    }

    /// Every group-built section any definition can produce (adaptive cases included), in order.
    public var allSections: [LayoutSection] { sections.flatMap(\.allSections) }

    /// Every list configuration any definition can produce (adaptive cases included), in order.
    public var allLists: [ListConfiguration] { sections.flatMap(\.allLists) }

    /// The layout with every adaptive condition's `layoutDirection` read as `direction`: how a right-to-left layout,
    /// planned as its left-to-right equivalent (V8), still chooses the cases its own direction chooses.
    public func readingLayoutDirection(as direction: LayoutDirection) -> CompositionalLayout {
        // Almost no layout's conditions read the direction: it is then its own (planned once per right-to-left run).
        guard sections.contains(where: { $0.conditionNames.contains("layoutDirection") }) else { return self }
        var layout = self
        layout.sections = sections.map { definition in
            guard case .adaptive(let cases) = definition else { return definition }
            return .adaptive(
                cases.map { adaptive in
                    var fixed = adaptive
                    fixed.condition = adaptive.condition?.substituting("layoutDirection", with: .caseName(direction.rawValue))
                    return fixed
                }
            )
        }
        return layout
    }
}
