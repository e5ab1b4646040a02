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
    public var sizeFault: PictureSizeFault? {
        let size = pixelSize
        let limit = InputLimits.pictureSide.magnitude
        guard !(size.width.isFinite && size.height.isFinite && size.width <= limit && size.height <= limit) else { return nil }
        return PictureSizeFault(pixelSize: size, limit: limit)
    }

    /// Where a point in layout (content) coordinates lands in the picture, in pixels from its top-left corner.
    public func pixel(at point: Point) -> Point {
        Point(x: (point.x - viewBox.x) * pixelsPerPoint, y: (point.y - viewBox.y) * pixelsPerPoint)
    }
}

/// A picture too large for any viewer to show: its size in pixels, and the longest side a picture may have
/// (`InputLimits.pictureSide`). What to do instead (draw less, or at fewer pixels per point) is the caller's to say,
/// in its own terms.
public struct PictureSizeFault: Error, Sendable, Equatable, CustomStringConvertible {
    public var pixelSize: Size
    public var limit: Double

    public init(pixelSize: Size, limit: Double) {
        self.pixelSize = pixelSize
        self.limit = limit
    }

    public var description: String {
        "the picture would be \(formatNumber(pixelSize.width.rounded(.up)))x\(formatNumber(pixelSize.height.rounded(.up))) pixels; a side may be at most \(formatNumber(limit)) (the limit for \(InputLimits.pictureSide.name))"
    }
}
