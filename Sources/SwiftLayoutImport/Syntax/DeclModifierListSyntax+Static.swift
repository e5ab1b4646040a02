import SwiftSyntax

extension DeclModifierListSyntax {
    /// True for a `static` or `class` member: code in it sees the type, not an instance, as `self`.
    var marksStaticMember: Bool {
        contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }
}
