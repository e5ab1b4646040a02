import LayoutModel
import SwiftSyntax

/// Reading a flow layout as an app builds one: the collection views of the view controller's storyboard scenes
/// are there first, as when it loads; then the members that configure it run in the order UIKit runs them
/// (initializer, `loadView`, `viewDidLoad`, then the properties and functions that build the collection view
/// and its layout), sharing one view controller; the layout its collection view shows is then completed with
/// the delegate's answers.
extension Interpreter {
    func flowSpec(of declaration: LayoutDeclaration, _ unit: FlowUnit, named name: String?) throws -> LayoutSpec {
        if let handOff = unit.handOff, let typeName = unit.typeName {
            // The other object's code sets the view's layout (its own layout, imported or skipped on its own): the
            // flow layout a storyboard or `init(collectionViewLayout:)` gives the view first is not what it shows.
            throw EvaluationStop.notALayout(
                map.diagnostic(
                    at: handOff.call,
                    "\(typeName) hands its collection view to \(handOff.typeName), whose code sets the view's collectionViewLayout: the flow layout \(typeName) starts with is replaced, and is not a layout of its own"
                )
            )
        }
        if let replacement = unit.compositionalReplacement, let typeName = unit.typeName {
            throw EvaluationStop.notALayout(
                map.diagnostic(
                    at: replacement,
                    "\(typeName) gives its collection view a compositional layout here, and configures no flow layout: the UICollectionViewFlowLayout it starts with (UIKit needs one at init) is replaced, and is not a layout of its own"
                )
            )
        }
        let run = FlowRun(typeName: unit.typeName)
        flowRun = run
        let fromStoryboards = loadStoryboardViews(unit.storyboardViews, into: run)
        let instance = unit.typeName.map { EvaluationContext(selfValue: .instance(typeName: $0), typeName: $0) } ?? .fileLevel
        let initializers = unit.members.filter { if case .initializer = $0.kind { return true } else { return false } }
        if initializers.count > 1, let typeName = unit.typeName {
            throw stop(
                initializers[1].node, "\(typeName) has more than one initializer that configures its collection view; the importer cannot tell which one the app calls",
                hint: "configure the layout in one initializer, or in viewDidLoad"
            )
        }
        let lifecycle = ["loadView", "viewDidLoad"].flatMap { name in unit.members.filter { $0.isLifecycle && $0.name == name } }
        let properties = unit.members.filter { if case .property = $0.kind { return true } else { return false } }
        let functions = unit.members.filter { member in
            if case .function = member.kind { return !member.isLifecycle }
            return false
        }
        var returned: [SwiftValue] = []
        for (function, owner) in inheritedLifecycle(of: unit, ownLifecycle: lifecycle) {
            // UIKit calls the `viewDidLoad` the controller inherits from the app's base class (or the subclass's
            // own one calls it through `super`, when it configures nothing itself).
            let context = EvaluationContext(selfValue: instance.selfValue, typeName: owner)
            returned.append(try callEntry(function.decl, context))
        }
        for member in initializers + lifecycle + properties + functions {
            let context = member.isStatic ? (unit.typeName.map { EvaluationContext(selfValue: .type($0), typeName: $0) } ?? .fileLevel) : instance
            switch member.kind {
            case .initializer(let initializer):
                guard let body = initializer.body else { continue }
                _ = try callEntry(signature: member.displayName, parameters: initializer.signature.parameterClause.parameters, body: body, context)
            case .function(let function):
                guard !run.calledFunctions.contains(function.id), !member.needsArguments else { continue }
                if unit.hasLifecycle, !member.isLifecycle, !unit.lifecycleReferences.contains(member.name) {
                    note(
                        function.name,
                        "\(member.displayName) is not called from init, loadView or viewDidLoad; the importer runs it after them, as code that configures the collection view"
                    )
                }
                run.calledFunctions.insert(function.id)
                returned.append(try callEntry(function, context))
            case .property(let variable, let binding):
                guard run.properties[member.name] == nil else { continue }
                if unit.typeName == nil, variable.parent?.is(CodeBlockItemSyntax.self) == true {
                    // Script-style code: the file's statements run in order, and the layout is the variable's value.
                    let scope = Scope(parent: fileScope)
                    try runTopLevel(index.topLevelItems(inFileOf: variable)[...], scope)
                    returned.append(scope.lookup(member.name)?.value ?? .void)
                } else if let property = index.property(named: member.name, in: unit.typeName, near: variable),
                    property.getter != nil || binding.initializer != nil
                {
                    returned.append(try propertyValue(property, selfValue: context.selfValue, use: binding.pattern))
                }
            }
        }
        for member in functions where member.needsArguments && member.configures {
            guard case .function(let function) = member.kind, !run.calledFunctions.contains(function.id) else { continue }
            record(
                function.name, "\(member.displayName) configures the collection view or its flow layout, but needs arguments, and no code the importer runs calls it",
                hint: "the importer runs init, loadView, viewDidLoad and the members that configure the layout without arguments; it cannot tell when the app calls this one"
            )
        }
        let (layout, view) = try shownFlowLayout(returned, declaration, unit)
        if let automatic = automaticItemSizes[ObjectIdentifier(layout)], layout.value.estimatedItemSize == .none {
            throw stop(
                automatic, "`itemSize` is `UICollectionViewFlowLayout.automaticSize`, which sizes items only as an `estimatedItemSize`",
                hint: "give the layout an estimatedItemSize, or its items a size"
            )
        }
        var flow = layout.value
        flow.collectionView = view?.value.settings ?? CollectionViewSettings()
        let viewValue = view.map(SwiftValue.collectionView) ?? newCollectionView(showing: .flowLayout(layout))
        let methods = try readDelegate(unit.delegateMethods, into: &flow, collectionView: viewValue, layout: .flowLayout(layout), context: instance)
        if unit.delegateMethods.isEmpty, faults.isEmpty, layout.value == FlowLayout(), view.flatMap({ fromStoryboards[ObjectIdentifier($0)] }) == nil {
            // `UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())` only because UIKit
            // needs a layout to make the view: its 50-point defaults are not what the app lays out.
            throw stop(
                declaration.node,
                "\(unit.typeName.map { "the code of \($0)" } ?? declaration.displayName) creates a UICollectionViewFlowLayout and configures none of it, and its type answers no flow delegate method: a layout made only because UIKit needs one to create a collection view, which the app replaces or sizes from a delegate elsewhere",
                hint: "configure the layout where it is created, or import the code that gives the view the layout it shows"
            )
        }
        return flowLayoutSpec(
            flow, declaration, named: name, delegateMethods: methods, readings: run.readings,
            storyboard: view.flatMap { fromStoryboards[ObjectIdentifier($0)] }
        )
    }

