import SwiftSyntax

/// A flow layout as apps write one: the members of a type (usually a view controller) that create and
/// configure a `UICollectionViewFlowLayout` and its collection view, and the type's
/// `UICollectionViewDelegateFlowLayout` methods, read together as one layout, in whichever files of the import
/// they are; a storyboard given with the files may hold the layout the code configures. A file-level function or
/// property that builds a flow layout is a unit of its own, without delegate.
struct FlowUnit {
    /// The type the members belong to (an extension's extended type); nil at file level.
    var typeName: String?
    /// The type's declaration, when the files declare it (where a unit without members is named and located).
    var typeDeclaration: Syntax?
    /// The declarations that configure the layout, in file order.
    var members: [FlowMember]
    /// The type's `collectionView(_:layout:…)` methods, in file order (their third label says which).
    var delegateMethods: [FunctionDeclSyntax]
    /// True when the type declares `init`, `loadView` or `viewDidLoad`: the app runs the other members from
    /// somewhere, and the importer says when it runs one nothing of these names.
    var hasLifecycle: Bool
    /// The names the lifecycle members refer to.
    var lifecycleReferences: Set<String>
    /// The collection views storyboard scenes of this type give it (`customClass`), with their layouts.
    var storyboardViews: [StoryboardCollectionView] = []
    /// Where the type's code hands its collection view to an object of another type of the files whose code
    /// gives a collection view its layout (`Handler(collectionView: collectionView)`, whose `init` sets
    /// `collectionView.collectionViewLayout`): the layout the view shows is that object's, not one read here.
    var handOff: (call: FunctionCallExprSyntax, typeName: String)?
    /// Where the type's own code gives its collection view a compositional layout, when nothing of the type configures a
    /// flow layout (no flow property set, no delegate method): the flow layout it starts with is a placeholder.
    var compositionalReplacement: Syntax?

    /// The node the layout is located at, in the file its code is read from: its first member, else its first
    /// delegate method (a storyboard's layout answered by the delegate), else the type.
    var anchor: Syntax? { members.first?.node ?? delegateMethods.first.map(Syntax.init) ?? typeDeclaration }
}

/// A member of a flow unit.
struct FlowMember {
    enum Kind {
        case function(FunctionDeclSyntax)
        case initializer(InitializerDeclSyntax)
        case property(VariableDeclSyntax, PatternBindingSyntax)
    }

    var kind: Kind
    /// `collectionView`, `viewDidLoad`, `init`.
    var name: String
    var node: Syntax
    var typePath: [String]
    var isStatic: Bool
    /// A function that cannot be called without arguments: run only when the code run calls it.
    var needsArguments: Bool
    /// True when it assigns a property of the collection view or flow layout (not only creates one).
    var configures: Bool
    /// True for a function whose result, or a property whose declared type, is a layout
    /// (`-> UICollectionViewFlowLayout`, `: UICollectionViewLayout`): a factory.
    var isFactory = false

    /// `init`, `loadView` and `viewDidLoad`, which UIKit runs first.
    var isLifecycle: Bool {
        switch kind {
        case .initializer: return true
        case .function(let function): return (function.name.text == "viewDidLoad" || function.name.text == "loadView") && !needsArguments
        case .property: return false
        }
    }

    /// How messages name it: `viewDidLoad()`, `init(layout:)`, `collectionView`.
    var displayName: String {
        switch kind {
        case .function(let function):
            return Callable.signature(name: name, labels: function.signature.parameterClause.parameters.argumentLabels)
        case .initializer(let initializer):
            return Callable.signature(name: "init", labels: initializer.signature.parameterClause.parameters.argumentLabels)
        case .property:
            return name
        }
    }
}

