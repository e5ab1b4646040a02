import SwiftSyntax

extension SequenceExprSyntax {
    /// `target = value` as the parser leaves it, unfolded (three elements, the middle one `=`); nil for anything else.
    var assignment: (target: ExprSyntax, value: ExprSyntax)? {
        let elements = Array(self.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2])
    }
}
