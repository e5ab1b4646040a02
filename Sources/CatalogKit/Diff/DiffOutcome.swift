import LayoutRender

/// The differences between two sides, as data, as a table and as an SVG overlay.
public struct DiffOutcome: Sendable {
    public var diff: LayoutDiff
    /// How the table describes the two sides.
    var tableLayout: LayoutDiffTable

    /// The text table (`LayoutDiffTable`), ending with a newline.
    public var table: String { tableLayout.render(diff) }

    /// The table line by line, without holding all of it (see `LayoutDiffTable.write`).
    public func writeTable(line: (String) throws -> Void) rethrows { try tableLayout.write(diff, line: line) }
    /// The SVG overlay, drawn only when asked for: drawing every element of two large sides costs more than
    /// comparing them.
    public var overlay: RenderedPicture?

    /// True when any element or the content size differs.
    public var differs: Bool { !diff.isEmpty }
}
