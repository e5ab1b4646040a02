import LayoutModel
import SwiftSyntax

/// A trait of the environment as code reads it (`traitCollection.horizontalSizeClass`, `UIDevice.current.
/// userInterfaceIdiom`): which `ConditionTrait` it is, and the code, for messages.
struct TraitReading {
    var trait: String
    var code: String
    var position: SourcePosition
}

/// The trait collection and the other ways UIKit code reads the device: each reading is a trait the spec's
/// conditions name (LayoutSpecFormat.md, Trait conditions), and each comparison of one with a case is a decision
/// of `TraitCaseExplorer`, so the layout is computed per device rather than assumed at import.
extension Interpreter {
    /// UIKit's enumerations of traits, with the trait whose cases they are.
    static let traitEnumerations: [String: String] = [
        "UIUserInterfaceSizeClass": "horizontalSizeClass", "UIUserInterfaceIdiom": "idiom", "UIContentSizeCategory": "contentSizeCategory",
        "UITraitEnvironmentLayoutDirection": "layoutDirection", "UIUserInterfaceLayoutDirection": "layoutDirection",
    ]

    /// Cases of those enumerations that no environment the catalog computes has (a Mac, a TV, an unspecified
    /// class): a comparison with one is settled, with a note.
    static let casesNoEnvironmentHas: [String: Set<String>] = [
        "idiom": ["unspecified", "tv", "carPlay", "mac", "vision"], "horizontalSizeClass": ["unspecified"],
        "verticalSizeClass": ["unspecified"], "contentSizeCategory": ["unspecified"], "layoutDirection": ["unspecified"],
    ]

    /// The members of `UITraitCollection` that are traits of conditions.
    static let traitCollectionMembers: [String: String] = [
        "horizontalSizeClass": "horizontalSizeClass", "verticalSizeClass": "verticalSizeClass", "userInterfaceIdiom": "idiom",
        "preferredContentSizeCategory": "contentSizeCategory", "layoutDirection": "layoutDirection",
    ]

    /// A trait read outside a trait collection: `UIDevice.current.userInterfaceIdiom`,
    /// `UIApplication.shared.preferredContentSizeCategory`, a view's `effectiveUserInterfaceLayoutDirection`; nil
    /// for any other member.
    func deviceTrait(_ name: String, of base: SwiftValue, at node: MemberAccessExprSyntax) -> SwiftValue? {
        // Quoted only for the names that need it (each name of a long member chain asks this of its own part).
        var baseCode: String { node.base.map { SourceMap.quote($0).filter { !$0.isWhitespace } } ?? "" }
        let trait: String
        if case .type("UIDevice") = base, name == "current" {
            // The device, whose idiom is a trait; an extension's `UIDevice.current.isPad` reads it through `self`.
            return .instance(typeName: "UIDevice")
        }
        switch name {
        case "userInterfaceIdiom" where baseCode.hasSuffix("UIDevice.current") || base.isDevice: trait = "idiom"
        case "preferredContentSizeCategory" where baseCode.hasSuffix("UIApplication.shared"): trait = "contentSizeCategory"
        case "userInterfaceLayoutDirection" where baseCode.hasSuffix("UIApplication.shared"): trait = "layoutDirection"
        case "effectiveUserInterfaceLayoutDirection":
            switch base {
            case .unevaluable, .instance, .collectionView: trait = "layoutDirection"
            default: return nil
            }
        case "current" where baseCode == "UITraitCollection":
            return .traitCollection
        case "traitCollection":
            switch base {
            case .unevaluable, .instance, .collectionView, .type("UITraitCollection"), .type("UIScreen"): return .traitCollection
            default: return nil
            }
        default: return nil
        }
        return .trait(TraitReading(trait: trait, code: SourceMap.quote(node), position: map.position(of: node)))
    }

    /// `UIApplication.shared.statusBarOrientation.isLandscape`, `windowScene.interfaceOrientation.isPortrait`: the
    /// interface is on its side exactly when the screen, which the collection view fills, is wider than tall, so each
    /// is a decision on `width > height` (a condition on the container's lengths, or a flow layout's bounds). The
    /// device's own `UIDevice.current.orientation` is read the same way, with a note: an environment is a device held
    /// upright or on its side, never lying face up. Nil for other members, other values, and where no explorer runs.
    func interfaceOrientationIsLandscape(_ name: String, of unknown: Unevaluable, at node: MemberAccessExprSyntax) -> Bool? {
        guard name == "isLandscape" || name == "isPortrait", let landscape = isLandscape(unknown, at: node) else { return nil }
        return name == "isLandscape" ? landscape : !landscape
    }

