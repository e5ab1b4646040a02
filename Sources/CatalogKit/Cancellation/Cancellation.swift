import Synchronization

/// A request to stop what a ``Catalog`` is doing: set from any thread, checked by the catalog at its check points,
/// after which the request throws ``RequestCancelled`` and leaves the catalog exactly as it was.
///
/// The check points: before planning, and inside it before each group of items (each list row, each flow
/// item) is sized from content, since measuring text is the slow part of planning (`LayoutContent.isCancelled`);
/// between chunks of frames while a compute stores them (its transaction rolls back); between the runs of a matrix
/// and the layouts of a report; between the steps of an import; and every thousand steps of SQLite's virtual machine
/// in a read (a long `catalog query` statement stops inside SQLite).
///
/// A cancellation stays cancelled: give each request that may be cancelled on its own a value of its own. The
/// catalog installs no signal handler; a program decides what cancels its requests (the `catalog` command line
/// turns SIGINT, SIGTERM and SIGHUP into one).
///
/// ```swift
/// import Dispatch
/// import LayoutModel
///
/// let base = Catalog(databasePath: "catalog.sqlite")
/// let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
///
/// // One request, cancelled from another thread: it throws, and the catalog is as it was.
/// var first = base
/// first.cancellation = Cancellation()
/// DispatchQueue.global().async { [cancellation = first.cancellation] in cancellation.cancel() }
/// do {
///     _ = try first.compute("p002-zoo-grid", ComputeRequest(environment, items: .counts([4_000_000])))
/// } catch is RequestCancelled {
///     // Nothing was stored.
/// }
///
/// // The next request has a cancellation of its own, and runs.
/// var second = base
/// second.cancellation = Cancellation()
/// _ = try second.compute("p002-zoo-grid", ComputeRequest(environment, items: .counts([18])))
/// ```
public final class Cancellation: Sendable {
    private let cancelled = Atomic<Bool>(false)
    private let condition: (@Sendable () -> Bool)?

    /// A cancellation that holds once `cancel()` is called.
    public init() {
        condition = nil
    }

    /// A cancellation that also holds whenever `condition` answers true: for a flag its owner keeps elsewhere, such
    /// as one a signal handler sets (a handler may only store to an atomic, not call into a class). `condition` is
    /// called at every check point, from the threads the request runs on, so it must be cheap and thread-safe.
    public init(whenever condition: @escaping @Sendable () -> Bool) {
        self.condition = condition
    }

    /// Asks every request that checks this value to stop. Safe from any thread.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Whether the requests that check this value should stop.
    public var isCancelled: Bool {
        cancelled.load(ordering: .relaxed) || condition?() == true
    }
}
