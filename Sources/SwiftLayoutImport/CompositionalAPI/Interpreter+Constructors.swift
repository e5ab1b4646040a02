import LayoutModel
import SwiftSyntax

/// UIKit's initializers, factories and enumeration cases, each producing the `LayoutModel` value it stands for.
extension Interpreter {
    /// `Type(label: ...)`: each family of initializers in turn (layout objects, geometry, layouts and their
    /// configuration, numbers, flow values), else a message listing the initializers the importer reads.
    func construct(_ typeName: String, _ arguments: [Argument], at node: Syntax) throws -> SwiftValue {
        if let unsupported = CompositionalAPI.unsupportedTypes[typeName] {
            throw stop(node, unsupported.reason, hint: unsupported.hint)
        }
        let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
        let a = Self.naming(arguments, in: "\(typeName)(\(labels))")
        if let value = try constructLayoutObject(typeName, labels, a, at: node) { return value }
        if let value = try constructGeometry(typeName, labels, a) { return value }
        if let value = try constructLayout(typeName, labels, a, at: node) { return value }
        if let value = try constructNumber(typeName, labels, a, at: node) { return value }
        if let value = try constructList(typeName, labels, a) { return value }
        if let value = try constructFlowValue(typeName, labels: labels, a, at: node) { return value }
        if let initializer = index.initializers(of: typeName).first(where: { DeclarationIndex.accepts($0.signature.parameterClause.parameters, labels: arguments.map(\.label)) }) {
            return try runExtensionInitializer(initializer, of: typeName, arguments, at: node)
        }
        if typeName == "UIScrollView" {
            // A plain scroll view the layout code makes to hold the collection view: no layout reads its settings.
            return .unevaluable(
                Unevaluable(expression: SourceMap.quote(node), position: map.position(of: node), reason: "a scroll view the code makes is no layout's", isAssumable: false)
            )
        }
        let known = CompositionalAPI.initializers[typeName].map { " (the importer reads \(typeName)\($0.joined(separator: ", ")))" } ?? ""
        throw stop(node, "`\(typeName)(\(labels))` is not an initializer the importer reads\(known)")
    }

    /// An initializer the files add to one of UIKit's value types: its body runs with its parameters, and the value
    /// is what the `self.init(…)` it delegates to makes (UIKit's own initializer, read as above).
    private func runExtensionInitializer(_ initializer: InitializerDeclSyntax, of typeName: String, _ arguments: [Argument], at node: Syntax) throws -> SwiftValue {
        let callable = Callable(initializer: initializer, typeName: typeName, context: EvaluationContext(selfValue: nil, typeName: typeName), fileScope: fileScope)
        extensionInitializations.append((typeName, nil))
        defer { extensionInitializations.removeLast() }
        _ = try invoke(callable, arguments, at: node)
        guard let value = extensionInitializations.last?.value else {
            throw stop(initializer.initKeyword, "\(callable.name) makes its value without `self.init(…)`, which the importer does not follow")
        }
        return value
    }

