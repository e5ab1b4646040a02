import ArgumentParser
import CatalogKit

/// The command line's words for what the kit reports in its own terms (`RequestFault`): the same fault, with the
/// options a user types to mend it. Every command's errors pass through `worded` on their way out (`CatalogCommand.main`).
enum RequestFaultWording {
    /// The error as the command line says it: a `RequestFault` worded with its options, anything else as it is.
    static func worded(_ error: any Error) -> any Error {
        guard let fault = error as? RequestFault else { return error }
        return Worded(fault: fault)
    }

    /// A request fault as the command line says it.
    struct Worded: Error, CustomStringConvertible {
        var fault: RequestFault
        var description: String { RequestFaultWording.text(for: fault) }
    }

    static func text(for fault: RequestFault) -> String {
        switch fault {
        case .noItemCounts(let layout):
            return "layout \"\(layout)\" has no itemCounts; give --items N,N,... (one count per section) or --dataset NAME"
        case .labelWithoutDataset(let field):
            return "--label \(field) needs --dataset: cell labels come from the dataset's items"
        case .tooManyToDraw(let layout, let count, let maximum):
            return "\(layout): \(count) elements are too many to draw (at most \(maximum)); draw the screen only (--extent screen) or give fewer --items"
        case .pictureTooLarge(let layout, let fault):
            return "\(layout): \(fault): draw the screen only (--extent screen), give fewer --items or a smaller --zoom"
        case .overlayTooLarge(let a, let b, let fault):
            return "the overlay of \(a) and \(b): \(fault): give fewer --items or a smaller --zoom"
        }
    }
}
