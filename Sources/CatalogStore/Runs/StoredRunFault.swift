import LayoutModel

/// Why a stored run cannot be read back: a value this program cannot use. Such a run is damaged; it is named in a
/// note, computed again and never served (Limits.md, What a catalog holds).
public enum StoredRunFault: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadableEnvironment(run: Int64, text: String, fault: EnvironmentFault)
    /// The run names no result: its frames were never stored.
    case noResult(run: Int64)
    case unknownFamily(run: Int64, name: String)
    case itemCountsNotWholeNumbers(run: Int64)
    case warningsNotStrings(run: Int64)
    /// A stored result's frames cannot be put back together (`CatalogDatabase.frames(ofResult:)`).
    case unreadableFrames(result: Int64, reason: String)
    /// A stored lint's findings cannot be read back (`LintStore`): the layout is linted again.
    case unreadableLint(lint: Int64, reason: String)

    public var description: String {
        switch self {
        case .unreadableEnvironment(let run, let text, let fault):
            return "run \(run) has an environment this program cannot read (\"\(text)\"): \(fault)"
        case .noResult(let run):
            return "run \(run) names no result: its frames were never stored"
        case .unknownFamily(let run, let name):
            return "run \(run) has a layout family this program does not know (\"\(name)\")"
        case .itemCountsNotWholeNumbers(let run):
            return "run \(run) has item counts that are not a JSON array of whole numbers"
        case .warningsNotStrings(let run):
            return "run \(run) has warnings that are not a JSON array of strings"
        case .unreadableFrames(let result, let reason):
            return "the frames of result \(result) cannot be read back: \(reason)"
        case .unreadableLint(let lint, let reason):
            return "the findings of stored lint \(lint) cannot be read back: \(reason)"
        }
    }
}
