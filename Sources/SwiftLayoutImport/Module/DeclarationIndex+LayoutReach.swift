import SwiftSyntax

extension DeclarationIndex {
    /// The names through which code can change a collection view's layout or what its flow layout reads: the flow
    /// layout's and the collection view's configuring properties (`FlowAPI`), the layout classes, the calls that set a
    /// layout.
    static let layoutVocabulary: Set<String> = FlowAPI.configuringProperties.union([
        "setCollectionViewLayout", "UICollectionView", "UICollectionViewLayout", "UICollectionViewFlowLayout",
        "UICollectionViewCompositionalLayout", "UICollectionViewController",
    ])

    /// Whether a function may change a collection view's layout: its body names one of `layoutVocabulary`, or a
    /// function of the files of a name it mentions does. A method the app adds to every view (`extension UIView {
    /// func pinToParent() … }`, Auto Layout constraints to its superview) names none, so calling it on a collection
    /// view leaves its layout as it was, and the importer need not run it. Names are matched as written, so a
    /// function that might reach the vocabulary is taken to.
    func mayChangeLayout(_ function: FunctionDeclSyntax) -> Bool {
        if let known = layoutReach[function.id] { return known }
        var visiting: Set<SyntaxIdentifier> = []
        let reaches = mayChangeLayout(function, visiting: &visiting)
        layoutReach[function.id] = reaches
        return reaches
    }

    private func mayChangeLayout(_ function: FunctionDeclSyntax, visiting: inout Set<SyntaxIdentifier>) -> Bool {
        guard visiting.insert(function.id).inserted, let body = function.body else { return false }
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if Self.layoutVocabulary.contains(name) { return true }
            for callee in functionsByName[name] ?? [] where mayChangeLayout(callee.decl, visiting: &visiting) { return true }
        }
        return false
    }

    /// Whether a method returns the object it is called on, as fluent view methods do (`func constrainToSize(height:)
    /// -> Self { …; return self }`): declared to return `Self`, and every value it returns is `self` or a call of
    /// another such method of `typeName`.
    func returnsItself(_ function: FunctionDeclSyntax, in typeName: String) -> Bool {
        var visiting: Set<SyntaxIdentifier> = []
        return returnsItself(function, in: typeName, visiting: &visiting)
    }

    private func returnsItself(_ function: FunctionDeclSyntax, in typeName: String, visiting: inout Set<SyntaxIdentifier>) -> Bool {
        guard visiting.insert(function.id).inserted, function.signature.returnClause?.type.trimmedDescription == "Self",
            let body = function.body
        else { return false }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        var returned = finder.returned
        if body.statements.count == 1, let only = body.statements.first, let expression = Interpreter.expression(of: only) {
            returned.append(expression)
        }
        guard !returned.isEmpty else { return false }
        for expression in returned {
            if expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { continue }
            guard let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                let other = self.function(named: callee.baseName.text, labels: call.arguments.map { $0.label?.text }, in: typeName, near: call),
                returnsItself(other.decl, in: typeName, visiting: &visiting)
            else { return false }
        }
        return true
    }

    /// The expressions a body's `return`s give, outside the closures and functions it declares.
    private final class ReturnFinder: SyntaxVisitor {
        var returned: [ExprSyntax] = []
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let expression = node.expression { returned.append(expression) }
            return .skipChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
