import LayoutModel

/// The canonical form of a layout spec: one spelling for every value (string dimensions and spacings, insets
/// as objects, defaults left out, keys sorted), so two files that mean the same layout have the same digest,
/// and the text reads back to an equal `LayoutSpec`.
public enum CanonicalSpec {
    /// Compact canonical JSON of the whole spec.
    public static func json(for spec: LayoutSpec) -> String {
        JSONWriter(sortedKeys: true, indent: nil).write(node(for: spec))
    }

    /// Compact canonical JSON of only what determines frames: configuration and sections (name, title,
    /// description, default item counts and the lint's `interactive` and `lint` keys left out). Cache keys are
    /// taken over this.
    public static func geometryJSON(for spec: LayoutSpec) -> String {
        var copy = spec.removingLintAnnotations
        copy.name = "_"
        copy.title = nil
        copy.description = nil
        copy.itemCounts = nil
        return json(for: copy)
    }

    public static func node(for spec: LayoutSpec) -> SpecNode {
        var members: [(String, SpecNode)] = [("name", string(spec.name))]
        if let title = spec.title { members.append(("title", string(title))) }
        if let description = spec.description { members.append(("description", string(description))) }
        switch spec.definition {
        case .compositional(let layout):
            let configuration = node(for: layout.configuration)
            if configuration.keys?.isEmpty == false { members.append(("configuration", configuration)) }
            if let list = layout.listLayoutConfiguration {
                members.append(("list", node(for: list)))
            } else {
                members.append(("sections", array(layout.sections.map(node(for:)))))
            }
        case .flow(let layout):
            members += CanonicalFlowSpec.node(for: layout)
        case .adaptiveFlow(let cases):
            members += CanonicalFlowSpec.node(for: cases)
        }
        if let counts = spec.itemCounts { members.append(("itemCounts", array(counts.map { number(Double($0)) }))) }
        appendLint(&members, spec.lint)
        return object(members)
    }

    static func node(for configuration: LayoutConfiguration) -> SpecNode {
        var members: [(String, SpecNode)] = []
        if configuration.scrollDirection != .vertical {
            members.append(("scrollDirection", string(configuration.scrollDirection.rawValue)))
        }
        if configuration.interSectionSpacing != 0 {
            members.append(("interSectionSpacing", number(configuration.interSectionSpacing)))
        }
        if configuration.contentInsetsReference != .safeArea {
            members.append(("contentInsetsReference", string(configuration.contentInsetsReference.rawValue)))
        }
        if !configuration.boundarySupplementaryItems.isEmpty {
            members.append(("boundarySupplementaryItems", array(configuration.boundarySupplementaryItems.map(node(for:)))))
        }
        return object(members)
    }

    static func node(for definition: SectionDefinition) -> SpecNode {
        switch definition {
        case .fixed(let section):
            return node(for: section)
        case .list(let configuration):
            return node(for: ProvidedSection.list(configuration))
        case .adaptive(let cases):
            return object([
                (
                    "adaptive",
                    array(cases.map { adaptiveCase in
                        var members: [(String, SpecNode)] = []
                        if let condition = adaptiveCase.condition { members.append(("when", string(condition.description))) }
                        members.append(("section", node(for: adaptiveCase.section)))
                        return object(members)
                    })
                )
            ])
        }
    }

    static func node(for provided: ProvidedSection) -> SpecNode {
        switch provided {
        case .composed(let section): return node(for: section)
        case .list(let configuration):
            // The section's own properties code set after `.list(using:layoutEnvironment:)` (ListRules.md L36).
            var members: [(String, SpecNode)] = [("list", node(for: configuration))]
            if let insets = configuration.sectionContentInsets { members.append(("contentInsets", node(for: insets))) }
            if let items = configuration.sectionBoundaryItems {
                members.append(("boundarySupplementaryItems", array(items.map(node(for:)))))
            }
            if let reference = configuration.sectionContentInsetsReference {
                members.append(("contentInsetsReference", string(reference.rawValue)))
            }
            if let spacing = configuration.sectionInterGroupSpacing { members.append(("interGroupSpacing", number(spacing))) }
            return object(members)
        }
    }

