import LayoutModel

extension ListViewSizer {
    /// What a list view of `role` shows, placed in `frame`, for pictures: the same text stack, margins, text run and
    /// labels its height came from (L11, L12, L18 to L23, L35), so the lines drawn are the lines measured. The content
    /// sits between the style's vertical margins, centred where the view is taller than it (a cell at the row
    /// minimum, L19); a value cell's secondary text beside the text ends at the text run's trailing edge. Custom
    /// views (a fitted height) show nothing the catalog knows: nil.
    ///
    /// - Parameters:
    ///   - isRow: the view is a row (a cell, or item 0 dressed as the header, L25), not a supplementary.
    ///   - separatorBelow: a separator runs along the row's bottom edge from the text's leading edge (L30).
    func elementContent(
        _ role: Role, frame: Rect, record: (any PredicateEnvironment)?, isRow: Bool, separatorBelow: Bool
    ) -> ElementContent? {
        guard case .configuration(let description, let style) = resolvedContent(role) else { return nil }
        let metrics = ListStyleMetrics(style: style, design: design, overrides: description.metrics)
        let run = textRun(of: description, metrics: metrics, viewWidth: frame.width)
        let stack = textStack(of: description, metrics: metrics, width: run.width, record: record)
        let margins = metrics.verticalMargins
        let contentHeight = contentHeight(of: description, metrics: metrics, stack: stack)
        let room = frame.height - margins.top - margins.bottom
        let contentTop = frame.y + margins.top + max(0, (room - contentHeight) / 2)
        let stackTop = contentTop + (contentHeight - stack.height) / 2
        let textX = frame.x + run.start

        var texts: [PlacedText] = []
        let primaryColor = Self.primaryColor(style, design: design)
        if let primary = stack.primary {
            let top = stack.sideBySide ? stackTop + (stack.height - primary.height) / 2 : stackTop
            texts += placed(primary, x: textX, top: top, width: run.width, color: primaryColor, trailing: false)
        }
        if let secondary = stack.secondary {
            let top = stack.sideBySide ? stackTop + (stack.height - secondary.height) / 2 : stackTop + (stack.primary.map { $0.height + stack.spacing } ?? 0)
            texts += placed(secondary, x: textX, top: top, width: run.width, color: .secondaryLabel, trailing: stack.sideBySide)
        }

        var shapes: [ContentShape] = []
        let middle = contentTop + contentHeight / 2
        if description.image {
            let slot = metrics.imageSlot(in: environment.contentSizeCategory)
            shapes.append(.imageSlot(Rect(x: textX - metrics.imageToText - slot.width, y: middle - slot.height / 2, width: slot.width, height: slot.height)))
        }
        let minimum = metrics.minimumTextMargins
        var leading = frame.x + max(minimum.leading, geometry.cellMargin.leading)
        var trailing = frame.maxX - max(minimum.trailing, geometry.cellMargin.trailing)
        for accessory in description.accessories {
            let size = accessorySize(accessory)
            let x = accessory.isLeading ? leading : trailing - size.width
            if accessory.isLeading { leading += size.width + CellAccessory.spacing } else { trailing -= size.width + CellAccessory.spacing }
            shapes.append(.accessory(accessory, Rect(x: x, y: middle - size.height / 2, width: size.width, height: size.height), mirrored: false))
        }
        if separatorBelow {
            let thickness = ListMetrics.separatorThickness(environment.iosVersion, scale: grid.scale, category: environment.contentSizeCategory)
            shapes.append(.separator(Rect(x: textX, y: frame.maxY - thickness, width: max(0, frame.maxX - textX), height: thickness)))
        }
        return ElementContent(surface: surface(isRow: isRow), texts: texts, shapes: shapes)
    }

    /// A label's lines placed from `top`, at the text run's leading edge (or, `trailing`, ending at its trailing
    /// edge). Nominal text shows the field's name in the placeholder colour, on the one line it was measured as.
    private func placed(_ label: Label, x: Double, top: Double, width: Double, color: ContentColor, trailing: Bool) -> [PlacedText] {
        let layout: TextLayout
        var color = color
        switch label.text {
        case .absent:
            return []
        case .nominal(let field):
            guard let content else { return [] }
            layout = content.layOut(text: field, font: label.font, maxWidth: width, lineLimit: 1)
            color = .placeholder
        case .text:
            guard let measured = label.layout else { return [] }
            layout = measured
        }
        let origins = layout.lines.indices.map { index in
            Point(x: trailing ? x + width - layout.lines[index].width : x, y: top + Double(index) * layout.lineHeight)
        }
        return [PlacedText(layout: layout, lineOrigins: origins, color: color)]
    }

    /// The colour of a style's primary text: the label colour, but grey for grouped headers (before iOS 26's
    /// redesign) and footers, as UIKit sets them.
    static func primaryColor(_ style: ListContentStyle, design: ListDesign) -> ContentColor {
        switch style {
        case .groupedHeader: return design.isRedesigned ? .label : .secondaryLabel
        case .groupedFooter, .plainFooter, .footer: return .secondaryLabel
        default: return .label
        }
    }

    /// How a list view's background is painted: rows of inset-grouped cards and sidebars show what is behind them
    /// (the card, the sidebar's background), grouped rows the grouped cell background, plain rows the system
    /// background; plain headers and footers are opaque (they pin over the rows, L5), the others clear.
    func surface(isRow: Bool) -> ContentSurface {
        switch configuration.appearance {
        case .plain: return .systemBackground
        case .sidebarPlain: return isRow ? .clear : .systemBackground
        case .grouped: return isRow ? .groupedCell : .clear
        case .insetGrouped, .sidebar: return .clear
        }
    }
}
