import LayoutModel
import SwiftSyntax

/// Evaluating a layout declaration from the outside: calling the function (or reading the property) and
/// turning the layout it builds into a spec.
extension Interpreter {
    func spec(of declaration: LayoutDeclaration, named name: String?, file: String) throws -> LayoutSpec {
        if case .flow(let unit) = declaration.kind { return try flowSpec(of: declaration, unit, named: name, file: file) }
        let value = try evaluateDeclaration(declaration)
        let layout: CompositionalLayoutValue
        if case .layout(let built) = value {
            layout = built.value
        } else if let flow = try builtFlowLayout(value) {
            // A marked declaration whose code builds a flow layout through code that does not name one.
            return flowLayoutSpec(flow, declaration, named: name, file: file, delegateMethods: [], readings: [])
        } else if layoutsCreated.count == 1 {
            layout = layoutsCreated[0].value
        } else if let unknown = value.unevaluable, layoutsCreated.isEmpty {
            throw EvaluationStop.fault(unknown.diagnostic(in: map))
        } else {
            let found = layoutsCreated.isEmpty ? "builds no UICollectionViewCompositionalLayout" : "builds \(layoutsCreated.count) layouts and returns none of them"
            throw stop(declaration.node, "\(declaration.displayName) \(found)", hint: "a layout declaration returns the layout it builds")
        }
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        return LayoutSpec(
            name: name ?? "_", title: declaration.displayName, description: "Read from \(declaration.displayName) in \(fileName) by catalog import.",
            configuration: layout.configuration, sections: try sectionDefinitions(of: layout),
            itemCounts: declaration.comment?.itemCounts
        )
    }

    private func evaluateDeclaration(_ declaration: LayoutDeclaration) throws -> SwiftValue {
        let context = Self.context(typePath: declaration.typePath, isStatic: Self.isStatic(declaration))
        switch declaration.kind {
        case .function(let function):
            return try callEntry(function, context)
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
            try runTopLevel(index.topLevelItems.prefix(itemIndex + 1), scope)
            return scope.lookup(declaration.name)?.value ?? .void
        case .flow:
            return .void
        }
    }

    /// Calls a layout function with no arguments: parameters take their defaults, an `--assume` value of their
    /// name, or else stay unknown (reported if the layout needs them).
    func callEntry(_ function: FunctionDeclSyntax, _ context: EvaluationContext) throws -> SwiftValue {
        let signature = Callable(function: function, context: context, fileScope: fileScope).name
        guard let body = function.body else { throw stop(function, "`\(signature)` has no body") }
        let value = try callEntry(signature: signature, parameters: function.signature.parameterClause.parameters, body: body, context)
        return try function.signature.returnClause.map { try typed(value, $0.type) } ?? value
    }

    /// Runs a function's or initializer's body, its parameters given as for a layout function.
    func callEntry(signature: String, parameters: FunctionParameterListSyntax, body: CodeBlockSyntax, _ context: EvaluationContext) throws -> SwiftValue {
        let scope = Scope(parent: fileScope)
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            let value: SwiftValue
            if let defaultValue = parameter.defaultValue?.value {
                value = try evaluate(defaultValue, scope, context)
            } else if let assumed = assumption(for: name) {
                value = .number(.floatingPoint(assumed))
            } else {
                value = .unevaluable(
                    Unevaluable(
                        expression: name, position: map.position(of: parameter),
                        reason: "it is a parameter of `\(signature)`, which the importer calls without arguments", isAssumable: true
                    )
                )
            }
            scope.declare(name, try typed(value, parameter.type), constant: true)
        }
        guard case .returned(let value) = try run(body.statements, scope, context, implicitReturn: true) else { return .void }
        return value
    }

    private static func isStatic(_ declaration: LayoutDeclaration) -> Bool {
        let modifiers: DeclModifierListSyntax
        switch declaration.kind {
        case .function(let function): modifiers = function.modifiers
        case .property(let variable, _), .topLevel(let variable, _, _): modifiers = variable.modifiers
        case .flow(let unit): return unit.members.first?.isStatic ?? false
        }
        return modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    private static func context(typePath: [String], isStatic: Bool) -> EvaluationContext {
        guard let typeName = typePath.last.map({ String($0.split(separator: ".").last ?? Substring($0)) }) else { return .fileLevel }
        return EvaluationContext(selfValue: isStatic ? .type(typeName) : .instance(typeName: typeName), typeName: typeName)
    }
}
