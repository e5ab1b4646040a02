import LayoutModel

/// The heights of a list section's cells, headers and footers, self-sized as UIKit's list views size themselves
/// (ListRules.md L18 to L28): margins, then the text stack set in the style's text styles with SF Pro's line
/// height, wrapped where the text runs in the view, then the cell styles' minimum. A custom view is the height its
/// Auto Layout fits, given in the spec.
struct ListViewSizer {
    let configuration: ListConfiguration
    /// The list metrics in effect: the iOS version's, for the configuration's appearance.
    let design: ListDesign
    let section: Int
    let environment: LayoutEnvironment
    let grid: PixelGrid
    let geometry: ListGeometry
    /// Records and text measurement; nil sizes every text as one line (L23).
    let content: (any LayoutContent)?
    /// The JSON path of the list configuration, for faults in fitted-height expressions.
    let path: String

    /// The three kinds of view a list section shows.
    enum Role: String {
        case cell, header, footer
    }

    /// What a role's views show once defaults are filled in (L27): the style resolved for the appearance and the
    /// primary text defaulting to the field `title`; or a custom view's fitted height.
    enum ResolvedContent {
        case configuration(ListContentConfiguration, ListContentStyle)
        case fittedHeight(FlowExpression)
    }

    /// L27: the registration's content with its defaults. A missing cell description is
    /// `defaultContentConfiguration()` (`sidebarCell` in the two sidebar appearances, `cell` elsewhere); a header
    /// or footer without one shows its section's title in the appearance's style.
    func resolvedContent(_ role: Role) -> ResolvedContent {
        let given: ListViewContent?
        let defaultStyle: ListContentStyle
        switch role {
        case .cell:
            given = configuration.cell
            defaultStyle = configuration.appearance.isSidebar ? .sidebarCell : .cell
        case .header:
            given = configuration.header
            defaultStyle = .header
        case .footer:
            given = configuration.footer
            defaultStyle = .footer
        }
        switch given ?? .configuration(ListContentConfiguration()) {
        case .fittedHeight(let expression):
            return .fittedHeight(expression)
        case .configuration(var description):
            let style = (description.style ?? defaultStyle).resolved(in: configuration.appearance)
            description.style = style
            if description.text == nil { description.text = .field("title") }
            return .configuration(description, style)
        }
    }

    /// True when a role's height can differ from one record to the next: it reads fields of records there are.
    func dependsOnRecord(_ role: Role) -> Bool {
        guard content != nil else { return false }
        switch resolvedContent(role) {
        case .fittedHeight(let expression):
            return !expression.names.isEmpty
        case .configuration(let description, _):
            return [description.text, description.secondaryText].contains { source in
                if case .field? = source { return true } else { return false }
            }
        }
    }

    /// The height of a view of `role`, `width` wide, showing `record` (item `item`'s, or the section's for
    /// headers and footers).
    func height(_ role: Role, width: Double, record: (any PredicateEnvironment)?, item: Int) throws(LayoutError) -> Double {
        switch resolvedContent(role) {
        case .fittedHeight(let expression):
            // L18: exactly the fitted height, no minimum and no rounding.
            var compiled = FlowItemExpression(
                expression, section: section, path: "\(path).\(role.rawValue).height",
                values: FlowValueResolver(environment: environment, content: content)
            )
            return try compiled.value(item: item, record: record)
        case .configuration(let description, let style):
            return height(of: description, style: style, width: width, record: record)
        }
    }

    /// L18: margins plus the content (the text stack, or the image slot where taller), at least the cell styles'
    /// minimum.
    func height(of description: ListContentConfiguration, style: ListContentStyle, width: Double, record: (any PredicateEnvironment)?) -> Double {
        let metrics = ListStyleMetrics(style: style, design: design, overrides: description.metrics)
        let margins = metrics.verticalMargins
        let stack = textStack(of: description, metrics: metrics, width: textRun(of: description, metrics: metrics, viewWidth: width).width, record: record)
        return max(metrics.minimumHeight(in: environment.contentSizeCategory), margins.top + contentHeight(of: description, metrics: metrics, stack: stack) + margins.bottom)
    }

    /// L18: the content's height: the text stack, or the image slot where it is taller.
    func contentHeight(of description: ListContentConfiguration, metrics: ListStyleMetrics, stack: TextStack) -> Double {
        description.image ? max(stack.height, metrics.imageSlot(in: environment.contentSizeCategory).height) : stack.height
    }

    /// L11, L12, L35: where the text runs across a view `viewWidth` wide, from its leading edge: after the larger of
    /// the style's and the cell's leading margins, the leading accessories and the image slot with its spacing; up to
    /// the larger trailing margin less the trailing accessories.
    func textRun(of description: ListContentConfiguration, metrics: ListStyleMetrics, viewWidth: Double) -> (start: Double, width: Double) {
        let minimum = metrics.minimumTextMargins
        var start = max(minimum.leading, geometry.cellMargin.leading)
        var end = viewWidth - max(minimum.trailing, geometry.cellMargin.trailing)
        for accessory in description.accessories {
            let room = accessorySize(accessory).width + CellAccessory.spacing
            if accessory.isLeading { start += room } else { end -= room }
        }
        if description.image { start += metrics.imageSlot(in: environment.contentSizeCategory).width + metrics.imageToText }
        return (start, max(0, end - start))
    }

