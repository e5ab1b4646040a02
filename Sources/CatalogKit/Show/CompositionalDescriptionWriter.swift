internal import CatalogStore
import LayoutEngine
import LayoutModel

/// Writes a compositional layout as an indented tree for a person: every group and item with its dimensions and
/// the size it resolves to in a default environment, each section's insets, spacing, boundary and decoration items.
struct CompositionalDescriptionWriter {
    let layout: CompositionalLayout
    let descriptions: [SectionDescription]
    let environmentLabel: String
    var lines: [String] = []

    init(layout: CompositionalLayout, descriptions: [SectionDescription], environmentLabel: String) {
        self.layout = layout
        self.descriptions = descriptions
        self.environmentLabel = environmentLabel
    }

    mutating func write() -> [String] {
        let configuration = layout.configuration
        var settings = ["scroll \(configuration.scrollDirection.rawValue)"]
        if configuration.interSectionSpacing != 0 { settings.append("interSectionSpacing \(formatNumber(configuration.interSectionSpacing))") }
        settings.append("contentInsetsReference \(configuration.contentInsetsReference.rawValue)")
        lines.append("configuration: " + settings.joined(separator: ", "))
        for item in configuration.boundarySupplementaryItems { boundary(item, indent: "  ", scope: "layout") }

        if layout.isListLayout { lines.append("UICollectionViewCompositionalLayout.list(using:): every section is a list section") }
        for (index, definition) in layout.sections.enumerated() {
            let applies: String
            if layout.sections.count == 1 {
                applies = "every section"
            } else if index == layout.sections.count - 1 {
                applies = "section \(index) and later"
            } else {
                applies = "section \(index)"
            }
            switch definition {
            case .fixed(let section):
                lines.append("sections[\(index)] (\(applies))")
                self.section(section, indent: "  ", description: chosenDescription(for: index))
            case .list(let configuration):
                lines.append("sections[\(index)] (\(applies)): list section")
                list(configuration, indent: "  ", description: chosenDescription(for: index))
            case .adaptive(let cases):
                lines.append("sections[\(index)] (\(applies)), " + Self.adaptiveHeading(reading: definition.conditionNames))
                for (caseIndex, adaptiveCase) in cases.enumerated() {
                    let condition = adaptiveCase.condition.map { "when \($0)" } ?? "otherwise"
                    // Two cases may hold equal sections: the one chosen is known by its position.
                    let description = chosenDescription(for: index).flatMap { $0.adaptiveCaseIndex == caseIndex ? $0 : nil }
                    lines.append("  \(condition)" + (description == nil ? "" : "  (chosen at \(environmentLabel))"))
                    switch adaptiveCase.section {
                    case .composed(let section): self.section(section, indent: "    ", description: description)
                    case .list(let configuration):
                        lines.append("    list section")
                        list(configuration, indent: "    ", description: description)
                    }
                }
            }
        }
        return lines
    }

    /// How `show` introduces adaptive cases (an adaptive section's, an adaptive flow layout's): the rule, and the traits
    /// their conditions read.
    static func adaptiveHeading(reading names: Set<String>) -> String {
        let traits = ConditionTrait.listed(names)
        return "adaptive: the first case whose condition holds (reads \(traits.isEmpty ? "nothing" : traits.joined(separator: ", ")))"
    }

    /// The description of the first section index that uses definition `index`.
    func chosenDescription(for index: Int) -> SectionDescription? {
        descriptions.first { min($0.index, layout.sections.count - 1) == index }
    }

