import LayoutModel

/// Why a layout cannot be computed for an environment.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No case of an adaptive section matches the environment: its container's effective size and, in `traits`, the
    /// other traits the conditions read (`idiom .phone, horizontalSizeClass .compact`; empty when none).
    case noAdaptiveCase(section: Int, width: Double, height: Double, traits: String = "")
    /// No case of an adaptive flow layout matches the environment: the collection view's size and, in `traits`, the
    /// other traits the conditions read.
    case noFlowCase(width: Double, height: Double, traits: String = "")
    /// The environment itself is unusable.
    case invalidEnvironment(String)
    /// A spec value that cannot be used in this environment (a flow layout's size or spacing, a list's fitted
    /// height): an expression naming a field the record lacks, dividing by zero, or giving a size or spacing that
    /// is negative or not finite. `item` is nil for per-section values; `path` is the JSON path of the property the
    /// value came from.
    case invalidValue(section: Int, item: Int?, path: String, expression: String, reason: String)
    /// The content said the plan is no longer wanted (`LayoutContent.isCancelled`): planning stopped part way, and
    /// there is no plan.
    case cancelled

    public var description: String {
        switch self {
        case .noAdaptiveCase(let section, let width, let height, let traits):
            let others = traits.isEmpty ? "" : " with \(traits)"
            return "section \(section): no adaptive case matches a container of effective size \(formatNumber(width))x\(formatNumber(height))\(others); add a case without \"when\" as a fallback"
        case .noFlowCase(let width, let height, let traits):
            let others = traits.isEmpty ? "" : " with \(traits)"
            return "$.flow.adaptive: no case matches a collection view of \(formatNumber(width))x\(formatNumber(height))\(others); add a case without \"when\" as a fallback"
        case .invalidEnvironment(let message):
            return message
        case .invalidValue(let section, let item, let path, let expression, let reason):
            let place = item.map { "section \(section), item \($0)" } ?? "section \(section)"
            return "\(place): \(path) \"\(expression)\": \(reason)"
        case .cancelled:
            return "planning was cancelled"
        }
    }
}
