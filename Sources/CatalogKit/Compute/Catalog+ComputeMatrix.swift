internal import CatalogStore
import Foundation
import LayoutEngine
import LayoutModel

extension Catalog {
    /// Computes every layout of `names` in every request of a matrix (devices, orientations, text sizes) in one
    /// process and one transaction: everything is prepared, looked up in one read and planned first (cached runs are
    /// found and left as they are), then the new runs are stored together, so a fault or Ctrl-C anywhere stores nothing. Specs, font digests
    /// and dataset contents are read once per layout, however many environments it is computed in. `progress` hears
    /// how many computations are done, of how many.
    public func compute(
        _ names: [String], _ requests: [ComputeRequest], progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> [ComputeOutcome] {
        let database = try open()
        defer { database.close() }
        let cache = ComputationCache()
        let total = names.count * requests.count

        // 1. Prepare everything and find what is cached, in one read; a fault here is reported before anything is
        // written.
        var computations: [(prepared: PreparedComputation, key: RunKey)] = []
        computations.reserveCapacity(total)
        for name in names {
            for request in requests {
                if Interruption.isRequested { throw ComputeInterrupted() }
                let prepared = try prepare(name, request, in: database, cache: cache)
                computations.append((prepared, try cacheKey(of: prepared, cache: cache)))
            }
        }
        let found = try database.checkedRuns(keys: computations.map(\.key))

        // 2. Plan what is not cached.
        var outcomes: [ComputeOutcome?] = []
        var pending: [(position: Int, run: NewRun, plan: any LayoutPlan)] = []
        var pendingKeys: [RunKey: Int] = [:]
        for ((prepared, key), checked) in zip(computations, found) {
            if Interruption.isRequested { throw ComputeInterrupted() }
            if let twin = pendingKeys[key] {
                // The same computation asked twice (a device listed twice): stored once, reported twice.
                outcomes.append(nil)
                pending.append((outcomes.count - 1, pending[twin].run, pending[twin].plan))
            } else {
                switch try findOrPlan(prepared, key: key, found: checked, in: database, cache: cache) {
                case .cached(let run):
                    outcomes.append(ComputeOutcome(run, cached: true))
                case .planned(let run, let plan):
                    outcomes.append(nil)
                    pendingKeys[key] = pending.count
                    pending.append((outcomes.count - 1, run, plan))
                }
            }
            progress?(outcomes.count - pending.count, total)
        }

        // 3. Store the new runs in one transaction.
        do {
            try database.storeRuns { store in
                var stored: [RunKey: StoredRun] = [:]
                for (done, computation) in pending.enumerated() {
                    if Interruption.isRequested { throw CancellationError() }
                    let run: StoredRun
                    if let known = stored[computation.run.key] {
                        run = known
                    } else {
                        run = try store.store(computation.run) { writer in try Self.writeFrames(of: computation.plan, into: writer) }
                        stored[computation.run.key] = run
                    }
                    outcomes[computation.position] = ComputeOutcome(run, cached: false)
                    progress?(total - pending.count + done + 1, total)
                }
            }
        } catch is CancellationError {
            throw ComputeInterrupted()
        } catch {
            throw storeFailure(error, storing: "the frames")
        }
        return outcomes.compactMap { $0 }
    }

    /// The names of every layout in the catalog, for `compute --all`.
    public func layoutNames() throws -> [String] {
        let database = try open()
        defer { database.close() }
        return try database.currentLayouts().map(\.name)
    }
}
