import SwiftSyntax

/// The declarations of the Swift files of one import that layout code can refer to by name: functions, stored
/// and computed properties, types (enums with their cases, classes with what they inherit), and each file's
/// top-level statements. Function bodies are not indexed; their local declarations are declared as the
/// interpreter runs them.
///
/// The files are one module: every file's declarations are visible to every other. A name resolves nearest
/// first, the declaration in the file of the code that reads it before those of other files; in a module that
/// compiles a name has one declaration and the order changes nothing, and files of unrelated apps imported
/// together (each with its own `LayoutFactory`) each keep their own.
final class DeclarationIndex {
    struct Function {
        let decl: FunctionDeclSyntax
        /// The type the function is a member of (the extended type for an extension); nil at file level.
        let typeName: String?
        let isStatic: Bool
        /// The tree of the file that declares it.
        let file: SyntaxIdentifier
    }

    struct Property {
        let decl: VariableDeclSyntax
        let binding: PatternBindingSyntax
        let name: String
        let typeName: String?
        let isStatic: Bool
        let file: SyntaxIdentifier

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

    /// A type declared (`class`, `struct`, `enum`, `actor`) or only extended in the files.
    struct TypeInfo {
        let name: String
        var isEnum = false
        /// The first inherited type of an enum (`Int`, `String`), which decides its raw values.
        var rawType: String?
        var cases: [EnumCase] = []
        /// The types it inherits or conforms to, as written, its extensions' conformances included.
        var inheritedTypes: [String] = []
        /// The declaration; nil for a type the files only extend (`extension CGFloat`).
        var declaration: Syntax?

        var isCaseIterable: Bool { isEnum && inheritedTypes.contains("CaseIterable") }
    }

    /// A name and the type it is a member of (nil: file level): what a lookup asks for.
    private struct MemberKey: Hashable {
        var name: String
        var typeName: String?
    }

    /// Declarations of one name in one type, in file order, with the first of each file found at once (a
    /// module of many files may declare a name many times: each view controller's `collectionView(_:…)`).
    private struct Group<Declaration> {
        var all: [Declaration] = []
        var firstByFile: [SyntaxIdentifier: Int] = [:]

        mutating func append(_ declaration: Declaration, file: SyntaxIdentifier) {
            if firstByFile[file] == nil { firstByFile[file] = all.count }
            all.append(declaration)
        }

        /// The declaration of `file`, else the first.
        func nearest(to file: SyntaxIdentifier) -> Declaration? {
            firstByFile[file].map { all[$0] } ?? all.first
        }
    }

    /// A call as `functions(named:labels:preferredType:near:)` resolves it, remembered: the same call site runs
    /// again and again in loops and section providers.
    private struct CallKey: Hashable {
        var name: String
        var labels: [String?]
        var preferredType: String?
        var file: SyntaxIdentifier
    }

    private var functionGroups: [MemberKey: Group<Function>] = [:]
    private var propertyGroups: [MemberKey: Group<Property>] = [:]
    /// Every function of a name, for calls that resolve to a member of another type.
    private var functionsByName: [String: [Function]] = [:]
    /// The files that declare a function or property of each name.
    private var memberFiles: [String: Set<SyntaxIdentifier>] = [:]
    private var resolvedCalls: [CallKey: Function?] = [:]
    /// Each type's declarations, one per file that declares it (files of unrelated apps may each declare one).
    private var declaredTypes: [String: [(file: SyntaxIdentifier, info: TypeInfo)]] = [:]
    /// Where in `declaredTypes[name]` each file's declaration is.
    private var declaredTypePositions: [String: [SyntaxIdentifier: Int]] = [:]
    /// Conformances added by extensions, by type name.
    private var extensionConformances: [String: [String]] = [:]
    /// Each file's top-level statements and declarations, in order (script-style code).
    private var topLevel: [SyntaxIdentifier: [CodeBlockItemSyntax]] = [:]

