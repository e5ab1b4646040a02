import CatalogKit
import CatalogStore
import Foundation
import GRDB
import LayoutEngine
import LayoutModel

// The benchmark driver: runs workloads P1 to P8 of Benchmarks/README.md in a release build and prints one JSON
// line per measurement. Benchmarks/run runs it with the peers and turns the lines into the report.
//
// Usage: catalog-benchmark [--runs N] [--only P1,P2,...] [--catalog-binary PATH]

var runs = 7
var only: Set<String>?
var catalogBinary = ""
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": runs = Int(arguments.next() ?? "") ?? runs
    case "--only": only = Set((arguments.next() ?? "").split(separator: ",").map(String.init))
    case "--catalog-binary": catalogBinary = arguments.next() ?? ""
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(64)
    }
}
let selection = only
func wanted(_ name: String) -> Bool { selection?.contains(name) ?? true }
func emit(_ measurement: Measurement) { FileHandle.standardOutput.write(Data((measurement.line + "\n").utf8)) }

// P1: a uniform 1M-item section, every frame computed.
if wanted("P1") {
    let environment = BenchmarkLayouts.gridEnvironment(1_000_000)
    _ = try LayoutEngine.compute(BenchmarkLayouts.grid, in: environment)
    var samples: [Double] = []
    for _ in 0..<runs {
        var result: LayoutResult?
        samples.append(try milliseconds { result = try LayoutEngine.compute(BenchmarkLayouts.grid, in: environment) })
        precondition(result?.elements.count == 1_000_000)
    }
    emit(Measurement(workload: "P1", detail: "uniform 1M-item two-column grid, all frames", samples: samples, unit: "ms"))
}

// P2: 1M items in 100 sections of mixed groups with headers, footers, a background and estimated heights.
if wanted("P2") {
    let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3, itemCounts: Array(repeating: 10_000, count: 100))
    let content = SyntheticContent(sections: 100, items: 10_000)
    var samples: [Double] = []
    var count = 0
    for _ in 0..<max(3, runs / 2) {
        var result: LayoutResult?
        samples.append(try milliseconds { result = try LayoutEngine.compute(BenchmarkLayouts.mixed, in: environment, content: content) })
        count = result?.elements.count ?? 0
    }
    emit(Measurement(workload: "P2", detail: "1M items, mixed groups, headers, footers, background, estimated heights resolved", samples: samples, unit: "ms", facts: ["elements": String(count)]))
}