/// Finds flow units in the files of an import: every member of every type (and every file-level declaration)
/// that mentions `UICollectionViewFlowLayout` (or a subclass of it declared in the files), sets a property of a
/// flow layout or collection view that moves frames, or hands a collection view its layout; and the flow
/// delegate methods of each type. A type's members in several files are one type's (extensions in other files),
/// except where several files each declare a type of that name: those are the types of unrelated files
/// imported together, and each keeps the members of its own file.
struct FlowDiscovery {
    struct Candidate {
        var member: FlowMember
        var file: SyntaxIdentifier
        var mentionsFlow: Bool
        var mentionsCompositional: Bool
        var references: Set<String>
        var isDelegateMethod: Bool
        var delegateShape: FunctionDeclSyntax?
        /// True when the code assigns a `collectionViewLayout` or calls `setCollectionViewLayout(_:animated:)`.
        var setsCollectionViewLayout: Bool
        /// Initializer calls of capitalised names (types) given a collection view as an argument.
        var collectionViewHandOffs: [(call: FunctionCallExprSyntax, typeName: String)]
        /// Assignments of a `collectionViewLayout`: the assignment, and the function it calls (`makeLayout()`), if any.
        var layoutAssignments: [(node: Syntax, writesCompositional: Bool, calls: String?)]
        /// True when the code sets a property of a flow layout (`itemSize`, `sectionInset`, …).
        var setsFlowProperty: Bool
        /// True when the code names a collection view (`collectionView`, `UICollectionView`, `collectionViewLayout`).
        var mentionsCollectionView: Bool
        /// A function whose declared result is a `UICollectionViewCompositionalLayout`.
        var returnsCompositional: Bool
        /// Methods the code calls on a collection view (`collectionView.applyGrid(spacing: 6)`).
        var collectionViewCalls: Set<String> = []
    }

    /// UIKit's classes whose extensions may hold a method that configures a collection view or its flow layout.
    static let extendedViewClasses: Set<String> = ["UICollectionView", "UIScrollView", "UIView", "UICollectionViewFlowLayout", "UICollectionViewLayout"]

    /// A type as the files declare it: its name and the file whose declaration its members join.
    struct TypeIdentity: Hashable {
        var name: String
        var file: SyntaxIdentifier
    }

    /// Delegate methods whose layout no file creates.
    struct Orphan {
        var typeName: String
        var method: FunctionDeclSyntax
        /// True when the type builds a compositional layout, which ignores the flow delegate (a note, not a fault).
        var buildsCompositional: Bool
    }

    private(set) var candidates: [Candidate] = []
    /// The app's collection view classes whose initializer creates the flow layout they show.
    private var flowLayoutViews: Set<String> = []
    /// `// catalog:` comments before type declarations, by type, with where they start.
    private(set) var typeComments: [TypeIdentity: (payload: String, offset: AbsolutePosition)] = [:]
    private let module: SwiftModule

    init(_ module: SwiftModule) {
        self.module = module
        let flowNames = module.index.flowLayoutSubclasses.union(["UICollectionViewFlowLayout"])
        for file in module.files {
            let finder = MemberFinder(flowNames: flowNames, file: file.id)
            finder.walk(file.tree)
            candidates += finder.candidates
            for (name, comment) in finder.typeComments { typeComments[TypeIdentity(name: name, file: file.id)] = comment }
        }
        // A member that makes one of the app's collection views that create their own flow layout (`lazy var list =
        // LHCollectionView(color: .background)`) makes that flow layout, which its type's delegate methods size.
        flowLayoutViews = module.index.flowLayoutViewClasses
        for position in candidates.indices where !candidates[position].references.isDisjoint(with: flowLayoutViews) {
            if let owner = candidates[position].member.typePath.last, flowLayoutViews.contains(DeclarationIndex.typeKey(owner)) { continue }
            candidates[position].mentionsFlow = true
        }
        // A member that calls a method the files add to UIKit's collection view (`extension UICollectionView { func
        // applyGrid(spacing:) }`) configures the view as that method does: it is run with the layout's code.
        let configuringExtensions = Set(
            candidates.filter { $0.member.configures && $0.member.typePath.last.map(Self.extendedViewClasses.contains) == true }.map(\.member.name)
        )
        guard !configuringExtensions.isEmpty else { return }
        for position in candidates.indices where !candidates[position].collectionViewCalls.isDisjoint(with: configuringExtensions) {
            candidates[position].member.configures = true
        }
    }

