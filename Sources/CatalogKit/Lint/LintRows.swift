internal import CatalogStore
import LayoutEngine
import LayoutLint
import LayoutModel
import SpecFormat

/// The lint's values as the catalog stores them and back: findings and occurrences as rows of text and numbers, a
/// stored run as the `LintRun` the linter reads, a layout version's source as the linter's `LintSource`.
enum LintRows {
    /// Findings handed on a batch at a time: a million are never held together.
    static let batchSize = 4_096

    /// Where a stored version came from: a spec file (JSON or YAML), whose text locates every node, or Swift or a
    /// storyboard, located at its declaration's line.
    static func source(of stored: StoredLayoutVersion) -> LintSource? {
        if let format = SpecFileFormat(rawValue: stored.sourceFormat) {
            return LintSource(file: stored.sourcePath, format: .spec(format), text: stored.sourceText)
        }
        return LintSource(file: stored.sourcePath, format: .swift, line: stored.sourceLine)
    }

    /// An occurrence in the environment at `position`; `path` is its spec path as text (written once per path).
    static func row(_ occurrence: LintOccurrence, position: Int, path: String) -> LintFindingRow {
        LintFindingRow(
            rule: occurrence.rule, severity: occurrence.severity.name, element: element(occurrence.element), other: occurrence.other.map(element),
            environments: [position], message: occurrence.message, specPath: path, line: occurrence.location?.line,
            column: occurrence.location?.column
        )
    }

    /// A gathered finding; `path` is its spec path as text.
    static func row(_ finding: LintFinding, path: String) -> LintFindingRow {
        LintFindingRow(
            rule: finding.rule, severity: finding.severity.name, element: element(finding.element), other: finding.other.map(element),
            environments: finding.environments, message: finding.message, specPath: path, line: finding.location?.line,
            column: finding.location?.column
        )
    }

    static func element(_ key: ElementKey) -> LintElementRow {
        LintElementRow(category: key.category.name, elementKind: key.elementKind, section: key.section, item: key.item)
    }

    /// A stored finding as the formats print it; `file` is where its line and column point.
    /// `path` reads a spec path's text (`SpecNodePath(parsing:)`, or a cache of it).
    static func finding(_ row: LintFindingRow, layout: String, file: String?, path readPath: (String) -> SpecNodePath?) throws -> LintFinding {
        guard let severity = LintSeverity.allCases.first(where: { $0.name == row.severity }),
            let element = key(row.element), let path = readPath(row.specPath)
        else {
            throw LintError.unreadableStoredFinding(layout: layout, reason: fault(row, path: readPath) ?? "")
        }
        let other = row.other.flatMap(key)
        var location: LintLocation?
        if let file, let line = row.line, let column = row.column { location = LintLocation(file: file, line: line, column: column) }
        return LintFinding(
            rule: row.rule, severity: severity, layout: layout, element: element, other: other, environments: row.environments,
            message: row.message, path: path, location: location
        )
    }

    /// What is wrong with a stored finding this program cannot print; nil for one it can.
    static func fault(_ row: LintFindingRow, path readPath: (String) -> SpecNodePath?) -> String? {
        if !LintSeverity.allCases.contains(where: { $0.name == row.severity }) { return "its severity reads \"\(row.severity)\"" }
        if key(row.element) == nil { return "its element's category reads \"\(row.element.category)\"" }
        if let other = row.other, key(other) == nil { return "its other element's category reads \"\(other.category)\"" }
        if readPath(row.specPath) == nil { return "its spec path reads \"\(row.specPath)\"" }
        return nil
    }

    static func key(_ row: LintElementRow) -> ElementKey? {
        ElementKey.Category(name: row.category).map { ElementKey(category: $0, elementKind: row.elementKind, section: row.section, item: row.item) }
    }

    /// A layout's runs in the groups the linter compares (LL008 and LL009 across text sizes, LL011 across directions):
    /// every trait but those two alike. Fed a group at a time, the linter holds one group's frames at most.
    static func environmentGroups(_ runs: [MatrixRun]) -> [[MatrixRun]] {
        var groups: [[MatrixRun]] = []
        var positions: [LayoutEnvironment: Int] = [:]
        for run in runs {
            var key = run.prepared.environment
            key.contentSizeCategory = .large
            key.layoutDirection = .leftToRight
            if let position = positions[key] {
                groups[position].append(run)
            } else {
                positions[key] = groups.count
                groups.append([run])
            }
        }
        return groups
    }

    /// A stored run as the linter reads it: its frames read back through the store's reader, its summary and strips.
    static func result(of run: Run, spec: LayoutSpec, store: LintStore) throws -> LayoutResult {
        LayoutResult(stored: run, frames: try store.frames(ofResult: run.result.id), strips: try store.strips(resultID: run.result.id), spec: spec)
    }
}

extension OrthogonalStripGeometry {
    /// A strip as the catalog stores it (`run_orthogonal_sections`): its scroll geometry, without the groups' own
    /// edges and lengths, which are not stored. Nil for a behaviour this program does not know.
    init?(stored row: StripRow) {
        guard let behavior = OrthogonalScrollingBehavior(rawValue: row.behavior) else { return nil }
        self.init(
            section: row.section, behavior: behavior, axis: row.axis == "horizontal" ? .horizontal : .vertical,
            stripLength: row.visibleLength, contentLength: row.contentLength, minimumOffset: row.minOffset,
            maximumOffset: row.maxOffset, initialOffset: row.initialOffset, restPoints: row.restPoints,
            groupLeadingEdges: [], groupLengths: []
        )
    }
}

/// What each compositional section's group tree resolved to (pass 1 of R40, `CompositionalPlan.sectionDescriptions`),
/// which tells the lint which spec item a cell comes from. It depends on the screen, its insets and margins, the text
/// size (readable widths, adaptive cases) and the counts, never on the direction (a right-to-left plan plans its
/// left-to-right equivalent), the scroll position or the measured content (pass 2 solves instances apart): so it is
/// planned without content once per such shape, not once per run. The text size is part of the shape only where a
/// section can depend on it: a readable-content reference, an adaptive case, a list.
final class GroupResolutions {
    private let layout: CompositionalLayout?
    private let readsTextSize: Bool
    private var resolved: [Shape: [Int: GroupResolution]] = [:]

    private struct Shape: Hashable {
        var environment: LayoutEnvironment
        var itemCounts: [Int]
    }

    init(spec: LayoutSpec) {
        guard case .compositional(let layout) = spec.definition else {
            layout = nil
            readsTextSize = false
            return
        }
        self.layout = layout
        readsTextSize = layout.listLayoutConfiguration != nil || layout.configuration.contentInsetsReference == .readableContent
            || layout.sections.contains { definition in
                switch definition {
                case .fixed(let section): return section.contentInsetsReference == .readableContent
                case .list, .adaptive: return true
                }
            }
    }

    func resolution(in environment: LayoutEnvironment, itemCounts: [Int]) -> [Int: GroupResolution] {
        guard let layout else { return [:] }
        var shape = environment.leftToRightEquivalent(contentWidth: 0)
        shape.contentOffset = nil
        shape.orthogonalOffsets = [:]
        if !readsTextSize { shape.contentSizeCategory = .large }
        let key = Shape(environment: shape, itemCounts: itemCounts)
        if let known = resolved[key] { return known }
        // The run was planned in this environment already; a plan without content cannot fail where that one did not.
        let resolutions = (try? CompositionalPlan(layout, in: shape, itemCounts: itemCounts).groupResolutions) ?? [:]
        resolved[key] = resolutions
        return resolutions
    }
}
