@testable import CatalogStore
import GRDB
import Foundation
import LayoutModel
import Synchronization
import Testing

@Suite("Catalog database")
struct CatalogDatabaseTests {
    static func layout(_ name: String, digest: String = "d1", geometry: String = "g1") -> NewLayoutVersion {
        NewLayoutVersion(
            name: name, title: "T", sourceFormat: "json", sourcePath: "\(name).json", sourceText: "{\"name\": \"\(name)\"}",
            canonicalSpec: "{}", specDigest: digest, geometryDigest: geometry
        )
    }

    /// The key of a run of computation `computation` in the environment `run` gives its runs.
    static func key(_ computation: String) -> RunKey {
        RunKey(computation: computation, environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)).canonicalText)
    }

    static func run(_ key: String, layout: String = "grid", versionID: Int64, geometry: String = "g1") -> NewRun {
        NewRun(
            key: Self.key(key),
            subject: RunSubject(layout: layout, layoutVersionID: versionID, geometryDigest: geometry, family: .compositional, itemCounts: [2]),
            environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), summary: RunSummary(contentSize: Size(width: 390, height: 100)),
            computeMilliseconds: 0.1
        )
    }

    /// Two cells and a hidden header above them.
    static let frames: FrameBuffer = {
        var buffer = FrameBuffer()
        buffer.appendCell(section: 0, item: 0, x: 10, y: 0, width: 180, height: 100, zIndex: 0)
        buffer.appendCell(section: 0, item: 1, x: 200, y: 0, width: 180, height: 100, zIndex: 0)
        buffer.append(
            category: .supplementary, kind: buffer.kindIndex(for: "header"), section: 0, item: 0,
            frame: Rect(x: 0, y: -30, width: 390, height: 30), zIndex: 1, hidden: true
        )
        return buffer
    }()

    static func rows(_ database: CatalogDatabase, _ sql: String) throws -> [[QueryValue]] {
        var rows: [[QueryValue]] = []
        try database.query(sql) { rows.append($0) }
        return rows
    }

    @Test func migratesAnEmptyCatalogToTheSchema() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        #expect(try database.appliedMigrations() == [
            "0001_catalog", "0002_orthogonal_sections", "0003_dataset_contents", "0004_layout_source_line",
            "0005_frames_viewport_height", "0006_environments_and_families", "0007_frames_clustered_by_viewport", "0008_runs_text_face",
            "0009_results_stored_once", "0010_runs_stored_small", "0011_environments_ios_version", "0012_lint_findings",
        ])
        let objects = try Self.rows(database, "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%' ORDER BY type, name")
        #expect(objects == [
            [.text("index"), .text("computations_by_layout")], [.text("index"), .text("lint_results_by_layout")],
            [.text("index"), .text("run_summaries_by_result")],
            [.text("table"), .text("catalog_meta")], [.text("table"), .text("computations")], [.text("table"), .text("dataset_items")],
            [.text("table"), .text("dataset_members")], [.text("table"), .text("dataset_sections")], [.text("table"), .text("datasets")],
            [.text("table"), .text("element_kinds")], [.text("table"), .text("environments")], [.text("table"), .text("layout_versions")], [.text("table"), .text("layouts")],
            [.text("table"), .text("lint_result_environments")], [.text("table"), .text("lint_result_findings")],
            [.text("table"), .text("lint_result_occurrences")], [.text("table"), .text("lint_results")], [.text("table"), .text("lint_rules")],
            [.text("table"), .text("result_frames")], [.text("table"), .text("result_orthogonal_sections")], [.text("table"), .text("results")],
            [.text("table"), .text("run_batches")], [.text("table"), .text("run_entries")], [.text("table"), .text("run_summaries")],
            [.text("trigger"), .text("lint_result_environments_hold")], [.text("trigger"), .text("lint_result_environments_release")],
            [.text("trigger"), .text("lint_results_delete_rows")],
            [.text("trigger"), .text("results_delete_frames")], [.text("trigger"), .text("run_entries_hold")],
            [.text("trigger"), .text("run_entries_release")], [.text("trigger"), .text("run_summaries_release")],
            [.text("view"), .text("dataset_fields")], [.text("view"), .text("dataset_records")],
            [.text("view"), .text("frames")], [.text("view"), .text("layout_runs")], [.text("view"), .text("lint_findings")],
            [.text("view"), .text("orthogonal_rest_points")],
            [.text("view"), .text("orthogonal_sections")], [.text("view"), .text("run_frames")], [.text("view"), .text("run_orthogonal_sections")],
            [.text("view"), .text("runs")],
        ])
        // The columns of the frames view, in order (SQLViews.md, frames).
        var columns: [String] = []
        try database.query("SELECT * FROM frames", columns: { columns = $0 }, row: { _ in })
        #expect(Array(columns.prefix(17)) == [
            "layout", "dataset", "container_width", "container_height", "scale", "offset_x", "offset_y", "category",
            "element_kind", "section", "item", "x", "y", "width", "height", "z_index", "hidden",
        ])
        #expect(Array(columns.dropFirst(17)) == [
            "run_id", "max_element_height", "layout_direction", "family", "device", "orientation", "content_size_category", "ios_version",
        ])
    }

    /// A trait is declared once (`EnvironmentTrait`): its columns are in `environments`, and in the views that
    /// carry an environment, `runs`, `layout_runs` and `lint_findings`; the axes of a matrix are in `frames` too. A trait added without
    /// the migration that adds its columns fails here.
    @Test func everyTraitHasItsColumnsInTheTablesAndViews() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        func columns(_ table: String) throws -> Set<String> {
            var names: [String] = []
            try database.query("SELECT * FROM \(table)", columns: { names = $0 }, row: { _ in })
            return Set(names)
        }
        let carried = try ["environments", "runs", "layout_runs", "lint_findings"].map { ($0, try columns($0)) }
        let frames = try columns("frames")
        for trait in EnvironmentTrait.allCases {
            for column in trait.columnNames {
                for (table, names) in carried where table != "environments" || column != "canonical" {
                    #expect(names.contains(column), "\(table) has no column \(column) for the trait \(trait.rawValue)")
                }
                if trait.matrixValues != nil {
                    #expect(frames.contains(column), "frames has no column \(column) for the matrix axis \(trait.rawValue)")
                }
            }
        }
        #expect(EnvironmentTrait.iosVersion.columnNames == ["ios_version"])
    }

    @Test func aLayoutReadFromSwiftKeepsTheLineOfItsDeclaration() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        var swift = Self.layout("grid-swift")
        swift.sourceFormat = "swift"
        swift.sourceLine = 12
        _ = try database.importBatch(ImportBatch(layouts: [swift, Self.layout("grid")]))
        #expect(try database.currentLayout(named: "grid-swift")?.sourceLine == 12)
        #expect(try database.currentLayout(named: "grid-swift")?.sourceFormat == "swift")
        #expect(try database.currentLayout(named: "grid")?.sourceLine == nil)
    }

    @Test func importKeepsEveryVersionAndSkipsUnchangedSpecs() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        let first = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        #expect(first.layouts.map(\.change) == [.added(version: 1)])
        let again = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        #expect(again.layouts.map(\.change) == [.unchanged(version: 1)])
        let changed = try database.importBatch(ImportBatch(layouts: [Self.layout("grid", digest: "d2", geometry: "g2")]))
        #expect(changed.layouts.map(\.change) == [.updated(version: 2)])
        #expect(try database.layoutVersions(named: "grid").map(\.version) == [1, 2])
        #expect(try database.currentLayout(named: "grid")?.specDigest == "d2")
    }

    @Test func aRunIsFoundByItsKeyAndItsFramesAreInTheViews() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        #expect(try database.run(key: Self.key("k1")) == nil)
        let stored = try database.storeRun(Self.run("k1", versionID: version.id), frames: Self.frames)
        #expect(try database.run(key: Self.key("k1")) == stored)
        #expect(stored.result.counts.elementCount == 3)
        #expect(stored.result.counts.maxElementHeight == 100)
        let rows = try Self.rows(database, "SELECT category, element_kind, section, item, x, y, width, height, z_index, hidden FROM frames ORDER BY category, item")
        #expect(rows == [
            [.text("cell"), .null, .integer(0), .integer(0), .real(10), .real(0), .real(180), .real(100), .integer(0), .integer(0)],
            [.text("cell"), .null, .integer(0), .integer(1), .real(200), .real(0), .real(180), .real(100), .integer(0), .integer(0)],
            [.text("supplementary"), .text("header"), .integer(0), .integer(0), .real(0), .real(-30), .real(390), .real(30), .integer(1), .integer(1)],
        ])
        #expect(try Self.rows(database, "SELECT layout, container_width, element_count FROM layout_runs") == [[.text("grid"), .real(390), .integer(3)]])
    }

    /// Migration 0008: the face that measured a run's text is stored, read back and shown in `layout_runs`; a run
    /// that measured nothing has none.
    @Test func aRunKeepsTheFaceThatMeasuredItsText() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        var measured = Self.run("measured", versionID: version.id)
        measured.summary.textFace = "stand-in"
        #expect(try database.storeRun(measured, frames: Self.frames).summary.textFace == "stand-in")
        _ = try database.storeRun(Self.run("plain", versionID: version.id), frames: Self.frames)
        #expect(try database.run(key: Self.key("measured"))?.summary.textFace == "stand-in")
        #expect(try database.run(key: Self.key("plain"))?.summary.textFace == nil)
        #expect(try Self.rows(database, "SELECT text_face FROM layout_runs ORDER BY run_id") == [[.text("stand-in")], [.null]])
    }

    /// A column of one-point cells stacked down the y axis (cell `i` at y = i), for the cells in `items`.
    static func stack(_ items: Range<Int>) -> FrameBuffer {
        var buffer = FrameBuffer(capacity: items.count)
        for item in items { buffer.appendCell(section: 0, item: item, x: 0, y: Double(item), width: 10, height: 1, zIndex: 0) }
        return buffer
    }

    static func stack(_ count: Int) -> FrameBuffer { stack(0..<count) }

    static func viewportPlan(_ database: CatalogDatabase) throws -> String {
        let rows = try Self.rows(database, "EXPLAIN QUERY PLAN SELECT item FROM result_frames WHERE result_id = 1 AND y BETWEEN 10 AND 20")
        return rows.compactMap { row -> String? in if case .text(let detail) = row.last { detail } else { nil } }.joined()
    }

    @Test func aChunkedLoadNumbersFramesAcrossChunksAndIsClusteredByY() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        let count = 60_000
        let stored = try database.storeRun(Self.run("big", versionID: version.id)) { writer in
            try writer.insert(Self.stack(0..<25_000))
            try writer.insert(Self.stack(25_000..<count))
        }
        #expect(stored.result.counts.elementCount == count)
        #expect(try Self.viewportPlan(database).contains("SEARCH result_frames USING PRIMARY KEY (result_id=? AND y>? AND y<?)"))
        #expect(try Self.rows(database, "SELECT item, ordinal FROM run_frames WHERE y BETWEEN 41999 AND 42000 ORDER BY item")
            == [[.integer(41_999), .integer(41_999)], [.integer(42_000), .integer(42_000)]])
    }

    @Test func aChunkOutOfYOrderIsStoredWithTheOrdinalsItWasProducedWith() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        // Columns of a horizontal flow: item i at y = (i % 3) * 10, so y goes down and back up.
        var buffer = FrameBuffer(capacity: 120)
        for item in 0..<120 { buffer.appendCell(section: 0, item: item, x: Double(item / 3) * 10, y: Double(item % 3) * 10, width: 10, height: 10, zIndex: 0) }
        try database.storeRun(Self.run("columns", versionID: version.id), frames: buffer)
        let rows = try Self.rows(database, "SELECT item, ordinal, y FROM run_frames ORDER BY ordinal")
        let expected: [[QueryValue]] = (0..<120).map { item in
            let y = Double(item % 3) * 10
            return [.integer(Int64(item)), .integer(Int64(item)), .real(y)]
        }
        #expect(rows == expected)
        #expect(try Self.rows(database, "SELECT count(*) FROM frames WHERE y = 20") == [[.integer(40)]])
    }

    @Test func theFramesViewReadsBackEveryCategoryKindZIndexAndHiddenFlag() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        var buffer = FrameBuffer(capacity: 16)
        let categories: [ElementCategory] = [.cell, .supplementary, .decoration]
        let zIndexes: [Int] = [0, 1, -1, -1_000_000, 2_000_000_000]
        var expected: [[QueryValue]] = []
        var item = 0
        for category in categories {
            for zIndex in zIndexes {
                for hidden in [false, true] {
                    let kind: String? = category == .cell ? nil : "kind-\(item)"
                    let kindIndex = kind.map { buffer.kindIndex(for: $0) } ?? -1
                    buffer.append(
                        category: category, kind: kindIndex, section: 1, item: item,
                        frame: Rect(x: 1.5, y: Double(item), width: 2.25, height: 3), zIndex: zIndex, hidden: hidden)
                    let name = category == .cell ? "cell" : category == .supplementary ? "supplementary" : "decoration"
                    expected.append([
                        .text(name), kind.map { .text($0) } ?? .null, .integer(1), .integer(Int64(item)), .real(1.5),
                        .real(Double(item)), .real(2.25), .real(3), .integer(Int64(zIndex)), .integer(hidden ? 1 : 0),
                    ])
                    item += 1
                }
            }
        }
        try database.storeRun(Self.run("flags", versionID: version.id), frames: buffer)
        let rows = try Self.rows(database, "SELECT category, element_kind, section, item, x, y, width, height, z_index, hidden FROM frames ORDER BY item")
        #expect(rows == expected)
        // A visible cell at z-index 0 is stored as flags 0.
        #expect(try Self.rows(database, "SELECT flags FROM run_frames WHERE item = 0") == [[.integer(0)]])
    }

    @Test func theDocumentedViewportQueryIsOneIndexRangeAndMissesNothing() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        // Element i at y = i, 1 pt tall, and one 30 pt tall element at y = 480 (so max_element_height is 30).
        var columns = Self.stack(1_000)
        columns.update(at: 480, frame: Rect(x: 0, y: 480, width: 10, height: 30))
        try database.storeRun(Self.run("k1", versionID: version.id), frames: columns)
        let documented = "SELECT item FROM frames WHERE layout = 'grid' AND y < ?2 AND y + height > ?1 AND y > ?1 - max_element_height ORDER BY item"
        let plain = "SELECT item FROM frames WHERE layout = 'grid' AND y < ?2 AND y + height > ?1 ORDER BY item"
        let plan = try Self.rows(database, "EXPLAIN QUERY PLAN " + documented.replacingOccurrences(of: "?1", with: "500").replacingOccurrences(of: "?2", with: "510"))
        let details = plan.compactMap { row -> String? in if case .text(let detail) = row.last { detail } else { nil } }
        #expect(details.contains("SEARCH f USING PRIMARY KEY (result_id=? AND y>? AND y<?)"))
        // Every table is searched by a key, none read whole: a run's entry by its computation, found by layout.
        #expect(details.contains("SEARCH c USING INDEX computations_by_layout (layout=?)"))
        #expect(details.contains("SEARCH r USING PRIMARY KEY (computation_id=?)"))
        #expect(!details.contains { $0.hasPrefix("SCAN") }, "\(details)")
        var found: [[QueryValue]] = []
        var expected: [[QueryValue]] = []
        try database.query(documented, arguments: [.real(500), .real(510)]) { found.append($0) }
        try database.query(plain, arguments: [.real(500), .real(510)]) { expected.append($0) }
        // The tall element starts 20 pt above the viewport and still reaches into it.
        #expect(found == [[.integer(480)]] + (500...509).map { [.integer($0)] })
        #expect(found == expected)
    }

    @Test func aCancelledLargeLoadLeavesFramesAsTheyWere() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        try database.storeRun(Self.run("k1", versionID: version.id), frames: Self.frames)
        #expect(throws: CancellationError.self) {
            try database.storeRun(Self.run("big", versionID: version.id)) { writer in
                try writer.insert(Self.stack(0..<30_000))
                writer.isCancelled = { true }
                try writer.insert(Self.stack(30_000..<60_000))
            }
        }
        #expect(try Self.rows(database, "SELECT cache_key, element_count FROM runs") == [[.text("k1"), .integer(3)]])
        #expect(try Self.rows(database, "SELECT count(*) FROM run_frames") == [[.integer(3)]])
    }

    /// The first writer holds its transaction open until the second has begun its own (`BEGIN IMMEDIATE`, which asks
    /// for the lock the first holds; the trace fires as the statement starts, before it asks); the second must then
    /// wait (the catalog's busy timeout) and succeed once the first commits, not fail at once.
    @Test func aSecondWriterWaitsForTheFirstAndThenSucceeds() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("two-writers-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let first = try CatalogDatabase(path: path, engineVersion: 1)
        _ = try first.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try first.currentLayout(named: "grid"))
        let second = try CatalogDatabase(path: path, engineVersion: 1)
        let secondIsWriting = DispatchSemaphore(value: 0)
        let signalled = Mutex(false)
        try second.writer.writeWithoutTransaction { db in
            db.trace { event in
                guard case .statement(let statement) = event, statement.sql.hasPrefix("BEGIN") else { return }
                if signalled.withLock({ done in defer { done = true }; return !done }) { secondIsWriting.signal() }
            }
        }
        let firstIsWriting = DispatchSemaphore(value: 0)
        let secondDone = DispatchSemaphore(value: 0)
        let secondOutcome = Mutex<Result<Int, any Error>?>(nil)
        let firstFinished = Mutex<Date?>(nil)
        Thread.detachNewThread {
            firstIsWriting.wait()
            let outcome = Result { try second.storeRun(Self.run("k2", versionID: version.id), frames: Self.stack(1_000)).result.counts.elementCount }
            secondOutcome.withLock { $0 = outcome }
            #expect(firstFinished.withLock { $0 } != nil, "the second writer stored before the first committed")
            secondDone.signal()
        }
        try first.storeRun(Self.run("k1", versionID: version.id)) { writer in
            try writer.insert(Self.stack(0..<500))
            firstIsWriting.signal()
            // Bounded only so that a second writer that never writes fails the test instead of hanging it.
            #expect(secondIsWriting.wait(timeout: .now() + 60) == .success, "the second writer never began to write")
            try writer.insert(Self.stack(500..<1_000))
        }
        firstFinished.withLock { $0 = Date() }
        secondDone.wait()
        #expect(try secondOutcome.withLock { try $0?.get() } == 1_000)
        #expect(try Self.rows(first, "SELECT r.cache_key, count(*) FROM run_frames f JOIN runs r ON r.id = f.run_id GROUP BY r.cache_key ORDER BY 1")
            == [[.text("k1"), .integer(1_000)], [.text("k2"), .integer(1_000)]])
        first.close()
        second.close()
    }

    @Test func migrationSevenKeepsTheFramesOfRunsStoredBeforeIt() throws {
        let queue = try DatabaseQueue()
        try CatalogMigrations.migrator.migrate(queue, upTo: "0006_environments_and_families")
        // Frames in the old layout, written out of y order, for a run whose row this test does not need.
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: """
                INSERT INTO run_frames (run_id, category, element_kind, section, item, x, y, width, height, z_index, hidden) VALUES
                    (7, 0, NULL, 0, 0, 0, 50, 10, 10, 0, 0),
                    (7, 1, 'header', 0, 0, 0, -30, 390, 30, -3, 1),
                    (7, 2, 'background', 0, 0, 0, 0, 390, 100, -1, 0),
                    (8, 0, NULL, 0, 0, 5, 1, 2, 3, 4, 0)
                """)
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        // Up to 0007 only: migration 0009 keeps the frames of runs, and these frames have no run.
        try CatalogMigrations.migrator.migrate(queue, upTo: "0007_frames_clustered_by_viewport")
        let rows = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT run_id, y, ordinal, flags, element_kind, x, width, height FROM run_frames")
        }
        #expect(rows == [
            ["run_id": 7, "y": -30.0, "ordinal": 1, "flags": 1 | 4 | (-3 << 3), "element_kind": "header", "x": 0.0, "width": 390.0, "height": 30.0],
            ["run_id": 7, "y": 0.0, "ordinal": 2, "flags": 2 | (-1 << 3), "element_kind": "background", "x": 0.0, "width": 390.0, "height": 100.0],
            ["run_id": 7, "y": 50.0, "ordinal": 0, "flags": 0, "element_kind": nil, "x": 0.0, "width": 10.0, "height": 10.0],
            ["run_id": 8, "y": 1.0, "ordinal": 0, "flags": 4 << 3, "element_kind": nil, "x": 5.0, "width": 2.0, "height": 3.0],
        ])
    }

    @Test func stripsAreStoredWithTheirRunAndShownByTheViews() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        var run = Self.run("k1", versionID: version.id)
        run.strips = [OrthogonalStripGeometry(
            section: 0, behavior: .groupPaging, axis: .horizontal, stripLength: 310, contentLength: 316, minimumOffset: 0,
            maximumOffset: 6, initialOffset: 0, restPoints: [0, 6], groupLeadingEdges: [0, 106, 212], groupLengths: [100, 100, 100]
        )]
        let stored = try database.storeRun(run, frames: Self.frames)
        #expect(try database.strips(resultID: stored.result.id) == [StripRow(
            section: 0, behavior: "groupPaging", axis: "horizontal", visibleLength: 310, contentLength: 316, minOffset: 0,
            maxOffset: 6, initialOffset: 0, restPoints: [0, 6], groupCount: 3
        )])
        #expect(try Self.rows(database, "SELECT section, behavior, content_length, max_offset, rest_point_count FROM orthogonal_sections") == [
            [.integer(0), .text("groupPaging"), .real(316), .real(6), .integer(2)]
        ])
        #expect(try Self.rows(database, "SELECT position, offset FROM orthogonal_rest_points ORDER BY position") == [
            [.integer(0), .integer(0)], [.integer(1), .integer(6)],
        ])
    }

    /// A run's family is the model's `LayoutFamily`, stored by name for SQL and read back as the type; the store's
    /// values come back as plain values, whatever SQLite library reads them.
    @Test func aRunsFamilyIsStoredByNameAndReadBackAsTheModelsType() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        #expect(version.name == "grid" && version.version == 1 && version.geometryDigest == "g1")
        var run = Self.run("flow-run", versionID: version.id)
        run.subject.family = .flow
        let stored = try database.storeRun(run, frames: Self.frames)
        #expect(stored.subject.family == .flow)
        #expect(try database.run(key: Self.key("flow-run"))?.subject.family == .flow)
        #expect(try database.currentRuns(layout: "grid").map(\.subject.family) == [.flow])
        #expect(try Self.rows(database, "SELECT family FROM runs") == [[.text("flow")]])
        #expect(Self.run("plain", versionID: version.id).subject.family == .compositional)
    }

    /// SQLite's own words for what went wrong, without the statement: what the catalog tells a user.
    @Test func failuresAreWordedWithSQLitesOwnMessage() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        do {
            try database.query("SELECT * FROM no_such_table") { _ in }
            Issue.record("the query ran")
        } catch {
            #expect(CatalogDatabase.message(of: error) == "no such table: no_such_table")
        }
        #expect(CatalogDatabase.message(of: QueryError.empty) == "the query is empty")
    }

    @Test func aGeometryChangeDropsTheLayoutsRuns() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        try database.storeRun(Self.run("k1", versionID: version.id), frames: Self.frames)
        // A title-only change keeps the geometry digest: the run stays current.
        let retitled = try database.importBatch(ImportBatch(layouts: [Self.layout("grid", digest: "d2", geometry: "g1")]))
        #expect(retitled.invalidatedRuns == 0)
        #expect(try database.currentRuns(layout: "grid").count == 1)
        let moved = try database.importBatch(ImportBatch(layouts: [Self.layout("grid", digest: "d3", geometry: "g2")]))
        #expect(moved.invalidatedRuns == 1)
        #expect(try database.run(key: Self.key("k1")) == nil)
        #expect(try Self.rows(database, "SELECT count(*) FROM run_frames") == [[.integer(0)]])
    }

    @Test func anEngineVersionBumpHidesAndThenDropsOlderRuns() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("engine-bump-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let old = try CatalogDatabase(path: path, engineVersion: 1)
        _ = try old.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try old.currentLayout(named: "grid"))
        try old.storeRun(Self.run("k1", versionID: version.id), frames: Self.frames)
        #expect(try Self.rows(old, "SELECT count(*) FROM frames") == [[.integer(3)]])

        let new = try CatalogDatabase(path: path, engineVersion: 2)
        try new.storeRun(Self.run("k2", versionID: version.id), frames: Self.frames)
        // Storing under engine 2 drops engine 1's run; the views show engine 2's only.
        #expect(try new.run(key: Self.key("k1")) == nil)
        #expect(try Self.rows(new, "SELECT engine_version, count(*) FROM runs GROUP BY engine_version") == [[.integer(2), .integer(1)]])
        #expect(try Self.rows(new, "SELECT count(*) FROM frames") == [[.integer(3)]])
    }

    @Test func queriesAreReadOnly() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        for sql in [
            "DELETE FROM layouts", "INSERT INTO catalog_meta VALUES ('a', 'b')", "DROP VIEW frames", "UPDATE layout_versions SET title = 'x'",
            "DELETE FROM frames", "UPDATE layout_runs SET scale = 1",
        ] {
            #expect(throws: QueryError.writes(sql)) { try database.query(sql) { _ in } }
        }
        #expect(throws: QueryError.severalStatements) { try database.query("SELECT 1; SELECT 2") { _ in } }
        #expect(throws: QueryError.empty) { try database.query("  ") { _ in } }
        #expect(try Self.rows(database, "SELECT count(*) FROM layouts") == [[.integer(1)]])
    }

    @Test func aRepeatedQueryTakesNewArgumentsEachTime() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Self.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        try database.storeRun(Self.run("k1", versionID: version.id), frames: Self.stack(1_000))
        let viewport = "SELECT item FROM frames WHERE y < ? AND y + height > ? ORDER BY item"
        var items: [[QueryValue]] = []
        try database.query(viewport, arguments: [.real(13), .real(10.5)]) { items.append($0) }
        #expect(items == [[.integer(10)], [.integer(11)], [.integer(12)]])
        items = []
        try database.query(viewport, arguments: [.real(501), .real(499)]) { items.append($0) }
        #expect(items == [[.integer(499)], [.integer(500)]])
        var echoed: [[QueryValue]] = []
        try database.query("SELECT ?, ?, ?, ?, ?", arguments: [.null, .integer(-3), .real(0.5), .text("é"), .blob([0, 255])]) { echoed.append($0) }
        #expect(echoed == [[.null, .integer(-3), .real(0.5), .text("é"), .blob([0, 255])]])
        #expect(throws: QueryError.severalStatements) { try database.query("SELECT ?; SELECT 2", arguments: [.integer(1)]) { _ in } }
    }

    @Test func datasetsStoreTheirSectionCounts() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        let dataset = NewDataset(name: "queue", shape: "generic", sourcePath: "q.json", digest: "x", sections: [
            DatasetSectionRow(section: 0, id: "queue", title: "Queue", itemCount: 5),
            DatasetSectionRow(section: 1, id: "later", title: nil, itemCount: 0),
        ])
        #expect(try database.importBatch(ImportBatch(datasets: [dataset])).datasets.map(\.change) == [.added(version: 1)])
        #expect(try database.dataset(named: "queue")?.itemCounts == [5, 0])
        #expect(try database.importBatch(ImportBatch(datasets: [dataset])).datasets.map(\.change) == [.unchanged(version: 1)])
    }

    @Test func oneFieldOfEveryDatasetItemAsText() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        let sections = [
            DatasetSectionRow(section: 0, id: "animals", title: nil, itemCount: 2),
            DatasetSectionRow(section: 1, id: "more", title: nil, itemCount: 1),
        ]
        let items = [
            [#"{"name":"Siamang","id":162,"length":1.9,"nocturnal":false}"#, #"{"name":"Impala","id":91,"tags":null}"#],
            [#"{"id":6,"quote\"d":"x"}"#],
        ]
        let dataset = NewDataset(name: "zoo", shape: "generic", sourcePath: "zoo.json", digest: "d1", sections: sections, items: items)
        _ = try database.importBatch(ImportBatch(datasets: [dataset]))
        #expect(try database.datasetField("name", of: "zoo").map { "\($0.section).\($0.item) \($0.text)" } == ["0.0 Siamang", "0.1 Impala"])
        #expect(try database.datasetField("id", of: "zoo").map(\.text) == ["162", "91", "6"])
        #expect(try database.datasetField("length", of: "zoo").map(\.text) == ["1.9"])
        #expect(try database.datasetField("nocturnal", of: "zoo").map(\.text) == ["false"])
        #expect(try database.datasetField("tags", of: "zoo").isEmpty)
        #expect(try database.datasetField("quote\"d", of: "zoo").map(\.text) == ["x"])
        #expect(try database.datasetFieldNames(of: "zoo") == ["id", "length", "name", "nocturnal", "quote\"d", "tags"])
        #expect(try database.datasetFieldNames(of: "nothing").isEmpty)
    }
}

