import CatalogFuzzing
import Foundation

/// Runs the campaign in worker processes, one after another, until the time or the input count is used up. A worker
/// that dies (a crash) or stops itself (a hang) costs one input: the supervisor keeps that input as a finding and
/// starts the next worker after it.
struct FuzzSupervisor {
    let options: FuzzOptions
    /// Inputs one worker is given at most; a worker also stops at the campaign's deadline.
    static let inputsPerWorker = 1_000_000

    func run() -> Int32 {
        let findings: FindingsFolder
        do {
            findings = try FindingsFolder(path: options.findingsFolder, regressionsFolder: options.regressionsFolder)
        } catch {
            FileHandle.standardError.write(Data("catalog-fuzz: \(options.findingsFolder): \(error)\n".utf8))
            return 1
        }
        let campaign = options.campaign
        let seedCounts = options.targets.map { "\($0.rawValue) \(campaign.corpus.seeds[$0]?.count ?? 0)" }.joined(separator: ", ")
        print("catalog-fuzz: seed \(options.seed); seeds per target: \(seedCounts)")
        fflush(nil)  // every stream: workers write to the same terminal
        let started = Date().timeIntervalSince1970
        let deadline = started + (options.inputs == nil ? options.seconds : .infinity)
        let limit = options.inputs ?? Int.max
        var next = 0
        var found = 0
        while next < limit, Date().timeIntervalSince1970 < deadline {
            let end = min(limit, next + Self.inputsPerWorker)
            let (status, signalled) = runWorker(next..<end, deadline: deadline)
            if !signalled, status == 0, let done = findings.takeDone() {
                next += done.ran
                found += done.findings
                if next < end { break }  // the deadline ended the worker
                continue
            }
            guard let current = findings.current(), current.number >= next else {
                FileHandle.standardError.write(Data("catalog-fuzz: a worker failed before its first input (status \(status))\n".utf8))
                return 1
            }
            let kind = !signalled && status == FuzzWorker.hangExitStatus ? "hang" : "crash"
            let how = kind == "hang" ? "ran longer than \(options.hangSeconds) s" : (signalled ? "died on signal \(status)" : "exited with status \(status)")
            let file = findings.save(kind: kind, target: current.target, bytes: current.bytes, note: "input \(current.number) of seed \(options.seed): the worker \(how)")
            print("found: a \(kind) on \(current.target.rawValue) input \(current.number) (input: \(file))")
            fflush(nil)  // every stream: workers write to the same terminal
            found += 1
            next = current.number + 1
        }
        let elapsed = Date().timeIntervalSince1970 - started
        let perTarget = options.targets.enumerated().map { index, target -> String in
            let count = next / options.targets.count + (index < next % options.targets.count ? 1 : 0)
            return "\(target.rawValue) \(count)"
        }.joined(separator: ", ")
        print("tried \(next) inputs in \(String(format: "%.1f", elapsed)) s (\(perTarget)); findings: \(found)" + (found > 0 ? " in \(options.findingsFolder)" : ""))
        return found > 0 ? 1 : 0
    }

    /// Starts this program as a worker for `range` and waits for it: its exit status, or its signal.
    private func runWorker(_ range: Range<Int>, deadline: Double) -> (status: Int32, signalled: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = options.campaignArguments + [
            "--worker-range", "\(range.lowerBound)-\(range.upperBound)", "--worker-deadline", String(deadline),
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        do {
            try process.run()
        } catch {
            return (127, false)
        }
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }
}
