import LayoutModel
import SwiftSyntax

/// Reading arguments and assigned values as the UIKit type a parameter or property has. A value of the wrong
/// kind, or one the file does not determine, is recorded as a located fault and a neutral value is returned,
/// so that one run reports every fault of a layout.
extension Interpreter {
    /// Gives `.member` expressions, array literals of edges and numbers the type their use expects.
    func resolve(_ value: SwiftValue, asType typeName: String, at node: some SyntaxProtocol) throws -> SwiftValue {
        if typeName.hasPrefix("["), typeName.hasSuffix("]") {
            let elementType = String(typeName.dropFirst().dropLast())
            if case .array(let elements) = value { return .array(try elements.map { try resolve($0, asType: elementType, at: node) }) }
            return value
        }
        switch value {
        case .number(let number):
            return number.converted(toType: typeName).map(SwiftValue.number) ?? value
        case .implicitMember(let member):
            return try resolve(member, asType: typeName)
        case .array(let elements) where typeName == "NSDirectionalRectEdge":
            var edges = Set<DirectionalEdge>()
            for element in elements {
                let resolved = try resolve(element, asType: typeName, at: node)
                guard case .edges(let some) = resolved else { return resolved }
                edges.formUnion(some)
            }
            return .edges(edges)
        case .array(let elements):
            return try optionSet(elements, asType: typeName, at: node) ?? value
        default:
            return value
        }
    }

    /// `.name` or `.name(...)` where the use expects `typeName`: a case of an enum of the files, a static member
    /// the files declare on the type (`extension CGFloat { static let largeInset: CGFloat = 16 }` makes
    /// `.largeInset` a number), a number's constant (`.zero`, `.max`), an `--assume` value (`CGFloat.largeInset`
    /// or `largeInset`), or UIKit's member of that type.
    private func resolve(_ member: ImplicitMember, asType written: String) throws -> SwiftValue {
        let value = SwiftValue.implicitMember(member)
        // A `typealias` of the files stands for the type it names.
        let typeName = index.qualifiedType(written, near: member.node) == nil ? index.aliasedType(written, near: member.node).map(Self.typeName) ?? written : written
        if let info = index.type(typeName, near: member.node), info.isEnum, member.arguments == nil,
            info.cases.contains(where: { $0.name == member.name })
        {
            return .enumCase(EnumCaseValue(typeName: info.name, caseName: member.name))
        }
        if typeName == "NSCollectionLayoutSpacing", member.name == "none", member.arguments == nil { return .null }
        if member.name == "init", let arguments = member.arguments, let call = member.node.as(FunctionCallExprSyntax.self),
            let instance = try construct(instanceOf: typeName, arguments, at: call)
        {
            // `.init(traitCollection)` where the files' struct or class is expected: that type's initializer.
            return instance
        }
        if index.hasType(typeName), let found = try staticMemberOfFileType(typeName, member.name, at: member.node) {
            guard let arguments = member.arguments else { return try resolve(found, asType: typeName, at: member.node) }
            guard case .function(let callable) = found else { throw stop(member.node, "`\(typeName).\(member.name)` is not a function") }
            return try resolve(try invoke(callable, arguments, at: member.node), asType: typeName, at: member.node)
        }
        if index.type(typeName, near: member.node)?.isEnum == true { return value }
        if CompositionalAPI.numericTypes.contains(typeName) {
            // `.init(40.adjusted)` where a CGFloat is expected: the conversion `CGFloat(…)` is.
            if member.name == "init", let arguments = member.arguments { return try construct(typeName, arguments, at: member.node) }
            guard member.arguments == nil else { return value }
            return try numericStaticMember(typeName, member.name, written: ".\(member.name)", at: member.node)
        }
        guard CompositionalAPI.types.contains(typeName) else { return value }
        if member.name == "init" { return try construct(typeName, member.arguments ?? [], at: member.node) }
        return try uikitStaticMember(typeName, member.name, arguments: member.arguments, at: member.node)
    }

    /// `CGFloat.largeInset`, `.largeInset` where a number is expected, `Int.max`: a numeric type's own constant,
    /// else an `--assume` value (`CGFloat.largeInset` or `largeInset`), else a value none of the files declares,
    /// whose message offers the `--assume` to type. (A static member the files declare is found before this.)
    func numericStaticMember(_ typeName: String, _ name: String, written: String, at node: some SyntaxProtocol) throws -> SwiftValue {
        if let constant = NumberValue.constant(name, ofType: typeName) { return .number(constant) }
        for key in ["\(typeName).\(name)", name] {
            if let assumed = assumption(for: key, at: node) { return try resolve(assumed, asType: typeName, at: node) }
        }
        var unknown = Unevaluable(
            expression: written, position: map.position(of: node),
            reason: "none of the files imported declares a static `\(name)` of \(typeName)", isAssumable: true,
            hint: "import the file that declares it with this one, or give it a value with --assume \(typeName).\(name)=NUMBER"
        )
        unknown.missingDeclaration = "\(typeName).\(name)"
        return .unevaluable(unknown)
    }