    init(_ trees: [SourceFileSyntax]) {
        for tree in trees {
            topLevel[tree.id] = Array(tree.statements)
            let collector = Collector(file: tree.id)
            collector.walk(tree)
            for function in collector.functions {
                let name = function.decl.name.text
                functionGroups[MemberKey(name: name, typeName: function.typeName), default: Group()].append(function, file: tree.id)
                functionsByName[name, default: []].append(function)
                memberFiles[name, default: []].insert(tree.id)
            }
            for property in collector.properties {
                propertyGroups[MemberKey(name: property.name, typeName: property.typeName), default: Group()].append(property, file: tree.id)
                memberFiles[property.name, default: []].insert(tree.id)
            }
            for (name, info) in collector.types {
                if info.declaration != nil {
                    declaredTypePositions[name, default: [:]][tree.id] = declaredTypes[name]?.count ?? 0
                    declaredTypes[name, default: []].append((tree.id, info))
                } else {
                    extensionConformances[name, default: []] += info.inheritedTypes
                    if declaredTypes[name] == nil { extendedOnly.insert(name) }
                }
            }
        }
        extendedOnly.subtract(declaredTypes.keys)
    }

    /// Types the files extend but do not declare (`CGFloat`, `NSCollectionLayoutSection`).
    private var extendedOnly: Set<String> = []

    /// The file a node belongs to.
    static func file(of node: some SyntaxProtocol) -> SyntaxIdentifier { node.root.id }

    /// The first of `list`, nearest first, that satisfies `test`.
    private static func firstNearest<Item>(
        _ list: [Item], _ file: SyntaxIdentifier, _ fileOf: (Item) -> SyntaxIdentifier, where test: (Item) -> Bool
    ) -> Item? {
        list.first { fileOf($0) == file && test($0) } ?? list.first { fileOf($0) != file && test($0) }
    }

    // MARK: - Types

    /// The type named `name` as code in the file of `node` sees it: that file's declaration, else another
    /// file's, else (for a type only extended, such as `CGFloat`) what its extensions add. Nil for a name the
    /// files neither declare nor extend.
    func type(_ name: String, near node: some SyntaxProtocol) -> TypeInfo? {
        let key = Self.typeKey(name)
        let extra = extensionConformances[key] ?? []
        if let declarations = declaredTypes[key] {
            var info = declarations[declaredTypePositions[key]?[Self.file(of: node)] ?? 0].info
            info.inheritedTypes += extra
            return info
        }
        guard extendedOnly.contains(key) else { return nil }
        return TypeInfo(name: key, inheritedTypes: extra)
    }

    /// True when the files declare or extend a type of this name.
    func hasType(_ name: String) -> Bool {
        let key = Self.typeKey(name)
        return declaredTypes[key] != nil || extendedOnly.contains(key)
    }

    /// The files that declare a type of this name, in the files' order.
    func declaringFiles(ofType name: String) -> [SyntaxIdentifier] {
        (declaredTypes[Self.typeKey(name)] ?? []).map(\.file)
    }

    /// The declaration of `name` in `file` (with its extensions' conformances), if that file declares it.
    func type(_ name: String, declaredIn file: SyntaxIdentifier) -> TypeInfo? {
        let key = Self.typeKey(name)
        guard let position = declaredTypePositions[key]?[file], var info = declaredTypes[key]?[position].info else { return nil }
        info.inheritedTypes += extensionConformances[key] ?? []
        return info
    }

    /// The names of every type the files declare.
    var declaredTypeNames: [String] { declaredTypes.keys.sorted() }

    /// The classes that inherit `UICollectionViewFlowLayout`, directly or through each other.
    var flowLayoutSubclasses: Set<String> {
        Set(declaredTypes.flatMap { name, declarations in
            declarations.contains { isFlowLayoutSubclass(name, near: $0.info.declaration!) } ? [name] : []
        })
    }

    /// `Feed.ViewController` and `ViewController` name one type (extensions may spell it either way).
    static func typeKey(_ name: String) -> String { String(name.split(separator: ".").last ?? Substring(name)) }

    /// True when the class `typeName` inherits `UICollectionViewFlowLayout`, directly or through others.
    func isFlowLayoutSubclass(_ typeName: String, near node: some SyntaxProtocol) -> Bool {
        var current = typeName
        var seen: Set<String> = []
        while seen.insert(current).inserted, let parent = type(current, near: node)?.inheritedTypes.first {
            if parent == "UICollectionViewFlowLayout" { return true }
            current = parent
        }
        return false
    }

