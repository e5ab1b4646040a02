internal import CatalogStore
import Foundation
import LayoutEngine
import LayoutModel

extension Catalog {
    /// Computes every layout of `names` in every request of a matrix (devices, orientations, text sizes) in one
    /// process and one transaction: everything is prepared and looked up in one read first (cached runs are found
    /// and left as they are), then the new runs are planned and stored together, so a fault or a cancellation anywhere
    /// stores nothing. Specs, font digests and dataset contents are read once per layout, however many environments
    /// it is computed in. `progress` hears how many computations are done, of how many.
    public func compute(
        _ names: [String], _ requests: [ComputeRequest], progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> [ComputeOutcome] {
        try computeMatrix(names, requests, cache: ComputationCache(), progress: progress) { _, runs in runs.map(\.outcome) }
    }

    /// The matrix compute itself: every run of `names` in every request, stored in one transaction, and then, in
    /// the same transaction, `then` with the store and every run in the matrix's order (layout by layout, each in
    /// every request): the lint reads the runs back there and stores its findings with them, so that a fault or a
    /// cancellation anywhere stores nothing. What `then` throws is thrown as it is.
    func computeMatrix<Answer>(
        _ names: [String], _ requests: [ComputeRequest], cache: ComputationCache, progress: ((_ done: Int, _ total: Int) -> Void)?,
        then: (RunStore, [MatrixRun]) throws -> Answer
    ) throws -> Answer {
        let database = try open()
        defer { database.close() }
        let total = names.count * requests.count

        // 1. Prepare everything and find what is cached, in one read; a fault here is reported before anything is
        // written.
        var computations: [(prepared: PreparedComputation, key: RunKey)] = []
        computations.reserveCapacity(total)
        for name in names {
            for request in requests {
                try stopIfCancelled()
                let prepared = try prepare(name, request, in: database, cache: cache)
                computations.append((prepared, try cacheKey(of: prepared, cache: cache)))
            }
        }
        let found = try database.checkedRuns(keys: computations.map(\.key))

        // 2. What is not cached, with what it is planned with: content is built here, once per layout, since
        // building it reads the catalog.
        var outcomes: [ComputeOutcome?] = []
        // `twin`: the pending computation this one repeats (a device listed twice), stored once, reported twice.
        var pending: [(position: Int, twin: Int?)] = []
        var jobs: [PlanJob] = []
        var pendingKeys: [RunKey: Int] = [:]
        pendingKeys.reserveCapacity(computations.count)
        for ((prepared, key), checked) in zip(computations, found) {
            try stopIfCancelled()
            if let twin = pendingKeys[key] {
                outcomes.append(nil)
                pending.append((outcomes.count - 1, twin))
                continue
            }
            let (cached, damagedResult) = served(checked, for: prepared)
            if let cached {
                outcomes.append(ComputeOutcome(run: cached, cached: true))
            } else {
                let content = try self.content(of: prepared, in: database, cache: cache)
                outcomes.append(nil)
                pendingKeys[key] = pending.count
                pending.append((outcomes.count - 1, nil))
                jobs.append(PlanJob(prepared: prepared, key: key, content: content, damagedResult: damagedResult))
            }
            progress?(outcomes.count - pending.count, total)
        }

        // 3. Plan and store the new runs in one transaction, a batch at a time: a batch is planned side by side on
        // every core (`makeAll`), then stored in order. Memory holds one batch of plans, not the matrix's.
        do {
            return try database.storeRuns { store in
                var stored: [Run] = []
                stored.reserveCapacity(pending.count)
                var batch: [MadeRun] = []
                var nextInBatch = 0
                var nextJob = 0
                for (done, computation) in pending.enumerated() {
                    try stopIfCancelled()
                    let run: Run
                    if let twin = computation.twin {
                        run = stored[twin]
                    } else {
                        if nextInBatch == batch.count {
                            let end = min(nextJob + Self.planningBatch, jobs.count)
                            batch = try makeAll(jobs[nextJob..<end])
                            (nextJob, nextInBatch) = (end, 0)
                        }
                        let made = batch[nextInBatch]
                        nextInBatch += 1
                        run = try store.store(made.run) { writer in
                            writer.isCancelled = { [cancellation] in cancellation.isCancelled }
                            if let frames = made.frames {
                                writer.expectedCount = frames.count
                                writer.producingMilliseconds = made.producingMilliseconds
                                if frames.count > 0 { try writer.insert(frames) }
                            } else {
                                try Self.writeFrames(of: made.plan, into: writer)
                            }
                        }
                    }
                    stored.append(run)
                    outcomes[computation.position] = ComputeOutcome(run: run, cached: false)
                    progress?(total - pending.count + done + 1, total)
                }
                // Read in place by index: through a zip of the arrays, each prepared computation was copied three
                // times over before it reached its run.
                let runs = computations.indices.map { index in
                    MatrixRun(prepared: computations[index].prepared, key: computations[index].key, outcome: outcomes[index]!)
                }
                do {
                    return try then(store, runs)
                } catch {
                    throw AfterStoring(error: error)
                }
            }
        } catch let after as AfterStoring {
            throw after.error
        } catch let failure as PlanningFailed {
            // Planning's own error (a layout the engine refuses, too many elements), as a single compute says it.
            throw failure.error
        } catch is CancellationError {
            throw RequestCancelled.nothingStored
        } catch let cancelled as RequestCancelled {
            throw cancelled
        } catch {
            throw storeFailure(error, storing: "the frames")
        }
    }

    /// How many runs of a matrix are planned before they are stored.
    static let planningBatch = 1_024

    /// The names of every layout in the catalog, for `compute --all`.
    public func layoutNames() throws -> [String] {
        let database = try open()
        defer { database.close() }
        return try database.currentLayouts().map(\.name)
    }
}

/// One run of a matrix: what it computed, the key it is cached under, and the run stored or found.
struct MatrixRun {
    var prepared: PreparedComputation
    var key: RunKey
    var outcome: ComputeOutcome
}

/// An error of what runs after a matrix is stored, thrown out of the store's transaction as it is.
private struct AfterStoring: Error {
    var error: any Error
}

/// A computation to plan, with what it is planned with.
struct PlanJob {
    var prepared: PreparedComputation
    var key: RunKey
    var content: (any LayoutContent)?
    /// The damaged result its run releases when stored (`Catalog.served`).
    var damagedResult: Int64?
}

/// A planned run ready to store: its row, its plan, and for a small run its frames, already made.
struct MadeRun {
    var run: NewRun
    var plan: any LayoutPlan
    var frames: FrameBuffer?
    var producingMilliseconds: Double
}

/// An error of planning, thrown out of the store's transaction to be reported as planning's own.
struct PlanningFailed: Error {
    var error: any Error
}

extension Catalog {
    /// A run of at most this many frames has them made while it is planned, on the planning threads; a larger one
    /// streams them into the store a chunk at a time.
    static let framesMadeWithPlan = 4_096

