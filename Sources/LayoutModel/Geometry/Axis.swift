/// One of the two layout axes. Horizontal is x (width), vertical is y (height).
public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    public var crossing: Axis { self == .horizontal ? .vertical : .horizontal }
}
