import ArgumentParser
import CatalogKit
import Foundation
import Glibc

/// Standard output and standard error, written with plain `write(2)` so a failure is an error the command can
/// report instead of a trap: Foundation's `FileHandle.write` and `print` stop the process when the pipe is closed
/// or the disk is full (`catalog list > /dev/full`, `catalog query ... | head -0`).
///
/// Output is collected in large blocks (a million-row answer prints in milliseconds). When the reader has gone
/// away (EPIPE) the command stops quietly with status 141, as a shell reports for `seq 1000000 | head -1`; any
/// other failure is an error naming where standard output goes. Failures on standard error are ignored: there is
/// nowhere left to say so.
final class StandardOutput: @unchecked Sendable {
    static let shared = StandardOutput(descriptor: STDOUT_FILENO)
    static let errors = StandardOutput(descriptor: STDERR_FILENO)

    /// The exit status after the reader closed the pipe: 128 + SIGPIPE, what a shell shows for a killed writer.
    static let closedPipeStatus: Int32 = 141

    private let descriptor: Int32
    private let lock = NSLock()
    private var buffer: [UInt8] = []
    private static let blockSize = 1 << 16

    private init(descriptor: Int32) {
        // Without this a write to a closed pipe kills the process with SIGPIPE before write(2) can answer EPIPE.
        signal(SIGPIPE, SIG_IGN)
        self.descriptor = descriptor
    }

    /// Queues `text`, writing a block once enough has gathered.
    func write(_ text: String) throws {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.blockSize { try flushLocked() }
    }

    /// `text` and a line break.
    func line(_ text: String) throws {
        try write(text + "\n")
    }

    /// Writes everything queued.
    func flush() throws {
        lock.lock()
        defer { lock.unlock() }
        try flushLocked()
    }

    /// A message on standard error, written at once; a failure to write it is ignored.
    static func note(_ text: String) {
        try? errors.write(text)
        try? errors.flush()
    }

    /// Runs a command's body and writes what it printed, so every command ends the same way on a closed pipe or
    /// a full disk. A failure to write wins over the body's own error: the user did not see what it printed.
    static func run(_ body: (StandardOutput) throws -> Void) throws {
        do {
            try body(shared)
        } catch {
            try shared.flush()
            throw error
        }
        try shared.flush()
    }

    private func flushLocked() throws {
        defer { buffer.removeAll(keepingCapacity: true) }
        let code = OutputFile.writeFully(buffer, to: descriptor) { TerminationSignals.isReceived }
        if code == 0 || descriptor == STDERR_FILENO { return }
        if code == EPIPE { throw ExitCode(Self.closedPipeStatus) }
        // A signal came while the reader was not reading: the command ends as the signal asks.
        if code == EINTR { throw ExitCode(TerminationSignals.exitStatus) }
        throw OutputFileError.cannotWrite(path: Self.target(descriptor), what: nil, reason: String(cString: strerror(code)))
    }

    /// "standard output (/dev/full)": where the descriptor goes, when the system can say.
    private static func target(_ descriptor: Int32) -> String {
        let name = descriptor == STDOUT_FILENO ? "standard output" : "standard error"
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)") else {
            return name
        }
        return "\(name) (\(path))"
    }
}
