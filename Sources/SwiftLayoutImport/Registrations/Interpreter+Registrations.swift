import LayoutModel
import SwiftSyntax

/// What a list's cells, headers and footers show, read from the registrations of the code a layout belongs with
/// (SwiftImport.md, Lists): which registration is whose, and what its handler puts in its view.
///
/// - The cells' registration is the cell registration the data source dequeues items with, or the only one.
/// - With `headerMode = .firstItemInSection`, item 0's registration is the header's: one dequeued under
///   `if indexPath.item == 0` (see `RegistrationIndex`), else, among several candidates, one whose name says
///   "header", else the cells' own.
/// - Supplementary headers and footers are the supplementary registrations of kind
///   `UICollectionView.elementKindSectionHeader` and `…Footer`.
/// - Where several registrations fit a role, those of `UICollectionViewListCell` come first (a grid section's cells
///   in the same data source are of another class); if that leaves several, a note says so and the first in the
///   file is read.
extension Interpreter {
    private struct Roles {
        var cell: RegistrationIndex.Registration?
        /// The other registrations that could show the cells: read too, they must show what `cell` shows.
        var otherCells: [RegistrationIndex.Registration] = []
        var firstItem: RegistrationIndex.Registration?
        var header: RegistrationIndex.Registration?
        var footer: RegistrationIndex.Registration?
    }

    /// The spec with its list configurations' `cell`, `header` and `footer` filled in from the registrations.
    func withRegistrationContent(_ spec: LayoutSpec, of declaration: LayoutDeclaration) throws -> LayoutSpec {
        guard let layout = spec.compositional, !layout.allLists.isEmpty else { return spec }
        let group = registrations.group(for: declaration)
        guard !group.registrations.isEmpty || group.dequeues.contains(where: \.isCell) else {
            guard let handOff = group.collectionViewHandOff else { return spec }
            return try withCellsMadeElsewhere(spec, layout, handOff: handOff, supplementaryClasses: group.supplementaryClasses)
        }
        let roles = try self.roles(in: group, lists: layout.allLists)
        var read: [SyntaxIdentifier: ListViewContent] = [:]
        func content(_ registration: RegistrationIndex.Registration?, as role: String) throws -> ListViewContent? {
            guard let registration else { return nil }
            if let known = read[registration.call.id] { return known }
            let content = try self.content(of: registration, as: role)
            read[registration.call.id] = content
            return content
        }
        func filled(_ list: ListConfiguration) throws -> ListConfiguration {
            var list = list
            list.cell = try content(roles.cell, as: "cell") ?? list.cell
            for other in roles.otherCells where try content(other, as: "cell") != list.cell {
                // The note of `chosen` said the first is read; that is a guess only where the others agree with it.
                let lines = ([roles.cell] + roles.otherCells).compactMap { $0.map { String(map.position(of: $0.call).line) } }.joined(separator: ", ")
                throw stop(
                    other.call,
                    "\(roles.otherCells.count + 1) registrations (lines \(lines)) could show the list's cells, the code does not say which, and they show different content: a list's cells share one description in the catalog",
                    hint: "dequeue the list's cells with one registration, or describe the list in a spec"
                )
            }
            switch list.headerMode {
            case .firstItemInSection: list.header = try content(roles.firstItem ?? roles.cell, as: "header") ?? list.header
            case .supplementary: list.header = try content(roles.header, as: "header") ?? list.header
            case .none: break
            }
            if list.hasFooter { list.footer = try content(roles.footer, as: "footer") ?? list.footer }
            return list
        }
        return try Self.spec(spec, layout, mappingLists: filled)
    }