    /// Records why a value does not fit where it is used.
    func mismatch(_ argument: Argument, _ value: SwiftValue, expected: String) {
        switch value {
        case .unevaluable(let unknown):
            record(unknown.diagnostic)
        case .flowValue(let symbol):
            record(unexpressible(symbol, in: argument.role, at: argument.node).diagnostic)
        case .symbolic(let length):
            record(unexpressible(length.symbol, in: argument.role, at: argument.node).diagnostic)
        default:
            record(argument.node, "\(argument.role) expects \(expected), found \(describe(value))")
        }
    }

    private func extract<T>(
        _ argument: Argument, as typeName: String, expected: String, fallback: T, _ pick: (SwiftValue) -> T?
    ) throws -> T {
        let value = try resolve(argument.value, asType: typeName, at: argument.node)
        if let picked = pick(value) { return picked }
        mismatch(argument, value, expected: expected)
        return fallback
    }

    func dimension(_ argument: Argument) throws -> Dimension {
        try extract(argument, as: "NSCollectionLayoutDimension", expected: "an NSCollectionLayoutDimension", fallback: .absolute(0)) {
            if case .dimension(let dimension) = $0 { return dimension }
            return nil
        }
    }

    func size(_ argument: Argument) throws -> LayoutSize {
        try extract(argument, as: "NSCollectionLayoutSize", expected: "an NSCollectionLayoutSize", fallback: LayoutSize(width: .absolute(0), height: .absolute(0))) {
            if case .size(let size) = $0 { return size }
            return nil
        }
    }

    /// A dimension whose number the code computes from the section provider's environment (`.absolute((environment.
    /// container.effectiveContentSize.width - 8) / 2)`, `.fractionalWidth(1 / CGFloat(columns))`): a computed
    /// dimension, evaluated per device (`ComputedDimension`); nil for a number that is not one (a number, or a flow
    /// spec's name).
    func computedDimension(_ kind: ComputedDimension.Kind, _ argument: Argument) -> Dimension? {
        guard let symbol = Self.sectionEnvironmentSymbol(argument.value) else { return nil }
        if let assumed = assumedNumber(symbol) { return kind.dimension(assumed) }
        return storedExpression(symbol, argument).map { .computed(ComputedDimension(kind, $0)) } ?? .absolute(0)
    }

    /// A group's `count:`, an inset's edge or a section's spacing computed from the section provider's environment
    /// (`max(1, Int(width / 150))`, `max(0, (width - 600) / 2)`): its expression, evaluated per device
    /// (`LayoutGroup.computedCount`, `LayoutSection.computedContentInsets`); nil for a number that is not one.
    func computedLength(_ argument: Argument) -> FlowExpression? {
        guard let symbol = Self.sectionEnvironmentSymbol(argument.value), assumedNumber(symbol) == nil else { return nil }
        return storedExpression(symbol, argument)
    }

    /// The container's size as a section environment's symbol: the effective size itself, or arithmetic on it.
    private static func sectionEnvironmentSymbol(_ value: SwiftValue) -> FlowSymbol? {
        switch value {
        case .symbolic(let length): return length.symbol
        case .flowValue(let symbol) where symbol.space == .sectionEnvironment: return symbol
        default: return nil
        }
    }

    /// The expression a spec stores for `symbol`: the one its text reads back to (numbers folded); nil, with a fault,
    /// past the depth a spec's expressions may have.
    private func storedExpression(_ symbol: FlowSymbol, _ argument: Argument) -> FlowExpression? {
        guard let expression = try? FlowExpression(parsing: symbol.expression.description) else {
            record(
                argument.node,
                "\(argument.role) is computed from the container's size in arithmetic nested deeper than a spec's expressions may be (\(FlowExpression.maximumDepth) levels)"
            )
            return nil
        }
        return expression
    }

    /// A CGFloat (a flow symbol, such as `view.frame.width`, only with `--assume` values for its names).
    func number(_ argument: Argument) throws -> Double {
        var argument = argument
        argument.value = concrete(argument.value, use: "a value a spec holds as a number, such as an inset", at: argument.node)
        let value = try extract(argument, as: "CGFloat", expected: "a number", fallback: 0) { $0.numberValue?.value }
        if !value.isFinite { record(argument.node, "\(argument.role) is \(value) (a division by zero?)") }
        return value
    }

