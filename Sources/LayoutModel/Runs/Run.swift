/// A layout computed in an environment, as the catalog keeps it: the one declaration of what a run is.
///
/// A run is four values, each stored once where runs share it (CatalogStore's migration 0010: `computations`,
/// `environments`, `run_summaries`, `results`), read back whole by the store and printed by the command line:
/// what was computed (`subject`), where (`environment`), what the engine said of it (`summary`) and the frames it
/// came to (`result`). An attribute of a run is a field of one of them and its column in the store's mapping of that
/// part (`Run+Columns` in CatalogStore), nothing else.
///
/// ```swift
/// func describe(_ run: Run) -> String {
///     "run \(run.id): \(run.subject.layout) at \(run.environment.label), \(run.result.counts.cellCount) cells"
/// }
/// ```
public struct Run: Sendable, Equatable {
    /// The run's id in the catalog (`run_id` in `layout_runs` and `frames`); ids are never given twice.
    public var id: Int64
    public var subject: RunSubject
    public var environment: LayoutEnvironment
    public var summary: RunSummary
    public var result: RunResult
    /// The engine version the run was computed with (its cache key depends on it).
    public var engineVersion: Int
    /// Planning and writing time, SQLite's own time excluded, to the microsecond.
    public var computeMilliseconds: Double
    /// When the run was computed, ISO 8601 in UTC, to the second.
    public var computedAt: String

    public init(
        id: Int64, subject: RunSubject, environment: LayoutEnvironment, summary: RunSummary, result: RunResult, engineVersion: Int,
        computeMilliseconds: Double, computedAt: String
    ) {
        self.id = id
        self.subject = subject
        self.environment = environment
        self.summary = summary
        self.result = result
        self.engineVersion = engineVersion
        self.computeMilliseconds = computeMilliseconds
        self.computedAt = computedAt
    }
}
