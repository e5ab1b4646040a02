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
    /// True when the figure times the `catalog` binary given (a process), not the library linked here.
    var throughBinary = false

    enum CodingKeys: String, CodingKey { case workload, detail, samples, unit, facts }

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

/// Runs a program with its standard output sent to /dev/null and waits for it. posix_spawn and wait4 rather
/// than Foundation's Process, whose waitUntilExit polls a run loop in 50 ms steps on Linux and would add tens of
/// milliseconds to a command that takes fifteen.
func runProcess(_ path: String, _ arguments: [String], exitStatuses: Set<Int32> = [0]) throws {
    _ = try runProcessMeasured(path, arguments, exitStatuses: exitStatuses)
}

/// `runProcess`, answering the process's peak resident memory in bytes (`ru_maxrss` of `wait4`). `exitStatuses`: the
/// statuses that mean it ran to its end (`catalog lint` exits 2 when it finds errors).
func runProcessMeasured(_ path: String, _ arguments: [String], exitStatuses: Set<Int32> = [0]) throws -> Int {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    // Exited (not signalled) with a status asked for.
    guard status & 0x7F == 0, exitStatuses.contains((status >> 8) & 0xFF) else { throw POSIXError(.ECHILD) }
    return usage.ru_maxrss * 1024
}
