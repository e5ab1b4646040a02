import LayoutModel
import SwiftSyntax

/// The values a registration's handler works with (SwiftImport.md, Lists): the view it configures,
/// the record it shows (`item.title` is the dataset field `title`), the index path that looks records up, and
/// text known only in part. Used only while `registrationBranches` is set, that is while a handler runs.
extension Interpreter {
    /// Properties a list cell or reusable view has of its own (not subviews of a custom cell): setting them is
    /// noted and moves no frame the catalog computes.
    static let registrationViewProperties: Set<String> = [
        "accessories", "backgroundConfiguration", "indentationLevel", "indentationWidth", "indentsAccessories",
        "automaticallyUpdatesContentConfiguration", "automaticallyUpdatesBackgroundConfiguration", "backgroundColor", "tintColor",
        "isSelected", "isHighlighted", "configurationState", "separatorLayoutGuide", "clipsToBounds", "layer", "isUserInteractionEnabled",
        "preservesSuperviewLayoutMargins", "focusEffect", "isAccessibilityElement", "accessibilityLabel", "accessibilityTraits",
        "accessibilityHint", "accessibilityIdentifier",
    ]

    /// String methods that keep a field a field (`item.title.uppercased()`): the same text, differently cased.
    static let textTransformingMethods: Set<String> = ["uppercased", "lowercased", "capitalized", "trimmingCharacters"]
    static let textTransformingProperties: Set<String> = [
        "localizedUppercase", "localizedLowercase", "localizedCapitalized", "capitalized", "description",
    ]

    // MARK: - The view

    func registrationViewProperty(_ name: String, of view: Reference<RegistrationView>, at node: MemberAccessExprSyntax) throws -> SwiftValue {
        if name == "contentConfiguration" { return view.value.content ?? .null }
        if !Self.registrationViewProperties.contains(name), view.value.customCode == nil { view.value.customCode = Syntax(node) }
        return .unevaluable(
            Unevaluable(expression: SourceMap.quote(node), position: map.position(of: node), reason: "it is a view of the running app", isAssumable: false)
        )
    }

    /// `cell.contentConfiguration = content` is what sizes the view; the view's own properties move no frame the
    /// catalog computes; anything else configures a custom view.
    func setRegistrationViewProperty(_ name: String, of view: Reference<RegistrationView>, to value: Argument, at node: some ExprSyntaxProtocol) {
        switch name {
        case "contentConfiguration":
            if case .null = value.value {
                view.value.content = nil
                view.value.contentNode = nil
            } else {
                view.value.content = value.value
                view.value.contentNode = Syntax(node)
            }
        case "accessories":
            note(node, "`\(SourceMap.quote(node))` is left out: the catalog does not model accessories, so a text beside them wraps at the width it would have without them")
        case _ where Self.registrationViewProperties.contains(name) || Self.movesNoFrame(name):
            note(node, "`\(SourceMap.quote(node))` is left out: a list row's height comes from its content configuration (ListRules.md L18)")
        default:
            if view.value.customCode == nil { view.value.customCode = Syntax(node) }
        }
    }

    /// `cell.defaultContentConfiguration()`: the content with no style of its own, which the list gives the default
    /// for where the view is (L27). Other calls configure the view in code of the app's own.
    func registrationViewMethod(_ name: String, of view: Reference<RegistrationView>, at call: FunctionCallExprSyntax) -> SwiftValue {
        switch name {
        case "defaultContentConfiguration":
            return .listContent(ListContentValue())
        case "setNeedsUpdateConfiguration", "setNeedsLayout", "layoutIfNeeded":
            return .void
        default:
            if view.value.customCode == nil { view.value.customCode = Syntax(call) }
            return .unevaluable(
                Unevaluable(expression: SourceMap.quote(call), position: map.position(of: call), reason: "it is code of the app's view", isAssumable: false)
            )
        }
    }

    // MARK: - Records, fields and index paths

    /// `item.title`: the record's field (named as the item type's `CodingKeys` decode it); `indexPath.section`
    /// and `.item`: the index path still; a field's cased forms (`.localizedUppercase`): the field. Nil for
    /// anything else, which stays merely unknown.
    func registrationMember(of unknown: Unevaluable, _ name: String, at node: MemberAccessExprSyntax) -> SwiftValue? {
        guard registrationBranches != nil, let reading = unknown.reading else { return nil }
        var result = unknown.extended(to: SourceMap.quote(node), chainOfNames: false)
        switch reading {
        case .record(let itemType):
            let field = fieldName(name, itemType: itemType, near: node)
            if field != name {
                note(node, "`\(SourceMap.quote(node))` is read as the dataset field `\(field)`, the key \(itemType ?? "the item type")'s CodingKeys decode it from")
            }
            result.reading = .field(field)
        case .field where Self.textTransformingProperties.contains(name):
            result.reading = reading
        case .indexPath where ["section", "item", "row"].contains(name):
            result.reading = .indexPath
        default:
            return nil
        }
        return .unevaluable(result)
    }

