/// Runs a registration's handler along every way its conditions on the data (`if item.isFavorite`,
/// `indexPath.item == 0`) can go, as `WidthCaseExplorer` does for the container width: the first time a run meets
/// a condition it takes "true", the next run "false" (a depth-first walk over the decisions). If every run gives
/// the view the same content, that content is what every record shows; if they differ, the content depends on
/// the record, which a list's one cell description cannot say.
struct RegistrationBranches {
    static let maximumPaths = 64

    private var walk = DecisionWalk()
    private(set) var pathCount = 0
    /// Where the first condition on the data is, for the message when the runs differ.
    private(set) var firstCondition: SourcePosition?
    /// The code of that condition.
    private(set) var firstConditionCode: String?

    /// Starts the next run of the handler.
    mutating func beginPath() {
        walk.beginRun()
        pathCount += 1
    }

    /// The outcome of the next condition the data decides on this run.
    mutating func decide(_ code: String, at position: SourcePosition) -> Bool {
        if firstCondition == nil {
            firstCondition = position
            firstConditionCode = code
        }
        return walk.next()
    }

    /// Moves to the next unexplored run; false when every run was made.
    mutating func advance() -> Bool { walk.advance() }
}
