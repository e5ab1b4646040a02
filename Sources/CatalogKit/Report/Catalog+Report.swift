import FilePaths
internal import CatalogStore
import Foundation
import LayoutLint
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
        guard !request.environments.isEmpty else { throw ReportError.noEnvironments }
        let subjects = try reportSubjects(request)
        let folder = try ReportFolder(request.outputDirectory, protecting: ["", "-wal", "-shm"].map { databasePath + $0 })
        do {
            let outcome = try writeReport(subjects, request, into: folder, progress: progress)
            try folder.commit()
            return outcome
        } catch {
            folder.discard()
            if error is RequestCancelled || cancellation.isCancelled { throw RequestCancelled.reportNotWritten }
            throw error
        }
    }

    /// Step 1: the named layouts (or all), each once, in order; unknown names are refused with a suggestion.
    func reportSubjects(_ request: ReportRequest) throws -> [ReportSubject] {
        let database = try open()
        defer { database.close() }
        let chosen = try chosenLayouts(request.layouts, in: database)
        // A catalog file is input like any other: names read from it become file names here, so they must name as
        // an import would let them (no '/', no '..' trickery), or the report is not written.
        for stored in chosen where !LayoutSpecDecoder.isValidName(stored.name) {
            throw ReportError.unsafeStoredName(catalog: databasePath, name: stored.name)
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
        let environments = ReportEnvironment.all(of: request.environments)

        // 2. Compute (or find cached) every run and lint every layout, in one transaction, as `catalog lint` does over
        // the report's matrix: the findings are stored, and the report shows them.
        let computable = subjects.filter { $0.notComputed == nil }
        let findings = ReportLintCollector()
        let matrixRuns = computable.isEmpty
            ? []
            : try lintMatrix(
                computable.map { LintSubject(stored: $0.stored, spec: $0.spec) }, request.environments, rules: LintRuleSelection(),
                progress: { lint in
                    if lint.stage == .computing { progress?(ReportProgress(stage: .computing, done: lint.done, total: lint.total)) }
                },
                consumer: findings
            ).runs
        let outcomes = matrixRuns.map(\.outcome)
        var runsByLayout: [String: ArraySlice<MatrixRun>] = [:]
        for (position, subject) in computable.enumerated() {
            runsByLayout[subject.stored.name] = matrixRuns[(position * environments.count)..<((position + 1) * environments.count)]
        }

        // 3. Pictures, diffs and a page per layout.
        let database = try open()
        defer { database.close() }
        let cache = ComputationCache()
        var layouts: [ReportLayout] = []
        var pictureCount = 0
        for (done, subject) in subjects.enumerated() {
            try stopIfCancelled()
            var layout = ReportLayout(
                name: subject.stored.name, title: subject.spec.title, description: subject.spec.description,
                family: subject.spec.family.rawValue, version: subject.stored.version, versionCount: subject.versions.count,
                sourcePath: subject.stored.sourcePath, sourceFormat: subject.stored.sourceFormat, sourceLine: subject.stored.sourceLine,
                notComputed: subject.notComputed, earlierVersion: subject.earlierVersion
            )
            layout.findings = findings.byLayout[layout.name]
            var frames: [ReportFrames] = []
            // The frames each environment shows: its group's, drawn once.
            var current: [Int: LayoutResult] = [:]
            if let runs = runsByLayout[layout.name].map(Array.init) {
                let resultIDs = runs.map(\.outcome.run.result.id)
                for group in ReportResultGroup.grouping(resultIDs) {
                    let members = group.members.map { environments[$0] }
                    let label = ReportResultGroup.label(members, among: environments)
                    let (picture, result) = try drawPicture(
                        subject, members, group.members.map { runs[$0] }, caption: label,
                        outlines: layout.findings?.outlines(at: group.members) ?? [:], in: database, cache: cache, folder: folder
                    )
                    layout.pictures.append(picture)
                    frames.append(ReportFrames(environment: members[0], label: label, result: result, runID: picture.runID))
                    for member in group.members { current[member] = result }
                }
                layout.differsBetweenVersions = ReportResultGroup.differsBetweenVersions(resultIDs, environments: environments)
            }
            if let earlier = subject.earlierVersion {
                layout.changes = try compareVersions(
                    subject, earlier: earlier, environments, current: current,
                    resultIDs: runsByLayout[layout.name].map { $0.map(\.outcome.run.result.id) }, in: database, cache: cache, folder: folder
                )
            }
            pictureCount += layout.pictures.count + layout.changes.filter { $0.overlayFile != nil }.count
            let page = ReportLayoutPage(
                layout: layout,
                specLines: Self.specDescription(
                    subject.stored, spec: subject.spec, versionCount: subject.versions.count, in: Self.showEnvironment()
                ),
                frames: frames,
                runs: try database.checkedCurrentRuns(layout: layout.name).compactMap { if case .sound(let run) = $0 { run } else { nil } }
            )
            try folder.write(page.render(), to: layout.page)
            layouts.append(layout)
            progress?(ReportProgress(stage: .writing, done: done + 1, total: subjects.count))
        }

        // 4. The index.
        let elementCount = outcomes.reduce(0) { $0 + $1.run.result.counts.elementCount }
        let index = ReportIndexPage(
            layouts: layouts, environments: environments, elementCount: elementCount,
            catalogName: FilePath.lastComponent(of: databasePath), engineVersion: engineVersion,
            textFaces: outcomes.compactMap(\.run.summary.textFace).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        )
        try folder.write(index.render(), to: "index.html")
        let computed = outcomes.filter { !$0.cached }.count
        return ReportOutcome(
            directory: request.outputDirectory, layoutCount: layouts.count, environmentCount: environments.count,
            elementCount: elementCount, pictureCount: pictureCount, changedLayouts: layouts.filter(\.moved).map(\.name),
            uncomputedLayouts: layouts.filter { $0.notComputed != nil }.map(\.name), computedRuns: computed,
            cachedRuns: outcomes.count - computed,
            lintCounts: ReportLintCounts(summing: layouts.compactMap(\.findings)),
            dynamicTypeLayouts: layouts.filter(\.ignoresDynamicType).map(\.name),
            versionDependentLayouts: layouts.filter(\.differsBetweenVersions).map(\.name)
        )
    }

    /// A layout's picture in the first of `environments`, as `render` draws it (the whole content), or only the
    /// screen when it has more elements than a picture draws; written to the folder. `runs` are the runs it stands
    /// for, one per environment, which came to the same result, each as the matrix prepared and computed it. Also
    /// returns the frames, for the page's table.
    private func drawPicture(
        _ subject: ReportSubject, _ environments: [ReportEnvironment], _ runs: [MatrixRun], caption: String,
        outlines: [LayoutRender.ElementKey: String], in database: CatalogDatabase, cache: ComputationCache, folder: ReportFolder
    ) throws -> (ReportPicture, LayoutResult) {
        let environment = environments[0]
        let outcomes = runs.map(\.outcome)
        let outcome = outcomes[0]
        let prepared = runs[0].prepared
        // The stored run, drawn from its frames unless its picture shows content, which only a plan says.
        let (result, plan) = try drawnResult(of: outcome.run, prepared, style: .content, in: database, cache: cache)
        let label = prepared.label()
        var options = RenderOptions(caption: prepared.spec.title.map { "\(label): \($0)" } ?? label, outlines: outlines)
        let screenOnly = SVGRenderer(options: options).elementCount(result, in: prepared.environment) > Self.maximumDrawnElements
        if screenOnly { options.extent = .screen }
        let picture = SVGRenderer(options: options).render(
            result, in: prepared.environment,
            content: plan.map { Self.contentLayout(of: $0, result, options: options, environment: prepared.environment) } ?? ContentLayout()
        )
        // As `render` does: a picture no viewer could show (a damaged run's frames can be any size) is refused.
        if let fault = picture.sizeFault { throw RequestFault.pictureTooLarge(layout: subject.stored.name, fault) }
        let file = "pictures/\(subject.stored.name).\(environment.slug).svg"
        try folder.write(picture.svg, to: file)
        let run = outcome.run
        let items = run.subject.dataset.map { "dataset \($0)" } ?? "items " + PreparedComputation.itemCountsText(run.subject.itemCounts)
        return (
            ReportPicture(
                environments: environments, caption: caption, runIDs: outcomes.map(\.run.id), file: file,
                pixelSize: picture.pixelSize, cached: outcome.cached,
                cellCount: run.result.counts.cellCount, supplementaryCount: run.result.counts.supplementaryCount, decorationCount: run.result.counts.decorationCount,
                contentSize: run.summary.contentSize, itemsLabel: items, screenOnly: screenOnly
            ),
            result
        )
    }

    /// The two sides of a comparison of versions in one environment, before anything is drawn; or why they could not
    /// be computed there.
    private enum VersionSides {
        /// Both versions computed: their results as on screen at rest, and what moved between them.
        struct Compared {
            var before: PreparedComputation
            var after: PreparedComputation
            var resultBefore: LayoutResult
            var resultAfter: LayoutResult
            var diff: LayoutDiff
        }

        case compared(Compared)
        case failed(String)

        /// True when both say the same: the same change, or the same failure.
        func says(_ other: VersionSides) -> Bool {
            switch (self, other) {
            case (.compared(let compared), .compared(let otherCompared)): return compared.diff == otherCompared.diff
            case (.failed(let reason), .failed(let otherReason)): return reason == otherReason
            default: return false
            }
        }
    }

    /// What the current version moved against `earlier` in each environment, as `diff NAME --version earlier` would
    /// say it. Environments whose runs came to the same result (`resultIDs`, nil where none was computed) and whose
    /// earlier version moved the same way are one change, with one overlay written to the folder.
    private func compareVersions(
        _ subject: ReportSubject, earlier: Int, _ environments: [ReportEnvironment], current: [Int: LayoutResult],
        resultIDs: [Int64]?, in database: CatalogDatabase, cache: ComputationCache, folder: ReportFolder
    ) throws -> [ReportChange] {
        let sides = try environments.indices.map { position in
            try compareSides(subject, earlier: earlier, environments[position], current: current[position], in: database, cache: cache)
        }
        var groups: [[Int]] = []
        for position in environments.indices {
            let joined = resultIDs.flatMap { resultIDs in
                groups.firstIndex { group in resultIDs[group[0]] == resultIDs[position] && sides[group[0]].says(sides[position]) }
            }
            if let joined { groups[joined].append(position) } else { groups.append([position]) }
        }
        return try groups.map { group in
            let members = group.map { environments[$0] }
            return ReportChange(
                environment: members[0], comparison: try drawChange(subject, earlier: earlier, members[0], sides[group[0]], folder: folder),
                label: ReportResultGroup.label(members, among: environments), environmentCount: members.count
            )
        }
    }

    /// Both versions in one environment and their diff. A side that cannot be computed is reported, not thrown.
    private func compareSides(
        _ subject: ReportSubject, earlier: Int, _ environment: ReportEnvironment, current: LayoutResult?, in database: CatalogDatabase,
        cache: ComputationCache
    ) throws -> VersionSides {
        let name = subject.stored.name
        do {
            let before = try prepare(name, version: earlier, environment.request, in: database, cache: cache)
            let resultBefore = try layoutResult(before, in: database, cache: cache).onScreenAtRest
            let after = try prepare(name, version: subject.stored.version, environment.request, in: database, cache: cache)
            let resultAfter = try (current ?? layoutResult(after, in: database, cache: cache)).onScreenAtRest
            return .compared(
                VersionSides.Compared(
                    before: before, after: after, resultBefore: resultBefore, resultAfter: resultAfter,
                    diff: LayoutDiff(before: resultBefore, after: resultAfter)
                )
            )
        } catch {
            return .failed("Not compared here: \(error)")
        }
    }

    /// A comparison as the page shows it, its overlay (drawn in `environment`) written to the folder.
    private func drawChange(
        _ subject: ReportSubject, earlier: Int, _ environment: ReportEnvironment, _ sides: VersionSides, folder: ReportFolder
    ) throws -> ReportChange.Comparison {
        let compared: VersionSides.Compared
        switch sides {
        case .failed(let reason): return .failed(reason)
        case .compared(let both): compared = both
        }
        let (before, after, resultBefore, resultAfter, diff) =
            (compared.before, compared.after, compared.resultBefore, compared.resultAfter, compared.diff)
        let beforeLabel = before.label(showingVersion: true)
        let afterLabel = after.label(showingVersion: true)
        var overlayFile: String?
        var overlaySize = Size(width: 0, height: 0)
        if max(resultBefore.elements.count, resultAfter.elements.count) <= Self.maximumDrawnElements {
            let overlay = DiffOverlayRenderer(beforeLabel: beforeLabel, afterLabel: afterLabel)
                .render(diff, before: (resultBefore, before.environment), after: (resultAfter, after.environment))
            let file = "pictures/\(subject.stored.name).\(environment.slug).diff-v\(earlier)-v\(subject.stored.version).svg"
            try folder.write(overlay.svg, to: file)
            overlayFile = file
            overlaySize = overlay.pixelSize
        }
        return .compared(
            ReportChange.Compared(
                diff: diff, summary: LayoutDiffTable(beforeLabel: beforeLabel, afterLabel: afterLabel).summary(diff),
                overlayFile: overlayFile, overlaySize: overlaySize, beforeLabel: beforeLabel, afterLabel: afterLabel
            )
        )
    }
}
