import LayoutModel

/// The cells of a uniform section in closed form (F13): every item has the same size, so item `i` sits in
/// column `i mod n` of line `i / n`, and nothing per item is stored.
///
/// Lengths are along the line (`crossLength`, the width in a vertical layout) and along the scroll axis
/// (`mainLength`, the height). With `n ≥ 2` columns the gap is `g = (L − n·w)/(n − 1)` and column `c` starts at
/// `x0 + c·(w + g)`, on the last, incomplete line as well (UIKit lays it out as if the line were full). With one
/// column every item is centred, `x0 + (L − w)/2` (F12), unless it is longer than the line: then it sits at
/// `x0` and overflows (F10). Lines start `h + ml` apart (F18); items of one line share its origin (F17).
struct FlowGrid: Sendable {
    let itemCount: Int
    let crossLength: Double
    let mainLength: Double
    /// `n`: how many items a line holds (F8), however many the section has.
    let columns: Int
    /// Where column 0 starts across the scroll axis.
    let firstCross: Double
    /// `w + g` between column starts; 0 with one column.
    let columnStep: Double
    /// Where line 0 starts along the scroll axis.
    let firstMain: Double
    /// `h + ml` between line starts.
    let lineStep: Double

    /// Lays out `itemCount` items of one size on lines of length `lineLength` starting at `lineStart` across
    /// the scroll axis, the first line at `firstMain` (F8, F10, F12, F13, F18).
    init(itemCount: Int, crossLength w: Double, mainLength h: Double, lineStart x0: Double, lineLength L: Double,
         interitemSpacing mi: Double, lineSpacing ml: Double, firstMain: Double)
    {
        self.itemCount = itemCount
        crossLength = w
        mainLength = h
        columns = FlowLinePacking.capacity(lineLength: L, itemLength: w, spacing: mi)
        if columns >= 2 {
            let gap = (L - Double(columns) * w) / Double(columns - 1)
            firstCross = x0
            columnStep = w + gap
        } else {
            firstCross = w > L ? x0 : x0 + (L - w) / 2
            columnStep = 0
        }
        self.firstMain = firstMain
        lineStep = h + ml
    }

    /// Items on a full line: `n`, or all of them when they fit on one.
    var itemsPerLine: Int { min(columns, itemCount) }

    var lineCount: Int { itemCount == 0 ? 0 : (itemCount - 1) / itemsPerLine + 1 }

    /// Where column `c` starts across the scroll axis.
    @inline(__always)
    func cross(ofColumn column: Int) -> Double { firstCross + Double(column) * columnStep }

    /// Where line `r` starts along the scroll axis.
    @inline(__always)
    func main(ofLine line: Int) -> Double { firstMain + Double(line) * lineStep }

    /// Where the last line ends along the scroll axis.
    var mainEnd: Double { lineCount == 0 ? firstMain : main(ofLine: lineCount - 1) + mainLength }

    /// True when an item is longer than the line (F10).
    func isOversized(lineLength: Double) -> Bool { itemCount > 0 && crossLength > lineLength }

    /// The lines that may hold an item sharing area with `low..<high` along the scroll axis: a superset, found by
    /// arithmetic (one line of slack each way for rounding), never by a scan.
    func lines(touching low: Double, _ high: Double) -> Range<Int> {
        Self.range(count: lineCount, first: firstMain, step: lineStep, length: mainLength, low: low, high: high)
    }

    /// The columns that may hold an item sharing area with `low..<high` across the scroll axis.
    func columns(touching low: Double, _ high: Double) -> Range<Int> {
        Self.range(count: itemsPerLine, first: firstCross, step: columnStep, length: crossLength, low: low, high: high)
    }

    /// The indices `k` of `count` intervals `[first + k·step, + length]` that can meet `low..<high`.
    private static func range(count: Int, first: Double, step: Double, length: Double, low: Double, high: Double) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        guard step > 0 else { return 0..<count }
        let lower = clampedIndex(((low - length - first) / step).rounded(.down) - 1, count: count)
        let upper = clampedIndex(((high - first) / step).rounded(.up) + 1, count: count - 1)
        return lower < upper + 1 ? lower..<(upper + 1) : 0..<0
    }

    /// A computed index within `0...count`, safe for any double (huge, infinite or NaN queries).
    private static func clampedIndex(_ value: Double, count: Int) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(max(0, min(Double(count), value)))
    }
}