    /// A list configuration with its defaults left out (ListRules.md L1).
    static func node(for list: ListConfiguration) -> SpecNode {
        var members: [(String, SpecNode)] = []
        if list.appearance != .plain { members.append(("appearance", string(list.appearance.rawValue))) }
        if list.headerMode != .none { members.append(("headerMode", string(list.headerMode.rawValue))) }
        if list.footerMode != .none { members.append(("footerMode", string(list.footerMode.rawValue))) }
        if let padding = list.headerTopPadding { members.append(("headerTopPadding", number(padding))) }
        if !list.showsSeparators { members.append(("showsSeparators", SpecNode(.bool(false)))) }
        if let colour = list.backgroundColor { members.append(("backgroundColor", string(colour))) }
        for (key, content) in [("cell", list.cell), ("header", list.header), ("footer", list.footer)] {
            if let content { members.append((key, node(for: content))) }
        }
        appendLint(&members, list.lint)
        return object(members)
    }

    static func node(for content: ListViewContent) -> SpecNode {
        switch content {
        case .fittedHeight(let expression):
            let value = expression.constantValue.map(number) ?? string(expression.description)
            return object([("height", value)])
        case .configuration(let description):
            var members: [(String, SpecNode)] = []
            if let style = description.style { members.append(("style", string(style.rawValue))) }
            for (key, source) in [("text", description.text), ("secondaryText", description.secondaryText)] {
                switch source {
                case .field(let name)?: members.append((key, string(name)))
                case .literal(let text)?: members.append((key, object([("fixed", string(text))])))
                case nil: break
                }
            }
            if description.image { members.append(("image", SpecNode(.bool(true)))) }
            if description.numberOfLines != 0 { members.append(("numberOfLines", number(Double(description.numberOfLines)))) }
            if !description.accessories.isEmpty {
                members.append(("accessories", SpecNode(.array(description.accessories.map { string($0.rawValue) }))))
            }
            if let font = description.textFont { members.append(("font", node(for: font))) }
            if let font = description.secondaryTextFont { members.append(("secondaryFont", node(for: font))) }
            members += node(for: description.metrics)
            return object(members)
        }
    }

    /// Insets computed from the environment, each edge as written: a number, or its expression.
    static func node(for computed: ComputedInsets) -> SpecNode {
        object(computed.edges.map { edge in (edge.name, edge.expression.constantValue.map(number) ?? string(edge.expression.description)) })
    }

    static func node(for section: LayoutSection) -> SpecNode {
        var members: [(String, SpecNode)] = [("group", node(for: section.group))]
        if let computed = section.computedContentInsets {
            members.append(("contentInsets", node(for: computed)))
        } else if section.contentInsets != .zero {
            members.append(("contentInsets", node(for: section.contentInsets)))
        }
        if let computed = section.computedInterGroupSpacing {
            members.append(("interGroupSpacing", string(computed.description)))
        } else if section.interGroupSpacing != 0 {
            members.append(("interGroupSpacing", number(section.interGroupSpacing)))
        }
        if section.orthogonalScrollingBehavior != .none {
            members.append(("orthogonalScrollingBehavior", string(section.orthogonalScrollingBehavior.rawValue)))
        }
        if !section.boundarySupplementaryItems.isEmpty {
            members.append(("boundarySupplementaryItems", array(section.boundarySupplementaryItems.map(node(for:)))))
        }
        if !section.decorationItems.isEmpty {
            members.append(("decorationItems", array(section.decorationItems.map(node(for:)))))
        }
        if !section.supplementariesFollowContentInsets {
            members.append(("supplementariesFollowContentInsets", SpecNode(.bool(false))))
        }
        if let reference = section.contentInsetsReference {
            members.append(("contentInsetsReference", string(reference.rawValue)))
        }
        appendLint(&members, section.lint)
        return object(members)
    }

    static func node(for element: LayoutElement) -> SpecNode {
        switch element {
        case .item(let item): return node(for: item)
        case .group(let group): return node(for: group)
        }
    }

    static func node(for item: LayoutItem) -> SpecNode {
        var members: [(String, SpecNode)] = [("size", node(for: item.size))]
        appendCommon(&members, insets: item.contentInsets, computed: item.computedContentInsets, edgeSpacing: item.edgeSpacing, supplementaries: item.supplementaryItems)
        if let content = item.content { members.append(("content", node(for: content))) }
        appendLint(&members, item.lint)
        return object(members)
    }

