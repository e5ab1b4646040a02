/// A `CGSize` in a flow spec whose components may be expressions: item sizes, estimates and reference sizes.
public struct FlowSize: Hashable, Sendable {
    public var width: FlowExpression
    public var height: FlowExpression

    public init(width: FlowExpression, height: FlowExpression) {
        self.width = width
        self.height = height
    }

    /// `CGSize.zero`.
    public static let zero = FlowSize(width: 0, height: 0)

    /// The component along an axis (width for horizontal).
    public subscript(axis: Axis) -> FlowExpression { axis == .horizontal ? width : height }

    /// True when either component differs from item to item (names `item` or a dataset field).
    public var dependsOnItem: Bool { width.dependsOnItem || height.dependsOnItem }

    /// Both components as plain numbers, when they are.
    public var constantValue: Size? {
        guard let width = width.constantValue, let height = height.constantValue else { return nil }
        return Size(width: width, height: height)
    }
}
