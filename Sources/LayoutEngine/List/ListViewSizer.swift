import LayoutModel

/// The heights of a list section's cells, headers and footers, self-sized as UIKit's list views size themselves
/// (ListRules.md L18 to L28): margins, then the text stack set in the style's text styles with SF Pro's line
/// height, wrapped where the text runs in the view, then the cell styles' minimum. A custom view is the height its
/// Auto Layout fits, given in the spec.
struct ListViewSizer {
    let configuration: ListConfiguration
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
        let metrics = ListStyleMetrics(style: style)
        let category = environment.contentSizeCategory
        let margins = metrics.verticalMargins
        var content = textStack(of: description, metrics: metrics, width: textWidth(metrics: metrics, viewWidth: width, image: description.image), record: record)
        if description.image { content = max(content, ListStyleMetrics.imageSlot(in: category).height) }
        return max(metrics.minimumHeight(in: category), margins.top + content + margins.bottom)
    }

    /// L11, L12: the width the text wraps at: the view less the larger of the style's and the cell's margins on
    /// each side, less the image slot and its spacing.
    func textWidth(metrics: ListStyleMetrics, viewWidth: Double, image: Bool) -> Double {
        let minimum = metrics.minimumTextMargins
        var width = viewWidth - max(minimum.leading, geometry.cellMargin.leading) - max(minimum.trailing, geometry.cellMargin.trailing)
        if image { width -= ListStyleMetrics.imageSlot(in: environment.contentSizeCategory).width + metrics.imageToText }
        return max(0, width)
    }

    /// L21: one label, two stacked (3 points apart, 0 in subtitle cells), or, in a value cell, side by side while
    /// they fit on one line with 8 points between them. A label with no text takes no room, nor does its spacing.
    func textStack(of description: ListContentConfiguration, metrics: ListStyleMetrics, width: Double, record: (any PredicateEnvironment)?) -> Double {
        let style = metrics.style
        let lines = description.numberOfLines
        let primary = text(description.text ?? .field("title"), record: record)
        let secondary = description.secondaryText.map { text($0, record: record) } ?? .absent
        let fonts = Self.fonts(of: description, style: style)
        if metrics.placesSecondaryBeside, primary != .absent, secondary != .absent,
            let beside = sideBySide(primary, secondary, fonts: fonts, width: width)
        {
            return beside
        }
        let first = labelHeight(primary, font: fonts.text, width: width, lineLimit: lines)
        let second = labelHeight(secondary, font: fonts.secondary, width: width, lineLimit: lines)
        switch (first, second) {
        case (let a?, let b?): return a + metrics.stackedSecondarySpacing + b
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (nil, nil): return 0
        }
    }

    /// A value cell's two labels on one line, unwrapped, when they fit with 8 points between them; nil when they do
    /// not (then they stack, ListRules.md, "Decisions taken here", item 6).
    private func sideBySide(_ primary: LabelText, _ secondary: LabelText, fonts: (text: FontDescription, secondary: FontDescription), width: Double) -> Double? {
        let first = unwrappedWidth(primary, font: fonts.text)
        let second = unwrappedWidth(secondary, font: fonts.secondary)
        guard first + 8 + second <= width + 0.0001 else { return nil }
        let a = labelHeight(primary, font: fonts.text, width: nil, lineLimit: 0) ?? 0
        let b = labelHeight(secondary, font: fonts.secondary, width: nil, lineLimit: 0) ?? 0
        return max(a, b)
    }

    /// The fonts of a content configuration's two labels: the style's (L22), or the system fonts its code set in
    /// their place.
    static func fonts(of description: ListContentConfiguration, style: ListContentStyle) -> (text: FontDescription, secondary: FontDescription) {
        let text = description.textFont ?? (style.isEmphasized ? FontDescription(textStyle: style.textStyle, weight: .semibold) : FontDescription(textStyle: style.textStyle))
        return (text, description.secondaryTextFont ?? FontDescription(textStyle: style.secondaryTextStyle))
    }

    /// A label's text as the record gives it (L23).
    enum LabelText: Equatable {
        /// No label: a null or empty value. It takes no height.
        case absent
        /// A label whose text is not known: no dataset, no record, or a field the record does not have. One line.
        case nominal
        case text(String)
    }

    func text(_ source: TextSource, record: (any PredicateEnvironment)?) -> LabelText {
        switch source {
        case .literal(let text):
            return text.isEmpty ? .absent : .text(text)
        case .field(let name):
            guard content != nil, let record, record.hasValue(named: name) else { return .nominal }
            guard let text = record.value(named: name).text, !text.isEmpty else { return .absent }
            return .text(text)
        }
    }

    /// L23: lines × SF Pro's line height of the font at the text size (a text style's size follows it), rounded up to
    /// the pixel grid; the number of lines is the measurement of the text wrapped at `width` (nil: unwrapped), at
    /// most `lineLimit`.
    func labelHeight(_ text: LabelText, font: FontDescription, width: Double?, lineLimit: Int) -> Double? {
        let font = font.resolved(in: environment.contentSizeCategory)
        let lineHeight = SystemFontMetrics.lineHeight(size: font.size)
        switch text {
        case .absent:
            return nil
        case .nominal:
            return grid.ceil(lineHeight)
        case .text(let string):
            return grid.ceil(Double(lineCount(string, font: font, width: width, lineLimit: lineLimit)) * lineHeight)
        }
    }

    /// How many lines the measurer sets `text` in: its height over the height of one line of the same font, so
    /// any measurer's own line height cancels out.
    private func lineCount(_ text: String, font: FontDescription, width: Double?, lineLimit: Int) -> Int {
        guard let content else { return 1 }
        let one = content.measure(text: "X", font: font, maxWidth: nil, lineLimit: 1).height
        guard one > 0 else { return 1 }
        let height = content.measure(text: text, font: font, maxWidth: width, lineLimit: lineLimit).height
        return max(1, Int((height / one).rounded()))
    }

    private func unwrappedWidth(_ text: LabelText, font: FontDescription) -> Double {
        guard case .text(let string) = text, let content else { return 0 }
        return content.measure(text: string, font: font.resolved(in: environment.contentSizeCategory), maxWidth: nil, lineLimit: 0).width
    }
}
