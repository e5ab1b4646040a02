import SwiftSyntax

extension TypeSyntax {
    /// True for `T?` and `T!`: a `var` of such a type declared without a value starts as nil.
    var isOptional: Bool { self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) }
}