    // MARK: - Functions and properties

    /// The function a call `name(labels…)` reaches: one of `preferredType` whose parameters accept the labels
    /// first, then a file-level one, then a member of another type; within each, the file of `node` first.
    func function(named name: String, labels: [String?], preferredType: String?, near node: some SyntaxProtocol) -> Function? {
        let file = Self.file(of: node)
        let key = CallKey(name: name, labels: labels, preferredType: preferredType, file: file)
        if let resolved = resolvedCalls[key] { return resolved }
        let accepts = { (function: Function) in Self.accepts(function.decl.signature.parameterClause.parameters, labels: labels) }
        let found = function(named: name, labels: labels, in: preferredType, near: node)
            ?? (preferredType == nil ? nil : function(named: name, labels: labels, in: nil, near: node))
            ?? Self.firstNearest(functionsByName[name] ?? [], file, \.file) { $0.typeName != preferredType && $0.typeName != nil && accepts($0) }
        resolvedCalls[key] = .some(found)
        return found
    }

    /// The function `name` of `typeName` (nil: file level) whose parameters accept the labels, the file of `node` first.
    func function(named name: String, labels: [String?], in typeName: String?, near node: some SyntaxProtocol) -> Function? {
        let all = functionGroups[MemberKey(name: name, typeName: typeName)]?.all ?? []
        return Self.firstNearest(all, Self.file(of: node), \.file) { Self.accepts($0.decl.signature.parameterClause.parameters, labels: labels) }
    }

    /// The first function named `name` of `typeName` (nil: file level), the file of `node` first.
    func function(named name: String, in typeName: String?, near node: some SyntaxProtocol) -> Function? {
        functionGroups[MemberKey(name: name, typeName: typeName)]?.nearest(to: Self.file(of: node))
    }

    func hasFunction(named name: String) -> Bool { functionsByName[name] != nil }

    /// True when the file declares a function or property of that name.
    func declaresMember(named name: String, inFile file: SyntaxIdentifier) -> Bool {
        memberFiles[name]?.contains(file) ?? false
    }

    /// The property named `name` of `typeName` (nil: a file-level variable), the file of `node` first.
    func property(named name: String, in typeName: String?, near node: some SyntaxProtocol) -> Property? {
        propertyGroups[MemberKey(name: name, typeName: typeName)]?.nearest(to: Self.file(of: node))
    }

    /// The top-level statements of the file `node` is in.
    func topLevelItems(inFileOf node: some SyntaxProtocol) -> [CodeBlockItemSyntax] {
        topLevel[Self.file(of: node)] ?? []
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

    /// Walks type declarations of one file (keeping track of which type encloses what) without entering
    /// function bodies. Protocols are skipped: their requirements have no bodies to run.
    private final class Collector: SyntaxVisitor {
        let file: SyntaxIdentifier
        var functions: [Function] = []
        var properties: [Property] = []
        var types: [String: TypeInfo] = [:]
        private var typeStack: [String] = []

        init(file: SyntaxIdentifier) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        private func enter(_ name: String, inherited: InheritanceClauseSyntax?, declaration: Syntax?) -> SyntaxVisitorContinueKind {
            typeStack.append(name)
            var info = types[name] ?? TypeInfo(name: name)
            info.inheritedTypes += inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if let declaration, info.declaration == nil { info.declaration = declaration }
            types[name] = info
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, inherited: node.inheritanceClause, declaration: Syntax(node))
        }
        override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, inherited: node.inheritanceClause, declaration: Syntax(node))
        }
        override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, inherited: node.inheritanceClause, declaration: Syntax(node))
        }
        override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(DeclarationIndex.typeKey(node.extendedType.trimmedDescription), inherited: node.inheritanceClause, declaration: nil)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            _ = enter(name, inherited: node.inheritanceClause, declaration: Syntax(node))
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
            let isStatic = node.modifiers.marksStaticMember
            functions.append(Function(decl: node, typeName: typeStack.last, isStatic: isStatic, file: file))
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isStatic = node.modifiers.marksStaticMember
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                properties.append(Property(decl: node, binding: binding, name: name, typeName: typeStack.last, isStatic: isStatic, file: file))
            }
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
