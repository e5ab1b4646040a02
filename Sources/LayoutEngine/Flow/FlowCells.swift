/// How a section's cells are laid out.
enum FlowCells: Sendable {
    /// No items.
    case none
    /// Items of one size, in closed form (F13).
    case grid(FlowGrid)
    /// Items of different sizes, line by line (F8 to F12, F14, F17).
    case lines(FlowLines)
}
