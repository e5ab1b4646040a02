import Foundation
internal import GRDB
import LayoutModel

/// Stores and serves lints inside one write transaction of the catalog, the one its runs are stored in
/// (`RunStore.lints`): it reads the runs' frames back through the store's one reader, finds a lint stored under a key,
/// and stores a new one, its occurrences as the linter finds them and its gathered findings in print order.
///
/// A new lint replaces the layout's earlier lint of the same matrix (rules and environments), and any of its lints of
/// another version or engine; what they named goes with them (migration 0012's triggers).
public final class LintStore {
    let db: Database
    let engineVersion: Int
    /// When this transaction's lints were made (ISO 8601, UTC).
    private let lintedAt = CatalogDatabase.timestamp()
    /// The next value of `served`, read once.
    private var nextServed: Int64?
    /// Environment ids by canonical text.
    private var environmentIDs: [String: Int64] = [:]
    private var rulesWritten = false

    init(db: Database, engineVersion: Int) {
        self.db = db
        self.engineVersion = engineVersion
    }

    /// The frames of a stored result (`CatalogDatabase.frames(ofResult:)`, on this transaction's connection, so it
    /// sees runs the transaction stored).
    public func frames(ofResult resultID: Int64) throws -> FrameBuffer {
        try CatalogDatabase.frames(ofResult: resultID, db)
    }

    /// The orthogonal sections of a stored result.
    public func strips(resultID: Int64) throws -> [StripRow] {
        try CatalogDatabase.strips(resultID: resultID, db)
    }

    /// The lint stored under `key`, made this engine's layout's latest (its `served` raised, the runs it names
    /// brought up to date: a damaged run computed again has a new id); nil when none is. A stored lint is input like
    /// a file: one whose findings cannot be read back whole is removed and answers `.damaged`, and the layout is
    /// linted again. `fault` says what is wrong with a finding its reader cannot use (nil when it can).
    public func lint(key: String, runs: [LintedRun], fault: (LintFindingRow) -> String? = { _ in nil }) throws -> CheckedLint? {
        guard let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT id, source_path, finding_count, environment_count FROM lint_results WHERE key = ?"), arguments: [key]
        ) else { return nil }
        let id: Int64 = row["id"]
        let stored = StoredLint(id: id, sourcePath: row["source_path"], findingCount: row["finding_count"])
        let environmentCount: Int = row["environment_count"]
        do {
            let namedEnvironments = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM lint_result_environments WHERE lint_id = ?"), arguments: [id]
            ) ?? 0
            guard environmentCount == runs.count, namedEnvironments == runs.count else {
                throw StoredRunFault.unreadableLint(
                    lint: id, reason: "it names \(namedEnvironments) of \(environmentCount) environments, not \(runs.count)"
                )
            }
            var count = 0
            try findings(of: stored) { finding in
                count += 1
                guard finding.environments.allSatisfy({ $0 < environmentCount }) else {
                    throw StoredRunFault.unreadableLint(lint: id, reason: "a finding names an environment past the \(environmentCount) linted")
                }
                if let reason = fault(finding) { throw StoredRunFault.unreadableLint(lint: id, reason: reason) }
            }
            guard count == stored.findingCount else {
                throw StoredRunFault.unreadableLint(lint: id, reason: "it holds \(count) findings, not \(stored.findingCount)")
            }
        } catch let fault as StoredRunFault {
            try db.execute(sql: "DELETE FROM lint_results WHERE id = ?", arguments: [id])
            return .damaged(fault)
        }
        try db.execute(sql: "UPDATE lint_results SET served = ? WHERE id = ?", arguments: [try served(), id])
        for (position, run) in runs.enumerated() {
            try db.cachedStatement(sql: "UPDATE lint_result_environments SET run_id = ? WHERE lint_id = ? AND position = ? AND run_id != ?")
                .execute(arguments: [run.runID, id, position, run.runID])
        }
        return .sound(stored)
    }

    /// Hands each gathered finding of a stored lint to `body`, in print order, one row at a time.
    public func findings(of lint: StoredLint, _ body: (LintFindingRow) throws -> Void) throws {
        let cursor = try Row.fetchCursor(
            db.cachedStatement(sql: "SELECT * FROM lint_result_findings WHERE lint_id = ? ORDER BY ordinal"), arguments: [lint.id]
        )
        while let row = try cursor.next() {
            try body(try LintFindingRow(row: row, lint: lint.id))
        }
    }

    /// Starts storing a new lint: replaces what it supersedes and gives the writer its findings go to.
    public func begin(_ lint: NewLint) throws -> LintWriter {
        try writeRules()
        try db.execute(
            sql: """
                DELETE FROM lint_results
                WHERE layout = ? AND (matrix_key = ? OR key = ? OR engine_version != ? OR layout_version_id != ?)
                """,
            arguments: [lint.layout, lint.matrixKey, lint.key, engineVersion, lint.layoutVersionID]
        )
        try db.execute(
            sql: """
                INSERT INTO lint_results (key, matrix_key, layout, layout_version_id, engine_version, rules, source_path,
                    environment_count, finding_count, occurrence_count, linted_at, served)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)
                """,
            arguments: [
                lint.key, lint.matrixKey, lint.layout, lint.layoutVersionID, engineVersion, lint.rules.map(\.rawValue).joined(separator: ","),
                lint.sourcePath, lint.environments.count, lintedAt, try served(),
            ]
        )
        let id = db.lastInsertedRowID
        for (position, run) in lint.environments.enumerated() {
            try db.cachedStatement(sql: "INSERT INTO lint_result_environments (lint_id, position, environment_id, run_id) VALUES (?, ?, ?, ?)")
                .execute(arguments: [id, position, try environmentID(run.environment), run.runID])
        }
        return LintWriter(db: db, id: id)
    }

    /// Removes every lint of a layout version other than the current one, and of another engine: they can never be
    /// served again.
    static func dropStaleLints(_ db: Database, engineVersion: Int) throws {
        try db.execute(
            sql: """
                DELETE FROM lint_results WHERE engine_version != ? OR layout_version_id NOT IN (SELECT current_version_id FROM layouts)
                """,
            arguments: [engineVersion]
        )
    }

    /// Every rule's id and name, as this program knows them, for the view's `name`.
    private func writeRules() throws {
        guard !rulesWritten else { return }
        rulesWritten = true
        for rule in LintRuleID.allCases {
            try db.execute(sql: "INSERT OR REPLACE INTO lint_rules (id, name) VALUES (?, ?)", arguments: [rule.rawValue, rule.name])
        }
    }

    /// The next value of `served`: one more than any stored.
    private func served() throws -> Int64 {
        let next = try nextServed ?? ((Int64.fetchOne(db, sql: "SELECT max(served) FROM lint_results") ?? 0) + 1)
        nextServed = next + 1
        return next
    }

    /// The id of the environment stored with `text` by the runs linted there.
    private func environmentID(_ text: String) throws -> Int64 {
        if let known = environmentIDs[text] { return known }
        guard let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM environments WHERE canonical = ?"), arguments: [text]) else {
            throw StoreFault.lintWithoutRun(environment: text)
        }
        environmentIDs[text] = id
        return id
    }
}

