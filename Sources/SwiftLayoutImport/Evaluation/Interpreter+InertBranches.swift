import SwiftSyntax

/// An `if` or `switch` whose condition only the running app knows, in code that also builds a layout
/// (`if let navigationController { navigationController.navigationBar.prefersLargeTitles = true }` in `viewDidLoad`),
/// is passed over with a note when none of its code can change what a layout reads (SwiftImport.md, The Swift it
/// follows). Whichever way it goes, the layout is the same, so refusing the layout for it would refuse a layout the
/// importer can read.
///
/// The test is on the code as written, and conservative: the statement (its conditions and every branch) names
/// nothing of `DeclarationIndex.layoutVocabulary`, no collection view (`collectionView`, `…CollectionView`) or its
/// `delegate`, no function, type or property of the files, no variable in scope
/// but those its own conditions bind, not `self` (but as `self.navigationItem` or a `target: self` argument) or `super`,
/// no method but in a `#selector`, and leaves its block only by its end (no `return`,
/// `break` but a `switch`'s own, `continue`, `throw` or `fatalError`). Anything else it could touch is UIKit's or the running app's own
/// (a navigation bar, a title), which no layout reads.
extension Interpreter {
    /// Whether `statement` can be passed over when its condition is not known.
    func isInert(_ statement: some SyntaxProtocol, _ scope: Scope, _ context: EvaluationContext) -> Bool {
        guard registrationBranches == nil else { return false }
        let bound = Self.namesBound(in: Syntax(statement))
        let isSwitch = statement.is(SwitchExprSyntax.self)
        for token in statement.tokens(viewMode: .sourceAccurate) {
            // `#selector(addSelectedPhoto)` names a method for UIKit to call later; it calls nothing here.
            if Self.isInSelector(token) { continue }
            // An argument's label and a UIKit enumeration's case written `.add` name no code of the files.
            if token.parent?.is(LabeledExprSyntax.self) == true || Self.isImplicitMemberName(token) { continue }
            switch token.tokenKind {
            case .keyword(.break) where isSwitch && token.parent?.as(BreakStmtSyntax.self)?.label == nil:
                // `default: break` leaves the switch itself.
                continue
            case .keyword(.self) where Self.isBarItemUse(ofSelf: token):
                continue
            case .keyword(.self), .keyword(.Self), .keyword(.super), .keyword(.return), .keyword(.break), .keyword(.continue),
                .keyword(.throw), .keyword(.fallthrough), .keyword(.inout):
                return false
            case .identifier(let name):
                if bound.contains(name) { continue }
                if Self.exits.contains(name) || DeclarationIndex.layoutVocabulary.contains(name) || FlowAPI.collectionViewValuesRead.contains(name)
                    || CollectionViewName.matches(name)
                {
                    return false
                }
                // A UIKit class the files only extend (`extension UIBarButtonItem`) is made by UIKit's initializers, unless
                // the extension adds one.
                let uikitType = index.extendsOnly(name) && index.initializers(of: name).isEmpty
                if index.functionsByName[name] != nil || (index.hasType(name) && !uikitType) || scope.lookup(name) != nil { return false }
                if let property = index.property(named: name, in: context.typeName, near: statement) ?? index.property(named: name, in: nil, near: statement),
                    !Self.holdsFoundationObject(property)
                {
                    return false
                }
            default:
                continue
            }
        }
        return true
    }

    /// The note for a statement passed over.
    func notePassedOver(_ statement: some SyntaxProtocol, keyword: String, because fault: SwiftImportDiagnostic) {
        note(
            statement,
            "this `\(keyword)` is passed over: what it tests is known only when the app runs (\(fault.message)), and none of its code changes what a layout reads"
        )
    }

    private static let exits: Set<String> = ["fatalError", "preconditionFailure", "exit", "abort"]

    /// A stored property holding one of Foundation's objects of the running app (`var dateFormatter: DateFormatter =
    /// DateFormatter()`): whatever a branch sets on it, what a layout reads of it is the running app's either way.
    private static func holdsFoundationObject(_ property: DeclarationIndex.Property) -> Bool {
        guard property.getter == nil else { return false }
        let declared = property.binding.typeAnnotation.map { $0.type.trimmedDescription.filter { $0 != "?" && $0 != "!" } }
        let made = property.binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return [declared, made].contains { $0.map(foundationObjects.contains) == true }
    }

    private static let foundationObjects: Set<String> = [
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "DateComponentsFormatter", "RelativeDateTimeFormatter", "ByteCountFormatter",
        "MeasurementFormatter", "PersonNameComponentsFormatter", "ListFormatter", "Calendar", "Locale", "TimeZone", "NotificationCenter",
        "FileManager", "UserDefaults", "JSONDecoder", "JSONEncoder",
    ]

    /// `self.navigationItem…` (a bar button, a title) or `target: self` (the object a bar button or gesture calls
    /// back): uses of the controller that change no property a layout reads.
    private static func isBarItemUse(ofSelf token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id {
            return member.declName.baseName.text == "navigationItem"
        }
        return reference.parent?.as(LabeledExprSyntax.self)?.label?.text == "target"
    }

    /// `.limited` in `== .limited`, `.add` as an argument: a member of the type the value is used as.
    private static func isImplicitMemberName(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), let member = reference.parent?.as(MemberAccessExprSyntax.self) else {
            return false
        }
        return member.base == nil && member.declName.id == reference.id
    }

    private static func isInSelector(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if let macro = current.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "selector" }
            if current.is(StmtSyntax.self) || current.is(CodeBlockItemSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    /// The names the statement's own patterns bind: `if let x`, `if case .a(let y) = …`, `case let .b(z):`, and the
    /// locals its branches declare (each scoped to the statement, shadowing any outer one of its name).
    private static func namesBound(in statement: Syntax) -> Set<String> {
        Set(statement.tokens(viewMode: .sourceAccurate).compactMap { token in
            token.parent?.is(IdentifierPatternSyntax.self) == true ? token.text : nil
        })
    }
}
