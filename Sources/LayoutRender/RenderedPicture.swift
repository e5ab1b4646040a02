import LayoutModel

/// An SVG picture and where its points land, so a rasterised copy can be checked pixel by pixel.
public struct RenderedPicture: Sendable, Equatable {
    /// The SVG document.
    public var svg: String
    /// The drawing's coordinate box, in layout points (the SVG's `viewBox`).
    public var viewBox: Rect
    /// Pixels per point of the picture's `width` and `height`.
    public var pixelsPerPoint: Double
    /// The number of laid-out elements drawn.
    public var elementCount: Int

    public init(svg: String, viewBox: Rect, pixelsPerPoint: Double, elementCount: Int) {
        self.svg = svg
        self.viewBox = viewBox
        self.pixelsPerPoint = pixelsPerPoint
        self.elementCount = elementCount
    }

    /// The picture's size in pixels.
    public var pixelSize: Size {
        Size(width: viewBox.width * pixelsPerPoint, height: viewBox.height * pixelsPerPoint)
    }

    /// Where a point in layout (content) coordinates lands in the picture, in pixels from its top-left corner.
    public func pixel(at point: Point) -> Point {
        Point(x: (point.x - viewBox.x) * pixelsPerPoint, y: (point.y - viewBox.y) * pixelsPerPoint)
    }
}