    /// A list whose type makes no registration but hands its collection view to other code (a view model that builds
    /// the data source, a data source with a cell provider that dequeues the app's own cells) or registers cells by
    /// class (`register(Cell.self, forCellWithReuseIdentifier:)`): what the cells show is
    /// not the default text cell the spec assumes. Cells take the list's estimated row height (L3), as the app's
    /// own cells do, with a note; headers and footers, whose heights nothing estimates, are a fault, unless they are
    /// registered by a class whose height `--assume CLASS.height=NUMBER` gives.
    private func withCellsMadeElsewhere(
        _ spec: LayoutSpec, _ layout: CompositionalLayout, handOff: FunctionCallExprSyntax, supplementaryClasses: [RegistrationIndex.SupplementaryClass]
    ) throws -> LayoutSpec {
        let call = SourceMap.quote(handOff)
        func boundaryView(header: Bool) throws -> ListViewContent {
            let role = header ? "header" : "footer"
            let registered = supplementaryClasses.filter { $0.isKind(header: header) }
            guard registered.count == 1, let view = registered.first else {
                throw stop(
                    handOff,
                    "the list's headers or footers come from code the importer does not read: this type makes no registration, and its views come from `\(call)`",
                    hint: "make the registrations in the code of the type that builds the list, or describe the list in a spec"
                )
            }
            let name = "\(view.className).height"
            guard let height = numericAssumption(for: name) else {
                throw stop(
                    view.call,
                    "the list's \(role)s are \(view.className), registered by class: their height comes from its own Auto Layout, which the importer cannot know, and nothing estimates it as the row estimate stands for a cell's",
                    hint: "give their height with --assume \(name)=NUMBER, or describe the list in a spec"
                )
            }
            note(view.call, "the list's \(role)s are \(view.className), \(height.formatted) points tall as --assume \(name) says")
            return .fittedHeight(.number(height))
        }
        let lists = layout.allLists
        let header = lists.contains { $0.headerMode == .supplementary } ? try boundaryView(header: true) : nil
        let footer = lists.contains { $0.hasFooter } ? try boundaryView(header: false) : nil
        note(
            handOff,
            "this type makes no registration, and its cells come from `\(call)`, which the importer does not read: the spec gives them the list's estimated row height, 44 (ListRules.md L3)"
        )
        let estimated = ListViewContent.fittedHeight(.number(Self.estimatedRowHeight))
        func filled(_ list: ListConfiguration) -> ListConfiguration {
            var list = list
            list.cell = estimated
            switch list.headerMode {
            case .firstItemInSection: list.header = estimated
            case .supplementary: list.header = header ?? list.header
            case .none: break
            }
            if list.hasFooter { list.footer = footer ?? list.footer }
            return list
        }
        return Self.spec(spec, layout, mappingLists: filled)
    }

    /// `spec` with `layout`'s list sections, in every adaptive case too, changed by `transform`.
    private static func spec<Failure: Error>(
        _ spec: LayoutSpec, _ layout: CompositionalLayout, mappingLists transform: (ListConfiguration) throws(Failure) -> ListConfiguration
    ) throws(Failure) -> LayoutSpec {
        var layout = layout
        var sections: [SectionDefinition] = []
        for definition in layout.sections {
            switch definition {
            case .fixed: sections.append(definition)
            case .list(let list): sections.append(.list(try transform(list)))
            case .adaptive(let cases):
                var mapped: [AdaptiveCase] = []
                for adaptive in cases {
                    guard case .list(let list) = adaptive.section else { mapped.append(adaptive); continue }
                    mapped.append(AdaptiveCase(condition: adaptive.condition, section: .list(try transform(list))))
                }
                sections.append(.adaptive(mapped))
            }
        }
        layout.sections = sections
        var result = spec
        result.definition = .compositional(layout)
        return result
    }

    // MARK: - Roles

    private func roles(in group: RegistrationIndex.Group, lists: [ListConfiguration]) throws -> Roles {
        let cells = group.registrations.filter { $0.kind == .cell }
        var firstItemOnly: [RegistrationIndex.Registration] = []
        var rows: [RegistrationIndex.Registration] = []
        for dequeue in group.dequeues {
            if dequeue.isCell, group.registration(named: dequeue.registrationName) == nil {
                // `let basicCellRegistration = BasicCell.makeRegistration()`: another type's factory, whose cells the
                // list cannot be given the default content of.
                throw stop(
                    dequeue.call,
                    "the data source dequeues cells with `\(dequeue.registrationName)`, which is not a registration the importer finds in this type's code (one another type's factory makes, or one held elsewhere): what those cells show is unknown",
                    hint: "make the registration in the code of the type that builds the list, or describe the list in a spec"
                )
            }
            guard let registration = group.registration(named: dequeue.registrationName), registration.kind == .cell else { continue }
            if dequeue.firstItemOnly == true {
                firstItemOnly.appendOnce(registration)
            } else {
                rows.appendOnce(registration)
            }
        }
        if rows.isEmpty { rows = cells.filter { candidate in !firstItemOnly.contains { $0.call.id == candidate.call.id } } }
        let usesFirstItem = lists.contains { $0.headerMode == .firstItemInSection }
        if usesFirstItem, firstItemOnly.isEmpty, rows.count > 1,
            let named = rows.first(where: { $0.name?.lowercased().contains("header") == true })
        {
            // Two cell registrations and no dequeue that tells them apart: the one named for headers serves item 0.
            firstItemOnly = [named]
            rows.removeAll { $0.call.id == named.call.id }
        }
        var roles = Roles()
        roles.cell = chosen(rows, for: "the list's cells")
        let listRows = rows.filter { $0.viewType == "UICollectionViewListCell" }
        roles.otherCells = Array((listRows.isEmpty ? rows : listRows).dropFirst())
        if usesFirstItem { roles.firstItem = chosen(firstItemOnly, for: "item 0, the header of each section (headerMode .firstItemInSection)") }
        var headers: [RegistrationIndex.Registration] = []
        var footers: [RegistrationIndex.Registration] = []
        for registration in group.registrations where registration.kind == .supplementary {
            switch try elementKind(of: registration) {
            case SectionElementKind.sectionHeader?: headers.append(registration)
            case SectionElementKind.sectionFooter?: footers.append(registration)
            default: continue
            }
        }
        if lists.contains(where: { $0.headerMode == .supplementary }) {
            roles.header = chosen(headers, for: "the section headers (UICollectionView.elementKindSectionHeader)")
        }
        if lists.contains(where: \.hasFooter) { roles.footer = chosen(footers, for: "the section footers (UICollectionView.elementKindSectionFooter)") }
        return roles
    }

