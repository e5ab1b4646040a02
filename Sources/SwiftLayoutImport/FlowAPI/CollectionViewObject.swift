import LayoutModel
import SwiftSyntax

/// A `UICollectionView` as layout code holds it: the layout it shows (a flow layout object, a compositional
/// layout, or something the file does not determine) and its own properties that move a flow layout's frames.
struct CollectionViewObject {
    var layout: SwiftValue
    var settings = CollectionViewSettings()
}

/// The state of one flow layout's reading: the view controller's stored properties as its code sets them, the
/// functions it called, and the collection views and flow layouts it built. While one is active, the
/// interpreter reads `view.frame.width` and its kin as the flow spec's names.
final class FlowRun {
    /// The type whose members configure the layout (the view controller); nil for file-level code.
    let typeName: String?
    /// Stored properties of the controller: read from their initializers once, or assigned by its code.
    var properties: [String: SwiftValue] = [:]
    /// Properties being read (a property defined in terms of itself is a fault, not a loop).
    var propertiesInProgress: Set<String> = []
    /// The functions of the file the code has called so far.
    var calledFunctions: Set<SyntaxIdentifier> = []
    /// The container names read, each code once, in order: what the spec's description says about them.
    var readings: [FlowReading] = []

    init(typeName: String?) {
        self.typeName = typeName
    }

    /// True when `value` is the controller this run reads.
    func isController(_ value: SwiftValue?) -> Bool {
        guard let typeName, case .instance(let name)? = value else { return false }
        return name == typeName
    }
}