    /// A section built from a group, with what it resolved to when `description` is of it at the environment shown.
    private mutating func section(_ section: LayoutSection, indent: String, description: SectionDescription?) {
        var settings: [String] = []
        if let insets = Self.contentInsets(section.contentInsets, computed: section.computedContentInsets) { settings.append(insets) }
        if let computed = section.computedInterGroupSpacing {
            settings.append("interGroupSpacing \(computed)")
        } else if section.interGroupSpacing != 0 {
            settings.append("interGroupSpacing \(formatNumber(section.interGroupSpacing))")
        }
        if section.orthogonalScrollingBehavior != .none { settings.append("orthogonal \(section.orthogonalScrollingBehavior.rawValue)") }
        if !section.supplementariesFollowContentInsets { settings.append("supplementaries ignore content insets") }
        if let reference = section.contentInsetsReference { settings.append("contentInsetsReference \(reference.rawValue)") }
        if !settings.isEmpty { lines.append(indent + settings.joined(separator: ", ")) }
        element(.group(section.group), path: "group", indent: indent, description: description)
        for item in section.boundarySupplementaryItems { boundary(item, indent: indent, scope: "section") }
        for decoration in section.decorationItems {
            var text = "\(indent)decoration \"\(decoration.elementKind)\" (section background)"
            if decoration.contentInsets != .zero { text += ", contentInsets \(Self.insets(decoration.contentInsets))" }
            if decoration.zIndex != 0 { text += ", zIndex \(decoration.zIndex)" }
            lines.append(text)
        }
        if let description {
            var summary = "\(indent)at \(environmentLabel): \(description.itemsPerGroup) items per group"
            if description.itemCount > 0 {
                summary += ", \(description.placedItems) items in \(description.groupCount) groups"
            }
            summary += ", section length \(formatNumber(description.length))"
            if description.placedItems < description.itemCount {
                summary += "; \(description.itemCount - description.placedItems) items do not fit (a subitem is larger than its group)"
            }
            lines.append(summary)
        }
    }

    /// The section's group tree, one line per element (children indented below their group, in order), each with
    /// its resolved size and anchored supplementaries; a custom group lists its frames.
    private mutating func element(_ root: LayoutElement, path: String, indent: String, description: SectionDescription?) {
        root.walk(path: path) { visit in
            let indent = indent + String(repeating: "  ", count: visit.depth)
            let resolved = description?.resolvedSizes[visit.path].map { "  → \(formatNumber($0.width)) × \(formatNumber($0.height))" } ?? ""
            switch visit.element {
            case .item(let item):
                var text = "\(indent)item \(Self.size(item.size))\(resolved)"
                if let insets = Self.contentInsets(item.contentInsets, computed: item.computedContentInsets) { text += ", " + insets }
                if !item.edgeSpacing.isEmpty { text += ", edgeSpacing \(Self.edgeSpacing(item.edgeSpacing))" }
                lines.append(text)
                if let content = item.content { lines.append("\(indent)  content \(Self.content(content))") }
                for supplementary in item.supplementaryItems { anchored(supplementary, indent: indent + "  ") }
            case .group(let group):
                var details: [String] = []
                switch group.arrangement {
                case .counted(_, let count): details.append("\(group.computedCount.map { "\($0)" } ?? "\(count)") equal slots (subitem, count)")
                case .repeating(_, let count): details.append("subitem repeated \(group.computedCount.map { "\($0)" } ?? "\(count)") times")
                case .subitems(let elements):
                    let slots = description?.slotCounts[visit.path].map { ", \($0) slots" } ?? ""
                    details.append("\(elements.count) \(elements.count == 1 ? "subitem" : "subitems") repeated while they fit\(slots)")
                case .custom(let frames): details.append("\(frames.count) custom frames")
                }
                if let computed = group.computedInterItemSpacing {
                    details.append("interItemSpacing \(group.interItemSpacing.specString(length: computed.description))")
                } else if group.interItemSpacing != .fixed(0) {
                    details.append("interItemSpacing \(group.interItemSpacing.specString)")
                }
                if let insets = Self.contentInsets(group.contentInsets, computed: group.computedContentInsets) { details.append(insets) }
                if !group.edgeSpacing.isEmpty { details.append("edgeSpacing \(Self.edgeSpacing(group.edgeSpacing))") }
                lines.append("\(indent)group \(group.kind.rawValue) \(Self.size(group.size))\(resolved): " + details.joined(separator: ", "))
                for supplementary in group.supplementaryItems { anchored(supplementary, indent: indent + "  ") }
                if case .custom(let frames) = group.arrangement {
                    for custom in frames {
                        let f = custom.frame
                        lines.append("\(indent)  frame (\(formatNumber(f.x)), \(formatNumber(f.y)), \(formatNumber(f.width)), \(formatNumber(f.height)))" + (custom.zIndex != 0 ? " zIndex \(custom.zIndex)" : ""))
                    }
                }
            }
        }
    }