    /// The first candidate (of a list cell, where some are), with a note when that leaves several.
    private func chosen(_ candidates: [RegistrationIndex.Registration], for role: String) -> RegistrationIndex.Registration? {
        let listCells = candidates.filter { $0.viewType == "UICollectionViewListCell" }
        let candidates = listCells.isEmpty ? candidates : listCells
        guard let first = candidates.first else { return nil }
        if candidates.count > 1 {
            let lines = candidates.map { String(map.position(of: $0.call).line) }.joined(separator: ", ")
            note(first.call, "\(candidates.count) registrations (lines \(lines)) could show \(role), and the code does not say which; the importer reads this one, the first")
        }
        return first
    }

    /// The kind a supplementary registration's `elementKind:` names; nil when it is not known.
    private func elementKind(of registration: RegistrationIndex.Registration) throws -> String? {
        guard let expression = registration.elementKind else { return nil }
        let value = try evaluate(expression, Scope(parent: fileScope), handlerContext(of: registration))
        if case .string(let kind) = value { return kind }
        return nil
    }

    private func handlerContext(of registration: RegistrationIndex.Registration) -> EvaluationContext {
        guard let typeName = registration.typeName else { return .fileLevel }
        return EvaluationContext(selfValue: registration.isStatic ? .type(typeName) : .instance(typeName: typeName), typeName: typeName)
    }

    // MARK: - Content

    /// What a registration's handler puts in its view, the same for every record: the handler runs once per way
    /// its conditions on the data can go (`RegistrationBranches`), and all runs must agree. A view given no
    /// `UIListContentConfiguration` is a custom view: its height comes from `--assume NAME.height=NUMBER`, NAME the
    /// registration's variable, or the import stops at the registration.
    private func content(of registration: RegistrationIndex.Registration, as role: String) throws -> ListViewContent {
        let (handler, labels) = try handlerCallable(of: registration)
        var branches = RegistrationBranches()
        var outcomes: [(content: ListViewContent?, view: RegistrationView)] = []
        var crash: EvaluationStop?
        defer { registrationBranches = nil }
        repeat {
            guard branches.pathCount < RegistrationBranches.maximumPaths else {
                throw stop(
                    registration.call, "this registration's handler tests the data in more than \(RegistrationBranches.maximumPaths) combinations",
                    hint: "a list's cells share one description in the catalog: give every item the same content configuration, or describe the list in a spec"
                )
            }
            branches.beginPath()
            registrationBranches = branches
            let view = Reference(RegistrationView())
            do {
                let arguments = zip(handlerArguments(registration, view), labels).map { argument, label in
                    Argument(label: label, value: argument.value, node: argument.node, role: argument.role)
                }
                _ = try invoke(handler, arguments, at: registration.call)
                outcomes.append((Self.listContent(of: view.value), view.value))
            } catch let halt as EvaluationStop {
                // A run that would crash the app is one the app never makes for a record it shows.
                guard case .crash = halt else { throw halt }
                crash = halt
            }
            branches = registrationBranches!
            registrationBranches = nil
        } while branches.advance()
        guard let first = outcomes.first else { throw crash ?? stop(registration.call, "this registration's handler never gives its view a content") }
        if outcomes.contains(where: { $0.content != first.content }) {
            let condition = branches.firstCondition.map { " (`\(branches.firstConditionCode ?? "")` at line \($0.line))" } ?? ""
            throw stop(
                registration.call,
                "what this registration shows depends on values that differ from record to record or are known only when the app runs\(condition): a list's \(role)s share one description in the catalog",
                hint: "give every item the same content configuration, or describe the list in a spec"
            )
        }
        if let content = first.content { return content }
        return try customContent(of: registration, view: first.view, as: role)
    }

