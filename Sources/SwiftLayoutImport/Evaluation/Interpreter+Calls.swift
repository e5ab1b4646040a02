import LayoutModel
import SwiftSyntax

extension Interpreter {
    /// A call: of a closure or function value, a function of the file, an initializer (UIKit's, a file enum's
    /// `init(rawValue:)`, numeric conversions), a static factory (`NSCollectionLayoutGroup.horizontal`), a
    /// method, or `.member(...)` waiting for its type. `asStatement` is true when the result is discarded: then a
    /// call the importer cannot follow that is handed a layout object is a fault, since it might change it.
    func evaluateCall(_ call: FunctionCallExprSyntax, _ scope: Scope, _ context: EvaluationContext, asStatement: Bool) throws -> SwiftValue {
        var arguments = try call.arguments.map { element in
            Argument(label: element.label?.text, value: try evaluate(element.expression, scope, context), node: Syntax(element.expression))
        }
        if let trailing = call.trailingClosure {
            arguments.append(Argument(label: nil, value: .function(Callable(closure: trailing, scope: scope, context: context)), node: Syntax(trailing)))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(
                Argument(label: extra.label.text, value: .function(Callable(closure: extra.closure, scope: scope, context: context)), node: Syntax(extra.closure))
            )
        }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return try callName(reference.baseName.text, arguments, call, scope, context, asStatement: asStatement)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else {
                return .implicitMember(ImplicitMember(name: name, arguments: arguments, node: Syntax(call)))
            }
            let isSelfInit = name == "init" && baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            if isSelfInit, case .type(let typeName)? = context.selfValue {
                // `self.init(appearance: appearance)` in a static method (`Self` is the type): a new value of the type.
                return try callMember("init", of: .type(typeName), baseExpression: baseExpression, arguments, call, scope, context, asStatement: asStatement)
            }
            if isSelfInit, let initializing = extensionInitializations.last {
                // `self.init(top:left:bottom:right:)` in an initializer the files add to a UIKit value type.
                extensionInitializations[extensionInitializations.count - 1].value = try construct(initializing.typeName, arguments, at: Syntax(call))
                return .void
            }
            if isSelfInit, let delegated = try delegateInitialization(arguments, context, at: call) { return delegated }
            if baseExpression.is(SuperExprSyntax.self) || isSelfInit {
                return try callSuper(name, arguments, context, at: call)
            }
            let base = try evaluate(baseExpression, scope, context)
            return try callMember(name, of: base, baseExpression: baseExpression, arguments, call, scope, context, asStatement: asStatement)
        }
        if let arrayType = callee.as(ArrayExprSyntax.self), arrayType.elements.count == 1 {
            // `[NSCollectionLayoutItem]()`: an empty array of that type; `[NSCollectionLayoutItem](repeating: item, count: 3)`.
            if arguments.isEmpty { return .array([]) }
            if let array = try arrayInitializer(arguments, at: call) { return array }
        }
        if let arrayType = callee.as(ArrayExprSyntax.self), arguments.isEmpty {
            throw stop(call, "`\(SourceMap.quote(arrayType))()` is not an array type the importer reads")
        }
        if callee.is(DictionaryExprSyntax.self) {
            throw stop(call, "dictionaries (`\(SourceMap.quote(call))`) are not evaluated", hint: "index an array or switch over the key instead")
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self), let reference = specialized.expression.as(DeclReferenceExprSyntax.self),
            index.hasType(reference.baseName.text)
        {
            // `Adapter<Section, Cell>(collectionView: gridView)`: a generic type of the files, made as its declaration
            // says (what its type arguments are changes none of the values it holds here).
            return try callName(reference.baseName.text, arguments, call, scope, context, asStatement: asStatement)
        }
        let value = try evaluate(callee, scope, context)
        switch value {
        case .function(let callable): return try invoke(callable, arguments, at: call)
        case .unevaluable: return try unknownCall(call, arguments, base: nil, reason: "its function is not known", hint: nil, asStatement: asStatement)
        default: throw stop(call, "cannot call \(value.kindDescription)")
        }
    }

    private func callName(
        _ name: String, _ arguments: [Argument], _ call: FunctionCallExprSyntax, _ scope: Scope, _ context: EvaluationContext,
        asStatement: Bool
    ) throws -> SwiftValue {
        let labels = arguments.map(\.label)
        if name == "Self", let typeName = context.typeName {
            return try callMember("init", of: .type(typeName), baseExpression: call.calledExpression, arguments, call, scope, context, asStatement: asStatement)
        }
        if let variable = scope.lookup(name, labels: labels) {
            guard case .function(let callable)? = variable.value else {
                throw stop(call, "`\(name)` is \(variable.value?.kindDescription ?? "not assigned yet"), not a function")
            }
            return try invoke(callable, arguments, at: call)
        }
        if CompositionalAPI.isKnownType(name) { return try construct(name, arguments, at: Syntax(call)) }
        if name == "UI_USER_INTERFACE_IDIOM", arguments.isEmpty, !index.hasFunction(named: name) {
            // The Objective-C macro's Swift form of `UIDevice.current.userInterfaceIdiom`: the idiom, a trait.
            return .trait(TraitReading(trait: "idiom", code: SourceMap.quote(call), position: map.position(of: call)))
        }
        if name == "UIFont", index.type(name, near: call)?.declaration == nil, let font = try fontInitializer(arguments, at: call) { return font }
        if name == "UICollectionViewLayout", arguments.isEmpty, index.type(name, near: call)?.declaration == nil {
            placeholderLayoutMade = true
            return .placeholderLayout
        }
        // `String(describing:)` where the files extend `String` (and declare no type of that name).
        if Self.standardLibraryTypes.contains(name), index.type(name, near: call)?.declaration == nil,
            let standard = try standardLibraryCall(name, arguments, at: call)
        {
            return standard
        }
        if index.hasType(name) { return try constructFileType(name, arguments, at: call) }
        if let builtin = try callBuiltin(name, arguments, at: call) { return builtin }
        if let stored = try storedClosure(named: name, context, at: call) {
            guard case .function(let callable) = stored else {
                return try unknownCall(call, arguments, base: nil, reason: stored.unevaluable?.reason ?? "it is not a function", hint: stored.unevaluable?.hint, asStatement: asStatement)
            }
            return try invoke(callable, arguments, at: call)
        }
        if let function = index.function(named: name, labels: labels, preferredType: dynamicType(of: context, at: call), near: call) {
            return try invoke(Callable(function: function.decl, context: self.context(for: function, from: context), fileScope: fileScope), arguments, at: call)
        }
        let signature = Callable.signature(name: name, labels: labels)
        if case .object(let object)? = context.selfValue,
            let result = try optionSetMethod(name, labels, of: object, arguments, baseExpression: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), call, scope, context)
        {
            // `isDisjoint(with: [.hCompact, .vCompact])` in a method of an option set of the files: its own algebra.
            return result
        }
        if let selfValue = context.selfValue, !Self.uikitClasses(of: selfValue).isEmpty {
            // `register(cellClass, forCellWithReuseIdentifier: id)` in a method the app adds to `UICollectionView`:
            // UIKit's own method of `self`, also where the app declares another of that name.
            return try callMember(name, of: selfValue, baseExpression: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), arguments, call, scope, context, asStatement: asStatement)
        }
        if index.hasFunction(named: name, reachableFrom: dynamicType(of: context, at: call), near: call) {
            throw stop(call, "no function `\(signature)` in the files imported takes these arguments")
        }
        if let typeName = dynamicType(of: context, at: call), case let owners = index.extensionOwners(ofFunction: name, unreachableFrom: typeName, near: call), !owners.isEmpty {
            throw stop(
                call, "`\(signature)` is a method the files add to \(owners.joined(separator: " and ")), which `self` here (\(typeName)) is not",
                hint: "import the file that adds it to \(typeName) or a class it descends from"
            )
        }
        if let standard = try standardLibraryCall(name, arguments, at: call) { return standard }
        if let unread = unreadDeclarations.reason(for: name) {
            return try unknownCall(call, arguments, base: nil, reason: unread.reason, hint: unread.remedy, asStatement: asStatement)
        }
        return try unknownCall(
            call, arguments, base: nil, reason: "no function `\(signature)` is declared in the files imported",
            hint: "import the file that declares `\(name)` with this one", asStatement: asStatement
        )
    }

    /// A property of the enclosing type (or the file) that holds a closure, called by its name
    /// (`let sectionKind: (Int) -> Kind?` called as `sectionKind(index)`); nil when no property has the name.
    private func storedClosure(named name: String, _ context: EvaluationContext, at call: FunctionCallExprSyntax) throws -> SwiftValue? {
        let property = context.typeName.flatMap { index.property(named: name, in: $0, near: call) } ?? index.property(named: name, in: nil, near: call)
        guard let property, Self.holdsClosure(property) else { return nil }
        let selfValue: SwiftValue? = property.typeName.map { property.isStatic ? .type($0) : (context.selfValue ?? .instance(typeName: $0)) }
        return try propertyValue(property, selfValue: selfValue, use: call.calledExpression)
    }

    /// True for a property declared with a function type, or initialized with a closure.
    static func holdsClosure(_ property: DeclarationIndex.Property) -> Bool {
        isFunctionType(property.binding.typeAnnotation?.type) || property.binding.initializer?.value.is(ClosureExprSyntax.self) == true
    }

    /// The standard library's types called as functions: `String(describing: Self.self)` names a type (as a
    /// reuse identifier or element kind), `String(x)` of a number or string; other initializers of `String`,
    /// `Array` and kin are reported as not evaluated rather than as missing declarations. Nil for other names.
    private func standardLibraryCall(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue? {
        guard Self.standardLibraryTypes.contains(name) else { return nil }
        if name == "String", arguments.count == 1, arguments[0].label == nil || arguments[0].label == "describing" {
            // `String(describing: HeaderView.self)` is "HeaderView" whether or not a file given declares the type.
            if let member = arguments[0].node.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let base = member.base, Self.isNameChain(base), base.trimmedDescription != "Self"
            {
                return .string(DeclarationIndex.typeKey(base.trimmedDescription))
            }
            switch arguments[0].value {
            case .type(let typeName): return .string(DeclarationIndex.typeKey(typeName))
            case .string(let text): return .string(text)
            case .number(let number): return .string(number.interpolated)
            case .enumCase(let value): return .string(value.caseName)
            case .instance(let typeName): return .string(typeName)
            case .object(let object): return .string(DeclarationIndex.typeKey(object.value.typeName))
            case .unevaluable(let unknown):
                if registrationBranches != nil { return registrationString(of: unknown, at: call) }
                return .unevaluable(unknown.extended(to: SourceMap.quote(call), chainOfNames: false))
            default: break
            }
        }
        if name == "Array", let array = try arrayInitializer(arguments, at: call) { return array }
        // Any other value of these types (`NSNumber(value: row)` as a cache key) is unknown, reported only where a layout
        // needs it.
        let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
        return .unevaluable(
            Unevaluable(
                expression: SourceMap.quote(call), position: map.position(of: call), reason: "`\(name)(\(labels))` is not evaluated", isAssumable: false,
                hint: "the importer reads String(describing:) of a type, and String(_:) of a number or string"
            )
        )
    }

    /// `Array(repeating: item, count: 3)` (the same element, a layout object the same object, `count` times) and
    /// `Array(range)` or `Array(array)`; nil for other arguments.
    private func arrayInitializer(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue? {
        let labels = arguments.map(\.label)
        if labels == ["repeating", "count"] {
            if let repeated = repeatedLayoutElement(arguments, at: call) { return repeated }
            guard case .number(let number) = arguments[1].value else { return arguments[1].value.unevaluable.map(SwiftValue.unevaluable) }
            let count = try int(number, at: call)
            guard count >= 0 else { throw stop(call, "`Array(repeating:count:)` with a negative count traps") }
            try checkSize(count, of: "an array", at: call)
            return .array(Array(repeating: arguments[0].value, count: count))
        }
        guard labels == [nil] else { return nil }
        switch arguments[0].value {
        case .array(let elements):
            return .array(elements)
        case .range(let range):
            try checkSize(range.count, of: "an array", at: call)
            return .array(range.map { SwiftValue.number(.integer($0)) })
        default:
            return nil
        }
    }

    /// `Array(repeating: item, count: Int(1 / fraction))`, an item or group repeated a number of times computed from the
    /// container: by R7 a group's subitems cycle in order, so identical ones fill it exactly as the one does, and the
    /// array is read as that one element (a group whose length is estimated gives each subitem a slot instead: see
    /// `makeGroup`). UIKit stops on a group of no subitems, which a count below 1 would give. Nil for other arrays.
    private func repeatedLayoutElement(_ arguments: [Argument], at call: FunctionCallExprSyntax) -> SwiftValue? {
        let element = arguments[0].value
        let object: ObjectIdentifier
        switch element {
        case .item(let item): object = ObjectIdentifier(item)
        case .group(let group): object = ObjectIdentifier(group)
        default: return nil
        }
        guard let count = computedLength(arguments[1]) else { return nil }
        repeatedSubitemCounts[object] = count
        note(
            call,
            "`Array(repeating:count:)` repeats one subitem `\(count)` times, a count computed from the container: identical subitems fill a group as the one does (R7), so it is read as one (a count below 1, on which UIKit stops, is not checked)"
        )
        return .array([element])
    }

    /// Whether a method of `object`, an instance of an app's class, called with `arguments`, can reach no layout object:
    /// no argument is one, a collection view, the controller being read, an instance holding one, or passed `inout`,
    /// and the object holds none. (A class's `var`s are the running app's values already, so a method stopped halfway
    /// leaves nothing a layout reads changed; a struct's `mutating` method could, and is never set aside.)
    static func reachesNoLayout(_ object: Reference<InstanceValue>, _ arguments: [Argument]) -> Bool {
        guard object.value.isClass, !holdsLayout(.object(object), depth: 0) else { return false }
        return arguments.allSatisfy { !$0.node.is(InOutExprSyntax.self) && !holdsLayout($0.value, depth: 0) }
    }

    private static func holdsLayout(_ value: SwiftValue, depth: Int) -> Bool {
        guard depth < 4 else { return true }
        switch value {
        case .collectionView, .layout, .instance, .placeholderLayout, .registrationView, .listConfiguration, .function: return true
        case .object(let object): return object.value.fields.values.contains { holdsLayout($0, depth: depth + 1) }
        case .array(let elements): return elements.contains { holdsLayout($0, depth: depth + 1) }
        case .tuple(let elements): return elements.contains { holdsLayout($0.value, depth: depth + 1) }
        default: return value.isLayoutObject
        }
    }

    /// Types of the standard library and Foundation that code calls as initializers.
    static let standardLibraryTypes: Set<String> = [
        "String", "Array", "Set", "Dictionary", "Bool", "Character", "Substring", "UUID", "Date", "URL", "Data", "NSString",
        "NSNumber", "Optional", "Result",
    ]

    /// The `self` a function of the file runs with when called by its bare name from `context`.
    func context(for function: DeclarationIndex.Function, from context: EvaluationContext) -> EvaluationContext {
        guard let typeName = function.typeName else { return .fileLevel }
        // A method the object inherits from a class of the files runs with the same `self`, in its class's code.
        if case .instance(let dynamic)? = context.selfValue, !function.isStatic, dynamic != typeName,
            index.inherits(dynamic, from: typeName, near: function.decl)
        {
            return EvaluationContext(selfValue: context.selfValue, typeName: typeName)
        }
        if typeName == context.typeName, let selfValue = context.selfValue {
            if function.isStatic, case .instance = selfValue { return EvaluationContext(selfValue: .type(typeName), typeName: typeName) }
            return EvaluationContext(selfValue: selfValue, typeName: typeName)
        }
        return EvaluationContext(selfValue: function.isStatic ? .type(typeName) : .instance(typeName: typeName), typeName: typeName)
    }

    private func callMember(
        _ name: String, of base: SwiftValue, baseExpression: ExprSyntax, _ arguments: [Argument], _ call: FunctionCallExprSyntax,
        _ scope: Scope, _ context: EvaluationContext, asStatement: Bool
    ) throws -> SwiftValue {
        let labels = arguments.map(\.label)
        if case .number(let number) = base, let result = try numberExtensionMethod(name, labels, of: number, arguments, at: call) {
            // `16.scaled(by: 0.8)`: a method the files add to a number type.
            return result
        }
        if name == "then" || name == "do", labels == [nil], case .function(let closure) = arguments[0].value, closure.isClosure,
            Self.takesConfigurationClosures(base), !declaresOwnMethod(name, of: base, at: call)
        {
            // The Then library's configuration closures: `collectionView.do { $0.setCollectionViewLayout(layout, …) }`
            // runs the closure on the value; `.then` returns it as the closure left it (a copy, for a value type).
            let configured = try configure(base, with: closure, at: call)
            return name == "then" ? configured : .void
        }
        if name == "map" || name == "flatMap", labels == [nil], case .function(let transform) = arguments[0].value, base.isOptionalPayload {
            // `Kind(rawValue: index).map(makeSection)`: an optional that holds a value passes it on.
            return try invoke(transform, [Argument(label: nil, value: base, node: arguments[0].node)], at: call)
        }
        if let typeName = base.extendedUIKitType, let function = index.function(named: name, labels: labels, in: typeName, near: call) {
            // `environment.traitCollection.shouldUseWideLayout()`: a method the app adds to the trait collection (or the
            // layout environment), run with `self` the one the provider reads, per device.
            return try invoke(Callable(function: function.decl, context: EvaluationContext(selfValue: base, typeName: typeName), fileScope: fileScope), arguments, at: call)
        }
        switch base {
        case .type("UIFont") where index.function(named: name, labels: labels, in: "UIFont", near: call) == nil:
            if let font = try fontFactory(name, arguments, at: call) { return font }
            if name == "init", let font = try fontInitializer(arguments, at: call) { return font }
            return try unknownCall(call, arguments, base: nil, reason: "`UIFont.\(name)` is not a font the importer sizes", hint: nil, asStatement: asStatement)
        case .type("UIFontDescriptor") where index.function(named: name, labels: labels, in: "UIFontDescriptor", near: call) == nil:
            if let descriptor = try fontDescriptorFactory(name, arguments) { return descriptor }
            return try unknownCall(call, arguments, base: nil, reason: "`UIFontDescriptor.\(name)` is not a font descriptor the importer reads", hint: nil, asStatement: asStatement)
        case .type(let typeName):
            // Static functions the file declares, also in extensions of UIKit types (`extension
            // UICollectionViewCompositionalLayout { static func feed() ... }`).
            if let function = index.function(named: name, labels: labels, in: typeName, near: call) {
                let methodContext = EvaluationContext(selfValue: .type(typeName), typeName: typeName)
                return try invoke(Callable(function: function.decl, context: methodContext, fileScope: fileScope), arguments, at: call)
            }
            if index.hasType(typeName), !CompositionalAPI.isKnownType(typeName) {
                if name == "init" { return try constructFileType(typeName, arguments, at: call) }
                if let nested = index.qualifiedType("\(typeName).\(name)", near: call) {
                    // `DataSource.SectionType(rawValue: index)`: the nested type's initializer.
                    return try constructFileType(nested, arguments, at: call)
                }
                return try unknownCall(
                    call, arguments, base: nil, reason: "`\(typeName)` has no function `\(Callable.signature(name: name, labels: labels))` in the files imported",
                    hint: nil, asStatement: asStatement
                )
            }
            return try uikitStaticMember(typeName, name, arguments: arguments, at: Syntax(call))
        case .instance, .enumCase:
            let typeName: String
            if case .enumCase(let value) = base { typeName = value.typeName } else if case .instance(let name) = base { typeName = name } else { typeName = "" }
            if let function = index.function(named: name, labels: labels, in: typeName, near: call) {
                let methodContext = EvaluationContext(selfValue: base, typeName: typeName)
                return try invoke(Callable(function: function.decl, context: methodContext, fileScope: fileScope), arguments, at: call)
            }
            if let stored = index.property(named: name, in: typeName, near: call), Self.holdsClosure(stored) {
                let value = try propertyValue(stored, selfValue: base, use: call.calledExpression)
                if case .function(let callable) = value { return try invoke(callable, arguments, at: call) }
                if let unknown = value.unevaluable {
                    return try unknownCall(call, arguments, base: base, reason: unknown.reason, hint: unknown.hint, asStatement: asStatement)
                }
            }
            return try unknownCall(
                call, arguments, base: base, reason: "`\(typeName)` has no function `\(Callable.signature(name: name, labels: labels))` in the files imported",
                hint: nil, asStatement: asStatement
            )
        case .object(let object):
            if let result = try optionSetMethod(name, labels, of: object, arguments, baseExpression: baseExpression, call, scope, context) { return result }
            let member = try instanceMember(name, of: object, at: call.calledExpression)
            if case .function(let callable) = member {
                guard Self.reachesNoLayout(object, arguments) else { return try invoke(callable, arguments, at: call) }
                do {
                    return try invoke(callable, arguments, at: call)
                } catch EvaluationStop.fault(let fault) {
                    // `library.defaultPhotoCollection()` in a controller's `init`, stopping at the photo library's state:
                    // code that can reach no layout object changes nothing a layout reads, so its result is a value
                    // only the running app has, refused where a layout reads it.
                    return .unevaluable(
                        Unevaluable(
                            expression: SourceMap.quote(call), position: map.position(of: call),
                            reason: "its code stops at \(fault.description)", isAssumable: false
                        )
                    )
                }
            }
            return try unknownCall(
                call, arguments, base: base, reason: member.unevaluable?.reason ?? "it is not a function", hint: member.unevaluable?.hint, asStatement: asStatement
            )
        case .function(let callable) where name == "callAsFunction":
            return try invoke(callable, arguments, at: call)
        case .array(var elements):
            switch (name, labels) {
            case ("append", [nil]):
                try checkSize(elements.count + 1, of: "an array", at: call)
                elements.append(arguments[0].value)
                try assign(baseExpression, .array(elements), scope, context)
                return .void
            case ("append", ["contentsOf"]):
                if let unknown = arguments[0].value.unevaluable {
                    // Elements only the running app has (`content.getSetting().accessories`): the array is unknown too,
                    // refused only where a layout reads it.
                    try assign(baseExpression, .unevaluable(unknown), scope, context)
                    return .void
                }
                guard case .array(let more) = arguments[0].value else { throw stop(call, "`append(contentsOf:)` needs an array") }
                try checkSize(elements.count + more.count, of: "an array", at: call)
                try assign(baseExpression, .array(elements + more), scope, context)
                return .void
            case ("map", [nil]), ("forEach", [nil]), ("compactMap", [nil]):
                return try mapElements(elements, name, arguments[0], at: call)
            case ("joined", ["separator"]), ("joined", []):
                // Texts joined (a reuse identifier, a label's text): each a string, else the result is unknown.
                var texts: [String] = []
                for value in arguments.map(\.value) + elements {
                    guard case .string(let text) = value else {
                        let reason = "it joins values that are not known texts"
                        return .unevaluable(Unevaluable(expression: SourceMap.quote(call), position: map.position(of: call), reason: reason, isAssumable: false))
                    }
                    texts.append(text)
                }
                let separator = arguments.isEmpty ? "" : texts.removeFirst()
                return .string(texts.joined(separator: separator))
            case ("enumerated", []):
                return .array(elements.enumerated().map { .tuple([TupleElement(label: "offset", value: .number(.integer($0.offset))), TupleElement(label: "element", value: $0.element)]) })
            case ("contains", [nil]):
                for element in elements where try equal(element, arguments[0].value, at: call) == true { return .bool(true) }
                if let unknown = arguments[0].value.unevaluable { return .unevaluable(unknown) }
                return .bool(false)
            default:
                let method = "arrays' `\(Callable.signature(name: name, labels: labels))` is not evaluated"
                // As a statement it may change the array (`sort()`, `removeAll(where:)`), which later code would read as
                // it was; as a value it is unknown, refused only where a layout needs it (`[…].filter(\.isEnabled)`
                // given to a snapshot's `appendItems`).
                if asStatement { throw stop(call, method) }
                return .unevaluable(Unevaluable(expression: SourceMap.quote(call), position: map.position(of: call), reason: method, isAssumable: false))
            }
        case .range(let range):
            if name == "contains", labels == [nil] {
                guard case .number(let number) = arguments[0].value else {
                    if let unknown = arguments[0].value.unevaluable { return .unevaluable(unknown) }
                    throw stop(call, "ranges' `contains` is evaluated on numbers only, found \(arguments[0].value.kindDescription)")
                }
                if number.isSectionIndex { sectionIndexProbes.note(comparedWith: Double(range.upperBound - 1)) }
                return .bool(Double(range.lowerBound) <= number.integerValue && number.integerValue < Double(range.upperBound))
            }
            guard ["map", "forEach", "compactMap"].contains(name), labels == [nil] else {
                throw stop(call, "ranges' `\(Callable.signature(name: name, labels: labels))` is not evaluated")
            }
            // Walked lazily: the iteration budget stops `(0..<1_000_000_000).map` before any array is built.
            return try mapElements(range.lazy.map { .number(.integer($0)) }, name, arguments[0], at: call)
        case .symbolic(let length) where name == "rounded" || name == "round":
            // The container's length rounded: a computed dimension's arithmetic, no longer a condition's.
            return try callMember(name, of: .flowValue(length.symbol), baseExpression: baseExpression, arguments, call, scope, context, asStatement: asStatement)
        case .number where name == "rounded", .flowValue where name == "rounded":
            // `(width / 3).rounded(.down)`: Swift's rounding rules, to nearest (halves away from zero) by default. A
            // flow spec's names stay names under the rules `floor`, `ceil`, `round` and `trunc` round by; under the
            // other two only `--assume` values are rounded.
            let rule = try roundingRule(arguments, at: call)
            if case .flowValue(let symbol) = base, let rounding = FlowRounding(rule: rule) { return .flowValue(symbol.rounded(rounding)) }
            guard case .number(var number) = concrete(base, use: "`rounded`", at: call) else { return concrete(base, use: "`rounded`", at: call) }
            number.value = number.value.rounded(rule)
            number.integerReading = number.integerReading.map { $0.rounded(rule) }
            number.isSectionIndex = false
            return .number(number)
        case .number where name == "round", .flowValue where name == "round":
            // `width.round(.down)`: the mutating form of `rounded(_:)`, on a variable.
            let rounded = try callMember("rounded", of: base, baseExpression: baseExpression, arguments, call, scope, context, asStatement: false)
            try assign(baseExpression, rounded, scope, context)
            return .void
        case .unevaluable(let unknown):
            if let value = registrationCall(name, on: unknown, arguments, at: call) { return value }
            if asStatement, (arguments.map(\.value)).contains(where: \.isLayoutObject) {
                return try unknownCall(call, arguments, base: nil, reason: unknown.reason, hint: nil, asStatement: true)
            }
            if let known = try knownSnapshotReading(name, of: unknown, arguments: arguments, context, at: call) { return known }
            if let snapshot = snapshotReading(name, at: call) { return snapshot }
            return .unevaluable(unknown.extended(to: SourceMap.quote(call), chainOfNames: false))
        case .null:
            return .null
        default:
            // A method the app adds to a UIKit class in an extension (`extension UICollectionView { func
            // applyGrid() { … } }`) runs with `self` the object; UIKit's own are read below.
            for typeName in Self.uikitClasses(of: base) {
                if let function = index.function(named: name, labels: labels, in: typeName, near: call), !function.isStatic {
                    if Self.viewClasses.contains(typeName), !index.mayChangeLayout(function.decl) {
                        // `collectionView.pinToParent()`, a method the app adds to every view: it names nothing that
                        // changes a layout (its constraints read the superview, which only the running app has), so
                        // it is not run, and what it returns is unknown, unless it returns the view itself
                        // (`UICollectionView(…).constrainToSize(height: 36)`).
                        if index.returnsItself(function.decl, in: typeName) { return base }
                        let reason = "`\(name)` is a method the app adds to every view, which the importer does not run (it changes no layout)"
                        return .unevaluable(Unevaluable(expression: SourceMap.quote(call), position: map.position(of: call), reason: reason, isAssumable: false))
                    }
                    let methodContext = EvaluationContext(selfValue: base, typeName: typeName)
                    return try invoke(Callable(function: function.decl, context: methodContext, fileScope: fileScope), arguments, at: call)
                }
            }
            return try layoutMethod(name, of: base, arguments, at: call)
        }
    }

    /// The classes every view is an instance of, whose methods the app adds to all views, not to collection views.
    static let viewClasses: Set<String> = ["UIScrollView", "UIView"]

    /// The UIKit classes a layout object or view is an instance of, the class first, then what it inherits from.
    static func uikitClasses(of value: SwiftValue) -> [String] {
        switch value {
        case .collectionView: return ["UICollectionView", "UIScrollView", "UIView"]
        case .flowLayout: return ["UICollectionViewFlowLayout", "UICollectionViewLayout"]
        case .layout: return ["UICollectionViewCompositionalLayout", "UICollectionViewLayout"]
        case .section: return ["NSCollectionLayoutSection"]
        case .group: return ["NSCollectionLayoutGroup", "NSCollectionLayoutItem"]
        case .item: return ["NSCollectionLayoutItem"]
        case .boundaryItem: return ["NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutItem"]
        case .supplementaryItem: return ["NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutItem"]
        case .decorationItem: return ["NSCollectionLayoutDecorationItem", "NSCollectionLayoutItem"]
        case .font: return ["UIFont"]
        case .fontDescriptor: return ["UIFontDescriptor"]
        default: return []
        }
    }

    /// Values Then's `then`/`do` apply to: known values and objects, not a type, not an unknown value (a promise's
    /// `then` of a library is not Then's).
    private static func takesConfigurationClosures(_ value: SwiftValue) -> Bool {
        switch value {
        case .type, .unevaluable, .null, .void, .function: return false
        default: return true
        }
    }

    /// Whether the files declare a method of this name for the value's own type (an app's `then` of its own).
    private func declaresOwnMethod(_ name: String, of value: SwiftValue, at call: FunctionCallExprSyntax) -> Bool {
        switch value {
        case .instance(let typeName): return index.function(named: name, in: typeName, near: call) != nil
        case .object(let object): return index.function(named: name, in: object.value.typeName, near: call) != nil
        default: return false
        }
    }

    /// Runs a configuration closure on `value` (its one parameter, or `$0`, a variable of the closure) and returns
    /// what the closure left in it: the same object for a layout object or view, the changed copy for a value.
    private func configure(_ value: SwiftValue, with closure: Callable, at call: FunctionCallExprSyntax) throws -> SwiftValue {
        guard closure.parameters.count <= 1 else { throw stop(call, "the closure takes \(closure.parameters.count) arguments but is called with 1") }
        let name = closure.parameters.first?.name ?? "$0"
        let scope = Scope(parent: closure.captured)
        scope.declare(name, value, constant: false)
        _ = try run(closure.body, scope, closure.context, implicitReturn: true)
        return scope.lookup(name)?.value ?? value
    }

    /// `dataSource.sectionIdentifier(for: index)`, `dataSource.snapshot()`, `itemIdentifier(for:)`: which section or
    /// item is which is the app's data, held by a diffable data source while the app runs. Said so, with what the
    /// user can do instead (a spec's `sections` give each index its own definition); nil for other calls.
    func snapshotReading(_ name: String, at node: some SyntaxProtocol) -> SwiftValue? {
        guard Self.snapshotMembers.contains(name) else { return nil }
        return .unevaluable(
            Unevaluable(
                expression: SourceMap.quote(node), position: map.position(of: node),
                reason: "which section or item is which comes from the data source's snapshot, the app's data while it runs",
                isAssumable: false,
                hint: "describe the layout in a spec, whose `sections` give each section index its own definition"
            )
        )
    }

    /// The members of a diffable data source and its snapshot that say which section or item an index is.
    private static let snapshotMembers: Set<String> = ["sectionIdentifier", "itemIdentifier", "snapshot", "sectionIdentifiers", "itemIdentifiers"]

    /// The rule of `rounded(_:)`: `.down`, `.up`, `.towardZero`, `.awayFromZero`, `.toNearestOrEven`, or the
    /// default, `.toNearestOrAwayFromZero`.
    private func roundingRule(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> FloatingPointRoundingRule {
        guard let argument = arguments.first else { return .toNearestOrAwayFromZero }
        guard arguments.count == 1, case .implicitMember(let member) = argument.value, member.arguments == nil else {
            throw stop(call, "`rounded` is evaluated with a rounding rule such as `.down`")
        }
        let rules: [String: FloatingPointRoundingRule] = [
            "down": .down, "up": .up, "towardZero": .towardZero, "awayFromZero": .awayFromZero, "toNearestOrEven": .toNearestOrEven,
            "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
        ]
        guard let rule = rules[member.name] else { throw stop(argument.node, "`.\(member.name)` is not a rounding rule") }
        return rule
    }

    /// `map`, `compactMap` and `forEach` with a closure over an array or a range.
    private func mapElements(
        _ elements: some Sequence<SwiftValue>, _ name: String, _ transform: Argument, at call: FunctionCallExprSyntax
    ) throws -> SwiftValue {
        guard case .function(let callable) = transform.value else { throw stop(transform.node, "`\(name)` needs a closure") }
        var results: [SwiftValue] = []
        for element in elements {
            try countIteration(at: call)
            let result = try invoke(callable, [Argument(label: nil, value: element, node: transform.node)], at: call)
            if name == "compactMap", case .null = result { continue }
            results.append(result)
        }
        return name == "forEach" ? .void : .array(results)
    }

    /// A call the importer cannot see into. As a statement handed a layout object it is a fault (it might
    /// change that object); otherwise its result is simply unknown.
    func unknownCall(
        _ call: FunctionCallExprSyntax, _ arguments: [Argument], base: SwiftValue?, reason: String, hint: String?, asStatement: Bool
    ) throws -> SwiftValue {
        let values = arguments.map(\.value) + (base.map { [$0] } ?? [])
        if let (typeName, method) = flowDelegateHandedWithItsView(values) {
            // `CollectionViewAdapter<…>(collectionView: gridView, delegatee: delegatee)`: code the importer cannot
            // follow, given a flow layout's view and an object that answers its delegate, may make one the other's.
            record(
                call,
                "`\(SourceMap.quote(call))` is given the collection view and \(typeName), whose \(method) sizes what its flow layout shows: it may make \(typeName) the collection view's delegate, which the importer cannot follow (\(reason))",
                hint: "answer the flow delegate in the type that builds the layout, or describe the layout in a spec"
            )
        }
        if asStatement, let object = values.first(where: \.isLayoutObject) {
            record(
                call, "cannot tell what `\(SourceMap.quote(call))` does to the \(object.kindDescription.split(separator: " ").last!) it is given: \(reason)",
                hint: hint ?? "set the object's properties in the layout code itself"
            )
        }
        return .unevaluable(Unevaluable(expression: SourceMap.quote(call), position: map.position(of: call), reason: reason, isAssumable: false, hint: hint))
    }

    /// A type of the file called as a function: an enum's `init(rawValue:)`; other initializers are unknown.
    private func constructFileType(_ typeName: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue {
        if index.isFlowLayoutSubclass(typeName, near: call) {
            throw stop(
                call, "`\(typeName)` is a subclass of UICollectionViewFlowLayout, which the importer does not read: its overrides can place items anywhere",
                hint: "the importer reads UICollectionViewFlowLayout itself, configured by properties and delegate methods"
            )
        }
        if let value = try constructEnumByItsInitializer(typeName, arguments, at: call) { return value }
        if arguments.count == 1, arguments[0].label == "rawValue", index.type(typeName, near: call)?.isEnum == true {
            return try enumCase(of: typeName, rawValue: arguments[0].value, at: call)
        }
        if let instance = try construct(instanceOf: typeName, arguments, at: call) { return instance }
        return .unevaluable(
            Unevaluable(
                expression: SourceMap.quote(call), position: map.position(of: call),
                reason: "instances of `\(typeName)` are not evaluated (only enums' `init(rawValue:)`)", isAssumable: false
            )
        )
    }

    /// `max`, `min`, `abs`, `floor`, `ceil`, `round`, `trunc` (on flow symbols, the flow expression's own); `print`
    /// and assertions do nothing; nil for other names.
    private func callBuiltin(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue? {
        var arguments = arguments
        if FlowFunction(rawValue: name) != nil || FlowRounding(rawValue: name) != nil {
            for index in arguments.indices { arguments[index].value = arguments[index].value.withContainerLengthAsSymbol }
        }
        if let function = FlowFunction(rawValue: name), let symbol = FlowSymbol.call(function, arguments.map(\.value)) {
            return .flowValue(symbol)
        }
        if let rounding = FlowRounding(rawValue: name), arguments.count == 1, case .flowValue(let symbol) = arguments[0].value {
            return .flowValue(symbol.rounded(rounding))
        }
        if ["max", "min", "abs", "floor", "ceil", "round", "trunc"].contains(name) {
            for index in arguments.indices { arguments[index].value = concrete(arguments[index].value, use: "`\(name)`", at: arguments[index].node) }
        }
        switch name {
        case "print", "debugPrint", "assert", "precondition", "dump":
            return .void
        case "fatalError", "preconditionFailure", "assertionFailure":
            throw crash(call, "the layout code reaches `\(name)` (the app would crash here)")
        case "max", "min":
            guard arguments.count >= 2 else { return nil }
            if let unknown = arguments.lazy.compactMap(\.value.unevaluable).first { return .unevaluable(unknown) }
            var best: NumberValue?
            for argument in arguments {
                guard case .number(let number) = argument.value else {
                    throw stop(argument.node, "`\(name)` is evaluated on numbers only, found \(argument.value.kindDescription)")
                }
                if let current = best {
                    let replace = name == "max" ? ComparisonOperator.greater.holds(number, current) : ComparisonOperator.less.holds(number, current)
                    if replace { best = number }
                } else {
                    best = number
                }
            }
            return best.map { .number($0) }
        case "abs", "floor", "ceil", "round", "trunc":
            guard arguments.count == 1 else { return nil }
            guard case .number(var number) = arguments[0].value else {
                if arguments[0].value.unevaluable != nil { return arguments[0].value }
                throw stop(arguments[0].node, "`\(name)` is evaluated on numbers only, found \(arguments[0].value.kindDescription)")
            }
            let operation: (Double) -> Double
            switch name {
            case "abs": operation = { $0.magnitude }
            case "floor": operation = { $0.rounded(.down) }
            case "ceil": operation = { $0.rounded(.up) }
            case "trunc": operation = { $0.rounded(.towardZero) }
            default: operation = { $0.rounded() }
            }
            number.value = operation(number.value)
            number.integerReading = number.integerReading.map(operation)
            number.isSectionIndex = false
            return .number(number)
        default:
            return nil
        }
    }
}
