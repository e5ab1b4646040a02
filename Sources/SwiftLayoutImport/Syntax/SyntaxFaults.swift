import SwiftSyntax

/// Finds where the parser could not read the file: code it did not expect, and tokens it found missing.
enum SyntaxFaults {
    static let reportedAtMost = 5

    static func diagnostics(in tree: SourceFileSyntax, _ map: SourceMap) -> [SwiftImportDiagnostic] {
        guard tree.hasError else { return [] }
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        return finder.found.sorted { $0.position < $1.position }.prefix(reportedAtMost).map { fault in
            map.diagnostic(at: map.position(of: fault.position), "the Swift parser cannot read this: \(fault.message)", hint: "the importer reads files that compile")
        }
    }

    private final class Finder: SyntaxVisitor {
        var found: [(position: AbsolutePosition, message: String)] = []

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            found.append((node.positionAfterSkippingLeadingTrivia, "unexpected code `\(SourceMap.quote(node, limit: 40))`"))
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.presence == .missing {
                let what = token.text.isEmpty ? "a name or value" : "`\(token.text)`"
                found.append((token.positionAfterSkippingLeadingTrivia, "expected \(what)"))
            }
            return .visitChildren
        }
    }
}
