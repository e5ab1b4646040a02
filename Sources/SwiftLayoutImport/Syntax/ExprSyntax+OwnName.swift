import SwiftSyntax

extension ExprSyntax {
    /// The name `x` or `self.x` writes: a variable or a property of the code's own type; nil for any other expression.
    var ownName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }
}
