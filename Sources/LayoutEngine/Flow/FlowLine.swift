/// One line of a non-uniform section: which items it holds, where it sits, and how its items are spaced.
struct FlowLine: Sendable {
    let firstItem: Int
    let itemCount: Int
    /// Where the line starts along the scroll axis (F18).
    let main: Double
    /// The line's thickness: its tallest item in a vertical layout (F17).
    let thickness: Double
    /// Where the first item starts across the scroll axis.
    let firstCross: Double
    /// What follows each item before the next one: the justified gap (F11) or `mi` on the last line (F14).
    let gap: Double
}