    /// Sizes, items, sections and the supplementary items; nil for other initializers.
    private func constructLayoutObject(_ typeName: String, _ labels: String, _ a: [Argument], at node: Syntax) throws -> SwiftValue? {
        switch (typeName, labels) {
        case ("NSCollectionLayoutSize", "widthDimension:heightDimension:"):
            return .size(LayoutSize(width: try dimension(a[0]), height: try dimension(a[1])))
        case ("NSCollectionLayoutItem", "layoutSize:"):
            return .item(Reference(LayoutItem(size: try size(a[0]))))
        case ("NSCollectionLayoutItem", "layoutSize:supplementaryItems:"):
            return .item(Reference(LayoutItem(size: try size(a[0]), supplementaryItems: try supplementaryItems(a[1]))))
        case ("NSCollectionLayoutSection", "group:"):
            guard let group = try group(a[0]) else { return .unevaluable(placeholder(node)) }
            return .section(Reference(LayoutSection(group: group)))
        case ("NSCollectionLayoutBoundarySupplementaryItem", "layoutSize:elementKind:alignment:"),
            ("NSCollectionLayoutBoundarySupplementaryItem", "layoutSize:elementKind:alignment:absoluteOffset:"):
            let item = BoundarySupplementaryItem(
                elementKind: try elementKind(a[1]), size: try size(a[0]), alignment: try alignment(a[2]), offset: a.count > 3 ? try point(a[3]) : .zero
            )
            return .boundaryItem(Reference(item))
        case ("NSCollectionLayoutSupplementaryItem", "layoutSize:elementKind:containerAnchor:"),
            ("NSCollectionLayoutSupplementaryItem", "layoutSize:elementKind:containerAnchor:itemAnchor:"):
            let item = SupplementaryItem(
                elementKind: try elementKind(a[1]), size: try size(a[0]), containerAnchor: try anchor(a[2]),
                itemAnchor: a.count > 3 ? try anchor(a[3]) : nil
            )
            return .supplementaryItem(Reference(item))
        default:
            return nil
        }
    }

    /// Anchors, edge spacings, insets and points; nil for other initializers.
    private func constructGeometry(_ typeName: String, _ labels: String, _ a: [Argument]) throws -> SwiftValue? {
        switch (typeName, labels) {
        case ("NSCollectionLayoutAnchor", "edges:"):
            return .anchor(LayoutAnchor(edges: try edges(a[0])))
        case ("NSCollectionLayoutAnchor", "edges:absoluteOffset:"):
            return .anchor(LayoutAnchor(edges: try edges(a[0]), offset: .absolute(try point(a[1]))))
        case ("NSCollectionLayoutAnchor", "edges:fractionalOffset:"):
            return .anchor(LayoutAnchor(edges: try edges(a[0]), offset: .fractional(try point(a[1]))))
        case ("NSCollectionLayoutEdgeSpacing", "leading:top:trailing:bottom:"):
            return .edgeSpacing(
                EdgeSpacing(
                    leading: try optionalSpacing(a[0]), top: try optionalSpacing(a[1]), trailing: try optionalSpacing(a[2]),
                    bottom: try optionalSpacing(a[3])
                )
            )
        case ("NSDirectionalEdgeInsets", "top:leading:bottom:trailing:"):
            let computed = a.map(computedLength)
            if computed.contains(where: { $0 != nil }) {
                // An edge from the container (`max(0, (width - 600) / 2)`): every edge as an expression.
                var edges: [FlowExpression] = []
                for (argument, expression) in zip(a, computed) { edges.append(try expression ?? .number(try number(argument))) }
                return .computedInsets(ComputedInsets(top: edges[0], leading: edges[1], bottom: edges[2], trailing: edges[3]))
            }
            return .insets(EdgeInsets(top: try number(a[0]), leading: try number(a[1]), bottom: try number(a[2]), trailing: try number(a[3])))
        case ("NSDirectionalEdgeInsets", ""):
            return .insets(.zero)
        case ("CGPoint", "x:y:"):
            return .point(Point(x: try number(a[0]), y: try number(a[1])))
        case ("CGPoint", ""):
            return .point(.zero)
        default:
            return nil
        }
    }

