/// A request that stopped because its ``Cancellation`` was cancelled. Whatever it would have written was not:
/// a store's transaction rolled back, a report's staging folder was removed; so the catalog, and a report's
/// folder, are as they were. The case says which of those the request was, for the message.
public enum RequestCancelled: Error, Equatable, Sendable, CustomStringConvertible {
    /// A request that stores (import, compute, render, target-offset): nothing was stored.
    case nothingStored
    /// A request that only reads (list, show, query, diff).
    case onlyRead
    /// A report: its folder was not written.
    case reportNotWritten

    public var description: String {
        switch self {
        case .nothingStored: return "interrupted: nothing was stored, the catalog is as it was"
        case .onlyRead: return "interrupted: the catalog was only read, it is as it was"
        case .reportNotWritten: return "interrupted: the report was not written, its folder is as it was"
        }
    }
}

extension Catalog {
    /// Throws `stopped` when the request has been cancelled: a check point.
    func stopIfCancelled(_ stopped: RequestCancelled = .nothingStored) throws {
        if cancellation.isCancelled { throw stopped }
    }
}
