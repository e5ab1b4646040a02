import SwiftSyntax

/// Finds the declarations that build layouts in the files of an import:
///
/// - every function or non-local property whose code mentions `UICollectionViewCompositionalLayout` or whose
///   declared type is that class;
/// - every section builder, a function or property whose declared type is `NSCollectionLayoutSection`, that no
///   other code of the files uses (`extension NSCollectionLayoutSection { static func menuSection() }`): a layout
///   of that one section;
/// - every declaration marked with a `// catalog: NAME` comment;
/// - the flow layouts (`FlowDiscovery`): the members of a type that create and configure a
///   `UICollectionViewFlowLayout`, read with the type's delegate methods and its storyboard scenes as one layout.
///
/// A function that needs arguments is a helper when other code calls it, and a layout of its own otherwise (its
/// parameters take their defaults, `--assume` values, or each case of their `CaseIterable` enum). An instance
/// member of an enum is one layout per case. Also reports `// catalog:` comments that mark nothing, malformed
/// ones, flow delegate methods whose layout no file creates, and, for when the files hold no layout at all,
/// the located reason each collection view controller and layout subclass is not read.
struct LayoutDiscovery {
    private(set) var declarations: [LayoutDeclaration] = []
    private(set) var diagnostics: [SwiftImportDiagnostic] = []
    /// Things not read, said so without stopping the import.
    private(set) var notes: [SwiftImportDiagnostic] = []
    /// Why code that looks like layout code is not read: faults when the files hold no layout, notes otherwise.
    private(set) var refusals: [SwiftImportDiagnostic] = []

    /// How many layouts one declaration may give by enumerating its parameters' cases.
    static let maximumVariants = 64

    private let module: SwiftModule
    private let references: ReferenceIndex
    /// Every declaration that is a layout candidate of its own, by node.
    private var candidateNodes: Set<SyntaxIdentifier> = []
    /// Calls of the files' functions by name, found when a helper first needs its callers.
    private var calls: [String: [FunctionCallExprSyntax]]?
    /// Types whose code is already reported as not read (their delegate methods).
    private var refusedTypes: Set<String> = []
    private var usedComments: Set<CommentKey> = []

    private struct CommentKey: Hashable {
        var file: SyntaxIdentifier
        var offset: AbsolutePosition
    }

    /// `assumed` holds the `--assume` names, which give a parameter a value instead of enumerating its cases;
    /// `delegatesMakeLayouts` reads flow delegate methods as a layout wherever their layout comes from (see
    /// `FlowDiscovery.units`).
    init(_ module: SwiftModule, assumed: Set<String>, delegatesMakeLayouts: Bool = false) {
        self.module = module
        self.references = ReferenceIndex(module)
        let flow = FlowDiscovery(module)
        let marked = Set(flow.candidates.map(\.member.node).filter { Self.catalogComment(before: $0) != nil }.map(\.id))
        let (units, orphans) = flow.units(marked: marked, delegatesMakeLayouts: delegatesMakeLayouts)
        var seen = Set(units.flatMap { $0.members.map(\.node.id) })
        var comments: [(CommentKey, ParsedSwiftFile)] = []
        var found: [(ParsedSwiftFile, [Finder.Candidate])] = []
        // Code that makes a compositional layout subclass of the files with UIKit's initializers (`FadingLayout { … }`)
        // builds a compositional layout there. (One with initializers of its own is the layout they build, read there.)
        let subclasses = Set(module.index.declaredTypeNames.filter { name in
            module.index.initializers(of: name).isEmpty && module.index.declaringFiles(ofType: name).contains { file in
                module.index.type(name, declaredIn: file)?.declaration?.as(ClassDeclSyntax.self).map(Self.isPlainCompositionalSubclass) == true
            }
        }.map(DeclarationIndex.typeKey))
        for file in module.files {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.layoutClassNames.formUnion(subclasses)
            finder.walk(file.tree)
            comments += finder.comments.map { (CommentKey(file: file.id, offset: $0.0), file) }
            found.append((file, finder.candidates.sorted(by: { $0.node.position < $1.node.position })))
            candidateNodes.formUnion(finder.candidates.map(\.node.id))
        }
        for (file, candidates) in found {
            for candidate in candidates where seen.insert(candidate.node.id).inserted {
                addCandidate(candidate, in: file, assumed: assumed)
            }
        }
        var baseClasses: Set<String> = []
        for unit in Self.withoutBaseClasses(units, module: module, notes: &notes, baseClasses: &baseClasses) { addFlowUnit(unit, flow) }
        let byFile = Dictionary(grouping: declarations, by: \.file.id)
        declarations = module.files.flatMap { file in
            (byFile[file.id] ?? []).enumerated().sorted { a, b in
                (a.element.node.position, a.offset) < (b.element.node.position, b.offset)
            }.map(\.element)
        }
        // A base class answering flow delegate methods for its subclasses' layouts is read with them.
        report(orphans.filter { !baseClasses.contains($0.typeName) })
        for (key, file) in comments where !usedComments.contains(key) {
            diagnostics.append(
                file.map.diagnostic(
                    at: file.map.position(of: key.offset),
                    "this `// catalog:` comment is not on the line before a layout function or property, or a type with a flow layout",
                    hint: "put it right above the `func`, `let` or `var` that builds the layout, or the class whose code configures a flow layout"
                )
            )
        }
        findRefusals()
    }

