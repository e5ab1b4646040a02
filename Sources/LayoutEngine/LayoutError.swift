import LayoutModel

/// Why a layout cannot be computed for an environment.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No case of an adaptive section matches the container.
    case noAdaptiveCase(section: Int, width: Double, height: Double)
    /// The environment itself is unusable.
    case invalidEnvironment(String)

    public var description: String {
        switch self {
        case .noAdaptiveCase(let section, let width, let height):
            return "section \(section): no adaptive case matches a container of effective size \(formatNumber(width))x\(formatNumber(height)); add a case without \"when\" as a fallback"
        case .invalidEnvironment(let message):
            return message
        }
    }
}
