import LayoutModel
import SwiftSyntax

/// Properties of the layout objects and values: reading (`section.contentInsets`), setting (`item.contentInsets =
/// ...`, also a field of a value inside an object: `section.contentInsets.leading = 20`), and the methods layout
/// code calls on them.
extension Interpreter {
    func layoutProperty(_ name: String, of base: SwiftValue, at node: MemberAccessExprSyntax) throws -> SwiftValue {
        if let value = Self.read(name, of: base) { return value }
        if case .listInsets(let insets) = base, let edge = ListSectionInsets.edge(named: name) {
            // An edge the code assigned reads back; the list's own differs per device (L7 to L16).
            if let value = insets[keyPath: edge] { return .number(.floatingPoint(value)) }
            return .unevaluable(
                Unevaluable(
                    expression: SourceMap.quote(node), position: map.position(of: node),
                    reason: "it is the inset UIKit derives for a list section from its configuration and the environment (ListRules.md L7 to L16), which differs per device",
                    isAssumable: false
                )
            )
        }
        if let value = try listProperty(name, of: base, at: node) { return value }
        if case .section = base, name == "orthogonalScrollingProperties" {
            // `section.orthogonalScrollingProperties.bounce = .never` (iOS 17): how the section scrolls sideways.
            return .unevaluable(
                Unevaluable(
                    expression: SourceMap.quote(node), position: map.position(of: node),
                    reason: "it is how the section scrolls sideways (deceleration, bounce), which moves no frame", isAssumable: false
                )
            )
        }
        throw stop(node.declName, "\(base.kindDescription) has no property `\(name)` the importer reads")
    }