    // MARK: - Compositional layouts and section builders

    private mutating func addCandidate(_ candidate: Finder.Candidate, in file: ParsedSwiftFile, assumed: Set<String>) {
        guard var declaration = Self.declaration(for: candidate.node, in: file) else { return }
        declaration.isSectionBuilder = candidate.isSectionBuilder
        let marked = Self.catalogComment(before: candidate.node)
        if marked == nil, candidate.isSectionBuilder || Self.needsArguments(declaration),
            references.isReferenced(declaration.name, outside: candidate.node, module.index)
        {
            // A helper of other code; one that builds a whole layout from its arguments, called from code that is no
            // layout of its own (`viewDidLoad`), is read through that call. One whose name is used only where no call
            // the importer can follow reaches it (`owner.searchView.makeLayout(type: type)` in another type's closure)
            // is a layout of its own, its parameters given as any layout function's, rather than left out unsaid.
            guard !candidate.isSectionBuilder, case .function(let function) = declaration.kind else { return }
            switch callSite(of: function, candidates: candidateNodes) {
            case .helper:
                return
            case .call(let call):
                declaration.callSite = call
                declarations.append(declaration)
                return
            case .unreached:
                break
            }
        }
        if let (comment, offset) = marked {
            usedComments.insert(CommentKey(file: file.id, offset: offset))
            name(&declaration, comment, at: offset, file.map)
        }
        declarations += variants(of: declaration, assumed: assumed)
    }

    /// How other code reaches a layout function that needs arguments.
    private enum CallSite {
        /// A layout calls it: its helper.
        case helper
        /// The first call in code that is no layout candidate of its own, in file order.
        case call(FunctionCallExprSyntax)
        /// No call the importer can follow reaches it.
        case unreached
    }

    /// How `function` (by its name and labels) is called: by a layout, by other code, or by no call that reaches it.
    private mutating func callSite(of function: FunctionDeclSyntax, candidates: Set<SyntaxIdentifier>) -> CallSite {
        if calls == nil {
            let collector = CallCollector(viewMode: .sourceAccurate)
            for file in module.files { collector.walk(file.tree) }
            calls = collector.calls
        }
        let parameters = function.signature.parameterClause.parameters
        var callers: [FunctionCallExprSyntax] = []
        for call in calls?[function.name.text] ?? [] {
            let labels = call.arguments.map { $0.label?.text }
            let inside = call.root.id == function.root.id && call.position >= function.position && call.endPosition <= function.endPosition
            guard DeclarationIndex.accepts(parameters, labels: labels), !inside, calls(call, function) else { continue }
            guard let owner = Self.enclosingDeclaration(of: Syntax(call)) else { continue }
            if candidates.contains(owner.id) { return .helper }
            callers.append(call)
        }
        return callers.first.map(CallSite.call) ?? .unreached
    }

