import LayoutModel
import SwiftSyntax

/// List configurations (`UICollectionLayoutListConfiguration`), the two `.list(using:)` forms, and the
/// `UIListContentConfiguration` values registrations build, mapped onto `ListConfiguration` (ListRules.md L1 to
/// L34; SwiftImport.md, Lists). The configuration and the content are structs in UIKit, so they are
/// values here too: `config.headerMode = .supplementary` changes the variable, not what a section already took.
extension Interpreter {
    // MARK: - Making them

    /// `UICollectionLayoutListConfiguration(appearance:)`; nil for other initializers.
    func constructList(_ typeName: String, _ labels: String, _ a: [Argument]) throws -> SwiftValue? {
        guard typeName == ListAPI.configurationType, labels == "appearance:" else { return nil }
        return .listConfiguration(ListConfiguration(appearance: try listAppearance(a[0])))
    }

    /// `UICollectionViewCompositionalLayout.list(using:)` (every section a list section, L1),
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (one list section), the cases of the list
    /// configuration's enumerations and `UIListContentConfiguration`'s style factories; nil for other members.
    func listStaticMember(_ typeName: String, _ name: String, labels: String?, _ arguments: [Argument]?, at node: Syntax) throws -> SwiftValue? {
        switch (typeName, name, labels) {
        case ("UICollectionViewCompositionalLayout", "list", "using:"):
            let configuration = try listConfiguration(arguments![0])
            return newLayout(CompositionalLayoutValue(sections: .list(configuration), configuration: LayoutConfiguration()))
        case ("NSCollectionLayoutSection", "list", "using:layoutEnvironment:"):
            // The environment is the provider's; the catalog gives the list the environment of each compute.
            let configuration = try listConfiguration(arguments![0])
            return .listSection(Reference(ListSectionObject(configuration: configuration, position: map.position(of: node))))
        case ("NSCollectionLayoutSection", "list", _), ("UICollectionViewCompositionalLayout", "list", _):
            throw stop(
                node, "`\(typeName).list(\(labels ?? ""))` is not a list the importer reads",
                hint: "it reads UICollectionViewCompositionalLayout.list(using:) and NSCollectionLayoutSection.list(using:layoutEnvironment:)"
            )
        case (ListAPI.configurationType, "Appearance", nil): return .type(ListAPI.appearanceType)
        case (ListAPI.configurationType, "HeaderMode", nil): return .type(ListAPI.headerModeType)
        case (ListAPI.configurationType, "FooterMode", nil): return .type(ListAPI.footerModeType)
        case (ListAPI.appearanceType, _, nil):
            return ListAppearance(rawValue: name).map(SwiftValue.listAppearance)
        case (ListAPI.headerModeType, _, nil):
            return ListHeaderMode(rawValue: name).map(SwiftValue.listHeaderMode)
        case (ListAPI.footerModeType, _, nil):
            return ListFooterMode(rawValue: name).map(SwiftValue.listFooterMode)
        case (ListAPI.contentType, _, ""):
            guard let style = ListContentStyle(rawValue: name) else {
                throw stop(
                    node, "`UIListContentConfiguration.\(name)()` is not a style the catalog sizes",
                    hint: "the styles are " + ListContentStyle.allCases.map { ".\($0.rawValue)()" }.joined(separator: ", ")
                )
            }
            return .listContent(ListContentValue(style: style))
        default:
            return nil
        }
    }

    // MARK: - Reading their properties

