import SwiftSyntax

/// The declarations of the Swift files of one import that layout code can refer to by name: functions, stored
/// and computed properties, types (enums with their cases, classes with what they inherit), and each file's
/// top-level statements. Function bodies are not indexed; their local declarations are declared as the
/// interpreter runs them.
///
/// The files are one module: every file's declarations are visible to every other. A name resolves nearest
/// first, the declaration in the file of the code that reads it before those of other files; in a module that
/// compiles a name has one declaration and the order changes nothing, and files of unrelated apps imported
/// together (each with its own `LayoutFactory`) each keep their own. A name declared in two other files, with
/// none in the reader's own, is ambiguous: no lookup picks one by file order (`ambiguity(ofMember:in:near:)` names
/// both for the message).
///
/// Types are known by their qualified names, as Swift scopes them (`ItemCell.Layout` and `HeaderCell.Layout` are
/// two types): a name as written resolves through its qualifiers, and a bare name from the innermost enclosing
/// type outwards, then to the one type of that name anywhere; two types a bare name could mean are ambiguous
/// (`resolveType(_:near:)` answers `.ambiguous`), never chosen by order. A qualified name whose first part the files do not declare
/// (`UICollectionLayoutListConfiguration.Appearance`) is never one of the files' types.
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
        /// `private` or `fileprivate` (its setter too): only code of its own file can write it.
        var isFilePrivate: Bool { decl.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) } }
        /// Declared `T?` or `T!`: without a value it starts as nil.
        var isOptional: Bool { binding.typeAnnotation?.type.isOptional ?? false }
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
        /// The qualified name: `Feed.Section` for an enum nested in `Feed`.
        var name: String
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

        /// The declaration of `file`, else the only other file's; nil when several other files declare it (which one
        /// the code means cannot be told by file order).
        func nearest(to file: SyntaxIdentifier) -> Declaration? {
            if let own = firstByFile[file] { return all[own] }
            return firstByFile.count == 1 ? all.first : nil
        }

        /// The first declaration of each file, in file order.
        var firstOfEachFile: [Declaration] { firstByFile.values.sorted().map { all[$0] } }

        /// True when several files declare it and `file` does not.
        func isAmbiguous(from file: SyntaxIdentifier) -> Bool { firstByFile[file] == nil && firstByFile.count > 1 }
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
    private(set) var functionsByName: [String: [Function]] = [:]
    /// `mayChangeLayout(_:)`'s answers, by function.
    var layoutReach: [SyntaxIdentifier: Bool] = [:]
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
        var collectors: [(SyntaxIdentifier, Collector)] = []
        for tree in trees {
            topLevel[tree.id] = Array(tree.statements)
            let collector = Collector(file: tree.id)
            collector.walk(tree)
            collectors.append((tree.id, collector))
        }
        // Qualified names first: members are grouped by the type they belong to, an extension's written name resolved.
        for (_, collector) in collectors {
            for (name, info) in collector.types where info.declaration != nil { declaredNames.insert(name) }
        }
        for name in declaredNames { namesByLastPart[Self.typeKey(name), default: []].append(name) }
        for (file, collector) in collectors {
            for function in collector.functions {
                let qualified = function.typeName.map(canonical)
                let resolved = Function(decl: function.decl, typeName: qualified, isStatic: function.isStatic, file: file)
                let name = function.decl.name.text
                functionGroups[MemberKey(name: name, typeName: qualified), default: Group()].append(resolved, file: file)
                functionsByName[name, default: []].append(resolved)
                memberFiles[name, default: []].insert(file)
            }
            for alias in collector.aliases { aliasesByName[alias.name] = alias.type }
            for (type, initializer) in collector.initializers {
                initializersByType[canonical(type), default: []].append(initializer)
            }
            for property in collector.properties {
                let qualified = property.typeName.map(canonical)
                let resolved = Property(
                    decl: property.decl, binding: property.binding, name: property.name, typeName: qualified, isStatic: property.isStatic, file: file
                )
                propertyGroups[MemberKey(name: property.name, typeName: qualified), default: Group()].append(resolved, file: file)
                memberFiles[property.name, default: []].insert(file)
                if let qualified, !property.isStatic, resolved.getter == nil { storedPropertiesByType[qualified, default: []].append(resolved) }
            }
            for (raw, var info) in collector.types {
                let name = canonical(raw)
                info.name = name
                if info.declaration != nil {
                    declaredTypePositions[name, default: [:]][file] = declaredTypes[name]?.count ?? 0
                    declaredTypes[name, default: []].append((file, info))
                } else {
                    extensionConformances[name, default: []] += info.inheritedTypes
                    if declaredTypes[name] == nil { extendedOnly.insert(name) }
                }
            }
        }
        extendedOnly.subtract(declaredTypes.keys)
    }

    /// `typealias` declarations by qualified name, with the type each stands for.
    private var aliasesByName: [String: TypeSyntax] = [:]

    /// The name a `typealias` stands for, without generic arguments or optionality.
    private static func aliasTarget(_ type: TypeSyntax) -> String {
        String(type.trimmedDescription.prefix { $0 != "<" && $0 != "?" && $0 != "!" && !$0.isWhitespace })
    }

    /// The type a `typealias` written at `node` stands for (`typealias Appearance =
    /// UICollectionLayoutListConfiguration.Appearance`), looked up as types are, innermost enclosing type first.
    func aliasedType(_ written: String, near node: some SyntaxProtocol) -> TypeSyntax? {
        let outer = enclosingTypes(of: node).last
        if let nested = Self.innermostFirst(written, inside: outer, { aliasesByName[$0] != nil }) { return aliasesByName[nested] }
        if let type = aliasesByName[written] { return type }
        let candidates = aliasesByName.filter { $0.key.hasSuffix("." + written) }
        return candidates.count == 1 ? candidates.first!.value : nil
    }

    /// The initializers each type declares (its extensions' included), in file order.
    private var initializersByType: [String: [InitializerDeclSyntax]] = [:]
    /// The stored instance properties of each type, in declaration order (a struct's memberwise initializer takes them
    /// in this order).
    private var storedPropertiesByType: [String: [Property]] = [:]

    /// The qualified names of the types the files declare.
    private var declaredNames: Set<String> = []
    /// Those names by their last part (`Layout`: `ItemCell.Layout`, `HeaderCell.Layout`).
    private var namesByLastPart: [String: [String]] = [:]
    /// Resolutions of a name as written, from where it is written (its enclosing types).
    private var resolvedTypes: [TypeLookup: TypeResolution] = [:]

    private struct TypeLookup: Hashable {
        var written: String
        var enclosing: [String]
    }

    /// What a type name as written means.
    enum TypeResolution: Hashable {
        case declared(String)
        /// Two or more types the name could mean, by qualified name.
        case ambiguous([String])
        case unknown
    }

    /// A written path in declarations (an extension's `Feed.Home`, the types around a member) as the qualified name
    /// of the type the files declare: itself, else the one declared type it ends with, else as written (a type
    /// the files only extend, such as `CGFloat`).
    private func canonical(_ raw: String) -> String {
        if declaredNames.contains(raw) { return raw }
        let parts = raw.split(separator: ".").map(String.init)
        let candidates = (namesByLastPart[parts.last ?? raw] ?? []).filter { $0.hasSuffix("." + raw) }
        return candidates.count == 1 ? candidates[0] : raw
    }

    /// The qualified names of the types around `node`, outermost first, each part of the path read inside the one
    /// before it: `Section` in `extension Feed` is `Feed.Section` however many other types call a type of theirs
    /// `Section` (read on its own, the last part would be ambiguous and the code inside it could not name itself).
    func enclosingTypes(of node: some SyntaxProtocol) -> [String] {
        var qualified: [String] = []
        for part in LayoutDiscovery.typePath(of: Syntax(node)) {
            if let outer = qualified.last, declaredNames.contains(outer + "." + part) {
                qualified.append(outer + "." + part)
            } else {
                qualified.append(canonical(part))
            }
        }
        return qualified
    }

    /// The type a name written at `node` means (Swift's scoping): a qualified name through its qualifiers; a bare
    /// name in the enclosing types, innermost first, then at top level, then the one type of that name anywhere.
    func resolveType(_ written: String, near node: some SyntaxProtocol) -> TypeResolution {
        let enclosing = enclosingTypes(of: node)
        let key = TypeLookup(written: written, enclosing: enclosing)
        if let known = resolvedTypes[key] { return known }
        let resolution = resolve(written, enclosing: enclosing)
        resolvedTypes[key] = resolution
        return resolution
    }

    /// `written` as a name nested in the types around the code, innermost first: `Layout` inside `ItemCell` (or its
    /// extension) is `ItemCell.Layout`, then the types around `ItemCell`. The first qualified name `isKnown` accepts;
    /// the top level is the caller's to try.
    private static func innermostFirst(_ written: String, inside outer: String?, _ isKnown: (String) -> Bool) -> String? {
        var scope = outer?.split(separator: ".").map(String.init) ?? []
        while !scope.isEmpty {
            let candidate = (scope + [written]).joined(separator: ".")
            if isKnown(candidate) { return candidate }
            scope.removeLast()
        }
        return nil
    }

    private func resolve(_ written: String, enclosing: [String], aliasDepth: Int = 0) -> TypeResolution {
        // A type nested in the types around the code, or a `typealias` there (`typealias Section =
        // SettingsContentController.Section` in the type whose code writes `Section(rawValue:)`), innermost first.
        if let nested = Self.innermostFirst(written, inside: enclosing.last, { declaredNames.contains($0) || aliasesByName[$0] != nil }) {
            guard let alias = aliasesByName[nested], !declaredNames.contains(nested) else { return .declared(nested) }
            return aliasDepth < 8 ? resolve(Self.aliasTarget(alias), enclosing: enclosing, aliasDepth: aliasDepth + 1) : .unknown
        }
        if declaredNames.contains(written) { return .declared(written) }
        if let alias = aliasesByName[written] {
            return aliasDepth < 8 ? resolve(Self.aliasTarget(alias), enclosing: enclosing, aliasDepth: aliasDepth + 1) : .unknown
        }
        let parts = written.split(separator: ".").map(String.init)
        let candidates = (namesByLastPart[parts.last ?? written] ?? []).filter { $0 == written || $0.hasSuffix("." + written) }
        if parts.count > 1, !declaredNames.contains(where: { $0 == parts[0] || $0.hasSuffix("." + parts[0]) }), extendedOnly.contains(parts[0]) == false {
            // `UICollectionLayoutListConfiguration.Appearance`: UIKit's, whatever the files call their own types.
            return candidates.count == 1 && candidates[0].hasSuffix("." + written) ? .declared(candidates[0]) : .unknown
        }
        switch candidates.count {
        case 0: return .unknown
        case 1: return .declared(candidates[0])
        default: return .ambiguous(candidates.sorted())
        }
    }

    /// What a type name written in code at `node` means, as Swift scopes it: a bare name is a type nested in the types
    /// around the code, innermost first, or a top-level type; never a type nested in some other type (`UserDefaults`
    /// in code outside `Constants` is Foundation's, not `Constants.UserDefaults`). A qualified name resolves through
    /// its qualifiers (`resolveType`).
    func resolveWrittenType(_ written: String, near node: some SyntaxProtocol) -> TypeResolution {
        guard !written.contains(".") else { return resolveType(written, near: node) }
        let outer = enclosingTypes(of: node).last
        if let nested = Self.innermostFirst(written, inside: outer, declaredNames.contains) { return .declared(nested) }
        return declaredNames.contains(written) ? .declared(written) : .unknown
    }

    /// The declarations of a type when two or more files declare it and the file of `node` does not (an app
    /// target's and an extension's): which one the code means is not for file order to say.
    func typeDeclaredElsewhereTwice(_ name: String, near node: some SyntaxProtocol) -> [Syntax]? {
        let declarations = declaredTypes[name] ?? []
        guard declarations.count > 1, !declarations.contains(where: { $0.file == Self.file(of: node) }) else { return nil }
        return declarations.compactMap(\.info.declaration)
    }

    /// True for a type the files extend but do not declare (`CGFloat`, `UIFont`).
    func extendsOnly(_ name: String) -> Bool { extendedOnly.contains(name) }

    /// The types nested in other types whose name ends with `name`, for saying why a bare name is unknown.
    func nestedTypes(named name: String) -> [String] {
        (namesByLastPart[name] ?? []).filter { $0 != name }.sorted()
    }

    /// The qualified name a written type name means at `node`, or nil (unknown or ambiguous).
    func qualifiedType(_ written: String, near node: some SyntaxProtocol) -> String? {
        if case .declared(let name) = resolveType(written, near: node) { return name }
        return nil
    }

    /// The key members of a type are grouped under: the qualified name the written one means, or as written for a
    /// type the files only extend (`CGFloat`).
    private func memberType(_ written: String?, near node: some SyntaxProtocol) -> String? {
        guard let written else { return nil }
        if declaredNames.contains(written) { return written }
        switch resolveType(written, near: node) {
        case .declared(let name): return name
        case .ambiguous: return "?ambiguous"
        case .unknown: return canonical(written)
        }
    }

    /// Types the files extend but do not declare (`CGFloat`, `NSCollectionLayoutSection`).
    private var extendedOnly: Set<String> = []

    /// The file a node belongs to.
    static func file(of node: some SyntaxProtocol) -> SyntaxIdentifier { node.root.id }

    /// The first of `list`, nearest first, that satisfies `test`.
    private static func firstNearest<Item>(
        _ list: [Item], _ file: SyntaxIdentifier, _ fileOf: (Item) -> SyntaxIdentifier, where test: (Item) -> Bool
    ) -> Item? {
        if let own = list.first(where: { fileOf($0) == file && test($0) }) { return own }
        let others = list.filter { fileOf($0) != file && test($0) }
        // Declared in several other files: which one the code means is not for file order to say.
        return Set(others.map(fileOf)).count == 1 ? others.first : nil
    }

    // MARK: - Types

    /// The type named `name` as code at `node` sees it (`resolveType`): the declaration in the file of `node`, else
    /// another file's, else (for a type only extended, such as `CGFloat`) what its extensions add. Nil for a name the
    /// files neither declare nor extend, or one they declare twice.
    func type(_ name: String, near node: some SyntaxProtocol) -> TypeInfo? {
        let key = memberType(name, near: node) ?? name
        let extra = extensionConformances[key] ?? []
        if let declarations = declaredTypes[key] {
            var info = declarations[declaredTypePositions[key]?[Self.file(of: node)] ?? 0].info
            info.inheritedTypes += extra
            return info
        }
        guard extendedOnly.contains(key) else { return nil }
        return TypeInfo(name: key, inheritedTypes: extra)
    }

    /// True when the files declare or extend a type of this name (qualified or not).
    func hasType(_ name: String) -> Bool {
        if declaredTypes[name] != nil || extendedOnly.contains(name) { return true }
        let parts = name.split(separator: ".").map(String.init)
        return (namesByLastPart[parts.last ?? name] ?? []).contains { $0 == name || $0.hasSuffix("." + name) }
    }

    /// The files that declare a type of this name (qualified, or the one type of a bare name), in the files' order.
    func declaringFiles(ofType name: String) -> [SyntaxIdentifier] {
        (declaredTypes[canonical(name)] ?? []).map(\.file)
    }

    /// The declaration of `name` in `file` (with its extensions' conformances), if that file declares it.
    func type(_ name: String, declaredIn file: SyntaxIdentifier) -> TypeInfo? {
        let key = canonical(name)
        guard let position = declaredTypePositions[key]?[file], var info = declaredTypes[key]?[position].info else { return nil }
        info.inheritedTypes += extensionConformances[key] ?? []
        return info
    }

    /// The qualified names of every type the files declare.
    var declaredTypeNames: [String] { declaredTypes.keys.sorted() }

    /// The classes that inherit `UICollectionViewFlowLayout`, directly or through each other.
    var flowLayoutSubclasses: Set<String> {
        Set(declaredTypes.flatMap { name, declarations in
            declarations.contains { isFlowLayoutSubclass(name, near: $0.info.declaration!) } ? [Self.typeKey(name)] : []
        })
    }

    /// The app's collection view classes (`final class LHCollectionView: UICollectionView`) whose initializer hands
    /// UIKit a flow layout it creates (`super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())`):
    /// code that makes one of them makes that flow layout.
    var flowLayoutViewClasses: Set<String> {
        Set(declaredTypes.flatMap { name, declarations in
            declarations.contains { declaration in
                guard let node = declaration.info.declaration, uikitClass(of: name, near: node) == "UICollectionView" else { return false }
                return initializers(of: name).contains { Self.handsFlowLayoutToSuper($0) }
            } ? [Self.typeKey(name)] : []
        })
    }

    /// `super.init(frame: …, collectionViewLayout: …)` whose layout argument names `UICollectionViewFlowLayout`.
    private static func handsFlowLayoutToSuper(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.body?.callsSuperInitializer { call in
            call.arguments.first { $0.label?.text == "collectionViewLayout" }?.expression.tokens(viewMode: .sourceAccurate)
                .contains { $0.text == "UICollectionViewFlowLayout" } == true
        } == true
    }

    /// The UIKit class `typeName` descends from through the files' classes (`UICollectionView` for `LHCollectionView:
    /// BaseCollectionView`): the end of `superclasses(of:near:)`, nil for a type that inherits nothing.
    func uikitClass(of typeName: String, near node: some SyntaxProtocol) -> String? {
        superclasses(of: typeName, near: node).last
    }

    /// `Feed.ViewController` and `ViewController` name one type (extensions may spell it either way).
    static func typeKey(_ name: String) -> String { String(name.split(separator: ".").last ?? Substring(name)) }

    /// True when the class `typeName` inherits `UICollectionViewFlowLayout`, directly or through others.
    func isFlowLayoutSubclass(_ typeName: String, near node: some SyntaxProtocol) -> Bool {
        layoutSuperclass(of: typeName, near: node) == "UICollectionViewFlowLayout"
    }

    /// The UIKit layout class a class of the files descends from (`UICollectionViewFlowLayout`,
    /// `UICollectionViewCompositionalLayout` or `UICollectionViewLayout`), following its superclasses through the
    /// files; nil for a type that is no layout, or not declared in them.
    /// The classes `typeName` inherits from, nearest first, as far as the files declare them (the first UIKit class
    /// ends the list); generic arguments dropped (`StableOverviewViewController<PetDataSource>` is
    /// `StableOverviewViewController`).
    func superclasses(of typeName: String, near node: some SyntaxProtocol) -> [String] {
        if let known = writtenSuperclassChains[typeName] { return known }
        var chain: [String] = []
        var current = typeName
        var seen: Set<String> = [typeName]
        while let written = type(current, near: node)?.inheritedTypes.first {
            let parent = String(written.prefix { $0 != "<" && !$0.isWhitespace })
            guard seen.insert(parent).inserted else { break }
            chain.append(parent)
            current = parent
        }
        writtenSuperclassChains[typeName] = chain
        return chain
    }

    /// `superclasses(of:near:)` of each type asked, remembered: discovery asks it of every type with layout code.
    private var writtenSuperclassChains: [String: [String]] = [:]

    func layoutSuperclass(of typeName: String, near node: some SyntaxProtocol) -> String? {
        let layoutClasses: Set<String> = ["UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout", "UICollectionViewLayout"]
        var current = typeName
        var seen: Set<String> = []
        while seen.insert(current).inserted, let parent = type(current, near: node)?.inheritedTypes.first {
            if layoutClasses.contains(parent) { return parent }
            current = parent
        }
        return nil
    }

    // MARK: - Functions and properties

    /// The function a call `name(labels…)` reaches: one of `preferredType` whose parameters accept the labels
    /// first, then a file-level one, then a member the files add to a type they only extend (a protocol's extension
    /// the type conforms to, a UIKit class's it inherits); within each, the file of `node` first. A method of another
    /// class or struct of the files is never reached by a bare name: `addSubview(view)` in a view is UIKit's, not an
    /// override in the app's `UIWindow` subclass.
    func function(named name: String, labels: [String?], preferredType: String?, near node: some SyntaxProtocol) -> Function? {
        let file = Self.file(of: node)
        let preferredType = memberType(preferredType, near: node)
        let key = CallKey(name: name, labels: labels, preferredType: preferredType, file: file)
        if let resolved = resolvedCalls[key] { return resolved }
        let found = function(named: name, labels: labels, in: preferredType, near: node)
            ?? (preferredType == nil ? nil : function(named: name, labels: labels, in: nil, near: node))
            ?? extensionFunction(named: name, labels: labels, reachableFrom: preferredType, near: node)
        resolvedCalls[key] = .some(found)
        return found
    }

    /// A function `name(labels…)` the files add to a type they only extend that `typeName`'s `self` is (a UIKit class it
    /// descends from, a protocol it conforms to): a view's bare `convertByWidthRatio(18)` is `extension UIView`'s, never
    /// the one the app also adds to `CGSize`. Any extended type's for file-level code. The file of `node` first.
    private func extensionFunction(named name: String, labels: [String?], reachableFrom typeName: String?, near node: some SyntaxProtocol) -> Function? {
        let reachable = typeName.map { extendedTypes(reachableFrom: $0, near: node) }
        return Self.firstNearest(functionsByName[name] ?? [], Self.file(of: node), \.file) { candidate in
            guard let owner = candidate.typeName, owner != typeName, extendsOnly(owner),
                Self.accepts(candidate.decl.signature.parameterClause.parameters, labels: labels)
            else { return false }
            return reachable?.contains(owner) ?? true
        }
    }

    /// The function `name` of `typeName` (nil: file level) whose parameters accept the labels, the file of `node`
    /// first; a class's own, else the one it inherits from the nearest superclass the files declare.
    func function(named name: String, labels: [String?], in typeName: String?, near node: some SyntaxProtocol) -> Function? {
        inherited(typeName, near: node) { owner in
            let all = functionGroups[MemberKey(name: name, typeName: memberType(owner, near: node))]?.all ?? []
            return Self.firstNearest(all, Self.file(of: node), \.file) { Self.accepts($0.decl.signature.parameterClause.parameters, labels: labels) }
        }
    }

    /// The first function named `name` of `typeName` (nil: file level), the file of `node` first; inherited as above.
    func function(named name: String, in typeName: String?, near node: some SyntaxProtocol) -> Function? {
        inherited(typeName, near: node) { owner in
            functionGroups[MemberKey(name: name, typeName: memberType(owner, near: node))]?.nearest(to: Self.file(of: node))
        }
    }

    /// A member of `typeName` as Swift finds it: the type's own, else its superclass's, nearest first (a subclass
    /// of the app's `BaseCollectionViewController` has the base's `viewDidLoad` and properties).
    private func inherited<Member>(_ typeName: String?, near node: some SyntaxProtocol, _ find: (String?) -> Member?) -> Member? {
        if let own = find(typeName) { return own }
        guard let typeName else { return nil }
        for superclass in declaredSuperclasses(of: typeName, near: node) {
            if let found = find(superclass) { return found }
        }
        return nil
    }

    /// The superclasses the files declare (the chain ends at UIKit's first class, which has no members here).
    private func declaredSuperclasses(of typeName: String, near node: some SyntaxProtocol) -> [String] {
        superclasses(of: typeName, near: node).filter { declaredTypes[$0] != nil }
    }

    /// Whether `typeName` inherits from `ancestor`, a class the files declare.
    func inherits(_ typeName: String, from ancestor: String, near node: some SyntaxProtocol) -> Bool {
        declaredSuperclasses(of: typeName, near: node).contains(ancestor)
    }

    func hasFunction(named name: String) -> Bool { functionsByName[name] != nil }

    /// Whether a bare call `name(…)` in code of `typeName` could mean a function of the files, whatever its labels: a
    /// file-level one, one of the type or a superclass the files declare, or one added to a type the files only extend.
    func hasFunction(named name: String, reachableFrom typeName: String?, near node: some SyntaxProtocol) -> Bool {
        let own = typeName.map { [memberType($0, near: node) ?? $0] + declaredSuperclasses(of: $0, near: node) } ?? []
        let extended = typeName.map { extendedTypes(reachableFrom: $0, near: node) }
        return (functionsByName[name] ?? []).contains { function in
            guard let owner = function.typeName else { return true }
            return own.contains(owner) || (extendsOnly(owner) && extended?.contains(owner) != false)
        }
    }

    /// The types the files add a function `name` to by extension that `typeName`'s code cannot reach bare (an
    /// `extension CGSize` method named in a view), sorted; empty when there are none.
    func extensionOwners(ofFunction name: String, unreachableFrom typeName: String, near node: some SyntaxProtocol) -> [String] {
        let reachable = extendedTypes(reachableFrom: typeName, near: node)
        let owners = (functionsByName[name] ?? []).compactMap(\.typeName).filter { extendsOnly($0) && !reachable.contains($0) }
        return Array(Set(owners)).sorted()
    }

    /// True when the file declares a function or property of that name.
    func declaresMember(named name: String, inFile file: SyntaxIdentifier) -> Bool {
        memberFiles[name]?.contains(file) ?? false
    }

    /// The property named `name` of `typeName` (nil: a file-level variable), the file of `node` first.
    func property(named name: String, in typeName: String?, near node: some SyntaxProtocol) -> Property? {
        let found = inherited(typeName, near: node) { owner in
            propertyGroups[MemberKey(name: name, typeName: memberType(owner, near: node))]?.nearest(to: Self.file(of: node))
        }
        if let found { return found }
        // A property a protocol's extension gives the types that conform to it (`extension LayoutMetrics { var
        // rowHeight: CGFloat { 60 } }`), the type's own, a superclass's or a UIKit ancestor's conformance.
        guard let typeName else { return nil }
        for protocolName in conformances(of: typeName, near: node) {
            if let member = propertyGroups[MemberKey(name: name, typeName: protocolName)]?.nearest(to: Self.file(of: node)) { return member }
        }
        return nil
    }

    /// What a type conforms to, as the files write it: its own declarations' and extensions' conformances, those of
    /// the superclasses the files declare, and those the files add to the UIKit classes it descends from
    /// (`extension UIViewController: TraitCollectionProvider {}` reaches every view controller of the app).
    func conformances(of typeName: String, near node: some SyntaxProtocol) -> [String] {
        // Asked whenever a member is not the type's own (every bare name the code reads), so remembered per type.
        if let known = conformancesByType[typeName] { return known }
        var names: [String] = []
        let chain = [typeName] + declaredSuperclasses(of: typeName, near: node)
        for type in chain { names += self.type(type, near: node)?.inheritedTypes ?? [] }
        let uikitRoot = superclasses(of: typeName, near: node).first { declaredTypes[$0] == nil }
        for ancestor in uikitRoot.map(Self.uikitAncestors(of:)) ?? [] { names += extensionConformances[ancestor] ?? [] }
        let conformances = names.map { String($0.prefix { $0 != "<" && !$0.isWhitespace }) }
        conformancesByType[typeName] = conformances
        return conformances
    }

    /// `conformances(of:near:)` of each type asked.
    private var conformancesByType: [String: [String]] = [:]

    /// The types whose extensions a bare name in `typeName`'s code reaches: the type itself, the UIKit classes it
    /// descends from, and the protocols it conforms to.
    func extendedTypes(reachableFrom typeName: String, near node: some SyntaxProtocol) -> Set<String> {
        let own = memberType(typeName, near: node) ?? typeName
        let uikitRoot = ([own] + superclasses(of: own, near: node)).first { declaredTypes[$0] == nil }
        return Set([own] + (uikitRoot.map(Self.uikitAncestors(of:)) ?? []) + conformances(of: own, near: node))
    }

    /// A UIKit class and the UIKit classes it descends from, for the ones apps subclass around collection views; a
    /// class not listed stands alone.
    static func uikitAncestors(of name: String) -> [String] {
        let parents: [String: String] = [
            "UICollectionViewController": "UIViewController", "UITableViewController": "UIViewController",
            "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
            "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
            "UICollectionView": "UIScrollView", "UITableView": "UIScrollView", "UIScrollView": "UIView",
            "UICollectionViewListCell": "UICollectionViewCell", "UICollectionViewCell": "UICollectionReusableView",
            "UICollectionReusableView": "UIView", "UITableViewCell": "UIView", "UIStackView": "UIView", "UILabel": "UIView",
            "UIControl": "UIView", "UIButton": "UIControl",
        ]
        var chain = [name]
        while let parent = parents[chain.last!], !chain.contains(parent) { chain.append(parent) }
        return chain
    }

    /// The declarations a member lookup from `node` could mean when it found none because two or more other files
    /// declare the name and the reader's file does not (which one the code means cannot be told); nil otherwise.
    func ambiguity(ofMember name: String, in typeName: String?, near node: some SyntaxProtocol) -> [Syntax]? {
        let key = MemberKey(name: name, typeName: memberType(typeName, near: node))
        let file = Self.file(of: node)
        if let group = propertyGroups[key], group.isAmbiguous(from: file) { return group.firstOfEachFile.map { Syntax($0.decl) } }
        if let group = functionGroups[key], group.isAmbiguous(from: file) { return group.firstOfEachFile.map { Syntax($0.decl) } }
        return nil
    }

    /// The initializers of a type (qualified name as `type(_:near:)` gives it).
    func initializers(of typeName: String) -> [InitializerDeclSyntax] { initializersByType[typeName] ?? [] }

    /// The stored instance properties of a type, in declaration order.
    func storedProperties(of typeName: String) -> [Property] { storedPropertiesByType[typeName] ?? [] }

    /// The top-level statements of the file `node` is in.
    func topLevelItems(inFileOf node: some SyntaxProtocol) -> [CodeBlockItemSyntax] {
        topLevel[Self.file(of: node)] ?? []
    }

    /// Whether a parameter list accepts a call with these labels (parameters with defaults may be left out).
    static func accepts(_ parameters: FunctionParameterListSyntax, labels: [String?]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            let label = parameter.argumentLabel
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
        var initializers: [(type: String, decl: InitializerDeclSyntax)] = []
        var aliases: [(name: String, type: TypeSyntax)] = []
        var types: [String: TypeInfo] = [:]
        private var typeStack: [String] = []

        init(file: SyntaxIdentifier) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        /// The qualified name of a type entered inside the current ones (`Feed.Home` for `Home` inside `Feed`).
        private var path: String? { typeStack.isEmpty ? nil : typeStack.joined(separator: ".") }

        private func enter(_ name: String, inherited: InheritanceClauseSyntax?, declaration: Syntax?) -> SyntaxVisitorContinueKind {
            typeStack.append(name)
            let name = path!
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
            enter(node.extendedType.trimmedDescription, inherited: node.inheritanceClause, declaration: nil)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            _ = enter(node.name.text, inherited: node.inheritanceClause, declaration: Syntax(node))
            types[path!]?.isEnum = true
            types[path!]?.rawType = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let typeName = path else { return .skipChildren }
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
            functions.append(Function(decl: node, typeName: path, isStatic: isStatic, file: file))
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isStatic = node.modifiers.marksStaticMember
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                properties.append(Property(decl: node, binding: binding, name: name, typeName: path, isStatic: isStatic, file: file))
            }
            return .skipChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            aliases.append(((typeStack + [node.name.text]).joined(separator: "."), node.initializer.value))
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            if let path { initializers.append((path, node)) }
            return .skipChildren
        }
        /// An `#if` left in the tree is one whose condition `CompilationConditions` cannot decide (the others are
        /// blanked by `ActiveCode`): none of its clauses' declarations is the app's for certain.
        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
