internal import GRDB
import LayoutModel

/// A stored run as read back for use: sound, or damaged, with what is wrong with it.
public enum CheckedRun: Sendable, Equatable {
    case sound(Run)
    /// `damagedResult`: the run's stored result, when the fault is in it (its frames, which every run that came to
    /// the same result shares) rather than in the run's own row. Computing the run again gives frames with that
    /// result's digest, so the result is released first (`NewRun.releasesDamagedResult`) rather than matched.
    case damaged(runID: Int64, fault: String, damagedResult: Int64?)
}

extension CatalogDatabase {
    /// The run stored under a key, checked (`damage(of:)`) before it may stand for a computation; nil when there is
    /// none.
    public func checkedRun(key: RunKey) throws -> CheckedRun? {
        try checkedRuns(keys: [key])[0]
    }

    /// The runs stored under `keys`, in their order, each checked as `checkedRun(key:)` checks it, in one read:
    /// outside a transaction every statement takes and releases the write-ahead log's read lock, which cost a device
    /// matrix more than its look-ups themselves.
    public func checkedRuns(keys: [RunKey]) throws -> [CheckedRun?] {
        try lookUp { db in
            var checked: [CheckedRun?] = []
            // Runs of a matrix share results: each result's frames are checked once, not once per run.
            var results: [Int64: StoredResultCondition] = [:]
            try db.inTransaction(.deferred) {
                let earlier = try Self.holdsEarlierRunKeys(db)
                checked = try keys.map { key in
                    // The entry first: most look-ups of a matrix find nothing, and reading a whole row joins the
                    // tables a run's values are stored in.
                    guard let entry = try Self.storedEntry(key: key, earlier: earlier, db) else { return nil }
                    return try Self.checkedRun(entry, db, results: &results)
                }
                return .commit
            }
            return checked
        }
    }