    static func node(for group: LayoutGroup) -> SpecNode {
        var members: [(String, SpecNode)] = [("kind", string(group.kind.rawValue)), ("size", node(for: group.size))]
        switch group.arrangement {
        case .subitems(let elements):
            members.append(("subitems", array(elements.map(node(for:)))))
        case .counted(let element, let count):
            members.append(("subitem", node(for: element)))
            members.append(("count", group.computedCount.map { string($0.description) } ?? number(Double(count))))
        case .repeating(let element, let count):
            members.append(("repeatingSubitem", node(for: element)))
            members.append(("count", group.computedCount.map { string($0.description) } ?? number(Double(count))))
        case .custom(let frames):
            members.append((
                "frames",
                array(frames.map { custom in
                    var frame: [(String, SpecNode)] = [
                        ("x", number(custom.frame.x)), ("y", number(custom.frame.y)),
                        ("width", number(custom.frame.width)), ("height", number(custom.frame.height)),
                    ]
                    if custom.zIndex != 0 { frame.append(("zIndex", number(Double(custom.zIndex)))) }
                    return object(frame)
                })
            ))
        }
        if let computed = group.computedInterItemSpacing {
            members.append(("interItemSpacing", string(group.interItemSpacing.specString(length: computed.description))))
        } else if group.interItemSpacing != .fixed(0) {
            members.append(("interItemSpacing", string(group.interItemSpacing.specString)))
        }
        appendCommon(&members, insets: group.contentInsets, computed: group.computedContentInsets, edgeSpacing: group.edgeSpacing, supplementaries: group.supplementaryItems)
        appendLint(&members, group.lint)
        return object(members)
    }

    private static func appendCommon(
        _ members: inout [(String, SpecNode)], insets: EdgeInsets, computed: ComputedInsets?, edgeSpacing: EdgeSpacing,
        supplementaries: [SupplementaryItem]
    ) {
        if let computed {
            members.append(("contentInsets", node(for: computed)))
        } else if insets != .zero {
            members.append(("contentInsets", node(for: insets)))
        }
        if !edgeSpacing.isEmpty { members.append(("edgeSpacing", node(for: edgeSpacing))) }
        if !supplementaries.isEmpty { members.append(("supplementaryItems", array(supplementaries.map(node(for:))))) }
    }

    /// `interactive` when a node says it, `lint` when it disables a rule (LayoutSpecFormat.md, Lint annotations).
    static func appendLint(_ members: inout [(String, SpecNode)], _ annotations: LintAnnotations) {
        if let interactive = annotations.interactive { members.append(("interactive", SpecNode(.bool(interactive)))) }
        if !annotations.disabledRules.isEmpty {
            members.append(("lint", object([("disable", array(annotations.disabledRules.map { string($0.rawValue) }))])))
        }
    }

    static func node(for size: LayoutSize) -> SpecNode {
        object([("width", string(size.width.specString)), ("height", string(size.height.specString))])
    }

    /// A list section's assigned insets: `"list"` for an edge the list derives (ListRules.md L36).
    static func node(for insets: ListSectionInsets) -> SpecNode {
        let edge = { (value: Double?) in value.map(number) ?? string("list") }
        return object([("top", edge(insets.top)), ("leading", edge(insets.leading)), ("bottom", edge(insets.bottom)), ("trailing", edge(insets.trailing))])
    }

    /// The L37 overrides a content configuration's code set, each under its UIKit name.
    static func node(for metrics: ListContentMetrics) -> [(String, SpecNode)] {
        var members: [(String, SpecNode)] = []
        if let margins = metrics.layoutMargins { members.append(("directionalLayoutMargins", node(for: margins))) }
        if let padding = metrics.textToSecondaryTextVerticalPadding { members.append(("textToSecondaryTextVerticalPadding", number(padding))) }
        if let padding = metrics.textToSecondaryTextHorizontalPadding { members.append(("textToSecondaryTextHorizontalPadding", number(padding))) }
        if let prefers = metrics.prefersSideBySideTextAndSecondaryText {
            members.append(("prefersSideBySideTextAndSecondaryText", SpecNode(.bool(prefers))))
        }
        if let padding = metrics.imageToTextPadding { members.append(("imageToTextPadding", number(padding))) }
        if let size = metrics.imageReservedLayoutSize {
            members.append(("imageReservedLayoutSize", object([("width", number(size.width)), ("height", number(size.height))])))
        }
        return members
    }

    static func node(for insets: EdgeInsets) -> SpecNode {
        object([
            ("top", number(insets.top)), ("leading", number(insets.leading)), ("bottom", number(insets.bottom)),
            ("trailing", number(insets.trailing)),
        ])
    }

