import CatalogKit
import Foundation
import LayoutEngine
import LayoutLint
import LayoutModel
import SpecFormat
import TestSupport
import Testing
import TextMeasure

/// `Catalog.lint`: runs come from the catalog (computed and stored where missing), are read back through the store's
/// frame reader and linted a group of environments at a time; the findings are stored, served again while nothing
/// they depend on changes, and written in the request's format.
@Suite("Lint use case")
struct LintUseCaseTests {
    /// A matrix small enough for every sample, with what the rules that compare runs need: one screen at three text
    /// sizes in both directions, and a phone sideways and an iPad.
    static let environments: [LayoutEnvironment] = {
        var result: [LayoutEnvironment] = []
        for direction in LayoutDirection.allCases {
            for category in [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge] {
                result.append(device("iphone-15-pro", category: category, direction: direction))
            }
        }
        return result + [device("iphone-se-3", .landscape), device("ipad-pro-13-m4")]
    }()

    static func device(
        _ slug: String, _ orientation: Orientation = .portrait, category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight
    ) -> LayoutEnvironment {
        var environment = LayoutEnvironment(containerSize: .zero)
        environment.choose(DeviceCatalog.device(slug)!, orientation)
        environment.contentSizeCategory = category
        environment.layoutDirection = direction
        return environment
    }

    static let requests = environments.map { ComputeRequest($0) }

    /// A catalog with every sample layout.
    static func samplesCatalog(in folder: TemporaryDirectory) throws -> Catalog {
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([PackageRoot.path("Samples/layouts")])
        return catalog
    }

    /// The text output of a lint.
    static func lint(_ catalog: Catalog, _ request: LintRequest) throws -> (text: String, outcome: LintOutcome) {
        var text = ""
        let outcome = try catalog.lint(request) { text += $0 }
        return (text, outcome)
    }

    static func count(_ catalog: Catalog, _ sql: String) throws -> String {
        var text = ""
        _ = try catalog.query(sql, format: .csv) { text += $0 }
        return text.split(separator: "\n").dropFirst().joined(separator: "\n")
    }

