import LayoutModel
import SwiftSyntax

/// Evaluating a layout declaration from the outside: calling the function (or reading the property), with
/// `self` the enum case and parameters the arguments the declaration runs with, and turning the layout it builds
/// into a spec of its family.
extension Interpreter {
    /// A layout as a declaration built it, by family.
    private enum BuiltLayout {
        case compositional(CompositionalLayoutValue)
        case flow(FlowLayout)
    }

    /// The spec a declaration builds, in every environment: its code runs once per way its readings of the
    /// environment's traits can go (`TraitCaseExplorer`), and the layouts of the runs become one spec whose
    /// sections choose among them (`Interpreter+TraitOutcomes`).
    func spec(of declaration: LayoutDeclaration, named name: String?) throws -> LayoutSpec {
        if let replaced = replacementOnEnvironmentChange(of: declaration) { throw replaced }
        var explorer = TraitCaseExplorer()
        var outcomes: [TraitOutcome] = []
        defer { traitCases = nil }
        repeat {
            guard explorer.pathCount < TraitCaseExplorer.maximumPaths else {
                throw stop(declaration.node, "\(declaration.displayName) reads the environment's traits in more than \(TraitCaseExplorer.maximumPaths) combinations")
            }
            explorer.beginPath()
            traitCases = explorer
            beginPath()
            let spec = try specOnOnePath(of: declaration, named: name)
            explorer = traitCases!
            outcomes.append(TraitOutcome(condition: explorer.pathCondition, decisions: explorer.decided, spec: spec))
            if !faults.isEmpty { break }
        } while explorer.advance()
        return try merged(outcomes, of: declaration)
    }

    /// The spec one run of the declaration builds, the environment's traits decided as the explorer's path says.
    private func specOnOnePath(of declaration: LayoutDeclaration, named name: String?) throws -> LayoutSpec {
        switch declaration.kind {
        case .flow(let unit):
            return try flowSpec(of: declaration, unit, named: name)
        case .function, .initializer, .property, .topLevel:
            let value = try evaluateDeclaration(declaration)
            switch try builtLayout(value, declaration) {
            case .compositional(let layout):
                let fileName = declaration.file.path.split(separator: "/").last.map(String.init) ?? declaration.file.path
                let what = declaration.isSectionBuilder ? ", as a layout of the one section it builds" : ""
                let spec = LayoutSpec(
                    name: name ?? "_", title: declaration.titleWithVariant,
                    description: "Read from \(declaration.titleWithVariant) in \(fileName) by catalog import\(what).",
                    definition: .compositional(try compositionalLayout(of: layout)), itemCounts: declaration.comment?.itemCounts
                )
                return try withRegistrationContent(spec, of: declaration)
            case .flow(let flow):
                return flowLayoutSpec(flow, declaration, named: name, delegateMethods: [], readings: [])
            }
        }
    }

    /// The model of a built layout: a `list(using:)` layout keeps its one configuration as a layout-level list
    /// (ListRules.md L1); any other has one definition per section index.
    private func compositionalLayout(of layout: CompositionalLayoutValue) throws -> CompositionalLayout {
        if case .list(let list) = layout.sections { return CompositionalLayout(list: list, configuration: layout.configuration) }
        return CompositionalLayout(configuration: layout.configuration, sections: try sectionDefinitions(of: layout))
    }

    /// The layout a declaration's value is: a compositional layout, a section (a layout of that one section), a
    /// flow layout (also one a marked declaration builds through code that does not name it), else the only
    /// compositional layout its code built.
    private func builtLayout(_ value: SwiftValue, _ declaration: LayoutDeclaration) throws -> BuiltLayout {
        if case .layout(let built) = value { return .compositional(built.value) }
        if let section = try sectionDefinition(from: value, at: declaration.node) {
            return .compositional(CompositionalLayoutValue(sections: .single(section), configuration: LayoutConfiguration()))
        }
        if let flow = try builtFlowLayout(value) { return .flow(flow) }
        if layoutsCreated.count == 1 { return .compositional(layoutsCreated[0].value) }
        if let unknown = value.unevaluable, layoutsCreated.isEmpty { throw EvaluationStop.fault(unknown.diagnostic) }
        let expected = declaration.isSectionBuilder ? "NSCollectionLayoutSection" : "UICollectionViewCompositionalLayout"
        let found = layoutsCreated.isEmpty ? "builds no \(expected)" : "builds \(layoutsCreated.count) layouts and returns none of them"
        throw stop(declaration.node, "\(declaration.displayName) \(found)", hint: "a layout declaration returns the layout it builds")
    }

