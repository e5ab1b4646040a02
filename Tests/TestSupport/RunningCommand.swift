import Dispatch
import Foundation
import Synchronization

/// A process started by a test, which the test can signal, watch for file events while it runs (`FileEvents`) and
/// then wait for. Its standard output and error are read as they come, so a chatty process never blocks on a full
/// pipe, and its exit is an event too: a pipe that closes the moment the process is reaped.
public final class RunningCommand {
    private let process: Process
    private let outputs = DispatchGroup()
    private let output = Collected()
    private let errors = Collected()
    /// Readable (at its end) once the process has exited: its writing end is closed by the termination handler.
    /// (Foundation's `Process` closes every other descriptor in a child, so no other process holds that end.)
    private let exitSignal = Pipe()

    init(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String], standardOutput: FileHandle?) throws {
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        let exitWriting = exitSignal.fileHandleForWriting
        process.terminationHandler = { _ in try? exitWriting.close() }

        let errorPipe = Pipe()
        process.standardError = errorPipe
        var outputPipe: Pipe?
        if let standardOutput {
            process.standardOutput = standardOutput
        } else {
            outputPipe = Pipe()
            process.standardOutput = outputPipe
        }
        try Self.withTerminationSignalsUnblocked { try process.run() }
        collect(errorPipe.fileHandleForReading, into: errors)
        if let outputPipe { collect(outputPipe.fileHandleForReading, into: output) }
    }

    /// Runs `body` (which starts a process) with SIGINT, SIGTERM and SIGHUP unblocked on this thread, so the
    /// process starts with them unblocked, as a shell starts a command: a child inherits its parent thread's signal
    /// mask, the test runner's threads block them, and a program that does not unblock them itself (`timeout`)
    /// would never see the signal a test sends.
    private static func withTerminationSignalsUnblocked(_ body: () throws -> Void) rethrows {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try body()
    }

    /// Bytes a reader thread hands over.
    private final class Collected: Sendable {
        let data = Mutex(Data())
    }

    private func collect(_ handle: FileHandle, into storage: Collected) {
        outputs.enter()
        DispatchQueue.global().async { [outputs] in
            let data = handle.readDataToEndOfFile()
            storage.data.withLock { $0 = data }
            outputs.leave()
        }
    }

    /// The descriptor `FileEvents.wait` polls to notice the exit.
    var exitDescriptor: Int32 { exitSignal.fileHandleForReading.fileDescriptor }

    /// Sends `signal` to the process, unless it has already been reaped (its number may then be another process's).
    public func signal(_ signal: Int32) {
        guard process.isRunning else { return }
        kill(process.processIdentifier, signal)
    }

    /// Sends `signal` to the process group the process leads, if it leads one (`timeout` makes itself the leader
    /// of its command's group): for a failing test to end what the process started.
    public func signalGroup(_ signal: Int32) {
        guard process.isRunning else { return }
        kill(-process.processIdentifier, signal)
    }

    /// Waits for the process to exit, for at most `timeout`: the bound that keeps a broken build from hanging the
    /// test run, never a timing requirement. False if it is still running then.
    public func waitForExit(timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return false }
            var descriptor = pollfd(fd: exitDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, remaining.pollMilliseconds)
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { return false }
        }
    }

    /// Waits for the process to exit and for its output to be read to the end.
    public func finish() -> CommandLineRunner.Outcome {
        process.waitUntilExit()
        outputs.wait()
        return CommandLineRunner.Outcome(
            status: process.terminationStatus, output: String(decoding: output.data.withLock { $0 }, as: UTF8.self),
            errors: String(decoding: errors.data.withLock { $0 }, as: UTF8.self)
        )
    }

    /// Whether the process ended by a signal rather than by exiting (valid after `finish`).
    public var endedBySignal: Bool { process.terminationReason == .uncaughtSignal }
}

extension Duration {
    /// Whole milliseconds for `poll(2)`, at least 1 and at most `Int32.max`.
    var pollMilliseconds: Int32 {
        let (seconds, attoseconds) = components
        let milliseconds = seconds.multipliedReportingOverflow(by: 1_000)
        guard !milliseconds.overflow else { return Int32.max }
        return Int32(clamping: max(1, milliseconds.partialValue + attoseconds / 1_000_000_000_000_000))
    }
}
