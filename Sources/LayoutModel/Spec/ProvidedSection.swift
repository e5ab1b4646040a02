/// What a section provider returns for one section index: a section built from a group
/// (`NSCollectionLayoutSection(group:)`), or a list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`),
/// which UIKit builds from its configuration and the environment (ListRules.md L1, L2).
public enum ProvidedSection: Hashable, Sendable {
    case composed(LayoutSection)
    case list(ListConfiguration)

    /// The group-built section, when this is one.
    public var composed: LayoutSection? {
        switch self {
        case .composed(let section): return section
        case .list: return nil
        }
    }

    /// The list configuration, when this is a list section.
    public var list: ListConfiguration? {
        switch self {
        case .composed: return nil
        case .list(let configuration): return configuration
        }
    }
}
