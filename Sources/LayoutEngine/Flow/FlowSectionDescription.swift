import LayoutModel

/// What one flow section resolved to, for describing the layout to a person: its line length, its items (one
/// size or several), how many items its lines hold and how many lines there are, and where it sits.
public struct FlowSectionDescription: Sendable, Equatable {
    public var index: Int
    public var itemCount: Int
    /// The line length `L` (F6, F7).
    public var lineLength: Double
    /// Every item's size when the section is uniform (F13); nil when sizes differ.
    public var uniformItemSize: Size?
    /// Items per line: the grid's columns (F13), or the largest line of a non-uniform section.
    public var itemsPerLine: Int
    public var lineCount: Int
    public var headerLength: Double
    public var footerLength: Double
    public var start: Double
    public var length: Double
}

extension FlowPlan {
    /// What each section resolved to.
    public var sectionDescriptions: [FlowSectionDescription] {
        sections.map { section in
            var description = FlowSectionDescription(
                index: section.index, itemCount: section.itemCount, lineLength: section.lineLength, uniformItemSize: nil,
                itemsPerLine: 0, lineCount: 0, headerLength: section.headerLength, footerLength: section.footerLength,
                start: section.start, length: section.length
            )
            switch section.cells {
            case .none:
                break
            case .grid(let grid):
                description.uniformItemSize = container.axes.size(main: grid.mainLength, cross: grid.crossLength)
                description.itemsPerLine = grid.columns
                description.lineCount = (grid.itemCount + grid.columns - 1) / max(grid.columns, 1)
            case .lines(let lines):
                description.itemsPerLine = lines.lines.map(\.itemCount).max() ?? 0
                description.lineCount = lines.lines.count
            }
            return description
        }
    }
}
