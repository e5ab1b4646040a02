import LayoutModel
import SwiftSyntax

extension Interpreter {
    /// Names of the running app's objects: values the files can never know, whatever they declare. A method
    /// of the type that shares one of these base names (`collectionView(_:numberOfItemsInSection:)`) is not what
    /// the bare name means: that is the property UIKit gives the controller.
    static let runtimeNames: Set<String> = [
        "view", "collectionView", "tableView", "frame", "bounds", "window", "safeAreaInsets", "safeAreaLayoutGuide",
        "traitCollection", "navigationController", "tabBarController", "layoutMargins", "dataSource", "UIScreen",
        "UIApplication", "windowScene", "contentSize", "superview", "UIDevice", "UIFont", "UITraitCollection", "UserDefaults", "Bundle",
        "ProcessInfo", "contentView",
        // Foundation's types whose values are the running app's (today's date, the user's calendar and locale), also
        // where an app nests a type of the same name in one of its own (`ClientStrings.Calendar`).
        "Calendar", "Date", "Locale", "TimeZone", "NotificationCenter", "DateFormatter", "NumberFormatter", "FileManager", "Timer",
    ]

    /// What a bare name refers to: a variable in scope, `self`, a member of the enclosing type, a file-level
    /// property, function or type, a UIKit type, an `--assume` value, or (failing all) an unevaluable name.
    func lookupName(_ name: String, at node: some SyntaxProtocol, _ scope: Scope, _ context: EvaluationContext) throws -> SwiftValue {
        if name == "self" {
            return context.selfValue ?? unknownName(name, at: node, reason: "`self` here is not an object of this file")
        }
        if name == "Self", let typeName = context.typeName { return .type(typeName) }
        if let variable = scope.lookup(name) {
            if let getter = variable.getter { return try invoke(getter, [], at: node) }
            guard let value = variable.value else {
                throw stop(node, "`\(name)` is read before any value was assigned to it")
            }
            return value
        }
        if case .object(let object)? = context.selfValue, index.property(named: name, in: object.value.typeName, near: node)?.isStatic == false {
            return try instanceMember(name, of: object, at: node)
        }
        if let typeName = dynamicType(of: context, at: node) {
            if let property = index.property(named: name, in: typeName, near: node) {
                return try propertyValue(property, selfValue: property.isStatic ? .type(typeName) : context.selfValue, use: node)
            }
            if !Self.runtimeNames.contains(name), let function = index.function(named: name, in: typeName, near: node) {
                return .function(Callable(function: function.decl, context: context, fileScope: fileScope))
            }
        }
        if let property = index.property(named: name, in: nil, near: node) {
            return try propertyValue(property, selfValue: nil, use: node)
        }
        if let function = index.function(named: name, in: nil, near: node) {
            return .function(Callable(function: function.decl, context: .fileLevel, fileScope: fileScope))
        }
        if case .declared(let qualified) = index.resolveWrittenType(name, near: node) {
            if let declarations = index.typeDeclaredElsewhereTwice(qualified, near: node) {
                let places = declarations.map { declaration -> String in
                    let position = map.position(of: declaration)
                    return "\(position.file):\(position.line)"
                }
                throw stop(
                    node, "`\(name)` is declared in several files (\(places.joined(separator: ", "))) and not in this one, so which it means depends on what the app's targets compile; the importer does not choose",
                    hint: "import the files of one target"
                )
            }
            return .type(qualified)
        }
        if let aliased = index.aliasedType(name, near: node) { return .type(Self.typeName(aliased)) }
        if index.extendsOnly(name) || CompositionalAPI.isKnownType(name) || Self.traitEnumerations[name] != nil { return .type(name) }
        if let stop = ambiguousMember(name, in: context.typeName, at: node) ?? ambiguousMember(name, in: nil, at: node) { throw stop }
        if let inherited = inheritedControllerProperty(name, context: context, at: node) { return inherited }
        if name == "UIFont" || name == "UIFontDescriptor" || name == "UIDevice" { return .type(name) }
        if name == "userInterfaceIdiom", context.selfValue?.isDevice == true {
            return .trait(TraitReading(trait: "idiom", code: name, position: map.position(of: node)))
        }
        // A view's or view controller's own trait collection: the environment's traits, read per device.
        if name == "traitCollection", context.typeName != nil { return .traitCollection }
        if let selfValue = context.selfValue, let own = try extendedUIKitSelfMember(name, of: selfValue, at: node) { return own }
        if let assumed = assumption(for: name, at: node) { return assumed }
        if Self.runtimeNames.contains(name) {
            return unknownName(name, at: node, reason: "it is known only when the app runs")
        }
        let nested = index.nestedTypes(named: name)
        if !nested.isEmpty {
            // Swift sees a type nested in another only through that type's name (or inside it).
            let reason = "no type `\(name)` is visible here; the files declare \(nested.map { "`\($0)`" }.joined(separator: " and ")), which code outside \(nested.count == 1 ? "its type" : "their types") names in full"
            return .unevaluable(Unevaluable(expression: name, position: map.position(of: node), reason: reason, isAssumable: false, hint: "write the qualified name the code means"))
        }
        if Self.isFrameworkTypeName(name) {
            // `UIView.layoutFittingCompressedSize`: the SDK's, which no file of the app declares.
            return unknownName(name, at: node, reason: "`\(name)` is a type of Apple's frameworks, whose members the importer reads only where a layout's API uses them")
        }
        let unknown = Unevaluable(
            expression: name, position: map.position(of: node), reason: "`\(name)` is not declared in the files imported", isAssumable: true
        )
        return .unevaluable(missingDeclaration(name, unknown))
    }