    /// `config.headerMode`, `content.textProperties`, and the like; nil when `base` is no list value. Reading a
    /// list section's own properties is refused: UIKit computes them in the environment (L7 to L16).
    func listProperty(_ name: String, of base: SwiftValue, at node: MemberAccessExprSyntax) throws -> SwiftValue? {
        switch base {
        case .listConfiguration(let configuration):
            switch name {
            case "appearance": return .listAppearance(configuration.appearance)
            case "headerMode": return .listHeaderMode(configuration.headerMode)
            case "footerMode": return .listFooterMode(configuration.footerMode)
            case "headerTopPadding": return configuration.headerTopPadding.map { .number(.floatingPoint($0)) } ?? .null
            case "showsSeparators": return .bool(configuration.showsSeparators)
            default:
                noteUnreadListProperty(name, at: node)
                return .unevaluable(
                    Unevaluable(expression: SourceMap.quote(node), position: map.position(of: node), reason: "the importer does not read it", isAssumable: false)
                )
            }
        case .listSection(let section):
            // What the code set on the section reads back (L36); what UIKit derives is known only per environment.
            let configuration = section.value.configuration
            switch name {
            case "contentInsets":
                // The edges code assigned; the others are the list's own, read only where the code reads them.
                let assigned = configuration.sectionContentInsets ?? ListSectionInsets()
                return .listSectionInsets(assigned)
            case "boundarySupplementaryItems" where configuration.sectionBoundaryItems != nil:
                return .array(configuration.sectionBoundaryItems!.map { .boundaryItem(Reference($0)) })
            case "contentInsetsReference" where configuration.sectionContentInsetsReference != nil:
                return .insetsReference(configuration.sectionContentInsetsReference!)
            case "interGroupSpacing":
                // The list's own is 0 (ListRules.md L2), on every device.
                return .number(.floatingPoint(configuration.sectionInterGroupSpacing ?? 0))
            default: throw listSectionRefusal(at: node, reading: true)
            }
        case .listContent(let content):
            switch name {
            case "text": return textValue(content.text, at: node)
            case "secondaryText": return textValue(content.secondaryText, at: node)
            case "textProperties":
                return .listContentPart(
                    ListContentPart(name: name, numberOfLines: content.numberOfLines, font: content.textFont, styleFont: content.styleFont(secondary: false))
                )
            case "secondaryTextProperties":
                return .listContentPart(
                    ListContentPart(
                        name: name, numberOfLines: content.secondaryNumberOfLines, font: content.secondaryTextFont, styleFont: content.styleFont(secondary: true)
                    )
                )
            case "imageProperties":
                return .listContentPart(ListContentPart(name: name, numberOfLines: 0, reservedLayoutSize: content.metrics.imageReservedLayoutSize))
            default:
                if ListAPI.frameMovingContentProperties.contains(name) { throw contentSizeRefusal(at: node) }
                return .unevaluable(
                    Unevaluable(expression: SourceMap.quote(node), position: map.position(of: node), reason: "the importer does not read it", isAssumable: false)
                )
            }
        case .listContentPart(let part):
            if name == "numberOfLines", part.name != "imageProperties" { return .number(.integer(part.numberOfLines)) }
            if name == "font", part.name != "imageProperties" {
                return (part.font ?? part.styleFont).map(SwiftValue.font) ?? .unevaluable(
                    Unevaluable(
                        expression: SourceMap.quote(node), position: map.position(of: node),
                        reason: "it is the style's own font, which depends on where the view is or on the iOS version", isAssumable: false
                    )
                )
            }
            if ListAPI.frameMovingContentProperties.contains(name) { throw contentSizeRefusal(at: node) }
            return .unevaluable(
                Unevaluable(expression: SourceMap.quote(node), position: map.position(of: node), reason: "the importer does not read it", isAssumable: false)
            )
        case .registrationView(let view):
            return try registrationViewProperty(name, of: view, at: node)
        default:
            return nil
        }
    }

    /// A text the content holds, as a value again: a field reads as the record's field.
    private func textValue(_ source: TextSource?, at node: MemberAccessExprSyntax) -> SwiftValue {
        switch source {
        case .literal(let text)?: return .string(text)
        case .field(let field)?:
            var unknown = Unevaluable(
                expression: SourceMap.quote(node), position: map.position(of: node), reason: "it is the dataset field `\(field)`", isAssumable: false
            )
            unknown.reading = .field(field)
            return .unevaluable(unknown)
        case nil: return .null
        }
    }

    // MARK: - Changing them

