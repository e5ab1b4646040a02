import LayoutRender

/// What `render` draws: the computation to draw (environment and item counts), and how much of it to show at what size.
public struct RenderRequest: Sendable, Equatable {
    public var compute: ComputeRequest
    public var extent: RenderExtent
    /// Pixels per point of the picture (its coordinates stay in points).
    public var pixelsPerPoint: Double
    /// A field of the dataset's items to label cells drawn as boxes with (the request must name a dataset); nil
    /// labels them `section.item`.
    public var labelField: String?
    /// Content where elements describe it (the default), or boxes everywhere.
    public var style: PictureStyle
    /// Light or dark mode's colours; a picture-only choice that moves no frame.
    public var appearance: PictureAppearance

    public init(
        compute: ComputeRequest, extent: RenderExtent = .content, pixelsPerPoint: Double = 1, labelField: String? = nil,
        style: PictureStyle = .content, appearance: PictureAppearance = .light
    ) {
        self.compute = compute
        self.extent = extent
        self.pixelsPerPoint = pixelsPerPoint
        self.labelField = labelField
        self.style = style
        self.appearance = appearance
    }
}
