import LayoutModel
import SwiftSyntax

/// The view controller whose flow layout is read, as an object with state: its stored properties hold what
/// their initializers or its code give them (`lazy var collectionView = { ... }()`, `collectionView =
/// UICollectionView(...)` in `viewDidLoad`), and a `UICollectionViewController`'s own collection view is the one
/// `super.init(collectionViewLayout:)` creates.
extension Interpreter {
    /// `super.init(collectionViewLayout: layout)` (or `self.init(...)` in a convenience initializer) gives a
    /// `UICollectionViewController` its collection view; `super.viewDidLoad()` and other calls of the superclass
    /// change nothing the spec holds.
    func callSuper(_ name: String, _ arguments: [Argument], _ context: EvaluationContext, at call: FunctionCallExprSyntax) throws -> SwiftValue {
        if name == "init", call.handsCompositionalSections, let typeName = context.typeName,
            let declaredClass = index.type(typeName, near: call)?.declaration?.as(ClassDeclSyntax.self),
            LayoutDiscovery.isPlainCompositionalSubclass(declaredClass)
        {
            // `super.init(sectionProvider: { … }, configuration: config)` in a subclass that only initializes: the
            // layout its object is, built as `UICollectionViewCompositionalLayout(sectionProvider:configuration:)` is.
            // (A subclass with overrides of its own builds nothing here: what UIKit lays out is not that layout.)
            return try construct("UICollectionViewCompositionalLayout", arguments, at: Syntax(call))
        }
        if name == "init", case .collectionView(let view)? = context.selfValue,
            let argument = arguments.first(where: { $0.label == "collectionViewLayout" })
        {
            // The initializer of an app's collection view class, run where code makes one: the layout it hands UIKit.
            view.value.layout = try collectionViewLayout(argument)
            return .void
        }
        if name == "init", let run = flowRun, run.isController(context.selfValue),
            let argument = arguments.first(where: { $0.label == "collectionViewLayout" })
        {
            if let parameter = Self.initializerParameter(passedAs: argument, in: call) {
                // `override init(frame:collectionViewLayout layout:)` of a collection view (or controller) subclass that
                // hands UIKit the layout it is given: whoever makes the view chooses it, and is read where it does.
                throw EvaluationStop.notALayout(
                    map.diagnostic(
                        at: call, "\(context.typeName ?? "the type") passes on the layout its initializer is given (`\(parameter)`): the layout is the one the code that creates it gives, read there"
                    )
                )
            }
            run.properties["collectionView"] = newCollectionView(showing: try collectionViewLayout(argument))
        }
        // `super.viewDidLoad()` in a subclass of the app's own base class runs the base's code, with the same `self`.
        if name != "init", let typeName = context.typeName, let superclass = index.superclasses(of: typeName, near: call).first,
            let function = index.function(named: name, labels: arguments.map(\.label), in: superclass, near: call), let owner = function.typeName,
            touchesLayout(function.decl, owner: owner)
        {
            let superContext = EvaluationContext(selfValue: context.selfValue, typeName: owner)
            return try invoke(Callable(function: function.decl, context: superContext, fileScope: fileScope), arguments, at: call)
        }
        return .void
    }

    /// The name of a parameter of the initializer `call` stands in, when `argument` is that parameter itself; nil for
    /// any other argument.
    private static func initializerParameter(passedAs argument: Argument, in call: FunctionCallExprSyntax) -> String? {
        guard let name = argument.node.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = Syntax(call).parent
        while let current = node, !current.is(InitializerDeclSyntax.self) { node = current.parent }
        let parameters = node?.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
        return parameters?.contains { ($0.secondName ?? $0.firstName).text == name } == true ? name : nil
    }

