import SwiftSyntax

/// The cell and supplementary registrations of an import's files and the calls that dequeue views with them,
/// grouped by the type whose code holds them (a view controller and its extensions, in any file): where a list's
/// cells, headers and footers say what they show (SwiftImport.md, Lists).
///
/// A registration is `UICollectionView.CellRegistration<Cell, Item> { cell, indexPath, item in ... }` or
/// `UICollectionView.SupplementaryRegistration<View>(elementKind: kind) { view, kind, indexPath in ... }`, with
/// the handler as a trailing closure or `handler:`, also `.init { ... }` where a declared type names it. A
/// dequeue is `dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)`; one inside
/// `if indexPath.item == 0` (or `.row`), the `else` of `guard indexPath.item != 0`, or `case 0:` of a `switch` on
/// the item shows item 0 only.
struct RegistrationIndex {
    struct Registration {
        enum Kind {
            case cell
            case supplementary
        }

        /// What configures the view: a closure, or a method of the type named in its place (`handler: cellRegistration`,
        /// `handler: self.configureCell`).
        enum Handler {
            case closure(ClosureExprSyntax)
            case method(name: String, node: ExprSyntax)

            /// Where it is written, for positions in messages.
            var node: Syntax {
                switch self {
                case .closure(let closure): return Syntax(closure)
                case .method(_, let reference): return Syntax(reference)
                }
            }
        }

        var kind: Kind
        var call: FunctionCallExprSyntax
        var handler: Handler
        /// The variable or property that holds it (`cellRegistration`), which dequeues name.
        var name: String?
        /// `UICollectionViewListCell` and `Item` in `CellRegistration<UICollectionViewListCell, Item>`, when written.
        var viewType: String?
        var itemType: String?
        /// The `elementKind:` argument of a supplementary registration.
        var elementKind: ExprSyntax?
        /// The innermost type around it, whose members its handler sees, and whether the code around it is static.
        var typeName: String?
        var isStatic: Bool
    }

    /// A registration a dequeue names, and whether that dequeue serves item 0 only (true), every item but 0
    /// (false), or any item (nil).
    struct Dequeue {
        var registrationName: String
        var firstItemOnly: Bool?
        /// The `dequeueConfiguredReusableCell(using:for:item:)` call (or the supplementary one), for messages.
        var call: FunctionCallExprSyntax
        var isCell: Bool
    }

    /// A supplementary view registered by class.
    struct SupplementaryClass {
        var className: String
        /// The kind as written: `UICollectionView.elementKindSectionHeader`.
        var elementKind: String
        var call: FunctionCallExprSyntax

        /// True for the kind of a list's headers, or of its footers.
        func isKind(header: Bool) -> Bool {
            elementKind.hasSuffix(header ? "elementKindSectionHeader" : "elementKindSectionFooter")
        }
    }

    /// Registrations and dequeues of one group: the outermost type around them, or the file-level code of one file.
    struct Group {
        var registrations: [Registration] = []
        var dequeues: [Dequeue] = []
        /// `let cellRegistration = makeCellRegistration()`: the variable and the function whose result it holds.
        var aliases: [String: String] = [:]
        /// The first call that hands the type's collection view to other code (`viewModel.setupDataSource(collectionView:
        /// collectionView)`, `UICollectionViewDiffableDataSource(collectionView: collectionView)`), or registers or
        /// dequeues views by class (`register(Cell.self, forCellWithReuseIdentifier:)`): where the cells may be made
        /// and configured, so a list without registrations here does not show default cells.
        var collectionViewHandOff: FunctionCallExprSyntax?
        /// `register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, …)`: views
        /// of the app's own class for a kind, whose height `--assume CLASS.height` can give.
        var supplementaryClasses: [SupplementaryClass] = []

        /// The registration a dequeue names, directly or through a variable holding a factory's result.
        func registration(named name: String) -> Registration? {
            var name = name
            for _ in 0..<4 {
                if let found = registrations.first(where: { $0.name == name }) { return found }
                guard let alias = aliases[name] else { return nil }
                name = alias
            }
            return nil
        }
    }

    private struct GroupKey: Hashable {
        var typeName: String?
        /// Only for file-level code: types group across files (extensions), file-level code does not.
        var file: SyntaxIdentifier?
    }

    private var groups: [GroupKey: Group] = [:]

