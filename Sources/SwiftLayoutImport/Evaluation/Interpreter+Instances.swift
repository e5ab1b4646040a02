import SwiftSyntax

/// An instance of a struct or class of the files (`AnnotationViewLayout(type: .cell)`, `HomeLayoutProvider()`, a
/// `static let shared = Theme()`): its stored properties as its initializer left them.
struct InstanceValue {
    /// The type's qualified name.
    var typeName: String
    /// True for a class: every name for it sees one object, and its `var`s may change while the app runs.
    var isClass: Bool
    var fields: [String: SwiftValue] = [:]
}

/// Instances of the files' own structs and classes: made by their initializers (declared, or a struct's memberwise
/// one), read through their stored and computed properties and methods. What an instance holds is what its code
/// gives it: a struct's properties, and a class's `let`s; a class's `var` can change anywhere in the app, so it
/// stays a value only the running app has (a singleton's `currentWidth`).
extension Interpreter {
    /// `T(...)` for a struct or class `T` of the files; nil when `T` is neither.
    func construct(instanceOf typeName: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue? {
        guard let info = index.type(typeName, near: call), let declaration = info.declaration,
            declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
        else { return nil }
        if let declaredClass = declaration.as(ClassDeclSyntax.self), LayoutDiscovery.isPlainCompositionalSubclass(declaredClass) {
            return try constructCompositionalLayout(ofClass: info.name, arguments, at: call)
        }
        if declaration.is(ClassDeclSyntax.self), index.uikitClass(of: info.name, near: call) == "UICollectionView" {
            return try constructCollectionView(ofClass: info.name, arguments, at: call)
        }
        let object = Reference(InstanceValue(typeName: info.name, isClass: declaration.is(ClassDeclSyntax.self)))
        if let unknown = try initialize(object, arguments, at: call) { return unknown }
        return .object(object)
    }

    /// `LHCollectionView(color: .background)`, a collection view class of the app: a collection view, its initializer
    /// run with `self` that view, so that `super.init(frame:collectionViewLayout:)` gives it its layout and what the
    /// initializer sets (`contentInset`) is the view's. Unknown when no initializer of the class takes the arguments.
    private func constructCollectionView(ofClass typeName: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue {
        guard let (initializer, body) = initializer(of: typeName, taking: arguments) else {
            return unknownInstance(typeName, call, "no initializer of \(typeName) in the files imported takes these arguments")
        }
        if let override = layoutChangingOverride(inViewClass: typeName, near: call) {
            // `override func layoutSubviews() { contentInset = … }`: UIKit runs it later, when the importer does not.
            return unknownInstance(typeName, call, "its `\(override)` override changes the collection view or its layout when UIKit calls it, which the importer does not follow")
        }
        let unknownLayout = Unevaluable(
            expression: SourceMap.quote(call), position: map.position(of: call),
            reason: "the initializer of \(typeName) gives its collection view no layout the importer reads", isAssumable: false
        )
        let view = newCollectionView(showing: .unevaluable(unknownLayout))
        let context = EvaluationContext(selfValue: view, typeName: typeName)
        try nestedCall("\(typeName).init", at: call) { try runInitializer(initializer, body, arguments, context, at: call) }
        return view
    }

    /// The name of a method the view class (or a class of the files it descends from) overrides whose code names what
    /// changes a layout (`contentInset`, `collectionViewLayout`, a flow layout's properties); nil when none does.
    private func layoutChangingOverride(inViewClass typeName: String, near node: some SyntaxProtocol) -> String? {
        for owner in [typeName] + index.superclasses(of: typeName, near: node) {
            guard let declaration = index.type(owner, near: node)?.declaration?.as(ClassDeclSyntax.self) else { continue }
            for member in declaration.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                    function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
                    touchesLayout(function, owner: owner)
                else { continue }
                return function.name.text + "()"
            }
        }
        return nil
    }

    /// `WalletLayout()`, a subclass of the compositional layout that only initializes: the layout its initializer hands
    /// UIKit (`super.init(sectionProvider:configuration:)`), as the declaration read on its own builds it.
    private func constructCompositionalLayout(ofClass typeName: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue {
        if index.initializers(of: typeName).isEmpty {
            // No initializer of its own: it inherits UIKit's (`ConversationsLayout { sectionIndex, environment in … }`).
            return try construct("UICollectionViewCompositionalLayout", arguments, at: Syntax(call))
        }
        guard let (initializer, body) = initializer(of: typeName, taking: arguments) else {
            return unknownInstance(typeName, call, "no initializer of \(typeName) in the files imported takes these arguments")
        }
        let built = layoutsCreated.count
        let context = EvaluationContext(selfValue: .instance(typeName: typeName), typeName: typeName)
        try nestedCall("\(typeName).init", at: call) { try runInitializer(initializer, body, arguments, context, at: call) }
        guard layoutsCreated.count > built, let layout = layoutsCreated.last else {
            return unknownInstance(typeName, call, "its initializer hands UIKit no section or section provider the importer reads")
        }
        return .layout(layout)
    }

    /// `Section(rawValue: index)` where the enum declares that initializer itself (`init(rawValue: Int) { switch
    /// rawValue { case 0: self = .empty … default: fatalError() } }`, which is not failable): its code run, the case it
    /// assigns to `self` the value. Nil when the enum declares no initializer taking these arguments.
    func constructEnumByItsInitializer(_ typeName: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue? {
        guard let info = index.type(typeName, near: call), info.isEnum,
            let initializer = index.initializers(of: info.name).first(where: {
                DeclarationIndex.accepts($0.signature.parameterClause.parameters, labels: arguments.map(\.label))
            }),
            let body = initializer.body
        else { return nil }
        let scope = Scope(parent: fileScope)
        scope.declare("self", nil, constant: false)
        let context = EvaluationContext(selfValue: nil, typeName: info.name)
        try nestedCall("\(info.name).init", at: call) { try runInitializer(initializer, body, arguments, context, in: scope, at: call) }
        guard let assigned = scope.lookup("self")?.value else {
            // `init?(…)` that returned `nil` before assigning a case.
            return .null
        }
        return try resolve(assigned, asType: info.name, at: call)
    }

    /// `self.init(rawValue: result.rawValue)` in an initializer of a struct of the files: the initializer it delegates
    /// to, run on the same instance. Nil when `self` is no instance being initialized.
    func delegateInitialization(_ arguments: [Argument], _ context: EvaluationContext, at call: FunctionCallExprSyntax) throws -> SwiftValue? {
        guard case .object(let object) = context.selfValue, !object.value.isClass, objectsInitializing.contains(ObjectIdentifier(object)) else { return nil }
        if let unknown = try initialize(object, arguments, at: call), let reason = unknown.unevaluable {
            throw EvaluationStop.fault(reason.diagnostic)
        }
        return .void
    }

    /// Runs the initializer of `object`'s type that takes `arguments` (declared, or a struct's memberwise one); an
    /// unknown value naming why when none does.
    private func initialize(_ object: Reference<InstanceValue>, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue? {
        let typeName = object.value.typeName
        let context = EvaluationContext(selfValue: .object(object), typeName: typeName)
        // Stored properties with a value of their own are computed when first read (`instanceMember`), as lazy ones are.
        let stored = index.storedProperties(of: typeName)
        let initializers = index.initializers(of: typeName)
        if let (initializer, body) = initializer(of: typeName, taking: arguments) {
            let wasInitializing = !objectsInitializing.insert(ObjectIdentifier(object)).inserted
            defer { if !wasInitializing { objectsInitializing.remove(ObjectIdentifier(object)) } }
            try nestedCall("\(typeName).init", at: call) { try runInitializer(initializer, body, arguments, context, at: call) }
        } else if !object.value.isClass, initializers.isEmpty {
            // A struct's memberwise initializer: its stored properties in order, those with a value optional.
            var remaining = arguments[...]
            for property in stored where !(property.isConstant && property.binding.initializer != nil) {
                guard let next = remaining.first, next.label == property.name else {
                    if property.binding.initializer == nil, property.binding.typeAnnotation.map({ $0.type.is(OptionalTypeSyntax.self) }) != true {
                        return unknownInstance(typeName, call, "its memberwise initializer needs `\(property.name):`")
                    }
                    continue
                }
                object.value.fields[property.name] = try typed(next.value, property.binding.typeAnnotation?.type).copiedAsValue
                remaining = remaining.dropFirst()
            }
            guard remaining.isEmpty else { return unknownInstance(typeName, call, "no initializer of \(typeName) takes these arguments") }
        } else if !arguments.isEmpty || !initializers.isEmpty {
            return unknownInstance(typeName, call, "no initializer of \(typeName) in the files imported takes these arguments")
        }
        return nil
    }

    /// The first initializer of `typeName` (declared in the files, with a body) that takes `arguments`' labels.
    private func initializer(of typeName: String, taking arguments: [Argument]) -> (InitializerDeclSyntax, CodeBlockSyntax)? {
        let labels = arguments.map(\.label)
        guard let initializer = index.initializers(of: typeName).first(where: { DeclarationIndex.accepts($0.signature.parameterClause.parameters, labels: labels) }),
            let body = initializer.body
        else { return nil }
        return (initializer, body)
    }

    private func unknownInstance(_ typeName: String, _ call: FunctionCallExprSyntax, _ reason: String) -> SwiftValue {
        .unevaluable(Unevaluable(expression: SourceMap.quote(call), position: map.position(of: call), reason: reason, isAssumable: false))
    }

    /// Runs an initializer's body with `context`'s `self`, its parameters bound by label (defaults filling in), in a
    /// scope inside `parent` (the file's, or one that holds an enum initializer's `self`).
    private func runInitializer(
        _ initializer: InitializerDeclSyntax, _ body: CodeBlockSyntax, _ arguments: [Argument], _ context: EvaluationContext,
        in parent: Scope? = nil, at call: FunctionCallExprSyntax
    ) throws {
        let scope = Scope(parent: parent ?? fileScope)
        var remaining = arguments[...]
        for parameter in initializer.signature.parameterClause.parameters {
            let label = parameter.argumentLabel
            let name = (parameter.secondName ?? parameter.firstName).text
            if let next = remaining.first, next.label == label {
                scope.declare(name, try typed(next.value, parameter.type), constant: true)
                remaining = remaining.dropFirst()
            } else if let defaultValue = parameter.defaultValue?.value {
                scope.declare(name, try typed(try evaluate(defaultValue, scope, context), parameter.type), constant: true)
            }
        }
        _ = try run(body.statements, scope, context)
    }

    /// A property or method of an instance: a stored property as its code left it (a class's `var`, which the app
    /// may change, excepted), a computed one run with `self` the instance, a method bound to it.
    func instanceMember(_ name: String, of object: Reference<InstanceValue>, at node: some SyntaxProtocol) throws -> SwiftValue {
        let typeName = object.value.typeName
        if let property = index.property(named: name, in: typeName, near: node) {
            if property.isStatic { return try propertyValue(property, selfValue: .type(typeName), use: node) }
            if property.getter != nil { return try propertyValue(property, selfValue: .object(object), use: node) }
            if object.value.isClass, !property.isConstant, objectsInitializing.contains(ObjectIdentifier(object)), let field = object.value.fields[name] {
                // `self.collectionView = collectionView` earlier in the initializer being run: nothing else runs between.
                return field
            }
            if object.value.isClass, !property.isConstant {
                if let assumed = assumption(for: name, at: node) { return try typed(assumed, property.binding.typeAnnotation?.type) }
                return .unevaluable(
                    assumable(
                        SourceMap.quote(node), at: node, reason: "`\(name)` is a `var` of the class \(typeName), which the app can change while it runs",
                        type: property.binding.typeAnnotation?.type
                    )
                )
            }
            if let field = object.value.fields[name] { return field }
            if let initializer = property.binding.initializer?.value {
                let context = EvaluationContext(selfValue: .object(object), typeName: typeName)
                let value = try typed(try evaluate(initializer, Scope(parent: fileScope), context), property.binding.typeAnnotation?.type)
                object.value.fields[name] = value
                return value
            }
            return .unevaluable(
                assumable(SourceMap.quote(node), at: node, reason: "\(typeName)'s `\(name)` gets no value from the code the importer runs", type: property.binding.typeAnnotation?.type)
            )
        }
        if let function = index.function(named: name, in: typeName, near: node) {
            return .function(Callable(function: function.decl, context: EvaluationContext(selfValue: .object(object), typeName: typeName), fileScope: fileScope))
        }
        if let property = try optionSetProperty(name, of: object, at: node) { return property }
        return .unevaluable(
            Unevaluable(
                expression: SourceMap.quote(node), position: map.position(of: node), reason: "`\(typeName)` has no property `\(name)` in the files imported",
                isAssumable: true
            )
        )
    }
}
