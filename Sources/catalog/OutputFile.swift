import CatalogKit
import Foundation
import Glibc

/// Writes a command's `--output` file so that a failure never leaves a half-written file in its place, and names
/// the file in any error.
///
/// A regular file (or a path with nothing there yet) is written to a temporary file beside it, flushed to disk
/// and renamed over it, keeping the old file's permissions: a full disk leaves the old picture whole. A symbolic
/// link is followed and stays a link. Anything else (`/dev/null`, `/dev/full`, a named pipe) cannot be replaced by
/// renaming and is written in place.
enum OutputFile {
    /// `what`: how the error names the content, "the picture" or "the overlay".
    static func write(_ text: String, to path: String, describing what: String) throws {
        let bytes = Array(text.utf8)
        do {
            let target = resolvingLinks(path)
            var status = stat()
            let exists = stat(target, &status) == 0
            if exists && (status.st_mode & S_IFMT) != S_IFREG {
                try writeInPlace(bytes, to: target)
            } else {
                try replace(target, with: bytes, permissions: exists ? status.st_mode & 0o7777 : nil)
            }
        } catch let failure as SystemFailure {
            throw CatalogError("\(path): cannot write \(what): \(failure.reason)")
        }
    }

    /// A system call's failure, as the system words it.
    private struct SystemFailure: Error {
        let reason: String
        init(_ code: Int32 = errno) { reason = String(cString: strerror(code)) }
    }

    /// The file a chain of symbolic links ends at (relative links resolved from their own folder).
    private static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/")
                ? destination : (current as NSString).deletingLastPathComponent.appendingPathComponentIfAny(destination)
        }
        return current
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemFailure() }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor)
    }

    private static func replace(_ path: String, with bytes: [UInt8], permissions: mode_t?) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "" : folder + "/") + ".\(name).XXXXXX.tmp").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else { throw SystemFailure() }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            // mkstemps makes the file 0600; a new picture gets what the umask allows, as any new file would.
            let mode = permissions ?? (0o666 & ~currentUmask())
            guard fchmod(descriptor, mode) == 0 else { throw SystemFailure() }
            try writeAll(bytes, to: descriptor)
            guard fsync(descriptor) == 0 else { throw SystemFailure() }
        }
        guard rename(temporary, path) == 0 else { throw SystemFailure() }
        renamed = true
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        let code = writeFully(bytes, to: descriptor)
        if code != 0 { throw SystemFailure(code) }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }
}

private extension String {
    /// `self` joined with `component`, or `component` alone when `self` is empty.
    func appendingPathComponentIfAny(_ component: String) -> String {
        isEmpty ? component : (self as NSString).appendingPathComponent(component)
    }
}