    /// The compositional layout (one section for all, or a section provider) and its configuration; nil for
    /// other initializers.
    private func constructLayout(_ typeName: String, _ labels: String, _ a: [Argument], at node: Syntax) throws -> SwiftValue? {
        switch (typeName, labels) {
        case ("UICollectionViewCompositionalLayoutConfiguration", ""):
            return .configuration(Reference(LayoutConfiguration()))
        case ("UICollectionViewCompositionalLayout", "section:"), ("UICollectionViewCompositionalLayout", "section:configuration:"):
            guard let section = try sectionDefinition(from: a[0].value, at: a[0].node) else {
                mismatch(a[0], a[0].value, expected: "an NSCollectionLayoutSection")
                return .unevaluable(placeholder(node))
            }
            let configuration = a.count > 1 ? try self.configuration(a[1]) : LayoutConfiguration()
            return newLayout(CompositionalLayoutValue(sections: .single(section), configuration: configuration))
        case ("UICollectionViewCompositionalLayout", "sectionProvider:"), ("UICollectionViewCompositionalLayout", "_:"),
            ("UICollectionViewCompositionalLayout", "sectionProvider:configuration:"):
            guard case .function = a[0].value else {
                mismatch(a[0], a[0].value, expected: "a section provider closure")
                return .unevaluable(placeholder(node))
            }
            let configuration = a.count > 1 ? try self.configuration(a[1]) : LayoutConfiguration()
            return newLayout(CompositionalLayoutValue(sections: .provider(a[0].value, node: a[0].node), configuration: configuration))
        default:
            return nil
        }
    }

    /// `CGFloat(x)`, `Double(x)`, `Int(x)`, and the literal forms `CGFloat(integerLiteral:)` and
    /// `CGFloat(floatLiteral:)`; nil for other initializers.
    private func constructNumber(_ typeName: String, _ labels: String, _ a: [Argument], at node: Syntax) throws -> SwiftValue? {
        guard CompositionalAPI.numericTypes.contains(typeName) else { return nil }
        // `CGFloat()`: a number type's empty initializer is zero.
        if labels.isEmpty { return .number(NumberValue.integer(0).converted(toType: typeName)!) }
        guard ["_:", "integerLiteral:", "floatLiteral:"].contains(labels) else { return nil }
        return try numericConversion(typeName, a[0], at: node)
    }

    /// Unlabeled arguments named by their call in messages: "`.absolute(_:)` expects a number".
    private static func naming(_ arguments: [Argument], in call: String) -> [Argument] {
        arguments.map { argument in
            guard argument.label == nil else { return argument }
            var named = argument
            named.role = "`\(call)`"
            return named
        }
    }

    func newLayout(_ layout: CompositionalLayoutValue) -> SwiftValue {
        let reference = Reference(layout)
        layoutsCreated.append(reference)
        return .layout(reference)
    }

    /// Stands in for an object whose construction already recorded a fault, so evaluation can go on.
    private func placeholder(_ node: Syntax) -> Unevaluable {
        Unevaluable(expression: SourceMap.quote(node), position: map.position(of: node), reason: "its arguments have faults", isAssumable: false)
    }

    /// `CGFloat(x)`, `Double(x)`, `Int(x)`.
    private func numericConversion(_ typeName: String, _ argument: Argument, at node: Syntax) throws -> SwiftValue {
        switch argument.value {
        case .number(let number):
            // Int(x) traps where x is not finite or past Int's range; the importer reports that crash at the call.
            if typeName.hasPrefix("Int") || typeName == "UInt" { _ = try int(number, at: node) }
            return .number(number.converted(toType: typeName)!)
        case .symbolic(let length) where typeName != "Int":
            return .symbolic(length)
        case .flowValue(var symbol) where typeName != "Int":
            symbol.isInteger = false
            return .flowValue(symbol)
        case .flowValue(let symbol):
            return .flowValue(symbol.truncatedToInteger)
        case .symbolic(let length):
            return .flowValue(length.symbol.truncatedToInteger)
        case .unevaluable:
            return argument.value
        default:
            throw stop(argument.node, "`\(typeName)(...)` of \(argument.value.kindDescription) is not evaluated")
        }
    }

