import LayoutModel

/// What an `SVGRenderer` draws and how big.
public struct RenderOptions: Sendable, Equatable {
    public var extent: RenderExtent
    /// Pixels per point of the SVG's `width` and `height` (its coordinates stay in points).
    public var pixelsPerPoint: Double
    /// Blank space around the drawing, in points.
    public var margin: Double
    /// A first caption line, such as the layout's name and environment; nil for none.
    public var caption: String?
    /// Text shown in a cell instead of `section.item` (for example the dataset field the cell shows).
    public var cellLabels: [ItemPath: String]

    public init(
        extent: RenderExtent = .content,
        pixelsPerPoint: Double = 1,
        margin: Double = 16,
        caption: String? = nil,
        cellLabels: [ItemPath: String] = [:]
    ) {
        self.extent = extent
        self.pixelsPerPoint = pixelsPerPoint
        self.margin = margin
        self.caption = caption
        self.cellLabels = cellLabels
    }
}
