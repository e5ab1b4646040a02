import SwiftSyntax

/// What the files left out of an import's module (they do not parse) declare, by name: when a layout reads a
/// name no file read declares, its message says which unread file declares it and why that file was not read,
/// instead of only that the name is unknown.
struct UnreadDeclarations {
    /// Each name with the first fault of the file that declares it.
    private var faults: [String: SwiftImportDiagnostic] = [:]

    init() {}

    init(_ files: [(path: String, tree: SourceFileSyntax, fault: SwiftImportDiagnostic)]) {
        for file in files {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            for name in collector.names where faults[name] == nil { faults[name] = file.fault }
        }
    }

    /// The reason a name is unknown when an unread file declares it; nil otherwise.
    func reason(for name: String) -> String? {
        let key = String(name.split(separator: ".").first ?? Substring(name))
        guard let fault = faults[key] ?? faults[name] else { return nil }
        return "`\(key)` is declared in \(fault.file), which the importer could not read (line \(fault.line): \(fault.message))"
    }

    /// The names of types, functions, properties and enum cases a file declares, at any depth.
    private final class Collector: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .skipChildren
        }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
            return .skipChildren
        }

        private func add(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            names.insert(token.text)
            return .visitChildren
        }
    }
}
