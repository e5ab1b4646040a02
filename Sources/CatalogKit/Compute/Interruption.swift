import Foundation
import Synchronization

/// Ctrl-C during a long compute: the handler only raises a flag; the frame writer checks it between chunks
/// and stops, so the transaction rolls back and the catalog stays exactly as it was.
public enum Interruption {
    private static let requested = Atomic<Bool>(false)

    /// Routes SIGINT to the flag instead of ending the process.
    public static func install() {
        signal(SIGINT) { _ in Interruption.requested.store(true, ordering: .relaxed) }
    }

    /// True once Ctrl-C was pressed.
    public static var isRequested: Bool { requested.load(ordering: .relaxed) }
}

/// A compute stopped by Ctrl-C before it stored anything.
public struct ComputeInterrupted: Error, CustomStringConvertible {
    public var description: String { "interrupted: nothing was stored, the catalog is as it was" }
}
