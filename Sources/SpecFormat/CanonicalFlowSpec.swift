import LayoutModel

/// The canonical form of a flow layout: plain numbers as numbers, expressions in their canonical text, insets
/// as objects of all four edges, defaults left out, keys sorted. Two files that mean the same flow layout get
/// the same text (and digest), and decoding the text gives back an equal `FlowLayout`.
///
/// Per-section overrides are written as given, even where they repeat the layout's value: an override is a
/// delegate answer, and an empty entry still stands for its section.
public enum CanonicalFlowSpec {
    /// The top-level members a flow layout contributes to a spec, sorted by key: `collectionView` (left out when
    /// it has UIKit's defaults) and `flow` (always there: it is what makes a spec a flow spec).
    public static func node(for flow: FlowLayout) -> [(String, SpecNode)] {
        var members: [(String, SpecNode)] = []
        if let settings = node(for: flow.collectionView) { members.append(("collectionView", settings)) }
        members.append(("flow", flowNode(for: flow)))
        return members
    }

    /// The top-level member an adaptive flow layout contributes (LayoutSpecFormat.md, Adaptive flow layouts): `flow`
    /// holding its cases, each with its condition, its `flow` object and its own `collectionView` (left out when it
    /// has UIKit's defaults), so no case depends on a top-level `collectionView`.
    public static func node(for cases: [FlowCase]) -> [(String, SpecNode)] {
        let written = cases.map { flowCase in
            var members: [(String, SpecNode)] = []
            if let settings = node(for: flowCase.layout.collectionView) { members.append(("collectionView", settings)) }
            members.append(("flow", flowNode(for: flowCase.layout)))
            if let condition = flowCase.condition { members.append(("when", string(condition.description))) }
            return object(members)
        }
        return [("flow", object([("adaptive", SpecNode(.array(written)))]))]
    }

    /// Compact canonical JSON of the two objects, `{"collectionView": …, "flow": …}`.
    public static func json(for flow: FlowLayout) -> String {
        JSONWriter(sortedKeys: true, indent: nil).write(object(node(for: flow)))
    }

    /// The `flow` object.
    public static func flowNode(for flow: FlowLayout) -> SpecNode {
        let defaults = FlowLayout()
        var members: [(String, SpecNode)] = []
        if let content = flow.content { members.append(("content", CanonicalSpec.node(for: content))) }
        switch flow.estimatedItemSize {
        case .none: break
        case .automaticSize: members.append(("estimatedItemSize", string("automaticSize")))
        case .estimate(let size): members.append(("estimatedItemSize", node(for: size)))
        }
        if flow.footerReferenceSize != defaults.footerReferenceSize {
            members.append(("footerReferenceSize", node(for: flow.footerReferenceSize)))
        }
        if flow.headerReferenceSize != defaults.headerReferenceSize {
            members.append(("headerReferenceSize", node(for: flow.headerReferenceSize)))
        }
        if flow.itemSize != defaults.itemSize { members.append(("itemSize", node(for: flow.itemSize))) }
        if flow.minimumInteritemSpacing != defaults.minimumInteritemSpacing {
            members.append(("minimumInteritemSpacing", node(for: flow.minimumInteritemSpacing)))
        }
        if flow.minimumLineSpacing != defaults.minimumLineSpacing {
            members.append(("minimumLineSpacing", node(for: flow.minimumLineSpacing)))
        }
        if flow.scrollDirection != defaults.scrollDirection { members.append(("scrollDirection", string(flow.scrollDirection.rawValue))) }
        if flow.sectionFootersPinToVisibleBounds { members.append(("sectionFootersPinToVisibleBounds", SpecNode(.bool(true)))) }
        if flow.sectionHeadersPinToVisibleBounds { members.append(("sectionHeadersPinToVisibleBounds", SpecNode(.bool(true)))) }
        if flow.sectionInset != defaults.sectionInset { members.append(("sectionInset", node(for: flow.sectionInset))) }
        if flow.sectionInsetReference != defaults.sectionInsetReference {
            members.append(("sectionInsetReference", string(flow.sectionInsetReference.rawValue)))
        }
        if !flow.sections.isEmpty { members.append(("sections", SpecNode(.array(flow.sections.map(node(for:)))))) }
        return object(members)
    }

    /// The `collectionView` object, or nil when every setting is UIKit's default.
    public static func node(for settings: CollectionViewSettings) -> SpecNode? {
        var members: [(String, SpecNode)] = []
        if settings.contentInset != .zero { members.append(("contentInset", node(for: settings.contentInset))) }
        if settings.contentInsetAdjustmentBehavior != .automatic {
            members.append(("contentInsetAdjustmentBehavior", string(settings.contentInsetAdjustmentBehavior.rawValue)))
        }
        return members.isEmpty ? nil : object(members)
    }

    /// One entry of `flow.sections`, every override it gives.
    static func node(for overrides: FlowSectionOverrides) -> SpecNode {
        var members: [(String, SpecNode)] = []
        if let size = overrides.footerReferenceSize { members.append(("footerReferenceSize", node(for: size))) }
        if let size = overrides.headerReferenceSize { members.append(("headerReferenceSize", node(for: size))) }
        if let size = overrides.itemSize { members.append(("itemSize", node(for: size))) }
        if let spacing = overrides.minimumInteritemSpacing { members.append(("minimumInteritemSpacing", node(for: spacing))) }
        if let spacing = overrides.minimumLineSpacing { members.append(("minimumLineSpacing", node(for: spacing))) }
        if let insets = overrides.sectionInset { members.append(("sectionInset", node(for: insets))) }
        CanonicalSpec.appendLint(&members, overrides.lint)
        return object(members)
    }

    /// A plain number as a number, anything else as its canonical text.
    static func node(for expression: FlowExpression) -> SpecNode {
        if let value = expression.constantValue { return SpecNode(.number(value)) }
        return string(expression.description)
    }

    static func node(for size: FlowSize) -> SpecNode {
        object([("height", node(for: size.height)), ("width", node(for: size.width))])
    }

    static func node(for insets: FlowInsets) -> SpecNode {
        object([
            ("bottom", SpecNode(.number(insets.bottom))), ("left", SpecNode(.number(insets.left))),
            ("right", SpecNode(.number(insets.right))), ("top", SpecNode(.number(insets.top))),
        ])
    }

    private static func object(_ members: [(String, SpecNode)]) -> SpecNode {
        SpecNode(.object(members.map { (key: $0.0, value: $0.1) }))
    }

    private static func string(_ text: String) -> SpecNode { SpecNode(.string(text)) }
}
