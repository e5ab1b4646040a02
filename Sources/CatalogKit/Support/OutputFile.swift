import FilePaths
import Foundation
import Glibc

/// How the catalog writes the files it is told to write (`render --output`, `diff --output`, a report's folder), so
/// that a failure never leaves a half-written file in place of the old one, and every error names the file.
///
/// A regular file (or a path with nothing there yet) is written to a temporary file beside it, flushed to disk
/// and renamed over it, keeping the old file's permissions: a full disk leaves the old picture whole. A symbolic
/// link is followed and stays a link. Anything else (`/dev/null`, `/dev/full`, a named pipe) cannot be replaced by
/// renaming and is written in place. A report writes each of its files new into a staging folder (`create`), then
/// puts the folder in place the same way (`ReportFolder`).
///
/// ```swift
/// try OutputFile.write("<svg/>", to: "pictures/zoo.svg", describing: "the picture")
/// ```
public enum OutputFile {
    /// Replaces (or creates) the file at `path`, or where the links there point, with `text`. `what`: how the
    /// error names the content, "the picture" or "the overlay".
    public static func write(_ text: String, to path: String, describing what: String) throws {
        let bytes = Array(text.utf8)
        do {
            let target = try resolvingLinks(path)
            var status = stat()
            let exists = stat(target, &status) == 0
            if exists && (status.st_mode & S_IFMT) != S_IFREG {
                try writeInPlace(bytes, to: target)
            } else {
                try replace(target, with: bytes, permissions: exists ? status.st_mode & 0o7777 : nil)
            }
        } catch {
            throw OutputFileError.cannotWrite(path: path, what: what, reason: error.reason)
        }
    }

    /// A system call's failure, as the system words it.
    struct SystemFailure: Error {
        let reason: String
        init(_ code: Int32 = errno) { reason = String(cString: strerror(code)) }
    }

    /// The most links followed before giving up, as the kernel's own limit for a path (`ELOOP`).
    static let maximumLinks = 40

    /// `path`, or the file or folder a chain of symbolic links there ends at (relative links resolved from their
    /// own folder), so that a link is written through rather than replaced. Fails with `ELOOP` past
    /// `maximumLinks`.
    static func resolvingLinks(_ path: String) throws(SystemFailure) -> String {
        var current = path
        for _ in 0..<maximumLinks {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = FilePath.joining(FilePath.folder(of: current), destination)
        }
        throw SystemFailure(ELOOP)
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(SystemFailure) {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemFailure() }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor)
    }

    private static func replace(_ path: String, with bytes: [UInt8], permissions: mode_t?) throws(SystemFailure) {
        let name = ".\(FilePath.lastComponent(of: path)).XXXXXX.tmp"
        var template = Array(FilePath.joining(FilePath.folder(of: path), name).utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else { throw SystemFailure() }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        // mkstemps makes the file 0600; a new picture gets what the umask allows, as any new file would.
        try finish(descriptor, with: bytes, permissions: permissions ?? (0o666 & ~currentUmask()))
        guard rename(temporary, path) == 0 else { throw SystemFailure() }
        renamed = true
    }

    /// Creates `path` new (never over a file, never through a link: `O_EXCL | O_NOFOLLOW`), writes `bytes` and
    /// flushes them to disk: a file of a staging folder, which its owner moves into place once every file is
    /// written. A failure leaves what was created for the owner to remove with the folder.
    static func create(_ path: String, with bytes: [UInt8], permissions: mode_t = 0o644) throws(SystemFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw SystemFailure() }
        try finish(descriptor, with: bytes, permissions: nil)
    }

    /// Sets the permissions (when given), writes every byte, flushes to disk and closes.
    private static func finish(_ descriptor: Int32, with bytes: [UInt8], permissions: mode_t?) throws(SystemFailure) {
        defer { close(descriptor) }
        if let permissions, fchmod(descriptor, permissions) != 0 { throw SystemFailure() }
        try writeAll(bytes, to: descriptor)
        guard fsync(descriptor) == 0 else { throw SystemFailure() }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemFailure) {
        let code = writeFully(bytes, to: descriptor)
        if code != 0 { throw SystemFailure(code) }
    }

    /// Writes all of `bytes` to `descriptor` with plain `write(2)`, going on after partial writes and interruptions
    /// by a signal, unless `stopsAtSignal` then answers true. Returns 0, or the `errno` of the failure (`EINTR` for
    /// such a stop): the callers decide what a failure means (a closed pipe ends standard output quietly, a full disk
    /// fails an `--output` file).
    public static func writeFully(_ bytes: [UInt8], to descriptor: Int32, stopsAtSignal: () -> Bool = { false }) -> Int32 {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result >= 0 {
                written += result
                continue
            }
            if errno != EINTR || stopsAtSignal() { return errno }
        }
        return 0
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }
}
