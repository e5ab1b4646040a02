import LayoutEngine
import LayoutModel

/// Writes a flow layout as an indented tree for a person: the collection view's content inset, the flow's
/// properties (expressions as written), each section's overrides, and what every section resolves to in a default
/// environment: its items' size, items per line, lines and length.
struct FlowDescriptionWriter {
    let layout: FlowLayout
    let plan: FlowPlan?
    let environmentLabel: String

    func write() -> [String] {
        var lines: [String] = []
        let view = layout.collectionView
        var viewLine = "collectionView: contentInset \(Self.insets(view.contentInset)), contentInsetAdjustmentBehavior \(view.contentInsetAdjustmentBehavior.rawValue)"
        if let plan { viewLine += " → adjusted content inset \(Self.insets(plan.adjustedContentInset)) at \(environmentLabel)" }
        lines.append(viewLine)
        var flowLine = "flow: scroll \(layout.scrollDirection.rawValue), itemSize \(Self.size(layout.itemSize))"
        switch layout.estimatedItemSize {
        case .automaticSize?: flowLine += ", estimatedItemSize automaticSize (self-sizing)"
        case .estimate(let size)?: flowLine += ", estimatedItemSize \(Self.size(size)) (self-sizing)"
        case nil: break
        }
        lines.append(flowLine)
        lines.append("  minimumLineSpacing \(layout.minimumLineSpacing), minimumInteritemSpacing \(layout.minimumInteritemSpacing)")
        lines.append("  sectionInset \(Self.insets(layout.sectionInset)) \(layout.sectionInsetReference.rawValue)")
        var supplementaries = "  headerReferenceSize \(Self.size(layout.headerReferenceSize)), footerReferenceSize \(Self.size(layout.footerReferenceSize))"
        if layout.sectionHeadersPinToVisibleBounds { supplementaries += ", headers pinned" }
        if layout.sectionFootersPinToVisibleBounds { supplementaries += ", footers pinned" }
        lines.append(supplementaries)
        if let content = layout.content { lines.append("  content \(CompositionalDescriptionWriter.content(content))") }
        for (index, overrides) in layout.sections.enumerated() {
            var parts: [String] = []
            if let size = overrides.itemSize { parts.append("itemSize \(Self.size(size))") }
            if let inset = overrides.sectionInset { parts.append("sectionInset \(Self.insets(inset))") }
            if let spacing = overrides.minimumLineSpacing { parts.append("minimumLineSpacing \(spacing)") }
            if let spacing = overrides.minimumInteritemSpacing { parts.append("minimumInteritemSpacing \(spacing)") }
            if let size = overrides.headerReferenceSize { parts.append("headerReferenceSize \(Self.size(size))") }
            if let size = overrides.footerReferenceSize { parts.append("footerReferenceSize \(Self.size(size))") }
            lines.append("  sections[\(index)] (section \(index) only): " + (parts.isEmpty ? "no overrides" : parts.joined(separator: ", ")))
        }
        for section in plan?.sectionDescriptions ?? [] {
            var text = "  at \(environmentLabel): section \(section.index): \(section.itemCount) items"
            if section.itemCount > 0 {
                let size = section.uniformItemSize.map { "\(formatPoints($0.width)) × \(formatPoints($0.height))" } ?? "of several sizes"
                text += " \(size), \(section.itemsPerLine) per line, \(section.lineCount) \(section.lineCount == 1 ? "line" : "lines")"
            }
            text += ", line length \(formatPoints(section.lineLength)), section length \(formatPoints(section.length))"
            lines.append(text)
        }
        return lines
    }

    static func size(_ size: FlowSize) -> String { "\(size.width) × \(size.height)" }

    static func insets(_ insets: FlowInsets) -> String {
        "(top \(formatNumber(insets.top)), left \(formatNumber(insets.left)), bottom \(formatNumber(insets.bottom)), right \(formatNumber(insets.right)))"
    }
}