    /// The value of a stored property of the controller being read, when a flow layout is read and the property
    /// is one of its instance: what its code assigned, else its initializer's value, kept (so the collection
    /// view a `lazy var` creates is one object). Nil when the rules for other code apply: a `var` whose value is
    /// a number can change while the app runs, and outside flow layouts nothing is kept.
    func controllerProperty(_ property: DeclarationIndex.Property, context: EvaluationContext, use node: some SyntaxProtocol) throws -> SwiftValue? {
        guard let run = flowRun, run.isController(context.selfValue), !property.isStatic, property.getter == nil, let owner = property.typeName,
            let runType = run.typeName, owner == runType || index.inherits(runType, from: owner, near: node)
        else { return nil }
        if let stored = run.properties[property.name] { return stored }
        guard let initializer = property.binding.initializer?.value else { return startingValue(of: property, in: run) }
        guard !run.propertiesInProgress.contains(property.name) else {
            throw stop(node, "`\(property.name)` is defined in terms of itself")
        }
        run.propertiesInProgress.insert(property.name)
        defer { run.propertiesInProgress.remove(property.name) }
        let value = try typed(try evaluate(initializer, Scope(parent: fileScope), context), property.binding.typeAnnotation?.type)
        // A `lazy var` is computed once; a plain `var` may change, unless it holds an object the code configures.
        let keeps: Bool
        switch value {
        case .flowLayout, .collectionView, .layout: keeps = true
        default: keeps = property.isConstant || property.isLazy
        }
        guard keeps else { return nil }
        run.properties[property.name] = value
        return value
    }

    /// What a stored property declared without a value holds when the controller's code first reads it: an
    /// `@IBOutlet` collection view is the view its storyboard or .xib gives it (an object whose layout the code can
    /// set with `setCollectionViewLayout`; the layout it starts with is the file's, unknown here); an optional that
    /// holds a layout object or collection view the code creates (`var flowLayout: UICollectionViewFlowLayout!`,
    /// `if flowLayout == nil { flowLayout = … }`), or any optional no other file can set (`private`), starts as nil.
    /// Nil (no value of the run's own) otherwise: other code of the app may set it.
    private func startingValue(of property: DeclarationIndex.Property, in run: FlowRun) -> SwiftValue? {
        guard property.isOptional, let type = property.binding.typeAnnotation?.type else { return nil }
        let typeName = Self.typeName(type)
        let isOutlet = property.decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
        if isOutlet, typeName == "UICollectionView" {
            let unknown = Unevaluable(
                expression: property.name, position: map.position(of: property.binding),
                reason: "the layout of `\(property.name)` is the one its storyboard or .xib gives it",
                isAssumable: false, hint: "import the .storyboard or .xib that holds it with the Swift files, or set its layout in the code"
            )
            let view = newCollectionView(showing: .unevaluable(unknown))
            run.properties[property.name] = view
            return view
        }
        let createdObjects: Set<String> = ["UICollectionViewFlowLayout", "UICollectionViewLayout", "UICollectionView"]
        guard !isOutlet, createdObjects.contains(typeName) || property.isFilePrivate else { return nil }
        return .null
    }

    /// The controller's own `collectionView` and `collectionViewLayout` (a `UICollectionViewController`'s, not
    /// declared in the file) once its code gave them a value. A `UICollectionViewController` made from a
    /// storyboard has a collection view whose layout the file does not know until its code sets one.
    func inheritedControllerProperty(_ name: String, context: EvaluationContext, at node: some SyntaxProtocol) -> SwiftValue? {
        guard let run = flowRun, run.isController(context.selfValue) else { return nil }
        if let stored = run.properties[name] { return stored }
        if name == "collectionView" || name == "collectionViewLayout", run.properties["collectionView"] == nil, let typeName = run.typeName,
            index.uikitClass(of: typeName, near: node) == "UICollectionViewController"
        {
            let unknown = Unevaluable(
                expression: SourceMap.quote(node), position: map.position(of: node),
                reason: "\(typeName)'s layout comes from outside the Swift files given: from a storyboard scene, or from the code that creates \(typeName)",
                isAssumable: false,
                hint: "import the .storyboard that holds its scene with the Swift files, or the Swift file that creates it with its layout"
            )
            run.properties["collectionView"] = newCollectionView(showing: .unevaluable(unknown))
            return inheritedControllerProperty(name, context: context, at: node)
        }
        if name == "collectionViewLayout", case .collectionView(let view)? = run.properties["collectionView"] { return view.value.layout }
        return nil
    }

    /// `self.name = value` or `name = value` in the controller's code: kept for later reads.
    func storeControllerProperty(_ name: String, _ value: SwiftValue, at node: some SyntaxProtocol) throws {
        guard let run = flowRun, let typeName = run.typeName else { return }
        if let property = index.property(named: name, in: typeName, near: node), !property.isStatic {
            run.properties[name] = try typed(value, property.binding.typeAnnotation?.type)
        } else if name == "collectionView" {
            run.properties[name] = value
        } else if name == "collectionViewLayout", case .collectionView(let view)? = run.properties["collectionView"] {
            view.value.layout = value
        }
    }
}