    /// The runs of `jobs`, in their order, planned on every core, each thread taking every n-th job (a few jobs are
    /// made on this thread alone: starting threads would cost more). The engine reads nothing but its arguments, and
    /// content is `Sendable`: its text measurer measures one text at a time (`TextMeasurer`). The first error, in
    /// the jobs' order, is thrown once all are done, as `PlanningFailed`.
    func makeAll(_ jobs: ArraySlice<PlanJob>) throws -> [MadeRun] {
        let jobs = Array(jobs)
        let slots = MadeRunSlots(count: jobs.count)
        let threads = max(1, min(ProcessInfo.processInfo.activeProcessorCount, jobs.count / 64))
        let box = UncheckedSendable((self, jobs))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let (catalog, jobs) = box.value
            var index = thread
            while index < jobs.count {
                slots.set(index, Result { try catalog.make(jobs[index]) })
                index += threads
            }
        }
        return try slots.taken().map { result in
            do {
                return try result.get()
            } catch {
                throw PlanningFailed(error: error)
            }
        }
    }

    /// One job planned, and its frames made when they are few.
    func make(_ job: PlanJob) throws -> MadeRun {
        let (run, plan) = try plannedRun(job)
        guard plan.elementCount <= Self.framesMadeWithPlan else {
            return MadeRun(run: run, plan: plan, frames: nil, producingMilliseconds: 0)
        }
        let started = DispatchTime.now().uptimeNanoseconds
        let frames = plan.elements()
        return MadeRun(run: run, plan: plan, frames: frames, producingMilliseconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
    }
}

/// A value handed to the threads of `DispatchQueue.concurrentPerform`, which only read it.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The runs of a batch as threads make them: each slot is written by one thread only, before `taken` reads them
/// all (concurrentPerform returns once every thread is done).
private final class MadeRunSlots: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Result<MadeRun, any Error>?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: max(count, 1))
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func set(_ index: Int, _ result: Result<MadeRun, any Error>) {
        slots[index] = result
    }

    /// Every slot's result; a slot never set (which cannot happen) reads as a failure.
    func taken() -> [Result<MadeRun, any Error>] {
        (0..<count).map { slots[$0] ?? .failure(ComputeError.planNeverMade) }
    }
}
