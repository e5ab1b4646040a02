internal import CatalogStore
import Foundation
import LayoutModel
import LayoutRender
import SpecFormat

extension Catalog {
    /// Writes a static site of layouts: `index.html` with a card per layout and its pictures in every environment,
    /// and a page per layout with its spec, pictures, frames, cached runs and what its latest version moved against
    /// the previous stored one. Plain files, no server: it opens from disk, a static host or a CI artifact store.
    ///
    /// The steps:
    /// 1. check the layouts and the folder, before anything is computed or written;
    /// 2. compute every layout in every environment through the matrix compute, in one transaction, so every
    ///    picture shows a run `query` can see;
    /// 3. per layout: draw its pictures, compare its latest version with the previous one, write its page;
    /// 4. write the index, then move the finished site into place (a failure leaves the folder as it was).
    ///
    /// ```swift
    /// let catalog = Catalog(databasePath: "catalog.sqlite")
    /// let outcome = try catalog.report(ReportRequest(outputDirectory: "report"))
    /// print(outcome.summary)   // report of 44 layouts in 5 environments: … → report/index.html
    /// ```
    public func report(_ request: ReportRequest, progress: ((ReportProgress) -> Void)? = nil) throws -> ReportOutcome {
        guard !request.environments.isEmpty else { throw CatalogError("a report needs at least one environment") }
        let subjects = try reportSubjects(request)
        let catalogFiles = ["", "-wal", "-shm"].map { databasePath + $0 }
        let folder = try ReportFolder(request.outputDirectory, protecting: catalogFiles)
        do {
            let outcome = try writeReport(subjects, request, into: folder, progress: progress)
            try folder.commit(protecting: catalogFiles)
            return outcome
        } catch {
            folder.discard()
            if error is ComputeInterrupted { throw ReportInterrupted() }
            throw error
        }
    }

    /// Step 1: the named layouts (or all), each once, in order; unknown names are refused with a suggestion.
    func reportSubjects(_ request: ReportRequest) throws -> [ReportSubject] {
        let database = try open()
        defer { database.close() }
        let current = try database.currentLayouts()
        var chosen: [StoredLayoutVersion] = []
        if request.layouts.isEmpty {
            guard !current.isEmpty else { throw CatalogError("the catalog has no layouts yet: catalog import one first") }
            chosen = current
        } else {
            var seen: Set<String> = []
            for name in request.layouts where seen.insert(name).inserted {
                guard let stored = current.first(where: { $0.name == name }) else {
                    throw CatalogError("no layout named \"\(name)\"" + suggestion(for: name, among: current.map(\.name)))
                }
                chosen.append(stored)
            }
        }
        // A catalog file is input like any other: names read from it become file names here, so they must name as
        // an import would let them (no '/', no '..' trickery), or the report is not written.
        for stored in chosen where !LayoutSpecDecoder.isValidName(stored.name) {
            throw CatalogError(
                "\(databasePath): the layout name \(Self.quoted(stored.name)) read from the catalog may use only letters, digits, '-', '_' and '.', so no report file is named after it; nothing was written"
            )
        }
        let needsSpecCounts = request.environments.contains { $0.items == .specDefault }
        return try chosen.map { stored in
            let spec = try decodeStored(stored)
            let notComputed = needsSpecCounts && spec.itemCounts == nil
                ? "Not drawn: the spec has no itemCounts. Report it with item counts or a dataset to draw it."
                : nil
            return ReportSubject(stored: stored, spec: spec, versions: try database.layoutVersions(named: stored.name), notComputed: notComputed)
        }
    }

    /// Steps 2 to 4, into the staging folder.
    private func writeReport(
        _ subjects: [ReportSubject], _ request: ReportRequest, into folder: ReportFolder, progress: ((ReportProgress) -> Void)?
    ) throws -> ReportOutcome {
        let environments = request.environments.enumerated().map { ReportEnvironment(index: $0.offset, request: $0.element) }

        // 2. Compute (or find cached) every run in one transaction.
        let computable = subjects.filter { $0.notComputed == nil }.map(\.stored.name)
        let outcomes = computable.isEmpty
            ? []
            : try compute(computable, request.environments) { done, total in
                progress?(ReportProgress(stage: .computing, done: done, total: total))
            }
        var outcomesByLayout: [String: ArraySlice<ComputeOutcome>] = [:]
        for (position, name) in computable.enumerated() {
            outcomesByLayout[name] = outcomes[(position * environments.count)..<((position + 1) * environments.count)]
        }

        // 3. Pictures, diffs and a page per layout.
        let database = try open()
        defer { database.close() }
        let cache = ComputationCache()
        var layouts: [ReportLayout] = []
        var pictureCount = 0
        for (done, subject) in subjects.enumerated() {
            if Interruption.isRequested { throw ComputeInterrupted() }
            var layout = ReportLayout(
                name: subject.stored.name, title: subject.spec.title, description: subject.spec.description,
                family: subject.spec.family.rawValue, version: subject.stored.version, versionCount: subject.versions.count,
                sourcePath: subject.stored.sourcePath, sourceFormat: subject.stored.sourceFormat, sourceLine: subject.stored.sourceLine,
                notComputed: subject.notComputed, earlierVersion: subject.earlierVersion
            )
            var frames: [(environment: ReportEnvironment, result: LayoutResult, runID: Int64)] = []
            if let runs = outcomesByLayout[layout.name] {
                for (environment, outcome) in zip(environments, runs) {
                    let (picture, result) = try drawPicture(subject, environment, outcome, in: database, cache: cache, folder: folder)
                    layout.pictures.append(picture)
                    frames.append((environment, result, outcome.run.id))
                }
            }
            if let earlier = subject.earlierVersion {
                for (position, environment) in environments.enumerated() {
                    layout.changes.append(
                        try compareVersions(
                            subject, earlier: earlier, environment, current: position < frames.count ? frames[position].result : nil,
                            in: database, cache: cache, folder: folder
                        )
                    )
                }
            }
            pictureCount += layout.pictures.count + layout.changes.filter { $0.overlayFile != nil }.count
            let page = ReportLayoutPage(
                layout: layout,
                specLines: Self.specDescription(subject.stored, spec: subject.spec, versionCount: subject.versions.count),
                frames: frames,
                runs: try database.checkedCurrentRuns(layout: layout.name).compactMap { if case .sound(let run) = $0 { run } else { nil } }
            )
            try folder.write(page.render(), to: layout.page)
            layouts.append(layout)
            progress?(ReportProgress(stage: .writing, done: done + 1, total: subjects.count))
        }

        // 4. The index.
        let elementCount = outcomes.reduce(0) { $0 + $1.run.elementCount }
        let index = ReportIndexPage(
            layouts: layouts, environments: environments, elementCount: elementCount,
            catalogName: URL(fileURLWithPath: databasePath).lastPathComponent, engineVersion: engineVersion,
            textFaces: outcomes.compactMap(\.run.textFace).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        )
        try folder.write(index.render(), to: "index.html")
        let computed = outcomes.filter { !$0.cached }.count
        return ReportOutcome(
            directory: request.outputDirectory, layoutCount: layouts.count, environmentCount: environments.count,
            elementCount: elementCount, pictureCount: pictureCount, changedLayouts: layouts.filter(\.moved).map(\.name),
            uncomputedLayouts: layouts.filter { $0.notComputed != nil }.map(\.name), computedRuns: computed,
            cachedRuns: outcomes.count - computed
        )
    }

