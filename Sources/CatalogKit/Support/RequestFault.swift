import LayoutRender

/// A request the catalog cannot carry out as asked, in the catalog's own terms: what the request lacks, or asks
/// too much of. The description says it for a program using the kit; the command line words each case with the
/// options its user typed (`--items`, `--extent screen`, `--zoom`).
public enum RequestFault: Error, Sendable, Equatable, CustomStringConvertible {
    /// The layout has no `itemCounts`, and the request gives neither the counts nor a dataset.
    case noItemCounts(layout: String)
    /// Cells are to be labelled with a field of the dataset's items, and the request names no dataset.
    case labelWithoutDataset(field: String)
    /// A picture of more elements than `Catalog.maximumDrawnElements`.
    case tooManyToDraw(layout: String, count: Int, maximum: Int)
    /// A layout's picture with a side no viewer could show.
    case pictureTooLarge(layout: String, PictureSizeFault)
    /// The overlay of a comparison with a side no viewer could show.
    case overlayTooLarge(a: String, b: String, PictureSizeFault)

    public var description: String {
        switch self {
        case .noItemCounts(let layout):
            return "layout \"\(layout)\" has no itemCounts; give one item count per section, or a dataset"
        case .labelWithoutDataset(let field):
            return "labelling cells with \"\(field)\" needs a dataset: cell labels come from the dataset's items"
        case .tooManyToDraw(let layout, let count, let maximum):
            return "\(layout): \(count) elements are too many to draw (at most \(maximum)); draw the screen only, or fewer items"
        case .pictureTooLarge(let layout, let fault):
            return "\(layout): \(fault): draw the screen only, fewer items, or fewer pixels per point"
        case .overlayTooLarge(let a, let b, let fault):
            return "the overlay of \(a) and \(b): \(fault): compare fewer items, or draw fewer pixels per point"
        }
    }
}
