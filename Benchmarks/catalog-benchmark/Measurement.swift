import Foundation

/// Timings of repeated runs of one workload, reported as median and spread.
struct Measurement: Encodable {
    var workload: String
    var detail: String
    /// Milliseconds per run (or per operation, see `unit`).
    var samples: [Double]
    var unit: String
    /// Anything else worth recording (exactness checks, rows per second, bytes per frame).
    var facts: [String: String] = [:]

    var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var copy = self
        copy.facts["median"] = String(median)
        return String(decoding: try! encoder.encode(copy), as: UTF8.self)
    }
}

/// Wall-clock milliseconds of `body`.
@inline(never)
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

/// The process's resident memory in bytes (Linux: /proc/self/statm). Meaningful as a difference in a fresh
/// process, before freed memory is reused: Benchmarks/run measures P8 in a process of its own.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