    /// `contentInsets (top 0, leading 20, …)`, each computed edge as its expression; nil for zero insets.
    private static func contentInsets(_ insets: EdgeInsets, computed: ComputedInsets?) -> String? {
        if let computed { return "contentInsets (" + computed.edges.map { "\($0.name) \($0.expression)" }.joined(separator: ", ") + ")" }
        return insets == .zero ? nil : "contentInsets \(Self.insets(insets))"
    }

    private mutating func anchored(_ supplementary: SupplementaryItem, indent: String) {
        var text = "\(indent)supplementary \"\(supplementary.elementKind)\" \(Self.size(supplementary.size)) at \(Self.anchor(supplementary.containerAnchor))"
        if let itemAnchor = supplementary.itemAnchor { text += ", its own anchor \(Self.anchor(itemAnchor))" }
        if supplementary.zIndex != 1 { text += ", zIndex \(supplementary.zIndex)" }
        if let predicate = supplementary.visibleWhen { text += ", visible when \(predicate)" }
        lines.append(text)
    }

    mutating func boundary(_ item: BoundarySupplementaryItem, indent: String, scope: String) {
        var text = "\(indent)\(scope) boundary \"\(item.elementKind)\" \(Self.size(item.size)) aligned \(item.alignment.rawValue)"
        if item.offset != .zero { text += ", offset (\(formatNumber(item.offset.x)), \(formatNumber(item.offset.y)))" }
        if !item.extendsBoundary { text += ", overlaps the content" }
        if item.pinToVisibleBounds { text += ", pinned" }
        if item.zIndex != 1 { text += ", zIndex \(item.zIndex)" }
        if item.contentInsets != .zero { text += ", contentInsets \(Self.insets(item.contentInsets))" }
        lines.append(text)
        if let content = item.content { lines.append("\(indent)  content \(Self.content(content))") }
    }

    static func size(_ size: LayoutSize) -> String { "\(size.width.specString) × \(size.height.specString)" }

    static func insets(_ insets: EdgeInsets) -> String {
        "(top \(formatNumber(insets.top)), leading \(formatNumber(insets.leading)), bottom \(formatNumber(insets.bottom)), trailing \(formatNumber(insets.trailing)))"
    }

    static func edgeSpacing(_ spacing: EdgeSpacing) -> String {
        var parts: [String] = []
        if let value = spacing.leading { parts.append("leading \(value.specString)") }
        if let value = spacing.top { parts.append("top \(value.specString)") }
        if let value = spacing.trailing { parts.append("trailing \(value.specString)") }
        if let value = spacing.bottom { parts.append("bottom \(value.specString)") }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    static func anchor(_ anchor: LayoutAnchor) -> String {
        var text = anchor.edges.isEmpty ? "[centre]" : "[" + anchor.edges.sorted().map(\.rawValue).joined(separator: ", ") + "]"
        switch anchor.offset {
        case .absolute(let point) where point != .zero: text += " offset (\(formatNumber(point.x)), \(formatNumber(point.y)))"
        case .fractional(let point): text += " fractional offset (\(formatNumber(point.x)), \(formatNumber(point.y)))"
        default: break
        }
        return text
    }

    static func content(_ content: ContentDescription) -> String {
        let text: String
        switch content.text {
        case .field(let name): text = "field \"\(name)\""
        case .literal(let literal): text = "text \"\(literal)\""
        }
        let font = content.font.textStyle.map { "text style \($0.rawValue) (\(formatNumber(content.font.size)) pt at large)" }
            ?? "\(formatNumber(content.font.size)) pt \(content.font.weight.rawValue)"
        var parts = [text, font]
        if content.lineLimit > 0 { parts.append("at most \(content.lineLimit) lines") }
        if content.padding != .zero { parts.append("padding \(insets(content.padding))") }
        return parts.joined(separator: ", ")
    }
}
