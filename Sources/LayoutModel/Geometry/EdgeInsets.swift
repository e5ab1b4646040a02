/// Directional insets, as `NSDirectionalEdgeInsets` (left-to-right: leading is left).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public static let zero = EdgeInsets()

    /// The inset at the start of an axis (leading for horizontal, top for vertical).
    public func leadingEdge(along axis: Axis) -> Double { axis == .horizontal ? leading : top }

    /// The inset at the end of an axis (trailing for horizontal, bottom for vertical).
    public func trailingEdge(along axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }

    /// Both insets of an axis added together.
    public func total(along axis: Axis) -> Double { leadingEdge(along: axis) + trailingEdge(along: axis) }

    /// These insets seen in a mirror: leading and trailing exchanged, top and bottom kept. Where the insets are
    /// physical (an environment's safe area and layout margins store left as leading), this swaps left and right,
    /// which right-to-left layout needs before it mirrors (V8; Environments.md, Right to left).
    public var mirroredHorizontally: EdgeInsets {
        EdgeInsets(top: top, leading: trailing, bottom: bottom, trailing: leading)
    }

    /// These insets with the two insets of one axis set to zero (R13: insets are ignored on estimated axes).
    public func zeroing(_ axis: Axis) -> EdgeInsets {
        var copy = self
        if axis == .horizontal {
            copy.leading = 0
            copy.trailing = 0
        } else {
            copy.top = 0
            copy.bottom = 0
        }
        return copy
    }
}
