/// Space outside an item's edges, as `NSCollectionLayoutEdgeSpacing`. A missing edge is no space at all, not
/// flexible space.
public struct EdgeSpacing: Hashable, Sendable {
    public var leading: Spacing?
    public var top: Spacing?
    public var trailing: Spacing?
    public var bottom: Spacing?

    public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public static let none = EdgeSpacing()

    /// The spacing before an element along an axis (leading for horizontal, top for vertical).
    public func leadingEdge(along axis: Axis) -> Spacing? { axis == .horizontal ? leading : top }

    /// The spacing after an element along an axis (trailing for horizontal, bottom for vertical).
    public func trailingEdge(along axis: Axis) -> Spacing? { axis == .horizontal ? trailing : bottom }

    public var isEmpty: Bool { leading == nil && top == nil && trailing == nil && bottom == nil }
}