    /// An Int of at least `minimum`.
    func integer(_ argument: Argument, minimum: Int) throws -> Int {
        var argument = argument
        argument.value = concrete(argument.value, use: "a whole number", at: argument.node)
        let value = try extract(argument, as: "Int", expected: "a whole number", fallback: Double(minimum)) { $0.numberValue?.integerValue }
        guard value == value.rounded(), let integer = NumberValue.exactInt(value) else {
            record(argument.node, "\(argument.role) expects a whole number, found \(value)")
            return minimum
        }
        guard integer >= minimum else {
            record(argument.node, "\(argument.role) must be at least \(minimum) (found \(integer)); UIKit raises an exception")
            return minimum
        }
        return integer
    }

    func boolean(_ argument: Argument) throws -> Bool {
        try extract(argument, as: "Bool", expected: "true or false", fallback: false) {
            if case .bool(let flag) = $0 { return flag }
            return nil
        }
    }

    /// An element kind. One named by a constant declared elsewhere keeps that name as its text: kinds only tell
    /// supplementary views apart, so the catalog needs them distinct, not equal to the app's strings.
    func elementKind(_ argument: Argument) throws -> String {
        // `.headerElementKind`: a static member the files add to `String`.
        switch try resolve(argument.value, asType: "String", at: argument.node) {
        case .string(let text):
            return text
        case .unevaluable(let unknown) where unknown.isAssumable:
            note(argument.node, "the element kind `\(unknown.expression)` is declared outside the files imported; the spec calls it \"\(unknown.expression)\"")
            return unknown.expression
        case .unevaluable(let unknown) where argument.node.as(ExprSyntax.self).map({ Self.isNameChain($0) }) == true:
            // `SectionBackgroundView.kind`, a `static var`: whatever text it holds when the app runs, it names the kind.
            note(argument.node, "the element kind `\(unknown.expression)` is not known here (\(unknown.reason)); the spec calls it \"\(unknown.expression)\"")
            return unknown.expression
        case let other:
            mismatch(argument, other, expected: "an element kind (a string)")
            return "?"
        }
    }

    func spacing(_ argument: Argument) throws -> Spacing {
        try extract(argument, as: "NSCollectionLayoutSpacing", expected: "an NSCollectionLayoutSpacing", fallback: .fixed(0)) {
            if case .spacing(let spacing) = $0 { return spacing }
            return nil
        }
    }

    /// An edge of `NSCollectionLayoutEdgeSpacing`: nil (or `.none`) means no spacing on that edge.
    func optionalSpacing(_ argument: Argument) throws -> Spacing? {
        try extract(argument, as: "NSCollectionLayoutSpacing", expected: "an NSCollectionLayoutSpacing or nil", fallback: Spacing?.none) {
            switch $0 {
            case .spacing(let spacing): return .some(spacing)
            case .null: return .some(nil)
            default: return nil
            }
        }
    }

    func insets(_ argument: Argument) throws -> EdgeInsets {
        try extract(argument, as: "NSDirectionalEdgeInsets", expected: "an NSDirectionalEdgeInsets", fallback: .zero) {
            if case .insets(let insets) = $0 { return insets }
            return nil
        }
    }

    func edgeSpacing(_ argument: Argument) throws -> EdgeSpacing {
        try extract(argument, as: "NSCollectionLayoutEdgeSpacing", expected: "an NSCollectionLayoutEdgeSpacing", fallback: .none) {
            switch $0 {
            case .edgeSpacing(let spacing): return spacing
            case .null: return EdgeSpacing.none
            default: return nil
            }
        }
    }

    func point(_ argument: Argument) throws -> Point {
        try extract(argument, as: "CGPoint", expected: "a CGPoint", fallback: .zero) {
            if case .point(let point) = $0 { return point }
            return nil
        }
    }

    func edges(_ argument: Argument) throws -> Set<DirectionalEdge> {
        try extract(argument, as: "NSDirectionalRectEdge", expected: "an NSDirectionalRectEdge such as [.top, .trailing]", fallback: []) {
            if case .edges(let edges) = $0 { return edges }
            return nil
        }
    }

    func alignment(_ argument: Argument) throws -> RectAlignment {
        try extract(argument, as: "NSRectAlignment", expected: "an NSRectAlignment such as .top", fallback: .top) {
            if case .alignment(let alignment) = $0 { return alignment }
            return nil
        }
    }

