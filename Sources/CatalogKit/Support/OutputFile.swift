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
        let file = try Writer(path, describing: what)
        do {
            try file.write(text)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// A file written piece by piece, as the text is produced (a lint's findings: a million of them are never held
    /// together), and put in place only when `commit` says it is complete, as `write` puts a whole text: into a
    /// temporary file beside it, flushed to disk and renamed over it; a device or pipe written in place. Opening
    /// checks the path before anything else is done, so a command refuses it before it changes anything: a folder,
    /// a folder that does not exist, or one of the files the command is using (`protecting`: the catalog and its log
    /// files) is refused, naming the path.
    public final class Writer {
        public let path: String
        let what: String
        /// The file written: the temporary one beside the destination, or the destination itself when it is
        /// written in place.
        private let descriptor: Int32
        private let temporary: String?
        private let destination: String
        private let permissions: mode_t?
        private var buffer: [UInt8] = []
        private var closed = false
        private var committed = false
        private static let blockSize = 1 << 16

        public init(_ path: String, describing what: String, protecting protected: [String] = []) throws {
            self.path = path
            self.what = what
            do {
                destination = try OutputFile.resolvingLinks(path)
                var status = stat()
                let exists = stat(destination, &status) == 0
                if exists, (status.st_mode & S_IFMT) == S_IFDIR { throw SystemFailure(EISDIR) }
                let here = FileManager.default.currentDirectoryPath
                for file in protected {
                    var other = stat()
                    let sameFile = exists && stat(file, &other) == 0 && other.st_dev == status.st_dev && other.st_ino == status.st_ino
                    // A log file SQLite has not created yet, or has removed, is protected by its path.
                    if sameFile || FilePath.absolute(destination, in: here) == FilePath.absolute(file, in: here) {
                        throw OutputFileError.inUse(path: path, what: what, file: file)
                    }
                }
                if exists && (status.st_mode & S_IFMT) != S_IFREG {
                    descriptor = open(destination, O_WRONLY | O_TRUNC | O_CLOEXEC)
                    guard descriptor >= 0 else { throw SystemFailure() }
                    temporary = nil
                    permissions = nil
                } else {
                    let folder = FilePath.folder(of: destination)
                    let name = ".\(FilePath.lastComponent(of: destination)).XXXXXX.tmp"
                    var template = Array(FilePath.joining(folder, name).utf8CString)
                    descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
                    guard descriptor >= 0 else { throw SystemFailure() }
                    temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
                    // mkstemps makes the file 0600; a new file gets what the umask allows, as any new file would.
                    permissions = exists ? status.st_mode & 0o7777 : 0o666 & ~OutputFile.currentUmask()
                }
            } catch let failure as SystemFailure {
                throw OutputFileError.cannotWrite(path: path, what: what, reason: failure.reason)
            }
        }

        deinit { discard() }

        /// Appends `text`, writing a block to the file once enough has gathered.
        public func write(_ text: String) throws {
            buffer.append(contentsOf: text.utf8)
            if buffer.count >= Self.blockSize { try flush() }
        }

        private func flush() throws {
            defer { buffer.removeAll(keepingCapacity: true) }
            let code = OutputFile.writeFully(buffer, to: descriptor)
            if code != 0 { throw OutputFileError.cannotWrite(path: path, what: what, reason: SystemFailure(code).reason) }
        }

        /// Writes what is left, flushes the file to disk and puts it in place.
        public func commit() throws {
            try flush()
            do {
                if let permissions, fchmod(descriptor, permissions) != 0 { throw SystemFailure() }
                if temporary != nil, fsync(descriptor) != 0 { throw SystemFailure() }
                closed = true
                guard close(descriptor) == 0 || temporary == nil else { throw SystemFailure() }
                if let temporary, rename(temporary, destination) != 0 { throw SystemFailure() }
                committed = true
            } catch let failure as SystemFailure {
                discard()
                throw OutputFileError.cannotWrite(path: path, what: what, reason: failure.reason)
            }
        }

        /// Leaves the destination as it was: the temporary file is removed. Nothing once committed.
        public func discard() {
            if !closed {
                closed = true
                close(descriptor)
            }
            if let temporary, !committed { unlink(temporary) }
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

    /// Creates `path` new (never over a file, never through a link: `O_EXCL | O_NOFOLLOW`), writes `bytes` and
    /// flushes them to disk: a file of a staging folder, which its owner moves into place once every file is
    /// written. A failure leaves what was created for the owner to remove with the folder.
    static func create(_ path: String, with bytes: [UInt8]) throws(SystemFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SystemFailure() }
        defer { close(descriptor) }
        let code = writeFully(bytes, to: descriptor)
        if code != 0 { throw SystemFailure(code) }
        guard fsync(descriptor) == 0 else { throw SystemFailure() }
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
