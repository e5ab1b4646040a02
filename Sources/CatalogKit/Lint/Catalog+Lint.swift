internal import CatalogStore
import LayoutEngine
import LayoutLint
import LayoutModel
import SpecFormat

extension Catalog {
    /// Lints layouts (all when the request names none) in every environment of a matrix and writes the findings in
    /// the request's format, to `--output` or to `standardOutput`, leaving out those a baseline holds.
    ///
    /// The steps:
    /// 1. read the baseline and open the files to write, before anything is computed: a bad baseline or a path that
    ///    cannot be written changes nothing;
    /// 2. compute every missing run through the matrix compute, in one transaction, as `compute` stores them;
    /// 3. in the same transaction, layout by layout: serve the findings the catalog stored under the same key
    ///    (`LintKey`), or read the runs back through the store's reader, a group of environments at a time, lint them
    ///    and store the findings (`lint_findings`), writing each layout's findings as it is finished;
    /// 4. put the output files in place once the transaction is committed.
    ///
    /// A fault or a cancellation anywhere stores nothing and writes no file.
    ///
    /// ```swift
    /// import LayoutLint
    /// import LayoutModel
    ///
    /// let catalog = Catalog(databasePath: "catalog.sqlite")
    /// var output = ""
    /// let environments = try ["iphone-se-3", "iphone-15-pro"].map { slug in
    ///     var environment = LayoutEnvironment(containerSize: .zero)
    ///     try EnvironmentTrait.device.read(slug, into: &environment)
    ///     return ComputeRequest(environment)
    /// }
    /// let outcome = try catalog.lint(LintRequest(layouts: ["p000-tag-cloud"], environments: environments)) { output += $0 }
    /// print(outcome.summary.line)   // 12 errors, 12 warnings, 0 notes in 1 layout over 2 environments
    /// ```
    public func lint(
        _ request: LintRequest, standardOutput: @escaping (String) throws -> Void, progress: ((LintProgress) -> Void)? = nil
    ) throws -> LintOutcome {
        guard !request.environments.isEmpty else { throw LintError.noEnvironments }
        // 1. Inputs, and the files written, before anything else.
        let baseline = try request.baseline.map { path throws(LintBaselineError) in try LintBaseline.read(path: path) }
        let catalogFiles = ["", "-wal", "-shm"].map { databasePath + $0 }
        let outputFile = try request.output.map { try OutputFile.Writer($0, describing: "the findings", protecting: catalogFiles) }
        let baselineFile = try request.writeBaseline.map { try OutputFile.Writer($0, describing: "the baseline", protecting: catalogFiles) }
        defer {
            outputFile?.discard()
            baselineFile?.discard()
        }
        let (subjects, skipped) = try lintSubjects(request)

        let destination = LintDestination(send: outputFile.map { file in { try file.write($0) } } ?? standardOutput)
        let report = LintReport(format: request.format, sink: destination, rules: request.rules, baseline: baseline)
        let consumer = LintCommandOutput(report: report, baseline: baselineFile.map { file in LintBaselineWriter(sink: LintDestination { try file.write($0) }) })
        let counts = try lintMatrix(subjects, request.environments, rules: request.rules, progress: progress, consumer: consumer).counts
        let summary = try report.finish()
        try consumer.finish()

        // 4. The files, once the findings are stored.
        try outputFile?.commit()
        try baselineFile?.commit()
        return LintOutcome(
            summary: summary, skippedLayouts: skipped, computedRuns: counts.computedRuns, cachedRuns: counts.cachedRuns,
            servedLayouts: counts.servedLayouts, lintedLayouts: counts.lintedLayouts, findingCount: counts.findings
        )
    }