    /// The lifecycle methods (`loadView`, `viewDidLoad`) of the unit's controller that come from a superclass of the
    /// files, for those its own code does not run: the controller declares none, or declares one that configures
    /// nothing and calls `super`. (One it runs itself reaches the superclass's through `super`.)
    private func inheritedLifecycle(of unit: FlowUnit, ownLifecycle: [FlowMember]) -> [(DeclarationIndex.Function, String)] {
        guard let typeName = unit.typeName, let anchor = unit.anchor else { return [] }
        var found: [(DeclarationIndex.Function, String)] = []
        for name in ["loadView", "viewDidLoad"] where !ownLifecycle.contains(where: { $0.name == name }) {
            guard let function = index.function(named: name, labels: [], in: typeName, near: anchor), let owner = function.typeName else { continue }
            if owner == typeName {
                // Its own, configuring nothing: what it inherits runs when it calls `super`.
                guard let superclass = index.superclasses(of: typeName, near: anchor).first,
                    Self.callsSuper(name, in: function.decl),
                    let inherited = index.function(named: name, labels: [], in: superclass, near: anchor), let inheritedOwner = inherited.typeName
                else { continue }
                if touchesLayout(inherited.decl, owner: inheritedOwner) { found.append((inherited, inheritedOwner)) }
            } else if touchesLayout(function.decl, owner: owner) {
                found.append((function, owner))
            }
        }
        return found
    }

