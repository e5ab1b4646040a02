import LayoutModel

/// The cells of a non-uniform section (items of different sizes, or self-sized ones): lines found in one pass
/// at plan time, each stored compactly; item positions are worked out from the line while writing (F8 to F12,
/// F14, F17, F18).
///
/// Across a line: a full line of `k ≥ 2` items is justified, `g = (L − Σw)/(k − 1)`, from `x0`, so its last item
/// ends at `x0 + L` (F11); a line of one item is centred, `x0 + (L − w)/2` (F12), unless the item is longer than
/// the line (then `x0`, F10); the last line is left-aligned from `x0` with exactly `mi` between items (F14), a
/// single item there included. Along the scroll axis: a line is as thick as its thickest item, each item is
/// centred in it (F17), and lines are `ml` apart (F18).
struct FlowLines: Sendable {
    let lines: [FlowLine]
    /// Each item's length along its line (the width in a vertical layout).
    let crossLengths: [Double]
    /// Each item's length along the scroll axis.
    let mainLengths: [Double]

    var itemCount: Int { crossLengths.count }

    /// Breaks the items into lines and places the lines, the first at `firstMain`.
    init(crossLengths: [Double], mainLengths: [Double], lineStart x0: Double, lineLength L: Double,
         interitemSpacing mi: Double, lineSpacing ml: Double, firstMain: Double)
    {
        self.crossLengths = crossLengths
        self.mainLengths = mainLengths
        var lines: [FlowLine] = []
        var main = firstMain
        var first = 0
        crossLengths.withUnsafeBufferPointer { widths in
            mainLengths.withUnsafeBufferPointer { heights in
                while first < widths.count {
                    let count = FlowLinePacking.lineCount(from: first, lengths: widths, lineLength: L, spacing: mi)
                    let end = first + count
                    var thickness = 0.0
                    var total = 0.0
                    for item in first..<end {
                        thickness = max(thickness, heights[item])
                        total += widths[item]
                    }
                    let placement = Self.placement(
                        count: count, totalLength: total, firstLength: widths[first], isLast: end == widths.count,
                        lineStart: x0, lineLength: L, interitemSpacing: mi
                    )
                    lines.append(FlowLine(
                        firstItem: first, itemCount: count, main: main, thickness: thickness,
                        firstCross: placement.firstCross, gap: placement.gap
                    ))
                    main = main + thickness + ml
                    first = end
                }
            }
        }
        self.lines = lines
    }

    /// Where a line's first item starts and the gap after each item (F10, F11, F12, F14).
    static func placement(
        count: Int, totalLength: Double, firstLength: Double, isLast: Bool, lineStart x0: Double, lineLength L: Double,
        interitemSpacing mi: Double
    ) -> (firstCross: Double, gap: Double) {
        if isLast { return (x0, mi) }
        if count == 1 { return (firstLength > L ? x0 : x0 + (L - firstLength) / 2, 0) }
        return (x0, (L - totalLength) / Double(count - 1))
    }

    /// Where the last line ends along the scroll axis (`firstMain` when there is none).
    func mainEnd(firstMain: Double) -> Double {
        guard let last = lines.last else { return firstMain }
        return last.main + last.thickness
    }

    /// The longest item along the lines.
    var longestCrossLength: Double { crossLengths.max() ?? 0 }

    /// How many items are longer than the line (F10).
    func oversizedCount(lineLength: Double) -> Int { crossLengths.reduce(0) { $0 + ($1 > lineLength ? 1 : 0) } }

    /// The first line that ends at or after `position` along the scroll axis (lines are stacked in order).
    func firstLine(endingAtOrAfter position: Double) -> Int {
        lines.partitionIndex { $0.main + $0.thickness < position }
    }
}