    /// The layouts a request lints, each once, in order, with their specs; unknown names are refused with a
    /// suggestion. Without names, every layout, but those that have no item counts when the request gives none
    /// (skipped, each named in a note); a layout named without counts is refused as `compute` refuses it.
    func lintSubjects(_ request: LintRequest) throws -> (subjects: [LintSubject], skipped: [String]) {
        let database = try open()
        defer { database.close() }
        let chosen = try chosenLayouts(request.layouts, in: database)
        let needsSpecCounts = request.environments.contains { $0.items == .specDefault }
        var subjects: [LintSubject] = []
        var skipped: [String] = []
        for stored in chosen {
            let spec = try decodeStored(stored)
            if needsSpecCounts, spec.itemCounts == nil {
                guard request.layouts.isEmpty else { throw RequestFault.noItemCounts(layout: stored.name) }
                note("note: \(stored.name) is not linted: its spec has no itemCounts (give --items or --dataset to lint it)\n")
                skipped.append(stored.name)
                continue
            }
            subjects.append(LintSubject(stored: stored, spec: spec))
        }
        return (subjects, skipped)
    }

    /// Steps 2 and 3 for any consumer of findings (the command's output, a report's pages): computes the missing runs
    /// and lints every subject in every request, in one transaction, handing each layout's findings to `consumer`
    /// as they are served or found. Answers the counts and every run, layout by layout, each in every request.
    func lintMatrix(
        _ subjects: [LintSubject], _ requests: [ComputeRequest], rules: LintRuleSelection, progress: ((LintProgress) -> Void)?,
        consumer: some LintConsumer
    ) throws -> (counts: LintCounts, runs: [MatrixRun]) {
        let cache = ComputationCache()
        // The content every layout's runs are linted with (dataset records, the text measurer), built before the
        // transaction: building it reads the catalog.
        var contents: [String: (any LayoutContent)?] = [:]
        let database = try open()
        do {
            defer { database.close() }
            for subject in subjects {
                try stopIfCancelled()
                let prepared = try prepare(subject.stored.name, requests[0], in: database, cache: cache)
                contents[subject.stored.name] = try content(of: prepared, in: database, cache: cache)
            }
        }
        var counts = LintCounts()
        let names = subjects.map(\.stored.name)
        return try computeMatrix(names, requests, cache: cache, progress: { progress?(LintProgress(stage: .computing, done: $0, total: $1)) }) {
            store, runs in
            counts.computedRuns = runs.filter { !$0.outcome.cached }.count
            counts.cachedRuns = runs.count - counts.computedRuns
            let lints = store.lints
            for (index, subject) in subjects.enumerated() {
                try stopIfCancelled()
                let layoutRuns = Array(runs[(index * requests.count)..<((index + 1) * requests.count)])
                let content = contents[subject.stored.name] ?? nil
                let linted = try lintLayout(subject, layoutRuns, rules: rules, content: content, store: lints, consumer: consumer)
                counts.findings += linted.findings
                if linted.served { counts.servedLayouts += 1 } else { counts.lintedLayouts += 1 }
                progress?(LintProgress(stage: .linting, done: index + 1, total: subjects.count))
            }
            return (counts, runs)
        }
    }

