import LayoutModel

/// The display's pixel grid (R0). Fractional sizes are floored to it, positions rounded to it.
///
/// `floor` adds 0.001 of a pixel before flooring so that binary error (`(1/3) * 300 = 99.99999…`) does not
/// lose a whole pixel; `round` rounds half up.
public struct PixelGrid: Hashable, Sendable {
    public let scale: Double

    public init(scale: Double) {
        self.scale = scale
    }

    /// `floorPx`: the largest grid value not above `value` (within a thousandth of a pixel).
    @inline(__always)
    public func floor(_ value: Double) -> Double {
        Self.floorToInteger(value * scale + 0.001) / scale
    }

    /// `px`: the smallest grid value not below `value` (within a thousandth of a pixel), as a label's height is
    /// rounded up (ListRules.md L23): 17.5 is 17.5 at @2x and 17.667 at @3x.
    @inline(__always)
    public func ceil(_ value: Double) -> Double {
        -Self.floorToInteger(-value * scale + 0.001) / scale
    }

    /// `roundPx`: the nearest grid value, halves rounded up.
    @inline(__always)
    public func round(_ value: Double) -> Double {
        Self.floorToInteger(value * scale + 0.5) / scale
    }

    /// `value.rounded(.down)`, inlined. On the x86-64 baseline Swift compiles `rounded(.down)` to a call into
    /// libm (the rounding instruction needs SSE4.1), which was a tenth of writing a million frames; truncating
    /// through a 64-bit integer and stepping down for negative fractions is exact for every value whose
    /// magnitude is below 2^52, beyond which every double is already an integer.
    @inline(__always)
    public static func floorToInteger(_ value: Double) -> Double {
        guard abs(value) < 4_503_599_627_370_496 else { return value.rounded(.down) }  // 2^52; also NaN
        let truncated = Double(Int64(value))
        return truncated > value ? truncated - 1 : truncated
    }

    /// A rectangle with its origin rounded and its size kept (how final frames are rounded, R0).
    @inline(__always)
    public func roundOrigin(_ rect: Rect) -> Rect {
        Rect(x: round(rect.x), y: round(rect.y), width: rect.width, height: rect.height)
    }

    /// A rectangle with origin and size rounded (decorations, R0/R34).
    public func roundAll(_ rect: Rect) -> Rect {
        Rect(x: round(rect.x), y: round(rect.y), width: round(rect.width), height: round(rect.height))
    }
}
