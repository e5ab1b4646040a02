import SwiftSyntax

extension CodeBlockSyntax {
    /// Whether the body calls `super.init(…)` in a form `matches` accepts: how a subclass's initializer hands UIKit
    /// what it builds (a compositional layout's section provider, a collection view's layout).
    func callsSuperInitializer(where matches: @escaping (FunctionCallExprSyntax) -> Bool) -> Bool {
        let finder = SuperInitializerFinder(matches)
        finder.walk(self)
        return finder.found
    }
}

extension FunctionCallExprSyntax {
    /// `super.init(…)`.
    var isSuperInitializerCall: Bool {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base?.is(SuperExprSyntax.self) == true && member.declName.baseName.text == "init"
    }

    /// `super.init(section:…)`, `super.init(sectionProvider:…)` or `super.init { … }`: the compositional layout's
    /// initializers that hand UIKit its sections.
    var handsCompositionalSections: Bool {
        let label = arguments.first?.label?.text
        return label == "section" || label == "sectionProvider" || (arguments.isEmpty && trailingClosure != nil)
    }
}

private final class SuperInitializerFinder: SyntaxVisitor {
    private let matches: (FunctionCallExprSyntax) -> Bool
    private(set) var found = false

    init(_ matches: @escaping (FunctionCallExprSyntax) -> Bool) {
        self.matches = matches
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.isSuperInitializerCall, matches(node) { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