    /// Whether a name is spelled as the SDK's types are (`UIView`, `NSLayoutConstraint`, `CGRect`, `CALayer`): a
    /// framework prefix followed by a capitalized word.
    static func isFrameworkTypeName(_ name: String) -> Bool {
        for prefix in ["UI", "NS", "CG", "CA", "AV", "PH", "WK", "MK", "SK", "CL"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase, rest.dropFirst().contains(where: \.isLowercase) { return true }
        }
        return false
    }

    /// The refusal for a name that two other files declare, none of them the reader's: naming both, never choosing
    /// one by file order.
    func ambiguousMember(_ name: String, in typeName: String?, at node: some SyntaxProtocol) -> EvaluationStop? {
        guard let declarations = index.ambiguity(ofMember: name, in: typeName, near: node) else { return nil }
        let places = declarations.map { declaration -> String in
            let position = map.position(of: declaration)
            return "\(position.file):\(position.line)"
        }
        let owner = typeName.map { "`\($0).\(name)`" } ?? "`\(name)`"
        return stop(node, "\(owner) is declared in several files (\(places.joined(separator: ", "))) and not in this one, so which it means depends on what the app's targets compile; the importer does not choose", hint: "import the files of one target, or give it a value with --assume \(name)=VALUE")
    }

    /// The type whose members a bare name in `context`'s code means: the object's own class when the code is a
    /// superclass's that it inherits (an override in the subclass answers, as Swift dispatches), else the code's type.
    func dynamicType(of context: EvaluationContext, at node: some SyntaxProtocol) -> String? {
        guard case .instance(let dynamic)? = context.selfValue, let typeName = context.typeName, dynamic != typeName,
            index.inherits(dynamic, from: typeName, near: node)
        else { return context.typeName }
        return dynamic
    }

    func unknownName(_ name: String, at node: some SyntaxProtocol, reason: String) -> SwiftValue {
        .unevaluable(Unevaluable(expression: name, position: map.position(of: node), reason: reason, isAssumable: true))
    }

