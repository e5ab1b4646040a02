/// `UIEdgeInsets`: physical top, left, bottom and right insets, as the flow layout's `sectionInset` and the
/// collection view's `contentInset` take them (LayoutSpecFormat.md, Flow insets). Unlike `EdgeInsets` they do not
/// follow the layout direction.
public struct FlowInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// Directional insets read left to right (leading is left), as the environment gives the safe area.
    public init(leftToRight insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// `UIEdgeInsets.zero`.
    public static let zero = FlowInsets()

    /// The inset at the start of an axis (left for horizontal, top for vertical).
    public func leadingEdge(along axis: Axis) -> Double { axis == .horizontal ? left : top }

    /// The inset at the end of an axis (right for horizontal, bottom for vertical).
    public func trailingEdge(along axis: Axis) -> Double { axis == .horizontal ? right : bottom }

    /// Each edge of both insets added.
    public static func + (lhs: FlowInsets, rhs: FlowInsets) -> FlowInsets {
        FlowInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
