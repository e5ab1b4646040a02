import LayoutModel

/// A `LayoutDiff` as text for a terminal: the two sides, a count of each kind of change, then one aligned row
/// per changed element with its frame on each side and what changed.
///
/// ```
/// A: grid at 390x844@3x, items [4]: content 390 × 320
/// B: grid at 320x844@3x, items [4]: content 320 × 320
/// 0 added, 0 removed, 2 moved, 2 resized, 0 moved and resized; 0 unchanged; content width 390 → 320
/// change   element   A frame               B frame               delta
/// resized  cell 0.0  10, 0, 180 × 100      10, 0, 145 × 100      dw -35
/// ```
public struct LayoutDiffTable: Sendable {
    /// How the first side is described (after `A: `).
    public var beforeLabel: String
    /// How the second side is described (after `B: `).
    public var afterLabel: String
    public init(beforeLabel: String, afterLabel: String) {
        self.beforeLabel = beforeLabel
        self.afterLabel = afterLabel
    }

    /// The table, lines ending with a newline.
    public func render(_ diff: LayoutDiff) -> String {
        var text = ""
        write(diff) { text += $0 + "\n" }
        return text
    }

    /// The table line by line (without newlines), as `render` gives it: one pass over the changes finds each
    /// column's width, a second formats and hands on one row at a time, so a diff of a million elements never
    /// holds its whole table (300,000 rows took 920 MB as one string).
    public func write(_ diff: LayoutDiff, line: (String) throws -> Void) rethrows {
        try line("A: \(beforeLabel): content \(sizeText(diff.contentSizeBefore))")
        try line("B: \(afterLabel): content \(sizeText(diff.contentSizeAfter))")
        if diff.isEmpty {
            try line("no differences: \(diff.unchangedCount) elements in the same frames, the same content size")
            return
        }
        try line(summary(diff))
        try line(diff.inWords)
        let header = ["change", "element", "A frame", "B frame", "delta"]
        var widths = header.map(\.count)
        for change in diff.changes {
            for (column, cell) in cells(of: change, in: diff).enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        try line(Self.alignedLine(header, widths: widths))
        for change in diff.changes { try line(Self.alignedLine(cells(of: change, in: diff), widths: widths)) }
    }

    /// One change's row: what changed, which element, its frame on each side and the delta.
    private func cells(of change: ElementChange, in diff: LayoutDiff) -> [String] {
        [
            change.kind.rawValue,
            change.key.name(badgeKinds: diff.roles.badgeKinds),
            change.before.map(frameText) ?? "-",
            change.after.map(frameText) ?? "-",
            Self.delta(change),
        ]
    }

    /// `0 added, 1 removed, 2 moved, 0 resized, 0 moved and resized; 15 unchanged; content height 1979 → 1403`.
    public func summary(_ diff: LayoutDiff) -> String {
        let counts = ChangeKind.allCases.map { "\(diff.count(of: $0)) \($0.rawValue)" }.joined(separator: ", ")
        var text = "\(counts); \(diff.unchangedCount) unchanged"
        let before = diff.contentSizeBefore
        let after = diff.contentSizeAfter
        if before.width != after.width { text += "; content width \(svgNumber(before.width)) → \(svgNumber(after.width))" }
        if before.height != after.height { text += "; content height \(svgNumber(before.height)) → \(svgNumber(after.height))" }
        return text
    }

    /// What changed, signed: `dx +10, dh -69`; `-` for an added or removed element.
    public static func delta(_ change: ElementChange) -> String {
        guard change.before != nil, change.after != nil else { return "-" }
        let parts = [
            ("dx", change.offset.x), ("dy", change.offset.y), ("dw", change.growth.width), ("dh", change.growth.height),
        ]
        return parts.filter { svgNumber($0.1) != "0" }.map { "\($0.0) \(signed($0.1))" }.joined(separator: ", ")
    }

    static func signed(_ value: Double) -> String {
        let text = svgNumber(value)
        return text.hasPrefix("-") ? text : "+" + text
    }

    /// A row padded to the column widths, two spaces apart, without trailing spaces.
    static func alignedLine(_ row: [String], widths: [Int]) -> String {
        var line = ""
        for (column, cell) in row.enumerated() {
            line += cell
            if column < row.count - 1 { line += String(repeating: " ", count: widths[column] - cell.count + 2) }
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    func sizeText(_ size: Size) -> String { "\(svgNumber(size.width)) × \(svgNumber(size.height))" }
}