extension CatalogDatabaseTests {
    /// Runs stored before migration 0006 get their environment's canonical text, written from their columns.
    @Test func migrationSixWritesTheEnvironmentOfEarlierRuns() throws {
        let queue = try DatabaseQueue()
        try CatalogMigrations.migrator.migrate(queue, upTo: "0005_frames_viewport_height")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO layout_versions (id, name, version, source_format, source_path, source_text, canonical_spec, spec_digest,
                    geometry_digest, imported_at) VALUES (1, 'grid', 1, 'json', 'grid.json', '{}', '{}', 'd', 'g', 'now');
                INSERT INTO runs (cache_key, layout, layout_version_id, geometry_digest, container_width, container_height, scale,
                    safe_area_top, safe_area_left, safe_area_bottom, safe_area_right, offset_x, offset_y, orthogonal_offsets,
                    item_counts, engine_version, content_width, content_height, element_count, cell_count, supplementary_count,
                    decoration_count, max_element_height, max_element_width, warnings, compute_ms, computed_at)
                VALUES ('k', 'grid', 1, 'g', 390, 844, 3, 47, 0, 34, 0, 0, 400.5, '{"2":0,"1":120}', '[5]', 1, 390, 900, 5, 5, 0,
                    0, 100, 180, '[]', 1, 'now'),
                    ('plain', 'grid', 1, 'g', 320, 480, 2, 0, 0, 0, 0, 0, 0, '{}', '[5]', 1, 320, 480, 5, 5, 0, 0, 100, 180, '[]', 1, 'now');
                """)
        }
        try CatalogMigrations.migrator.migrate(queue)
        let texts = try queue.read { db in try String.fetchAll(db, sql: "SELECT environment FROM runs ORDER BY id") }
        #expect(texts == [
            "size=390x844 scale=3 safe-area=47,0,34,0 offset=0,400.5 orthogonal-offset=1=120 orthogonal-offset=2=0",
            "size=320x480 scale=2",
        ])
        #expect(try LayoutEnvironment(canonicalText: texts[0]).orthogonalOffsets == [1: 120, 2: 0])
    }
}
