import CatalogKit
import CatalogStore
import Foundation
import GRDB
import LayoutEngine
import FrameStorage
import LayoutModel

// The benchmark driver: runs workloads P1 to P12 of Benchmarks/README.md in a release build and prints one JSON
// line per measurement. Benchmarks/run runs it with the peers and turns the lines into the report.
//
// Usage: catalog-benchmark [--runs N] [--only P1,P2,...] [--catalog-binary PATH] [--binary-label NAME]
//
// `--only` takes workloads (P6) or single parts of one (P6-cli, P9-matrix). `--binary-label` tags every line
// measured through `--catalog-binary` (P6-cli, P7, P9, P11, P12) with that name, so the same harness can time another
// build of `catalog` in the same run (Benchmarks/compare times an earlier build that way).

var runs = 7
var only: Set<String>?
var catalogBinary = ""
var binaryLabel: String?
var samplesFolder = "Samples"
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": runs = Int(arguments.next() ?? "") ?? runs
    case "--only": only = Set((arguments.next() ?? "").split(separator: ",").map(String.init))
    case "--catalog-binary": catalogBinary = arguments.next() ?? ""
    case "--binary-label": binaryLabel = arguments.next()
    case "--samples": samplesFolder = arguments.next() ?? samplesFolder
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(64)
    }
}
let selection = only
let binaryTag = binaryLabel
/// True when a workload, or one of its parts (`P6-cli` of `P6`), was asked for.
func wanted(_ name: String) -> Bool {
    guard let selection else { return true }
    return selection.contains(name) || selection.contains { name.hasPrefix($0 + "-") }
}
/// True when some part of a workload was asked for (`P6-cli` runs part of `P6`).
func wantedAnyPart(_ name: String) -> Bool {
    guard let selection else { return true }
    return selection.contains { $0 == name || $0.hasPrefix(name + "-") }
}
func emit(_ measurement: Measurement) {
    var measurement = measurement
    if let binaryTag, measurement.throughBinary { measurement.facts["binary"] = binaryTag }
    FileHandle.standardOutput.write(Data((measurement.line + "\n").utf8))
}

// P1: a uniform 1M-item section, every frame computed.
if wanted("P1") {
    let environment = BenchmarkLayouts.screen
    _ = try LayoutPlanner.compute(BenchmarkLayouts.grid, in: environment, itemCounts: [1_000_000])
    var samples: [Double] = []
    for _ in 0..<runs {
        var result: LayoutResult?
        samples.append(try milliseconds { result = try LayoutPlanner.compute(BenchmarkLayouts.grid, in: environment, itemCounts: [1_000_000]) })
        precondition(result?.elements.count == 1_000_000)
    }
    emit(Measurement(workload: "P1", detail: "uniform 1M-item two-column grid, all frames", samples: samples, unit: "ms"))
}

// P1-flow: the same grid as a flow layout (uniform section, closed form, F13), in the same run as P1.
if wanted("P1") {
    let environment = BenchmarkLayouts.screen
    _ = try LayoutPlanner.compute(BenchmarkLayouts.flowGrid, in: environment, itemCounts: [1_000_000])
    var samples: [Double] = []
    var last = Rect.zero
    for _ in 0..<runs {
        var result: LayoutResult?
        samples.append(try milliseconds { result = try LayoutPlanner.compute(BenchmarkLayouts.flowGrid, in: environment, itemCounts: [1_000_000]) })
        precondition(result?.elements.count == 1_000_000)
        last = result!.elements.frame(at: 999_999)
    }
    emit(Measurement(
        workload: "P1-flow", detail: "the same 1M-item two-column grid as a flow layout, all frames", samples: samples, unit: "ms",
        facts: ["lastItem": "\(last.x),\(last.y)", "expected": "200.0,\(Double(999_999 / 2) * 110)"]
    ))
}

