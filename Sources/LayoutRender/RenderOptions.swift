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
    /// Text shown in a cell drawn as a box instead of `section.item` (for example the dataset field the cell shows).
    public var cellLabels: [ItemPath: String]
    /// Content where elements describe it, or boxes everywhere.
    public var style: PictureStyle
    /// Light or dark mode's system colours.
    public var appearance: PictureAppearance
    /// Elements drawn outlined over everything else, each with what its tooltip says (a report's lint findings).
    public var outlines: [ElementKey: String]

    public init(
        extent: RenderExtent = .content,
        pixelsPerPoint: Double = 1,
        margin: Double = 16,
        caption: String? = nil,
        cellLabels: [ItemPath: String] = [:],
        style: PictureStyle = .content,
        appearance: PictureAppearance = .light,
        outlines: [ElementKey: String] = [:]
    ) {
        self.extent = extent
        self.pixelsPerPoint = pixelsPerPoint
        self.margin = margin
        self.caption = caption
        self.cellLabels = cellLabels
        self.style = style
        self.appearance = appearance
        self.outlines = outlines
    }
}
