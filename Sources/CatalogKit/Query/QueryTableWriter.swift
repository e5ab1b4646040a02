/// Lays out `catalog query --format table` as rows arrive, in memory bounded by `sizingRows`: the first rows are
/// held to size the columns (as wide as the widest cell among them and the name), then given out, and every later
/// row is given out as it comes, in those widths. A later cell wider than its column is kept whole, so nothing is
/// cut; only its row's alignment shifts. A 2,000,000-row answer once took 1.85 GB because every row was held
/// (Limits.md).
struct QueryTableWriter {
    /// Rows a query answer holds to size the columns.
    static let sizingRows = 1_000

    private let sizingRows: Int
    private let names: [String]
    private var widths: [Int]
    private var held: [[String]] = []
    private var sized = false
    private(set) var count = 0

    init(names: [String], sizingRows: Int = QueryTableWriter.sizingRows) {
        self.sizingRows = max(1, sizingRows)
        self.names = names
        self.widths = names.map(\.count)
    }

    /// Takes a row; returns the text to write now (empty while rows are held to size the columns).
    mutating func add(_ cells: [String]) -> String {
        count += 1
        if sized { return line(cells) + "\n" }
        for (index, cell) in cells.enumerated() where index < widths.count { widths[index] = max(widths[index], cell.count) }
        held.append(cells)
        return held.count >= sizingRows ? releaseHeld() : ""
    }

    /// The text still to write at the end: any rows still held and the row count.
    mutating func finish() -> String {
        (sized ? "" : releaseHeld()) + "(\(count) \(count == 1 ? "row" : "rows"))\n"
    }

    /// A whole table of rows already in hand (summaries, device lists), every row sizing the columns.
    static func text(names: [String], rows: [[String]]) -> String {
        var writer = QueryTableWriter(names: names, sizingRows: rows.count)
        var text = ""
        for row in rows { text += writer.add(row) }
        return text + writer.finish()
    }

    private mutating func releaseHeld() -> String {
        var text = line(names) + "\n" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
        for row in held { text += line(row) + "\n" }
        held = []
        sized = true
        return text
    }

    private func line(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
            index < widths.count && cell.count < widths[index] ? cell + String(repeating: " ", count: widths[index] - cell.count) : cell
        }.joined(separator: "  ").trailingSpacesRemoved
    }
}