    /// L35: an accessory's box at the text size: its size at `large`, scaled with the body text size.
    func accessorySize(_ accessory: CellAccessory) -> Size {
        let scale = TextStyle.body.size(in: environment.contentSizeCategory) / 17
        return Size(width: accessory.sizeAtLarge.width * scale, height: accessory.sizeAtLarge.height * scale)
    }

    /// How a view's labels stack (L21): the primary label, the secondary one, whether they share a line, the
    /// space between them when stacked, and the stack's height.
    struct TextStack {
        var primary: Label?
        var secondary: Label?
        /// A value cell's labels on one line (L21).
        var sideBySide: Bool
        var spacing: Double

        var height: Double {
            switch (primary, secondary) {
            case (let a?, let b?): return sideBySide ? max(a.height, b.height) : a.height + spacing + b.height
            case (let a?, nil): return a.height
            case (nil, let b?): return b.height
            case (nil, nil): return 0
            }
        }
    }

    /// One label as the list sets it (L23): its text, its font at the text size, the measurer's lines when the text
    /// is known (nil for nominal text, or without a measurer), and its height on the grid.
    struct Label {
        var text: LabelText
        var font: FontDescription
        var layout: TextLayout?
        var height: Double
    }

    /// L21: one label, two stacked (3 points apart, 0 in subtitle cells), or, in a value cell, side by side while
    /// they fit on one line with 8 points between them; the code's own paddings and preference in their place (L37).
    /// A label with no text takes no room, nor does its spacing.
    func textStack(of description: ListContentConfiguration, metrics: ListStyleMetrics, width: Double, record: (any PredicateEnvironment)?) -> TextStack {
        let lines = description.numberOfLines
        var primary = text(description.text ?? .field("title"), record: record)
        // L22: iOS 15 to 18 set the grouped header's text upper-cased; measured as shown, so it wraps as drawn.
        if metrics.style == .groupedHeader, !design.isRedesigned, case .text(let string) = primary { primary = .text(string.uppercased()) }
        let secondary = description.secondaryText.map { text($0, record: record) } ?? .absent
        let fonts = description.fonts(style: metrics.style, design: metrics.design)
        if metrics.placesSecondaryBeside, primary != .absent, secondary != .absent,
            unwrappedWidth(primary, font: fonts.text) + metrics.sideBySideSpacing + unwrappedWidth(secondary, font: fonts.secondary) <= width + 0.0001
        {
            // Side by side, unwrapped; otherwise they stack (ListRules.md, "Decisions taken here", item 6).
            return TextStack(
                primary: label(primary, font: fonts.text, width: nil, lineLimit: 0),
                secondary: label(secondary, font: fonts.secondary, width: nil, lineLimit: 0),
                sideBySide: true, spacing: metrics.sideBySideSpacing
            )
        }
        return TextStack(
            primary: label(primary, font: fonts.text, width: width, lineLimit: lines),
            secondary: label(secondary, font: fonts.secondary, width: width, lineLimit: lines),
            sideBySide: false, spacing: metrics.stackedSecondarySpacing
        )
    }

    /// A label's text as the record gives it (L23).
    enum LabelText: Equatable {
        /// No label: a null or empty value. It takes no height.
        case absent
        /// A label whose text is not known: no dataset, no record, or a field the record does not have. One line;
        /// pictures show the field's name in its place.
        case nominal(field: String)
        case text(String)
    }

    func text(_ source: TextSource, record: (any PredicateEnvironment)?) -> LabelText {
        switch source {
        case .literal(let text):
            return text.isEmpty ? .absent : .text(text)
        case .field(let name):
            guard content != nil, let record, record.hasValue(named: name) else { return .nominal(field: name) }
            guard let text = record.value(named: name).text, !text.isEmpty else { return .absent }
            return .text(text)
        }
    }

    /// L23: lines × SF Pro's line height of the text style at the text size, rounded up to the pixel grid; the
    /// lines are the measurer's, of the text wrapped at `width` (nil: unwrapped), at most `lineLimit`. Nominal text
    /// is one line. Nil for an absent label.
    func label(_ text: LabelText, font: FontDescription, width: Double?, lineLimit: Int) -> Label? {
        let font = font.resolved(in: environment.contentSizeCategory)
        let lineHeight = SystemFontMetrics.lineHeight(size: font.size)
        switch text {
        case .absent:
            return nil
        case .nominal:
            return Label(text: text, font: font, layout: nil, height: grid.ceil(lineHeight))
        case .text(let string):
            let layout = content?.layOut(text: string, font: font, maxWidth: width, lineLimit: lineLimit)
            let lines = max(1, layout?.lines.count ?? 1)
            return Label(text: text, font: font, layout: layout, height: grid.ceil(Double(lines) * lineHeight))
        }
    }

    private func unwrappedWidth(_ text: LabelText, font: FontDescription) -> Double {
        guard case .text(let string) = text, let content else { return 0 }
        return content.measure(text: string, font: font.resolved(in: environment.contentSizeCategory), maxWidth: nil, lineLimit: 0).width
    }
}
