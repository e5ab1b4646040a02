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

    /// Why no viewer could show this picture, or nil: a side longer than `InputLimits.pictureSide` pixels.
    public var sizeFault: String? {
        let size = pixelSize
        let limit = InputLimits.pictureSide.magnitude
        guard !(size.width.isFinite && size.height.isFinite && size.width <= limit && size.height <= limit) else { return nil }
        return "the picture would be \(formatNumber(size.width.rounded(.up)))x\(formatNumber(size.height.rounded(.up))) pixels; a side may be at most \(formatNumber(limit)) (the limit for \(InputLimits.pictureSide.name)): draw the screen only (--extent screen), give fewer --items or a smaller --zoom"
    }

    /// Where a point in layout (content) coordinates lands in the picture, in pixels from its top-left corner.
    public func pixel(at point: Point) -> Point {
        Point(x: (point.x - viewBox.x) * pixelsPerPoint, y: (point.y - viewBox.y) * pixelsPerPoint)
    }
}
