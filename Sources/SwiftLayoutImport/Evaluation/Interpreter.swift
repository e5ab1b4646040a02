import LayoutModel
import SwiftSyntax

/// Evaluates the Swift of one file: statements with scopes, expressions over `SwiftValue`, calls into the
/// file's own functions, and the UIKit layout API (`Interpreter+CompositionalAPI.swift`). Nothing here runs
/// the app: values the file does not determine become `unevaluable` and are reported where a layout needs them.
final class Interpreter {
    let map: SourceMap
    let index: DeclarationIndex
    let assumptions: [String: Double]
    let fileScope = Scope(parent: nil)

    /// The `--assume` names read so far.
    private(set) var usedAssumptions: Set<String> = []
    /// Faults of the layout being evaluated that let evaluation go on (to report all of them at once).
    private(set) var faults: [SwiftImportDiagnostic] = []
    private(set) var notes: [SwiftImportDiagnostic] = []
    /// The layouts created while evaluating the current declaration.
    var layoutsCreated: [Reference<CompositionalLayoutValue>] = []
    /// The flow layouts and collection views created while evaluating the current declaration.
    var flowLayoutsCreated: [Reference<FlowLayout>] = []
    var collectionViewsCreated: [Reference<CollectionViewObject>] = []
    /// The flow layout being read, if any: while it is set, `view.frame.width` and its kin are the flow spec's
    /// names and the view controller's stored properties keep what its code assigns.
    var flowRun: FlowRun?
    /// Decides comparisons of the container size while a section provider runs.
    var widthCases: WidthCaseExplorer?
    /// What the section index was compared with while a section provider runs.
    var sectionIndexProbes = SectionIndexProbes()

    private var callDepth = 0
    private var loopIterations = 0
    private var propertyCache: [SyntaxIdentifier: SwiftValue] = [:]
    private var propertiesInProgress: Set<SyntaxIdentifier> = []

    static let maximumCallDepth = 64
    static let maximumLoopIterations = 100_000

