import SwiftSyntax

/// Where the files of an import use each name (`menuSection` in `.menuSection()`, `Self.menuSection()`,
/// `menuSection()`), to tell a helper, which other code uses, from a layout of its own, which nothing uses.
struct ReferenceIndex {
    private var uses: [String: [Syntax]] = [:]

    init(_ module: SwiftModule) {
        for file in module.files {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            for (name, nodes) in collector.uses { uses[name, default: []] += nodes }
        }
    }

    /// True when code outside `declaration` uses `name`: code of the same file, or of a file that does not
    /// declare a function or property of that name itself (whose uses then mean its own).
    func isReferenced(_ name: String, outside declaration: Syntax, _ index: DeclarationIndex) -> Bool {
        let file = declaration.root.id
        return (uses[name] ?? []).contains { use in
            let useFile = use.root.id
            if useFile == file {
                return use.position < declaration.position || use.position >= declaration.endPosition
            }
            return !index.declaresMember(named: name, inFile: useFile)
        }
    }

    private final class Collector: SyntaxVisitor {
        var uses: [String: [Syntax]] = [:]

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            uses[node.baseName.text, default: []].append(Syntax(node))
            return .visitChildren
        }
    }
}