    private static func read(_ name: String, of base: SwiftValue) -> SwiftValue? {
        switch (base, name) {
        case (.item(let item), "layoutSize"): return .size(item.value.size)
        case (.item(let item), "contentInsets"): return item.value.computedContentInsets.map { .computedInsets($0) } ?? .insets(item.value.contentInsets)
        case (.item(let item), "edgeSpacing"): return .edgeSpacing(item.value.edgeSpacing)
        case (.item(let item), "supplementaryItems"): return .array(item.value.supplementaryItems.map { .supplementaryItem(Reference($0)) })
        case (.group(let group), "layoutSize"): return .size(group.value.size)
        case (.group(let group), "contentInsets"): return group.value.computedContentInsets.map { .computedInsets($0) } ?? .insets(group.value.contentInsets)
        case (.group(let group), "edgeSpacing"): return .edgeSpacing(group.value.edgeSpacing)
        case (.group(let group), "interItemSpacing"):
            return group.value.computedInterItemSpacing.map { .computedSpacing(group.value.interItemSpacing, $0) } ?? .spacing(group.value.interItemSpacing)
        case (.group(let group), "supplementaryItems"): return .array(group.value.supplementaryItems.map { .supplementaryItem(Reference($0)) })
        case (.section(let section), "contentInsets"):
            return section.value.computedContentInsets.map { .computedInsets($0) } ?? .insets(section.value.contentInsets)
        case (.section(let section), "interGroupSpacing"):
            if let computed = section.value.computedInterGroupSpacing { return FlowSymbol.sectionValue(computed) }
            return .number(.floatingPoint(section.value.interGroupSpacing))
        case (.section(let section), "orthogonalScrollingBehavior"): return .orthogonalBehavior(section.value.orthogonalScrollingBehavior)
        case (.section(let section), "boundarySupplementaryItems"):
            return .array(section.value.boundarySupplementaryItems.map { .boundaryItem(Reference($0)) })
        case (.section(let section), "decorationItems"): return .array(section.value.decorationItems.map { .decorationItem(Reference($0)) })
        case (.section(let section), "supplementariesFollowContentInsets"): return .bool(section.value.supplementariesFollowContentInsets)
        case (.section(let section), "contentInsetsReference"): return .insetsReference(section.value.contentInsetsReference ?? .automatic)
        case (.boundaryItem(let item), "pinToVisibleBounds"): return .bool(item.value.pinToVisibleBounds)
        case (.boundaryItem(let item), "extendsBoundary"): return .bool(item.value.extendsBoundary)
        case (.boundaryItem(let item), "zIndex"): return .number(.integer(item.value.zIndex))
        case (.boundaryItem(let item), "contentInsets"): return .insets(item.value.contentInsets)
        case (.boundaryItem(let item), "alignment"): return .alignment(item.value.alignment)
        case (.boundaryItem(let item), "offset"): return .point(item.value.offset)
        case (.boundaryItem(let item), "elementKind"): return .string(item.value.elementKind)
        case (.boundaryItem(let item), "layoutSize"): return .size(item.value.size)
        case (.supplementaryItem(let item), "zIndex"): return .number(.integer(item.value.zIndex))
        case (.supplementaryItem(let item), "elementKind"): return .string(item.value.elementKind)
        case (.supplementaryItem(let item), "layoutSize"): return .size(item.value.size)
        case (.decorationItem(let item), "zIndex"): return .number(.integer(item.value.zIndex))
        case (.decorationItem(let item), "contentInsets"): return .insets(item.value.contentInsets)
        case (.decorationItem(let item), "elementKind"): return .string(item.value.elementKind)
        case (.configuration(let configuration), "scrollDirection"): return .scrollDirection(configuration.value.scrollDirection)
        case (.configuration(let configuration), "interSectionSpacing"): return .number(.floatingPoint(configuration.value.interSectionSpacing))
        case (.configuration(let configuration), "contentInsetsReference"): return .insetsReference(configuration.value.contentInsetsReference)
        case (.configuration(let configuration), "boundarySupplementaryItems"):
            return .array(configuration.value.boundarySupplementaryItems.map { .boundaryItem(Reference($0)) })
        case (.layout(let layout), "configuration"): return .configuration(Reference(layout.value.configuration))
        case (.size(let size), "widthDimension"): return .dimension(size.width)
        case (.size(let size), "heightDimension"): return .dimension(size.height)
        case (.dimension(let dimension), "dimension"):
            if let computed = dimension.computed { return FlowSymbol.sectionValue(computed.expression) }
            return .number(.floatingPoint(dimension.value ?? 0))
        case (.spacing(let spacing), "spacing"): return .number(.floatingPoint(spacing.minimum))
        case (.computedInsets(let insets), let edge):
            guard let expression = insets.edges.first(where: { $0.name == edge })?.expression else { return nil }
            return FlowSymbol.sectionValue(expression)
        case (.insets(let insets), "top"): return .number(.floatingPoint(insets.top))
        case (.insets(let insets), "leading"): return .number(.floatingPoint(insets.leading))
        case (.insets(let insets), "bottom"): return .number(.floatingPoint(insets.bottom))
        case (.insets(let insets), "trailing"): return .number(.floatingPoint(insets.trailing))
        case (.point(let point), "x"): return .number(.floatingPoint(point.x))
        case (.point(let point), "y"): return .number(.floatingPoint(point.y))
        default: return nil
        }
    }