    /// The type a member of `typeName` in `file` belongs to: the declaration in its own file, else the only one.
    func identity(of typeName: String, in file: SyntaxIdentifier) -> TypeIdentity {
        let key = DeclarationIndex.typeKey(typeName)
        let declaring = module.index.declaringFiles(ofType: key)
        let owner = declaring.contains(file) || declaring.count != 1 ? file : declaring[0]
        return TypeIdentity(name: key, file: owner)
    }

    /// The units: one per type with a member that mentions a flow layout, with flow delegate methods and a
    /// member that configures a collection view, or with a storyboard scene that gives it a flow layout (in a
    /// type that builds no compositional layout); one per file-level flow declaration. `marked` holds the
    /// declarations with a `// catalog:` comment, which join their type's unit unless they build a
    /// compositional layout. With `delegatesMakeLayouts`, delegate methods make a unit wherever their layout
    /// comes from (for showing the code of a layout read with a storyboard, from its Swift file alone).
    func units(marked: Set<SyntaxIdentifier>, delegatesMakeLayouts: Bool = false) -> (units: [FlowUnit], orphans: [Orphan]) {
        var units: [FlowUnit] = []
        var orphans: [Orphan] = []
        let layoutSetters = Set(candidates.filter(\.setsCollectionViewLayout).compactMap { $0.member.typePath.last.map(DeclarationIndex.typeKey) })
        var typeOrder: [TypeIdentity] = []
        var byType: [TypeIdentity: [Candidate]] = [:]
        for candidate in candidates {
            guard let typeName = candidate.member.typePath.last else {
                if candidate.mentionsFlow, !candidate.mentionsCompositional, !candidate.isDelegateMethod,
                    !candidate.member.needsArguments || marked.contains(candidate.member.node.id)
                {
                    units.append(FlowUnit(typeName: nil, members: [candidate.member], delegateMethods: [], hasLifecycle: false, lifecycleReferences: []))
                }
                continue
            }
            let key = identity(of: typeName, in: candidate.file)
            if byType[key] == nil { typeOrder.append(key) }
            byType[key, default: []].append(candidate)
        }
        // A storyboard scene of a type with no layout code at all still gives it a layout.
        for name in module.index.declaredTypeNames where !module.storyboardCollectionViews(of: name).isEmpty {
            for file in module.index.declaringFiles(ofType: name) {
                let key = TypeIdentity(name: name, file: file)
                if byType[key] == nil {
                    typeOrder.append(key)
                    byType[key] = []
                }
            }
        }
        var delegatesByType: [String: [FunctionDeclSyntax]] = [:]
        for (key, candidates) in byType { delegatesByType[key.name, default: []] += candidates.compactMap(\.delegateShape) }
        for key in typeOrder {
            let all = byType[key] ?? []
            let typeName = key.name
            // Methods the files add to UIKit's views and layouts (`extension UICollectionView { func applyGrid(…) }`)
            // are run where code calls them, with the caller's layout; only a factory among them is a layout itself.
            if Self.extendedViewClasses.contains(typeName), module.index.extendsOnly(typeName), !all.contains(where: \.member.isFactory) {
                continue
            }
            // A subclass of the compositional layout configures that layout (`config.scrollDirection`), never a flow one.
            if let declaration = module.index.type(typeName, declaredIn: key.file)?.declaration,
                module.index.layoutSuperclass(of: typeName, near: declaration) == "UICollectionViewCompositionalLayout"
            {
                continue
            }
            // Such a collection view class that sets no property of its flow layout and answers no delegate method is read
            // where other code makes it, with that code's delegate methods; it is no layout of its own.
            if flowLayoutViews.contains(typeName), !all.contains(where: { $0.isDelegateMethod || $0.setsFlowProperty }),
                candidates.contains(where: { $0.member.typePath.last.map(DeclarationIndex.typeKey) != typeName && $0.references.contains(typeName) })
            {
                continue
            }
            var delegates = all.compactMap(\.delegateShape)
            // The flow delegate methods a controller inherits from a class of the files answer for it too, unless it
            // overrides them.
            if let anchor = all.first?.member.node ?? module.index.type(typeName, declaredIn: key.file)?.declaration {
                for superclass in module.index.superclasses(of: typeName, near: anchor) {
                    for method in delegatesByType[superclass] ?? [] where !delegates.contains(where: { Self.selector(of: $0) == Self.selector(of: method) }) {
                        delegates.append(method)
                    }
                }
            }
            let mentions = all.contains { $0.mentionsFlow && !$0.mentionsCompositional && !$0.isDelegateMethod }
            var members = all.filter { candidate in
                !candidate.isDelegateMethod && !candidate.mentionsCompositional
                    && (candidate.mentionsFlow || candidate.member.configures || marked.contains(candidate.member.node.id))
            }.map(\.member)
            // A method that configures the layout with what it is given (`updateItemSize(available:)`) is run through the
            // type's own methods without arguments that call it (`viewWillLayoutSubviews()` passing `view.bounds.width`).
            let configuringWithArguments = Set(members.filter { $0.needsArguments && $0.configures }.map(\.name))
            if !configuringWithArguments.isEmpty {
                let callers = all.filter { candidate in
                    guard case .function = candidate.member.kind, !candidate.member.needsArguments, !candidate.isDelegateMethod,
                        !candidate.mentionsCompositional, !members.contains(where: { $0.node.id == candidate.member.node.id })
                    else { return false }
                    return !candidate.references.isDisjoint(with: configuringWithArguments)
                }
                members = (members + callers.map(\.member)).sorted { $0.node.position < $1.node.position }
            }
            // Delegate methods in a type whose collection view gets a layout from elsewhere in the files (a factory
            // of another type) or from a storyboard make a flow layout too, unless the type builds compositional
            // layouts.
            let buildsCompositional = all.contains { $0.mentionsCompositional }
            let storyboardViews = module.storyboardCollectionViews(of: typeName)
            // A type that never names a collection view or a flow layout sets properties of something else that go by
            // the same names (a PDF viewer's `configuration.scrollDirection`): it is no layout code.
            let touchesCollectionViews = all.contains { $0.mentionsCollectionView || $0.mentionsFlow }
            let fromElsewhere = (touchesCollectionViews && members.contains { $0.configures }) || !storyboardViews.isEmpty
                || (delegatesMakeLayouts && !delegates.isEmpty)
            guard mentions || (!buildsCompositional && fromElsewhere) else {
                if let first = delegates.first { orphans.append(Orphan(typeName: typeName, method: first, buildsCompositional: buildsCompositional)) }
                continue
            }
            // A type of factories (`enum Layouts { static func grid() ...; static func list() ... }`) holds one layout
            // per factory that no other member uses (the others are its helpers), when nothing else of the type
            // configures a layout.
            let referenced = all.reduce(into: Set<String>()) { $0.formUnion($1.references) }
            let roots = members.filter { !$0.needsArguments && !referenced.contains($0.name) }
            if delegates.isEmpty, storyboardViews.isEmpty, members.allSatisfy(\.isFactory), !roots.isEmpty {
                for member in roots {
                    units.append(FlowUnit(typeName: typeName, members: [member], delegateMethods: [], hasLifecycle: false, lifecycleReferences: []))
                }
                continue
            }
            let lifecycle = all.filter { $0.member.isLifecycle }
            let compositionalFunctions = Set(all.filter(\.returnsCompositional).map(\.member.name))
            let replacement = all.lazy.flatMap(\.layoutAssignments).first { assignment in
                assignment.writesCompositional || assignment.calls.map(compositionalFunctions.contains) == true
            }
            let configuresFlow = all.contains(where: \.setsFlowProperty) || !delegates.isEmpty
            let handOff = all.lazy.flatMap(\.collectionViewHandOffs).first {
                DeclarationIndex.typeKey($0.typeName) != typeName && layoutSetters.contains(DeclarationIndex.typeKey($0.typeName))
            }
            units.append(
                FlowUnit(
                    typeName: typeName, typeDeclaration: module.index.type(typeName, declaredIn: key.file)?.declaration, members: members,
                    delegateMethods: delegates, hasLifecycle: !lifecycle.isEmpty,
                    lifecycleReferences: lifecycle.reduce(into: Set<String>()) { $0.formUnion($1.references) }, storyboardViews: storyboardViews,
                    handOff: handOff, compositionalReplacement: configuresFlow ? nil : replacement?.node
                )
            )
        }
        return (units, orphans)
    }