// P3: exactness at 1M and 10M items, and the 10M/1M time ratio.
if wanted("P3") {
    for count in [1_000_000, 10_000_000] {
        let environment = BenchmarkLayouts.gridEnvironment(count)
        var samples: [Double] = []
        var last = Rect.zero
        for _ in 0..<max(3, runs / 2) {
            var result: LayoutResult?
            samples.append(try milliseconds { result = try LayoutEngine.compute(BenchmarkLayouts.grid, in: environment) })
            last = result!.elements.frame(at: count - 1)
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
    let plan = try LayoutEngine.plan(BenchmarkLayouts.grid, in: BenchmarkLayouts.gridEnvironment(1_000_000))
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

if wanted("P5") || wanted("P6") || wanted("P7") {
    let spec = folder.appendingPathComponent("grid.json")
    try """
        {"name": "grid", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
          "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2, "interItemSpacing": "fixed(10)"},
          "interGroupSpacing": 10, "contentInsets": {"leading": 10, "trailing": 10}}}
        """.write(to: spec, atomically: true, encoding: .utf8)
    let catalog = Catalog(databasePath: databasePath)
    _ = try catalog.importFiles([spec.path])

    // P6: persisting a 1M-frame run (one transaction, one prepared statement), against GRDB's statement path.
    if wanted("P6") {
        var samples: [Double] = []
        for run in 0..<max(3, runs / 2) {
            let elapsed = try milliseconds {
                _ = try catalog.compute("grid", ComputeRequest(size: Size(width: 390, height: 844), itemCounts: [1_000_000 + run]))
            }
            samples.append(elapsed)
        }
        let result = try LayoutEngine.compute(BenchmarkLayouts.grid, in: BenchmarkLayouts.gridEnvironment(1_000_000))
        let engine = try milliseconds { _ = try LayoutEngine.compute(BenchmarkLayouts.grid, in: BenchmarkLayouts.gridEnvironment(1_000_000)) }
        // GRDB's fastest documented statement path, same rows, same schema, in a scratch database.
        let scratch = try DatabaseQueue(path: folder.appendingPathComponent("grdb.sqlite").path)
        try scratch.write { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "CREATE TABLE frames (run_id, category, element_kind, section, item, x, y, width, height, z_index, hidden)")
            try db.execute(sql: "CREATE INDEX frames_y ON frames (run_id, y)")
        }
        let buffer = result.elements
        let grdb = try milliseconds {
            try scratch.inTransaction { db in
                let statement = try db.makeStatement(sql: "INSERT INTO frames VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                for i in 0..<buffer.count {
                    statement.setUncheckedArguments([1, 0, nil, Int(buffer.section[i]), Int(buffer.item[i]), buffer.x[i], buffer.y[i], buffer.width[i], buffer.height[i], Int(buffer.zIndex[i]), 0])
                    try statement.execute()
                }
                return .commit
            }
        }
        emit(Measurement(
            workload: "P6", detail: "persist a 1M-frame run (compute + store, CLI path)", samples: samples, unit: "ms",
            facts: ["engineMs": String(engine), "grdbStatementMs": String(grdb)]
        ))
    }
    _ = try catalog.compute("grid", ComputeRequest(size: Size(width: 390, height: 844), itemCounts: [1_000_000]))

    // P5: the SQL viewport query through the frames view, against the hand-written indexed query.
    if wanted("P5") {
        let database = try catalog.open()
        defer { database.close() }
        let runID = try database.currentRuns(layout: "grid").first { $0.itemCounts == "[1000000]" }!.id
        var generator = SystemRandomNumberGenerator()
        var viewSamples: [Double] = []
        var plainSamples: [Double] = []
        var handSamples: [Double] = []
        var rows = (0, 0, 0)
        for _ in 0..<(runs * 4) {
            let top = Double(Int.random(in: 0..<54_000_000, using: &generator))
            let bottom = top + 844
            let documented = """
                SELECT category, element_kind, section, item, x, y, width, height FROM frames
                WHERE layout = 'grid' AND container_width = 390 AND y < \(bottom) AND y + height > \(top)
                  AND y > \(top) - (SELECT max_element_height FROM layout_runs WHERE run_id = \(runID))
                  AND run_id = \(runID)
                """
            let plain = """
                SELECT category, element_kind, section, item, x, y, width, height FROM frames
                WHERE layout = 'grid' AND run_id = \(runID) AND y < \(bottom) AND y + height > \(top)
                """
            let hand = """
                SELECT category, element_kind, section, item, x, y, width, height FROM run_frames
                WHERE run_id = \(runID) AND y > \(top - 100) AND y < \(bottom) AND y + height > \(top)
                """
            viewSamples.append(try milliseconds { try database.query(documented) { _ in rows.0 += 1 } } * 1000)
            handSamples.append(try milliseconds { try database.query(hand) { _ in rows.1 += 1 } } * 1000)
            plainSamples.append(try milliseconds { try database.query(plain) { _ in rows.2 += 1 } } * 1000)
        }
        emit(Measurement(workload: "P5", detail: "viewport SQL through the frames view (documented form)", samples: viewSamples, unit: "µs", facts: ["rows": String(rows.0)]))
        emit(Measurement(workload: "P5-hand", detail: "hand-written indexed query on run_frames", samples: handSamples, unit: "µs", facts: ["rows": String(rows.1)]))
        emit(Measurement(workload: "P5-plain", detail: "plain form: y < bottom AND y + height > top", samples: plainSamples, unit: "µs", facts: ["rows": String(rows.2)]))
    }

    // P7: `catalog query` end to end, process start included, about 20 rows printed.
    if wanted("P7"), !catalogBinary.isEmpty {
        var samples: [Double] = []
        for run in 0..<(runs * 3) {
            let top = 27_000_000 + run * 1_000
            let process = Process()
            process.executableURL = URL(fileURLWithPath: catalogBinary)
            process.arguments = [
                "--database", databasePath, "query", "--format", "csv",
                "SELECT item, x, y, width, height FROM frames WHERE layout = 'grid' AND y < \(top + 1000) AND y + height > \(top) AND y > \(top) - (SELECT max(max_element_height) FROM layout_runs WHERE layout = 'grid') LIMIT 20",
            ]
            process.standardOutput = FileHandle.nullDevice
            samples.append(try milliseconds {
                try process.run()
                process.waitUntilExit()
            })
        }
        emit(Measurement(workload: "P7", detail: "catalog query end to end on a 1M-frame catalog, 20 rows", samples: samples, unit: "ms"))
    }
}

// P8: memory per computed frame.
if wanted("P8") {
    let before = residentBytes()
    let result = try LayoutEngine.compute(BenchmarkLayouts.grid, in: BenchmarkLayouts.gridEnvironment(4_000_000))
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