    /// Whose orientation a reading is.
    enum OrientationReading {
        /// `UIApplication.shared.statusBarOrientation`, a window scene's `interfaceOrientation`.
        case interface
        /// `UIDevice.current.orientation`.
        case device
    }

    /// Whose orientation `unknown` is, read where an explorer runs (a `switch` on one compares its cases instead of
    /// stopping at it); nil for any other value, and where no explorer runs.
    func orientationReading(_ unknown: Unevaluable) -> OrientationReading? {
        guard traitCases != nil else { return nil }
        let code = unknown.expression.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        if code.hasSuffix("UIDevice.current.orientation") { return .device }
        return code.hasSuffix("statusBarOrientation") || code.hasSuffix("interfaceOrientation") ? .interface : nil
    }

    /// `orientation == .landscapeRight` (also a `switch`'s `case .landscapeLeft, .landscapeRight:`): an environment on
    /// its side is the interface's `.landscapeRight` (EnvironmentRules.md: landscape is landscape-right), which is the
    /// device's `.landscapeLeft`; so that case is `width > height`, `.portrait` its opposite, and every other case
    /// (the other side, upside down, face up or down) is one no environment has: false. Nil for other values.
    func orientationEquals(_ unknown: Unevaluable, _ member: ImplicitMember, at node: some SyntaxProtocol) -> Bool? {
        guard member.arguments == nil, let reading = orientationReading(unknown), let landscape = isLandscape(unknown, at: node) else {
            return nil
        }
        switch member.name {
        case reading == .device ? "landscapeLeft" : "landscapeRight": return landscape
        case "portrait": return !landscape
        default: return false
        }
    }

    /// Whether the environment is on its side, for a reading of the interface's or the device's orientation: a
    /// decision on `width > height`. Nil for other values, and where no explorer runs.
    private func isLandscape(_ unknown: Unevaluable, at node: some SyntaxProtocol) -> Bool? {
        guard let reading = orientationReading(unknown) else { return nil }
        if reading == .device {
            note(node, "`\(unknown.expression)` is read as the interface's orientation: the device held as the environment says (upright or on its side, not face up or down)")
        }
        return traitCases!.decide("width", .greater, "height", code: unknown.expression, at: unknown.position)
    }

    /// `traitCollection.horizontalSizeClass` and the other members of a trait collection.
    func traitCollectionMember(_ name: String, at node: MemberAccessExprSyntax) -> SwiftValue {
        if let trait = Self.traitCollectionMembers[name] {
            return .trait(TraitReading(trait: trait, code: SourceMap.quote(node), position: map.position(of: node)))
        }
        return .unevaluable(
            Unevaluable(
                expression: SourceMap.quote(node), position: map.position(of: node),
                reason: "`\(name)` is not a trait a spec's conditions read (they read " + Self.traitCollectionMembers.keys.sorted().joined(separator: ", ") + ")",
                isAssumable: true
            )
        )
    }

    /// `preferredContentSizeCategory.isAccessibilityCategory`; nil for other members of a trait.
    func traitMember(_ name: String, of reading: TraitReading, at node: MemberAccessExprSyntax) -> SwiftValue? {
        guard reading.trait == "contentSizeCategory", name == "isAccessibilityCategory" else { return nil }
        return .trait(TraitReading(trait: "isAccessibilityCategory", code: SourceMap.quote(node), position: map.position(of: node)))
    }

    /// `UIUserInterfaceSizeClass.compact` and the like: the case, as `.compact` would be.
    func traitEnumerationCase(_ typeName: String, _ name: String, at node: MemberAccessExprSyntax) -> SwiftValue? {
        guard Self.traitEnumerations[typeName] != nil else { return nil }
        return .implicitMember(ImplicitMember(name: name, arguments: nil, node: Syntax(node)))
    }

