import SwiftSyntax

/// The declarations of one file that layout code can refer to by name: functions, stored and computed
/// properties, enums with their cases, and the top-level statements. Function bodies are not indexed; their
/// local declarations are declared as the interpreter runs them.
final class DeclarationIndex {
    struct Function {
        let decl: FunctionDeclSyntax
        /// The type the function is a member of (the extended type for an extension); nil at file level.
        let typeName: String?
        let isStatic: Bool
    }

    struct Property {
        let decl: VariableDeclSyntax
        let binding: PatternBindingSyntax
        let name: String
        let typeName: String?
        let isStatic: Bool

        var isConstant: Bool { decl.bindingSpecifier.tokenKind == .keyword(.let) }
        var isLazy: Bool { decl.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) } }
        /// The getter of a computed property (`var columnCount: Int { switch self { ... } }`).
        var getter: CodeBlockItemListSyntax? { DeclarationIndex.getter(of: binding) }
    }

    /// The statements of a computed property's getter; nil for a stored property.
    static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    struct EnumCase {
        let name: String
        let rawValue: ExprSyntax?
        let hasAssociatedValues: Bool
    }

    struct TypeInfo {
        let name: String
        var isEnum = false
        /// The first inherited type of an enum (`Int`, `String`), which decides its raw values.
        var rawType: String?
        var cases: [EnumCase] = []
        /// The types a class or struct inherits or conforms to, as written.
        var inheritedTypes: [String] = []
    }

    private(set) var functions: [String: [Function]] = [:]
    private(set) var properties: [String: [Property]] = [:]
    private(set) var types: [String: TypeInfo] = [:]
    /// The file's top-level statements and declarations, in order (script-style code).
    let topLevelItems: [CodeBlockItemSyntax]

    init(_ tree: SourceFileSyntax) {
        topLevelItems = Array(tree.statements)
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        functions = collector.functions
        properties = collector.properties
        types = collector.types
    }

    /// The functions named `name` whose parameters accept these argument labels, those of `preferredType`
    /// first, then file-level ones, then members of other types.
    func functions(named name: String, labels: [String?], preferredType: String?) -> [Function] {
        let candidates = (functions[name] ?? []).filter { Self.accepts($0.decl.signature.parameterClause.parameters, labels: labels) }
        func rank(_ function: Function) -> Int {
            if function.typeName == preferredType { return 0 }
            return function.typeName == nil ? 1 : 2
        }
        return candidates.sorted { rank($0) < rank($1) }
    }

    /// True when the file's class `typeName` inherits `UICollectionViewFlowLayout`, directly or through others.
    func isFlowLayoutSubclass(_ typeName: String) -> Bool {
        var current = typeName
        var seen: Set<String> = []
        while seen.insert(current).inserted, let parent = types[current]?.inheritedTypes.first {
            if parent == "UICollectionViewFlowLayout" { return true }
            current = parent
        }
        return false
    }

    /// The property named `name` of `typeName` (nil: a file-level variable), else nil.
    func property(named name: String, in typeName: String?) -> Property? {
        properties[name]?.first { $0.typeName == typeName }
    }

    /// Whether a parameter list accepts a call with these labels (parameters with defaults may be left out).
    static func accepts(_ parameters: FunctionParameterListSyntax, labels: [String?]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            if let next = remaining.first, next == label {
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// Walks type declarations (keeping track of which type encloses what) without entering function bodies.
    private final class Collector: SyntaxVisitor {
        var functions: [String: [Function]] = [:]
        var properties: [String: [Property]] = [:]
        var types: [String: TypeInfo] = [:]
        private var typeStack: [String] = []

        private func enter(_ name: String) -> SyntaxVisitorContinueKind {
            typeStack.append(name)
            if types[name] == nil { types[name] = TypeInfo(name: name) }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let kind = enter(node.name.text)
            types[node.name.text]?.inheritedTypes = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            return kind
        }
        override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            return enter(name)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            _ = enter(name)
            types[name]?.isEnum = true
            types[name]?.rawType = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let typeName = typeStack.last else { return .skipChildren }
            for element in node.elements {
                types[typeName]?.cases.append(
                    EnumCase(
                        name: element.name.text, rawValue: element.rawValue?.value,
                        hasAssociatedValues: element.parameterClause != nil
                    )
                )
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let isStatic = node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            functions[node.name.text, default: []].append(Function(decl: node, typeName: typeStack.last, isStatic: isStatic))
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isStatic = node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                properties[name, default: []].append(
                    Property(decl: node, binding: binding, name: name, typeName: typeStack.last, isStatic: isStatic)
                )
            }
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