    init(map: SourceMap, index: DeclarationIndex, assumptions: [String: Double]) {
        self.map = map
        self.index = index
        self.assumptions = Dictionary(assumptions.map { (Unevaluable.assumptionKey($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// Starts a new declaration: its faults and layouts are its own.
    func beginDeclaration() {
        faults = []
        layoutsCreated = []
        flowLayoutsCreated = []
        collectionViewsCreated = []
        flowRun = nil
        loopIterations = 0
    }

    // MARK: - Reporting

    /// Records a fault and lets evaluation go on; the layout is not imported.
    func record(_ diagnostic: SwiftImportDiagnostic) {
        if !faults.contains(diagnostic) { faults.append(diagnostic) }
    }

    func record(_ node: some SyntaxProtocol, _ message: String, hint: String? = nil) {
        record(map.diagnostic(at: node, message, hint: hint))
    }

    func note(_ node: some SyntaxProtocol, _ message: String) {
        let diagnostic = map.diagnostic(at: node, message)
        if !notes.contains(diagnostic) { notes.append(diagnostic) }
    }

    /// A fault that ends the evaluation of the current layout.
    func stop(_ node: some SyntaxProtocol, _ message: String, hint: String? = nil) -> EvaluationStop {
        .fault(map.diagnostic(at: node, message, hint: hint))
    }

    /// Where the app would crash; see `EvaluationStop.crash`.
    func crash(_ node: some SyntaxProtocol, _ message: String) -> EvaluationStop {
        .crash(map.diagnostic(at: node, message))
    }

    /// The number `--assume` gives a name or chain of names, if any, remembering that it was used.
    func assumption(for expression: String) -> Double? {
        let key = Unevaluable.assumptionKey(expression)
        guard let value = assumptions[key] else { return nil }
        usedAssumptions.insert(key)
        return value
    }

    // MARK: - Calls

    /// Runs a function or closure with evaluated arguments.
    func invoke(_ callable: Callable, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> SwiftValue {
        guard callDepth < Self.maximumCallDepth else {
            throw stop(node, "calls nest deeper than \(Self.maximumCallDepth) (`\(callable.name)` calls itself without end?)")
        }
        callDepth += 1
        defer { callDepth -= 1 }
        if let declaration = callable.declaration { flowRun?.calledFunctions.insert(declaration) }
        let scope = Scope(parent: callable.captured)
        try bind(arguments, to: callable, in: scope, at: node)
        switch try run(callable.body, scope, callable.context, implicitReturn: true) {
        case .returned(let value): return try callable.returnType.map { try typed(value, $0) } ?? value
        default: return .void
        }
    }

    /// Declares the parameters: closures take arguments by position, functions by label (with defaults).
    private func bind(_ arguments: [Argument], to callable: Callable, in scope: Scope, at node: some SyntaxProtocol) throws {
        if callable.isClosure {
            if callable.usesShorthandArguments {
                for (position, argument) in arguments.enumerated() { scope.declare("$\(position)", argument.value, constant: true) }
                return
            }
            guard arguments.count == callable.parameters.count else {
                throw stop(node, "the closure takes \(callable.parameters.count) arguments but is called with \(arguments.count)")
            }
            for (parameter, argument) in zip(callable.parameters, arguments) {
                scope.declare(parameter.name, try typed(argument.value, parameter.type), constant: true)
            }
            return
        }
        var remaining = arguments[...]
        for parameter in callable.parameters {
            if let next = remaining.first, next.label == parameter.label {
                scope.declare(parameter.name, try typed(next.value, parameter.type), constant: true)
                remaining = remaining.dropFirst()
            } else if let defaultValue = parameter.defaultValue {
                scope.declare(parameter.name, try typed(try evaluate(defaultValue, scope, callable.context), parameter.type), constant: true)
            } else {
                throw stop(node, "`\(callable.name)` needs an argument for `\(parameter.label ?? parameter.name)`")
            }
        }
    }

    /// A value given the type an annotation names (`let x: CGFloat = 10`, a parameter's type): numbers take
    /// that numeric type, `.member` expressions become that type's member.
    func typed(_ value: SwiftValue, _ type: TypeSyntax?) throws -> SwiftValue {
        guard let type else {
            if case .number(let number) = value { return .number(number.withDefaultType) }
            return value
        }
        return try resolve(value, asType: Self.typeName(type), at: type)
    }

    /// The type an annotation names, without optionality: `NSCollectionLayoutDimension?` is
    /// `NSCollectionLayoutDimension`, `[NSCollectionLayoutItem]` stays an array type.
    static func typeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeName(attributed.baseType) }
        if let member = type.as(MemberTypeSyntax.self) {
            let base = member.baseType.trimmedDescription
            let name = member.name.text
            switch (base, name) {
            case ("UICollectionView", "ScrollDirection"): return "UICollectionView.ScrollDirection"
            case ("UIScrollView", "ContentInsetAdjustmentBehavior"), ("UICollectionView", "ContentInsetAdjustmentBehavior"):
                return "UIScrollView.ContentInsetAdjustmentBehavior"
            case ("UICollectionViewFlowLayout", "SectionInsetReference"): return "UICollectionViewFlowLayout.SectionInsetReference"
            default: return name
            }
        }
        return type.trimmedDescription
    }

    // MARK: - Properties of the file

    /// The value of a property declared in the file, read through `selfValue`.
    func propertyValue(_ property: DeclarationIndex.Property, selfValue: SwiftValue?, use node: some SyntaxProtocol) throws -> SwiftValue {
        let context = EvaluationContext(
            selfValue: selfValue ?? property.typeName.map { property.isStatic ? .type($0) : .instance(typeName: $0) },
            typeName: property.typeName
        )
        if let getter = property.getter {
            return try propertyGetter(getter, context, at: node)
        }
        if let value = try controllerProperty(property, context: context, use: node) { return value }
        let quoted = SourceMap.quote(node)
        let isKnownInTheFile = property.isConstant && !property.isLazy && property.binding.initializer != nil
        if !isKnownInTheFile, let assumed = assumption(for: quoted) { return .number(.floatingPoint(assumed)) }
        guard property.isConstant, !property.isLazy else {
            let what = property.isLazy ? "a `lazy var`" : "a `var`"
            return .unevaluable(
                Unevaluable(
                    expression: quoted, position: map.position(of: node),
                    reason: "`\(property.name)` is \(what), whose value can change while the app runs", isAssumable: true
                )
            )
        }
        guard let initializer = property.binding.initializer?.value else {
            return .unevaluable(
                Unevaluable(
                    expression: quoted, position: map.position(of: node),
                    reason: "`\(property.name)` gets its value when the app creates the object", isAssumable: true
                )
            )
        }
        let key = property.binding.id
        if let cached = propertyCache[key] { return cached }
        guard !propertiesInProgress.contains(key) else {
            throw stop(node, "`\(property.name)` is defined in terms of itself")
        }
        propertiesInProgress.insert(key)
        defer { propertiesInProgress.remove(key) }
        let value = try typed(try evaluate(initializer, Scope(parent: fileScope), context), property.binding.typeAnnotation?.type)
        propertyCache[key] = value
        return value
    }

    private func propertyGetter(_ getter: CodeBlockItemListSyntax, _ context: EvaluationContext, at node: some SyntaxProtocol) throws -> SwiftValue {
        guard callDepth < Self.maximumCallDepth else { throw stop(node, "properties refer to each other deeper than \(Self.maximumCallDepth)") }
        callDepth += 1
        defer { callDepth -= 1 }
        if case .returned(let value) = try run(getter, Scope(parent: fileScope), context, implicitReturn: true) { return value }
        return .void
    }

    /// A number where Swift needs an `Int` (a range bound, an index, a raw value): a value `Int(_:)` would trap on
    /// is the app's crash, reported at `node`.
    func int(_ number: NumberValue, at node: some SyntaxProtocol) throws -> Int {
        let value = number.integerValue
        guard let integer = NumberValue.exactInt(value) else {
            throw crash(node, NumberValue.intConversionFault(value) + " (the app would crash here)")
        }
        return integer
    }

    /// The most elements an array or characters a string may hold while the importer runs a file's code: layout
    /// code builds lists of a few sections or items, and a loop that doubles a list would otherwise exhaust memory
    /// well inside the iteration budget.
    static let maximumCollectionCount = 10_000

    /// Refuses a collection past `maximumCollectionCount`, at the code that built it.
    func checkSize(_ count: Int, of what: String, at node: some SyntaxProtocol) throws {
        guard count <= Self.maximumCollectionCount else {
            throw stop(node, "this builds \(what) of \(count) elements; the importer stops at \(Self.maximumCollectionCount) (the limit for Swift collections)")
        }
    }

    /// Counts loop iterations so that a loop the importer cannot end stops with a message.
    func countIteration(at node: some SyntaxProtocol) throws {
        loopIterations += 1
        if loopIterations > Self.maximumLoopIterations {
            throw stop(node, "loops ran more than \(Self.maximumLoopIterations) times; the importer stops here")
        }
    }
}
