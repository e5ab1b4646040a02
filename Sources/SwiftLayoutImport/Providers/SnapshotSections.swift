import SwiftSyntax

/// Which sections a type's diffable data source holds, when its code decides them: every snapshot it builds is a new
/// `NSDiffableDataSourceSnapshot` whose `appendSections` calls, each at the top level of the function that builds and
/// applies it, append the same fixed sections (`snapshot.appendSections([.editCategory, .editPhrase])`,
/// `Section.allCases`). A section provider that asks the data source which section an index is
/// (`dataSource.sectionIdentifier(for: index)`, `dataSource.snapshot().sectionIdentifiers[index]`) then reads what the
/// code put there, whatever the items are (SwiftImport.md, Section providers).
///
/// Anything else leaves the sections the running app's: an `appendSections` inside an `if`, a loop or a closure, one
/// whose sections are not all known, snapshots that disagree, a snapshot started from the data source's own, or any
/// `insertSections`, `deleteSections`, `moveSection` or section snapshot applied `to:` a section, which add or remove
/// sections as the app runs.
struct SnapshotSections {
    /// The sections, in order, and where the code appends them (for the note).
    var sections: [SwiftValue]
    var function: String

    /// The calls that change a snapshot's sections other than appending them at build time.
    private static let sectionChanges: Set<String> = ["insertSections", "deleteSections", "moveSection"]

    /// The appending calls of the declarations of one type, found from the syntax trees it is declared in.
    static func appendingCalls(in declarations: [Syntax]) -> (appends: [FunctionCallExprSyntax], changed: Bool) {
        final class Finder: SyntaxVisitor {
            var appends: [FunctionCallExprSyntax] = []
            var changed = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
                let name = member.declName.baseName.text
                if name == "appendSections" { appends.append(node) }
                if SnapshotSections.sectionChanges.contains(name) { changed = true }
                if name == "apply", node.arguments.contains(where: { $0.label?.text == "to" }) { changed = true }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        for declaration in declarations { finder.walk(declaration) }
        return (finder.appends, finder.changed)
    }

    /// The function an `appendSections` call is a top-level statement of, or nil when it sits inside anything else
    /// (an `if`, a loop, a closure).
    static func enclosingFunction(ofTopLevel call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        var node = Syntax(call)
        if let optional = node.parent, optional.is(OptionalChainingExprSyntax.self) { node = optional }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
            let block = list.parent?.as(CodeBlockSyntax.self)
        else { return nil }
        return block.parent?.as(FunctionDeclSyntax.self)
    }

    /// The name of the local variable a function declares at its top level as a new snapshot (`var snapshot =
    /// NSDiffableDataSourceSnapshot<Section, Item>()`, or a `typealias` of it), with the written type of its sections.
    static func newSnapshots(in function: FunctionDeclSyntax, isSnapshotType: (String) -> String?) -> [String: String] {
        var found: [String: String] = [:]
        for item in function.body?.statements ?? [] {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty
                else { continue }
                let written = binding.typeAnnotation.map { $0.type.trimmedDescription } ?? call.calledExpression.trimmedDescription
                if let sectionType = isSnapshotType(written) { found[name] = sectionType }
            }
        }
        return found
    }

    /// The section type a snapshot type names (`NSDiffableDataSourceSnapshot<Section, Item>` gives `Section`); nil
    /// for any other type.
    static func sectionType(ofSnapshot written: String) -> String? {
        let compact = written.filter { !$0.isWhitespace }
        let prefix = "NSDiffableDataSourceSnapshot<"
        guard compact.hasPrefix(prefix), compact.hasSuffix(">") else { return nil }
        let arguments = compact.dropFirst(prefix.count).dropLast()
        guard let comma = arguments.firstIndex(of: ",") else { return nil }
        return String(arguments[..<comma])
    }
}
