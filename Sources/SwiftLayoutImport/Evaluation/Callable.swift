import SwiftSyntax

/// A function the interpreter can call: a function declared in the file, or a closure with the scope it
/// captured.
struct Callable {
    struct Parameter {
        /// The argument label callers write; nil for `_` and for closure parameters.
        var label: String?
        /// The name the body uses.
        var name: String
        var type: TypeSyntax?
        var defaultValue: ExprSyntax?
    }

    /// How messages name it: `createRedSection()`, `columnCount(for:)`, `closure`.
    var name: String
    var parameters: [Parameter]
    /// The declared result type, which gives `.member` results their type (`return .init(section: section)`).
    var returnType: TypeSyntax?
    var body: CodeBlockItemListSyntax
    var captured: Scope
    var context: EvaluationContext
    /// Closures take arguments by position; a closure without a signature reads them as `$0`, `$1`, ...
    var isClosure: Bool
    var usesShorthandArguments = false
    /// The function declaration of the file it runs, nil for a closure.
    var declaration: SyntaxIdentifier?

    /// A function declaration of the file, to run with `context`'s `self`.
    init(function: FunctionDeclSyntax, context: EvaluationContext, fileScope: Scope) {
        let parameters = function.signature.parameterClause.parameters.map { parameter in
            let label = parameter.argumentLabel
            return Parameter(
                label: label, name: (parameter.secondName ?? parameter.firstName).text, type: parameter.type,
                defaultValue: parameter.defaultValue?.value
            )
        }
        self.name = Callable.signature(name: function.name.text, labels: parameters.map(\.label))
        self.parameters = parameters
        self.returnType = function.signature.returnClause?.type
        self.body = function.body?.statements ?? CodeBlockItemListSyntax([])
        self.captured = fileScope
        self.context = context
        self.isClosure = false
        self.declaration = function.id
    }

    /// An initializer the files declare in an extension of one of UIKit's value types (`extension UIEdgeInsets {
    /// init(top:leading:bottom:trailing:) }`), run with `context`'s `self`.
    init(initializer: InitializerDeclSyntax, typeName: String, context: EvaluationContext, fileScope: Scope) {
        let parameters = initializer.signature.parameterClause.parameters.map { parameter in
            Parameter(
                label: parameter.argumentLabel, name: (parameter.secondName ?? parameter.firstName).text,
                type: parameter.type, defaultValue: parameter.defaultValue?.value
            )
        }
        self.name = Callable.signature(name: typeName + ".init", labels: parameters.map(\.label))
        self.parameters = parameters
        self.returnType = nil
        self.body = initializer.body?.statements ?? CodeBlockItemListSyntax([])
        self.captured = fileScope
        self.context = context
        self.isClosure = false
        self.declaration = initializer.id
    }

    /// A closure expression, capturing the scope it is evaluated in.
    init(closure: ClosureExprSyntax, scope: Scope, context: EvaluationContext) {
        var parameters: [Parameter] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list):
            parameters = list.map { Parameter(label: nil, name: $0.name.text, type: nil, defaultValue: nil) }
        case .parameterClause(let clause):
            parameters = clause.parameters.map { parameter in
                Parameter(label: nil, name: (parameter.secondName ?? parameter.firstName).text, type: parameter.type, defaultValue: nil)
            }
        case nil:
            break
        }
        self.name = "closure"
        self.parameters = parameters
        self.returnType = closure.signature?.returnClause?.type
        self.body = closure.statements
        self.captured = scope
        self.context = context
        self.isClosure = true
        // `{ [unowned self] in self.buildSection(index: $0, environment: $1) }`: a capture list alone declares no
        // parameters, so the closure reads its arguments as `$0`, `$1`, … as one without a signature does.
        self.usesShorthandArguments = closure.signature?.parameterClause == nil
    }

    /// The getter of a local computed variable (`var uiswitch: UISwitch { … }` inside a function), run each time the
    /// name is read, with the scope it is declared in.
    init(getter: CodeBlockItemListSyntax, name: String, type: TypeSyntax?, scope: Scope, context: EvaluationContext) {
        self.name = name
        self.parameters = []
        self.returnType = type
        self.body = getter
        self.captured = scope
        self.context = context
        self.isClosure = true
    }

    /// `name(label:label:)`, Swift's way of naming a function with its argument labels.
    static func signature(name: String, labels: [String?]) -> String {
        "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}
