import SwiftSyntax

/// A layout its own type replaces when the environment changes (ListRules.md and CompositionalRules.md compute one
/// layout per environment; they cannot say which of two an app shows after the changes it went through).
extension Interpreter {
    /// The methods UIKit calls when a view's traits or size change after it first shows.
    static let environmentChangeMethods: Set<String> = ["traitCollectionDidChange", "viewWillTransition", "willTransition"]

    /// A refusal when the type that builds the layout gives its collection view another one in a method of
    /// `environmentChangeMethods` (Brave's tab tray: 192-point cells when made, 256 on an iPad after
    /// `traitCollectionDidChange`): the layout shown then depends on the changes the app went through, which a spec,
    /// one layout per environment, cannot hold. Giving it the layout the declaration itself builds, called as the
    /// declaration is (`setCollectionViewLayout(makeLayout(), animated: true)`), changes nothing and is read.
    func replacementOnEnvironmentChange(of declaration: LayoutDeclaration) -> EvaluationStop? {
        guard let typeName = index.enclosingTypes(of: declaration.node).last else { return nil }
        let own = declaration.callSite.map(\.trimmedDescription) ?? "\(declaration.name)()"
        for name in Self.environmentChangeMethods.sorted() {
            for function in index.functionsByName[name] ?? [] where function.typeName == typeName && !function.isStatic {
                guard let body = function.decl.body else { continue }
                let finder = LayoutReplacementFinder(viewMode: .sourceAccurate)
                finder.walk(body)
                for (node, value) in finder.replacements {
                    // `let layout = makeLayout()` then `setCollectionViewLayout(layout, …)`: the code the name holds.
                    let given = finder.initializers[value.trimmedDescription] ?? value
                    guard given.trimmedDescription != own, given.trimmedDescription != "self." + own else { continue }
                    return stop(
                        node,
                        "\(typeName) gives its collection view another layout (`\(SourceMap.quote(given))`) in \(function.decl.name.text), which UIKit calls when the traits or size change: which layout shows then depends on the changes the app went through, which a spec (one layout per environment) cannot hold",
                        hint: "build one layout that reads the traits where it needs them (a section provider's layoutEnvironment.traitCollection, a flow delegate's sizes), and give the collection view that one"
                    )
                }
            }
        }
        return nil
    }
}

/// The layouts a method gives a collection view: `setCollectionViewLayout(x, animated:)` and `….collectionViewLayout =
/// x`, each with the code of `x`.
private final class LayoutReplacementFinder: SyntaxVisitor {
    var replacements: [(node: Syntax, value: Syntax)] = []
    /// What each local `let` or `var` of the method is made from, by name.
    var initializers: [String: Syntax] = [:]

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            initializers[name] = Syntax(value)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setCollectionViewLayout",
            let first = node.arguments.first
        {
            replacements.append((Syntax(node), Syntax(first.expression)))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `a.collectionViewLayout = x`.
        if let assignment = node.assignment, assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "collectionViewLayout" {
            replacements.append((Syntax(node), Syntax(assignment.value)))
        }
        return .visitChildren
    }
}