    /// A copy of a list value with one property changed (`config.headerMode = .supplementary`,
    /// `content.textProperties.numberOfLines = 2`); nil when `base` is no list value.
    func setListField(_ name: String, of base: SwiftValue, to argument: Argument, at node: MemberAccessExprSyntax) throws -> SwiftValue? {
        switch base {
        case .listConfiguration(var configuration):
            switch name {
            case "headerMode": configuration.headerMode = try listHeaderMode(argument)
            case "footerMode": configuration.footerMode = try listFooterMode(argument)
            case "headerTopPadding":
                // UIKit reads nil and a negative padding as automatic (L16).
                if case .null = argument.value {
                    configuration.headerTopPadding = nil
                } else {
                    let padding = try number(argument)
                    configuration.headerTopPadding = padding < 0 ? nil : padding
                }
            case "showsSeparators": configuration.showsSeparators = try boolean(argument)
            case "appearance":
                throw stop(node.declName, "a list configuration's appearance is given when it is made", hint: "write UICollectionLayoutListConfiguration(appearance: ...)")
            default:
                noteUnreadListProperty(name, at: node)
            }
            return .listConfiguration(configuration)
        case .listContent(var content):
            switch name {
            case "text", "attributedText": content.text = try textSource(argument, at: node)
            case "secondaryText", "secondaryAttributedText": content.secondaryText = try textSource(argument, at: node)
            case "image":
                // A symbol-sized slot before the text (L11, L21), whatever the image is.
                if case .null = argument.value { content.image = false } else { content.image = true }
            case "textProperties", "secondaryTextProperties", "imageProperties":
                guard case .listContentPart(let part) = argument.value else {
                    throw stop(node.declName, "`\(SourceMap.quote(node))` is set to \(argument.value.kindDescription), which the importer does not read")
                }
                if name == "textProperties" {
                    content.numberOfLines = part.numberOfLines
                    content.textFont = part.font
                }
                if name == "secondaryTextProperties" {
                    content.secondaryNumberOfLines = part.numberOfLines
                    content.secondaryTextFont = part.font
                    if part.numberOfLines != content.numberOfLines {
                        note(node, "`\(SourceMap.quote(node))` gives the secondary text its own line limit; the catalog gives both texts the primary text's (textProperties.numberOfLines)")
                    }
                }
                if name == "imageProperties" { content.metrics.imageReservedLayoutSize = part.reservedLayoutSize }
            case "directionalLayoutMargins":
                let margins = try insets(argument)
                guard [margins.top, margins.leading, margins.bottom, margins.trailing].allSatisfy({ $0 >= 0 }) else {
                    throw stop(node, "`\(SourceMap.quote(node))` sets negative margins, which the catalog does not lay out")
                }
                content.metrics.layoutMargins = margins
            case "textToSecondaryTextVerticalPadding": content.metrics.textToSecondaryTextVerticalPadding = try padding(argument, at: node)
            case "textToSecondaryTextHorizontalPadding": content.metrics.textToSecondaryTextHorizontalPadding = try padding(argument, at: node)
            case "imageToTextPadding": content.metrics.imageToTextPadding = try padding(argument, at: node)
            case "prefersSideBySideTextAndSecondaryText":
                guard case .bool(let prefers) = argument.value else {
                    throw stop(node, "`\(SourceMap.quote(node))` is set to \(argument.value.kindDescription), not a Boolean the importer knows")
                }
                content.metrics.prefersSideBySideTextAndSecondaryText = prefers
            default:
                if ListAPI.frameMovingContentProperties.contains(name) { throw contentSizeRefusal(at: node) }
                note(node, "`\(SourceMap.quote(node))` moves no frame the catalog computes; the spec leaves it out")
            }
            return .listContent(content)
        case .listContentPart(var part):
            if name == "numberOfLines", part.name != "imageProperties" {
                part.numberOfLines = try integer(argument, minimum: 0)
            } else if name == "font", part.name != "imageProperties" {
                part.font = try font(argument, at: node)
            } else if name == "reservedLayoutSize", part.name == "imageProperties" {
                // The room the image is centred in (L37): a size of numbers, a zero side keeping the slot's.
                let value = try resolve(argument.value, asType: "CGSize", at: argument.node)
                guard case .cgSize(let size) = value, let width = size.width.constantValue, let height = size.height.constantValue,
                    width >= 0, height >= 0
                else {
                    throw stop(node, "`\(SourceMap.quote(node))` is set to \(value.kindDescription), not a size of numbers the importer knows")
                }
                part.reservedLayoutSize = Size(width: width, height: height)
            } else if ListAPI.frameMovingContentProperties.contains(name) {
                throw contentSizeRefusal(at: node)
            } else {
                note(node, "`\(SourceMap.quote(node))` moves no frame (colours, alignment, symbols); the spec leaves it out")
            }
            return .listContentPart(part)
        default:
            return nil
        }
    }

