@testable import CatalogStore
import GRDB
import LayoutModel
import Testing

/// Migration 0012 and `LintStore`: a lint stored under its key is found again with its findings in print order, the
/// view `lint_findings` shows its occurrences with their environments' columns, an environment a lint names outlives
/// its runs, and a damaged stored lint is removed rather than served.
@Suite("Lint store")
struct LintStoreTests {
    typealias T = CatalogDatabaseTests

    static let cell = LintElementRow(category: "cell", elementKind: nil, section: 0, item: 1)
    static let other = LintElementRow(category: "cell", elementKind: nil, section: 0, item: 2)

    static func finding(_ rule: LintRuleID, _ environments: [Int], severity: String = "error", message: String = "m") -> LintFindingRow {
        LintFindingRow(
            rule: rule, severity: severity, element: cell, other: rule == .LL006 ? other : nil, environments: environments, message: message,
            specPath: "$.sections[0].group", line: 4, column: 7
        )
    }

    /// A catalog with the layout `grid` and one run of it, and a lint of that run with an overlap and a touch target.
    static func linted() throws -> (database: CatalogDatabase, run: Run, version: Int64) {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [T.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid")).id
        let run = try database.storeRun(T.run("k1", versionID: version), frames: T.frames)
        try database.storeRuns { store in
            let writer = try store.lints.begin(Self.lint("key-1", version: version, run: run))
            try writer.addOccurrence(Self.finding(.LL006, [0], message: "cell 0.1 overlaps cell 0.2 by 10 × 10"))
            try writer.addOccurrence(Self.finding(.LL007, [0], severity: "warning", message: "cell 0.1 is 30 × 30 points"))
            try writer.addFinding(Self.finding(.LL006, [0], message: "cell 0.1 overlaps cell 0.2 by 10 × 10"))
            try writer.addFinding(Self.finding(.LL007, [0], severity: "warning", message: "cell 0.1 is 30 × 30 points"))
            try writer.finish()
        }
        return (database, run, version)
    }

    static func lint(_ key: String, version: Int64, run: Run, matrix: String = "matrix") -> NewLint {
        NewLint(
            key: key, matrixKey: matrix, layout: "grid", layoutVersionID: version, rules: [.LL006, .LL007], sourcePath: "grid.json",
            environments: [LintedRun(environment: run.environment.canonicalText, runID: run.id)]
        )
    }

    @Test func aStoredLintIsFoundByItsKeyWithItsFindingsInOrder() throws {
        let (database, run, _) = try Self.linted()
        try database.storeRuns { store in
            let runs = [LintedRun(environment: run.environment.canonicalText, runID: run.id)]
            #expect(try store.lints.lint(key: "key-2", runs: runs) == nil)
            guard case .sound(let stored)? = try store.lints.lint(key: "key-1", runs: runs) else {
                Issue.record("the lint stored under key-1 was not found")
                return
            }
            #expect(stored.findingCount == 2)
            #expect(stored.sourcePath == "grid.json")
            var read: [LintFindingRow] = []
            try store.lints.findings(of: stored) { read.append($0) }
            #expect(read == [
                Self.finding(.LL006, [0], message: "cell 0.1 overlaps cell 0.2 by 10 × 10"),
                Self.finding(.LL007, [0], severity: "warning", message: "cell 0.1 is 30 × 30 points"),
            ])
        }
        let rows = try T.rows(database, """
            SELECT rule, name, severity, layout, layout_version, category, section, item, other_item, container_width, ios_version,
                   message, spec_path, source_path, source_line, source_column, run_id
            FROM lint_findings ORDER BY rule
            """)
        #expect(rows == [
            [.text("LL006"), .text("overlap"), .text("error"), .text("grid"), .integer(1), .text("cell"), .integer(0), .integer(1), .integer(2),
             .real(390), .integer(26), .text("cell 0.1 overlaps cell 0.2 by 10 × 10"), .text("$.sections[0].group"), .text("grid.json"),
             .integer(4), .integer(7), .integer(run.id)],
            [.text("LL007"), .text("touch-target"), .text("warning"), .text("grid"), .integer(1), .text("cell"), .integer(0), .integer(1), .null,
             .real(390), .integer(26), .text("cell 0.1 is 30 × 30 points"), .text("$.sections[0].group"), .text("grid.json"),
             .integer(4), .integer(7), .integer(run.id)],
        ])
    }

    /// An environment is stored once for runs and lints: one a lint names stays when its last run goes, so the
    /// lint's rows keep their environment; it goes with the lint.
    @Test func anEnvironmentALintNamesOutlivesItsRuns() throws {
        let (database, _, version) = try Self.linted()
        try database.writer.write { db in try db.execute(sql: "DELETE FROM run_entries") }
        #expect(try T.rows(database, "SELECT count(*) FROM environments") == [[.integer(1)]])
        #expect(try T.rows(database, "SELECT count(*) FROM lint_findings") == [[.integer(2)]])
        // A new lint of the same matrix replaces it; its environment goes with it.
        let run = try database.storeRun(T.run("k2", versionID: version), frames: T.frames)
        try database.storeRuns { store in
            let writer = try store.lints.begin(Self.lint("key-3", version: version, run: run))
            try writer.finish()
        }
        #expect(try T.rows(database, "SELECT key FROM lint_results") == [[.text("key-3")]])
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM run_entries")
            try db.execute(sql: "DELETE FROM lint_results")
        }
        #expect(try T.rows(database, "SELECT count(*) FROM environments") == [[.integer(0)]])
        #expect(try T.rows(database, "SELECT count(*) FROM lint_result_occurrences") == [[.integer(0)]])
    }

    /// The view shows each layout's latest lint only: one served again becomes the latest.
    @Test func theViewShowsEachLayoutsLatestLint() throws {
        let (database, run, version) = try Self.linted()
        try database.storeRuns { store in
            let writer = try store.lints.begin(Self.lint("key-4", version: version, run: run, matrix: "another"))
            try writer.addOccurrence(Self.finding(.LL001, [0]))
            try writer.addFinding(Self.finding(.LL001, [0]))
            try writer.finish()
        }
        #expect(try T.rows(database, "SELECT rule FROM lint_findings") == [[.text("LL001")]])
        try database.storeRuns { store in
            _ = try store.lints.lint(key: "key-1", runs: [LintedRun(environment: run.environment.canonicalText, runID: run.id)])
        }
        #expect(try T.rows(database, "SELECT rule FROM lint_findings ORDER BY rule") == [[.text("LL006")], [.text("LL007")]])
        // A new version of the layout: its earlier lints are stale, and go.
        _ = try database.importBatch(ImportBatch(layouts: [T.layout("grid", digest: "d2", geometry: "g2")]))
        #expect(try T.rows(database, "SELECT count(*) FROM lint_results") == [[.integer(0)]])
    }

    /// A stored lint is input like a file: one whose rows cannot be read back whole answers `.damaged` and is removed.
    @Test func aDamagedStoredLintIsRemovedNotServed() throws {
        let runs: (Run) -> [LintedRun] = { [LintedRun(environment: $0.environment.canonicalText, runID: $0.id)] }
        for damage in [
            "UPDATE lint_result_findings SET rule = 'LL099'", "UPDATE lint_results SET finding_count = 5",
            "UPDATE lint_result_findings SET environments = '0-3'", "UPDATE lint_result_findings SET environments = 'x'",
            "DELETE FROM lint_result_environments",
        ] {
            let (database, run, _) = try Self.linted()
            try database.writer.write { db in try db.execute(sql: damage) }
            try database.storeRuns { store in
                guard case .damaged(let fault)? = try store.lints.lint(key: "key-1", runs: runs(run)) else {
                    Issue.record("\(damage): served")
                    return
                }
                #expect("\(fault)".hasPrefix("the findings of stored lint 1 cannot be read back: "), "\(fault)")
            }
            #expect(try T.rows(database, "SELECT count(*) FROM lint_results") == [[.integer(0)]], "\(damage)")
        }
        // What the reader of the findings cannot use is damage too.
        let (database, run, _) = try Self.linted()
        try database.storeRuns { store in
            let checked = try store.lints.lint(key: "key-1", runs: runs(run)) { $0.severity == "warning" ? "its severity is a warning" : nil }
            #expect(checked == .damaged(.unreadableLint(lint: 1, reason: "its severity is a warning")))
        }
    }

    @Test func environmentPositionsAreWrittenAsRanges() {
        #expect(LintFindingRow.rangesText([0, 1, 2, 3, 5, 7, 8]) == "0-3,5,7-8")
        #expect(LintFindingRow.rangesText([]) == "")
        #expect(LintFindingRow.positions("0-3,5,7-8") == [0, 1, 2, 3, 5, 7, 8])
        #expect(LintFindingRow.positions("") == [])
        for bad in ["3,1", "1-1", "2-1", "a", "1,,2", "-1", "0-2000000", "1-2-3"] {
            #expect(LintFindingRow.positions(bad) == nil, "\(bad)")
        }
    }
}
