import LayoutModel
import SwiftSyntax

/// Evaluates the Swift of an import's files: statements with scopes, expressions over `SwiftValue`, calls into
/// the files' own functions, and the UIKit layout API (`CompositionalAPI/`, `FlowAPI/`). Nothing here runs the
/// app: values the files do not determine become `unevaluable` and are reported where a layout needs them.
final class Interpreter {
    let module: SwiftModule
    let map: ModuleSourceMap
    let index: DeclarationIndex
    let assumptions: [String: AssumedValue]
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
    /// Items and groups repeated by `Array(repeating:count:)` a number of times computed from the container, with that
    /// count, by object: read as one subitem, or as a repeating subitem where the group's length is estimated.
    var repeatedSubitemCounts: [ObjectIdentifier: FlowExpression] = [:]
    /// True once the current run made a `UICollectionViewLayout()` placeholder.
    var placeholderLayoutMade = false
    /// Where the current run set a flow layout's `itemSize` to `UICollectionViewFlowLayout.automaticSize`, by layout:
    /// a size UIKit never uses when the layout estimates its items, and no size when it does not.
    var automaticItemSizes: [ObjectIdentifier: Syntax] = [:]
    /// The flow layout being read, if any: while it is set, `view.frame.width` and its kin are the flow spec's
    /// names and the view controller's stored properties keep what its code assigns.
    var flowRun: FlowRun?
    /// Decides comparisons of traits (the container size, the idiom, size classes, text size, direction) along the
    /// paths of the declaration being read, and of each section provider it builds.
    var traitCases: TraitCaseExplorer?
    /// What the code being run assigned to its type's stored properties (`self.listConfiguration = …`), by type and
    /// name: read back by the same run, as nothing else runs between the two. A section provider's run starts with
    /// none (the app may change a `var` between two calls of it), and so does each path of a declaration.
    var selfWrites: [String: SwiftValue] = [:]
    /// The objects whose initializer is running: a class's `var` the initializer assigned reads back until it returns.
    var objectsInitializing: Set<ObjectIdentifier> = []
    /// What the section index was compared with while a section provider runs.
    var sectionIndexProbes = SectionIndexProbes()
    /// How many sections the data source holds, once a provider read them from the code's own snapshot
    /// (`SnapshotSections`): the indexes past them are never asked for.
    var snapshotSectionCount: Int?
    /// The sections each type's code decides for its data source, or nil where it does not (found once per type).
    var snapshotSectionsByType: [String: SnapshotSections?] = [:]
    /// The types whose snapshot sections a note has named.
    var notedSnapshotSections: Set<String> = []
    /// Decides conditions on the data while a registration's handler runs (set only then).
    var registrationBranches: RegistrationBranches?
    /// What the files left out of the module because they do not parse declare, for messages.
    var unreadDeclarations = UnreadDeclarations()
    /// The cell and supplementary registrations of the files, found when a layout with lists first needs them.
    lazy var registrations = RegistrationIndex(module)

    /// The initializers of UIKit value types the files extend, being run, innermost last, with the value their
    /// `self.init(…)` made.
    var extensionInitializations: [(typeName: String, value: SwiftValue?)] = []

    /// Each file's `WrittenNames`, found when a private property of it is first read.
    private var writtenNames: [SyntaxIdentifier: WrittenNames] = [:]

    private var callDepth = 0
    private var loopIterations = 0
    /// Loop iterations and calls of every declaration read so far.
    private var moduleSteps = 0
    private var propertyCache: [SyntaxIdentifier: SwiftValue] = [:]
    private var propertiesInProgress: Set<SyntaxIdentifier> = []

    static let maximumCallDepth = 64
    /// Loop iterations and calls: per layout, and for the import (a folder of files holds far more declarations
    /// than one file, and each may take its own budget).
    let budget: SwiftImportBudget