    /// `section.contentInsets = ...` on a list section (refused), `cell.contentConfiguration = content` on a
    /// registration's view; false when `base` is neither.
    func setListObjectProperty(_ name: String, of base: SwiftValue, to value: Argument, at node: some ExprSyntaxProtocol) throws -> Bool {
        switch base {
        case .listSection(let section):
            // L36 (decided here): assigned insets replace all four of the list's, assigned boundary items its header
            // and footer, an assigned reference is where its insets count from, an assigned spacing spaces its rows.
            switch name {
            case "interGroupSpacing": section.value.configuration.sectionInterGroupSpacing = try number(value)
            case "contentInsets":
                if case .listInsets(let assigned) = value.value {
                    section.value.configuration.sectionContentInsets = assigned
                } else {
                    section.value.configuration.sectionContentInsets = ListSectionInsets(try insets(value))
                }
            case "boundarySupplementaryItems": section.value.configuration.sectionBoundaryItems = try boundaryItems(value)
            case "contentInsetsReference":
                let reference = try insetsReference(value)
                section.value.configuration.sectionContentInsetsReference = reference == .automatic ? nil : reference
            default: throw listSectionRefusal(at: node, reading: false)
            }
            return true
        case .registrationView(let view):
            setRegistrationViewProperty(name, of: view, to: value, at: node)
            return true
        default:
            return false
        }
    }

    /// A text as a content configuration holds it: a dataset field, fixed text, nothing (`nil`), or, for text the
    /// importer cannot tie to either, the part it knows as fixed text (`"\(item)"` shows "…"), with a note: it
    /// counts as one line (L23) unless the known part wraps.
    private func textSource(_ argument: Argument, at node: MemberAccessExprSyntax) throws -> TextSource? {
        switch try stringMember(argument.value, at: argument.node) {
        case .string(let text): return .literal(text)
        case .null: return nil
        case .unevaluable(let unknown):
            switch unknown.reading {
            case .field(let field)?: return .field(field)
            case .partialText(let known)?:
                noteUnknownText(unknown.expression, shownAs: known, at: node)
                return .literal(known)
            default:
                noteUnknownText(unknown.expression, shownAs: ListAPI.unknownTextPlaceholder, at: node)
                return .literal(ListAPI.unknownTextPlaceholder)
            }
        default:
            record(argument.node, "\(argument.role) expects a string, found \(describe(argument.value))")
            return nil
        }
    }

    // MARK: - Messages

    /// Text the importer cannot tie to a field or a literal: what the spec shows instead, and how many lines that
    /// counts as (SwiftImport.md, Lists).
    private func noteUnknownText(_ code: String, shownAs shown: String, at node: MemberAccessExprSyntax) {
        let lines = shown == ListAPI.unknownTextPlaceholder ? "one line" : "one line, unless the known part wraps"
        note(node, "`\(SourceMap.quote(node))`: the importer cannot tie `\(code)` to a dataset field or fixed text, so the spec shows the fixed text \"\(shown)\" in its place (\(lines))")
    }