    /// `collectionView(_:layout:sizeForItemAt:)`: what a method answers, by its name and labels.
    static func selector(of function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// Walks types and their members (not into function bodies), judging each member by its code.
    private final class MemberFinder: SyntaxVisitor {
        let flowNames: Set<String>
        let file: SyntaxIdentifier
        var candidates: [Candidate] = []
        var typeComments: [String: (payload: String, offset: AbsolutePosition)] = [:]
        private var typeStack: [String] = []

        init(flowNames: Set<String>, file: SyntaxIdentifier) {
            self.flowNames = flowNames
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        private func enter(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
            typeStack.append(name)
            var offset = node.position
            for piece in node.leadingTrivia {
                if let payload = CatalogComment.payload(of: piece) { typeComments[name] = (payload, offset) }
                offset = offset.advanced(by: piece.sourceLength.utf8Length)
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            // A subclass of the flow layout is a layout object, not code that configures one.
            if flowNames.contains(node.name.text) { return .skipChildren }
            return enter(node.name.text, node)
        }
        override func visitPost(_ node: ClassDeclSyntax) { if !flowNames.contains(node.name.text) { typeStack.removeLast() } }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
        override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
        override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
        override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription, node) }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.argumentLabels
            let needsArguments = node.signature.parameterClause.parameters.contains { $0.defaultValue == nil }
            var member = FlowMember(
                kind: .function(node), name: node.name.text, node: Syntax(node), typePath: typeStack,
                isStatic: Self.isStatic(node.modifiers), needsArguments: needsArguments, configures: false
            )
            member.isFactory = node.signature.returnClause.map { namesLayout($0.type) } ?? false
            let isDelegate = !typeStack.isEmpty && FlowAPI.isFlowDelegateShape(name: node.name.text, labels: labels)
            add(member, Syntax(node), isDelegate: isDelegate, delegate: isDelegate ? node : nil)
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            let member = FlowMember(
                kind: .initializer(node), name: "init", node: Syntax(node), typePath: typeStack, isStatic: false,
                needsArguments: false, configures: false
            )
            add(member, Syntax(node), isDelegate: false, delegate: nil)
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let binding = node.bindings.first(where: { $0.pattern.is(IdentifierPatternSyntax.self) }),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return .skipChildren }
            var member = FlowMember(
                kind: .property(node, binding), name: name, node: Syntax(node), typePath: typeStack,
                isStatic: Self.isStatic(node.modifiers), needsArguments: false, configures: false
            )
            member.isFactory = binding.typeAnnotation.map { namesLayout($0.type) } ?? false
            add(member, Syntax(node), isDelegate: false, delegate: nil)
            return .skipChildren
        }

        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// Top-level statements other than declarations are not members.
        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            if node.parent?.parent?.is(SourceFileSyntax.self) == true, case .decl = node.item { return .visitChildren }
            return node.parent?.parent?.is(SourceFileSyntax.self) == true ? .skipChildren : .visitChildren
        }

        private func add(_ member: FlowMember, _ node: Syntax, isDelegate: Bool, delegate: FunctionDeclSyntax?) {
            let scan = CodeScan(flowNames: flowNames)
            scan.walk(node)
            var member = member
            member.configures = scan.configures || (scan.setsScrollInsets && scan.mentionsCollectionView)
            candidates.append(
                Candidate(
                    member: member, file: file, mentionsFlow: scan.mentionsFlow, mentionsCompositional: scan.mentionsCompositional,
                    references: scan.references, isDelegateMethod: isDelegate, delegateShape: delegate,
                    setsCollectionViewLayout: scan.setsCollectionViewLayout, collectionViewHandOffs: scan.collectionViewHandOffs,
                    layoutAssignments: scan.layoutAssignments, setsFlowProperty: scan.setsFlowProperty,
                    mentionsCollectionView: scan.mentionsCollectionView,
                    returnsCompositional: node.as(FunctionDeclSyntax.self)?.signature.returnClause.map {
                        $0.type.trimmedDescription.filter { $0 != "?" && $0 != "!" } == "UICollectionViewCompositionalLayout"
                    } ?? false,
                    collectionViewCalls: scan.collectionViewCalls
                )
            )
        }

        /// `UICollectionViewFlowLayout`, a subclass of it, or `UICollectionViewLayout` (optional or not).
        private func namesLayout(_ type: TypeSyntax) -> Bool {
            let name = type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
            return name == "UICollectionViewLayout" || flowNames.contains(name)
        }

        private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.marksStaticMember
        }
    }

    /// What a member's code does, by its syntax alone.
    private final class CodeScan: SyntaxVisitor {
        let flowNames: Set<String>
        var mentionsFlow = false
        var mentionsCompositional = false
        var mentionsCollectionView = false
        /// True when the code sets a flow layout's property or hands a collection view its layout.
        var configures = false
        /// True when the code sets `contentInset` or `contentInsetAdjustmentBehavior`, which every scroll view has:
        /// a collection view's only where the code names one (an image view's scroll view is no layout code).
        var setsScrollInsets = false
        /// True when the code assigns a `collectionViewLayout` or calls `setCollectionViewLayout(_:animated:)`.
        var setsCollectionViewLayout = false
        /// `Handler(collectionView: collectionView)`: a type's initializer handed a collection view.
        var collectionViewHandOffs: [(call: FunctionCallExprSyntax, typeName: String)] = []
        /// `collectionView.collectionViewLayout = …`: whether the value names `UICollectionViewCompositionalLayout`, and
        /// the function it calls (`makeLayout()`, `self.makeLayout()`).
        var layoutAssignments: [(node: Syntax, writesCompositional: Bool, calls: String?)] = []
        var setsFlowProperty = false
        var references: Set<String> = []
        /// Methods called on a collection view by name (`collectionView.applyGrid(…)`, `self.galleryCollectionView.x()`).
        var collectionViewCalls: Set<String> = []

        init(flowNames: Set<String>) {
            self.flowNames = flowNames
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if case .identifier(let text) = token.tokenKind {
                if flowNames.contains(text) { mentionsFlow = true }
                if !mentionsCollectionView, Self.namesCollectionView(text) { mentionsCollectionView = true }
                if text == "UICollectionViewCompositionalLayout" { mentionsCompositional = true }
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            references.insert(node.baseName.text)
            return .visitChildren
        }

        /// `layout.itemSize = ...`, `collectionView.contentInset.top += 4`.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for (position, element) in elements.enumerated() where position > 0 {
                let isAssignment = element.is(AssignmentExprSyntax.self)
                    || (element.as(BinaryOperatorExprSyntax.self).map { ["+=", "-=", "*=", "/="].contains($0.operator.text) } ?? false)
                guard isAssignment else { continue }
                let (chain, base) = Self.assignedProperties(elements[position - 1])
                // A flow layout's own properties configure one; the scroll insets every scroll view has
                // (`imageScrollView.contentInsetAdjustmentBehavior`) only when set on a collection view.
                if chain.first == "collectionViewLayout" {
                    setsCollectionViewLayout = true
                    if position + 1 < elements.count {
                        let value = elements[position + 1]
                        let writesCompositional = value.tokens(viewMode: .sourceAccurate).contains { $0.text == "UICollectionViewCompositionalLayout" }
                        let called = value.as(FunctionCallExprSyntax.self).flatMap { call -> String? in
                            guard call.arguments.isEmpty else { return nil }
                            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
                            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                                return member.declName.baseName.text
                            }
                            return nil
                        }
                        layoutAssignments.append((Syntax(node), writesCompositional, called))
                    }
                }
                if chain.contains(where: FlowAPI.layoutProperties.contains) { setsFlowProperty = true }
                if chain.contains(where: FlowAPI.layoutProperties.contains) || chain.contains("collectionViewLayout") {
                    configures = true
                } else if let inset = chain.firstIndex(where: FlowAPI.collectionViewProperties.contains),
                    // What the inset is set on: `tableView` in `self.tableView.contentInset.bottom`.
                    !Self.isOtherScrollView(inset + 1 < chain.count ? chain[inset + 1] : base)
                {
                    setsScrollInsets = true
                }
            }
            return .visitChildren
        }

        /// `UICollectionView(frame:collectionViewLayout:)`, `super.init(collectionViewLayout:)`,
        /// `setCollectionViewLayout(_:animated:)`: a collection view gets its layout.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, Self.namesCollectionView(base) {
                collectionViewCalls.insert(member.declName.baseName.text)
            }
            if node.arguments.contains(where: { $0.label?.text == "collectionViewLayout" }) { configures = true }
            if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setCollectionViewLayout" {
                configures = true
                setsCollectionViewLayout = true
            }
            if let called = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, called.first?.isUppercase == true,
                node.arguments.contains(where: { Self.namesCollectionView($0.expression) })
            {
                collectionViewHandOffs.append((node, called))
            }
            return .visitChildren
        }

        /// `collectionView`, `self.collectionView`, `galleryCollectionView!`: a name of a collection view.
        private static func namesCollectionView(_ expression: ExprSyntax) -> Bool {
            var current = expression
            while true {
                if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                    current = unwrap.expression
                } else if let chaining = current.as(OptionalChainingExprSyntax.self) {
                    current = chaining.expression
                } else {
                    break
                }
            }
            return current.ownName.map(CollectionViewName.matches) ?? false
        }

        /// The member names along an assignment target: `itemSize` and `width` for `layout.itemSize.width`.
        /// True for an identifier with "collectionView" in it, in any case (`collectionView`, `UICollectionView`,
        /// `collectionViewLayout`): compared byte by byte, since every identifier of every member is asked.
        static func namesCollectionView(_ text: String) -> Bool {
            let wanted: StaticString = "collectionview"
            guard text.utf8.count >= wanted.utf8CodeUnitCount else { return false }
            let found = text.utf8.withContiguousStorageIfAvailable { bytes in
                wanted.withUTF8Buffer { target in
                    search: for start in 0...(bytes.count - target.count) {
                        for offset in 0..<target.count {
                            let byte = bytes[start + offset]
                            // ASCII letters compared without case.
                            if (byte >= 65 && byte <= 90 ? byte + 32 : byte) != target[offset] { continue search }
                        }
                        return true
                    }
                    return false
                }
            }
            return found ?? text.lowercased().contains("collectionview")
        }

        /// A table, text or web view, or a plain scroll view, by its name: their insets are no collection view's.
        private static func isOtherScrollView(_ name: String?) -> Bool {
            guard let name, !namesCollectionView(name) else { return false }
            let lowercased = name.lowercased()
            return ["tableview", "scrollview", "textview", "webview"].contains { lowercased.hasSuffix($0) }
        }

        /// The properties an assignment's target names, the one assigned first (`bottom`, `contentInset`, `tableView`
        /// in `self.tableView.contentInset.bottom`), and the name the target starts from (`self`), if it is one.
        private static func assignedProperties(_ target: ExprSyntax) -> (properties: [String], base: String?) {
            var names: [String] = []
            var current: ExprSyntax? = target
            while let expression = current {
                if let reference = expression.as(DeclReferenceExprSyntax.self) {
                    return (names, reference.baseName.text)
                } else if let member = expression.as(MemberAccessExprSyntax.self) {
                    names.append(member.declName.baseName.text)
                    current = member.base
                } else if let chaining = expression.as(OptionalChainingExprSyntax.self) {
                    current = chaining.expression
                } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                    current = unwrap.expression
                } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                    current = tuple.elements.first?.expression
                } else {
                    current = nil
                }
            }
            return (names, nil)
        }
    }
}
