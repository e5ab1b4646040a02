import SwiftSyntax

/// Finds the declarations that build layouts: every function callable without arguments or non-local property
/// whose code mentions `UICollectionViewCompositionalLayout` or whose declared type is that class, every
/// declaration marked with a `// catalog: NAME` comment, and the flow layouts (`FlowDiscovery`): the members of
/// a type that create and configure a `UICollectionViewFlowLayout`, read with the type's delegate methods as
/// one layout. Also reports `// catalog:` comments that mark nothing and malformed ones.
struct LayoutDiscovery {
    private(set) var declarations: [LayoutDeclaration] = []
    private(set) var diagnostics: [SwiftImportDiagnostic] = []
    /// Flow delegate methods of types that create no flow layout: not read, and said so.
    private(set) var notes: [SwiftImportDiagnostic] = []

    init(_ tree: SourceFileSyntax, _ map: SourceMap) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let flow = FlowDiscovery(tree)
        let marked = Set(flow.candidates.map(\.member.node).filter { Self.catalogComment(before: $0) != nil }.map(\.id))
        let (units, orphans) = flow.units(marked: marked)
        var seen = Set(units.flatMap { $0.members.map(\.node.id) })
        var usedComments: Set<AbsolutePosition> = []
        for candidate in finder.candidates.sorted(by: { $0.position < $1.position }) where seen.insert(candidate.id).inserted {
            guard var declaration = Self.declaration(for: candidate, tree) else { continue }
            let marked = Self.catalogComment(before: candidate)
            if marked == nil, Self.needsArguments(declaration) { continue }
            if let (comment, offset) = marked {
                usedComments.insert(offset)
                name(&declaration, comment, at: offset, map)
            }
            declarations.append(declaration)
        }
        for unit in units {
            guard let first = unit.members.first else { continue }
            var declaration = LayoutDeclaration(kind: .flow(unit), name: first.name, typePath: first.typePath, node: first.node)
            // The name may stand before the view controller or before any member of the layout's code.
            var comments = unit.members.compactMap { Self.catalogComment(before: $0.node) }
            if let typeName = unit.typeName, let typeComment = flow.typeComments[typeName] { comments.insert((typeComment.payload, typeComment.offset), at: 0) }
            for (position, (comment, offset)) in comments.enumerated() {
                usedComments.insert(offset)
                if position == 0 {
                    name(&declaration, comment, at: offset, map)
                } else {
                    diagnostics.append(
                        map.diagnostic(
                            at: map.position(of: offset), "a second `// catalog:` comment for the flow layout of \(declaration.displayName)",
                            hint: "a view controller's flow layout is one layout: keep one comment, before the class or before one of its members"
                        )
                    )
                }
            }
            declarations.append(declaration)
        }
        declarations.sort { $0.node.position < $1.node.position }
        for (typeName, method) in orphans {
            notes.append(
                map.diagnostic(
                    at: method.name,
                    "\(typeName) implements UICollectionViewDelegateFlowLayout methods but creates no UICollectionViewFlowLayout in this file; they are not read"
                )
            )
        }
        for (offset, _) in finder.comments where !usedComments.contains(offset) {
            diagnostics.append(
                map.diagnostic(
                    at: map.position(of: offset), "this `// catalog:` comment is not on the line before a layout function or property, or a type with a flow layout",
                    hint: "put it right above the `func`, `let` or `var` that builds the layout, or the class whose code configures a flow layout"
                )
            )
        }
    }

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

    /// A function that cannot be called without arguments builds layouts for its callers: it is a helper, not a
    /// layout of its own, unless a `// catalog:` comment says otherwise.
    private static func needsArguments(_ declaration: LayoutDeclaration) -> Bool {
        guard case .function(let function) = declaration.kind else { return false }
        return function.signature.parameterClause.parameters.contains { $0.defaultValue == nil }
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

    private static func declaration(for node: Syntax, _ tree: SourceFileSyntax) -> LayoutDeclaration? {
        let typePath = Self.typePath(of: node)
        if let function = node.as(FunctionDeclSyntax.self) {
            return LayoutDeclaration(kind: .function(function), name: function.name.text, typePath: typePath, node: node)
        }
        guard let variable = node.as(VariableDeclSyntax.self),
            let binding = variable.bindings.first(where: { $0.pattern.is(IdentifierPatternSyntax.self) }),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        if let item = variable.parent?.as(CodeBlockItemSyntax.self), item.parent?.parent?.is(SourceFileSyntax.self) == true,
            let index = tree.statements.firstIndex(where: { $0.id == item.id })
        {
            let position = tree.statements.distance(from: tree.statements.startIndex, to: index)
            return LayoutDeclaration(kind: .topLevel(variable, binding, itemIndex: position), name: name, typePath: typePath, node: node)
        }
        return LayoutDeclaration(kind: .property(variable, binding), name: name, typePath: typePath, node: node)
    }

    private static func typePath(of node: Syntax) -> [String] {
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

    /// Collects candidate declarations and every `catalog:` comment.
    private final class Finder: SyntaxVisitor {
        var candidates: [Syntax] = []
        var comments: [(AbsolutePosition, String)] = []

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if node.baseName.text == "UICollectionViewCompositionalLayout", let owner = Self.owner(of: Syntax(node)) {
                candidates.append(owner)
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

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let returnsLayout = node.signature.returnClause.map { Self.namesCompositionalLayout($0.type) } ?? false
            if returnsLayout || LayoutDiscovery.catalogComment(before: Syntax(node)) != nil { candidates.append(Syntax(node)) }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let typedAsLayout = node.bindings.contains { $0.typeAnnotation.map { Self.namesCompositionalLayout($0.type) } ?? false }
            if typedAsLayout || LayoutDiscovery.catalogComment(before: Syntax(node)) != nil, !Self.isLocal(Syntax(node)) {
                candidates.append(Syntax(node))
            }
            return .visitChildren
        }

        /// `UICollectionViewCompositionalLayout` (optional or not) as a declared type: code that builds one with
        /// `.init(...)` or `Self(...)` never spells the name. (`UICollectionViewLayout` is not enough: flow
        /// layouts are `UICollectionViewLayout`s too.)
        private static func namesCompositionalLayout(_ type: TypeSyntax) -> Bool {
            let name = type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
            return name == "UICollectionViewCompositionalLayout"
        }

        /// The function, or the property outside any function, whose code contains the node.
        private static func owner(of node: Syntax) -> Syntax? {
            var current = node.parent
            while let ancestor = current {
                if ancestor.is(FunctionDeclSyntax.self) { return ancestor }
                if ancestor.is(VariableDeclSyntax.self), !isLocal(ancestor) { return ancestor }
                if ancestor.is(InitializerDeclSyntax.self) || ancestor.is(DeinitializerDeclSyntax.self) { return nil }
                current = ancestor.parent
            }
            return nil
        }

        /// True for a variable declared inside a function or closure body.
        static func isLocal(_ node: Syntax) -> Bool {
            var current = node.parent
            while let ancestor = current {
                if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorDeclSyntax.self)
                    || ancestor.is(InitializerDeclSyntax.self)
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
