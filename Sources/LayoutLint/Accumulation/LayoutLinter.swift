import LayoutModel

/// Lints one layout, run by run: give it the environments of the matrix (so that it can judge what compares several
/// environments as soon as their runs are in, and forget them), `add` each run, then `finish` for the layout's
/// findings, each listed once with the environments it occurs in.
///
/// Memory holds the layout's distinct findings (each with the number of its set of environments), and, for the
/// comparisons across environments still waiting for runs, one run's frames per mirrored pair and the text-bearing
/// elements per text-size group. Runs of one environment group (every trait but the text size, or both directions)
/// given together keep both small.
///
/// ```swift
/// import LayoutModel
///
/// func lint(_ layout: LintLayout, runs: [LintRun]) -> LayoutLintResult {
///     let linter = LayoutLinter(layout: layout, environments: runs.map(\.environment))
///     for run in runs { linter.add(run) }
///     return linter.finish()
/// }
/// ```
public final class LayoutLinter {
    /// The version of the rules: part of what a catalog keys stored findings by, so that findings stored by a lint
    /// whose rules said otherwise are judged again. Raise it with any change to what a rule finds or says.
    public static let rulesVersion = 1

    public let layout: LintLayout
    public let rules: LintRuleSelection
    private let enabled: LintRuleSet
    private let provenance: LayoutProvenance
    private var environments: [LayoutEnvironment]
    private var environmentNumbers: [LayoutEnvironment: Int] = [:]
    /// Environments a run was linted in, by number.
    private var linted: Set<Int> = []
    private var table = FindingTable()
    private var textGroups: TextSizeGroups
    private var mirrors = MirrorPairs()
    /// LL011 compares with the left-to-right layout of the same spec only when the spec is its own mirror image.
    private let mirrorsByItself: Bool

    /// Called with every finding in every environment as the linter finds it (its own severity and message there),
    /// before findings are gathered: what a store keeps one row per environment of. Findings that compare
    /// environments come once those have been linted.
    private let occurrences: ((LintOccurrence) -> Void)?
    private lazy var locator = LintLocator(layout: layout)
    /// Each source's location, looked up once: a matrix hands over each finding in every environment, and the result
    /// names every source's.
    private var locations: [Int: LintLocation?] = [:]

    public init(
        layout: LintLayout, environments: [LayoutEnvironment] = [], rules: LintRuleSelection = LintRuleSelection(),
        occurrences: ((LintOccurrence) -> Void)? = nil
    ) {
        self.layout = layout
        self.occurrences = occurrences
        self.rules = rules
        enabled = rules.enabled
        provenance = LayoutProvenance(spec: layout.spec)
        self.environments = []
        textGroups = TextSizeGroups(environments: environments)
        mirrorsByItself = layout.spec.leftToRightEquivalent == layout.spec
        for environment in environments { _ = number(of: environment) }
        table.keepsOccurrences = occurrences != nil
    }

    /// Where source `index` of the provenance is in the layout's file, found once.
    private func location(of index: Int) -> LintLocation? {
        if let known = locations[index] { return known }
        let location = locator.location(of: provenance.sources[index].path)
        locations[index] = location
        return location
    }

    /// Hands the findings recorded since the last call to the `occurrences` observer.
    private func report() {
        guard let occurrences else { return }
        for (finding, environment) in table.takeOccurrences() {
            let source = provenance.sources[finding.source]
            let location = self.location(of: finding.source)
            occurrences(LintOccurrence(
                rule: finding.rule, severity: finding.severity, layout: layout.name, element: finding.element, other: finding.other,
                environment: environments[environment], message: finding.detail.message(element: finding.element, other: finding.other),
                path: source.path, location: location
            ))
        }
    }

    private func number(of environment: LayoutEnvironment) -> Int {
        if let known = environmentNumbers[environment] { return known }
        environments.append(environment)
        environmentNumbers[environment] = environments.count - 1
        return environments.count - 1
    }

