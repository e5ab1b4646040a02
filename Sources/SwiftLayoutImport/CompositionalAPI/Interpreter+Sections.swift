import LayoutModel
import SwiftSyntax

extension Interpreter {
    /// The section a value is, as a spec's section definition: the one place that decides which values are
    /// sections (an `NSCollectionLayoutSection`, copied as UIKit copies it when a layout or provider takes it).
    /// Nil for any other value. List sections (`.list(using:layoutEnvironment:)`) are refused where they are
    /// built until the model has them; they would be told apart here.
    func sectionDefinition(from value: SwiftValue, at node: Syntax) throws -> SectionDefinition? {
        switch value {
        case .section(let section): return .fixed(copy(section, at: node))
        default: return nil
        }
    }
}