    /// A call inside a handler: a field's cased forms stay the field; a lookup by the index path
    /// (`dataSource.itemIdentifier(for: indexPath)`, `sectionIdentifier(for: indexPath.section)`) is a record.
    /// Nil for other calls.
    func registrationCall(_ name: String, on unknown: Unevaluable, _ arguments: [Argument], at call: FunctionCallExprSyntax) -> SwiftValue? {
        guard registrationBranches != nil else { return nil }
        var result = unknown.extended(to: SourceMap.quote(call), chainOfNames: false)
        if case .field = unknown.reading, Self.textTransformingMethods.contains(name) {
            result.reading = unknown.reading
            return .unevaluable(result)
        }
        if arguments.contains(where: { $0.value.unevaluable?.reading == .indexPath }) {
            result.reading = .record(itemType: nil)
            return .unevaluable(result)
        }
        return nil
    }

    /// `sections[indexPath.section]`, `items[indexPath.item]`: a record. Nil when the position is no index path.
    func registrationLookup(_ position: SwiftValue, at node: SubscriptCallExprSyntax) -> SwiftValue? {
        guard registrationBranches != nil, position.unevaluable?.reading == .indexPath else { return nil }
        var record = Unevaluable(
            expression: SourceMap.quote(node), position: map.position(of: node), reason: "it is a record of the data source", isAssumable: false
        )
        record.reading = .record(itemType: nil)
        return .unevaluable(record)
    }

    /// `String(describing: item.title)` is the field; of anything else unknown, text known only as "…".
    func registrationString(of unknown: Unevaluable, at call: FunctionCallExprSyntax) -> SwiftValue {
        var result = unknown.extended(to: SourceMap.quote(call), chainOfNames: false)
        switch unknown.reading {
        case .field?, .partialText?: result.reading = unknown.reading
        default: result.reading = .partialText(ListAPI.unknownTextPlaceholder)
        }
        return .unevaluable(result)
    }

    /// The dataset field a property of the item names: the property's own name, or the key its type's
    /// `CodingKeys` enum gives it (`case latinName = "latin_name"`), since that is the field of the data it was
    /// decoded from.
    func fieldName(_ property: String, itemType: String?, near node: some SyntaxProtocol) -> String {
        guard let itemType, let members = index.type(itemType, near: node)?.declaration?.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else {
            return property
        }
        for member in members {
            guard let keys = member.decl.as(EnumDeclSyntax.self), keys.name.text == "CodingKeys" else { continue }
            for keyMember in keys.memberBlock.members {
                guard let caseDeclaration = keyMember.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in caseDeclaration.elements where element.name.text == property {
                    guard let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                        case .stringSegment(let key)? = literal.segments.first
                    else { return property }
                    return key.content.text
                }
            }
        }
        return property
    }

    // MARK: - Text

    /// A string literal inside a handler: `"\(item.title)"` is the field; other interpolations of the data keep
    /// the known pieces, each unknown one shown as "…".
    func registrationText(_ literal: StringLiteralExprSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> SwiftValue {
        var text = ""
        var isKnown = true
        // Filtered as an array: a syntax collection's own `filter` builds a new collection outside the file's tree,
        // whose nodes no source map can place.
        let segments = Array(literal.segments).filter {
            if case .stringSegment(let piece) = $0 { return !piece.content.text.isEmpty }
            return true
        }
        for segment in segments {
            switch segment {
            case .stringSegment(let piece):
                text += piece.content.text
            case .expressionSegment(let interpolation):
                guard let unknown = try appendInterpolation(interpolation, to: &text, scope, context) else { continue }
                if segments.count == 1, case .field? = unknown.reading { return .unevaluable(unknown) }
                if case .partialText(let known)? = unknown.reading { text += known } else { text += ListAPI.unknownTextPlaceholder }
                isKnown = false
            }
        }
        if isKnown { return .string(text) }
        var unknown = Unevaluable(
            expression: SourceMap.quote(literal), position: map.position(of: literal), reason: "it shows values of the data source", isAssumable: false
        )
        unknown.reading = .partialText(text)
        return .unevaluable(unknown)
    }

    /// `"Item " + item.title` inside a handler: text known in part. Nil where neither side is text.
    func registrationConcatenation(_ lhs: SwiftValue, _ rhs: SwiftValue, at node: Syntax) -> SwiftValue? {
        guard registrationBranches != nil else { return nil }
        func piece(_ value: SwiftValue) -> (text: String, isText: Bool)? {
            switch value {
            case .string(let text): return (text, true)
            case .unevaluable(let unknown):
                if case .partialText(let known)? = unknown.reading { return (known, true) }
                if case .field? = unknown.reading { return (ListAPI.unknownTextPlaceholder, true) }
                return (ListAPI.unknownTextPlaceholder, false)
            default: return nil
            }
        }
        guard let left = piece(lhs), let right = piece(rhs), left.isText || right.isText else { return nil }
        func code(_ value: SwiftValue) -> String {
            if case .string(let text) = value { return "\"\(text)\"" }
            return value.unevaluable?.expression ?? "…"
        }
        var unknown = Unevaluable(
            expression: "\(code(lhs)) + \(code(rhs))", position: map.position(of: node), reason: "it shows values of the data source", isAssumable: false
        )
        unknown.reading = .partialText(left.text + right.text)
        return .unevaluable(unknown)
    }
}
