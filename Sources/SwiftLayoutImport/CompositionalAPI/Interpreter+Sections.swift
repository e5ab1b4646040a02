import LayoutModel
import SwiftSyntax

extension Interpreter {
    /// The section a value is, as a section provider returns it: the one place that decides which values are
    /// sections (an `NSCollectionLayoutSection`, copied as UIKit copies it when a layout or provider takes it).
    /// Nil for any other value. List sections (`.list(using:layoutEnvironment:)`), which the model holds as
    /// `ProvidedSection.list`, are refused where they are built until the importer reads them; they join here.
    func providedSection(from value: SwiftValue, at node: Syntax) throws -> ProvidedSection? {
        switch value {
        case .section(let section): return .composed(copy(section, at: node))
        default: return nil
        }
    }

    /// The definition of a layout's one section (`UICollectionViewCompositionalLayout(section:)`, a builder).
    func sectionDefinition(from value: SwiftValue, at node: Syntax) throws -> SectionDefinition? {
        try providedSection(from: value, at: node).map(SectionDefinition.init)
    }
}