/// Writes one new lint's findings: each occurrence as the linter finds it, then the gathered findings in print
/// order; `finish` records their counts. Rows are inserted a batch at a time, one statement of many rows each,
/// prepared once: a million findings are a few thousand statements, not two million.
public final class LintWriter {
    let db: Database
    public let id: Int64
    private var occurrences = 0
    private var findings = 0
    /// The next ordinal of an occurrence, per environment position.
    private var occurrenceOrdinals: [Int: Int] = [:]
    private var pendingOccurrences: [DatabaseValue] = []
    private var pendingFindings: [DatabaseValue] = []

    /// Rows per statement: SQLite binds at most 32,766 values, and a row has 17 columns.
    static let batch = 256
    static let occurrenceColumns = ["lint_id", "position", "ordinal"] + LintFindingRow.columns
    static let findingColumns = ["lint_id", "ordinal", "environments"] + LintFindingRow.columns

    init(db: Database, id: Int64) {
        self.db = db
        self.id = id
    }

    /// One finding in one environment: `row.environments` holds that one position.
    public func addOccurrence(_ row: LintFindingRow) throws {
        let position = row.environments.first ?? 0
        let ordinal = occurrenceOrdinals[position, default: 0]
        occurrenceOrdinals[position] = ordinal + 1
        pendingOccurrences.append(contentsOf: [id.databaseValue, position.databaseValue, ordinal.databaseValue])
        pendingOccurrences.append(contentsOf: row.databaseValues.map { $0?.databaseValue ?? .null })
        occurrences += 1
        if pendingOccurrences.count == Self.batch * Self.occurrenceColumns.count { try flush() }
    }

    /// The next gathered finding, in print order.
    public func addFinding(_ row: LintFindingRow) throws {
        pendingFindings.append(contentsOf: [id.databaseValue, findings.databaseValue, LintFindingRow.rangesText(row.environments).databaseValue])
        pendingFindings.append(contentsOf: row.databaseValues.map { $0?.databaseValue ?? .null })
        findings += 1
        if pendingFindings.count == Self.batch * Self.findingColumns.count { try flush() }
    }

    /// Inserts what is pending: full batches with one statement each, the rest row by row.
    private func flush() throws {
        try insert(&pendingOccurrences, into: "lint_result_occurrences", columns: Self.occurrenceColumns)
        try insert(&pendingFindings, into: "lint_result_findings", columns: Self.findingColumns)
    }

    private func insert(_ values: inout [DatabaseValue], into table: String, columns: [String]) throws {
        let width = columns.count
        var start = 0
        while start < values.count {
            let rows = values.count - start >= Self.batch * width ? Self.batch : 1
            let statement = try db.cachedStatement(sql: Self.insertRows(rows, into: table, columns: columns))
            statement.setUncheckedArguments(StatementArguments(values[start..<(start + rows * width)]))
            try statement.execute()
            start += rows * width
        }
        values.removeAll(keepingCapacity: true)
    }

    /// `INSERT INTO table (columns) VALUES (?, …), (?, …)`, `rows` rows, made once per shape.
    private static func insertRows(_ rows: Int, into table: String, columns: [String]) -> String {
        let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        return "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES " + Array(repeating: row, count: rows).joined(separator: ", ")
    }

    /// Stores what is pending and records how many findings and occurrences were stored.
    public func finish() throws {
        try flush()
        try db.execute(
            sql: "UPDATE lint_results SET finding_count = ?, occurrence_count = ? WHERE id = ?", arguments: [findings, occurrences, id]
        )
    }
}