    /// Lints one run.
    public func add(_ run: LintRun) {
        let environment = number(of: run.environment)
        linted.insert(environment)
        let context = RunContext(layout: layout, provenance: provenance, run: run, enabled: enabled)
        var checks = ElementChecks(context: context, text: TextChecks(context: context))
        checks.run { table.add($0, environment: environment) }
        OverlapSweep(context: context).run(checks.overlapCandidates) { table.add($0, environment: environment) }
        InvalidSizeCheck(context: context).run { table.add($0, environment: environment) }
        textGroups.add(
            checks.text.observations, environment: environment, category: run.environment.contentSizeCategory,
            key: TextSizeGroups.key(run.environment), checks: { context.checks($0, at: $1) }, into: &table
        )
        if mirrorsByItself, enabled.contains(.LL011) {
            mirrors.add(context, environment: environment, into: &table)
        }
        report()
    }

    /// The layout's findings, once every run has been added.
    public func finish() -> LayoutLintResult {
        textGroups.finish(into: &table)
        report()
        table.close()
        let lintedOrder = environments.indices.filter(linted.contains)
        var position: [Int32: Int] = [:]
        for (index, number) in lintedOrder.enumerated() { position[Int32(number)] = index }
        let sources = provenance.sources.sources
        return LayoutLintResult(
            layout: layout.name, version: layout.version, family: layout.family, environments: lintedOrder.map { environments[$0] },
            findings: LintFindings(
                layout: layout.name, table: table, order: table.sortedEntries(), environmentPositions: position,
                paths: sources.map(\.path), locations: sources.indices.map(location(of:))
            )
        )
    }
}

/// What linting one layout found.
public struct LayoutLintResult: Sendable {
    public var layout: String
    public var version: Int
    public var family: LayoutFamily
    /// The environments it was linted in, in the order given.
    public var environments: [LayoutEnvironment]
    /// Most severe first, then by rule, element and other element; each built when read.
    public var findings: LintFindings

    /// The layout and the environments it was linted in, as the formats head its findings.
    public var linted: LintedLayout {
        LintedLayout(layout: layout, version: version, family: family, environments: environments)
    }
}

/// A layout as the formats head its findings: its name and version, and the environments it was linted in (the
/// findings' `environments` index them). A linter's result says it (`LayoutLintResult.linted`); a catalog that
/// stored an earlier lint says it again when it serves the stored findings.
public struct LintedLayout: Sendable, Equatable {
    public var layout: String
    public var version: Int
    public var family: LayoutFamily
    public var environments: [LayoutEnvironment]

    public init(layout: String, version: Int, family: LayoutFamily, environments: [LayoutEnvironment]) {
        self.layout = layout
        self.version = version
        self.family = family
        self.environments = environments
    }
}

/// A layout's findings in print order, each built when it is read from the gathered table: a million findings are a
/// million small entries until a format writes them out one by one.
public struct LintFindings: RandomAccessCollection, Sendable {
    let layout: String
    let table: FindingTable
    let order: [Int]
    /// Environment numbers to positions in the result's `environments`.
    let environmentPositions: [Int32: Int]
    /// Each source's path and location, by source index.
    let paths: [SpecNodePath]
    let locations: [LintLocation?]

    public var startIndex: Int { 0 }
    public var endIndex: Int { order.count }

    public subscript(position: Int) -> LintFinding {
        let entry = order[position]
        let rule = table.keys[entry].rule
        let (element, other) = table.elements(of: entry)
        let source = table.sources[entry]
        return LintFinding(
            rule: rule, severity: table.severities[entry], layout: layout, element: element, other: other,
            environments: table.sets.members(of: table.environmentSets[entry]).compactMap { environmentPositions[$0] },
            message: table.details[entry].message(element: element, other: other), path: paths[source],
            location: locations[source]
        )
    }
}
