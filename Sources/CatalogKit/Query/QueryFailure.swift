/// Why a `query` gave no answer: the statement was refused before it ran (it would write, or is not one statement),
/// or SQLite failed while running it. Either way the catalog is as it was.
public enum QueryFailure: Error, Sendable, Equatable, CustomStringConvertible {
    case refused(reason: String)
    case failed(reason: String)

    public var description: String {
        switch self {
        case .refused(let reason): return reason
        case .failed(let reason): return "query failed: \(reason)"
        }
    }
}
