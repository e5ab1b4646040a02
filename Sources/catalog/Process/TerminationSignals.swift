import CatalogKit
import Glibc
import Synchronization

/// The signals that ask a command to end (SIGINT from Ctrl-C, SIGTERM from `kill` and `timeout`, SIGHUP when the
/// terminal goes away), turned into the catalog's `Cancellation`, so the command unwinds as it does after any error:
/// its transaction rolls back, every `defer` runs (a reading command removes the log files it created beside the
/// catalog), and it ends with 128 + the signal's number, as a shell reports a command the signal ended (130, 143, 129).
///
/// The handler only stores the signal's number in an atomic: nothing else is safe inside a signal handler. The
/// library checks the cancellation at its check points (see `Cancellation`); a step without one (reading the input
/// files of an import, a Swift import's interpreter) runs to its end first. Every signal after the first is handled
/// the same way: `timeout` sends its signal twice (to the command and to its process group), and a second one must not
/// end the process in the middle of its unwinding. Without `SA_RESTART`, a write to standard output that blocks (a
/// reader that stopped reading) returns `EINTR`, and `StandardOutput` ends there.
enum TerminationSignals {
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The number of the first signal received, 0 before any.
    private static let received = Atomic<Int32>(0)

    /// The cancellation every catalog of this process uses: it holds once a signal has come.
    static let cancellation = Cancellation { TerminationSignals.isReceived }

    /// Installs the handler for each signal and unblocks them: a process started by one that blocks them (a test
    /// runner's thread) inherits the block and would never see them.
    static func install() {
        // Initialised before any signal can come, so the handler reads a value that exists.
        _ = received.load(ordering: .relaxed)
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in handled { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for signal in handled {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                _ = TerminationSignals.received.compareExchange(expected: 0, desired: number, ordering: .relaxed)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// Whether a signal has come.
    static var isReceived: Bool { received.load(ordering: .relaxed) != 0 }

    /// The exit status of a command a signal stopped: 128 + its number (130 when none was recorded, as for Ctrl-C).
    static var exitStatus: Int32 {
        let number = received.load(ordering: .relaxed)
        return 128 + (number == 0 ? SIGINT : number)
    }
}
