import ContentDigest
import Foundation
import GRDB
import TestSupport
import Testing

/// Each distinct result stored once (migration 0009), through the binary: the views read on a matrix exactly as
/// the schema before it read the same runs, a catalog that schema made is converted without recomputing, and a
/// matrix killed mid-write leaves no result half stored and none that no run references.
@Suite("Command line: results stored once")
struct ResultStoreCommandTests {
    /// Every row of the views a user queries, in one order.
    static let views = [
        """
        SELECT layout, dataset, container_width, container_height, scale, offset_x, offset_y, category, element_kind, section, item,
            x, y, width, height, z_index, hidden, run_id, max_element_height, layout_direction, family, device, orientation,
            content_size_category
        FROM frames ORDER BY run_id, y, x, category, element_kind, section, item, width, height, z_index, hidden
        """,
        "SELECT * FROM orthogonal_sections ORDER BY run_id, section",
        "SELECT * FROM orthogonal_rest_points ORDER BY run_id, section, position",
    ]

    static func read(_ path: String, _ queries: [String]) throws -> [[Row]] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in try queries.map { try Row.fetchAll(db, sql: $0) } }
    }

    /// A catalog as the program before migration 0009 kept it: migrations 0001 to 0008 applied as that program applies
    /// them (GRDB's history table, the file's stamp), holding the runs of `source` with each run's own copy of its
    /// frames and strips, as it stored them.
    static func earlierCatalog(at path: String, holdingTheRunsOf source: String) throws {
        let migrations = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.path("Migrations"))
            .filter { $0.hasSuffix(".sql") }.sorted().prefix(8)
        #expect(migrations.last == "0008_runs_text_face.sql")
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA page_size = 16384; PRAGMA journal_mode = WAL")
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            for file in migrations {
                try db.execute(sql: String(contentsOfFile: PackageRoot.path("Migrations/" + file), encoding: .utf8))
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [String(file.dropLast(4))])
            }
            try db.execute(sql: "PRAGMA application_id = \(0x4C43_6174); PRAGMA user_version = 8")
            try db.execute(sql: "ATTACH DATABASE ? AS source", arguments: [source])
            for table in ["catalog_meta", "layout_versions", "layouts", "datasets", "dataset_sections", "dataset_items", "dataset_members"] {
                try db.execute(sql: "INSERT INTO main.\(table) SELECT * FROM source.\(table)")
            }
            let names = try Row.fetchAll(db, sql: "PRAGMA main.table_info(runs)").map { $0["name"] as String }
            // cache_key is now the computation's key, which runs of a matrix share: made unique until the loop below.
            let selected = names.map { $0 == "cache_key" ? "cache_key || ' ' || id" : $0 }.joined(separator: ", ")
            try db.execute(sql: "INSERT INTO main.runs (\(names.joined(separator: ", "))) SELECT \(selected) FROM source.runs")
            // Each run keyed as that program keyed it: one digest of the computation and the environment (CatalogKit's
            // CacheKey made it so before migration 0010; a run that measured text had its faces' digests in it, which
            // the catalog does not keep, so such a run is only keyed uniquely here).
            for row in try Row.fetchAll(db, sql: "SELECT id, engine_version, layout, geometry_digest, dataset_digest, item_counts, environment, text_face FROM main.runs") {
                let items = (row["item_counts"] as String).dropFirst().dropLast()
                let lines = [
                    "engine \(row["engine_version"] as Int)", "layout \(row["layout"] as String)",
                    "geometry \(row["geometry_digest"] as String)", "dataset \((row["dataset_digest"] as String?) ?? "-")", "items \(items)",
                    "environment \(row["environment"] as String)", "fonts \((row["text_face"] as String?).map { "unknown \($0) \(row["id"] as Int)" } ?? "")",
                ]
                try db.execute(sql: "UPDATE main.runs SET cache_key = ? WHERE id = ?", arguments: [SHA256.hex(lines.joined(separator: "\n")), row["id"]])
            }
            try db.execute(sql: """
                INSERT INTO main.run_frames (run_id, y, ordinal, flags, element_kind, section, item, x, width, height)
                SELECT run_id, y, ordinal, flags, element_kind, section, item, x, width, height FROM source.run_frames
                """)
            try db.execute(sql: """
                INSERT INTO main.run_orthogonal_sections SELECT r.id, o.section, o.behavior, o.axis, o.visible_length,
                    o.content_length, o.min_offset, o.max_offset, o.initial_offset, o.rest_points, o.group_count
                FROM source.runs r JOIN source.result_orthogonal_sections o ON o.result_id = r.result_id
                """)
            try db.execute(sql: "DETACH DATABASE source")
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    /// Samples × devices × text sizes, on iOS 18 as the earlier program computed them. The frames view of the catalog
    /// that stores each result once has exactly the rows the schema before it gives for the same runs (each run its
    /// own copy of its frames), strips and rest points too; that earlier catalog, brought up to date by the binary,
    /// keeps every run, and finds the results the writer found, with the same digests. Its runs answer for iOS 18
    /// and never for iOS 26 (migration 0011).
    @Test func theViewsReadAsTheEarlierSchemaReadOnAMatrix() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try RenderAndDiffCommandTests.importedSamples(folder)
        let matrix = try cli.run([
            "compute", "--all", "--device", "iphone-se-3,ipad-pro-13-m4", "--orientation", "both",
            "--content-size-category", "extraSmall,large,accessibilityExtraExtraExtraLarge", "--ios", "18",
        ])
        #expect(matrix.status == 0, "\(matrix.errors)")
        let stored = folder.path("catalog.sqlite")
        let after = try Self.read(stored, Self.views)
        let counts = try Self.read(stored, ["SELECT count(*) AS runs, count(DISTINCT result_id) AS results FROM layout_runs"])[0][0]
        let runs: Int = counts["runs"]
        let results: Int = counts["results"]
        #expect(matrix.output.hasSuffix("\(runs) runs: \(runs) computed, 0 cached; \(results) distinct results\n"))
        // Text sizes and orientations repeat most results.
        #expect(results * 2 < runs)

        let earlier = folder.path("earlier.sqlite")
        try Self.earlierCatalog(at: earlier, holdingTheRunsOf: stored)
        let before = try Self.read(earlier, Self.views)
        #expect(before[0].count == after[0].count)
        #expect(before == after)
        let copies: Int = try Self.read(earlier, ["SELECT count(*) FROM run_frames"])[0][0][0]
        #expect(copies == after[0].count)

        // Any writing command brings the earlier catalog up to date; the run it asks for is found cached.
        let upgrade = try cli.run(["--database", earlier, "compute", "p002-zoo-grid", "--device", "iphone-se-3", "--ios", "18"])
        #expect(upgrade.status == 0, "\(upgrade.errors)")
        #expect(upgrade.output.contains("(cached, run "), "\(upgrade.output)")
        #expect(try Self.read(earlier, Self.views) == before)
        #expect(try Self.read(earlier, ["SELECT DISTINCT ios_version FROM layout_runs"])[0].map { $0[0] as Int } == [18])
        // The same runs (each keeps its id; its key is the earlier program's), the same results.
        let identities = [
            "SELECT id, layout, environment, result_id FROM runs ORDER BY id", "SELECT hex(digest), element_count FROM results ORDER BY 1",
        ]
        #expect(try Self.read(earlier, identities) == Self.read(stored, identities))
        let newest = try cli.run(["--database", earlier, "compute", "p002-zoo-grid", "--device", "iphone-se-3"])
        #expect(newest.status == 0, "\(newest.errors)")
        #expect(newest.output.contains("stored as run "), "an earlier run answered for iOS 26: \(newest.output)")
    }

    /// A matrix killed outright while it writes a new result: SQLite finds the catalog intact, it holds what it held
    /// before (the run stored earlier and its result, complete), no result without a run, no frame without a result.
    @Test func killedMidMatrixLeavesNoOrphanAndNoHalfStoredResult() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", PackageRoot.path("Samples/layouts/p003-two-column-count.json")])
        let items = ["--items", "300000"]
        try cli.succeeding(["compute", "p003-two-column-count", "--device", "iphone-se-3"] + items)
        let matrix = [
            "compute", "p003-two-column-count", "--device", "iphone-se-3,iphone-15-pro", "--content-size-category",
            "large,extraLarge,accessibilityLarge",
        ] + items

        // The SE runs repeat the stored result and write nothing; the 15 Pro's is new. Kill once its frames pass
        // 4 MiB of the write-ahead log.
        let (command, storing) = try cli.startStoring(matrix, pastLogBytes: 4 << 20)
        #expect(storing == .happened, "the matrix ended (or never wrote 4 MiB of frames) before it could be killed mid-write: \(storing)")
        command.signal(SIGKILL)
        let killed = command.finish()
        #expect(command.endedBySignal, "\(killed.status) \(killed.errors)")

        func value(_ sql: String) throws -> String {
            let answer = try cli.run(["query", "--format", "csv", sql])
            #expect(answer.status == 0, "\(answer.errors)")
            return String(answer.output.split(separator: "\n").dropFirst().joined(separator: "\n"))
        }
        #expect(try value("SELECT * FROM pragma_integrity_check") == "ok")
        #expect(try value("SELECT count(*) FROM runs") == "1")
        #expect(try value("SELECT count(*) FROM results") == "1")
        #expect(try value("SELECT count(*) FROM results WHERE id NOT IN (SELECT result_id FROM runs)") == "0")
        #expect(try value("SELECT count(*) FROM result_frames WHERE result_id NOT IN (SELECT id FROM results)") == "0")
        #expect(try value("""
            SELECT count(*) FROM results s
            WHERE element_count != (SELECT count(*) FROM result_frames f WHERE f.result_id = s.id)
            """) == "0")
        #expect(try value("SELECT count(*) FROM result_frames") == "300000")

        // The matrix runs again: six runs, two results (one per screen width), the stored one found.
        let rerun = try cli.run(matrix)
        #expect(rerun.status == 0, "\(rerun.errors)")
        #expect(rerun.output.hasSuffix("6 runs: 5 computed, 1 cached; 2 distinct results\n"), "\(rerun.output)")
        #expect(try value("SELECT count(*) FROM result_frames") == "600000")
        #expect(try value("SELECT count(*) FROM frames") == "1800000")
    }
}
