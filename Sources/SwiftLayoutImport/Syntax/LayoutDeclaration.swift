import SwiftSyntax

/// A declaration that builds a layout: a function, a property of a type (stored with an initializer, or
/// computed), a top-level `let`, or the members of a type that configure a flow layout.
struct LayoutDeclaration {
    enum Kind {
        case function(FunctionDeclSyntax)
        case property(VariableDeclSyntax, PatternBindingSyntax)
        /// A `let` or `var` among the file's top-level statements, which run in order before it.
        case topLevel(VariableDeclSyntax, PatternBindingSyntax, itemIndex: Int)
        /// A flow layout: the members that create and configure it and the delegate methods (`node` is the
        /// first member).
        case flow(FlowUnit)
    }

    var kind: Kind
    /// `create`, `layout`: the function's or property's name.
    var name: String
    /// The types around the declaration, outermost first.
    var typePath: [String]
    var comment: CatalogComment?
    /// A `// catalog:` comment that could not be read: the layout is still evaluated (to report its faults
    /// too) but gets no name, so it is not imported.
    var hasMalformedComment = false
    var node: Syntax

    /// How messages and titles name it: `LayoutFactory.create()`, `ViewController.layout`.
    var displayName: String {
        let prefix = typePath.last.map { "\($0)." } ?? ""
        switch kind {
        case .function(let function):
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
            return prefix + Callable.signature(name: name, labels: labels)
        case .property, .topLevel:
            return prefix + name
        case .flow(let unit):
            return prefix + (unit.members.first?.displayName ?? name)
        }
    }
}