    init(_ module: SwiftModule) {
        var foreignAliases: [(Syntax, String, String, String)] = []
        for file in module.files {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            for registration in finder.registrations {
                groups[Self.key(of: Syntax(registration.call)), default: Group()].registrations.append(registration)
            }
            for (node, dequeue) in finder.dequeues {
                groups[Self.key(of: node), default: Group()].dequeues.append(dequeue)
            }
            // The first hand-off names where the cells come from, so a header's class registration gives way to any other.
            let supplementaryCalls = Set(finder.supplementaryClasses.map(\.call.id))
            for call in finder.handOffs {
                let key = Self.key(of: Syntax(call))
                let replaces = groups[key]?.collectionViewHandOff.map { current in
                    supplementaryCalls.contains(current.id) && !supplementaryCalls.contains(call.id)
                } ?? true
                if replaces { groups[key, default: Group()].collectionViewHandOff = call }
            }
            for registered in finder.supplementaryClasses {
                groups[Self.key(of: Syntax(registered.call)), default: Group()].supplementaryClasses.append(registered)
            }
            foreignAliases += finder.foreignAliases
            for (node, variable, function) in finder.aliases {
                groups[Self.key(of: node), default: Group()].aliases[variable] = function
            }
        }
        // `let cells = ItemCell.makeRegistration(style: style)`: the registration another type's static factory returns,
        // read as that type's code wrote it, under the variable's name in the code that dequeues with it.
        for (node, variable, typeName, function) in foreignAliases {
            let owner = groups[GroupKey(typeName: DeclarationIndex.typeKey(typeName), file: nil)]
            guard var registration = owner?.registrations.first(where: { $0.name == function && $0.isStatic }) else { continue }
            registration.name = variable
            groups[Self.key(of: node), default: Group()].registrations.append(registration)
        }
    }

    /// The registrations and dequeues of the code a layout declaration belongs with: the same outermost type,
    /// or, for a file-level declaration, the file-level code of its file.
    func group(for declaration: LayoutDeclaration) -> Group {
        let outermost = declaration.typePath.first.map(DeclarationIndex.typeKey)
        return groups[GroupKey(typeName: outermost, file: outermost == nil ? declaration.file.id : nil)] ?? Group()
    }

    private static func key(of node: Syntax) -> GroupKey {
        let outermost = LayoutDiscovery.typePath(of: node).first.map(DeclarationIndex.typeKey)
        return GroupKey(typeName: outermost, file: outermost == nil ? node.root.id : nil)
    }