    /// Assigns to a name, a property of an object, or a field of a value (written back to where it came from).
    /// Assignments to things outside the file (`collectionView.dataSource = self`) do not concern layouts and
    /// are skipped.
    func assign(_ target: ExprSyntax, _ value: SwiftValue, _ scope: Scope, _ context: EvaluationContext) throws {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let variable = scope.lookup(name) else {
                if case .object(let object)? = context.selfValue {
                    object.value.fields[name] = value.copiedAsValue
                } else if flowRun?.isController(context.selfValue) == true {
                    try storeControllerProperty(name, value, at: reference)
                } else if case .instance(let typeName)? = context.selfValue {
                    try recordSelfWrite(name, of: typeName, value, at: reference)
                } else if let object = context.selfValue, object.isLayoutObject || Self.isUIKitObject(object) {
                    // `contentInset = …` in a method the app adds to a UIKit class: the object's own property.
                    try setProperty(name, of: object, to: Argument(label: nil, value: value, node: Syntax(reference), role: "`\(name)`"), at: reference)
                }
                return
            }
            scope.assign(name, try typed(value, declaredAs: variable))
            return
        }
        if let chaining = target.as(OptionalChainingExprSyntax.self) { return try assign(chaining.expression, value, scope, context) }
        if let unwrap = target.as(ForceUnwrapExprSyntax.self) { return try assign(unwrap.expression, value, scope, context) }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self), let first = subscriptCall.arguments.first {
            guard case .array(var elements) = try evaluate(subscriptCall.calledExpression, scope, context),
                case .number(let position) = try evaluate(first.expression, scope, context),
                let offset = NumberValue.exactInt(position.integerValue), elements.indices.contains(offset)
            else { return }
            elements[offset] = value
            return try assign(subscriptCall.calledExpression, .array(elements), scope, context)
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let baseExpression = member.base else {
            throw stop(target, "cannot assign to `\(SourceMap.quote(target))`")
        }
        try assign(member, of: try evaluate(baseExpression, scope, context), value, scope, context)
    }

    /// `base.name = value`, the base already evaluated (an assignment's operator looks at it first).
    func assign(_ member: MemberAccessExprSyntax, of base: SwiftValue, _ value: SwiftValue, _ scope: Scope, _ context: EvaluationContext) throws {
        guard let baseExpression = member.base else { throw stop(member, "cannot assign to `\(SourceMap.quote(member))`") }
        let name = member.declName.baseName.text
        let argument = Argument(label: nil, value: value, node: Syntax(member), role: "`\(SourceMap.quote(member))`")
        switch base {
        case .item, .group, .section, .boundaryItem, .supplementaryItem, .decorationItem, .configuration, .layout, .flowLayout, .collectionView,
            .listSection, .registrationView:
            try setProperty(name, of: base, to: argument, at: member)
        case .insets, .listInsets, .point, .size, .uiInsets, .cgSize, .listConfiguration, .listContent, .listContentPart:
            try assign(baseExpression, try setField(name, of: base, to: argument, at: member), scope, context)
        case .instance where flowRun?.isController(base) == true:
            try storeControllerProperty(name, value, at: member)
        case .object(let object):
            let property = index.property(named: name, in: object.value.typeName, near: member)
            object.value.fields[name] = try typed(value, property?.binding.typeAnnotation?.type).copiedAsValue
        case .unevaluable(let unknown) where unknown.expression.hasSuffix(".orthogonalScrollingProperties"):
            note(member, "`\(SourceMap.quote(member))` changes how the section scrolls or looks while scrolling, not its frames; the spec leaves it out")
        case .unevaluable(let unknown):
            if flowRun != nil, FlowAPI.configuringProperties.contains(name) {
                record(
                    member, "cannot tell what `\(SourceMap.quote(member))` configures: `\(unknown.expression)`: \(unknown.reason)",
                    hint: "configure the collection view or flow layout the code creates, where the importer can follow it"
                )
            } else if FlowAPI.configuringProperties.contains(name) {
                // Said, not dropped without a word: a compositional layout's frames are in content coordinates, which
                // a collection view's content inset does not move (R2's container is the bounds).
                note(member, "`\(SourceMap.quote(member))` is not read: `\(unknown.expression)` is not an object the importer follows, and a compositional layout's frames do not depend on it")
            }
        case .instance(let typeName):
            try recordSelfWrite(name, of: typeName, value, at: member)
        case .type, .null:
            return
        default:
            throw stop(member, "cannot set `\(name)` of \(base.kindDescription)")
        }
    }

    /// `self.listConfiguration = …` (or without `self.`) in the code being run: a stored property of its own type,
    /// read back by the rest of the run (`Interpreter.selfWrites`).
    private func recordSelfWrite(_ name: String, of typeName: String, _ value: SwiftValue, at node: some SyntaxProtocol) throws {
        guard let property = index.property(named: name, in: typeName, near: node), !property.isStatic, property.getter == nil else { return }
        selfWrites[typeName + "." + name] = try typed(value, property.binding.typeAnnotation?.type)
    }

    /// The UIKit objects whose properties `setProperty` sets, beside the layout objects: a collection view, a flow
    /// layout, a compositional layout.
    private static func isUIKitObject(_ value: SwiftValue) -> Bool {
        switch value {
        case .collectionView, .flowLayout, .layout: return true
        default: return false
        }
    }

    /// Where a message about an assigned property points: the name of `self.contentInset`, or a bare `contentInset`
    /// (an extension method of the object assigning its own property).
    static func propertyNameNode(of node: some ExprSyntaxProtocol) -> Syntax {
        if let member = node.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        return Syntax(node)
    }

    /// A value as a variable stores it: with the variable's declared type, else (`var total = 10.0`) the
    /// numeric type of the value it holds, so `total = 7 / 2` stays a CGFloat division where Swift's would.
    private func typed(_ value: SwiftValue, declaredAs variable: Scope.Variable) throws -> SwiftValue {
        if let type = variable.type { return try typed(value, type) }
        if case .implicitMember(let member) = value, let old = variable.value, let typeName = ListAPI.typeName(of: old) {
            // `var content = cell.defaultContentConfiguration()` then `content = .subtitleCell()`: the type Swift inferred.
            return try resolve(value, asType: typeName, at: member.node)
        }
        if case .number(let old)? = variable.value, case .number(let new) = value, new.kind == .literal {
            return .number(old.kind == .floatingPoint ? new.converted(toType: "CGFloat")! : new.withDefaultType)
        }
        return try typed(value, nil)
    }

    /// The value assigned, resolved as the type the property holds: `.init(top: 0, leading: 20.adjusted, …)` and
    /// `.fixed(8.adjusted)` are made before they are told apart from values of plain numbers.
    private func resolved(_ argument: Argument, as typeName: String) throws -> Argument {
        var argument = argument
        argument.value = try resolve(argument.value, asType: typeName, at: argument.node)
        return argument
    }

    /// Insets assigned to a section, group or item: numbers, or (zero numbers and) edges computed from the container.
    private func assignedInsets(_ value: Argument) throws -> (insets: EdgeInsets, computed: ComputedInsets?) {
        let value = try resolved(value, as: "NSDirectionalEdgeInsets")
        if let computed = value.value.computedInsets { return (.zero, computed) }
        return (try insets(value), nil)
    }

    /// Properties and methods of layout objects that move no frame: what assistive technologies read, and what
    /// debugging prints (`visualDescription()`).
    static func movesNoFrame(_ name: String) -> Bool {
        name.hasPrefix("accessibility") || name.hasPrefix("isAccessibility") || name.hasPrefix("setAccessibility")
            || ["visualDescription", "description", "debugDescription"].contains(name)
    }

    /// A z index: `.max` and `.min` (`Int.max`), which code writes to put an element above (or below) every other,
    /// are read as the largest (or smallest) z index a spec holds, which orders it the same way; other values as
    /// written.
    private func zIndex(_ argument: Argument, at node: some ExprSyntaxProtocol) throws -> Int {
        let resolved = try resolve(argument.value, asType: "Int", at: node)
        if case .number(let number) = resolved, number.isIntegerExtreme {
            let bound = Int(InputLimits.zIndex.magnitude)
            let value = number.value > 0 ? bound : -bound
            note(node, "`\(SourceMap.quote(node))` is Int.\(value > 0 ? "max" : "min"), read as \(value), the \(value > 0 ? "largest" : "smallest") z index a spec holds: it orders the element as Int.\(value > 0 ? "max" : "min") does")
            return value
        }
        var given = argument
        given.value = resolved
        return try integer(given, minimum: Int.min)
    }

    /// A copy of a value with one field changed (`insets.leading = 20`).
    private func setField(_ name: String, of base: SwiftValue, to argument: Argument, at node: MemberAccessExprSyntax) throws -> SwiftValue {
        if let changed = try setFlowField(name, of: base, to: argument, at: node) { return changed }
        if let changed = try setListField(name, of: base, to: argument, at: node) { return changed }
        if let changed = try setComputedEdge(name, of: base, to: argument) { return changed }
        switch (base, name) {
        case (.insets(var insets), "top"): insets.top = try number(argument); return .insets(insets)
        case (.insets(var insets), "leading"): insets.leading = try number(argument); return .insets(insets)
        case (.insets(var insets), "bottom"): insets.bottom = try number(argument); return .insets(insets)
        case (.insets(var insets), "trailing"): insets.trailing = try number(argument); return .insets(insets)
        case (.listInsets(var insets), _) where ListSectionInsets.edge(named: name) != nil:
            insets[keyPath: ListSectionInsets.edge(named: name)!] = try number(argument)
            return .listSectionInsets(insets)
        case (.point(var point), "x"): point.x = try number(argument); return .point(point)
        case (.point(var point), "y"): point.y = try number(argument); return .point(point)
        default: throw stop(node.declName, "\(base.kindDescription)'s `\(name)` cannot be set")
        }
    }

    /// One edge of insets set to a length computed from the container (`group.contentInsets.leading = width / 20`), or
    /// any edge of insets already computed: the insets become computed, their other edges as they were. Nil for
    /// other values and names.
    private func setComputedEdge(_ name: String, of base: SwiftValue, to argument: Argument) throws -> SwiftValue? {
        guard ["top", "leading", "bottom", "trailing"].contains(name) else { return nil }
        var computed: ComputedInsets
        switch base {
        case .computedInsets(let insets): computed = insets
        case .insets(let insets) where computedLength(argument) != nil:
            computed = ComputedInsets(
                top: .number(insets.top), leading: .number(insets.leading), bottom: .number(insets.bottom), trailing: .number(insets.trailing)
            )
        default: return nil
        }
        let edge = try computedLength(argument) ?? .number(try number(argument))
        switch name {
        case "top": computed.top = edge
        case "leading": computed.leading = edge
        case "bottom": computed.bottom = edge
        default: computed.trailing = edge
        }
        return .computedInsets(computed)
    }

    /// `object.name = value` for the layout objects' settable properties.
    private func setProperty(_ name: String, of base: SwiftValue, to value: Argument, at node: some ExprSyntaxProtocol) throws {
        if try setFlowProperty(name, of: base, to: value, at: node) { return }
        if try setListObjectProperty(name, of: base, to: value, at: node) { return }
        func changing<T>(_ reference: Reference<T>, _ change: (inout T) throws -> Void) throws {
            if let copied = reference.firstCopiedAt {
                note(node, "`\(SourceMap.quote(node))` is set after line \(copied.line) took a copy of this object; UIKit's copy, like the spec, keeps the earlier value")
            }
            try change(&reference.value)
        }
        switch (base, name) {
        case (.item(let item), "contentInsets"):
            let (insets, computed) = try assignedInsets(value)
            try changing(item) { item in
                item.contentInsets = insets
                item.computedContentInsets = computed
            }
        case (.item(let item), "edgeSpacing"): try changing(item) { $0.edgeSpacing = try edgeSpacing(value) }
        case (.group(let group), "contentInsets"):
            let (insets, computed) = try assignedInsets(value)
            try changing(group) { group in
                group.contentInsets = insets
                group.computedContentInsets = computed
            }
        case (.group(let group), "edgeSpacing"): try changing(group) { $0.edgeSpacing = try edgeSpacing(value) }
        case (.group(let group), "interItemSpacing"):
            let value = try resolved(value, as: "NSCollectionLayoutSpacing")
            try changing(group) { group in
                if case .computedSpacing(let spacing, let length) = value.value {
                    // `.fixed(8.adjusted)`: the spacing's kind, its length computed per environment.
                    group.interItemSpacing = spacing
                    group.computedInterItemSpacing = length
                } else {
                    group.interItemSpacing = try optionalSpacing(value) ?? .fixed(0)
                    group.computedInterItemSpacing = nil
                }
            }
        case (.group(let group), "supplementaryItems"): try changing(group) { $0.supplementaryItems = try supplementaryItems(value) }
        case (.section(let section), "contentInsets"):
            let (insets, computed) = try assignedInsets(value)
            try changing(section) { section in
                section.contentInsets = insets
                section.computedContentInsets = computed
            }
        case (.section(let section), "interGroupSpacing"):
            let value = try resolved(value, as: "CGFloat")
            try changing(section) { section in
                section.computedInterGroupSpacing = computedLength(value)
                section.interGroupSpacing = section.computedInterGroupSpacing == nil ? try number(value) : 0
            }
        case (.section(let section), "orthogonalScrollingBehavior"):
            try changing(section) { $0.orthogonalScrollingBehavior = try orthogonalBehavior(value) }
        case (.section(let section), "boundarySupplementaryItems"):
            try changing(section) { $0.boundarySupplementaryItems = try boundaryItems(value) }
        case (.section(let section), "decorationItems"): try changing(section) { $0.decorationItems = try decorationItems(value) }
        case (.section(let section), "supplementariesFollowContentInsets"):
            try changing(section) { $0.supplementariesFollowContentInsets = try boolean(value) }
        case (.section(let section), "contentInsetsReference"):
            try changing(section) {
                let reference = try insetsReference(value)
                $0.contentInsetsReference = reference == .automatic ? nil : reference
            }
        case (.section, "visibleItemsInvalidationHandler"), (.section, "orthogonalScrollingProperties"):
            note(node, "`\(SourceMap.quote(node))` changes how the section scrolls or looks while scrolling, not its frames; the spec leaves it out")
        case (_, _) where Self.movesNoFrame(name):
            note(node, "`\(SourceMap.quote(node))` moves no frame (accessibility and debugging settings); the spec leaves it out")
        case (.boundaryItem(let item), "pinToVisibleBounds"): try changing(item) { $0.pinToVisibleBounds = try boolean(value) }
        case (.boundaryItem(let item), "extendsBoundary"): try changing(item) { $0.extendsBoundary = try boolean(value) }
        case (.boundaryItem(let item), "zIndex"): try changing(item) { $0.zIndex = try zIndex(value, at: node) }
        case (.boundaryItem(let item), "contentInsets"): try changing(item) { $0.contentInsets = try insets(value) }
        case (.supplementaryItem(let item), "zIndex"): try changing(item) { $0.zIndex = try zIndex(value, at: node) }
        case (.decorationItem(let item), "zIndex"): try changing(item) { $0.zIndex = try zIndex(value, at: node) }
        case (.decorationItem(let item), "contentInsets"): try changing(item) { $0.contentInsets = try insets(value) }
        case (.configuration(let configuration), "scrollDirection"):
            try changing(configuration) { $0.scrollDirection = try scrollDirection(value) }
        case (.configuration(let configuration), "interSectionSpacing"):
            try changing(configuration) { $0.interSectionSpacing = try number(value) }
        case (.configuration(let configuration), "contentInsetsReference"):
            try changing(configuration) { $0.contentInsetsReference = try insetsReference(value) }
        case (.configuration(let configuration), "boundarySupplementaryItems"):
            try changing(configuration) { $0.boundarySupplementaryItems = try boundaryItems(value) }
        case (.layout(let layout), "configuration"):
            try changing(layout) { $0.configuration = try configuration(value) }
        default:
            throw stop(Self.propertyNameNode(of: node), "setting `\(name)` of \(base.kindDescription) is not something the importer reads")
        }
    }

    /// Methods called on layout objects: `layout.register(...)` registers a view class and changes no frame;
    /// accessibility and debugging calls move none either, and are noted.
    func layoutMethod(_ name: String, of base: SwiftValue, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue {
        if case .layout = base, name == "register" { return .void }
        if case .registrationView(let view) = base { return registrationViewMethod(name, of: view, at: call) }
        if case .listContent = base, name == "updated" { return base }  // `content.updated(for: state)`: the same content.
        if Self.movesNoFrame(name), base.isLayoutObject || { if case .layout = base { return true } else { return false } }() {
            note(call, "`\(SourceMap.quote(call))` moves no frame (accessibility and debugging calls); the spec leaves it out")
            return .void
        }
        if let result = try flowMethod(name, of: base, arguments, at: call) { return result }
        if let result = try fontMethod(name, of: base, arguments, at: call) { return result }
        throw stop(call, "`\(name)` of \(base.kindDescription) is not something the importer reads")
    }
}