    /// The same findings, word for word, as the linter gives on the engine's own results in process (frames, strips,
    /// and group resolutions from the plan with content): what the catalog stores and reads back, and the resolutions
    /// planned once per shape without content, lose nothing the rules read.
    @Test func everySampleLintsFromTheCatalogAsFromTheEngine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.samplesCatalog(in: folder)
        let samples = PackageRoot.path("Samples/layouts")
        var compared = 0
        var withFindings = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: samples).sorted() {
            guard let format = SpecFileFormat(fileName: name) else { continue }
            let path = samples + "/" + name
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let spec = try SpecDocument.decodeLayout(text, file: path, format: format)
            let content: (any LayoutContent)? = spec.readsContent
                ? DatasetLayoutContent(records: [], sectionRecords: [], measurer: try TextMeasurer()) : nil
            let linter = LayoutLinter(
                layout: LintLayout(name: spec.name, version: 1, spec: spec, source: LintSource(file: path, format: .spec(format), text: text)),
                environments: Self.environments
            )
            for environment in Self.environments {
                let plan = try LayoutPlanner.plan(spec, in: environment, itemCounts: spec.itemCounts ?? [], content: content)
                let compositional = (plan as? CompositionalPlan) ?? ((plan as? RightToLeftPlan)?.base as? CompositionalPlan)
                var resolutions: [Int: GroupResolution] = [:]
                for description in compositional?.sectionDescriptions ?? [] {
                    resolutions[description.index] = GroupResolution(resolvedSizes: description.resolvedSizes, slotCounts: description.slotCounts)
                }
                linter.add(LintRun(environment: environment, result: plan.result(), content: content, groupResolutions: resolutions))
            }
            let report = LintReport(format: .json, sink: LintTextBuffer())
            try report.write(linter.finish())
            try report.finish()
            let stored = try Self.lint(catalog, LintRequest(layouts: [spec.name], environments: Self.requests, format: .json))
            #expect(stored.text == report.sink.text, "\(spec.name)")
            compared += 1
            if stored.text.contains("\"rule\"") { withFindings += 1 }
        }
        #expect(compared == 61)
        #expect(withFindings == 16)
    }

    @Test func aSecondLintServesTheStoredFindingsAndAnotherSelectionLintsAgain() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.samplesCatalog(in: folder)
        let request = LintRequest(layouts: ["p000-tag-cloud", "p002-zoo-grid", "settings-inset-grouped"], environments: Self.requests)
        let first = try Self.lint(catalog, request)
        #expect(first.outcome.lintedLayouts == 3)
        #expect(first.outcome.servedLayouts == 0)
        #expect(first.outcome.computedRuns == 24)
        let stored = try Self.count(catalog, "SELECT count(*) FROM lint_findings")
        let second = try Self.lint(catalog, request)
        #expect(second.outcome.servedLayouts == 3)
        #expect(second.outcome.lintedLayouts == 0)
        #expect(second.outcome.cachedRuns == 24)
        #expect(second.text == first.text)
        #expect(second.outcome.summary == first.outcome.summary)
        #expect(try Self.count(catalog, "SELECT count(*) FROM lint_findings") == stored)

        // Another rule selection is another lint: linted again, and its findings replace nothing of the other's.
        var disabling = request
        disabling.rules = LintRuleSelection(disabled: [.LL009])
        let third = try Self.lint(catalog, disabling)
        #expect(third.outcome.lintedLayouts == 3)
        #expect(!third.text.contains("LL009"))
        #expect(try Self.count(catalog, "SELECT count(*) FROM lint_findings WHERE rule = 'LL009'") == "0")
        #expect(try Self.count(catalog, "SELECT count(*) FROM lint_results") == "6")
    }

    /// The findings depend on the spec's `lint` and `interactive` keys, which the geometry digest leaves out: a new
    /// version that only adds them keeps its runs and is linted again.
    @Test func aNewVersionWithOnlyLintAnnotationsKeepsItsRunsAndIsLintedAgain() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let tags = try String(contentsOfFile: PackageRoot.path("Samples/layouts/p000-tag-cloud.json"), encoding: .utf8)
        _ = try catalog.importFiles([try folder.write("tags.json", tags)])
        let request = LintRequest(environments: Self.requests)
        let first = try Self.lint(catalog, request)
        #expect(first.text.contains("[LL007 touch-target]"))
        let quiet = tags.replacingOccurrences(of: "\"name\": \"p000-tag-cloud\",", with: "\"name\": \"p000-tag-cloud\", \"interactive\": false,")
        #expect(quiet != tags)
        _ = try catalog.importFiles([try folder.write("tags.json", quiet)])
        let second = try Self.lint(catalog, request)
        #expect(second.outcome.cachedRuns == 8)
        #expect(second.outcome.lintedLayouts == 1)
        #expect(!second.text.contains("LL007"))
        #expect(try Self.count(catalog, "SELECT DISTINCT layout_version FROM lint_findings") == "2")
    }

    /// The view has a row per finding and environment, with the environment's columns as `layout_runs` names them,
    /// and every finding whatever the baseline.
    @Test func lintFindingsKeepsEveryOccurrenceWhateverTheBaseline() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.samplesCatalog(in: folder)
        let baseline = folder.path("baseline.json")
        let request = LintRequest(layouts: ["p000-tag-cloud"], environments: Self.requests, writeBaseline: baseline)
        let written = try Self.lint(catalog, request)
        #expect(written.outcome.summary.errors == 12)
        let occurrences = try Self.count(catalog, "SELECT count(*) FROM lint_findings")
        // 12 cells under 28 points (LL007) and their 12 fixed-size labels (LL009), in all 8 environments.
        #expect(occurrences == "192")
        #expect(try Self.count(catalog, """
            SELECT rule, name, severity, layout, layout_version, category, section, item, device, orientation, content_size_category, layout_direction, ios_version
            FROM lint_findings WHERE rule = 'LL007' AND item = 3 AND device = 'iphone-se-3'
            """) == "LL007,touch-target,error,p000-tag-cloud,1,cell,0,3,iphone-se-3,landscape,large,leftToRight,26")

        let filtered = try Self.lint(catalog, LintRequest(layouts: ["p000-tag-cloud"], environments: Self.requests, baseline: baseline))
        #expect(filtered.outcome.summary == LintSummary(layouts: 1, environments: 8))
        #expect(filtered.outcome.servedLayouts == 1)
        #expect(try Self.count(catalog, "SELECT count(*) FROM lint_findings") == occurrences)
    }

    /// A lint cancelled while it writes its findings stores nothing: neither the runs it computed nor a finding.
    @Test func aCancelledLintStoresNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let tags = try String(contentsOfFile: PackageRoot.path("Samples/layouts/p000-tag-cloud.json"), encoding: .utf8)
        let grid = try String(contentsOfFile: PackageRoot.path("Samples/layouts/p002-zoo-grid.json"), encoding: .utf8)
        _ = try catalog.importFiles([try folder.write("a.json", tags), try folder.write("b.json", grid)])
        try FileManager.default.removeItem(atPath: folder.path("a.json"))
        try FileManager.default.removeItem(atPath: folder.path("b.json"))
        let before = FolderSnapshot(folder.url.path)
        catalog.cancellation = Cancellation()
        let cancellation = catalog.cancellation
        #expect(throws: RequestCancelled.nothingStored) {
            // The first layout's findings are written, then the request is cancelled: the second is never linted.
            _ = try catalog.lint(LintRequest(environments: Self.requests)) { _ in CancellationUseCaseTests.cancelOnAnotherThread(cancellation) }
        }
        #expect(FolderSnapshot(folder.url.path) == before)
    }
}