    /// The collection views a storyboard gives the controller, where its code finds them: a collection view
    /// controller's `collectionView`, and the outlets connected to each. A layout the importer does not read
    /// there (a subclass, a custom layout) is an unknown value, reported if the layout read is that one.
    /// Returns the storyboard of each collection view made, by object.
    private func loadStoryboardViews(_ views: [StoryboardCollectionView], into run: FlowRun) -> [ObjectIdentifier: String] {
        var storyboards: [ObjectIdentifier: String] = [:]
        for view in views {
            let layout: SwiftValue
            let scene = "the collection view of \(view.controllerClass ?? "the scene") in \(view.storyboardName)"
            let ownDelegateMethod = view.viewClass.flatMap(ownFlowDelegateMethod(of:))
            switch view.layout {
            case .flow where ownDelegateMethod != nil:
                // A collection view that is its own delegate: its answers, not the layout element's values, size items.
                layout = storyboardRefusal(
                    view,
                    "\(scene) is a \(view.viewClass!), which answers UICollectionViewDelegateFlowLayout itself (\(ownDelegateMethod!)): the importer reads the delegate methods of the view controller, not of the view"
                )
            case .flow(let flow):
                let reference = Reference(flow)
                flowLayoutsCreated.append(reference)
                layout = .flowLayout(reference)
            case .flowSubclass(let subclass):
                layout = storyboardRefusal(
                    view, "\(scene) has a \(subclass), a subclass of UICollectionViewFlowLayout, which the importer does not read: its overrides can place items anywhere"
                )
            case .other(let layoutClass):
                // A class the files declare is named with what it subclasses: a custom layout places items in code.
                let declared = index.declaringFiles(ofType: layoutClass).first.flatMap { index.type(layoutClass, declaredIn: $0) }
                if let declared, let parent = declared.inheritedTypes.first, let node = declared.declaration {
                    let kind = index.isFlowLayoutSubclass(layoutClass, near: node) ? "UICollectionViewFlowLayout" : parent
                    layout = storyboardRefusal(
                        view, "\(scene) has a \(layoutClass), a custom layout (a subclass of \(kind)), which the importer does not read: its overrides can place items anywhere"
                    )
                } else {
                    layout = storyboardRefusal(view, "\(scene) has a layout of class \(layoutClass), which the importer does not read")
                }
            case .missing:
                layout = storyboardRefusal(view, "\(scene) has no layout element")
            }
            let object = Reference(CollectionViewObject(layout: layout, settings: view.settings))
            collectionViewsCreated.append(object)
            storyboards[ObjectIdentifier(object)] = view.storyboardName
            if view.isControllerView { run.properties["collectionView"] = .collectionView(object) }
            for outlet in view.outlets { run.properties[outlet] = .collectionView(object) }
        }
        return storyboards
    }

    /// The first `collectionView(_:layout:…)` method a collection view subclass of the files declares, by its label.
    private func ownFlowDelegateMethod(of viewClass: String) -> String? {
        guard let file = index.declaringFiles(ofType: viewClass).first, let node = index.type(viewClass, declaredIn: file)?.declaration else { return nil }
        let answers = [
            "sizeForItemAt", "insetForSectionAt", "minimumLineSpacingForSectionAt", "minimumInteritemSpacingForSectionAt",
            "referenceSizeForHeaderInSection", "referenceSizeForFooterInSection",
        ]
        return answers.first { index.function(named: "collectionView", labels: [nil, "layout", $0], in: viewClass, near: node) != nil }
            .map { "collectionView(_:layout:\($0):)" }
    }

    private func storyboardRefusal(_ view: StoryboardCollectionView, _ reason: String) -> SwiftValue {
        .unevaluable(Unevaluable(expression: "collectionViewLayout", position: view.position, reason: reason, isAssumable: false))
    }

