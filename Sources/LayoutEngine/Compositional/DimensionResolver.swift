import LayoutModel

/// Turns dimensions into points (R0, R1).
///
/// A fraction multiplies the base's width or height, whichever the dimension names, regardless of the axis it
/// sits on (so `fractionalWidth` on a height gives aspect-ratio sizing), and is floored to the pixel grid.
/// Absolute values are used as given; estimated ones are their estimate in this pass (R40 replaces them).
struct DimensionResolver {
    let grid: PixelGrid

    @inline(__always)
    func resolve(_ dimension: Dimension, base: Size) -> Double {
        switch dimension {
        case .fractionalWidth(let fraction): return grid.floor(fraction * base.width)
        case .fractionalHeight(let fraction): return grid.floor(fraction * base.height)
        case .absolute(let value), .estimated(let value), .uniformAcrossSiblings(let value): return value
        case .computed:
            // `SectionDefinition.resolve(in:)` evaluates every computed dimension before a section is planned.
            preconditionFailure("a computed dimension reached the engine unevaluated")
        }
    }

    func resolve(_ size: LayoutSize, base: Size) -> Size {
        Size(width: resolve(size.width, base: base), height: resolve(size.height, base: base))
    }
}
