import TextMeasure
internal import CatalogStore
internal import ContentDigest
import Foundation
import LayoutEngine
import LayoutModel
import SpecFormat

extension Catalog {
    /// Frames are written to the catalog in chunks of this many, so memory stays bounded at any size.
    public static let chunkSize = 262_144

    /// Computes a layout's frames in an environment and stores them, or finds them already cached.
    ///
    /// Four steps: the cache key of the prepared computation; the engine's plan; the run row; the store, where
    /// frames stream from the plan into one transaction a chunk at a time. `progress` hears how many frames are
    /// stored (of how many). A cancellation (`Cancellation`) stops planning or the write, and the write rolls back.
    public func compute(
        _ name: String, _ request: ComputeRequest, progress: ((_ stored: Int, _ total: Int) -> Void)? = nil
    ) throws -> ComputeOutcome {
        let database = try open()
        defer { database.close() }
        let prepared = try prepare(name, request, in: database)
        switch try findOrPlan(prepared, key: try cacheKey(of: prepared), in: database) {
        case .cached(let run):
            return ComputeOutcome(run: run, cached: true)
        case .planned(let run, let plan):
            return ComputeOutcome(run: try store(run, framesOf: plan, in: database, progress: progress), cached: false)
        }
    }

    /// Where a prepared computation's run comes from: the catalog holds it already, or it has been planned and is
    /// yet to be stored.
    enum RunSource {
        case cached(Run)
        /// The run row to store and the plan whose frames it stores (which `render` also draws, so a layout is
        /// planned once).
        case planned(NewRun, any LayoutPlan)
    }

    /// The run cached under `key`, or else the plan of the computation and the run row it makes.
    func findOrPlan(_ prepared: PreparedComputation, key: RunKey, in database: CatalogDatabase, cache: ComputationCache = ComputationCache())
        throws -> RunSource
    {
        try findOrPlan(prepared, key: key, found: try database.checkedRun(key: key), in: database, cache: cache)
    }

    /// The run `found` under `key` when it is sound, or else the plan of the computation and the run row it makes.
    func findOrPlan(
        _ prepared: PreparedComputation, key: RunKey, found: CheckedRun?, in database: CatalogDatabase, cache: ComputationCache
    ) throws -> RunSource {
        let (cached, damagedResult) = served(found, for: prepared)
        if let cached { return .cached(cached) }
        let content = try self.content(of: prepared, in: database, cache: cache)
        let (run, plan) = try plannedRun(PlanJob(prepared: prepared, key: key, content: content, damagedResult: damagedResult))
        return .planned(run, plan)
    }

    /// A job's plan and the run row it makes.
    func plannedRun(_ job: PlanJob) throws -> (run: NewRun, plan: any LayoutPlan) {
        let (plan, milliseconds) = try timedPlan(of: job.prepared, content: job.content)
        var run = newRun(job.prepared, key: job.key, plan: plan, planningMilliseconds: milliseconds)
        run.releasesDamagedResult = job.damagedResult
        return (run, plan)
    }

    /// What a look-up found: a sound run, served as it is, or nothing to serve, and then the damaged result to
    /// release when the run is stored again. A cached run is input like a file: a damaged one is computed again
    /// (storing it replaces the damaged row, as the same key does, and a damaged result with it) and never answers;
    /// the note says so.
    func served(_ found: CheckedRun?, for prepared: PreparedComputation) -> (run: Run?, damagedResult: Int64?) {
        switch found {
        case .sound(let run):
            return (run, nil)
        case .damaged(let runID, let fault, let result):
            note("note: \(databasePath): run \(runID) of \(prepared.stored.name) is damaged (\(fault)); it is computed again\n")
            return (nil, result)
        case nil:
            return (nil, nil)
        }
    }

    /// The key a prepared computation's run is cached under. Measured sizes depend on the faces that measure the
    /// text, so each face's kind (SF Pro, stand-in and its calibration, a file), axis values and file digest join it.
    func cacheKey(of prepared: PreparedComputation, cache: ComputationCache = ComputationCache()) throws -> RunKey {
        CacheKey.make(
            layout: prepared.stored.name, geometryDigest: prepared.stored.geometryDigest, datasetDigest: prepared.dataset?.digest,
            itemCounts: prepared.itemCounts, environmentText: cache.canonicalText(of: prepared.environment), engineVersion: engineVersion,
            fontDigests: try prepared.textFaces.map { face in
                let digest = try cache.digest(ofFile: face.path) { try Self.digest(ofFontFile: face.path, layout: prepared.stored.name) }
                return "\(face.identity) \(digest)"
            }
        )
    }

