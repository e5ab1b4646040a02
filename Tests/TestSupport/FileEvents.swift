import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Changes to files as Linux's inotify reports them, so a test waits for what it needs (a file growing, a file
/// being opened) instead of sleeping for a while and hoping it has happened.
///
/// Make the watch before starting what causes the events, then `wait` until a condition holds: it is checked at once
/// and after every batch of events.
public final class FileEvents {
    /// One event: the watched path, what happened (`mask`), and for a watched folder the name of the file in it.
    public struct Event: Sendable {
        public let path: String
        public let mask: UInt32
        public let name: String

        public func `is`(_ kind: UInt32) -> Bool { mask & kind != 0 }
    }

    /// How a wait ended.
    public enum Outcome: Sendable, Equatable {
        /// The condition held.
        case happened
        /// The command it was tied to exited first.
        case ended
        /// The bound passed.
        case timedOut
    }

    /// A watched file was opened.
    public static let opened = UInt32(IN_OPEN)
    /// A watched file, or a file in a watched folder, was written.
    public static let modified = UInt32(IN_MODIFY)
    /// A file was created in a watched folder.
    public static let created = UInt32(IN_CREATE)

    private let descriptor: Int32
    private var paths: [Int32: String] = [:]

    /// Watches each path (a file, or a folder and the files in it) for the events in `mask`.
    public init(watching watched: [String], for mask: UInt32) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for path in watched {
            let watch = inotify_add_watch(descriptor, path, mask)
            guard watch >= 0 else {
                let code = errno
                close(descriptor)
                throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
            }
            paths[watch] = path
        }
    }

    deinit { close(descriptor) }

    /// Checks `condition` now and after every batch of events, until it holds (`.happened`), `command` exits
    /// (`.ended`), or `timeout` passes (`.timedOut`). The timeout is a bound that keeps a broken program from hanging
    /// the test run, never what a test waits for.
    public func wait(
        timeout: Duration = .seconds(300), endingWith command: RunningCommand? = nil, until condition: ([Event]) -> Bool
    ) -> Outcome {
        if condition([]) { return .happened }
        let deadline = ContinuousClock.now + timeout
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return .timedOut }
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            if let command { descriptors.append(pollfd(fd: command.exitDescriptor, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), remaining.pollMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return .timedOut
            }
            let events = descriptors[0].revents != 0 ? readEvents() : []
            if condition(events) { return .happened }
            if descriptors.count > 1, descriptors[1].revents != 0 { return .ended }
        }
    }

    /// Every event queued now (the descriptor does not block).
    private func readEvents() -> [Event] {
        var events: [Event] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return events }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                // struct inotify_event: int wd; uint32_t mask, cookie, len; char name[len].
                while offset + 16 <= count {
                    let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }
                    events.append(Event(path: paths[watch] ?? "", mask: mask, name: String(decoding: nameBytes, as: UTF8.self)))
                    offset += 16 + length
                }
            }
        }
    }

    /// The size of a file in bytes; 0 when it does not exist.
    public static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }
}