    /// A layout's picture in one environment, as `render` draws it (the whole content), or only the screen when it
    /// has more elements than a picture draws; written to the folder. Also returns the frames, for the page's table.
    private func drawPicture(
        _ subject: ReportSubject, _ environment: ReportEnvironment, _ outcome: ComputeOutcome, in database: CatalogDatabase,
        cache: ComputationCache, folder: ReportFolder
    ) throws -> (ReportPicture, LayoutResult) {
        let prepared = try prepare(subject.stored.name, environment.request, in: database, cache: cache)
        let result = try layoutResult(prepared, in: database, cache: cache)
        let label = prepared.label()
        var options = RenderOptions(caption: prepared.spec.title.map { "\(label): \($0)" } ?? label)
        let screenOnly = SVGRenderer(options: options).elementCount(result, in: prepared.environment) > Self.maximumDrawnElements
        if screenOnly { options.extent = .screen }
        let picture = SVGRenderer(options: options).render(result, in: prepared.environment)
        let file = "pictures/\(subject.stored.name).\(environment.slug).svg"
        try folder.write(picture.svg, to: file)
        let run = outcome.run
        let items = run.dataset.map { "dataset \($0)" } ?? "items " + PreparedComputation.itemCountsText(run.itemCounts)
        return (
            ReportPicture(
                environment: environment, file: file, pixelSize: picture.pixelSize, runID: run.id, cached: outcome.cached,
                cellCount: run.cellCount, supplementaryCount: run.supplementaryCount, decorationCount: run.decorationCount,
                contentSize: run.contentSize, itemsLabel: items, screenOnly: screenOnly
            ),
            result
        )
    }

    /// What the current version moved against `earlier` in one environment, as `diff NAME --version earlier` would
    /// say it; the overlay is written to the folder. A side that cannot be computed is reported, not thrown.
    private func compareVersions(
        _ subject: ReportSubject, earlier: Int, _ environment: ReportEnvironment, current: LayoutResult?, in database: CatalogDatabase,
        cache: ComputationCache, folder: ReportFolder
    ) throws -> ReportChange {
        let name = subject.stored.name
        let before: PreparedComputation
        let after: PreparedComputation
        let resultBefore: LayoutResult
        let resultAfter: LayoutResult
        do {
            before = try prepare(name, version: earlier, environment.request, in: database, cache: cache)
            resultBefore = try layoutResult(before, in: database, cache: cache).onScreenAtRest
            after = try prepare(name, version: subject.stored.version, environment.request, in: database, cache: cache)
            resultAfter = try (current ?? layoutResult(after, in: database, cache: cache)).onScreenAtRest
        } catch {
            return ReportChange(environment: environment, comparison: .failed("Not compared here: \(error)"))
        }
        let diff = LayoutDiff(before: resultBefore, after: resultAfter)
        let beforeLabel = before.label(showingVersion: true)
        let afterLabel = after.label(showingVersion: true)
        var overlayFile: String?
        var overlaySize = Size(width: 0, height: 0)
        if max(resultBefore.elements.count, resultAfter.elements.count) <= Self.maximumDrawnElements {
            let overlay = DiffOverlayRenderer(beforeLabel: beforeLabel, afterLabel: afterLabel)
                .render(diff, before: (resultBefore, before.environment), after: (resultAfter, after.environment))
            let file = "pictures/\(name).\(environment.slug).diff-v\(earlier)-v\(subject.stored.version).svg"
            try folder.write(overlay.svg, to: file)
            overlayFile = file
            overlaySize = overlay.pixelSize
        }
        return ReportChange(
            environment: environment,
            comparison: .compared(
                ReportChange.Compared(
                    diff: diff, summary: LayoutDiffTable(beforeLabel: beforeLabel, afterLabel: afterLabel).summary(diff),
                    overlayFile: overlayFile, overlaySize: overlaySize, beforeLabel: beforeLabel, afterLabel: afterLabel
                )
            )
        )
    }
}