    init(module: SwiftModule, assumptions: [String: AssumedValue], budget: SwiftImportBudget = .standard) {
        self.module = module
        self.budget = budget
        self.map = module.maps
        self.index = module.index
        self.assumptions = Dictionary(assumptions.map { (Unevaluable.assumptionKey($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// Starts a new declaration: its faults and layouts are its own.
    func beginDeclaration() {
        faults = []
        beginPath()
        loopIterations = 0
    }

    /// Starts one run of the declaration along a path of trait decisions: the objects it builds are that run's.
    func beginPath() {
        layoutsCreated = []
        flowLayoutsCreated = []
        collectionViewsCreated = []
        placeholderLayoutMade = false
        repeatedSubitemCounts = [:]
        automaticItemSizes = [:]
        flowRun = nil
        selfWrites = [:]
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
        note(at: map.position(of: node), message)
    }

    func note(at position: SourcePosition, _ message: String) {
        let diagnostic = position.diagnostic(message)
        if !notes.contains(diagnostic) { notes.append(diagnostic) }
    }

    /// Says which branch of an `#if` resting on a flag the code `node` reads was taken (`ActiveCode`), once.
    func noteFlagChoices(readBy node: SyntaxIdentifier) {
        guard let choices = module.flagNotes[node] else { return }
        for (position, message) in choices { note(at: position, message) }
    }

    /// A fault that ends the evaluation of the current layout.
    func stop(_ node: some SyntaxProtocol, _ message: String, hint: String? = nil) -> EvaluationStop {
        .fault(map.diagnostic(at: node, message, hint: hint))
    }

    /// Where the app would crash; see `EvaluationStop.crash`.
    func crash(_ node: some SyntaxProtocol, _ message: String) -> EvaluationStop {
        .crash(map.diagnostic(at: node, message))
    }

    /// The value `--assume` gives a name or chain of names, if any, remembering that it was used: a number, a
    /// Boolean, or an enum case waiting for the type its use gives it (as `.grid` in the code would).
    func assumption(for expression: String, at node: some SyntaxProtocol) -> SwiftValue? {
        // Most imports give none: then no key is worth making (a member chain thousands of names long would make one
        // per name, each as long as the chain).
        guard !assumptions.isEmpty else { return nil }
        let key = Unevaluable.assumptionKey(expression)
        guard let value = assumptions[key] else { return nil }
        usedAssumptions.insert(key)
        switch value {
        case .number(let number): return .number(.floatingPoint(number))
        case .word("true"): return .bool(true)
        case .word("false"): return .bool(false)
        case .word(let word): return .implicitMember(ImplicitMember(name: word, arguments: nil, node: Syntax(node)))
        }
    }

    /// The number `--assume` gives a name, where only a number will do.
    func numericAssumption(for expression: String) -> Double? {
        let key = Unevaluable.assumptionKey(expression)
        guard let value = assumptions[key]?.number else { return nil }
        usedAssumptions.insert(key)
        return value
    }

    /// A value no file read declares: when a file left out of the module declares it, the reason says so.
    func missingDeclaration(_ name: String, _ unknown: Unevaluable) -> Unevaluable {
        var unknown = unknown
        unknown.missingDeclaration = name
        if let unread = unreadDeclarations.reason(for: name) {
            unknown.reason = unread.reason
            unknown.hint = "\(unread.remedy), or give the value with --assume \(unknown.expression.filter { !$0.isWhitespace })=VALUE"
        }
        return unknown
    }

    // MARK: - Calls

    /// Runs a function or closure with evaluated arguments.
    func invoke(_ callable: Callable, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> SwiftValue {
        try nestedCall(callable.name, at: node) { try runBody(of: callable, arguments, at: node) }
    }

    private func runBody(of callable: Callable, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> SwiftValue {
        if let declaration = callable.declaration {
            flowRun?.calledFunctions.insert(declaration)
            if !module.flagNotes.isEmpty { noteFlagChoices(readBy: declaration) }
        }
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
            case (ListAPI.configurationType, "Appearance"): return ListAPI.appearanceType
            case (ListAPI.configurationType, "HeaderMode"): return ListAPI.headerModeType
            case (ListAPI.configurationType, "FooterMode"): return ListAPI.footerModeType
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
        if !module.flagNotes.isEmpty { noteFlagChoices(readBy: property.decl.id) }
        if let getter = property.getter {
            // `var sizeClass: SizeClass { .init(traitCollection) }`: what the getter returns is of the declared type.
            return try typed(try propertyGetter(getter, context, at: node), property.binding.typeAnnotation?.type)
        }
        if let value = try controllerProperty(property, context: context, use: node) { return value }
        if case .instance(let typeName)? = context.selfValue, !property.isStatic, let written = selfWrites[typeName + "." + property.name] {
            return written
        }
        let quoted = SourceMap.quote(node)
        let isKnownInTheFiles = (property.isConstant && !property.isLazy && property.binding.initializer != nil) || neverWritten(property)
        if !isKnownInTheFiles, let assumed = assumption(for: quoted, at: node) {
            return try typed(assumed, property.binding.typeAnnotation?.type)
        }
        guard (property.isConstant && !property.isLazy) || neverWritten(property) else {
            let what = property.isLazy ? "a `lazy var`" : "a `var`"
            return .unevaluable(
                assumable(
                    quoted, at: node, reason: "`\(property.name)` is \(what), whose value can change while the app runs",
                    type: property.binding.typeAnnotation?.type
                )
            )
        }
        guard let initializer = property.binding.initializer?.value else {
            if Self.isFunctionType(property.binding.typeAnnotation?.type) {
                return .unevaluable(
                    Unevaluable(
                        expression: quoted, position: map.position(of: node),
                        reason: "`\(property.name)` is a closure the app stores when it creates the object, which the importer cannot know",
                        isAssumable: false, hint: "build the layout in a function that takes what the closure answers (the section's kind) as a parameter"
                    )
                )
            }
            return .unevaluable(
                assumable(quoted, at: node, reason: "`\(property.name)` gets its value when the app creates the object", type: property.binding.typeAnnotation?.type)
            )
        }
        let key = property.binding.id
        if let cached = propertyCache[key] { return cached }
        guard !propertiesInProgress.contains(key) else {
            throw stop(node, "`\(property.name)` is defined in terms of itself")
        }
        propertiesInProgress.insert(key)
        defer { propertiesInProgress.remove(key) }
        let readingsBefore = traitCases?.readings
        let value = try typed(try evaluate(initializer, Scope(parent: fileScope), context), property.binding.typeAnnotation?.type)
        // A value that read a trait is one path's (`let columns = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2`),
        // and one that names the container names it as the code reading it does (`UIScreen.main.bounds.height / 812`
        // is the flow spec's `height` in a flow layout's code and `contentSize.height` in a section provider's).
        if traitCases?.readings == readingsBefore, !value.namesTheContainer { propertyCache[key] = value }
        return value
    }

    /// Whether a `private` or `fileprivate` stored property is never written by its file's code (`WrittenNames`):
    /// it keeps its declared value, as a `let` does. Other properties may be written by any file of the app.
    func neverWritten(_ property: DeclarationIndex.Property) -> Bool {
        guard property.binding.initializer != nil, property.getter == nil, property.isFilePrivate else { return false }
        let file = property.file
        if writtenNames[file] == nil, let tree = module.file(of: property.decl)?.tree { writtenNames[file] = WrittenNames(tree) }
        return !(writtenNames[file]?.names.contains(property.name) ?? true)
    }

    /// True for a function type (`(Int) -> Section?`), optional or not.
    static func isFunctionType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunctionType(unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1 { return isFunctionType(tuple.elements.first?.type) }
        return type.is(FunctionTypeSyntax.self)
    }

    /// A value the files do not determine whose `--assume` hint fits its declared type: `NUMBER` for numbers, the
    /// cases of an enum of the files, `true` or `false`; a value of any other type cannot be assumed.
    func assumable(
        _ expression: String, at node: some SyntaxProtocol, reason: String, type: TypeSyntax?,
        otherwise: String = "give it a value where it is declared"
    ) -> Unevaluable {
        let name = expression.filter { !$0.isWhitespace }
        var unknown = Unevaluable(expression: expression, position: map.position(of: node), reason: reason, isAssumable: true)
        guard let type else { return unknown }
        unknown.describesDeclaredType = true
        let typeName = Self.typeName(type)
        if let info = index.type(typeName, near: node), info.isEnum, let first = info.cases.first {
            let cases = info.cases.map(\.name)
            unknown.hint = "give it a value with --assume \(name)=\(first.name) (a case of \(typeName): \(cases.prefix(8).joined(separator: ", "))\(cases.count > 8 ? ", …" : ""))"
        } else if typeName == "Bool" {
            unknown.hint = "give it a value with --assume \(name)=true or \(name)=false"
        } else if CompositionalAPI.numericTypes.contains(typeName) || ["CGFloat", "Double", "Float", "Int", "UInt"].contains(typeName) {
            unknown.hint = "give it a value with --assume \(name)=NUMBER"
        } else {
            unknown.isAssumable = false
            unknown.hint = "--assume gives numbers, enum cases and Booleans, not \(typeName): \(otherwise)"
        }
        return unknown
    }

    /// Runs a function's or an initializer's body one call deeper, counted against the budget, so that code that calls
    /// itself (or initializers that make or delegate to each other) without end stops at the call.
    func nestedCall<T>(_ name: String, at node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        guard callDepth < Self.maximumCallDepth else {
            throw stop(node, "calls nest deeper than \(Self.maximumCallDepth) (`\(name)` calls itself without end?)")
        }
        try countStep(at: node, what: "loops and calls")
        callDepth += 1
        defer { callDepth -= 1 }
        return try body()
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

    /// Counts loop iterations and calls, so that a loop the importer cannot end, or calls that multiply, stop
    /// with a message: one layout's budget, and the budget of every layout of the import together.
    func countIteration(at node: some SyntaxProtocol) throws {
        try countStep(at: node, what: "loops")
    }

    private func countStep(at node: some SyntaxProtocol, what: String) throws {
        loopIterations += 1
        moduleSteps += 1
        if loopIterations > budget.stepsPerLayout {
            throw stop(node, "\(what) ran more than \(budget.stepsPerLayout) times; the importer stops here")
        }
        if moduleSteps > budget.stepsPerImport {
            throw stop(node, "the layouts of this import ran more than \(budget.stepsPerImport) loop iterations and calls together; the importer stops here")
        }
    }
}