    /// The flow layout the code shows in a collection view (with that view), else the only one it builds.
    private func shownFlowLayout(
        _ returned: [SwiftValue], _ declaration: LayoutDeclaration, _ unit: FlowUnit
    ) throws -> (Reference<FlowLayout>, Reference<CollectionViewObject>?) {
        var views = collectionViewsCreated
        let stored = flowRun.map { Array($0.properties.values) } ?? []
        for value in stored + returned {
            if case .collectionView(let view) = value, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        var shown: [(layout: Reference<FlowLayout>, view: Reference<CollectionViewObject>)] = []
        for view in views {
            guard case .flowLayout(let layout) = view.value.layout else { continue }
            if let known = shown.firstIndex(where: { $0.layout === layout }) {
                shown[known].view = view
            } else {
                shown.append((layout, view))
            }
        }
        let subject = unit.typeName.map { "the code of \($0)" } ?? declaration.displayName
        if let property = declaration.shownView {
            // One of several collection views the type makes: the flow layout the view in that property shows.
            guard case .collectionView(let view)? = flowRun?.properties[property], case .flowLayout(let layout) = view.value.layout else {
                throw stop(declaration.node, "`\(property)` of \(subject) holds no collection view showing a flow layout when its code has run")
            }
            return (layout, view)
        }
        if shown.count == 1 { return (shown[0].layout, shown[0].view) }
        if shown.isEmpty, views.contains(where: { if case .layout = $0.value.layout { return true } else { return false } }) {
            // `super.init(collectionViewLayout: UICollectionViewFlowLayout())` because UIKit needs a layout at init,
            // then `collectionView.collectionViewLayout = makeCompositionalLayout()`: the view shows the latter.
            throw EvaluationStop.notALayout(
                map.diagnostic(
                    at: declaration.node,
                    "\(subject) gives its collection view a compositional layout, which replaces the UICollectionViewFlowLayout it starts with: that flow layout is not a layout of its own"
                )
            )
        }
        if shown.isEmpty, flowLayoutsCreated.isEmpty, placeholderLayoutMade {
            // `TKUICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())` in a view whose controller
            // gives it its layout: the view's own code sets its insets, not a flow layout's. (A view of the app's own
            // collection view class is not followed, so the placeholder made is the sign.)
            throw EvaluationStop.notALayout(
                map.diagnostic(
                    at: declaration.node,
                    "\(subject) gives its collection view a `UICollectionViewLayout()` placeholder, which lays out nothing, and makes no flow layout: the layout the view shows is set by other code, read with that code"
                )
            )
        }
        if shown.count > 1 {
            throw stop(
                declaration.node, "\(subject) shows \(shown.count) flow layouts in collection views; the importer reads one flow layout per view controller",
                hint: "move each collection view's layout code into a type, or a function, of its own"
            )
        }
        if flowLayoutsCreated.count == 1 { return (flowLayoutsCreated[0], nil) }
        let returnedLayouts = returned.compactMap { value -> Reference<FlowLayout>? in
            if case .flowLayout(let layout) = value { return layout }
            return nil
        }
        if returnedLayouts.count == 1 { return (returnedLayouts[0], nil) }
        if flowLayoutsCreated.isEmpty, let unknown = (views.map(\.value.layout) + returned).compactMap(\.unevaluable).first {
            throw EvaluationStop.fault(unknown.diagnostic)
        }
        if flowLayoutsCreated.isEmpty, let typeName = unit.typeName, let anchor = unit.anchor,
            index.uikitClass(of: typeName, near: anchor) == "UICollectionView"
        {
            // `class AttachmentsCollectionView: CollectionView { init() { super.init(layout: AttachmentsLayout()) } }`:
            // the view shows what its initializer hands UIKit; code that makes the view is read with that layout.
            throw EvaluationStop.notALayout(
                map.diagnostic(
                    at: declaration.node,
                    "\(typeName) is a collection view class that makes no flow layout: it shows the layout its initializer hands UIKit, read where that layout is built or where code makes the view"
                )
            )
        }
        if flowLayoutsCreated.isEmpty {
            throw stop(
                declaration.node, "\(subject) creates no UICollectionViewFlowLayout: it configures one made elsewhere (another type's code, a .xib, or a storyboard)",
                hint: "import the .storyboard or .xib that holds the view controller's view with the Swift files, or the Swift file that creates the layout"
            )
        }
        throw stop(
            declaration.node, "\(subject) creates \(flowLayoutsCreated.count) flow layouts and shows none of them in a collection view",
            hint: "give the collection view the layout it shows: UICollectionView(frame:collectionViewLayout:)"
        )
    }

    /// The flow layout a marked declaration builds, when it built one through code that does not name the class.
    func builtFlowLayout(_ value: SwiftValue) throws -> FlowLayout? {
        switch value {
        case .flowLayout(let layout):
            return layout.value
        case .collectionView(let view):
            guard case .flowLayout(let layout) = view.value.layout else { return nil }
            var flow = layout.value
            flow.collectionView = view.value.settings
            return flow
        default:
            return layoutsCreated.isEmpty && flowLayoutsCreated.count == 1 ? flowLayoutsCreated[0].value : nil
        }
    }

    /// The spec of a flow layout read from Swift; its description says which delegate methods were read and
    /// which names of the running app stand for the collection view's size.
    func flowLayoutSpec(
        _ flow: FlowLayout, _ declaration: LayoutDeclaration, named name: String?, delegateMethods: [String], readings: [FlowReading],
        storyboard: String? = nil
    ) -> LayoutSpec {
        let file = declaration.file.path
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        var source = declaration.titleWithVariant
        if !delegateMethods.isEmpty {
            source += " and its UICollectionViewDelegateFlowLayout \(delegateMethods.count == 1 ? "method" : "methods") " + delegateMethods.joined(separator: ", ")
        }
        var description = "Read from \(source) in \(fileName) by catalog import."
        for reading in readings {
            let parts = reading.name.split(separator: ".").map(String.init)
            let chain = parts.count == 2 ? ["view", "safeAreaInsets", parts[1]] : ["view", "frame", reading.name]
            if let meaning = FlowAPI.containerName(chain)?.meaning { description += " \(reading.code) is read as \(meaning)." }
        }
        if let storyboard { description += " Its flow layout starts as \(storyboard) sets it." }
        return LayoutSpec(
            name: name ?? "_", title: declaration.titleWithVariant, description: description, definition: .flow(flow),
            itemCounts: declaration.comment?.itemCounts
        )
    }
}
