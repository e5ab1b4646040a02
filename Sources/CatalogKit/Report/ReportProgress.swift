/// How far a report has come, for a progress bar: the runs computed (or found cached), then the layouts whose
/// pictures and page are written.
public struct ReportProgress: Sendable, Equatable {
    public enum Stage: Sendable, Equatable {
        /// Computing every layout in every environment (one transaction).
        case computing
        /// Drawing each layout's pictures and diffs and writing its page.
        case writing
    }

    public var stage: Stage
    public var done: Int
    public var total: Int
}