    private func evaluateDeclaration(_ declaration: LayoutDeclaration) throws -> SwiftValue {
        let context = try Self.context(of: declaration, self)
        switch declaration.kind {
        case .function where declaration.callSite != nil:
            // Read through the call other code makes, its arguments evaluated where the call is.
            let call = declaration.callSite!
            let context = try Self.callerContext(of: call, self)
            let scope = Scope(parent: fileScope)
            try declareLocals(neededBy: call, in: scope, context)
            return try evaluateCall(call, scope, context, asStatement: false)
        case .function(let function):
            return try callEntry(function, context, enumerated: declaration.enumeratedArguments)
        case .initializer(let initializer):
            // Its parameters are given as a layout function's; the layout is the one its body creates.
            guard let body = initializer.body else { throw stop(initializer, "`\(declaration.displayName)` has no body") }
            let signature = Callable(initializer: initializer, typeName: context.typeName ?? "", context: context, fileScope: fileScope).name
            _ = try callEntry(signature: signature, parameters: initializer.signature.parameterClause.parameters, body: body, context)
            return .void
        case .property(_, let binding):
            if let getter = DeclarationIndex.getter(of: binding) {
                if case .returned(let value) = try run(getter, Scope(parent: fileScope), context, implicitReturn: true) { return value }
                return .void
            }
            guard let initializer = binding.initializer?.value else {
                throw stop(binding, "`\(declaration.name)` has no value to read a layout from")
            }
            return try typed(try evaluate(initializer, Scope(parent: fileScope), context), binding.typeAnnotation?.type)
        case .topLevel(_, _, let itemIndex):
            let scope = Scope(parent: fileScope)
            try runTopLevel(index.topLevelItems(inFileOf: declaration.node).prefix(itemIndex + 1), scope)
            return scope.lookup(declaration.name)?.value ?? .void
        case .flow:
            return .void
        }
    }

    /// Calls a layout function with no arguments: parameters take their defaults, an `--assume` value of their
    /// name, the enum case the declaration runs with, every case of a `CaseIterable` enum for an array of it, or
    /// else stay unknown (reported, naming the parameter and how to give it, if the layout needs them).
    func callEntry(_ function: FunctionDeclSyntax, _ context: EvaluationContext, enumerated: [LayoutDeclaration.EnumeratedArgument] = []) throws -> SwiftValue {
        let signature = Callable(function: function, context: context, fileScope: fileScope).name
        guard let body = function.body else { throw stop(function, "`\(signature)` has no body") }
        let value = try callEntry(
            signature: signature, parameters: function.signature.parameterClause.parameters, body: body, context, enumerated: enumerated
        )
        return try function.signature.returnClause.map { try typed(value, $0.type) } ?? value
    }

