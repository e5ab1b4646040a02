@testable import CatalogStore
import ContentDigest
import Foundation
import GRDB
import LayoutModel
import Synchronization
import Testing

/// Migration 0009 and `FrameWriter`: a run's frames and strips are one result, named by a digest and stored once
/// however many runs share it, and removed with the last run that references it.
@Suite("Results stored once")
struct ResultStoreTests {
    typealias Fixtures = CatalogDatabaseTests

    /// The rows an earlier catalog holds for layout `grid` (version 1, geometry `g1`, engine version 1), written
    /// as SQL: the tests of migrations give their runs to it.
    static let earlierGridLayout = """
        INSERT INTO catalog_meta (key, value) VALUES ('engine_version', '1');
        INSERT INTO layout_versions (id, name, version, source_format, source_path, source_text, canonical_spec,
            spec_digest, geometry_digest, imported_at)
        VALUES (1, 'grid', 1, 'json', 'grid.json', '{}', '{}', 'd1', 'g1', '2026-01-01T00:00:00Z');
        INSERT INTO layouts (name, current_version_id) VALUES ('grid', 1);
        """

    static func catalog() throws -> (CatalogDatabase, StoredLayoutVersion) {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Fixtures.layout("grid")]))
        return (database, try #require(try database.currentLayout(named: "grid")))
    }

    static func count(_ database: CatalogDatabase, _ table: String) throws -> Int64 {
        guard case .integer(let count) = try Fixtures.rows(database, "SELECT count(*) FROM \(table)")[0][0] else { return -1 }
        return count
    }

    /// Counts the statements that write frame rows while `body` runs.
    static func frameInserts(_ database: CatalogDatabase, during body: () throws -> Void) throws -> Int {
        let inserts = Mutex(0)
        try database.writer.writeWithoutTransaction { db in
            db.trace { event in
                if case .statement(let statement) = event, statement.sql.contains("INSERT INTO result_frames") {
                    inserts.withLock { $0 += 1 }
                }
            }
        }
        try body()
        try database.writer.writeWithoutTransaction { db in db.trace(options: [], nil) }
        return inserts.withLock { $0 }
    }

    @Test func runsWithTheSameFramesShareOneStoredResult() throws {
        let (database, version) = try Self.catalog()
        let first = try database.storeRun(Fixtures.run("k1", versionID: version.id), frames: Fixtures.frames)
        let second = try database.storeRun(Fixtures.run("k2", versionID: version.id), frames: Fixtures.frames)
        let other = try database.storeRun(Fixtures.run("k3", versionID: version.id), frames: Fixtures.stack(5))
        #expect(first.id != second.id)
        #expect(first.result.id == second.result.id)
        #expect(other.result.id != first.result.id)
        #expect(try Self.count(database, "results") == 2)
        #expect(try Self.count(database, "result_frames") == 3 + 5)
        // Each run still has a row per element in the views, with its own run id.
        #expect(try Fixtures.rows(database, "SELECT run_id, count(*) FROM frames GROUP BY run_id ORDER BY run_id") == [
            [.integer(first.id), .integer(3)], [.integer(second.id), .integer(3)], [.integer(other.id), .integer(5)],
        ])
        #expect(try Fixtures.rows(database, "SELECT run_id, result_id FROM layout_runs ORDER BY run_id") == [
            [.integer(first.id), .integer(first.result.id)], [.integer(second.id), .integer(first.result.id)],
            [.integer(other.id), .integer(other.result.id)],
        ])
        #expect(try database.run(key: Fixtures.key("k2"))?.result.id == first.result.id)
    }

    /// Replacing a run, deleting it, or an import that makes it stale removes its result only when no other run
    /// references it; a result's frames and strips go with it.
    @Test func aResultGoesWithTheLastRunThatReferencesIt() throws {
        let (database, version) = try Self.catalog()
        var stripped = Fixtures.run("k1", versionID: version.id)
        stripped.strips = [OrthogonalStripGeometry(
            section: 0, behavior: .paging, axis: .horizontal, stripLength: 370, contentLength: 740, minimumOffset: 0,
            maximumOffset: 370, initialOffset: 0, restPoints: [0, 370], groupLeadingEdges: [0, 370], groupLengths: [370, 370]
        )]
        let shared = try database.storeRun(stripped, frames: Fixtures.frames).result.id
        stripped.key.computation = "k2"
        #expect(try database.storeRun(stripped, frames: Fixtures.frames).result.id == shared)
        #expect(try Self.count(database, "result_orthogonal_sections") == 1)
        #expect(try Fixtures.rows(database, "SELECT run_id, section FROM orthogonal_sections ORDER BY run_id").count == 2)

        // k1 recomputed to other frames: k2 still holds the shared result.
        stripped.key.computation = "k1"
        let replaced = try database.storeRun(stripped, frames: Fixtures.stack(4)).result.id
        #expect(try Fixtures.rows(database, "SELECT id FROM results ORDER BY id") == [[.integer(shared)], [.integer(replaced)]])

        // k2 deleted outright: nothing references the shared result any more.
        try database.writer.write { db in try db.execute(sql: "DELETE FROM run_entries WHERE computation_id = (SELECT id FROM computations WHERE key = 'k2')") }
        #expect(try Fixtures.rows(database, "SELECT id FROM results") == [[.integer(replaced)]])
        #expect(try Self.count(database, "result_frames") == 4)
        #expect(try Self.count(database, "result_orthogonal_sections") == 1)

        // A new geometry makes k1 stale: the import drops it, and its result with it.
        _ = try database.importBatch(ImportBatch(layouts: [Fixtures.layout("grid", digest: "d2", geometry: "g2")]))
        for table in [
            "runs", "run_entries", "computations", "environments", "run_summaries", "run_batches", "results", "result_frames",
            "result_orthogonal_sections",
        ] {
            #expect(try Self.count(database, table) == 0, "\(table)")
        }
    }

    /// The digest is SHA-256 of the encoding `ResultDigester` documents, written out here byte by byte: a strip, then
    /// a cell and a hidden header with its kind.
    @Test func theDigestIsSHA256OfTheDocumentedEncoding() throws {
        let (database, version) = try Self.catalog()
        var run = Fixtures.run("k1", versionID: version.id)
        run.strips = [OrthogonalStripGeometry(
            section: 2, behavior: .groupPaging, axis: .horizontal, stripLength: 310, contentLength: 316, minimumOffset: 0,
            maximumOffset: 6, initialOffset: 0, restPoints: [0, 6], groupLeadingEdges: [0, 106, 212], groupLengths: [100, 100, 100]
        )]
        var frames = FrameBuffer()
        frames.appendCell(section: 0, item: 1, x: 10, y: 0, width: 180, height: 100, zIndex: 0)
        frames.append(
            category: .supplementary, kind: frames.kindIndex(for: "header"), section: 0, item: 0,
            frame: Rect(x: 0, y: -30, width: 390, height: 30), zIndex: -2, hidden: true
        )
        let stored = try database.storeRun(run, frames: frames)

        var bytes = Array("catalog-result-1".utf8)
        func integer<Integer: FixedWidthInteger>(_ value: Integer) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        func number(_ value: Double) { integer(value.bitPattern) }
        func text(_ value: String) { integer(UInt32(value.utf8.count)); bytes += Array(value.utf8) }
        integer(UInt32(1))
        integer(Int32(2)); text("groupPaging"); text("horizontal")
        for value in [310.0, 316, 0, 6, 0] { number(value) }
        integer(UInt32(2)); number(0); number(6)
        integer(Int64(3))
        bytes.append(0)  // a cell, shown, without a kind
        integer(Int32(0)); integer(Int32(0)); integer(Int32(1))
        for value in [10.0, 0, 180, 100] { number(value) }
        bytes.append(1 | 4 | 8)  // a supplementary, hidden, with a kind
        integer(Int32(-2)); integer(Int32(0)); integer(Int32(0))
        for value in [0.0, -30, 390, 30] { number(value) }
        text("header")

        let digest = Data(SHA256.hash(bytes))
        let row = try database.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT digest, prefix_digest, element_count FROM results WHERE id = ?", arguments: [stored.result.id])
        }
        #expect(row?["digest"] == digest)
        // Fewer than 4,096 frames: no prefix could match one (migration 0010), so none is kept.
        #expect(row?["prefix_digest"] == nil as Data?)
        #expect(row?["element_count"] == 2)
    }

    /// A run larger than the prefix that repeats a stored result is matched by its first frames and only digested:
    /// no frame row is written for it.
    @Test func aLargeRunRepeatingAStoredResultWritesNoFrames() throws {
        let (database, version) = try Self.catalog()
        func store(_ key: String, _ count: Int) throws -> Run {
            try database.storeRun(Fixtures.run(key, versionID: version.id)) { writer in
                writer.expectedCount = count
                try writer.insert(Fixtures.stack(0..<6_000))
                try writer.insert(Fixtures.stack(6_000..<count))
            }
        }
        var first: Run?
        #expect(try Self.frameInserts(database) { first = try store("a", 10_000) } == 2)
        var second: Run?
        #expect(try Self.frameInserts(database) { second = try store("b", 10_000) } == 0)
        #expect(second?.result.id == first?.result.id)
        #expect(second?.result.counts.elementCount == 10_000)
        // The same first frames and one more: a new result.
        var longer: Run?
        #expect(try Self.frameInserts(database) { longer = try store("c", 10_001) } == 2)
        #expect(longer?.result.id != first?.result.id)
        #expect(try Self.count(database, "result_frames") == 20_001)
    }

    /// A run whose first frames and count match a stored result but whose later frames differ is handed over a
    /// second time and written: the producer is asked again rather than the catalog read back.
    @Test func aRunThatDiffersAfterItsPrefixIsProducedAgainAndWritten() throws {
        let (database, version) = try Self.catalog()
        _ = try database.storeRun(Fixtures.run("a", versionID: version.id), frames: Fixtures.stack(10_000))
        var moved = Fixtures.stack(10_000)
        moved.update(at: 9_000, frame: Rect(x: 5, y: 9_000, width: 10, height: 1))
        var handedOver = 0
        let stored = try database.storeRun(Fixtures.run("b", versionID: version.id)) { writer in
            handedOver += 1
            writer.expectedCount = 10_000
            try writer.insert(moved)
        }
        #expect(handedOver == 2)
        #expect(try Self.count(database, "results") == 2)
        #expect(try Fixtures.rows(database, "SELECT x FROM frames WHERE run_id = \(stored.id) AND item = 9000") == [[.real(5)]])
        #expect(try Self.count(database, "result_frames") == 20_000)
    }

    /// A producer that does not say how many frames come gets them written as they come; when the finished digest
    /// names a stored result, those rows are dropped again.
    @Test func framesOfUnknownCountThatRepeatAResultAreDroppedAgain() throws {
        let (database, version) = try Self.catalog()
        for key in ["a", "b"] {
            _ = try database.storeRun(Fixtures.run(key, versionID: version.id)) { writer in
                try writer.insert(Fixtures.stack(0..<100))
                try writer.insert(Fixtures.stack(100..<30_000))
            }
        }
        #expect(try Self.count(database, "results") == 1)
        #expect(try Self.count(database, "result_frames") == 30_000)
        #expect(try Fixtures.rows(database, "SELECT count(DISTINCT result_id), count(*) FROM layout_runs") == [[.integer(1), .integer(2)]])
    }

    @Test func aProducerHandingOverOtherThanItAnnouncedIsAnError() throws {
        let (database, version) = try Self.catalog()
        #expect(throws: (any Error).self) {
            try database.storeRun(Fixtures.run("a", versionID: version.id)) { writer in
                writer.expectedCount = 10
                try writer.insert(Fixtures.stack(5))
            }
        }
        #expect(try Self.count(database, "runs") == 0)
        #expect(try Self.count(database, "results") == 0)
    }

    /// Migration 0009 on a catalog the previous schema made: every run is kept with its id, runs with the same frames
    /// and strips share one result (digested from the stored rows, nothing recomputed), and every view reads as
    /// before. The digests are those the writer gives the same frames, so a new run finds the migrated result.
    @Test func migrationNineConvertsAnEarlierCatalogKeepingEveryRun() throws {
        let queue = try DatabaseQueue()
        try CatalogMigrations.migrator.migrate(queue, upTo: "0008_runs_text_face")
        try queue.write { db in
            try db.execute(sql: Self.earlierGridLayout)
            for (id, size) in [(3, "large"), (4, "extraLarge"), (9, "large")] {
                try db.execute(
                    sql: """
                        INSERT INTO runs (id, cache_key, layout, layout_version_id, geometry_digest, container_width,
                            container_height, scale, safe_area_top, safe_area_left, safe_area_bottom, safe_area_right, offset_x,
                            offset_y, orthogonal_offsets, item_counts, engine_version, content_width, content_height,
                            element_count, cell_count, supplementary_count, decoration_count, max_element_height,
                            max_element_width, warnings, compute_ms, computed_at, environment, content_size_category)
                        VALUES (?, ?, 'grid', 1, 'g1', ?, 844, 3, 0, 0, 0, 0, 0, 0, '{}', '[2]', 1, 390, 100, 3, 2, 1, 0, 100, 390,
                            '[]', 0.5, '2026-01-01T00:00:00Z', ?, ?)
                        """,
                    arguments: [
                        id, "key-\(id)", id == 9 ? 320 : 390,
                        "size=\(id == 9 ? 320 : 390)x844 scale=3" + (size == "large" ? "" : " content-size-category=\(size)"), size,
                    ]
                )
            }
            // Runs 3 and 4 (two text sizes) have the same frames and strip; run 9 (narrower) others. Written out of
            // y order, as the old table's key keeps them.
            for (run, second) in [(3, 200.0), (4, 200.0), (9, 165.0)] {
                try db.execute(
                    sql: """
                        INSERT INTO run_frames (run_id, y, ordinal, flags, element_kind, section, item, x, width, height) VALUES
                            (?1, 0, 0, 0, NULL, 0, 0, 10, 180, 100),
                            (?1, 0, 1, 0, NULL, 0, 1, ?2, 180, 100),
                            (?1, -30, 2, 1 | 4 | (1 << 3), 'header', 0, 0, 0, 390, 30)
                        """,
                    arguments: [run, second]
                )
                try db.execute(
                    sql: """
                        INSERT INTO run_orthogonal_sections (run_id, section, behavior, axis, visible_length, content_length,
                            min_offset, max_offset, initial_offset, rest_points, group_count)
                        VALUES (?, 0, 'paging', 'horizontal', 370, 740, 0, 370, 0, '[0,370]', 2)
                        """,
                    arguments: [run]
                )
            }
        }
        let views = [
            "SELECT * FROM frames ORDER BY run_id, y, item", "SELECT * FROM orthogonal_sections ORDER BY run_id",
            "SELECT * FROM orthogonal_rest_points ORDER BY run_id, position", "SELECT run_id, y, ordinal, flags, element_kind, section, item, x, width, height FROM run_frames ORDER BY run_id, ordinal",
            "SELECT * FROM run_orthogonal_sections ORDER BY run_id",
        ]
        let before = try queue.read { db in try views.map { try Row.fetchAll(db, sql: $0) } }
        let layoutRunsBefore = try queue.read { db in try Row.fetchAll(db, sql: "SELECT * FROM layout_runs ORDER BY run_id") }

        // Up to migration 0010: 0011 adds a column at the end of the views (its own test).
        try CatalogMigrations.migrator.migrate(queue, upTo: "0010_runs_stored_small")
        let after = try queue.read { db in try views.map { try Row.fetchAll(db, sql: $0) } }
        #expect(after == before)
        #expect(before[0].count == 9)
        let layoutRunsAfter = try queue.read { db in try Row.fetchAll(db, sql: "SELECT * FROM layout_runs ORDER BY run_id") }
        // layout_runs gains the result's id as its last column; the rest reads as before.
        #expect(layoutRunsAfter.map { Array($0.columnNames.dropLast()) } == layoutRunsBefore.map { Array($0.columnNames) })
        #expect(layoutRunsAfter.map { Array($0.databaseValues.dropLast()) } == layoutRunsBefore.map { Array($0.databaseValues) })
        let results = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT id, result_id FROM runs ORDER BY id").map { [$0[0] as Int64, $0[1] as Int64] }
        }
        #expect(results == [[3, 1], [4, 1], [9, 2]])
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM result_frames") } == 6)

        // The writer digests the same frames and strip to the migrated result's digest.
        let database = try CatalogDatabase(writer: queue, engineVersion: 1)
        var run = Fixtures.run("new", versionID: 1)
        run.strips = [OrthogonalStripGeometry(
            section: 0, behavior: .paging, axis: .horizontal, stripLength: 370, contentLength: 740, minimumOffset: 0,
            maximumOffset: 370, initialOffset: 0, restPoints: [0, 370], groupLeadingEdges: [0, 370], groupLengths: [370, 370]
        )]
        var frames = FrameBuffer()
        frames.appendCell(section: 0, item: 0, x: 10, y: 0, width: 180, height: 100, zIndex: 0)
        frames.appendCell(section: 0, item: 1, x: 200, y: 0, width: 180, height: 100, zIndex: 0)
        frames.append(
            category: .supplementary, kind: frames.kindIndex(for: "header"), section: 0, item: 0,
            frame: Rect(x: 0, y: -30, width: 390, height: 30), zIndex: 1, hidden: true
        )
        #expect(try database.storeRun(run, frames: frames).result.id == 1)
        #expect(try Self.count(database, "results") == 2)
    }
}
