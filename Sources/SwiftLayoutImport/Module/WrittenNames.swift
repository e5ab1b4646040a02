import SwiftSyntax

/// The names a file's code writes: the first name of every assignment's target (`rowHeight = 60`,
/// `self.configuration.showsSeparators = false`, `spacing += 2`), of every `&name` passed in-out, and of every
/// method called on a name (`items.append(…)` may be a mutating method), and every label of a call to a type
/// (`Metrics(spacing: 4)`, a struct's memberwise initializer). A `private` or `fileprivate` property that
/// none of its file's code writes keeps the value it is declared with, as a `let` does: Swift lets no other file
/// write it (SwiftImport.md, The Swift it follows).
struct WrittenNames {
    private(set) var names: Set<String> = []

    init(_ tree: SourceFileSyntax) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        names = finder.names
    }

    /// The first name of a chain (`self.a.b?[0].c` is `a`), nil when it starts elsewhere (a call's result).
    static func rootName(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
                    return member.declName.baseName.text
                }
                current = base
            } else if let chaining = current.as(OptionalChainingExprSyntax.self) {
                current = chaining.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
                current = subscripted.calledExpression
            } else {
                return nil
            }
        }
    }

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []

        private func add(_ target: ExprSyntax) {
            if let name = WrittenNames.rootName(of: target) { names.insert(name) }
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for (position, element) in elements.enumerated() where position > 0 {
                let assigns = element.is(AssignmentExprSyntax.self)
                    || (element.as(BinaryOperatorExprSyntax.self).map { $0.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains($0.operator.text) } ?? false)
                if assigns { add(elements[position - 1]) }
            }
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.is(AssignmentExprSyntax.self) { add(node.leftOperand) }
            return .visitChildren
        }

        override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
            add(node.expression)
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { add(base) }
            // `Metrics(spacing: 4)`: a struct's memberwise initializer sets the property its label names.
            if let type = node.calledExpression.as(DeclReferenceExprSyntax.self), type.baseName.text.first?.isUppercase == true {
                for argument in node.arguments { if let label = argument.label { names.insert(label.text) } }
            }
            return .visitChildren
        }
    }
}