    /// One layout: its stored findings served, or its runs linted and the findings stored.
    private func lintLayout(
        _ subject: LintSubject, _ runs: [MatrixRun], rules: LintRuleSelection, content: (any LayoutContent)?, store: LintStore,
        consumer: some LintConsumer
    ) throws -> (served: Bool, findings: Int) {
        let stored = subject.stored
        let environments = runs.map(\.prepared.environment)
        let linted = LintedLayout(layout: stored.name, version: stored.version, family: subject.spec.family, environments: environments)
        let lintedRuns = runs.map { LintedRun(environment: $0.key.environment, runID: $0.outcome.run.id) }
        let (key, matrix) = LintKey.make(layout: stored, rules: rules, runs: runs.map(\.key), engineVersion: engineVersion)

        // Paths repeat from finding to finding: each is read once.
        var paths: [String: SpecNodePath?] = [:]
        func path(_ text: String) -> SpecNodePath? {
            if let known = paths[text] { return known }
            let read = SpecNodePath(parsing: text)
            paths[text] = read
            return read
        }
        switch try store.lint(key: key, runs: lintedRuns, fault: { LintRows.fault($0, path: path) }) {
        case .sound(let found)?:
            try consumer.begin(linted)
            var batch: [LintFinding] = []
            try store.findings(of: found) { row in
                batch.append(try LintRows.finding(row, layout: stored.name, file: found.sourcePath, path: path))
                if batch.count == LintRows.batchSize {
                    try consumer.add(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            try consumer.add(batch)
            try consumer.end()
            return (true, found.findingCount)
        case .damaged(let fault)?:
            note("note: \(databasePath): \(fault); \(stored.name) is linted again\n")
        case nil:
            break
        }

        let source = LintRows.source(of: stored)
        let writer = try store.begin(NewLint(
            key: key, matrixKey: matrix, layout: stored.name, layoutVersionID: stored.id, rules: rules.enabled.rules,
            sourcePath: source?.file, environments: lintedRuns
        ))
        var positions: [LayoutEnvironment: Int] = [:]
        for (position, environment) in environments.enumerated() where positions[environment] == nil { positions[environment] = position }
        // The observer cannot throw: the first failure to store an occurrence is kept and thrown after the run.
        var failure: (any Error)?
        var pathTexts: [SpecNodePath: String] = [:]
        var last = (environment: environments[0], position: 0)
        let linter = LayoutLinter(
            layout: LintLayout(name: stored.name, version: stored.version, spec: subject.spec, source: source), environments: environments,
            rules: rules
        ) { occurrence in
            guard failure == nil else { return }
            do {
                let path = pathTexts[occurrence.path] ?? occurrence.path.description
                pathTexts[occurrence.path] = path
                // A run's occurrences come together: its environment's position is looked up once.
                if occurrence.environment != last.environment { last = (occurrence.environment, positions[occurrence.environment] ?? 0) }
                try writer.addOccurrence(LintRows.row(occurrence, position: last.position, path: path))
            } catch {
                failure = error
            }
        }
        let resolutions = GroupResolutions(spec: subject.spec)
        for group in LintRows.environmentGroups(runs) {
            try stopIfCancelled()
            // Runs of a group that came to the same result share its frames, read once.
            var results: [Int64: LayoutResult] = [:]
            for run in group {
                let stored = run.outcome.run
                let result = try results[stored.result.id] ?? LintRows.result(of: stored, spec: subject.spec, store: store)
                results[stored.result.id] = result
                linter.add(LintRun(
                    environment: run.prepared.environment, result: result, content: content,
                    groupResolutions: resolutions.resolution(in: run.prepared.environment, itemCounts: run.prepared.itemCounts)
                ))
                if let failure { throw failure }
            }
        }
        let result = linter.finish()
        if let failure { throw failure }

        try consumer.begin(linted)
        var batch: [LintFinding] = []
        for finding in result.findings {
            let path = pathTexts[finding.path] ?? finding.path.description
            pathTexts[finding.path] = path
            try writer.addFinding(LintRows.row(finding, path: path))
            batch.append(finding)
            if batch.count == LintRows.batchSize {
                try consumer.add(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        try consumer.add(batch)
        try consumer.end()
        try writer.finish()
        return (false, result.findings.count)
    }
}

/// A layout to lint: its current stored version and decoded spec.
struct LintSubject {
    var stored: StoredLayoutVersion
    var spec: LayoutSpec
}

/// What a lint of a matrix did, for its outcome.
struct LintCounts {
    var computedRuns = 0
    var cachedRuns = 0
    var servedLayouts = 0
    var lintedLayouts = 0
    var findings = 0
}

/// What takes a lint's findings, layout by layout, in print order, a batch at a time.
protocol LintConsumer {
    func begin(_ layout: LintedLayout) throws
    func add(_ findings: [LintFinding]) throws
    func end() throws
}

/// The command's output: the report in its format, and the baseline being written, which records every finding
/// (the baseline read leaves some out of the report only).
final class LintCommandOutput: LintConsumer {
    let report: LintReport<LintDestination>
    private var baseline: LintBaselineWriter<LintDestination>?

    init(report: LintReport<LintDestination>, baseline: LintBaselineWriter<LintDestination>?) {
        self.report = report
        self.baseline = baseline
    }

    func begin(_ layout: LintedLayout) throws { try report.begin(layout) }

    func add(_ findings: [LintFinding]) throws {
        try report.add(findings)
        try baseline?.add(findings)
    }

    func end() throws { try report.endLayout() }

    func finish() throws { try baseline?.finish() }
}

/// Where a format writes: a file being written, or the standard output the caller gives.
struct LintDestination: LintOutputSink {
    let send: (String) throws -> Void

    mutating func write(_ text: String) throws { try send(text) }
}
