import LayoutModel
import SwiftSyntax

/// A `UICollectionViewCompositionalLayout` as built: one section for all, or a section provider, and the
/// configuration.
struct CompositionalLayoutValue {
    enum Sections {
        case single(LayoutSection)
        /// The provider closure and the code that passed it, for messages.
        case provider(SwiftValue, node: Syntax)
    }

    var sections: Sections
    var configuration: LayoutConfiguration
}
