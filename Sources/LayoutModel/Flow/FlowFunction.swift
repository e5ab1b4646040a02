/// The functions a flow expression may call: Swift's `min` and `max` over `CGFloat`, which `sizeForItemAt` code
/// uses to cap a computed size (`min(100, (width - 32) / 3)`).
///
/// Both take two or more arguments; more than two read as nested calls from the left (`min(a, b, c)` is
/// `min(min(a, b), c)`), which gives the same number as Swift's variadic `min` for the finite values a flow
/// expression holds.
public enum FlowFunction: String, Hashable, Sendable, CaseIterable {
    case minimum = "min"
    case maximum = "max"

    /// The smaller (`min`) or the larger (`max`) of the two, as Swift's `min` and `max` choose it.
    public func apply(_ lhs: Double, _ rhs: Double) -> Double {
        switch self {
        case .minimum: return Swift.min(lhs, rhs)
        case .maximum: return Swift.max(lhs, rhs)
        }
    }
}
