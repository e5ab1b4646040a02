/// The width and height dimensions of an item, group or supplementary, as `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    public var width: Dimension
    public var height: Dimension

    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    /// The dimension used along an axis.
    public subscript(axis: Axis) -> Dimension {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
