import LayoutRender

/// What `render` draws: the computation to draw (environment and item counts), and how much of it to show at what size.
public struct RenderRequest: Sendable, Equatable {
    public var compute: ComputeRequest
    public var extent: RenderExtent
    /// Pixels per point of the picture (its coordinates stay in points).
    public var pixelsPerPoint: Double
    /// A field of the dataset's items to label cells with (the request must name a dataset); nil labels
    /// cells `section.item`.
    public var labelField: String?

    public init(compute: ComputeRequest, extent: RenderExtent = .content, pixelsPerPoint: Double = 1, labelField: String? = nil) {
        self.compute = compute
        self.extent = extent
        self.pixelsPerPoint = pixelsPerPoint
        self.labelField = labelField
    }
}