    /// `Type.member` (arguments nil) and `Type.member(...)` of a UIKit type, also reached through `.member`
    /// where the type comes from the context.
    func uikitStaticMember(_ typeName: String, _ name: String, arguments: [Argument]?, at node: Syntax) throws -> SwiftValue {
        if let unsupported = CompositionalAPI.unsupportedTypes[typeName] { throw stop(node, unsupported.reason, hint: unsupported.hint) }
        if name == "init", let arguments { return try construct(typeName, arguments, at: node) }
        if CompositionalAPI.numericTypes.contains(typeName), arguments == nil {
            return try numericStaticMember(typeName, name, written: "\(typeName).\(name)", at: node)
        }
        if let value = flowStaticMember(typeName, name, arguments: arguments) { return value }
        let labels = arguments.map { $0.map { ($0.label ?? "_") + ":" }.joined() }
        let arguments = arguments.map { Self.naming($0, in: ".\(name)(\(labels ?? ""))") }
        if let value = try listStaticMember(typeName, name, labels: labels, arguments, at: node) { return value }
        switch (typeName, name, labels) {
        case ("NSCollectionLayoutDimension", "fractionalWidth", "_:"):
            if let computed = computedDimension(.fractionalWidth, arguments![0]) { return .dimension(computed) }
            return .dimension(.fractionalWidth(try number(arguments![0])))
        case ("NSCollectionLayoutDimension", "fractionalHeight", "_:"):
            if let computed = computedDimension(.fractionalHeight, arguments![0]) { return .dimension(computed) }
            return .dimension(.fractionalHeight(try number(arguments![0])))
        case ("NSCollectionLayoutDimension", "absolute", "_:"):
            if let computed = computedDimension(.absolute, arguments![0]) { return .dimension(computed) }
            return .dimension(.absolute(try number(arguments![0])))
        case ("NSCollectionLayoutDimension", "estimated", "_:"):
            if let computed = computedDimension(.estimated, arguments![0]) { return .dimension(computed) }
            return .dimension(.estimated(try number(arguments![0])))
        case ("NSCollectionLayoutDimension", "uniformAcrossSiblings", "estimate:"):
            return .dimension(.uniformAcrossSiblings(try number(arguments![0])))
        case ("NSCollectionLayoutSpacing", "fixed", "_:"):
            if let computed = computedLength(arguments![0]) { return .computedSpacing(.fixed(0), computed) }
            return .spacing(.fixed(try number(arguments![0])))
        case ("NSCollectionLayoutSpacing", "flexible", "_:"):
            if let computed = computedLength(arguments![0]) { return .computedSpacing(.flexible(0), computed) }
            return .spacing(.flexible(try number(arguments![0])))
        case ("NSCollectionLayoutGroup", "horizontal", _), ("NSCollectionLayoutGroup", "vertical", _):
            return try makeGroup(name == "horizontal" ? .horizontal : .vertical, arguments ?? [], labels: labels ?? "", at: node)
        case ("NSCollectionLayoutGroup", "custom", _):
            let reason = CompositionalAPI.unsupportedTypes["NSCollectionLayoutGroupCustomItem"]!
            throw stop(node, reason.reason, hint: reason.hint)
        case ("NSCollectionLayoutDecorationItem", "background", "elementKind:"):
            return .decorationItem(Reference(DecorationItem(elementKind: try elementKind(arguments![0]))))
        case ("NSDirectionalEdgeInsets", "zero", nil):
            return .insets(.zero)
        case ("CGPoint", "zero", nil):
            return .point(.zero)
        case ("NSRectAlignment", _, nil):
            if let alignment = RectAlignment(rawValue: name) { return .alignment(alignment) }
        case ("NSDirectionalRectEdge", "all", nil):
            return .edges(Set(DirectionalEdge.allCases))
        case ("NSDirectionalRectEdge", _, nil):
            if let edge = DirectionalEdge(rawValue: name) { return .edges([edge]) }
        case ("UICollectionLayoutSectionOrthogonalScrollingBehavior", _, nil):
            if let behavior = OrthogonalScrollingBehavior(rawValue: name) { return .orthogonalBehavior(behavior) }
        case ("UICollectionView.ScrollDirection", _, nil):
            if let direction = ScrollDirection(rawValue: name) { return .scrollDirection(direction) }
        case ("UIContentInsetsReference", _, nil):
            if let reference = ContentInsetsReference(rawValue: name) { return .insetsReference(reference) }
        case ("UICollectionView", "ScrollDirection", nil):
            return .type("UICollectionView.ScrollDirection")
        case ("UICollectionView", _, nil):
            if let kind = CompositionalAPI.collectionViewConstants[name] { return .string(kind) }
        case ("UICollectionView", ListAPI.cellRegistration, _), ("UICollectionView", ListAPI.supplementaryRegistration, _):
            // `UICollectionView.CellRegistration { cell, _, item in … }`, its types inferred: a registration, read from
            // the code where the list needs it (`RegistrationIndex`), as one written with its types is.
            let reason = "a registration is read from its code where a list needs it, not as a value"
            return .unevaluable(Unevaluable(expression: SourceMap.quote(node), position: map.position(of: node), reason: reason, isAssumable: false))
        default:
            break
        }
        let spelled = arguments == nil ? "\(typeName).\(name)" : "\(typeName).\(name)(\(labels ?? ""))"
        let known = CompositionalAPI.initializers[typeName].map { " (the importer reads \($0.joined(separator: ", ")))" } ?? ""
        throw stop(node, "`\(spelled)` is not part of the layout API the importer reads\(known)")
    }

