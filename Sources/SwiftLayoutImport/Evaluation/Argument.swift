import SwiftSyntax

/// An evaluated argument of a call.
struct Argument {
    var label: String?
    var value: SwiftValue
    var node: Syntax
    /// How a message names what this value is for: "`widthDimension:`", "`item.contentInsets`".
    var role: String

    init(label: String?, value: SwiftValue, node: Syntax, role: String? = nil) {
        self.label = label
        self.value = value
        self.node = node
        self.role = role ?? label.map { "`\($0):`" } ?? "the argument"
    }
}