    /// The engine's plan of a prepared computation with its content already built (no frame written yet), and how
    /// long planning took. Reads nothing but its arguments, so a matrix's plans are made side by side on several
    /// threads (`makeAll`).
    func timedPlan(of prepared: PreparedComputation, content: (any LayoutContent)?) throws -> (plan: LayoutPlan, milliseconds: Double) {
        // The elements a run may store are bounded before planning (by the items) and after (by the plan), so a
        // mistyped count is refused at once instead of filling the disk.
        // The sum cannot overflow: counts and sections are bounded when read (InputLimits).
        let maximum = maximumElements
        let items = prepared.itemCounts.reduce(0, +)
        if items > maximum { throw Self.tooManyElements(prepared, count: items, what: "items", maximum: maximum) }
        // Planning checks the cancellation as it sizes items from content (`DatasetLayoutContent.isCancelled`).
        try stopIfCancelled()
        let started = DispatchTime.now().uptimeNanoseconds
        let plan = try self.plan(prepared, content: content)
        let planned = (plan: plan, milliseconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
        if planned.plan.elementCount > maximum {
            throw Self.tooManyElements(prepared, count: planned.plan.elementCount, what: "elements", maximum: maximum)
        }
        return planned
    }

    /// The refusal of a run past `InputLimits.maximumElements`, with the space it would have taken.
    static func tooManyElements(_ prepared: PreparedComputation, count: Int, what: String, maximum: Int) -> ComputeError {
        let megabytes = (Double(count) * Double(InputLimits.bytesPerStoredElement) / 100_000).rounded() / 10
        return ComputeError.tooManyElements(layout: prepared.stored.name, count: count, what: what, megabytes: megabytes, maximum: maximum)
    }

    /// The run row of a plan: what identifies it and the plan's summary (the counts follow from the frames).
    func newRun(_ prepared: PreparedComputation, key: RunKey, plan: LayoutPlan, planningMilliseconds: Double) -> NewRun {
        let summary = plan.summary
        return NewRun(
            key: key, subject: prepared.subject, environment: prepared.environment,
            summary: RunSummary(summary, textFace: prepared.textFaceRecord), strips: summary.orthogonalStrips,
            sections: summary.sections.filter { section in summary.orthogonalStrips.contains { $0.section == section.index } },
            computeMilliseconds: planningMilliseconds
        )
    }

    /// Stores a run with the plan's frames, written chunk by chunk into one transaction.
    func store(
        _ run: NewRun, framesOf plan: LayoutPlan, in database: CatalogDatabase, progress: ((_ stored: Int, _ total: Int) -> Void)?
    ) throws -> Run {
        do {
            return try database.storeRun(run) { writer in
                writer.isCancelled = { [cancellation] in cancellation.isCancelled }
                try Self.writeFrames(of: plan, into: writer, progress: progress)
            }
        } catch is CancellationError {
            throw RequestCancelled.nothingStored
        } catch {
            throw storeFailure(error, storing: "the frames")
        }
    }

    /// Streams a plan's frames into a run's writer a chunk at a time (the writer checks its cancellation before each
    /// chunk), and records the engine's share of the time: writing the frames, less what storing them took.
    static func writeFrames(
        of plan: LayoutPlan, into writer: FrameWriter, progress: ((_ stored: Int, _ total: Int) -> Void)? = nil
    ) throws {
        let total = plan.elementCount
        // Known before any frame is written, so the writer can look the run's result up instead of writing it.
        writer.expectedCount = total
        var storing = 0.0
        let writing = DispatchTime.now().uptimeNanoseconds
        try plan.write(chunkSize: chunkSize) { buffer in
            let chunkStarted = DispatchTime.now().uptimeNanoseconds
            try writer.insert(buffer)
            storing += Double(DispatchTime.now().uptimeNanoseconds - chunkStarted) / 1_000_000
            progress?(writer.count, total)
        }
        writer.producingMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - writing) / 1_000_000 - storing
    }

    /// The SHA-256 of a font file's bytes.
    static func digest(ofFontFile path: String, layout: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ComputeError.fontFileUnreadable(layout: layout, path: path)
        }
        return SHA256.hex(bytes: data)
    }

    /// Records and text measurement for the engine, when the spec describes content or hides supplementaries;
    /// nil otherwise (estimates stand, nothing hidden, and no dataset items are read).
    func layoutContent(for spec: LayoutSpec, dataset: StoredDataset?, database: CatalogDatabase) throws -> (any LayoutContent)? {
        // Only font files are prepared here, and they are the same on every iOS version: a version changes the
        // fonts of list labels alone, which are the system font's.
        let descriptions = spec.contentDescriptions(.newest)
        guard spec.readsContent else { return nil }
        let measurer: TextMeasurer
        do {
            measurer = try TextMeasurer(systemFont: systemFont)
            // Font files open here; the system font's faces depend on the text size and were found when the
            // computation was prepared.
            for description in descriptions where !description.font.isSystemFont { try measurer.prepare(description.font) }
        } catch {
            throw ComputeError.cannotCompute(layout: spec.name, reason: "\(error)")
        }
        var records: [[PredicateValues]] = []
        var sectionRecords: [PredicateValues] = []
        if let dataset {
            let contents = try DatasetContents(stored: dataset, items: try database.datasetItems(named: dataset.name), catalog: databasePath)
            records = contents.sections.map { $0.items.map(DatasetContents.record) }
            sectionRecords = contents.sections.map { section in
                PredicateValues(["id": .string(section.id), "title": section.title.map { .string($0) } ?? .null])
            }
        }
        return DatasetLayoutContent(records: records, sectionRecords: sectionRecords, measurer: measurer, cancellation: cancellation)
    }

    /// Decodes a stored version's canonical spec (written by this program, so a failure is a bug or a damaged file).
    func decodeStored(_ stored: StoredLayoutVersion) throws -> LayoutSpec {
        do {
            return try SpecDocument.decodeLayout(stored.canonicalSpec, file: "catalog:\(stored.name)@\(stored.version)", format: .json)
        } catch {
            throw ComputeError.storedSpecUnreadable(layout: stored.name, version: stored.version, reason: "\(error)")
        }
    }
}
