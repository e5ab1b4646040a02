import SwiftSyntax

/// Reading which section an index is from the sections a type's own code puts in its data source (`SnapshotSections`).
extension Interpreter {
    /// `dataSource.sectionIdentifier(for: index)` and `dataSource.snapshot()` (whose `sectionIdentifiers` and
    /// `numberOfSections` are then known) where `unknown` is the data source of `context`'s type and that type's code
    /// decides its sections; nil otherwise, for the caller's refusal.
    func knownSnapshotReading(
        _ name: String, of unknown: Unevaluable, arguments: [Argument]?, _ context: EvaluationContext, at node: some SyntaxProtocol
    ) throws -> SwiftValue? {
        guard name == "sectionIdentifier" || name == "snapshot", let typeName = context.typeName,
            isDataSource(unknown, of: typeName, near: node), let known = try snapshotSections(of: typeName, near: node)
        else { return nil }
        snapshotSectionCount = known.sections.count
        if !notedSnapshotSections.contains(typeName) {
            notedSnapshotSections.insert(typeName)
            note(node, "the data source's sections are the ones `\(known.function)` appends to every snapshot it applies (\(known.sections.count) of them): the sections a provider asks for by index")
        }
        if name == "sectionIdentifier" {
            guard let arguments, arguments.count == 1, case .number(let index) = arguments[0].value else { return nil }
            let position = index.integerValue
            guard position == position.rounded(), position >= 0, position < Double(known.sections.count) else { return .null }
            return known.sections[Int(position)]
        }
        var snapshot = unknown
        snapshot.knownMembers = ["sectionIdentifiers": .array(known.sections), "numberOfSections": .number(.integer(known.sections.count))]
        return .unevaluable(snapshot)
    }

    /// Whether `unknown` is the type's diffable data source: a stored property of the type, read as it is, whose type
    /// is a `UICollectionViewDiffableDataSource` (or a `typealias` of one).
    private func isDataSource(_ unknown: Unevaluable, of typeName: String, near node: some SyntaxProtocol) -> Bool {
        let code = unknown.expression.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        let name = code.hasPrefix("self.") ? String(code.dropFirst(5)) : code
        guard let property = index.storedProperties(of: typeName).first(where: { $0.name == name }),
            let written = property.binding.typeAnnotation?.type
        else { return false }
        let type = index.aliasedType(Self.typeName(written), near: node).map(\.trimmedDescription) ?? written.trimmedDescription
        return type.contains("DiffableDataSource<")
    }

    /// The sections the type's code decides (`SnapshotSections`), found once per type.
    private func snapshotSections(of typeName: String, near node: some SyntaxProtocol) throws -> SnapshotSections? {
        if let found = snapshotSectionsByType[typeName] { return found }
        let found = try findSnapshotSections(of: typeName, near: node)
        snapshotSectionsByType[typeName] = .some(found)
        return found
    }

    private func findSnapshotSections(of typeName: String, near node: some SyntaxProtocol) throws -> SnapshotSections? {
        let simpleName = typeName.split(separator: ".").last.map(String.init) ?? typeName
        let declarations = Syntax(node).root.children(viewMode: .sourceAccurate).flatMap { Self.typeDeclarations(named: simpleName, in: $0) }
        let (appends, changed) = SnapshotSections.appendingCalls(in: declarations)
        guard !changed, !appends.isEmpty else { return nil }
        var sequences: [String: [SwiftValue]] = [:]
        for call in appends {
            guard let function = SnapshotSections.enclosingFunction(ofTopLevel: call), call.arguments.count == 1,
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)
            else { return nil }
            let snapshots = SnapshotSections.newSnapshots(in: function) { written in
                SnapshotSections.sectionType(ofSnapshot: written)
                    ?? index.aliasedType(written, near: function).flatMap { SnapshotSections.sectionType(ofSnapshot: $0.trimmedDescription) }
            }
            guard let sectionType = snapshots[base.baseName.text] else { return nil }
            let context = EvaluationContext(selfValue: .instance(typeName: typeName), typeName: typeName)
            let value: SwiftValue
            do {
                value = try resolve(try evaluate(call.arguments.first!.expression, Scope(parent: fileScope), context), asType: "[\(sectionType)]", at: call)
            } catch {
                return nil
            }
            guard case .array(let sections) = value, sections.allSatisfy({ if case .enumCase = $0 { return true } else { return false } }) else {
                return nil
            }
            sequences[function.name.text, default: []] += sections
        }
        let distinct = Set(sequences.values.map { $0.map(\.kindDescription) })
        guard distinct.count == 1, let (function, sections) = sequences.first, !sections.isEmpty else { return nil }
        return SnapshotSections(sections: sections, function: "\(function)()")
    }

    /// The declarations of a type and its extensions named `name` in a file's tree.
    private static func typeDeclarations(named name: String, in node: Syntax) -> [Syntax] {
        if let declaration = node.asProtocol(DeclGroupSyntax.self) {
            let declared: String?
            switch declaration {
            case let type as ClassDeclSyntax: declared = type.name.text
            case let type as StructDeclSyntax: declared = type.name.text
            case let type as ExtensionDeclSyntax: declared = type.extendedType.trimmedDescription
            default: declared = nil
            }
            if declared == name { return [node] }
        }
        return node.children(viewMode: .sourceAccurate).flatMap { typeDeclarations(named: name, in: $0) }
    }
}