    func anchor(_ argument: Argument) throws -> LayoutAnchor {
        try extract(argument, as: "NSCollectionLayoutAnchor", expected: "an NSCollectionLayoutAnchor", fallback: LayoutAnchor(edges: [])) {
            if case .anchor(let anchor) = $0 { return anchor }
            return nil
        }
    }

    func orthogonalBehavior(_ argument: Argument) throws -> OrthogonalScrollingBehavior {
        try extract(argument, as: "UICollectionLayoutSectionOrthogonalScrollingBehavior", expected: "an orthogonal scrolling behavior such as .groupPaging", fallback: .none) {
            if case .orthogonalBehavior(let behavior) = $0 { return behavior }
            return nil
        }
    }

    func scrollDirection(_ argument: Argument) throws -> ScrollDirection {
        try extract(argument, as: "UICollectionView.ScrollDirection", expected: "a scroll direction (.vertical or .horizontal)", fallback: .vertical) {
            if case .scrollDirection(let direction) = $0 { return direction }
            return nil
        }
    }

    func insetsReference(_ argument: Argument) throws -> ContentInsetsReference {
        try extract(argument, as: "UIContentInsetsReference", expected: "a UIContentInsetsReference such as .safeArea", fallback: .safeArea) {
            if case .insetsReference(let reference) = $0 { return reference }
            return nil
        }
    }

    /// A subitem: an item or a group, copied as UIKit copies it when a group takes it.
    func element(_ argument: Argument) throws -> LayoutElement? {
        switch try resolve(argument.value, asType: "NSCollectionLayoutItem", at: argument.node) {
        case .item(let item): return .item(copy(item, at: argument.node))
        case .group(let group): return .group(copy(group, at: argument.node))
        case let other:
            mismatch(argument, other, expected: "an NSCollectionLayoutItem or NSCollectionLayoutGroup")
            return nil
        }
    }

    func elements(_ argument: Argument) throws -> [LayoutElement] {
        guard case .array(let values) = argument.value else {
            mismatch(argument, argument.value, expected: "an array of items or groups")
            return []
        }
        return try values.compactMap { try element(Argument(label: nil, value: $0, node: argument.node, role: argument.role)) }
    }

    func group(_ argument: Argument) throws -> LayoutGroup? {
        let value = try resolve(argument.value, asType: "NSCollectionLayoutGroup", at: argument.node)
        guard case .group(let group) = value else {
            mismatch(argument, value, expected: "an NSCollectionLayoutGroup")
            return nil
        }
        return copy(group, at: argument.node)
    }

    func supplementaryItems(_ argument: Argument) throws -> [SupplementaryItem] {
        try objects(argument, of: "NSCollectionLayoutSupplementaryItem") {
            if case .supplementaryItem(let item) = $0 { return item }
            return nil
        }
    }

    func boundaryItems(_ argument: Argument) throws -> [BoundarySupplementaryItem] {
        try objects(argument, of: "NSCollectionLayoutBoundarySupplementaryItem") {
            if case .boundaryItem(let item) = $0 { return item }
            return nil
        }
    }

    func decorationItems(_ argument: Argument) throws -> [DecorationItem] {
        try objects(argument, of: "NSCollectionLayoutDecorationItem") {
            if case .decorationItem(let item) = $0 { return item }
            return nil
        }
    }

    func configuration(_ argument: Argument) throws -> LayoutConfiguration {
        guard case .configuration(let configuration) = argument.value else {
            mismatch(argument, argument.value, expected: "a UICollectionViewCompositionalLayoutConfiguration")
            return LayoutConfiguration()
        }
        return copy(configuration, at: argument.node)
    }

    /// An array of layout objects of one type (`[header, footer]`, `[.background(elementKind: ...)]`).
    private func objects<T>(_ argument: Argument, of typeName: String, _ pick: (SwiftValue) -> Reference<T>?) throws -> [T] {
        let expected = "an array of \(typeName)"
        guard case .array(let values) = try resolve(argument.value, asType: "[\(typeName)]", at: argument.node) else {
            mismatch(argument, argument.value, expected: expected)
            return []
        }
        var result: [T] = []
        for value in values {
            guard let reference = pick(value) else {
                mismatch(argument, value, expected: expected)
                continue
            }
            result.append(copy(reference, at: argument.node))
        }
        return result
    }

    /// The object's current value, remembering where it was first copied (see `Reference`).
    func copy<T>(_ reference: Reference<T>, at node: Syntax) -> T {
        if reference.firstCopiedAt == nil { reference.firstCopiedAt = map.position(of: node) }
        return reference.value
    }
}
