import LayoutModel

extension FlowPlan {
    /// What every cell of `result` (this plan's frames) meeting `rect` shows (nil: all), for pictures: the layout's
    /// content description (F24), measured as the cell was, placed in the cell. Headers and footers show nothing
    /// the spec describes.
    public func contentLayout(of result: LayoutResult, meeting rect: Rect?) -> ContentLayout {
        guard let content else { return ContentLayout() }
        let writer = ContentLayoutWriter(environment: environment, grid: PixelGrid(scale: environment.scale), content: content)
        return writer.layout(of: result, meeting: rect) { category, _, section, item in shownContent(category, section: section, item: item) }
    }

    /// Which description a flow layout's element has: the one place the flow family decides it. Self-sizing cells
    /// show the layout's content description, measured as F24 measures them: their width from the text, wrapped at
    /// the line's length (the content's width across a horizontal layout's lines).
    func shownContent(_ category: ElementCategory, section index: Int, item: Int) -> ShownContent? {
        guard category == .cell, let cellContent, let content, sections.indices.contains(index) else { return nil }
        let record = content.record(section: index, item: item)
        let wrapWidth = container.axes.main == .vertical ? sections[index].lineLength : container.crossLength
        return .label(cellContent, record: record, width: .sized(wrapWidth: max(0, wrapWidth)), surface: .sectionTint)
    }
}