    static func node(for spacing: EdgeSpacing) -> SpecNode {
        var members: [(String, SpecNode)] = []
        if let leading = spacing.leading { members.append(("leading", string(leading.specString))) }
        if let top = spacing.top { members.append(("top", string(top.specString))) }
        if let trailing = spacing.trailing { members.append(("trailing", string(trailing.specString))) }
        if let bottom = spacing.bottom { members.append(("bottom", string(bottom.specString))) }
        return object(members)
    }

    static func node(for supplementary: SupplementaryItem) -> SpecNode {
        var members: [(String, SpecNode)] = [
            ("elementKind", string(supplementary.elementKind)), ("size", node(for: supplementary.size)),
            ("containerAnchor", node(for: supplementary.containerAnchor)),
        ]
        if let anchor = supplementary.itemAnchor { members.append(("itemAnchor", node(for: anchor))) }
        if supplementary.zIndex != 1 { members.append(("zIndex", number(Double(supplementary.zIndex)))) }
        if let predicate = supplementary.visibleWhen { members.append(("visibleWhen", string(predicate.description))) }
        if let content = supplementary.content { members.append(("content", node(for: content))) }
        return object(members)
    }

    static func node(for anchor: LayoutAnchor) -> SpecNode {
        var members: [(String, SpecNode)] = [("edges", array(anchor.edges.sorted().map { string($0.rawValue) }))]
        switch anchor.offset {
        case .absolute(let point) where point != .zero: members.append(("absoluteOffset", node(for: point)))
        case .fractional(let point): members.append(("fractionalOffset", node(for: point)))
        default: break
        }
        return object(members)
    }

    static func node(for point: Point) -> SpecNode {
        object([("x", number(point.x)), ("y", number(point.y))])
    }

    static func node(for item: BoundarySupplementaryItem) -> SpecNode {
        var members: [(String, SpecNode)] = [
            ("elementKind", string(item.elementKind)), ("size", node(for: item.size)),
            ("alignment", string(item.alignment.rawValue)),
        ]
        if item.offset != .zero { members.append(("offset", node(for: item.offset))) }
        if !item.extendsBoundary { members.append(("extendsBoundary", SpecNode(.bool(false)))) }
        if item.pinToVisibleBounds { members.append(("pinToVisibleBounds", SpecNode(.bool(true)))) }
        if item.zIndex != 1 { members.append(("zIndex", number(Double(item.zIndex)))) }
        if item.contentInsets != .zero { members.append(("contentInsets", node(for: item.contentInsets))) }
        if let content = item.content { members.append(("content", node(for: content))) }
        return object(members)
    }

    static func node(for decoration: DecorationItem) -> SpecNode {
        var members: [(String, SpecNode)] = [("elementKind", string(decoration.elementKind))]
        if decoration.contentInsets != .zero { members.append(("contentInsets", node(for: decoration.contentInsets))) }
        if decoration.zIndex != 0 { members.append(("zIndex", number(Double(decoration.zIndex)))) }
        return object(members)
    }

    /// A font: its text style, or its size and weight, and its file.
    static func node(for font: FontDescription) -> SpecNode {
        var members: [(String, SpecNode)] = font.textStyle.map { [("textStyle", string($0.rawValue))] }
            ?? [("size", number(font.size)), ("weight", string(font.weight.rawValue))]
        if let file = font.file { members.append(("file", string(file))) }
        return object(members)
    }

    static func node(for content: ContentDescription) -> SpecNode {
        var members: [(String, SpecNode)] = []
        switch content.text {
        case .field(let name): members.append(("field", string(name)))
        case .literal(let text): members.append(("text", string(text)))
        }
        members.append(("font", node(for: content.font)))
        if content.lineLimit != 0 { members.append(("lineLimit", number(Double(content.lineLimit)))) }
        if content.padding != .zero { members.append(("padding", node(for: content.padding))) }
        if content.minimumSize != .zero {
            members.append((
                "minimumSize",
                object([("width", number(content.minimumSize.width)), ("height", number(content.minimumSize.height))])
            ))
        }
        return object(members)
    }

    private static func object(_ members: [(String, SpecNode)]) -> SpecNode {
        SpecNode(.object(members.map { (key: $0.0, value: $0.1) }))
    }

    private static func array(_ elements: [SpecNode]) -> SpecNode { SpecNode(.array(elements)) }
    private static func string(_ text: String) -> SpecNode { SpecNode(.string(text)) }
    private static func number(_ value: Double) -> SpecNode { SpecNode(.number(value)) }
}
