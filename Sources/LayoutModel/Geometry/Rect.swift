/// A rectangle: origin and size, in points.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }

    /// The origin coordinate along an axis.
    public func minimum(along axis: Axis) -> Double { axis == .horizontal ? origin.x : origin.y }

    /// The far edge coordinate along an axis.
    public func maximum(along axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }

    /// The same rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by insets on each edge (negative insets grow it). Insets larger than the rectangle
    /// leave it 0 wide or high at the inset origin, never negative (R41, our reading: UIKit's frames for such
    /// insets are unverified, and a negative size is no frame at all).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.leading,
            y: origin.y + insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom)
        )
    }

    /// The rectangle mirrored across a vertical line: reflected within `0...width`, so `x' = width − x − w`, with y
    /// and size unchanged. Right-to-left layout is the left-to-right one mirrored this way across the content
    /// width (V8; Environments.md, Right to left); mirroring twice gives the rectangle back.
    public func mirroredHorizontally(across width: Double) -> Rect {
        Rect(x: width - origin.x - size.width, y: origin.y, width: size.width, height: size.height)
    }

    /// True when the two rectangles share interior area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        origin.x < other.maxX && other.origin.x < maxX && origin.y < other.maxY && other.origin.y < maxY
    }
}