    /// The properties of a list configuration the catalog does not read: frame-neutral ones (swipe actions,
    /// separators, the background colour, L6, L30, L31), and any other, which the iOS 15 to 18 rules do not know.
    private func noteUnreadListProperty(_ name: String, at node: some ExprSyntaxProtocol) {
        if ListAPI.frameNeutralConfigurationProperties.contains(name) || name == "backgroundColor" {
            note(node, "`\(SourceMap.quote(node))` moves no frame (swipe actions, separators and backgrounds are decorations, ListRules.md L6); the spec leaves it out")
        } else {
            note(node, "`\(SourceMap.quote(node))` is not a list property the catalog reads (its list rules are iOS 15 to 18's); the spec leaves it out")
        }
    }

    /// Why a list section's property cannot be read or set: UIKit derives its insets, spacing and boundary items per
    /// environment (L7 to L16), and a spec holds, besides the configuration, only the insets, boundary items,
    /// reference and row spacing code sets (L36).
    func listSectionRefusal(at node: some ExprSyntaxProtocol, reading: Bool) -> EvaluationStop {
        let name = Self.propertyNameNode(of: node).trimmedDescription
        if reading, ListConfiguration.sectionPropertyNames.contains(name) {
            return stop(
                node,
                "`\(SourceMap.quote(node))` reads what UIKit derives for a list section from its configuration and the environment (ListRules.md L7 to L16), which differs per device; a spec holds it only when the code sets it",
                hint: "assign the whole value (`section.\(name) = …`), which replaces the list's own (ListRules.md L36), or build the section from a group"
            )
        }
        return stop(
            node,
            "`\(SourceMap.quote(node))` changes a list section's `\(name)`, which UIKit derives from its list configuration and the layout environment (ListRules.md L2 to L16); a list section in a spec takes only its configuration, and \(ListConfiguration.sectionPropertyNames.joined(separator: ", ")) as code sets them (L36)",
            hint: "set headerMode, footerMode or headerTopPadding on the configuration instead, or build the section from a group (NSCollectionLayoutSection(group:)) where it needs properties of its own"
        )
    }

    /// A content configuration's padding (L37): a number, not negative.
    private func padding(_ argument: Argument, at node: MemberAccessExprSyntax) throws -> Double {
        let value = try number(argument)
        guard value >= 0 else { throw stop(node, "`\(SourceMap.quote(node))` sets a negative padding, which the catalog does not lay out") }
        return value
    }

    private func contentSizeRefusal(at node: MemberAccessExprSyntax) -> EvaluationStop {
        stop(
            node,
            "`\(SourceMap.quote(node))` changes how large the view's content is, which a spec cannot say: the catalog sizes list cells, headers and footers from their style's fonts, margins and paddings (ListRules.md L18 to L23)",
            hint: "leave the style's own, or describe the view in a spec as a custom one with the height it fits: \"cell\": {\"height\": N}"
        )
    }

    // MARK: - Arguments

    func listConfiguration(_ argument: Argument) throws -> ListConfiguration {
        let value = try resolve(argument.value, asType: ListAPI.configurationType, at: argument.node)
        if case .listConfiguration(let configuration) = value { return configuration }
        mismatch(argument, value, expected: "a UICollectionLayoutListConfiguration")
        return ListConfiguration()
    }

    func listAppearance(_ argument: Argument) throws -> ListAppearance {
        let value = try resolve(argument.value, asType: ListAPI.appearanceType, at: argument.node)
        if case .listAppearance(let appearance) = value { return appearance }
        mismatch(argument, value, expected: "a list appearance such as .insetGrouped")
        return .plain
    }

    func listHeaderMode(_ argument: Argument) throws -> ListHeaderMode {
        let value = try resolve(argument.value, asType: ListAPI.headerModeType, at: argument.node)
        if case .listHeaderMode(let mode) = value { return mode }
        mismatch(argument, value, expected: "a header mode such as .supplementary")
        return .none
    }

    func listFooterMode(_ argument: Argument) throws -> ListFooterMode {
        let value = try resolve(argument.value, asType: ListAPI.footerModeType, at: argument.node)
        if case .listFooterMode(let mode) = value { return mode }
        mismatch(argument, value, expected: "a footer mode such as .supplementary")
        return .none
    }
}
