/// A `UICollectionViewCompositionalLayout`: its configuration and one definition per section index (the section
/// provider's answers).
public struct CompositionalLayout: Hashable, Sendable {
    public var configuration: LayoutConfiguration
    /// Section i uses `sections[i]`; sections past the end use the last entry.
    public var sections: [SectionDefinition]

    public init(configuration: LayoutConfiguration = LayoutConfiguration(), sections: [SectionDefinition]) {
        self.configuration = configuration
        self.sections = sections
    }

    /// The definition section `index` uses.
    public func definition(forSection index: Int) -> SectionDefinition {
        sections[min(index, sections.count - 1)]
    }

    /// Every section any definition can produce (adaptive cases included), in order.
    public var allSections: [LayoutSection] { sections.flatMap(\.allSections) }
}