// P2: 1M items in 100 sections of mixed groups with headers, footers, a background and estimated heights.
if wanted("P2") {
    let environment = BenchmarkLayouts.screen
    let counts = Array(repeating: 10_000, count: 100)
    let content = SyntheticContent(sections: 100, items: 10_000)
    // Untimed, as for P1: the first compute of a process pays for fresh memory; the figure is the steady state.
    _ = try LayoutPlanner.compute(BenchmarkLayouts.mixed, in: environment, itemCounts: counts, content: content)
    var samples: [Double] = []
    var count = 0
    for _ in 0..<max(3, runs / 2) {
        var result: LayoutResult?
        samples.append(try milliseconds { result = try LayoutPlanner.compute(BenchmarkLayouts.mixed, in: environment, itemCounts: counts, content: content) })
        count = result?.elements.count ?? 0
    }
    emit(Measurement(workload: "P2", detail: "1M items, mixed groups, headers, footers, background, estimated heights resolved", samples: samples, unit: "ms", facts: ["elements": String(count)]))
}

// P3: exactness at 1M and 10M items, and the 10M/1M time ratio.
if wanted("P3") {
    for count in [1_000_000, 10_000_000] {
        let environment = BenchmarkLayouts.screen
        var samples: [Double] = []
        var last = Rect.zero
        for _ in 0..<max(3, runs / 2) {
            var result: LayoutResult?
            // Both sizes in memory fresh from the system: 10M frames (480 MB) are beyond what BlockPool keeps, so
            // a pooled 1M run against a fresh 10M run would measure the page faults, not how the engine scales.
            BlockPool.shared.releaseAll()
            samples.append(try milliseconds { result = try LayoutPlanner.compute(BenchmarkLayouts.grid, in: environment, itemCounts: [count]) })
            last = result!.elements.frame(at: count - 1)
            result = nil
        }
        // Closed form: item i sits in row i / 2, 110 pt apart, at x 10 or 200.
        let expected = Rect(x: (count - 1) % 2 == 0 ? 10 : 200, y: Double((count - 1) / 2) * 110, width: 180, height: 100)
        let error = abs(last.x - expected.x) + abs(last.y - expected.y)
        emit(Measurement(
            workload: "P3", detail: "\(count / 1_000_000)M items, last item against the closed form", samples: samples, unit: "ms",
            facts: ["items": String(count), "lastItemY": String(last.y), "expectedY": String(expected.y), "error": String(error)]
        ))
    }
}

// P4: in-memory rect queries (a 390 x 844 viewport) over a planned 1M-item layout, nothing materialised.
if wanted("P4") {
    let plan = try LayoutPlanner.plan(BenchmarkLayouts.grid, in: BenchmarkLayouts.screen, itemCounts: [1_000_000])
    var generator = SystemRandomNumberGenerator()
    let height = plan.contentSize.height
    var samples: [Double] = []
    var returned = 0
    for _ in 0..<(runs * 20) {
        let tops = (0..<1000).map { _ in Double.random(in: 0..<(height - 844), using: &generator) }
        let elapsed = milliseconds {
            for top in tops { returned &+= plan.elements(in: Rect(x: 0, y: top, width: 390, height: 844)).count }
        }
        samples.append(elapsed / 1000 * 1000)
    }
    emit(Measurement(workload: "P4", detail: "rect query, 390x844 viewport, 1M-item plan", samples: samples, unit: "µs per query", facts: ["framesPerQuery": String(returned / (runs * 20 * 1000))]))
}

// P5, P6, P7 need a catalog with a 1M-frame run.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-benchmark-\(getpid())")
try? FileManager.default.removeItem(at: folder)
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let databasePath = folder.appendingPathComponent("catalog.sqlite").path
let gridSpec = folder.appendingPathComponent("grid.json")
try """
    {"name": "grid", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
      "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2, "interItemSpacing": "fixed(10)"},
      "interGroupSpacing": 10, "contentInsets": {"leading": 10, "trailing": 10}}}
    """.write(to: gridSpec, atomically: true, encoding: .utf8)

