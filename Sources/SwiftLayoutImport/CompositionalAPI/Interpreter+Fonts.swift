import LayoutModel
import SwiftSyntax

/// System fonts as layout code makes and changes them (ListRules.md L22, L23: a label is SF Pro's line height at its
/// size per line; SwiftImport.md, Fonts): `UIFont.preferredFont(forTextStyle:)`, `.systemFont(ofSize:)`,
/// `.systemFont(ofSize:weight:)`, `.monospacedDigitSystemFont(ofSize:weight:)` and `.boldSystemFont(ofSize:)`,
/// written with `UIFont.` or as `.member` where the type
/// is known; a font's descriptor with the bold trait (`font.fontDescriptor.withSymbolicTraits(.traitBold)`) and the
/// font made from it (`UIFont(descriptor:size:)`), and `withSize(_:)`. Methods an app adds to `UIFont` run on these
/// with `self` the font.
extension Interpreter {
    /// A `UIFont` factory; nil for any other member of `UIFont`.
    func fontFactory(_ name: String, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> SwiftValue? {
        let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
        switch (name, labels) {
        case ("preferredFont", "forTextStyle:"):
            return .font(FontDescription(textStyle: try textStyle(arguments[0])))
        case ("systemFont", "ofSize:"), ("boldSystemFont", "ofSize:"), ("systemFont", "ofSize:weight:"), ("monospacedDigitSystemFont", "ofSize:weight:"):
            if name == "monospacedDigitSystemFont" {
                // The system font with its digits set to one width: the same face, so the same line height (L23); widths
                // are measured as the product measures every text (L23's decision), tabular digits not modelled.
                note(node, "`\(SourceMap.quote(node))` is read as the system font of that size and weight: the same face and line height, its digits set to one width, which measuring does not model")
            }
            let size = try number(arguments[0])
            var weight: FontWeight = name == "boldSystemFont" ? .bold : .regular
            if arguments.count == 2 {
                if case .implicitMember(let member) = arguments[1].value, member.arguments == nil, Self.unmeasuredWeights.contains(member.name) {
                    // `.medium`: no text is measured in it, but SF Pro's line height is the same at every weight (V10),
                    // so a height computed from `lineHeight` (and the size) still reads; its use as a label's font does not.
                    var unknown = Unevaluable(
                        expression: SourceMap.quote(node), position: map.position(of: node),
                        reason: "`.\(member.name)` is a weight the catalog does not measure text in (it measures .regular, .semibold and .bold)",
                        isAssumable: false, hint: "describe the list in a spec with the nearest weight"
                    )
                    unknown.knownMembers = [
                        "pointSize": .number(.floatingPoint(size)), "lineHeight": .number(.floatingPoint(SystemFontMetrics.lineHeight(size: size))),
                    ]
                    return .unevaluable(unknown)
                }
                guard case .implicitMember(let member) = arguments[1].value, member.arguments == nil, let given = FontWeight(rawValue: member.name) else {
                    throw stop(
                        arguments[1].node, "`\(SourceMap.quote(arguments[1].node))` is a weight the catalog does not measure",
                        hint: "the weights it measures are .regular, .semibold and .bold; describe the list in a spec with the nearest"
                    )
                }
                weight = given
            }
            return .font(FontDescription(size: size, weight: weight))
        default:
            return nil
        }
    }

    /// UIFont.Weight's other cases: the system font in them has SF Pro's line height, but no text is measured in them.
    private static let unmeasuredWeights: Set<String> = ["ultraLight", "thin", "light", "medium", "heavy", "black"]

    /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)`: the descriptor of a text style's font; nil for any
    /// other member of `UIFontDescriptor`.
    func fontDescriptorFactory(_ name: String, _ arguments: [Argument]) throws -> SwiftValue? {
        guard name == "preferredFontDescriptor", arguments.map(\.label) == ["withTextStyle"] else { return nil }
        return .fontDescriptor(FontDescription(textStyle: try textStyle(arguments[0])))
    }

    /// `UIFont(descriptor: descriptor, size: 0)`: the font the descriptor describes, at its own size when the size is 0
    /// (UIKit's rule), else at the size given, which no longer follows the text size; nil for other initializers.
    func fontInitializer(_ arguments: [Argument], at node: some SyntaxProtocol) throws -> SwiftValue? {
        guard arguments.map(\.label) == ["descriptor", "size"] else { return nil }
        guard case .fontDescriptor(let font) = arguments[0].value else {
            if let unknown = arguments[0].value.unevaluable { return .unevaluable(unknown) }
            throw stop(arguments[0].node, "`\(SourceMap.quote(arguments[0].node))` is \(arguments[0].value.kindDescription), not a font descriptor the importer reads")
        }
        let size = try number(arguments[1])
        return .font(size == 0 ? font : font.fixed(at: size))
    }

    /// A font's members: `fontDescriptor`, and a fixed font's `pointSize` and `lineHeight` (SF Pro's line height at
    /// its size, V10); a text style's size follows the user's text size, which only the running app knows. Nil for
    /// other members.
    func fontMember(_ name: String, of font: FontDescription, at node: some SyntaxProtocol) -> SwiftValue? {
        switch name {
        case "fontDescriptor":
            return .fontDescriptor(font)
        case "pointSize", "lineHeight":
            guard font.textStyle == nil else {
                return .unevaluable(
                    Unevaluable(
                        expression: SourceMap.quote(node), position: map.position(of: node),
                        reason: "a text style's font follows the user's text size, which the app knows when it runs", isAssumable: true
                    )
                )
            }
            return .number(.floatingPoint(name == "pointSize" ? font.size : SystemFontMetrics.lineHeight(size: font.size)))
        default:
            return nil
        }
    }

    /// UIKit's methods on a font or its descriptor: `font.withSize(_:)`, `descriptor.withSymbolicTraits(_:)` (an
    /// optional in UIKit, always a descriptor here) and `descriptor.withSize(_:)`; nil for other calls.
    func fontMethod(_ name: String, of base: SwiftValue, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue? {
        switch (base, name, arguments.map(\.label)) {
        case (.font(let font), "withSize", [nil]):
            return .font(font.fixed(at: try number(arguments[0])))
        case (.fontDescriptor(let font), "withSize", [nil]):
            return .fontDescriptor(font.fixed(at: try number(arguments[0])))
        case (.fontDescriptor(let font), "withSymbolicTraits", [nil]):
            return .fontDescriptor(try withSymbolicTraits(font, arguments[0]))
        default:
            return nil
        }
    }

    /// A font as `textProperties.font` is given one.
    func font(_ argument: Argument, at node: MemberAccessExprSyntax) throws -> FontDescription {
        var value = argument.value
        if case .implicitMember(let member) = value, let arguments = member.arguments, let made = try fontFactory(member.name, arguments, at: member.node) {
            value = made
        }
        if case .font(let font) = value { return font }
        // A system font at a weight no text is measured in (its line height known, see `fontFactory`): refused as itself.
        if let unknown = value.unevaluable, unknown.knownMembers["lineHeight"] != nil { throw EvaluationStop.fault(unknown.diagnostic) }
        let found = value.unevaluable.map { "`\($0.expression)`: \($0.reason)" } ?? value.kindDescription
        throw stop(
            node, "`\(SourceMap.quote(node))` is set to a font the importer cannot size (\(found))",
            hint: "it reads UIFont.preferredFont(forTextStyle:), .systemFont(ofSize:weight:), .boldSystemFont(ofSize:) and the bold trait of a font's descriptor; describe the list in a spec otherwise"
        )
    }

    // MARK: - Parts

    private func textStyle(_ argument: Argument) throws -> TextStyle {
        guard case .implicitMember(let member) = argument.value, member.arguments == nil, let style = TextStyle(rawValue: member.name) else {
            throw stop(argument.node, "`\(SourceMap.quote(argument.node))` is not a text style the catalog sizes", hint: "the styles are " + TextStyle.allCases.map { ".\($0.rawValue)" }.joined(separator: ", "))
        }
        return style
    }

    /// The descriptor with exactly the traits given, which replace its own: `.traitBold` (alone or as `[.traitBold]`)
    /// sets a regular text style in its semibold face, as UIKit's emphasized styles are, and a regular fixed font in
    /// its bold one; no trait (`[]`) leaves a regular font as it is. Other traits, and bold on a semibold font (whose
    /// face under the trait was not measured), are refused: the measurer sets SF Pro's upright faces only.
    private func withSymbolicTraits(_ font: FontDescription, _ argument: Argument) throws -> FontDescription {
        let traits: [SwiftValue]
        if case .array(let elements) = argument.value { traits = elements } else { traits = [argument.value] }
        let names = traits.map { value -> String? in
            guard case .implicitMember(let member) = value, member.arguments == nil else { return nil }
            return member.name
        }
        let weight = font.resolved(in: .large).weight
        switch (names, weight) {
        case ([], .regular):
            return font
        case (["traitBold"], .regular):
            return font.textStyle.map { FontDescription(textStyle: $0, weight: .semibold) } ?? FontDescription(size: font.size, weight: .bold)
        case (["traitBold"], .bold):
            return font
        default:
            throw stop(
                argument.node, "`\(SourceMap.quote(argument.node))` on a \(weight.rawValue) font is a face the catalog does not measure",
                hint: "it measures SF Pro's upright regular, semibold and bold faces: .traitBold on a regular font; describe the list in a spec with the nearest font otherwise"
            )
        }
    }
}

extension FontDescription {
    /// The font at a fixed size, in its face: a text style's font at a size of its own no longer follows the text size.
    func fixed(at size: Double) -> FontDescription {
        FontDescription(size: size, weight: resolved(in: .large).weight)
    }
}
