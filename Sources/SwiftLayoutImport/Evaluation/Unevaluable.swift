/// A value the file does not determine: a name declared elsewhere, a property of the running app, a `var`
/// whose value can change. Carried along silently; a diagnostic only when it reaches a layout.
struct Unevaluable {
    /// The code, such as `self.view.frame.height`.
    var expression: String
    var position: SourcePosition
    /// Why it is not known, for the message: "it is known only when the app runs".
    var reason: String
    /// True when `--assume EXPRESSION=NUMBER` can supply it (a name or a chain of names).
    var isAssumable: Bool
    /// A hint of its own, used instead of the `--assume` one.
    var hint: String?

    /// The message for when the value reaches a layout.
    func diagnostic(in map: SourceMap) -> SwiftImportDiagnostic {
        let advice = hint ?? (isAssumable ? "give it a value with --assume \(expression.filter { !$0.isWhitespace })=NUMBER" : nil)
        return map.diagnostic(at: position, "cannot evaluate `\(expression)`: \(reason)", hint: advice)
    }

    /// The name an `--assume` option gives this expression: the code without spaces, `self.` dropped.
    static func assumptionKey(_ expression: String) -> String {
        let compact = String(expression.filter { !$0.isWhitespace })
        return compact.hasPrefix("self.") ? String(compact.dropFirst(5)) : compact
    }
}
