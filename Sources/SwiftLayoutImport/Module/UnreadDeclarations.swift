import SwiftSyntax

/// What the importer could not read declares, by name: the files left out of an import's module (they do not
/// parse) and the clauses of `#if` whose condition it cannot decide (`ActiveCode`). When a layout reads a name no
/// code read declares, its message says where that name is declared and why it was not read, instead of only that
/// the name is unknown.
struct UnreadDeclarations {
    /// Why a declaration was not read, and what the user can do.
    struct Unread {
        let reason: String
        let remedy: String
    }

    /// Each name with why the first place that declares it was not read.
    private var unread: [String: Unread] = [:]

    init() {}

    init(
        _ files: [(path: String, tree: SourceFileSyntax, fault: SwiftImportDiagnostic)],
        undecided: [(position: SourcePosition, clauses: [Syntax], condition: String, why: String)] = []
    ) {
        for file in files {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            let fault = file.fault
            for name in collector.names where unread[name] == nil {
                unread[name] = Unread(
                    reason: "`\(name)` is declared in \(fault.file), which the importer could not read (line \(fault.line): \(fault.message))",
                    remedy: "make that file parse"
                )
            }
        }
        for conditional in undecided {
            let collector = Collector(viewMode: .sourceAccurate)
            for clause in conditional.clauses { collector.walk(clause) }
            for name in collector.names where unread[name] == nil {
                unread[name] = Unread(
                    reason: "`\(name)` is declared under `#if \(conditional.condition)` (\(conditional.position.file):\(conditional.position.line)), which the importer cannot decide: \(conditional.why)",
                    remedy: CompilationConditions.decidedConditions
                )
            }
        }
    }

    /// Why a name is unknown when unread code declares it; nil otherwise.
    func reason(for name: String) -> Unread? {
        let key = String(name.split(separator: ".").first ?? Substring(name))
        return unread[key] ?? unread[name] ?? unread[String(name.split(separator: ".").last ?? Substring(name))]
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
