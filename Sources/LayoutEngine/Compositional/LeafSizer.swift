import LayoutModel

/// Gives items their measured size on estimated axes (R40, pass 2): the text of the item's content
/// description (a field of its data record, or literal text), set in its font, wrapped at the width the cell
/// has (its slot less the item's leading and trailing insets, R13; or, when its width is estimated too, the width
/// of its group), plus padding, at least its minimum size,
/// rounded up to the pixel grid. Axes that are not estimated keep their resolved size, and so does the counted
/// axis of a `subitem:count:` group. Items without a content description, or without a record, keep their
/// estimate.
final class LeafSizer {
    let content: any LayoutContent
    let section: Int
    let itemCount: Int
    let grid: PixelGrid
    /// The text size text styles are set in (V9).
    let category: ContentSizeCategory
    /// The section-wide largest measured size of `uniformAcrossSiblings` items of the top-level group (R40).
    var sectionUniform: Size = .zero

    init(content: any LayoutContent, section: Int, itemCount: Int, grid: PixelGrid, category: ContentSizeCategory) {
        self.content = content
        self.section = section
        self.itemCount = itemCount
        self.grid = grid
        self.category = category
    }

    /// True when an item's size can come from content.
    static func isSelfSizing(_ item: LayoutItem) -> Bool {
        item.content != nil && (item.size.width.isEstimated || item.size.height.isEstimated)
    }

    /// The item's slot size: `estimate` with each estimated axis (except `fixedAxis`) replaced by the measured
    /// content size. `wrapWidth` is the width available when the item's own width is estimated.
    func size(of item: LayoutItem, dataIndex: Int, estimate: Size, fixedAxis: Axis?, wrapWidth: Double) -> Size {
        guard let description = item.content else { return estimate }
        return size(
            description, estimatedWidth: item.size.width.isEstimated, estimatedHeight: item.size.height.isEstimated,
            dataIndex: dataIndex, estimate: estimate, fixedAxis: fixedAxis, wrapWidth: wrapWidth, insets: item.contentInsets
        )
    }

    /// The same from a content description and which axes are estimated (no item to copy on a hot path). `insets`
    /// are the item's content insets: on a width that is not estimated they narrow the cell inside its slot (R13),
    /// and the text wraps in the cell.
    func size(
        _ description: ContentDescription, estimatedWidth: Bool, estimatedHeight: Bool, dataIndex: Int, estimate: Size,
        fixedAxis: Axis?, wrapWidth: Double, insets: EdgeInsets = .zero
    ) -> Size {
        guard dataIndex < itemCount else { return estimate }
        let sizeWidth = estimatedWidth && fixedAxis != .horizontal
        let sizeHeight = estimatedHeight && fixedAxis != .vertical
        guard sizeWidth || sizeHeight else { return estimate }
        let cellWidth = estimatedWidth ? estimate.width : max(0, estimate.width - insets.leading - insets.trailing)
        guard let measured = measure(description, record: content.record(section: section, item: dataIndex),
                                     width: sizeWidth ? nil : cellWidth, wrapWidth: wrapWidth)
        else { return estimate }
        return Size(width: sizeWidth ? measured.width : estimate.width, height: sizeHeight ? measured.height : estimate.height)
    }

    /// The measured size of a content description, or nil when its text is unknown (a field without data).
    ///
    /// - Parameters:
    ///   - width: the width the view has when it is not estimated (the text wraps inside it, less padding).
    ///   - wrapWidth: the widest the view may grow when its width is estimated.
    func measure(_ description: ContentDescription, record: (any PredicateEnvironment)?, width: Double?, wrapWidth: Double) -> Size? {
        guard let text = Self.text(of: description, record: record) else { return nil }
        let padding = description.padding
        let available = Self.textWidth(description, width: width, wrapWidth: wrapWidth)
        let textSize = labelLayout(description, text: text, width: width, wrapWidth: wrapWidth)?.size ?? .zero
        let measuredWidth = width ?? ceilToGrid(min(textSize.width, available) + padding.leading + padding.trailing)
        let measuredHeight = ceilToGrid(textSize.height + padding.top + padding.bottom)
        return Size(
            width: max(measuredWidth, description.minimumSize.width),
            height: max(measuredHeight, description.minimumSize.height)
        )
    }

    /// The text a description shows with `record`: literal text, or the record's field (empty when the record lacks
    /// it: the view is its padding); nil when the text is unknown (a field and no record).
    static func text(of description: ContentDescription, record: (any PredicateEnvironment)?) -> String? {
        switch description.text {
        case .literal(let literal): return literal
        case .field(let name):
            guard let record else { return nil }
            return record.value(named: name).text ?? ""
        }
    }

    /// The width the text wraps at: the view's width (or, when it is estimated, `wrapWidth`) less the padding.
    static func textWidth(_ description: ContentDescription, width: Double?, wrapWidth: Double) -> Double {
        max(0, (width ?? wrapWidth) - description.padding.leading - description.padding.trailing)
    }

    /// The label's lines as the measurer sets them (R40): what sizing measures and what pictures draw, so both
    /// come from one line breaker. Nil for empty text, which takes no room.
    func labelLayout(_ description: ContentDescription, text: String, width: Double?, wrapWidth: Double) -> TextLayout? {
        guard !text.isEmpty else { return nil }
        // Measuring is the content's business, caching too (a real font is worth caching, a cheap one is not).
        return content.layOut(
            text: text, font: description.font.resolved(in: category), maxWidth: Self.textWidth(description, width: width, wrapWidth: wrapWidth),
            lineLimit: description.lineLimit
        )
    }

    /// Rounds a length up to the pixel grid, as UIKit sizes labels.
    private func ceilToGrid(_ value: Double) -> Double {
        (value * grid.scale - 0.001).rounded(.up) / grid.scale
    }
}