    /// Whether `call` reaches `function`: a bare or `self.` call from the function's own type (its extensions
    /// included), or a call through the type's name; at file level, a bare call.
    private func calls(_ call: FunctionCallExprSyntax, _ function: FunctionDeclSyntax) -> Bool {
        let owner = Self.typePath(of: Syntax(function)).last.map(DeclarationIndex.typeKey)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, base.trimmedDescription != "self" {
            return owner.map { DeclarationIndex.typeKey(base.trimmedDescription) == $0 } ?? false
        }
        return Self.typePath(of: Syntax(call)).last.map(DeclarationIndex.typeKey) == owner
    }

    /// The function, initializer or type-level property whose code holds `node`.
    private static func enclosingDeclaration(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) { return ancestor }
            if ancestor.is(VariableDeclSyntax.self), !Finder.isLocal(ancestor) { return ancestor }
            current = ancestor.parent
        }
        return nil
    }

    /// Calls by the name they call (`f(…)`, `self.f(…)`, `Type.f(…)`).
    private final class CallCollector: SyntaxVisitor {
        var calls: [String: [FunctionCallExprSyntax]] = [:]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            {
                calls[name, default: []].append(node)
            }
            return .visitChildren
        }
    }

    /// A function that cannot be called without arguments.
    private static func needsArguments(_ declaration: LayoutDeclaration) -> Bool {
        guard case .function(let function) = declaration.kind else { return false }
        return function.signature.parameterClause.parameters.contains { $0.defaultValue == nil }
    }

    /// The layouts one declaration gives: one per case of its enum for an instance member of an enum, times one per
    /// case of each `CaseIterable` enum parameter that has no default or `--assume` value.
    private mutating func variants(of declaration: LayoutDeclaration, assumed: Set<String>) -> [LayoutDeclaration] {
        var results = [declaration]
        if let enumName = declaration.typePath.last, !Self.isStatic(declaration),
            let info = module.index.type(enumName, near: declaration.node), info.isEnum
        {
            if let withValues = info.cases.first(where: \.hasAssociatedValues) {
                diagnostics.append(
                    declaration.file.map.diagnostic(
                        at: declaration.node,
                        "\(declaration.displayName) is read once per case of `\(enumName)`, and its case `\(withValues.name)` has associated values, which are not evaluated",
                        hint: "build the layout in a static function that takes what the case holds as parameters"
                    )
                )
                return []
            }
            results = info.cases.map { enumCase in
                var variant = declaration
                variant.selfCase = enumCase.name
                return variant
            }
        }
        guard case .function(let function) = declaration.kind else { return results }
        for parameter in function.signature.parameterClause.parameters where parameter.defaultValue == nil {
            let name = (parameter.secondName ?? parameter.firstName).text
            let typeName = Interpreter.typeName(parameter.type)
            guard !assumed.contains(name), let info = module.index.type(typeName, near: parameter), info.isCaseIterable,
                !info.cases.isEmpty, !info.cases.contains(where: \.hasAssociatedValues),
                results.count * info.cases.count <= Self.maximumVariants
            else { continue }
            results = results.flatMap { base in
                info.cases.map { enumCase in
                    var variant = base
                    variant.enumeratedArguments.append(.init(parameter: name, typeName: info.name, caseName: enumCase.name))
                    return variant
                }
            }
        }
        return results
    }

    static func isStatic(_ declaration: LayoutDeclaration) -> Bool {
        let modifiers: DeclModifierListSyntax
        switch declaration.kind {
        case .function(let function): modifiers = function.modifiers
        case .initializer: return false
        case .property(let variable, _), .topLevel(let variable, _, _): modifiers = variable.modifiers
        case .flow(let unit): return unit.members.first?.isStatic ?? false
        }
        return modifiers.marksStaticMember
    }

    // MARK: - Flow layouts

    /// The units of view controllers whose subclasses in the files are flow layouts of their own (with their
    /// scenes), and which have no scene themselves, are no layouts: their code (`viewDidLoad` configuring
    /// `collectionViewLayout`) runs as each subclass's, which reads it; said in a note.
    private static func withoutBaseClasses(
        _ units: [FlowUnit], module: SwiftModule, notes: inout [SwiftImportDiagnostic], baseClasses: inout Set<String>
    ) -> [FlowUnit] {
        var subclassesOf: [String: [String]] = [:]
        for unit in units {
            guard let typeName = unit.typeName, let anchor = unit.anchor else { continue }
            for superclass in module.index.superclasses(of: typeName, near: anchor) { subclassesOf[superclass, default: []].append(typeName) }
        }
        baseClasses = Set(subclassesOf.keys)
        return units.filter { unit in
            guard let typeName = unit.typeName, unit.storyboardViews.isEmpty, let subclasses = subclassesOf[typeName], let anchor = unit.anchor else { return true }
            notes.append(
                module.maps.diagnostic(
                    at: module.maps.position(of: anchor),
                    "\(typeName)'s code is read as part of its subclasses' layouts (\(someNames(subclasses.sorted()))), not as a layout of its own"
                )
            )
            return false
        }
    }

    private mutating func addFlowUnit(_ unit: FlowUnit, _ flow: FlowDiscovery) {
        guard let anchor = unit.anchor, let file = module.file(of: anchor) else { return }
        let unitName = unit.members.first?.name ?? unit.typeName ?? "layout"
        let typePath = unit.members.first?.typePath ?? unit.typeName.map { [$0] } ?? []
        var declaration = LayoutDeclaration(kind: .flow(unit), name: unitName, typePath: typePath, file: file, node: anchor)
        // The name may stand before the view controller or before any member of the layout's code.
        var comments = unit.members.compactMap { member in
            Self.catalogComment(before: member.node).map { ($0.0, $0.1, module.file(of: member.node) ?? file) }
        }
        if let typeName = unit.typeName, let declarationNode = unit.typeDeclaration, let typeFile = module.file(of: declarationNode),
            let typeComment = flow.typeComments[FlowDiscovery.TypeIdentity(name: typeName, file: typeFile.id)]
        {
            comments.insert((typeComment.payload, typeComment.offset, typeFile), at: 0)
        }
        for (position, (comment, offset, commentFile)) in comments.enumerated() {
            usedComments.insert(CommentKey(file: commentFile.id, offset: offset))
            if position == 0 {
                self.name(&declaration, comment, at: offset, commentFile.map)
            } else {
                diagnostics.append(
                    commentFile.map.diagnostic(
                        at: commentFile.map.position(of: offset), "a second `// catalog:` comment for the flow layout of \(declaration.displayName)",
                        hint: "a view controller's flow layout is one layout: keep one comment, before the class or before one of its members"
                    )
                )
            }
        }
        let views = Self.flowViewProperties(of: unit)
        guard views.count > 1 else {
            declarations.append(declaration)
            return
        }
        // Several collection views, each made with a flow layout of its own (in a stored property's initializer, or
        // assigned to the property by a member that makes the layouts): one layout per view, the type's other code run with each (its delegate answers each as `collectionView ==
        // categoryView` decides).
        for view in views {
            var shown = declaration
            shown.shownView = view.name
            shown.name = view.name
            shown.node = view.node
            declarations.append(shown)
        }
    }

    /// The stored properties of a flow unit that hold a collection view with a flow layout of its own, in file order:
    /// those whose initializer makes one (`private let categoryView: UICollectionView = { let layout =
    /// UICollectionViewFlowLayout(); …; return UICollectionView(frame: .zero, collectionViewLayout: layout) }()`), and
    /// those a member that makes a flow layout assigns one to (`calendarView = UICollectionView(frame: .zero,
    /// collectionViewLayout: calendarLayout)` in a `setUpCollectionViews()` that makes both views' layouts).
    private static func flowViewProperties(of unit: FlowUnit) -> [(name: String, node: Syntax)] {
        var views: [(name: String, node: Syntax)] = []
        for member in unit.members {
            switch member.kind {
            case .property(_, let binding):
                guard let initializer = binding.initializer, namesFlowLayout(initializer) else { continue }
                if initializer.tokens(viewMode: .sourceAccurate).contains(where: isCollectionViewCall) { views.append((member.name, member.node)) }
            case .function(let function):
                guard let body = function.body, namesFlowLayout(body) else { continue }
                views += assignedCollectionViews(in: body)
            case .initializer(let initializer):
                guard let body = initializer.body, namesFlowLayout(body) else { continue }
                views += assignedCollectionViews(in: body)
            }
        }
        var seen: Set<String> = []
        return views.filter { seen.insert($0.name).inserted }
    }

    private static func namesFlowLayout(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.text == "UICollectionViewFlowLayout" }
    }

    private static func isCollectionViewCall(_ token: TokenSyntax) -> Bool {
        token.text == "UICollectionView" && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
    }

    /// `name = UICollectionView(…, collectionViewLayout: …)` and `self.name = …` in a body: the property names.
    private static func assignedCollectionViews(in body: CodeBlockSyntax) -> [(name: String, node: Syntax)] {
        body.statements.compactMap { item in
            guard let assignment = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)?.assignment,
                let call = assignment.value.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UICollectionView",
                call.arguments.contains(where: { $0.label?.text == "collectionViewLayout" })
            else { return nil }
            return assignment.target.ownName.map { ($0, Syntax(item)) }
        }
    }

    /// Flow delegate methods whose layout no file creates: a type that builds a compositional layout does not
    /// ask them (a note); any other type's layout comes from a storyboard the import lacks (a fault at the
    /// delegate, naming what to add).
    /// Up to three names and how many more: a message names what it means, not a folder's worth of files.
    static func someNames(_ names: [String]) -> String {
        names.count <= 3 ? names.joined(separator: ", ") : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
    }

    private mutating func report(_ orphans: [FlowDiscovery.Orphan]) {
        for orphan in orphans {
            refusedTypes.insert(orphan.typeName)
            let map = module.maps.file(of: orphan.method)
            if orphan.buildsCompositional {
                notes.append(
                    map.diagnostic(
                        at: orphan.method.name,
                        "\(orphan.typeName) implements UICollectionViewDelegateFlowLayout methods but builds a compositional layout, which does not ask them; they are not read"
                    )
                )
                continue
            }
            // A storyboard that cannot be read is the fault to fix first; its scenes are unknown.
            guard module.storyboards.allSatisfy(\.faults.isEmpty) else { continue }
            if let view = module.storyboards.lazy.flatMap(\.collectionViews).first(where: { $0.viewClass == orphan.typeName }) {
                // A collection view subclass that is its own delegate: its layout is read with its view controller's, and refused there.
                diagnostics.append(
                    map.diagnostic(
                        at: orphan.method.name,
                        "\(orphan.typeName) is a collection view (in \(view.storyboardName)) that answers UICollectionViewDelegateFlowLayout itself; the importer reads the delegate methods of the view controller that shows a layout, not of the view",
                        hint: "make the view controller the collection view's delegate, or describe the layout in a spec"
                    )
                )
                continue
            }
            var seen: Set<String> = []
            let storyboards = module.storyboards.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }.filter { seen.insert($0).inserted }
            // Only a view controller has a scene: another object (a renderer, a data source) answers for a collection
            // view some other code makes, and a storyboard is not to be blamed for it.
            // A type the files only extend is judged by its name.
            let superclass = module.index.type(orphan.typeName, near: orphan.method)?.inheritedTypes.first ?? orphan.typeName
            guard superclass.hasSuffix("Controller") else {
                diagnostics.append(
                    map.diagnostic(
                        at: orphan.method.name,
                        "\(orphan.typeName) answers UICollectionViewDelegateFlowLayout, but no Swift file given creates the flow layout it answers for, and it is no view controller, which a storyboard scene could give one",
                        hint: "import the Swift file that creates the collection view \(orphan.typeName) is the delegate of, or describe the layout in a spec"
                    )
                )
                continue
            }
            let missing = storyboards.isEmpty
                ? "its layout comes from a storyboard, and no storyboard was given"
                : "no storyboard or .xib given (\(Self.someNames(storyboards))) has a scene of class \(orphan.typeName)"
            diagnostics.append(
                map.diagnostic(
                    at: orphan.method.name,
                    "\(orphan.typeName) answers UICollectionViewDelegateFlowLayout, but no Swift file given creates the flow layout it answers for: \(missing)",
                    hint: "import the .storyboard that holds \(orphan.typeName)'s scene with the Swift files, or the Swift file that creates its layout"
                )
            )
        }
    }

    /// The located reason each collection view controller without a layout, and each layout subclass, is not
    /// read; and the storyboard scenes whose controller class no Swift file declares.
    private mutating func findRefusals() {
        let typesWithLayouts = Set(declarations.compactMap(\.typePath.last).map(DeclarationIndex.typeKey)).union(refusedTypes)
        for name in module.index.declaredTypeNames where !typesWithLayouts.contains(name) {
            for file in module.index.declaringFiles(ofType: name) {
                guard let info = module.index.type(name, declaredIn: file), let node = info.declaration,
                    let parent = info.inheritedTypes.first, let reason = Self.refusal(name, parent: parent, index: module.index, node: node)
                else { continue }
                refusals.append(module.maps.diagnostic(at: node, reason.message, hint: reason.hint))
            }
        }
        for storyboard in module.storyboards {
            diagnostics += storyboard.faults
            for view in storyboard.collectionViews {
                guard let typeName = view.controllerClass, case .flow = view.layout, !module.index.hasType(typeName) else { continue }
                notes.append(
                    view.position.diagnostic(
                        "the flow layout of \(typeName)'s scene is not read: no Swift file given declares \(typeName)"
                    )
                )
            }
        }
    }

    private static func refusal(_ name: String, parent: String, index: DeclarationIndex, node: Syntax) -> (message: String, hint: String)? {
        if parent == "UICollectionViewFlowLayout" || index.isFlowLayoutSubclass(name, near: node) {
            return (
                "\(name) subclasses UICollectionViewFlowLayout, which the importer does not read: its overrides can place items anywhere",
                "the importer reads UICollectionViewFlowLayout itself, configured by properties and delegate methods"
            )
        }
        if let declaredClass = node.as(ClassDeclSyntax.self), isPlainCompositionalSubclass(declaredClass) {
            return nil  // UIKit lays it out: read where code makes one.
        }
        switch parent {
        case "UICollectionViewLayout", "UICollectionViewCompositionalLayout":
            return (
                "\(name) subclasses \(parent), which the importer does not read: a layout subclass places items in code of its own",
                "write the layout as a spec, or build it from UIKit's classes in a layout function"
            )
        case "UICollectionViewController":
            return (
                "\(name) is a UICollectionViewController whose layout no Swift file given creates: it comes from a storyboard, or from the code that creates \(name)",
                "import the .storyboard that holds its scene, or the Swift file that creates it with its layout, with this one"
            )
        default:
            return nil
        }
    }

    // MARK: - Names

    /// Names a declaration after its `// catalog:` comment, or reports the comment's fault.
    private mutating func name(_ declaration: inout LayoutDeclaration, _ comment: String, at offset: AbsolutePosition, _ map: SourceMap) {
        switch CatalogComment.parse(comment) {
        case .success(let parsed):
            declaration.comment = CatalogComment(name: parsed.name, itemCounts: parsed.itemCounts, position: map.position(of: offset))
        case .failure(let fault):
            diagnostics.append(map.diagnostic(at: map.position(of: offset), fault.message, hint: fault.hint))
            declaration.hasMalformedComment = true
        }
    }

    /// The last `catalog:` comment in the declaration's leading trivia, with where it starts.
    static func catalogComment(before node: Syntax) -> (String, AbsolutePosition)? {
        var offset = node.position
        var found: (String, AbsolutePosition)?
        for piece in node.leadingTrivia {
            if let payload = CatalogComment.payload(of: piece) { found = (payload, offset) }
            offset = offset.advanced(by: piece.sourceLength.utf8Length)
        }
        return found
    }

    private static func declaration(for node: Syntax, in file: ParsedSwiftFile) -> LayoutDeclaration? {
        let typePath = Self.typePath(of: node)
        if let function = node.as(FunctionDeclSyntax.self) {
            return LayoutDeclaration(kind: .function(function), name: function.name.text, typePath: typePath, file: file, node: node)
        }
        if let initializer = node.as(InitializerDeclSyntax.self) {
            return LayoutDeclaration(kind: .initializer(initializer), name: "init", typePath: typePath, file: file, node: node)
        }
        guard let variable = node.as(VariableDeclSyntax.self),
            let binding = variable.bindings.first(where: { $0.pattern.is(IdentifierPatternSyntax.self) }),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        if let item = variable.parent?.as(CodeBlockItemSyntax.self), item.parent?.parent?.is(SourceFileSyntax.self) == true,
            let index = file.tree.statements.firstIndex(where: { $0.id == item.id })
        {
            let position = file.tree.statements.distance(from: file.tree.statements.startIndex, to: index)
            return LayoutDeclaration(kind: .topLevel(variable, binding, itemIndex: position), name: name, typePath: typePath, file: file, node: node)
        }
        return LayoutDeclaration(kind: .property(variable, binding), name: name, typePath: typePath, file: file, node: node)
    }

    /// A class whose superclass is `UICollectionViewCompositionalLayout` and whose only overrides are initializers: its
    /// objects are the layouts its initializers hand UIKit, laid out by UIKit's own code.
    static func isPlainCompositionalSubclass(_ node: ClassDeclSyntax) -> Bool {
        guard let parent = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            parent == "UICollectionViewCompositionalLayout"
        else { return false }
        return node.memberBlock.members.allSatisfy { member in
            if member.decl.is(InitializerDeclSyntax.self) { return true }
            guard member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) == true else {
                return true
            }
            guard let function = member.decl.as(FunctionDeclSyntax.self), restingFrameNeutralOverrides.contains(function.name.text) else { return false }
            // `prepare()` itself may compute what other overrides place; only the update and bounds-change forms are neutral.
            return function.name.text != "prepare" || function.signature.parameterClause.parameters.first?.firstName.text.hasPrefix("for") == true
        }
    }

    /// What a layout subclass may override without moving a frame at rest: the attributes items appear from and
    /// disappear to while an update animates, the updates' bracketing calls, where scrolling stops, and when the layout
    /// is invalidated.
    static let restingFrameNeutralOverrides: Set<String> = [
        "initialLayoutAttributesForAppearingItem", "finalLayoutAttributesForDisappearingItem",
        "initialLayoutAttributesForAppearingSupplementaryElement", "finalLayoutAttributesForDisappearingSupplementaryElement",
        "initialLayoutAttributesForAppearingDecorationElement", "finalLayoutAttributesForDisappearingDecorationElement",
        "prepare", "finalizeCollectionViewUpdates", "finalizeAnimatedBoundsChange", "targetContentOffset", "shouldInvalidateLayout",
    ]

    /// True for a variable declared inside a function or closure body.
    static func isLocalDeclaration(_ node: Syntax) -> Bool { Finder.isLocal(node) }

    static func typePath(of node: Syntax) -> [String] {
        var path: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.asProtocol(NamedDeclSyntax.self), !ancestor.is(FunctionDeclSyntax.self) {
                path.insert(type.name.text, at: 0)
            } else if let extensionDecl = ancestor.as(ExtensionDeclSyntax.self) {
                path.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
            }
            current = ancestor.parent
        }
        return path
    }

    /// Collects candidate declarations and every `catalog:` comment of one file.
    private final class Finder: SyntaxVisitor {
        struct Candidate {
            var node: Syntax
            /// Returns (or is typed as) an `NSCollectionLayoutSection`, and builds no compositional layout.
            var isSectionBuilder: Bool
        }

        var candidates: [Candidate] = []
        var comments: [(AbsolutePosition, String)] = []
        /// `UICollectionViewCompositionalLayout` and the subclasses of it the files declare that only initialize.
        var layoutClassNames: Set<String> = ["UICollectionViewCompositionalLayout"]

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if layoutClassNames.contains(node.baseName.text), let owner = Self.owner(of: Syntax(node)) {
                candidates.append(Candidate(node: owner, isSectionBuilder: false))
            }
            return .visitChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            var offset = token.position
            for piece in token.leadingTrivia {
                if let payload = CatalogComment.payload(of: piece) { comments.append((offset, payload)) }
                offset = offset.advanced(by: piece.sourceLength.utf8Length)
            }
            return .visitChildren
        }

        /// A protocol's requirements have no code to run.
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// `class WalletLayout: UICollectionViewCompositionalLayout` whose initializers only hand UIKit a section or a
        /// section provider (`super.init(sectionProvider: { … }, configuration: config)`): each such initializer builds
        /// the layout its object is. A subclass that overrides anything else places items in code of its own and stays
        /// refused.
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            guard LayoutDiscovery.isPlainCompositionalSubclass(node) else { return .visitChildren }
            for member in node.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                    initializer.body?.callsSuperInitializer(where: \.handsCompositionalSections) == true
                else { continue }
                candidates.append(Candidate(node: Syntax(initializer), isSectionBuilder: false))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let returned = node.signature.returnClause?.type
            let returnsLayout = returned.map { Self.names($0, "UICollectionViewCompositionalLayout") } ?? false
            if returnsLayout || LayoutDiscovery.catalogComment(before: Syntax(node)) != nil {
                candidates.append(Candidate(node: Syntax(node), isSectionBuilder: false))
            } else if let returned, Self.names(returned, "NSCollectionLayoutSection"), node.body != nil, !Self.isLocal(Syntax(node)),
                !Self.mentionsCompositional(node)
            {
                candidates.append(Candidate(node: Syntax(node), isSectionBuilder: true))
            }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard !Self.isLocal(Syntax(node)) else { return .visitChildren }
            let types = node.bindings.compactMap { $0.typeAnnotation?.type }
            if types.contains(where: { Self.names($0, "UICollectionViewCompositionalLayout") }) || LayoutDiscovery.catalogComment(before: Syntax(node)) != nil {
                candidates.append(Candidate(node: Syntax(node), isSectionBuilder: false))
            } else if types.contains(where: { Self.names($0, "NSCollectionLayoutSection") }), !Self.mentionsCompositional(node),
                node.bindings.contains(where: { $0.initializer != nil || $0.accessorBlock != nil })
            {
                candidates.append(Candidate(node: Syntax(node), isSectionBuilder: true))
            }
            return .visitChildren
        }

        /// `UICollectionViewCompositionalLayout` (optional or not) as a declared type: code that builds one with
        /// `.init(...)` or `Self(...)` never spells the name. (`UICollectionViewLayout` is not enough: flow
        /// layouts are `UICollectionViewLayout`s too.)
        private static func names(_ type: TypeSyntax, _ typeName: String) -> Bool {
            type.trimmedDescription.filter { $0 != "?" && $0 != "!" } == typeName
        }

        private static func mentionsCompositional(_ node: some SyntaxProtocol) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("UICollectionViewCompositionalLayout") }
        }

        /// The function or initializer, or the property outside any function, whose code contains the node.
        private static func owner(of node: Syntax) -> Syntax? {
            var current = node.parent
            while let ancestor = current {
                if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) { return ancestor }
                if ancestor.is(VariableDeclSyntax.self), !isLocal(ancestor) { return ancestor }
                if ancestor.is(DeinitializerDeclSyntax.self) { return nil }
                current = ancestor.parent
            }
            return nil
        }

        /// True for a variable declared inside a function, closure or accessor body (also a computed property's
        /// getter written without `get`, whose statements sit in the accessor block itself).
        static func isLocal(_ node: Syntax) -> Bool {
            var current = node.parent
            while let ancestor = current {
                if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorDeclSyntax.self)
                    || ancestor.is(AccessorBlockSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
                {
                    return true
                }
                if ancestor.is(MemberBlockSyntax.self) || ancestor.is(SourceFileSyntax.self) { return false }
                current = ancestor.parent
            }
            return false
        }
    }
}