    /// Runs a function's or initializer's body, its parameters given as for a layout function.
    func callEntry(
        signature: String, parameters: FunctionParameterListSyntax, body: CodeBlockSyntax, _ context: EvaluationContext,
        enumerated: [LayoutDeclaration.EnumeratedArgument] = []
    ) throws -> SwiftValue {
        let scope = Scope(parent: fileScope)
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            let value = try entryArgument(for: parameter, named: name, of: signature, enumerated: enumerated, scope, context)
            scope.declare(name, try typed(value, parameter.type), constant: true)
        }
        guard case .returned(let value) = try run(body.statements, scope, context, implicitReturn: true) else { return .void }
        return value
    }

    /// The value a parameter of a layout function takes when the importer calls it without arguments.
    private func entryArgument(
        for parameter: FunctionParameterSyntax, named name: String, of signature: String, enumerated: [LayoutDeclaration.EnumeratedArgument],
        _ scope: Scope, _ context: EvaluationContext
    ) throws -> SwiftValue {
        if let defaultValue = parameter.defaultValue?.value { return try evaluate(defaultValue, scope, context) }
        if let assumed = assumption(for: name, at: parameter) { return assumed }
        if Self.typeName(parameter.type) == "NSCollectionLayoutEnvironment" {
            // A function that builds a section from the environment it is handed is read as a section provider
            // is: with each device's environment, its traits decided per device.
            return .environment(.environment)
        }
        if let given = enumerated.first(where: { $0.parameter == name }) {
            return .enumCase(EnumCaseValue(typeName: given.typeName, caseName: given.caseName))
        }
        if let array = parameter.type.as(ArrayTypeSyntax.self), let info = index.type(Self.typeName(array.element), near: parameter),
            info.isCaseIterable, !info.cases.contains(where: \.hasAssociatedValues)
        {
            note(parameter, "`\(name)` of \(signature) is read as every case of \(info.name) in order (\(info.name).allCases)")
            return .array(info.cases.map { .enumCase(EnumCaseValue(typeName: info.name, caseName: $0.name)) })
        }
        return .unevaluable(
            assumable(
                name, at: parameter, reason: "it is a parameter of `\(signature)`, which the importer calls without arguments, and it has no default value",
                type: parameter.type, otherwise: "give `\(name)` a default value in the declaration"
            )
        )
    }

    /// The `let`s before a call, in the code around it, that its arguments read (and those they read in turn):
    /// `let appearance = Appearance.plain` above `_setupCollectionView(appearance: appearance)`. Nothing else of the
    /// caller runs.
    private func declareLocals(neededBy call: FunctionCallExprSyntax, in scope: Scope, _ context: EvaluationContext) throws {
        var needed = Set(call.arguments.flatMap { Self.names(in: Syntax($0.expression)) })
        var earlier: [(name: String, binding: PatternBindingSyntax)] = []
        var child = Syntax(call)
        while let parent = child.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= child.position { break }
                    guard case .decl(let declaration) = item.item, let variable = declaration.as(VariableDeclSyntax.self),
                        variable.bindingSpecifier.tokenKind == .keyword(.let)
                    else { continue }
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { earlier.append((name, binding)) }
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) { break }
            child = parent
        }
        var chosen: [(name: String, binding: PatternBindingSyntax)] = []
        for local in earlier.sorted(by: { $0.binding.position > $1.binding.position }) where needed.contains(local.name) {
            chosen.insert(local, at: 0)
            needed.remove(local.name)
            if let initializer = local.binding.initializer { needed.formUnion(Self.names(in: Syntax(initializer.value))) }
        }
        for local in chosen.sorted(by: { $0.binding.position < $1.binding.position }) {
            guard let initializer = local.binding.initializer?.value else { continue }
            scope.declare(local.name, try typed(try evaluate(initializer, scope, context), local.binding.typeAnnotation?.type), constant: true)
        }
    }

    /// The bare names an expression reads.
    private static func names(in node: Syntax) -> [String] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let name) = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true else { return nil }
            return name
        }
    }

    /// What `self` is where a call is: an instance of the type around it, the type in static code, nothing at file
    /// level.
    private static func callerContext(of call: FunctionCallExprSyntax, _ interpreter: Interpreter) throws -> EvaluationContext {
        let path = LayoutDiscovery.typePath(of: Syntax(call))
        guard !path.isEmpty else { return .fileLevel }
        let written = path.joined(separator: ".")
        let typeName = interpreter.index.qualifiedType(written, near: call) ?? DeclarationIndex.typeKey(written)
        var current = call.parent
        var isStatic = false
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) { isStatic = function.modifiers.marksStaticMember; break }
            if let variable = ancestor.as(VariableDeclSyntax.self), !LayoutDiscovery.isLocalDeclaration(ancestor) {
                isStatic = variable.modifiers.marksStaticMember
                break
            }
            current = ancestor.parent
        }
        return EvaluationContext(selfValue: isStatic ? .type(typeName) : .instance(typeName: typeName), typeName: typeName)
    }

    /// What `self` is for a declaration: the enum case it runs with, the type for a static member, an instance of
    /// the type otherwise, nothing at file level.
    private static func context(of declaration: LayoutDeclaration, _ interpreter: Interpreter) throws -> EvaluationContext {
        guard !declaration.typePath.isEmpty else { return .fileLevel }
        let written = declaration.typePath.joined(separator: ".")
        let typeName = interpreter.index.qualifiedType(written, near: declaration.node)
            ?? interpreter.index.qualifiedType(DeclarationIndex.typeKey(written), near: declaration.node) ?? DeclarationIndex.typeKey(written)
        if let selfCase = declaration.selfCase {
            return EvaluationContext(selfValue: .enumCase(EnumCaseValue(typeName: typeName, caseName: selfCase)), typeName: typeName)
        }
        let isStatic = LayoutDiscovery.isStatic(declaration)
        return EvaluationContext(selfValue: isStatic ? .type(typeName) : .instance(typeName: typeName), typeName: typeName)
    }
}
