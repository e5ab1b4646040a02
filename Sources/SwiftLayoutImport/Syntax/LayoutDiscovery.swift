import SwiftSyntax

/// Finds the declarations that build layouts: every function callable without arguments or non-local property
/// whose code mentions `UICollectionViewCompositionalLayout` or whose declared type is that class, and every
/// declaration marked with a `// catalog: NAME` comment. Also
/// reports `// catalog:` comments that mark nothing and malformed ones.
struct LayoutDiscovery {
    private(set) var declarations: [LayoutDeclaration] = []
    private(set) var diagnostics: [SwiftImportDiagnostic] = []

    init(_ tree: SourceFileSyntax, _ map: SourceMap) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var seen: Set<SyntaxIdentifier> = []
        var usedComments: Set<AbsolutePosition> = []
        for candidate in finder.candidates.sorted(by: { $0.position < $1.position }) where seen.insert(candidate.id).inserted {
            guard var declaration = Self.declaration(for: candidate, tree) else { continue }
            let marked = Self.catalogComment(before: candidate)
            if marked == nil, Self.needsArguments(declaration) { continue }
            if let (comment, offset) = marked {
                usedComments.insert(offset)
                switch CatalogComment.parse(comment) {
                case .success(let parsed):
                    declaration.comment = CatalogComment(name: parsed.name, itemCounts: parsed.itemCounts, position: map.position(of: offset))
                case .failure(let fault):
                    diagnostics.append(map.diagnostic(at: map.position(of: offset), fault.message, hint: fault.hint))
                    declaration.hasMalformedComment = true
                }
            }
            declarations.append(declaration)
        }
        for (offset, _) in finder.comments where !usedComments.contains(offset) {
            diagnostics.append(
                map.diagnostic(
                    at: map.position(of: offset), "this `// catalog:` comment is not on the line before a layout function or property",
                    hint: "put it right above the `func`, `let` or `var` that builds the layout"
                )
            )
        }
    }

    /// A function that cannot be called without arguments builds layouts for its callers: it is a helper, not a
    /// layout of its own, unless a `// catalog:` comment says otherwise.
    private static func needsArguments(_ declaration: LayoutDeclaration) -> Bool {
        guard case .function(let function) = declaration.kind else { return false }
        return function.signature.parameterClause.parameters.contains { $0.defaultValue == nil }
    }

    /// The last `catalog:` comment in the declaration's leading trivia, with where it starts.
    private static func catalogComment(before node: Syntax) -> (String, AbsolutePosition)? {
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
