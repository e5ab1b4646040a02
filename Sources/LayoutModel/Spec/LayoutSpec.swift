/// A named compositional layout: configuration plus one definition per section index.
public struct LayoutSpec: Hashable, Sendable {
    /// The catalog key: letters, digits, `-`, `_` and `.`.
    public var name: String
    public var title: String?
    public var description: String?
    public var configuration: LayoutConfiguration
    /// Section i uses `sections[i]`; sections past the end use the last entry.
    public var sections: [SectionDefinition]
    /// Item counts used when a compute names neither `--items` nor `--dataset`.
    public var itemCounts: [Int]?

    public init(
        name: String,
        title: String? = nil,
        description: String? = nil,
        configuration: LayoutConfiguration = LayoutConfiguration(),
        sections: [SectionDefinition],
        itemCounts: [Int]? = nil
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.configuration = configuration
        self.sections = sections
        self.itemCounts = itemCounts
    }

    /// The definition section `index` uses.
    public func definition(forSection index: Int) -> SectionDefinition {
        sections[min(index, sections.count - 1)]
    }
}