    /// The count `Array(repeating:count:)` computed from the container for the one element of this `subitems:` array.
    private func repeatedCount(_ argument: Argument) -> FlowExpression? {
        guard case .array(let values) = argument.value, values.count == 1 else { return nil }
        switch values[0] {
        case .item(let item): return repeatedSubitemCounts[ObjectIdentifier(item)]
        case .group(let group): return repeatedSubitemCounts[ObjectIdentifier(group)]
        default: return nil
        }
    }

    /// `NSCollectionLayoutGroup.horizontal(...)` and `.vertical(...)` in their three forms.
    private func makeGroup(_ kind: GroupKind, _ a: [Argument], labels: String, at node: Syntax) throws -> SwiftValue {
        let layoutSize = try size(a[0])
        let arrangement: GroupArrangement
        var computedCount: FlowExpression?
        // The `count:` argument: a number, or one computed from the container, which holds 1 until evaluated.
        func count(_ argument: Argument) throws -> Int {
            computedCount = computedLength(argument)
            return computedCount == nil ? try integer(argument, minimum: 1) : 1
        }
        switch labels {
        case "layoutSize:subitems:":
            let subitems = try elements(a[1])
            if subitems.isEmpty, case .array(let values) = a[1].value, values.isEmpty {
                record(a[1].node, "`subitems:` is empty; UIKit raises an exception for a group without subitems")
            }
            if subitems.count == 1, let repeated = repeatedCount(a[1]), (kind == .vertical ? layoutSize.height : layoutSize.width).isEstimated {
                // A group whose length is estimated gives each subitem one slot (R7): the repeated subitem, that many times.
                arrangement = .repeating(subitems[0], count: 1)
                computedCount = repeated
            } else {
                arrangement = .subitems(subitems)
            }
        case "layoutSize:subitem:count:":
            guard let subitem = try element(a[1]) else { return .unevaluable(placeholder(node)) }
            arrangement = .counted(subitem, count: try count(a[2]))
        case "layoutSize:repeatingSubitem:count:":
            guard let subitem = try element(a[1]) else { return .unevaluable(placeholder(node)) }
            arrangement = .repeating(subitem, count: try count(a[2]))
        default:
            throw stop(
                node, "`NSCollectionLayoutGroup.\(kind.rawValue)(\(labels))` is not a group initializer the importer reads",
                hint: "it reads (layoutSize:subitems:), (layoutSize:subitem:count:) and (layoutSize:repeatingSubitem:count:)"
            )
        }
        return .group(Reference(LayoutGroup(kind: kind, size: layoutSize, arrangement: arrangement, computedCount: computedCount)))
    }
}
