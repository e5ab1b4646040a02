@testable import CatalogStore
import Foundation
import GRDB
import LayoutModel
import Testing

/// Migration 0010: what runs share (computation, environment, summary) is stored once, a run is an entry of a few
/// integers, and every view reads as before.
@Suite("Runs stored small")
struct RunsStoredSmallTests {
    typealias Fixtures = CatalogDatabaseTests

    /// A catalog as migration 0009 left it: runs 3 and 4 of one layout at two text sizes share a result, run 7 of
    /// another width has its own, and run 8 was deleted (its id was given out). Each run's counts and largest sizes
    /// are its frames' (migration 0010 reads them from the frames).
    static func catalogBeforeMigrationTen() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try CatalogMigrations.migrator.migrate(queue, upTo: "0009_results_stored_once")
        try queue.write { db in
            try db.execute(sql: ResultStoreTests.earlierGridLayout)
            try db.execute(sql: """
                INSERT INTO results (id, digest, prefix_digest, element_count) VALUES (1, x'01', x'01', 2), (2, x'02', x'02', 1);
                INSERT INTO result_frames (result_id, y, ordinal, flags, element_kind, section, item, x, width, height) VALUES
                    (1, 0, 0, 0, NULL, 0, 0, 10, 180, 100.5),
                    (1, -30, 1, 1 | (1 << 3), 'header', 0, 0, 0, 390, 30),
                    (2, 0, 0, 0, NULL, 0, 0, 10, 150, 90);
                """)
            for (id, width, text, size, face, result) in [
                (3, 390, "size=390x844 scale=3", "large", nil, 1), (4, 390, "size=390x844 scale=3 content-size-category=extraLarge", "extraLarge", "stand-in", 1),
                (7, 320, "size=320x568 scale=2", "large", nil, 2),
            ] as [(Int, Int, String, String, String?, Int)] {
                try db.execute(
                    sql: """
                        INSERT INTO runs (id, cache_key, layout, layout_version_id, geometry_digest, container_width,
                            container_height, scale, safe_area_top, safe_area_left, safe_area_bottom, safe_area_right, offset_x,
                            offset_y, orthogonal_offsets, item_counts, engine_version, content_width, content_height,
                            element_count, cell_count, supplementary_count, decoration_count, max_element_height,
                            max_element_width, warnings, compute_ms, computed_at, environment, content_size_category,
                            text_face, result_id)
                        VALUES (?, ?, 'grid', 1, 'g1', ?, 844, 3, 0, 0, 0, 0, 0, -12.5, '{}', '[1]', 1, ?, 100.5, ?, 1, ?, 0,
                            ?, ?, '["a warning"]', 0.25, '2026-03-04T05:06:07Z', ?, ?, ?, ?)
                        """,
                    arguments: [
                        id, "key-\(id)", width, width, result == 1 ? 2 : 1, result == 1 ? 1 : 0, result == 1 ? 100.5 : 90,
                        result == 1 ? 390 : 150, text, size, face, result,
                    ]
                )
            }
            try db.execute(sql: "UPDATE sqlite_sequence SET seq = 8 WHERE name = 'runs'")
        }
        return queue
    }

    static let views = [
        "SELECT * FROM runs ORDER BY id", "SELECT * FROM layout_runs ORDER BY run_id", "SELECT * FROM frames ORDER BY run_id, y",
        "SELECT * FROM run_frames ORDER BY run_id, ordinal",
    ]

    @Test func migrationTenKeepsEveryRunAndEveryViewReadsAsBefore() throws {
        let queue = try Self.catalogBeforeMigrationTen()
        let before = try queue.read { db in try Self.views.map { try Row.fetchAll(db, sql: $0) } }
        // Up to this migration: 0011 adds a column at the end of the views (its own test).
        try CatalogMigrations.migrator.migrate(queue, upTo: "0010_runs_stored_small")
        let after = try queue.read { db in try Self.views.map { try Row.fetchAll(db, sql: $0) } }
        #expect(before[0].count == 3)
        #expect(before[2].count == 5)
        // runs gains the run's key in run_entries as its last two columns; the rest reads as before.
        #expect(after[0].map { Array($0.columnNames.dropLast(2)) } == before[0].map { Array($0.columnNames) })
        #expect(after[0].map { Array($0.databaseValues.dropLast(2)) } == before[0].map { Array($0.databaseValues) })
        #expect(after[0].map { Array($0.columnNames.suffix(2)) }.first == ["computation_id", "environment_id"])
        for (index, sql) in Self.views.enumerated().dropFirst() {
            #expect(after[index] == before[index], "\(sql)")
        }
        // Shared values stored once: one computation per earlier cache key (each named its environment too), one
        // environment per text, one summary per result and what the engine said.
        let counts = try queue.read { db in
            try ["computations", "environments", "run_summaries", "run_entries"].map { try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") }
        }
        #expect(counts == [3, 3, 3, 3])
        // Runs keyed the earlier way are noted, so keys are looked up that way too (a new catalog has none).
        #expect(try queue.read { db in try String.fetchOne(db, sql: "SELECT value FROM catalog_meta WHERE key = 'earlier_run_keys'") } == "3")
        #expect(try CatalogDatabase.inMemory(engineVersion: 1).writer.read { db in try CatalogDatabase.holdsEarlierRunKeys(db) } == false)
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT sum(run_count) FROM environments") } == 3)
        #expect(try queue.read { db in try Row.fetchAll(db, sql: "SELECT cell_count, supplementary_count, max_element_height FROM results ORDER BY id") }
            == [["cell_count": 1, "supplementary_count": 1, "max_element_height": 100.5], ["cell_count": 1, "supplementary_count": 0, "max_element_height": 90.0]])
    }

    /// A run stored before the migration is found under the key it had then, and storing the same computation
    /// again replaces it rather than adding a second run; new runs continue after the largest id ever given.
    @Test func aRunStoredBeforeIsFoundByItsEarlierKeyAndReplacedByTheNextStore() throws {
        let queue = try Self.catalogBeforeMigrationTen()
        let database = try CatalogDatabase(writer: queue, engineVersion: 1)
        let earlier = RunKey(computation: "computation-of-grid", environment: "size=320x568 scale=2", earlier: "key-7")
        let found = try #require(try database.run(key: earlier))
        #expect(found.id == 7)
        #expect(found.summary.contentOffset == Point(x: 0, y: -12.5))
        #expect(found.computedAt == "2026-03-04T05:06:07Z")
        #expect(found.computeMilliseconds == 0.25)
        #expect(try database.checkedRun(key: earlier) == .sound(found))

        var run = Fixtures.run("computation-of-grid", versionID: 1)
        run.environment = LayoutEnvironment(containerSize: Size(width: 320, height: 568), scale: 2)
        run.key = earlier
        let stored = try database.storeRun(run, frames: Fixtures.frames)
        #expect(stored.id == 9)
        let runs = try queue.read { db in try Row.fetchAll(db, sql: "SELECT id, cache_key, environment FROM runs ORDER BY id") }
        #expect(runs == [
            ["id": 3, "cache_key": "key-3", "environment": "size=390x844 scale=3"],
            ["id": 4, "cache_key": "key-4", "environment": "size=390x844 scale=3 content-size-category=extraLarge"],
            ["id": 9, "cache_key": "computation-of-grid", "environment": "size=320x568 scale=2"],
        ])
        // Run 7's result went with it; its computation too. Its environment is run 9's.
        #expect(try queue.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM results ORDER BY id") } == [1, stored.result.id])
        #expect(try queue.read { db in try String.fetchAll(db, sql: "SELECT key FROM computations ORDER BY id") } == ["key-3", "key-4", "computation-of-grid"])
        #expect(try database.run(key: earlier)?.id == 9)
    }

    /// A matrix's runs share their computation and environments: each is one row, however many runs use it, and a
    /// run's entry holds integers only.
    @Test func runsOfOneComputationShareItsRowAndEnvironmentsAreSharedAcrossLayouts() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Fixtures.layout("grid"), Fixtures.layout("list")]))
        let versions = try [#require(try database.currentLayout(named: "grid")), #require(try database.currentLayout(named: "list"))]
        try database.storeRuns { store in
            for version in versions {
                for width in [320.0, 390, 430] {
                    var run = Fixtures.run("computation-\(version.name)", layout: version.name, versionID: version.id)
                    run.environment = LayoutEnvironment(containerSize: Size(width: width, height: 844))
                    run.key = RunKey(computation: "computation-\(version.name)", environment: run.environment.canonicalText)
                    try store.store(run) { writer in
                        writer.expectedCount = Fixtures.frames.count
                        try writer.insert(Fixtures.frames)
                    }
                }
            }
        }
        let counts = try database.writer.read { db in
            try ["run_entries", "computations", "environments", "run_summaries", "results"].map { try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") }
        }
        #expect(counts == [6, 2, 3, 1, 1])
        #expect(try database.writer.read { db in try Int.fetchAll(db, sql: "SELECT run_count FROM environments ORDER BY id") } == [2, 2, 2])
        #expect(try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT run_count FROM run_summaries") } == 6)
        #expect(try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM layout_runs WHERE layout = 'list'") } == 3)
    }
}
