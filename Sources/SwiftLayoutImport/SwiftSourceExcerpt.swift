import SwiftSyntax

/// The lines of a Swift file a layout came from, for `catalog show`: the declaration that builds it (for a flow
/// layout, every member of its code and the delegate methods) and the declarations of the same file its code
/// names (helper functions, enums, constants), found by name without evaluating anything.
public enum SwiftSourceExcerpt {
    /// Line ranges (1-based, sorted, not overlapping) of the declaration that starts on `line` and of the
    /// declarations it refers to, directly or through each other. Empty when no declaration starts on `line`.
    public static func lineRanges(in source: String, declarationLine line: Int) -> [ClosedRange<Int>] {
        // The source comes back from a catalog, which may have been crafted: it meets the checks an import's file
        // meets before it is parsed (its size, and what would make the parser slow).
        guard source.utf8.count <= SwiftLayoutImporter.maximumSourceBytes, ParserCostGuard.refusal(in: source) == nil else { return [] }
        return LargeStack.run { ranges(in: source, declarationLine: line) }
    }

    private static func ranges(in source: String, declarationLine line: Int) -> [ClosedRange<Int>] {
        let file = ParsedSwiftFile(path: "", tree: SwiftSourceParser.parse(source))
        let map = file.map
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        var roots: [Syntax]
        if let declared = layoutRoots(in: file, line: line) {
            roots = declared
        } else if let root = collector.declarations.first(where: { map.position(of: $0.node).line == line }) {
            roots = [root.node]
        } else {
            return []
        }
        var included = Dictionary(roots.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var pending = roots
        while let next = pending.popLast() {
            for name in ReferencedNames.in(next) {
                for declaration in collector.declarations
                where declaration.name == name && included[declaration.node.id] == nil && !roots.contains(where: { contains(declaration.node, $0) })
                    && !isCollectionViewMethod(declaration.node)
                {
                    included[declaration.node.id] = declaration.node
                    pending.append(declaration.node)
                }
            }
        }
        let ranges = included.values.map { map.position(of: $0).line...map.endLine(of: $0) }.sorted { $0.lowerBound < $1.lowerBound }
        return ranges.reduce(into: []) { merged, range in
            if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
    }

    /// `collectionView(_:…)` methods answer UIKit (data source, delegate): a property named `collectionView` does
    /// not make them part of the code a layout uses.
    private static func isCollectionViewMethod(_ node: Syntax) -> Bool {
        node.as(FunctionDeclSyntax.self)?.name.text == "collectionView"
    }

    /// The code of the layout declared on `line`: a flow layout's members and delegate methods (its type is not
    /// shown whole), or the function or property; nil when no layout is declared there.
    private static func layoutRoots(in file: ParsedSwiftFile, line: Int) -> [Syntax]? {
        let module = SwiftModule(files: [file], storyboards: [])
        for declaration in LayoutDiscovery(module, assumed: [], delegatesMakeLayouts: true).declarations
        where file.map.position(of: declaration.node).line == line {
            switch declaration.kind {
            case .flow(let unit): return unit.members.map(\.node) + unit.delegateMethods.map(Syntax.init)
            case .function, .initializer, .property, .topLevel: return [declaration.node]
            }
        }
        return nil
    }

    /// True when `inner` lies inside `outer` (the type that declares the layout function is not shown whole).
    private static func contains(_ outer: Syntax, _ inner: Syntax) -> Bool {
        var current = inner.parent
        while let ancestor = current {
            if ancestor.id == outer.id { return true }
            current = ancestor.parent
        }
        return false
    }

    /// Named declarations outside function bodies: functions, properties, enums and structs (classes, usually
    /// the view controller around everything, are not shown whole).
    private final class DeclarationCollector: SyntaxVisitor {
        var declarations: [(name: String, node: Syntax)] = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            declarations.append((node.name.text, Syntax(node)))
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { declarations.append((name, Syntax(node))) }
            }
            return .skipChildren
        }

        /// An enum or struct is shown whole where code names it (an enum of section kinds); its members are
        /// also declarations of their own.
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            declarations.append((node.name.text, Syntax(node)))
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            declarations.append((node.name.text, Syntax(node)))
            return .visitChildren
        }
    }

    /// The identifiers and member names code uses.
    private final class ReferencedNames: SyntaxVisitor {
        var names: Set<String> = []

        static func `in`(_ node: Syntax) -> Set<String> {
            let visitor = ReferencedNames(viewMode: .sourceAccurate)
            visitor.walk(node)
            return visitor.names
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.baseName.text)
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
    }
}