    /// `base.name` (not called).
    func evaluateMemberAccess(_ member: MemberAccessExprSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> SwiftValue {
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else {
            return .implicitMember(ImplicitMember(name: name, arguments: nil, node: Syntax(member)))
        }
        if let name = containerName(member, scope) { return name }
        if !assumptions.isEmpty, Self.isNameChain(member), let assumed = assumption(for: member.trimmedDescription, at: member) { return assumed }
        let base = try evaluate(baseExpression, scope, context)
        return try self.member(name, of: base, at: member, scope, context)
    }

    /// True for `a.b.c` made of names only (what `--assume` can name); with `unwrapping`, `a?.b!.c` too (UIKit's
    /// `collectionView` and `view` of a view controller are implicitly unwrapped, and code writes them either way).
    static func isNameChain(_ expression: ExprSyntax, unwrapping: Bool = false) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return isNameChain(base, unwrapping: unwrapping) }
        if unwrapping, let chaining = expression.as(OptionalChainingExprSyntax.self) { return isNameChain(chaining.expression, unwrapping: true) }
        if unwrapping, let forced = expression.as(ForceUnwrapExprSyntax.self) { return isNameChain(forced.expression, unwrapping: true) }
        return false
    }

    static func isNameChain(_ member: MemberAccessExprSyntax) -> Bool { isNameChain(ExprSyntax(member)) }

    /// The class of `UIScreen.main`, `UIApplication.shared` or `UIDevice.current`, UIKit's singletons, whose members
    /// apps extend; nil for any other unknown value.
    static func singletonType(of unknown: Unevaluable) -> String? {
        switch unknown.expression.filter({ !$0.isWhitespace }) {
        case "UIScreen.main": return "UIScreen"
        case "UIApplication.shared": return "UIApplication"
        case "UIDevice.current": return "UIDevice"
        default: return nil
        }
    }

    func member(_ name: String, of base: SwiftValue, at node: MemberAccessExprSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> SwiftValue {
        if let trait = deviceTrait(name, of: base, at: node) { return trait }
        if let typeName = base.extendedUIKitType, let property = index.property(named: name, in: typeName, near: node), !property.isStatic {
            // `traitCollection.isWide`: a property the app adds to the trait collection (or the layout environment),
            // run with `self` the one the provider reads, per device.
            return try propertyValue(property, selfValue: base, use: node)
        }
        if case .font(let font) = base, let member = fontMember(name, of: font, at: node) { return member }
        if case .number(let number) = base, let property = try numberExtensionProperty(name, of: number, at: node) { return property }
        switch base {
        case .object(let object):
            return try instanceMember(name, of: object, at: node)
        case .traitCollection:
            return traitCollectionMember(name, at: node)
        case .trait(let reading):
            if let member = traitMember(name, of: reading, at: node) { return member }
            return .unevaluable(traitUnknown(reading).extended(to: SourceMap.quote(node), chainOfNames: Self.isNameChain(node)))
        case .type(let typeName) where Self.traitEnumerations[typeName] != nil:
            return traitEnumerationCase(typeName, name, at: node)!
        case .type(let typeName):
            if let value = try staticMemberOfFileType(typeName, name, at: node) { return value }
            if CompositionalAPI.isKnownType(typeName) { return try uikitStaticMember(typeName, name, arguments: nil, at: Syntax(node)) }
            if let stop = ambiguousMember(name, in: typeName, at: node) { throw stop }
            if Self.runtimeNames.contains(typeName) {
                // `UserDefaults.standard`, `ProcessInfo.processInfo`, `Bundle.main`: the platform's own objects, whose
                // contents (a stored setting, a feature flag) only the running app has.
                return .unevaluable(
                    Unevaluable(expression: SourceMap.quote(node), position: map.position(of: node), reason: "it is known only when the app runs", isAssumable: true)
                )
            }
            let unknown = Unevaluable(
                expression: SourceMap.quote(node), position: map.position(of: node),
                reason: "`\(typeName)` has no member `\(name)` in the files imported", isAssumable: true
            )
            return .unevaluable(missingDeclaration("\(typeName).\(name)", unknown))
        case .instance(let typeName):
            if let property = index.property(named: name, in: typeName, near: node) {
                return try propertyValue(property, selfValue: base, use: node)
            }
            if !Self.runtimeNames.contains(name), let function = index.function(named: name, in: typeName, near: node) {
                return .function(Callable(function: function.decl, context: EvaluationContext(selfValue: base, typeName: typeName), fileScope: fileScope))
            }
            if let inherited = inheritedControllerProperty(name, context: EvaluationContext(selfValue: base, typeName: typeName), at: node) {
                return inherited
            }
            // UIKit's objects of the running app (the device) have properties the files do not declare.
            let reason = Self.runtimeNames.contains(name) || base.isDevice ? "it is known only when the app runs" : "`\(typeName)` has no property `\(name)` in the files imported"
            // `device.orientation` of a `let device = UIDevice.current`: the device's orientation, read as that is.
            let expression = base.isDevice && name == "orientation" ? "UIDevice.current.orientation" : SourceMap.quote(node)
            return .unevaluable(Unevaluable(expression: expression, position: map.position(of: node), reason: reason, isAssumable: true))
        case .enumCase(let value):
            if name == "rawValue" { return try rawValue(of: value, at: node) }
            if let property = index.property(named: name, in: value.typeName, near: node) {
                return try propertyValue(property, selfValue: base, use: node)
            }
            if let function = index.function(named: name, in: value.typeName, near: node) {
                return .function(Callable(function: function.decl, context: EvaluationContext(selfValue: base, typeName: value.typeName), fileScope: fileScope))
            }
            throw stop(node.declName, "`\(value.typeName)` has no property `\(name)` in the files imported")
        case .unevaluable(let unknown):
            if let known = unknown.knownMembers[name] { return known }
            if let typeName = Self.singletonType(of: unknown), let property = index.property(named: name, in: typeName, near: node), !property.isStatic {
                // `UIApplication.shared.orientation`: a property the app adds to one of UIKit's singletons, run with
                // `self` that object, so that what it reads of the device is read as such.
                return try propertyValue(property, selfValue: base, use: node)
            }
            if let landscape = interfaceOrientationIsLandscape(name, of: unknown, at: node) { return .bool(landscape) }
            if name == "safeAreaInsets", let safeArea = windowSafeArea(unknown, at: node) { return safeArea }
            if let read = registrationMember(of: unknown, name, at: node) { return read }
            if let snapshot = snapshotReading(name, at: node) { return snapshot }
            return .unevaluable(unknown.extended(to: SourceMap.quote(node), chainOfNames: Self.isNameChain(node)))
        case .implicitMember(let member):
            // `.custom.backgroundTint`: a static member the app adds to the type where the value is used (`UIColor`
            // for a view's `backgroundColor`), which is not known here; a value, unknown unless the layout reads it.
            return .unevaluable(
                Unevaluable(
                    expression: SourceMap.quote(node), position: map.position(of: node),
                    reason: "`.\(member.name)` is a member of the type the value is used as, which the importer does not know here", isAssumable: false
                )
            )
        case .null:
            return .null
        case .environment(let part):
            return try environmentMember(part, name, at: node)
        case .array(let elements):
            switch name {
            case "count": return .number(.integer(elements.count))
            case "isEmpty": return .bool(elements.isEmpty)
            case "first": return elements.first ?? .null
            case "last": return elements.last ?? .null
            case "indices": return .range(0..<elements.count)
            default: throw stop(node.declName, "arrays' `\(name)` is not evaluated")
            }
        case .tuple(let elements):
            if let position = Int(name), elements.indices.contains(position) { return elements[position].value }
            if let element = elements.first(where: { $0.label == name }) { return element.value }
            throw stop(node.declName, "the tuple has no element `\(name)`")
        case .range(let range):
            if name == "count" { return .number(.integer(range.count)) }
            throw stop(node.declName, "ranges' `\(name)` is not evaluated")
        case .string(let text):
            if name == "isEmpty" { return .bool(text.isEmpty) }
            if name == "count" { return .number(.integer(text.count)) }
            throw stop(node.declName, "strings' `\(name)` is not evaluated")
        case .flowLayout, .collectionView, .cgSize, .uiInsets, .indexPath:
            return try flowProperty(name, of: base, at: node) ?? .void
        case .symbolic(let length):
            return .unevaluable(
                Unevaluable(
                    expression: SourceMap.quote(node), position: length.position,
                    reason: "the container's \(length.variable) is known only as a name", isAssumable: false
                )
            )
        default:
            return try layoutProperty(name, of: base, at: node)
        }
    }

    /// `Kind.list`, `Kind.allCases`, `LayoutFactory.spacing`, `Kind.Nested` for a type declared (or extended) in
    /// the file; nil when the file declares no such member.
    func staticMemberOfFileType(_ typeName: String, _ name: String, at node: some SyntaxProtocol) throws -> SwiftValue? {
        if let info = index.type(typeName, near: node), info.isEnum {
            if let enumCase = info.cases.first(where: { $0.name == name }) {
                if enumCase.hasAssociatedValues {
                    throw stop(node, "enum cases with associated values (`\(typeName).\(name)`) are not evaluated")
                }
                return .enumCase(EnumCaseValue(typeName: info.name, caseName: name))
            }
            if name == "allCases" {
                return .array(info.cases.map { .enumCase(EnumCaseValue(typeName: info.name, caseName: $0.name)) })
            }
        }
        if let property = index.property(named: name, in: typeName, near: node) {
            return try propertyValue(property, selfValue: .type(typeName), use: node)
        }
        if let function = index.function(named: name, in: typeName, near: node) {
            return .function(Callable(function: function.decl, context: EvaluationContext(selfValue: .type(typeName), typeName: typeName), fileScope: fileScope))
        }
        // `ItemCell.Layout`: the type nested in this one, never another `Layout` of the files.
        if let nested = index.qualifiedType("\(typeName).\(name)", near: node) { return .type(nested) }
        if name == "self" { return .type(typeName) }
        return nil
    }

    /// The raw value of a case of a file enum: explicit, or Swift's implicit ones (0, 1, 2, ... after the last
    /// explicit integer; the case name for a String enum).
    func rawValue(of value: EnumCaseValue, at node: some SyntaxProtocol) throws -> SwiftValue {
        try rawValues(of: value.typeName, at: node).first { $0.caseName == value.caseName }?.rawValue ?? .null
    }

    func rawValues(of typeName: String, at node: some SyntaxProtocol) throws -> [(caseName: String, rawValue: SwiftValue)] {
        guard let info = index.type(typeName, near: node), info.isEnum, let rawType = info.rawType else {
            throw stop(node, "`\(typeName)` has no raw values")
        }
        var result: [(String, SwiftValue)] = []
        var next = 0
        for enumCase in info.cases {
            if let expression = enumCase.rawValue {
                let value = try evaluate(expression, Scope(parent: fileScope), .fileLevel)
                if case .number(let number) = value {
                    let raw = try int(number, at: expression)
                    guard raw < Int.max else { throw crash(expression, "the next raw value after \(raw) is past Int.max") }
                    next = raw + 1
                    result.append((enumCase.name, rawType == "Int" ? .number(.integer(raw)) : value))
                } else {
                    result.append((enumCase.name, value))
                }
            } else if rawType == "String" {
                result.append((enumCase.name, .string(enumCase.name)))
            } else {
                result.append((enumCase.name, .number(.integer(next))))
                next += 1
            }
        }
        return result
    }

    /// `Kind(rawValue: n)`: the case with that raw value, or nil.
    func enumCase(of typeName: String, rawValue: SwiftValue, at node: some SyntaxProtocol) throws -> SwiftValue {
        let cases = try rawValues(of: typeName, at: node)
        if case .number(let number) = rawValue, number.isSectionIndex {
            let numbers = cases.compactMap { $0.rawValue.numberValue?.value }
            if let largest = numbers.max() { sectionIndexProbes.note(comparedWith: largest) }
        }
        if let unknown = rawValue.unevaluable { return .unevaluable(unknown) }
        let qualified = index.type(typeName, near: node)?.name ?? typeName
        for candidate in cases where try equal(candidate.rawValue, rawValue, at: node) == true {
            return .enumCase(EnumCaseValue(typeName: qualified, caseName: candidate.caseName))
        }
        return .null
    }

    /// The section provider's environment: `container.effectiveContentSize.width` is the width adaptive
    /// sections compare and computed dimensions compute with, as are the container's `contentSize` and
    /// `effectiveContentInsets` (`SectionEnvironment.expressionNames`); `traitCollection` holds the traits conditions
    /// compare; everything else about the device is unknown.
    /// A bare name in a member the app adds to `UITraitCollection` or the layout environment (`extension
    /// UITraitCollection { func isWide() -> Bool { horizontalSizeClass == .regular } }`): `self`'s trait or part, as
    /// `self.name` reads it; nil for names that are neither.
    private func extendedUIKitSelfMember(_ name: String, of selfValue: SwiftValue, at node: some SyntaxProtocol) throws -> SwiftValue? {
        switch selfValue {
        case .traitCollection:
            guard let trait = Self.traitCollectionMembers[name] else { return nil }
            return .trait(TraitReading(trait: trait, code: name, position: map.position(of: node)))
        case .font(let font):
            // `fontDescriptor` in a method the app adds to `UIFont`.
            return fontMember(name, of: font, at: node)
        case .flowLayout where FlowAPI.layoutProperties.contains(name):
            // `minimumInteritemSpacing` in a method the app adds to `UICollectionViewFlowLayout`: the layout's own.
            guard let expression = Syntax(node).as(ExprSyntax.self) else { return nil }
            return try flowProperty(name, of: selfValue, at: expression)
        case .environment(let part) where part == .environment || part == .container:
            let known: Set<String> = part == .environment ? ["container", "traitCollection"] : ["effectiveContentSize", "contentSize", "effectiveContentInsets"]
            return known.contains(name) ? try environmentMember(part, name, at: node) : nil
        default:
            return nil
        }
    }

    private func environmentMember(_ part: EnvironmentPart, _ name: String, at node: some SyntaxProtocol) throws -> SwiftValue {
        switch (part, name) {
        case (.environment, "container"): return .environment(.container)
        case (.container, "effectiveContentSize"): return .environment(.contentSize(effective: true))
        case (.container, "contentSize"): return .environment(.contentSize(effective: false))
        case (.container, "effectiveContentInsets"): return .environment(.effectiveContentInsets)
        case (.contentSize(effective: true), "width"), (.contentSize(effective: true), "height"):
            return .symbolic(SymbolicLength(variable: name, expression: SourceMap.quote(node), position: map.position(of: node)))
        case (.contentSize(effective: false), "width"), (.contentSize(effective: false), "height"),
            (.effectiveContentInsets, "top"), (.effectiveContentInsets, "leading"), (.effectiveContentInsets, "bottom"),
            (.effectiveContentInsets, "trailing"):
            let spaceName = (part == .effectiveContentInsets ? "effectiveContentInsets." : "contentSize.") + name
            return .flowValue(FlowSymbol(name: spaceName, code: SourceMap.quote(node), position: map.position(of: node), space: .sectionEnvironment))
        case (.environment, "traitCollection"):
            return .traitCollection
        default:
            let reason = "`\(name)` of the layout environment is known only when the app runs"
            return .unevaluable(Unevaluable(expression: SourceMap.quote(node), position: map.position(of: node), reason: reason, isAssumable: true))
        }
    }
}

extension SwiftValue {
    var numberValue: NumberValue? {
        if case .number(let number) = self { return number }
        return nil
    }
}