    /// A trait compared with a value (`== .pad`, `>= .accessibilityMedium`, `!= other`): decided along the current
    /// path of the trait explorer, or, where no explorer runs, a value only the running app has.
    func compareTrait(_ reading: TraitReading, _ op: ComparisonOperator, _ other: SwiftValue, at node: Syntax) throws -> SwiftValue {
        if let unknown = other.unevaluable { return .unevaluable(unknown) }
        if reading.trait == "isAccessibilityCategory" {
            guard case .bool(let flag) = other, op == .equal || op == .notEqual else {
                throw stop(node, "`\(reading.code)` is true or false, and is compared with \(other.kindDescription)")
            }
            return .bool((try decideFlag(reading, at: node) == flag) == (op == .equal))
        }
        guard case .implicitMember(let member) = other, member.arguments == nil else {
            if case .trait(let second) = other {
                return .unevaluable(
                    Unevaluable(
                        expression: "\(reading.code) \(op.rawValue) \(second.code)", position: reading.position,
                        reason: "it compares two traits, which the importer does not turn into a condition", isAssumable: false,
                        hint: "compare each trait with a case"
                    )
                )
            }
            throw stop(node, "`\(reading.code)` is compared with \(other.kindDescription); a spec's conditions compare a trait with one of its cases, such as `.\(Self.exampleCase(of: reading.trait))`")
        }
        let domain = reading.trait
        guard case .cases(let names, let ordered)? = ConditionTrait.named[domain]?.kind else {
            throw stop(node, "`\(reading.code)` is not compared with a case")
        }
        if Self.casesNoEnvironmentHas[domain]?.contains(member.name) == true, op == .equal || op == .notEqual {
            note(at: reading.position, "`\(reading.code) \(op.rawValue) .\(member.name)` is \(op == .notEqual) on every phone and iPad, the devices the catalog computes, so it is read as \(op == .notEqual)")
            return .bool(op == .notEqual)
        }
        guard let rank = names.firstIndex(of: member.name) else {
            throw stop(member.node, "`.\(member.name)` is not a case of `\(reading.code)` the catalog knows (\(names.map { "." + $0 }.joined(separator: ", ")))")
        }
        guard ordered || op == .equal || op == .notEqual else {
            throw stop(node, "`\(op.rawValue)` does not order the cases of `\(reading.code)`; compare them with == or !=")
        }
        let literal = PredicateValue.enumCase(member.name, rank: rank)
        let predicate = Predicate.comparison(.name(domain), op, .caseName(member.name))
        return .bool(try decideTrait(reading, predicate, narrowing: domain) { op.compareCases($0, literal) })
    }

    /// A flag trait (`isAccessibilityCategory`) where a condition is needed.
    func decideFlag(_ reading: TraitReading, at node: some SyntaxProtocol) throws -> Bool {
        guard reading.trait == "isAccessibilityCategory" else {
            throw stop(node, "`\(reading.code)` is a trait, not a condition: compare it with a case, such as `== .\(Self.exampleCase(of: reading.trait))`")
        }
        let categories = ContentSizeCategory.allCases
        return try decideTrait(reading, .truthy(.name("isAccessibilityCategory")), narrowing: "contentSizeCategory") { value in
            guard case .enumCase(let name, _) = value else { return false }
            return categories.first { $0.rawValue == name }?.isAccessibilityCategory ?? false
        }
    }

    private func decideTrait(_ reading: TraitReading, _ predicate: Predicate, narrowing domain: String, holds: (PredicateValue) -> Bool) throws -> Bool {
        guard traitCases != nil else {
            throw EvaluationStop.fault(traitUnknown(reading).diagnostic)
        }
        return traitCases!.decide(predicate, narrowing: domain, holds: holds, code: reading.code, at: reading.position)
    }

    /// A trait read where no explorer runs: what `--assume` gives it.
    func traitUnknown(_ reading: TraitReading) -> Unevaluable {
        var unknown = Unevaluable(
            expression: reading.code, position: reading.position, reason: "it is the environment's \(reading.trait), which this code cannot read per device",
            isAssumable: true
        )
        let name = reading.code.filter { !$0.isWhitespace }
        unknown.hint = reading.trait == "isAccessibilityCategory"
            ? "give it a value with --assume \(name)=true or \(name)=false"
            : "give it a value with --assume \(name)=\(Self.exampleCase(of: reading.trait)) (a case: \(Self.caseList(of: reading.trait)))"
        return unknown
    }

    static func exampleCase(of trait: String) -> String {
        guard case .cases(let names, _)? = ConditionTrait.named[trait]?.kind else { return "true" }
        return trait == "contentSizeCategory" ? "large" : names[names.count - 1]
    }

    static func caseList(of trait: String) -> String {
        guard case .cases(let names, _)? = ConditionTrait.named[trait]?.kind else { return "true, false" }
        return names.joined(separator: ", ")
    }
}

extension SwiftValue {
    /// `UIDevice.current`, or `self` in an extension of `UIDevice`.
    var isDevice: Bool {
        if case .instance(typeName: "UIDevice") = self { return true }
        return false
    }
}

extension ComparisonOperator {
    /// Compares two cases of one trait as conditions do (`ConditionTrait`): by name, ordered by rank.
    func compareCases(_ lhs: PredicateValue, _ rhs: PredicateValue) -> Bool {
        guard case .enumCase(let a, let rankA) = lhs, case .enumCase(let b, let rankB) = rhs else { return false }
        switch self {
        case .equal: return a == b
        case .notEqual: return a != b
        default: return holds(rankA, rankB)
        }
    }
}
