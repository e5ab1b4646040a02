import LayoutModel

/// What `NSCollectionLayoutSection.list(using:layoutEnvironment:)` returns: a section UIKit builds from the list
/// configuration and the environment (ListRules.md L1, L2). The spec holds only the configuration, so the code
/// may not change the section's own properties afterwards (its insets come from L7 to L16); `position` is where
/// it was made, for that message.
struct ListSectionObject {
    var configuration: ListConfiguration
    var position: SourcePosition
}
