import LayoutModel
import SwiftSyntax

/// A `UICollectionViewCompositionalLayout` as built: one section for all, or a section provider, and the
/// configuration.
struct CompositionalLayoutValue {
    enum Sections {
        /// `UICollectionViewCompositionalLayout(section:)`, or a section builder read as a layout of its one section.
        case single(SectionDefinition)
        /// The provider closure and the code that passed it, for messages.
        case provider(SwiftValue, node: Syntax)
        /// `UICollectionViewCompositionalLayout.list(using:)`: every section a list section (ListRules.md L1).
        case list(ListConfiguration)
    }

    var sections: Sections
    var configuration: LayoutConfiguration
}
