/// A computed dimension or group count (`ComputedDimension`, `LayoutGroup.computedCount`) that has no usable value
/// in an environment: where it is, relative to its section (`group.subitems[0].size.width`, `group.count`), its
/// expression, and why.
public struct ComputedValueFault: Error, Hashable, Sendable {
    /// The property's path below the section it belongs to, in the spec's keys.
    public var path: String
    public var expression: String
    public var reason: String

    public init(path: String, expression: String, reason: String) {
        self.path = path
        self.expression = expression
        self.reason = reason
    }
}
