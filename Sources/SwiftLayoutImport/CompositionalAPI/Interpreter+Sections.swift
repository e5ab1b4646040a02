import LayoutModel
import SwiftSyntax

extension Interpreter {
    /// The section a value is, as a section provider returns it: the one place that decides which values are
    /// sections: an `NSCollectionLayoutSection` built from a group, or a list section
    /// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`, ListRules.md L1), each copied as UIKit copies it
    /// when a layout or provider takes it. Nil for any other value.
    func providedSection(from value: SwiftValue, at node: Syntax) throws -> ProvidedSection? {
        switch value {
        case .section(let section): return .composed(copy(section, at: node))
        case .listSection(let section): return .list(copy(section, at: node).configuration)
        default: return nil
        }
    }

    /// The definition of a layout's one section (`UICollectionViewCompositionalLayout(section:)`, a builder).
    func sectionDefinition(from value: SwiftValue, at node: Syntax) throws -> SectionDefinition? {
        try providedSection(from: value, at: node).map(SectionDefinition.init)
    }
}