/// Removes a database file and its WAL companions, so each load starts from an empty file like the C peer's.
func removeDatabase(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
}

// P6: persisting a 1M-frame run. Three measurements, each load into a fresh file:
// - P6, the store alone: the catalog's storeRun with the frames already computed (what the target is about);
// - P6-grdb, GRDB's fastest statement path on the same rows and the same table (one prepared statement,
//   setUncheckedArguments and execute per row, index kept), the peer the P6 target names (Benchmarks/README.md, Targets);
// - P6-compute, `catalog compute` of 1M items as the CLI runs it (engine and chunked writes together);
// - P6-cli, the same as a process of its own, start to exit.
if wantedAnyPart("P6") {
    let plan = try LayoutPlanner.plan(BenchmarkLayouts.grid, in: BenchmarkLayouts.screen, itemCounts: [1_000_000])
    let result = plan.result()
    let buffer = result.elements
    // The CLI hands the store chunks of Catalog.chunkSize frames; so does this measurement.
    var chunks: [FrameBuffer] = []
    try plan.write(chunkSize: Catalog.chunkSize) { chunks.append($0) }
    if wanted("P6-store") {
    let storePath = folder.appendingPathComponent("store.sqlite").path
    var storeSamples: [Double] = []
    for sample in 0..<max(3, runs / 2) {
        removeDatabase(storePath)
        _ = try Catalog(databasePath: storePath).importFiles([gridSpec.path])
        // The store itself, as the catalog opens it for a compute.
        let database = try CatalogDatabase(path: storePath, engineVersion: EngineVersion.current)
        let version = try database.currentLayout(named: "grid")!
        let run = NewRun(
            key: RunKey(computation: "benchmark-\(sample)", environment: BenchmarkLayouts.screen.canonicalText),
            subject: RunSubject(
                layout: "grid", layoutVersionID: version.id, geometryDigest: version.geometryDigest, family: .compositional,
                itemCounts: [1_000_000]
            ),
            environment: BenchmarkLayouts.screen, summary: RunSummary(contentSize: result.contentSize)
        )
        storeSamples.append(try milliseconds {
            try database.storeRun(run) { writer in
                for chunk in chunks { try writer.insert(chunk) }
            }
        })
        database.close()
    }
    emit(Measurement(
        workload: "P6", detail: "store a computed 1M-frame run into a fresh catalog (one transaction)",
        samples: storeSamples, unit: "ms"
    ))
    }

    if wanted("P6-grdb") {
    let grdbPath = folder.appendingPathComponent("grdb.sqlite").path
    let xs = buffer.x, ys = buffer.y, widths = buffer.width, heights = buffer.height
    let sections = buffer.section, items = buffer.item, zIndexes = buffer.zIndex
    var grdbSamples: [Double] = []
    for _ in 0..<3 {
        removeDatabase(grdbPath)
        let scratch = try DatabaseQueue(path: grdbPath)
        try scratch.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            try db.execute(sql: """
                CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT);
                INSERT INTO runs DEFAULT VALUES;
                CREATE TABLE run_frames (run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
                  category INTEGER NOT NULL, element_kind TEXT, section INTEGER NOT NULL, item INTEGER NOT NULL,
                  x REAL NOT NULL, y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL, z_index INTEGER NOT NULL,
                  hidden INTEGER NOT NULL DEFAULT 0);
                CREATE INDEX run_frames_by_run_y ON run_frames (run_id, y);
                """)
        }
        grdbSamples.append(try milliseconds {
            try scratch.inTransaction { db in
                let statement = try db.makeStatement(sql: """
                    INSERT INTO run_frames (run_id, category, element_kind, section, item, x, y, width, height, z_index, hidden)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
                for i in 0..<xs.count {
                    statement.setUncheckedArguments([
                        1, 0, nil, Int(sections[i]), Int(items[i]), xs[i], ys[i], widths[i], heights[i], Int(zIndexes[i]), 0,
                    ])
                    try statement.execute()
                }
                return .commit
            }
        })
        try scratch.close()
    }
    emit(Measurement(
        workload: "P6-grdb", detail: "GRDB statement, setUncheckedArguments and execute per row, index kept",
        samples: grdbSamples, unit: "ms"
    ))
    }

    if wanted("P6-compute") {
    let computePath = folder.appendingPathComponent("compute.sqlite").path
    var computeSamples: [Double] = []
    for _ in 0..<3 {
        removeDatabase(computePath)
        let catalog = Catalog(databasePath: computePath)
        _ = try catalog.importFiles([gridSpec.path])
        computeSamples.append(try milliseconds {
            _ = try catalog.compute("grid", ComputeRequest(BenchmarkLayouts.screen, items: .counts([1_000_000])))
        })
    }
    removeDatabase(computePath)
    emit(Measurement(
        workload: "P6-compute", detail: "catalog compute of 1M items into a fresh catalog (engine, store)",
        samples: computeSamples, unit: "ms"
    ))
    }

    // P6-cli: the same compute as a user runs it, `catalog compute` spawned as a process, from its start to its exit
    // (start-up, open, plan, store, checkpoint at close). The import before it is not timed. Taffy's flex-wrap
    // layout call on the same grid is the peer.
    if wanted("P6-cli"), !catalogBinary.isEmpty {
        let cliPath = folder.appendingPathComponent("cli.sqlite").path
        var cliSamples: [Double] = []
        for _ in 0..<max(3, runs / 2) {
            removeDatabase(cliPath)
            try runProcess(catalogBinary, ["--database", cliPath, "import", gridSpec.path])
            cliSamples.append(try milliseconds {
                try runProcess(catalogBinary, ["--database", cliPath, "compute", "grid", "--size", "390x844", "--scale", "3", "--items", "1000000"])
            })
        }
        removeDatabase(cliPath)
        emit(Measurement(
            workload: "P6-cli", detail: "catalog compute of a 1M-item two-column grid as a process, start to exit",
            samples: cliSamples, unit: "ms", throughBinary: true
        ))
    }
}

// P10: a plain list of 1M one-line rows (Benchmarks/README.md, P10), computed and stored as `catalog compute` does, into a fresh
// catalog: rows of one height are one closed-form track, so it should cost what the 1M grid of P6-compute costs.
// Both are measured here, alternately, so the ratio compares the same machine state.
if wanted("P10") {
    let listSpec = folder.appendingPathComponent("list.json")
    try #"{"name": "list", "list": {"appearance": "plain"}}"#.write(to: listSpec, atomically: true, encoding: .utf8)
    let path = folder.appendingPathComponent("p10.sqlite").path
    var listSamples: [Double] = []
    var gridSamples: [Double] = []
    for _ in 0..<max(3, runs / 2) {
        for (name, spec) in [("list", listSpec), ("grid", gridSpec)] {
            removeDatabase(path)
            let catalog = Catalog(databasePath: path)
            _ = try catalog.importFiles([spec.path])
            let elapsed = try milliseconds {
                _ = try catalog.compute(name, ComputeRequest(BenchmarkLayouts.screen, items: .counts([1_000_000])))
            }
            if name == "list" { listSamples.append(elapsed) } else { gridSamples.append(elapsed) }
        }
    }
    removeDatabase(path)
    emit(Measurement(
        workload: "P10", detail: "catalog compute of a plain list of 1M one-line rows into a fresh catalog (engine, store)",
        samples: listSamples, unit: "ms"
    ))
    emit(Measurement(
        workload: "P10-grid", detail: "the 1M two-column grid the same way, alternating with the list",
        samples: gridSamples, unit: "ms"
    ))
}

if wantedAnyPart("P5") || wanted("P7") {
    let catalog = Catalog(databasePath: databasePath)
    _ = try catalog.importFiles([gridSpec.path])
    let resultID = try catalog.compute("grid", ComputeRequest(BenchmarkLayouts.screen, items: .counts([1_000_000]))).run.result.id

    // P5: the SQL viewport query through the frames view in its documented form, against the hand-written
    // indexed query on the table and the plain form. Arguments are bound (?1 layout or run, ?2 top, ?3 bottom),
    // so each query is prepared once and then served from the statement cache, as in a program that scrolls.
    if wanted("P5") {
        let database = try CatalogDatabase(path: databasePath, engineVersion: EngineVersion.current)
        defer { database.close() }
        let columns = "category, element_kind, section, item, x, y, width, height"
        let documented = """
            SELECT \(columns) FROM frames
            WHERE layout = ?1 AND y < ?3 AND y + height > ?2 AND y > ?2 - max_element_height
            """
        let plain = "SELECT \(columns) FROM frames WHERE layout = ?1 AND y < ?3 AND y + height > ?2"
        // On the table, category is the low bits of flags (migration 0007); a run's frames are its result's
        // (migration 0009); the kind is an id in the flags, and a width or height on the sixth-of-a-point grid is
        // stored as its sixths negated (migration 0010), read back here as the view reads them.
        let height = "CASE WHEN f.height < 0 AND f.height > -1000000000000000 THEN -f.height / 6.0 ELSE f.height END"
        let width = "CASE WHEN f.width < 0 AND f.width > -1000000000000000 THEN -f.width / 6.0 ELSE f.width END"
        let tableColumns = "f.flags & 3 AS category, k.name AS element_kind, f.section, f.item, f.x, f.y, \(width) AS width, \(height) AS height"
        let hand = """
            SELECT \(tableColumns) FROM result_frames f LEFT JOIN element_kinds k ON k.id = (f.flags >> 3) & 65535
            WHERE f.result_id = ?1 AND f.y > ?2 - 100 AND f.y < ?3 AND f.y + \(height) > ?2
            """
        var rows = [0, 0, 0]
        func time(_ form: Int, top: Double) throws -> Double {
            let sql = [documented, hand, plain][form]
            let owner: QueryValue = form == 1 ? .integer(resultID) : .text("grid")
            return try milliseconds {
                _ = try database.query(sql, arguments: [owner, .real(top), .real(top + 844)]) { _ in rows[form] += 1 }
            } * 1000
        }
        // Untimed: open the query connection and prepare each statement once.
        for form in 0..<3 { _ = try time(form, top: 0) }
        rows = [0, 0, 0]
        var samples: [[Double]] = [[], [], []]
        var generator = SystemRandomNumberGenerator()
        for iteration in 0..<(runs * 40) {
            let top = Double(Int.random(in: 0..<54_000_000, using: &generator))
            // Alternate which form goes first, so none always finds the pages its predecessor warmed.
            let order = iteration % 2 == 0 ? [0, 1] : [1, 0]
            for form in order { samples[form].append(try time(form, top: top)) }
            if iteration % 10 == 0 { samples[2].append(try time(2, top: top)) }
        }
        emit(Measurement(workload: "P5", detail: "viewport SQL through the frames view, documented form", samples: samples[0], unit: "µs", facts: ["rows": String(rows[0])]))
        emit(Measurement(workload: "P5-hand", detail: "hand-written indexed query on result_frames", samples: samples[1], unit: "µs", facts: ["rows": String(rows[1])]))
        emit(Measurement(workload: "P5-plain", detail: "plain form: y < bottom AND y + height > top", samples: samples[2], unit: "µs", facts: ["rows": String(rows[2])]))
    }

    // P7: `catalog query` end to end, process start included, 20 rows printed, in the documented form.
    if wanted("P7"), !catalogBinary.isEmpty {
        var samples: [Double] = []
        for run in 0..<(runs * 3) {
            let top = 27_000_000 + run * 1_000
            let arguments = [
                "--database", databasePath, "query", "--format", "csv",
                "SELECT item, x, y, width, height FROM frames WHERE layout = 'grid' AND y < \(top + 1000) AND y + height > \(top) AND y > \(top) - max_element_height LIMIT 20",
            ]
            samples.append(try milliseconds { try runProcess(catalogBinary, arguments) })
        }
        emit(Measurement(workload: "P7", detail: "catalog query end to end on a 1M-frame catalog, 20 rows", samples: samples, unit: "ms", throughBinary: true))
    }
}

// P12: the lint (Benchmarks/README.md, P12). `catalog lint` of every sample over the lint's default matrix (every
// device both ways up, three text sizes, both directions) on a copy of the imported samples without runs, so it
// computes and stores every run and then lints them, against `catalog compute --all` over the same matrix on another
// copy, round by round in alternating order; then whether the lint alone grows linearly with elements (one layout at
// n and 10n cells, its runs already stored); then a lint of a million findings, computed and then served again, with
// the peak memory of each.
if wantedAnyPart("P12"), !catalogBinary.isEmpty {
    let samples = try ImportedSamples("p12", binary: catalogBinary, samples: samplesFolder)
    defer { samples.remove() }
    let matrix = [
        "--device", "all", "--orientation", "both", "--layout-direction", "both",
        "--content-size-category", "large,extraExtraExtraLarge,accessibilityExtraExtraExtraLarge",
    ]
    let runCount = samples.layouts * DeviceCatalog.all.count * 2 * 2 * 3
    if wanted("P12") {
        var lintTimes: [Double] = []
        var computeTimes: [Double] = []
        var lintMemory: [Double] = []
        for round in 0..<max(3, runs / 2) {
            for lintFirst in [round % 2 == 0, round % 2 != 0] {
                try samples.freshCopy()
                if lintFirst {
                    var peak = 0
                    lintTimes.append(try milliseconds {
                        peak = try runProcessMeasured(catalogBinary, ["--database", samples.fresh, "lint", "--output", "/dev/null"], exitStatuses: [0, 2])
                    })
                    lintMemory.append(Double(peak))
                } else {
                    computeTimes.append(try milliseconds { try runProcess(catalogBinary, ["--database", samples.fresh, "compute", "--all"] + matrix) })
                }
            }
        }
        emit(Measurement(
            workload: "P12", detail: "catalog lint of every sample over the default lint matrix, runs computed (\(runCount) runs)",
            samples: lintTimes, unit: "ms", facts: ["runs": String(runCount), "peakBytes": String(lintMemory.sorted()[lintMemory.count / 2])],
            throughBinary: true
        ))
        emit(Measurement(
            workload: "P12-compute", detail: "catalog compute --all over the same matrix, alternating with the lint",
            samples: computeTimes, unit: "ms", facts: ["runs": String(runCount)], throughBinary: true
        ))
    }
    // The lint alone of the zoo grid at 20,000 and 200,000 cells in one screen's six environments (three text sizes,
    // both directions), its runs computed first: the time should grow tenfold.
    if wanted("P12-linear") {
        let screen = [
            "--device", "iphone-15-pro", "--orientation", "portrait", "--layout-direction", "both",
            "--content-size-category", "large,extraExtraExtraLarge,accessibilityExtraExtraExtraLarge",
        ]
        for cells in [20_000, 200_000] {
            var times: [Double] = []
            for _ in 0..<max(3, runs / 2) {
                try samples.freshCopy()
                let options = ["--database", samples.fresh, "p002-zoo-grid", "--items", String(cells)] + screen
                try runProcess(catalogBinary, ["compute"] + options)
                times.append(try milliseconds { try runProcess(catalogBinary, ["lint", "--output", "/dev/null"] + options, exitStatuses: [0, 2]) })
            }
            emit(Measurement(
                workload: "P12-linear-\(cells)", detail: "catalog lint of p002-zoo-grid at \(cells) cells in 6 environments, its runs stored",
                samples: times, unit: "ms", facts: ["cells": String(cells)], throughBinary: true
            ))
        }
    }
    // A million findings: 85,120 cells piled 32 to a group (each reports at most 16 overlaps), one environment.
    if wanted("P12-million") {
        let spec = samples.folder.appendingPathComponent("pile.json")
        let frame = #"{"x": 0, "y": 0, "width": 100, "height": 50}"#
        try Data("""
            {"name": "pile", "itemCounts": [85120], "section": {"group": {"kind": "custom",
             "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"}, "frames": [\(Array(repeating: frame, count: 32).joined(separator: ", "))]}}}
            """.utf8).write(to: spec)
        try samples.freshCopy()
        try runProcess(catalogBinary, ["--database", samples.fresh, "import", spec.path])
        let options = [
            "--database", samples.fresh, "lint", "pile", "--size", "390x844", "--layout-direction", "leftToRight", "--content-size-category", "large",
            "--format", "json", "--output", "/dev/null",
        ]
        var peaks: [Double] = []
        let linted = try milliseconds { peaks.append(Double(try runProcessMeasured(catalogBinary, options, exitStatuses: [2]))) }
        let served = try milliseconds { peaks.append(Double(try runProcessMeasured(catalogBinary, options, exitStatuses: [2]))) }
        emit(Measurement(
            workload: "P12-million", detail: "catalog lint of 1,000,160 overlap findings (JSON), computed, linted and stored",
            samples: [linted], unit: "ms", facts: ["peakBytes": String(peaks[0])], throughBinary: true
        ))
        emit(Measurement(
            workload: "P12-million-served", detail: "the same lint again: the stored findings served",
            samples: [served], unit: "ms", facts: ["peakBytes": String(peaks[1])], throughBinary: true
        ))
    }
}

// P8: memory per computed frame.
if wanted("P8") {
    let before = residentBytes()
    let result = try LayoutPlanner.compute(BenchmarkLayouts.grid, in: BenchmarkLayouts.screen, itemCounts: [4_000_000])
    let after = residentBytes()
    let perFrame = Double(after - before) / Double(result.elements.count)
    emit(Measurement(
        workload: "P8", detail: "memory per computed frame (resident growth over 4M frames, in a fresh process)", samples: [perFrame], unit: "bytes",
        facts: [
            "columns": String(FrameBuffer.bytesPerElement),
            "allocatedPerFrame": String(Double(result.elements.allocatedBytes) / Double(result.elements.count)),
        ]
    ))
}

/// The layouts of a catalog, read without opening it through the library (which would bring an older build's
/// catalog up to this build's schema, and the older build would then refuse it).
func layoutNames(ofCatalog path: String) throws -> [String] {
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    defer { try? queue.close() }
    return try queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM layouts ORDER BY name") }
}

/// The bytes a catalog takes on disk, with its write-ahead log if one is left.
func catalogBytes(_ path: String) -> Int {
    ["", "-wal"].reduce(0) { total, suffix in
        total + ((try? FileManager.default.attributesOfItem(atPath: path + suffix)[.size] as? Int) ?? 0)
    }
}

/// A folder holding the samples imported by the binary, and a way to start each measurement from a copy of it.
struct ImportedSamples {
    let folder: URL
    let imported: String
    let fresh: String
    let names: [String]
    var layouts: Int { names.count }

    init(_ name: String, binary: String, samples: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-benchmark-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        imported = folder.appendingPathComponent("imported.sqlite").path
        fresh = folder.appendingPathComponent("matrix.sqlite").path
        try runProcess(binary, ["--database", imported, "import", samples])
        names = try layoutNames(ofCatalog: imported)
    }

    func freshCopy() throws {
        removeDatabase(fresh)
        try FileManager.default.copyItem(atPath: imported, toPath: fresh)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

// P9: every sample on every device in both orientations, as one `catalog compute --all` matrix (one process, one
// transaction) against the same runs done one process per run, each into a catalog holding only the imported samples.
if wantedAnyPart("P9"), !catalogBinary.isEmpty {
    let samples = try ImportedSamples("p9", binary: catalogBinary, samples: samplesFolder)
    defer { samples.remove() }
    let devices = DeviceCatalog.all.map(\.slug)
    let runs = samples.layouts * devices.count * 2
    if wanted("P9-matrix") {
        var matrixSamples: [Double] = []
        for _ in 0..<3 {
            try samples.freshCopy()
            matrixSamples.append(try milliseconds {
                try runProcess(catalogBinary, ["--database", samples.fresh, "compute", "--all", "--device", "all", "--orientation", "both"])
            })
        }
        emit(Measurement(
            workload: "P9", detail: "every sample on every device in both orientations: one catalog compute --all (\(runs) runs)",
            samples: matrixSamples, unit: "ms", facts: ["runs": String(runs)], throughBinary: true
        ))
    }
    if wanted("P9-separate") {
        try samples.freshCopy()
        let separate = try milliseconds {
            for name in samples.names {
                for device in devices {
                    for orientation in ["portrait", "landscape"] {
                        try runProcess(catalogBinary, ["--database", samples.fresh, "compute", name, "--device", device, "--orientation", orientation])
                    }
                }
            }
        }
        emit(Measurement(
            workload: "P9-separate", detail: "the same \(runs) runs, one catalog compute process per run", samples: [separate], unit: "ms",
            facts: ["runs": String(runs)], throughBinary: true
        ))
    }
}

// P11: the samples' full matrix, every sample on every device, both orientations, every text size (Benchmarks/README.md, P11), as one
// `catalog compute --all` process into a copy of the imported samples: its time, start to exit, and the bytes the
// catalog then takes.
if wanted("P11"), !catalogBinary.isEmpty {
    let samples = try ImportedSamples("p11", binary: catalogBinary, samples: samplesFolder)
    defer { samples.remove() }
    let runCount = samples.layouts * DeviceCatalog.all.count * 2 * ContentSizeCategory.allCases.count
    var times: [Double] = []
    var bytes: [Double] = []
    for _ in 0..<max(3, runs / 2) {
        try samples.freshCopy()
        times.append(try milliseconds {
            try runProcess(catalogBinary, [
                "--database", samples.fresh, "compute", "--all", "--device", "all", "--orientation", "both", "--content-size-category", "all",
            ])
        })
        bytes.append(Double(catalogBytes(samples.fresh)))
    }
    let importedBytes = catalogBytes(samples.imported)
    // What the catalog holds: frame rows stored, and distinct results where the build stores them once.
    var configuration = Configuration()
    configuration.readonly = true
    let stored = try DatabaseQueue(path: samples.fresh, configuration: configuration)
    let held = try stored.read { db in
        let hasResults = try db.tableExists("results")
        return (
            rows: try Int.fetchOne(db, sql: hasResults ? "SELECT count(*) FROM result_frames" : "SELECT count(*) FROM run_frames") ?? 0,
            results: hasResults ? try Int.fetchOne(db, sql: "SELECT count(*) FROM results") : nil
        )
    }
    try stored.close()
    var facts = ["runs": String(runCount), "frameRows": String(held.rows)]
    if let results = held.results { facts["results"] = String(results) }
    emit(Measurement(
        workload: "P11", detail: "every sample, every device, both orientations, every text size: one catalog compute --all (\(runCount) runs)",
        samples: times, unit: "ms", facts: facts, throughBinary: true
    ))
    emit(Measurement(
        workload: "P11-bytes", detail: "the catalog after that matrix (the imported samples alone: \(importedBytes) bytes)",
        samples: bytes, unit: "bytes", facts: ["imported": String(importedBytes)], throughBinary: true
    ))
}
