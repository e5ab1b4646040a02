import CatalogFuzzing
import Foundation
import Synchronization

/// The child process that runs a slice of the campaign. It keeps the input it is running on disk, stops itself
/// when one input runs past the hang bound (exit status 3), and caps its memory, so a runaway allocation is a crash
/// the supervisor sees rather than the machine's memory gone.
struct FuzzWorker {
    static let hangExitStatus: Int32 = 3
    /// Address space a worker may take: far above what any bounded input needs, far below the machine.
    static let memoryLimit: UInt64 = 8 << 30

    let options: FuzzOptions

    func run(_ range: Range<Int>) -> Never {
        var limit = rlimit(rlim_cur: rlim_t(Self.memoryLimit), rlim_max: rlim_t(Self.memoryLimit))
        _ = withUnsafePointer(to: &limit) { setrlimit(Int32(RLIMIT_AS.rawValue), $0) }
        do {
            let findings = try FindingsFolder(path: options.findingsFolder, regressionsFolder: options.regressionsFolder)
            let watchdog = HangWatchdog(seconds: options.hangSeconds)
            watchdog.start()
            let deadline = options.workerDeadline ?? .infinity
            let outcome = options.campaign.run(
                range, check: FuzzCheck(),
                willRun: { number, target, bytes in
                    findings.recordCurrent(number: number, target: target, bytes: bytes)
                    watchdog.inputStarted()
                },
                shouldStop: { Date().timeIntervalSince1970 >= deadline }
            )
            for finding in outcome.findings {
                let file = findings.save(kind: "violation", target: finding.target, bytes: finding.input, note: finding.problems.joined(separator: "\n"))
                FileHandle.standardError.write(Data("found: \(finding.problems.first ?? "") (input: \(file))\n".utf8))
            }
            findings.recordDone(ran: outcome.ran, findings: outcome.findings.count)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("catalog-fuzz worker: \(error)\n".utf8))
            exit(70)
        }
    }
}

/// Ends the process when one input has run longer than the bound: the supervisor then keeps that input as a hang.
final class HangWatchdog: Sendable {
    private let seconds: Double
    private let startedAt = Mutex<Double>(0)

    init(seconds: Double) { self.seconds = seconds }

    func inputStarted() {
        let now = Date().timeIntervalSince1970
        startedAt.withLock { $0 = now }
    }

    func start() {
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.1)
                let started = startedAt.withLock { $0 }
                if started > 0, Date().timeIntervalSince1970 - started > seconds { _exit(FuzzWorker.hangExitStatus) }
            }
        }
        thread.start()
    }
}
