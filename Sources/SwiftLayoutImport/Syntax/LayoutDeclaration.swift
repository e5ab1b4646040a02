import SwiftSyntax

/// A declaration that builds a layout: a function or initializer, a property of a type (stored with an initializer,
/// or computed), a top-level `let`, or the members of a type that configure a flow layout.
struct LayoutDeclaration {
    enum Kind {
        case function(FunctionDeclSyntax)
        /// An initializer that builds a compositional layout for its object (`super.init(frame: .zero,
        /// collectionViewLayout: layout)` in a collection view's `init`): the one layout its body creates.
        case initializer(InitializerDeclSyntax)
        case property(VariableDeclSyntax, PatternBindingSyntax)
        /// A `let` or `var` among the file's top-level statements, which run in order before it.
        case topLevel(VariableDeclSyntax, PatternBindingSyntax, itemIndex: Int)
        /// A flow layout: the members that create and configure it and the delegate methods (`node` is the
        /// first member, else the type).
        case flow(FlowUnit)
    }

    /// A parameter the importer gives each case of its `CaseIterable` enum in turn, one layout per case.
    struct EnumeratedArgument {
        var parameter: String
        var typeName: String
        var caseName: String
    }

    var kind: Kind
    /// `create`, `layout`: the function's or property's name.
    var name: String
    /// The types around the declaration, outermost first.
    var typePath: [String]
    /// The file that declares it (its first member, for a flow layout).
    var file: ParsedSwiftFile
    var comment: CatalogComment?
    /// A `// catalog:` comment that could not be read: the layout is still evaluated (to report its faults
    /// too) but gets no name, so it is not imported.
    var hasMalformedComment = false
    var node: Syntax
    /// True for a section builder (it returns an `NSCollectionLayoutSection`): a layout of that one section, named
    /// by its type and member.
    var isSectionBuilder = false
    /// For an instance member of an enum: the case `self` is in this layout (one layout per case).
    var selfCase: String?
    /// Parameters given one case of their enum each.
    var enumeratedArguments: [EnumeratedArgument] = []
    /// For a function that builds a layout from its arguments and that other code calls
    /// (`_setupCollectionView(appearance: appearance)` in `viewDidLoad`): the call it is read through, its arguments
    /// evaluated where the call is.
    var callSite: FunctionCallExprSyntax?
    /// For one of several collection views a type's code makes, each with a flow layout of its own: the stored
    /// property that holds the view this layout is (`categoryCollectionView`).
    var shownView: String?

    init(kind: Kind, name: String, typePath: [String], file: ParsedSwiftFile, node: Syntax) {
        self.kind = kind
        self.name = name
        self.typePath = typePath
        self.file = file
        self.node = node
    }

    /// How messages and titles name it: `LayoutFactory.create()`, `ViewController.layout`.
    var displayName: String {
        let prefix = typePath.last.map { "\($0)." } ?? ""
        switch kind {
        case .function(let function):
            let labels = function.signature.parameterClause.parameters.argumentLabels
            return prefix + Callable.signature(name: name, labels: labels)
        case .initializer(let initializer):
            let labels = initializer.signature.parameterClause.parameters.argumentLabels
            return prefix + Callable.signature(name: "init", labels: labels)
        case .property, .topLevel:
            return prefix + name
        case .flow where shownView != nil:
            return prefix + shownView!
        case .flow(let unit):
            // A layout without configuring code (a storyboard's, answered by the delegate) is its view controller's.
            return unit.members.first.map { prefix + $0.displayName } ?? unit.typeName ?? name
        }
    }

    /// The declaration with the cases it runs with: `Section.layoutSection() for .grid`,
    /// `Layouts.build(for:) with kind = .grid`.
    var titleWithVariant: String {
        var title = displayName
        if let callSite {
            title += " as called at line \(file.map.position(of: callSite).line)" + (callSite.root.id == file.id ? "" : " of another file")
        }
        if let selfCase { title += " for .\(selfCase)" }
        if !enumeratedArguments.isEmpty {
            title += " with " + enumeratedArguments.map { "\($0.parameter) = .\($0.caseName)" }.joined(separator: ", ")
        }
        return title
    }

    /// True when a fault lies in the comments before the declaration or at its start (its `// catalog:` comment, its
    /// name): a fault of this layout, not of code inside it.
    func contains(_ fault: SwiftImportDiagnostic) -> Bool {
        guard fault.file == file.path else { return false }
        let start = file.map.position(of: node.position)
        let end = file.map.position(of: node.positionAfterSkippingLeadingTrivia)
        return (fault.line, fault.column) >= (start.line, start.column) && (fault.line, fault.column) <= (end.line, end.column)
    }

    /// The case names that tell this layout from the others of one declaration, in order.
    var variantNames: [String] { (selfCase.map { [$0] } ?? []) + enumeratedArguments.map(\.caseName) }
}