    /// What runs as the registration's handler, with the labels its arguments take: the closure, or the method of the
    /// registration's type it names (`handler: cellRegistration`, a `(cell, indexPath, item)` method), run with `self`
    /// the same as a closure's.
    private func handlerCallable(of registration: RegistrationIndex.Registration) throws -> (Callable, [String?]) {
        switch registration.handler {
        case .closure(let closure):
            return (Callable(closure: closure, scope: Scope(parent: fileScope), context: handlerContext(of: registration)), [nil, nil, nil])
        case .method(let name, let node):
            guard let function = index.function(named: name, in: registration.typeName, near: registration.call),
                function.decl.signature.parameterClause.parameters.count == 3
            else {
                throw stop(node, "`\(name)`, the registration's handler, is no method of \(registration.typeName ?? "the type") taking a view, an index path and an item or kind")
            }
            let labels = function.decl.signature.parameterClause.parameters.argumentLabels
            return (Callable(function: function.decl, context: handlerContext(of: registration), fileScope: fileScope), labels)
        }
    }

    /// The handler's arguments: the view, then the index path and the item for a cell (the item is the record the
    /// row shows), the element kind and the index path for a supplementary view.
    private func handlerArguments(_ registration: RegistrationIndex.Registration, _ view: Reference<RegistrationView>) -> [Argument] {
        let node = registration.handler.node
        var indexPath = Unevaluable(expression: "indexPath", position: map.position(of: node), reason: "it is the index path of a row", isAssumable: false)
        indexPath.reading = .indexPath
        let viewArgument = Argument(label: nil, value: .registrationView(view), node: node)
        switch registration.kind {
        case .cell:
            var item = Unevaluable(expression: "item", position: map.position(of: node), reason: "it is a record of the data source", isAssumable: false)
            item.reading = .record(itemType: registration.itemType)
            return [viewArgument, Argument(label: nil, value: .unevaluable(indexPath), node: node), Argument(label: nil, value: .unevaluable(item), node: node)]
        case .supplementary:
            let kind = (try? elementKind(of: registration)).flatMap { $0 }.map(SwiftValue.string)
                ?? .unevaluable(Unevaluable(expression: "elementKind", position: map.position(of: node), reason: "it is the view's kind", isAssumable: false))
            return [viewArgument, Argument(label: nil, value: kind, node: node), Argument(label: nil, value: .unevaluable(indexPath), node: node)]
        }
    }

    private static func listContent(of view: RegistrationView) -> ListViewContent? {
        guard case .listContent(let content)? = view.content else { return nil }
        return .configuration(content.description)
    }

    /// A list's estimated row height (ListRules.md L3), which a custom cell whose height the importer cannot know takes.
    static let estimatedRowHeight = 44.0

    /// A custom view: the height `--assume NAME.height=NUMBER` (or `CLASS.height`) gives it; a cell without one takes
    /// the list's estimated row height (L3), with a note naming its class; a header or footer without one is a fault
    /// at the registration.
    private func customContent(of registration: RegistrationIndex.Registration, view: RegistrationView, as role: String) throws -> ListViewContent {
        let assumeName = registration.name.map { "\($0).height" }
        let classAssumeName = registration.viewType.map { "\($0).height" }
        for name in [assumeName, classAssumeName].compactMap({ $0 }) {
            if let height = numericAssumption(for: name) {
                note(registration.call, "this registration's \(role) is a custom view, \(height.formatted) points tall as --assume \(name) says")
                return .fittedHeight(.number(height))
            }
        }
        if role == "cell" {
            let cellClass = registration.viewType ?? "the app's own cell"
            note(
                registration.call,
                "this registration's cells are \(cellClass), whose height comes from its own Auto Layout, which the importer cannot know: the spec gives them the list's estimated row height, 44 (ListRules.md L3); give their height with --assume \(classAssumeName ?? assumeName ?? "CLASS.height")=NUMBER"
            )
            return .fittedHeight(.number(Self.estimatedRowHeight))
        }
        let why: String
        if let node = view.contentNode {
            why = "`\(SourceMap.quote(node.parent ?? node))` at line \(map.position(of: node).line) gives it a content configuration of the app's own"
        } else if let node = view.customCode {
            let statement = Self.statement(around: node)
            why = "`\(SourceMap.quote(statement))` at line \(map.position(of: statement).line) configures it in the app's own code"
        } else {
            why = "its handler sets no contentConfiguration"
        }
        throw stop(
            registration.call,
            "this registration's view shows no UIListContentConfiguration (\(why)): a custom view's height comes from its own Auto Layout, which the importer cannot know",
            hint: (assumeName.map { "give its height with --assume \($0)=NUMBER, or " } ?? "") + "describe the list in a spec with \"\(role)\": {\"height\": N}"
        )
    }
}

extension Interpreter {
    /// The statement a node is part of, for quoting.
    fileprivate static func statement(around node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) { current = parent }
        return current
    }
}

extension Array where Element == RegistrationIndex.Registration {
    fileprivate mutating func appendOnce(_ registration: Element) {
        if !contains(where: { $0.call.id == registration.call.id }) { append(registration) }
    }
}

extension Double {
    /// A number as messages write it: `44`, `40.5`.
    fileprivate var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
