import Foundation
import Synchronization

/// Ctrl-C during a long compute, honoured at once in every phase (README, "Hostile input and fuzzing": within 0.2 s).
///
/// While frames are stored the handler only raises a flag; the frame writer checks it between chunks and stops,
/// so the transaction rolls back and the catalog stays exactly as it was. While a layout is planned (text measured,
/// sections solved: 5.4 s for 200,000 labels) nothing is being written, and planning has no point to check a flag
/// at, so there the handler ends the process itself, after saying so: a read leaves nothing to undo.
public enum Interruption {
    private static let requested = Atomic<Bool>(false)
    private static let planning = Atomic<Int>(0)

    /// What an interrupted command says: in `ComputeInterrupted`, and written by the handler during planning.
    static let message = "interrupted: nothing was stored, the catalog is as it was"

    /// Routes SIGINT to the flag instead of ending the process (except while planning), and unblocks it: a
    /// process started by one that blocks SIGINT (a test runner's thread) inherits the block and would never see it.
    public static func install() {
        _ = messageLine
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        signal(SIGINT) { _ in
            if Interruption.planning.load(ordering: .relaxed) > 0 {
                // Async-signal-safe calls only (write(2), _exit(2)) and no allocation: the bytes were made in install.
                let line = Interruption.messageLine
                _ = write(STDERR_FILENO, line.baseAddress, line.count)
                _exit(130)
            }
            Interruption.requested.store(true, ordering: .relaxed)
        }
    }

    /// The message and its newline as bytes, made before any signal can come: the handler cannot allocate (a
    /// handler that built the string interrupted malloc and corrupted its heap).
    nonisolated(unsafe) private static let messageLine: UnsafeBufferPointer<UInt8> = {
        let bytes = Array((message + "\n").utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return UnsafeBufferPointer(buffer)
    }()

    /// True once Ctrl-C was pressed.
    public static var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// Runs `body`, which writes nothing, so that Ctrl-C during it ends the process at once; throws
    /// `ComputeInterrupted` if Ctrl-C came before it started.
    static func endingAtOnce<Result>(_ body: () throws -> Result) throws -> Result {
        if isRequested { throw ComputeInterrupted() }
        planning.add(1, ordering: .relaxed)
        defer { planning.subtract(1, ordering: .relaxed) }
        return try body()
    }
}

/// A compute stopped by Ctrl-C before it stored anything.
public struct ComputeInterrupted: Error, CustomStringConvertible {
    public var description: String { Interruption.message }
}
