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
    /// True when `hint` and `isAssumable` follow from the declared type of the value itself (a `var` of an enum
    /// type takes a case): a member of it (`config.spacing`) is another value, which they do not describe.
    var describesDeclaredType = false
    /// The name no file imported declares (`Theme`, `CGFloat.largeInset`), when that is why the value is unknown:
    /// the file that declares it may simply be missing from the import.
    var missingDeclaration: String?
    /// Inside a registration's handler: the record, field or index path this value stands for (see
    /// `RegistrationReading`); nil elsewhere and for anything built on it, unless the builder keeps it.
    var reading: RegistrationReading?
    /// Members that are known although the whole is not: the `height` of `CGSize(width: UIScreen.main.bounds.width -
    /// 48, height: 100)` where the screen is not known. Code built on the value loses them.
    var knownMembers: [String: SwiftValue] = [:]

    init(expression: String, position: SourcePosition, reason: String, isAssumable: Bool, hint: String? = nil) {
        self.expression = expression
        self.position = position
        self.reason = reason
        self.isAssumable = isAssumable
        self.hint = hint
    }

    /// The unknown value of code built on this one (`tags.count`, `dataSource.snapshot()`): its expression, and
    /// `--assume` only where the code is a chain of names (and the base did not already rule it out for a reason
    /// of its own). A hint about the base's declared type no longer applies.
    func extended(to code: String, chainOfNames: Bool) -> Unevaluable {
        var unknown = self
        unknown.expression = code
        unknown.reading = nil
        unknown.knownMembers = [:]
        if unknown.describesDeclaredType {
            unknown.describesDeclaredType = false
            unknown.isAssumable = true
            unknown.hint = nil
        }
        unknown.isAssumable = unknown.isAssumable && chainOfNames
        return unknown
    }

    /// The message for when the value reaches a layout.
    var diagnostic: SwiftImportDiagnostic {
        return position.diagnostic("cannot evaluate `\(expression)`: \(reason)", hint: hint ?? assumeHint)
    }

    /// The `--assume` that gives the value, for a name or chain of names.
    private var assumeHint: String? {
        guard isAssumable, !Self.namesAnObject(expression) else { return nil }
        let assume = "--assume \(expression.filter { !$0.isWhitespace })=NUMBER"
        guard let missingDeclaration else { return "give it a value with \(assume)" }
        return "import the file that declares `\(missingDeclaration)` with this one, or give it a value with \(assume)"
    }

    /// Whether a chain ends at one of UIKit's objects (`self.collectionView.collectionViewLayout`, `view.superview`),
    /// which no number, case or flag `--assume` gives can stand for.
    static func namesAnObject(_ expression: String) -> Bool {
        let last = expression.split(separator: ".").last.map { String($0.filter { $0 != "?" && $0 != "!" }) } ?? ""
        return objectNames.contains(last)
    }

    private static let objectNames: Set<String> = [
        "collectionViewLayout", "collectionView", "tableView", "view", "superview", "window", "windowScene", "dataSource",
        "navigationController", "tabBarController", "traitCollection", "layoutMargins", "safeAreaInsets",
        "safeAreaLayoutGuide", "frame", "bounds", "contentSize", "contentInset",
    ]

    /// The name an `--assume` option gives this expression: the code without spaces, `self.` dropped.
    static func assumptionKey(_ expression: String) -> String {
        let compact = String(expression.filter { !$0.isWhitespace })
        return compact.hasPrefix("self.") ? String(compact.dropFirst(5)) : compact
    }
}
