import LayoutEngine
import LayoutModel

extension CompositionalDescriptionWriter {
    /// A list section: its configuration as written, then what it resolved to (the insets and padding the list
    /// computed, the heights its views sized to) when `description` is of this section at the environment shown.
    mutating func list(_ configuration: ListConfiguration, indent: String, description: SectionDescription?) {
        var settings = [
            "appearance \(configuration.appearance.rawValue)", "headerMode \(configuration.headerMode.rawValue)",
            "footerMode \(configuration.footerMode.rawValue)",
            "headerTopPadding " + (configuration.headerTopPadding.map(formatNumber) ?? "automatic"),
        ]
        if !configuration.showsSeparators { settings.append("no separators") }
        if let spacing = configuration.sectionInterGroupSpacing { settings.append("interGroupSpacing \(formatNumber(spacing)) between rows") }
        lines.append(indent + settings.joined(separator: ", "))
        // The section's own properties code set after `.list(using:layoutEnvironment:)` (ListRules.md L36).
        var assigned: [String] = []
        if let insets = configuration.sectionContentInsets {
            let edge = { (value: Double?) in value.map(formatNumber) ?? "the list's" }
            assigned.append(
                "contentInsets (top \(edge(insets.top)), leading \(edge(insets.leading)), bottom \(edge(insets.bottom)), trailing \(edge(insets.trailing)))"
            )
        }
        if let reference = configuration.sectionContentInsetsReference { assigned.append("contentInsetsReference \(reference.rawValue)") }
        if !assigned.isEmpty { lines.append(indent + "section " + assigned.joined(separator: ", ")) }
        for item in configuration.sectionBoundaryItems ?? [] { boundary(item, indent: indent, scope: "section") }
        let roles: [(String, ListViewContent?, Bool)] = [
            ("cell", configuration.cell, true), ("header", configuration.header, configuration.headerMode != .none),
            ("footer", configuration.footer, configuration.hasFooter),
        ]
        for (role, content, shown) in roles where shown {
            lines.append("\(indent)\(role) " + Self.listContent(content))
        }
        guard let description, let list = description.list
        else { return }
        var resolved = ["insets \(Self.insets(list.insets))", "header padding \(formatPoints(list.headerTopPadding))"]
        if let height = list.headerHeight {
            resolved.append("header \(formatPoints(height)) tall at x \(formatPoints(list.headerX)), \(formatPoints(list.headerWidth)) wide")
        }
        if let height = list.firstItemHeight { resolved.append("item 0 (the header) \(formatPoints(height)) tall") }
        if let rows = list.rowHeights {
            let heights = rows.lowerBound == rows.upperBound
                ? formatPoints(rows.lowerBound) : "\(formatPoints(rows.lowerBound)) to \(formatPoints(rows.upperBound))"
            resolved.append("rows \(heights) tall, \(formatPoints(list.cellWidth)) wide")
        }
        if let height = list.footerHeight { resolved.append("footer \(formatPoints(height)) tall") }
        resolved.append("section length \(formatPoints(description.length))")
        lines.append("\(indent)at \(environmentLabel): " + resolved.joined(separator: ", "))
    }

    /// A cell, header or footer description as written; nil is the default content configuration.
    static func listContent(_ content: ListViewContent?) -> String {
        switch content {
        case nil:
            return "default content configuration"
        case .fittedHeight(let expression)?:
            return "custom view, fitted height \(expression)"
        case .configuration(let description)?:
            var parts = [description.style.map { "\($0.rawValue)" } ?? "default style"]
            func text(_ source: TextSource) -> String {
                switch source {
                case .field(let name): return "field \"\(name)\""
                case .literal(let text): return "\"\(text)\""
                }
            }
            if let source = description.text { parts.append("text \(text(source))") }
            if let source = description.secondaryText { parts.append("secondaryText \(text(source))") }
            if description.image { parts.append("image") }
            if description.numberOfLines != 0 { parts.append("at most \(description.numberOfLines) lines") }
            let metrics = description.metrics
            if let m = metrics.layoutMargins {
                parts.append("margins \([m.top, m.leading, m.bottom, m.trailing].map(formatNumber).joined(separator: ",")) (top,leading,bottom,trailing)")
            }
            if let padding = metrics.textToSecondaryTextVerticalPadding { parts.append("texts \(formatNumber(padding)) apart stacked") }
            if let prefers = metrics.prefersSideBySideTextAndSecondaryText { parts.append(prefers ? "texts side by side while they fit" : "texts stacked") }
            if let padding = metrics.textToSecondaryTextHorizontalPadding { parts.append("texts \(formatNumber(padding)) apart side by side") }
            if let padding = metrics.imageToTextPadding { parts.append("image \(formatNumber(padding)) from the text") }
            if let size = metrics.imageReservedLayoutSize { parts.append("image room \(formatNumber(size.width)) × \(formatNumber(size.height))") }
            return parts.joined(separator: ", ")
        }
    }
}