    /// Whether the catalog holds runs stored before migration 0010, keyed the earlier way (the migration notes
    /// how many in catalog_meta): only then is a key looked up the earlier way too, a look-up per run saved.
    static func holdsEarlierRunKeys(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM catalog_meta WHERE key = 'earlier_run_keys')")) ?? false
    }

    /// The entry (`run_entries`) of the run stored under `key`: under its computation's key, else, when `earlier`,
    /// under the key such a run had before migration 0010. Cached statements: a device matrix looks up thousands of
    /// keys, and compiling a statement cost more than the look-up.
    static func storedEntry(key: RunKey, earlier: Bool = true, _ db: Database) throws -> StoredEntry? {
        for computation in [key.computation, earlier ? key.earlier : nil].compactMap({ $0 }) {
            let found = try Row.fetchOne(
                db.cachedStatement(sql: """
                    SELECT id, computation_id, environment_id FROM run_entries
                    WHERE computation_id = (SELECT id FROM computations WHERE key = ?)
                      AND environment_id = (SELECT id FROM environments WHERE canonical = ?)
                    """),
                arguments: [computation, key.environment]
            )
            if let found { return StoredEntry(found) }
        }
        return nil
    }

    /// A stored run's entry: its id and primary key.
    struct StoredEntry {
        var id: Int64
        var computation: Int64
        var environment: Int64

        /// A row of id, computation_id and environment_id. The key was matched by value, so it holds integers; the id
        /// is input like any stored value, and one that is not a whole number reads as 0 (the run's row then fails
        /// to read, and the run is damaged).
        init(_ row: Row) {
            id = Int64.fromDatabaseValue(row[0]) ?? 0
            computation = Int64.fromDatabaseValue(row[1]) ?? 0
            environment = Int64.fromDatabaseValue(row[2]) ?? 0
        }
    }

    /// The row of an entry's run (the view `runs`, through the entries' primary key); nil when the computation,
    /// environment, summary or batch it names is missing.
    static func runRow(of entry: StoredEntry, _ db: Database) throws -> Row? {
        try Row.fetchOne(
            db.cachedStatement(sql: "\(RunRow.selection) WHERE computation_id = ? AND environment_id = ?"),
            arguments: [entry.computation, entry.environment]
        )
    }

    /// The run of an entry, checked; damaged when its row cannot be read (a value of the wrong type, a computation
    /// or environment missing).
    static func checkedRun(_ entry: StoredEntry, _ db: Database, results: inout [Int64: StoredResultCondition]) throws -> CheckedRun {
        let row: Row?
        do {
            row = try runRow(of: entry, db)
        } catch {
            return .damaged(runID: entry.id, fault: "its row cannot be read: \(Self.message(of: error))", damagedResult: nil)
        }
        guard let row else {
            return .damaged(runID: entry.id, fault: "its row cannot be read: its computation, environment or summary is missing", damagedResult: nil)
        }
        return try checked(row, db, results: &results)
    }

    /// The runs of a layout that the views show, newest first, each checked as `checkedRun(key:)` checks.
    public func checkedCurrentRuns(layout: String) throws -> [CheckedRun] {
        let entries = try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT r.id, r.computation_id, r.environment_id FROM run_entries r
                    JOIN computations c ON c.id = r.computation_id
                    WHERE c.layout = ?1 AND r.id IN (SELECT run_id FROM layout_runs WHERE layout = ?1)
                    ORDER BY r.id DESC
                    """,
                arguments: [layout]
            ).map(StoredEntry.init)
        }
        var results: [Int64: StoredResultCondition] = [:]
        return entries.map { entry in
            do {
                return try lookUp { db in try Self.checkedRun(entry, db, results: &results) }
            } catch {
                return .damaged(runID: entry.id, fault: "its row cannot be read: \(Self.message(of: error))", damagedResult: nil)
            }
        }
    }

    /// A stored run, sound only when its summary and every frame of its result are finite and sane.
    ///
    /// A catalog file travels (a CI artefact, an attachment) and may have been written by anything, so a cached
    /// run is input like a file: before one is served instead of computing, its numbers are checked as the engine
    /// would have made them. Sizes and counts not negative, every value finite, the counts adding up, the item
    /// counts within `InputLimits`, and its result stored with as many frames as the run says, each with a finite
    /// origin and a size that is not negative. One pass over the result's frames, through its primary key.
    private static func checked(_ row: Row, _ db: Database, results: inout [Int64: StoredResultCondition]) throws -> CheckedRun {
        let run: Run
        do {
            run = try RunRow.run(row)
        } catch {
            let id = Int64.fromDatabaseValue(row["id"]) ?? 0
            return .damaged(runID: id, fault: "its row cannot be read: \(Self.message(of: error))", damagedResult: nil)
        }
        if let fault = Self.summaryDamage(run) { return .damaged(runID: run.id, fault: fault, damagedResult: nil) }
        let condition = try results[run.result.id] ?? StoredResultCondition(of: run.result.id, db)
        results[run.result.id] = condition
        if let fault = condition.damage(of: run) {
            return .damaged(runID: run.id, fault: fault, damagedResult: run.result.id)
        }
        return .sound(run)
    }

    /// The first fault of a run's summary (its row of `runs`).
    static func summaryDamage(_ run: Run) -> String? {
        let summary = run.summary
        let counted = run.result.counts
        let values: [(String, Double)] = [
            ("content width", summary.contentSize.width), ("content height", summary.contentSize.height),
            ("tallest element", counted.maxElementHeight), ("widest element", counted.maxElementWidth),
        ]
        for (name, value) in values where !(value.isFinite && value >= 0) {
            return "its \(name) is \(value)"
        }
        let offsets: [(String, Double)] = [
            ("content offset x", summary.contentOffset.x), ("content offset y", summary.contentOffset.y),
            ("top content inset", summary.adjustedContentInset.top), ("leading content inset", summary.adjustedContentInset.leading),
            ("bottom content inset", summary.adjustedContentInset.bottom), ("trailing content inset", summary.adjustedContentInset.trailing),
            ("compute time", run.computeMilliseconds),
        ]
        for (name, value) in offsets where !value.isFinite {
            return "its \(name) is \(value)"
        }
        let counts = [counted.cellCount, counted.supplementaryCount, counted.decorationCount]
        if counted.elementCount < 0 || counts.contains(where: { $0 < 0 }) || counts.reduce(0, &+) != counted.elementCount {
            return "its element counts do not add up (\(counted.label); \(counted.elementCount) elements)"
        }
        if let fault = InputLimits.sectionsPerRun.fault(for: run.subject.itemCounts.count) {
            return "its list of item counts \(fault)"
        }
        for (section, count) in run.subject.itemCounts.enumerated() {
            if count < 0 { return "its item count of section \(section) is \(count)" }
            if let fault = InputLimits.itemsPerSection.fault(for: count) {
                return "its item count of section \(section) \(fault)"
            }
        }
        return nil
    }

    /// A stored value as a message shows it: numbers as Swift prints them (`-inf`), text quoted and cut short.
    static func shown(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: return "NULL"
        case .int64(let number): return String(number)
        case .double(let number): return "\(number)"
        case .string(let text): return text.count > 20 ? "\"\(text.prefix(20))…\"" : "\"\(text)\""
        case .blob(let data): return "a blob of \(data.count) bytes"
        }
    }
}

/// What a stored result holds, as far as checking a run against it needs (migration 0009): read once per result,
/// however many runs share it.
struct StoredResultCondition {
    /// The result's `element_count`; nil when the result is not stored.
    var elementCount: DatabaseValue?
    /// The first frame (in ordinal order) whose values are not finite, whose size is negative, or whose category,
    /// section or item cannot be, as a message shows it.
    var firstBadFrame: String?
    /// How many frames are stored.
    var frameCount = 0

    /// SQLite compares a text or blob as greater than any number and NULL as nothing, so each test of `sane` is
    /// false for those as well.
    init(of resultID: Int64, _ db: Database) throws {
        // Cached statements: a matrix served from the cache checks thousands of runs.
        guard let counted = try Row.fetchOne(db.cachedStatement(sql: "SELECT element_count FROM results WHERE id = ?"), arguments: [resultID]) else {
            return
        }
        elementCount = counted[0] as DatabaseValue
        let largest = "1.7976931348623157e308"
        // Widths and heights as stored: points, or a whole number of sixths negated (`StoredLength`), which reads
        // back as a size that is not negative. A kind in the flags (`StoredFlags`) must name a row of element_kinds,
        // or the views would show none.
        let code = "> \(Int64(StoredLength.smallestCode))"
        let sane = """
            coalesce(f.x BETWEEN -\(largest) AND \(largest) AND f.y BETWEEN -\(largest) AND \(largest)
                AND (f.width BETWEEN 0 AND \(largest) OR (f.width \(code) AND f.width = round(f.width)))
                AND (f.height BETWEEN 0 AND \(largest) OR (f.height \(code) AND f.height = round(f.height)))
                AND typeof(f.flags) = 'integer' AND f.flags & 3 < 3 AND f.section >= -1 AND f.item >= 0
                AND ((f.flags >> \(StoredFlags.kindShift)) & \(StoredFlags.largestKindID) = 0 OR k.id IS NOT NULL), 0)
            """
        guard let summary = try Row.fetchOne(
            db.cachedStatement(sql: """
                SELECT count(*), min(CASE WHEN NOT \(sane) THEN f.ordinal END)
                FROM result_frames f LEFT JOIN element_kinds k ON k.id = (f.flags >> \(StoredFlags.kindShift)) & \(StoredFlags.largestKindID)
                WHERE f.result_id = ?
                """),
            arguments: [resultID]
        ) else { return }
        frameCount = summary[0]
        if let ordinal = summary[1] as DatabaseValue?, !ordinal.isNull {
            let frame = try Row.fetchOne(
                db,
                sql: """
                    SELECT ordinal, x, y, \(StoredLength.points("width")) AS width,
                        \(StoredLength.points("height")) AS height, flags, section, item,
                        (flags >> \(StoredFlags.kindShift)) & \(StoredFlags.largestKindID) AS kind
                    FROM result_frames WHERE result_id = ? AND ordinal = ? LIMIT 1
                    """,
                arguments: [resultID, ordinal]
            )
            let shown = frame.map { row in
                let columns = ["x", "y", "width", "height", "flags", "section", "item"] + (row["kind"] == 0 as Int64? ? [] : ["kind"])
                return columns.map { column in "\(column) \(CatalogDatabase.shown(row[column] as DatabaseValue))" }.joined(separator: ", ")
            } ?? ""
            firstBadFrame = "its frame \(ordinal) is \(shown)"
        }
    }

    /// The first fault of `run`'s result: not stored, counting other elements than the run, a bad frame, or
    /// another number of frames than the run says.
    func damage(of run: Run) -> String? {
        let expected = run.result.counts.elementCount
        guard let elementCount else { return "its result \(run.result.id) is not stored" }
        guard case .int64(let elements) = elementCount.storage, elements == expected else {
            return "it says \(expected) elements, but its result \(run.result.id) counts \(CatalogDatabase.shown(elementCount))"
        }
        if let firstBadFrame { return firstBadFrame }
        if frameCount != expected {
            return "it says \(expected) elements, but \(frameCount) frames are stored"
        }
        return nil
    }
}