    /// The registration type a call makes, with its generic arguments, from how the call is written.
    private static func registrationType(of call: FunctionCallExprSyntax) -> (Registration.Kind, [String])? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return declaredRegistrationType(around: call) }
            callee = base
        }
        var generics: [String] = []
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
            generics = specialized.genericArgumentClause.arguments.map { $0.argument.trimmedDescription }
            callee = specialized.expression
        }
        let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        switch name {
        case ListAPI.cellRegistration: return (.cell, generics)
        case ListAPI.supplementaryRegistration: return (.supplementary, generics)
        default: return nil
        }
    }

    /// `let registration: UICollectionView.CellRegistration<Cell, Item> = .init { ... }`: the type the declaration
    /// (or the function returning it) names.
    private static func declaredRegistrationType(around call: FunctionCallExprSyntax) -> (Registration.Kind, [String])? {
        var current = call.parent
        var declared: TypeSyntax?
        while let node = current, declared == nil {
            if let binding = node.as(PatternBindingSyntax.self) { declared = binding.typeAnnotation?.type }
            if let function = node.as(FunctionDeclSyntax.self) { declared = function.signature.returnClause?.type }
            // A statement ends the search, unless it gives its block's value (`return .init { … }` in the function).
            if let item = node.as(CodeBlockItemSyntax.self), !isResult(item) { break }
            if node.is(MemberBlockItemSyntax.self) { break }
            current = node.parent
        }
        guard var type = declared else { return nil }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        let (name, clause): (String?, GenericArgumentClauseSyntax?)
        if let member = type.as(MemberTypeSyntax.self) {
            (name, clause) = (member.name.text, member.genericArgumentClause)
        } else if let identifier = type.as(IdentifierTypeSyntax.self) {
            (name, clause) = (identifier.name.text, identifier.genericArgumentClause)
        } else {
            return nil
        }
        let generics = clause?.arguments.map { $0.argument.trimmedDescription } ?? []
        switch name {
        case ListAPI.cellRegistration: return (.cell, generics)
        case ListAPI.supplementaryRegistration: return (.supplementary, generics)
        default: return nil
        }
    }

    /// The name a registration is held in: the `let`, `var` or property whose initial value it is (also through a
    /// closure called at once, `{ ... }()`), the property or variable it is assigned to (`self.headerRegistration =
    /// UICollectionView.CellRegistration<…> { … }` in `viewDidLoad`), or the function that returns it.
    private static func holderName(of call: FunctionCallExprSyntax) -> String? {
        var current = call.parent
        while let node = current {
            if let binding = node.as(PatternBindingSyntax.self) { return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if let sequence = node.as(SequenceExprSyntax.self) {
                // `target = registration`.
                guard let assignment = sequence.assignment, assignment.value.id == call.id else { return nil }
                return registrationName(assignment.target)
            }
            if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
            if node.is(MemberBlockItemSyntax.self) || node.is(SourceFileSyntax.self) || node.is(LabeledExprSyntax.self) { return nil }
            if let item = node.as(CodeBlockItemSyntax.self), !isResult(item) { return nil }
            if node.is(ClosureExprSyntax.self), node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id { return nil }
            current = node.parent
        }
        return nil
    }

    /// A statement that gives its block's value: `return x`, or an expression (the only statement of a body).
    private static func isResult(_ item: CodeBlockItemSyntax) -> Bool {
        switch item.item {
        case .expr: return true
        case .stmt(let statement): return statement.is(ReturnStmtSyntax.self) || statement.is(ExpressionStmtSyntax.self)
        case .decl: return false
        }
    }

    /// The registration a dequeue's `using:` names: `cellRegistration` or `self.cellRegistration`.
    private static func registrationName(_ expression: ExprSyntax) -> String? { expression.ownName }

    /// Whether a dequeue serves item 0 only (true), the other items (false), or any (nil): the nearest enclosing
    /// `if`, `guard` or `switch` that tests the index path's item (or row) against 0 decides.
    private static func firstItemOnly(_ call: FunctionCallExprSyntax) -> Bool? {
        var child = Syntax(call)
        var current = call.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return nil }
            if let ifExpression = node.as(IfExprSyntax.self), let test = itemTest(ifExpression.conditions) {
                if child.id == Syntax(ifExpression.body).id { return test }
                if let elseBody = ifExpression.elseBody, child.id == Syntax(elseBody).id { return !test }
            }
            if let guardStatement = node.as(GuardStmtSyntax.self), let test = itemTest(guardStatement.conditions),
                child.id == Syntax(guardStatement.body).id
            {
                return !test
            }
            if let switchCase = node.as(SwitchCaseSyntax.self), let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
                isItemIndex(switchExpression.subject)
            {
                switch switchCase.label {
                case .case(let label):
                    return label.caseItems.contains { $0.pattern.trimmedDescription == "0" } ? true : nil
                case .default:
                    return false
                }
            }
            child = node
            current = node.parent
        }
        return nil
    }

    /// True for `indexPath.item == 0` (or `.row`, either way round), false for `!= 0`; nil for any other condition.
    private static func itemTest(_ conditions: ConditionElementListSyntax) -> Bool? {
        guard conditions.count == 1, case .expression(let expression) = conditions.first!.condition else { return nil }
        let text = expression.trimmedDescription.filter { !$0.isWhitespace }
        for (op, outcome) in [("==", true), ("!=", false)] {
            let sides = text.split(separator: op, omittingEmptySubsequences: false).map(String.init)
            guard sides.count == 2 else { continue }
            let isItem = { (side: String) in side.hasSuffix(".item") || side.hasSuffix(".row") }
            if (sides[1] == "0" && isItem(sides[0])) || (sides[0] == "0" && isItem(sides[1])) { return outcome }
        }
        return nil
    }

    private static func isItemIndex(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        return text.hasSuffix(".item") || text.hasSuffix(".row")
    }

    private final class Finder: SyntaxVisitor {
        var registrations: [Registration] = []
        var dequeues: [(Syntax, Dequeue)] = []
        var aliases: [(Syntax, String, String)] = []
        var handOffs: [FunctionCallExprSyntax] = []
        var supplementaryClasses: [SupplementaryClass] = []
        /// `let cells = ItemCell.makeRegistration(…)`: the variable, the type and its static function.
        var foreignAliases: [(Syntax, String, String, String)] = []

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let variable = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value else {
                return .visitChildren
            }
            // A factory's arguments change nothing the importer reads of its registration: its handler runs with them unknown.
            if let call = value.as(FunctionCallExprSyntax.self), let function = RegistrationIndex.registrationName(call.calledExpression) {
                aliases.append((Syntax(node), variable, function))
            } else if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let typeName = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName.first?.isUppercase == true
            {
                foreignAliases.append((Syntax(node), variable, typeName, member.declName.baseName.text))
            } else if let held = RegistrationIndex.registrationName(value), held != variable {
                // `let registration = self.cellRegistration`: a local copy of the property that holds it.
                aliases.append((Syntax(node), variable, held))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let (kind, generics) = RegistrationIndex.registrationType(of: node), let handler = Self.handler(of: node) {
                let typePath = LayoutDiscovery.typePath(of: Syntax(node))
                registrations.append(
                    Registration(
                        kind: kind, call: node, handler: handler, name: RegistrationIndex.holderName(of: node), viewType: generics.first,
                        itemType: kind == .cell && generics.count == 2 ? generics[1] : nil,
                        elementKind: node.arguments.first { $0.label?.text == "elementKind" }?.expression,
                        typeName: typePath.last.map(DeclarationIndex.typeKey), isStatic: Self.isInStaticCode(Syntax(node))
                    )
                )
            }
            // A labelled argument (`collectionView: collectionView`) or a type's initializer; `view.addSubview(collectionView)`
            // and other calls of UIKit's views take the view unlabelled.
            // Every call of the module passes here: the callee is read from its tokens, never printed whole.
            let calledName = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            let isInitializer = node.calledExpression.firstToken(viewMode: .sourceAccurate)?.text.first?.isUppercase == true || calledName == "init"
            let labels = node.arguments.compactMap { $0.label?.text }
            let classRegistration = ["forCellWithReuseIdentifier", "forSupplementaryViewOfKind", "withReuseIdentifier"].contains { labels.contains($0) }
                && ["register", "dequeueReusableCell", "dequeueReusableSupplementaryView"].contains(calledName ?? "")
            if classRegistration {
                // `collectionView.register(Cell.self, forCellWithReuseIdentifier:)`: cells of a class, not a registration.
                handOffs.append(node)
                if let kind = node.arguments.first(where: { $0.label?.text == "forSupplementaryViewOfKind" })?.expression,
                    let viewClass = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                    viewClass.declName.baseName.text == "self", let className = viewClass.base?.trimmedDescription
                {
                    supplementaryClasses.append(SupplementaryClass(className: className, elementKind: kind.trimmedDescription, call: node))
                }
            } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text != "UICollectionView",
                node.arguments.contains(where: { argument in
                    (argument.label != nil || isInitializer)
                        && RegistrationIndex.registrationName(argument.expression).map(CollectionViewName.matches) == true
                })
            {
                handOffs.append(node)
            }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                ["dequeueConfiguredReusableCell", "dequeueConfiguredReusableSupplementary"].contains(member.declName.baseName.text),
                let using = node.arguments.first(where: { $0.label?.text == "using" }), let name = RegistrationIndex.registrationName(using.expression)
            {
                let isCell = member.declName.baseName.text == "dequeueConfiguredReusableCell"
                dequeues.append((Syntax(node), Dequeue(registrationName: name, firstItemOnly: isCell ? RegistrationIndex.firstItemOnly(node) : nil, call: node, isCell: isCell)))
            }
            return .visitChildren
        }

        /// The handler closure: the trailing closure, or the `handler:` argument.
        private static func handler(of call: FunctionCallExprSyntax) -> Registration.Handler? {
            if let closure = call.trailingClosure { return .closure(closure) }
            guard let argument = call.arguments.first(where: { $0.label?.text == "handler" })?.expression else { return nil }
            if let closure = argument.as(ClosureExprSyntax.self) { return .closure(closure) }
            return argument.ownName.map { .method(name: $0, node: argument) }
        }

        /// True inside a static (or class) member of a type: its handler's `self` is the type.
        private static func isInStaticCode(_ node: Syntax) -> Bool {
            var current = node.parent
            while let ancestor = current {
                if ancestor.parent?.is(MemberBlockItemSyntax.self) == true {
                    let modifiers = ancestor.as(FunctionDeclSyntax.self)?.modifiers ?? ancestor.as(VariableDeclSyntax.self)?.modifiers
                    return modifiers?.marksStaticMember ?? false
                }
                current = ancestor.parent
            }
            return false
        }
    }
}
