import SwiftSyntax

extension FunctionParameterListSyntax {
    /// The argument labels calls write (`nil` for `_`): what tells overloads apart, and how `Callable.signature` names
    /// a function.
    var argumentLabels: [String?] { map(\.argumentLabel) }
}

extension FunctionParameterSyntax {
    /// The label a call writes for this parameter; nil for `_`.
    var argumentLabel: String? { firstName.tokenKind == .wildcard ? nil : firstName.text }
}
