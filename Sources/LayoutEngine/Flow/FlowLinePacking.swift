/// How many items go on a line (F8, F9): greedy, in index order, with PST's running subtraction.
///
/// The first item of a line is always taken and leaves `left = L − w_first`; each next item needs `mi + w` of
/// what is left, and an exact fit is taken (the test is `left < mi + w`, strict). Spacing only decides how many
/// fit; the gaps are worked out afterwards (F11 to F14). The order of operations is PST's on purpose: summing
/// instead can fit one more item in the last ulp (E9), and which one UIKit does is unknown (F9).
enum FlowLinePacking {
    /// Items of equal length counted one by one, at most; a line holding more is counted in closed form.
    static let exactCountLimit = 4_096
    /// The count given when items have no length and no spacing: any number fits.
    static let unboundedCount = 1 << 40

    /// How many items of length `itemLength` fit on a line of length `lineLength` with `spacing` between them
    /// (at least 1: the first item is always taken, even when it is longer than the line, F10).
    ///
    /// The first `exactCountLimit` items follow the running subtraction exactly. Beyond that (items a few
    /// points long on a line thousands of points long) the rest is counted by one division, so hostile sizes
    /// cannot make planning loop: the last ulp cannot matter to a line that long.
    static func capacity(lineLength: Double, itemLength: Double, spacing: Double) -> Int {
        let step = spacing + itemLength
        var left = lineLength - itemLength
        var count = 1
        while count < exactCountLimit {
            if left < step { return count }
            left -= step
            count += 1
        }
        guard left >= step else { return count }
        guard step > 0 else { return unboundedCount }
        let more = (left / step).rounded(.down)
        return count + Int(min(more, Double(unboundedCount - count)))
    }

    /// How many of the items from `first` on go on the line that starts with `first` (F8), at least 1.
    /// `lengths[i]` is item `i`'s length along the line.
    static func lineCount(from first: Int, lengths: UnsafeBufferPointer<Double>, lineLength: Double, spacing: Double) -> Int {
        var left = lineLength - lengths[first]
        var next = first + 1
        while next < lengths.count {
            let needed = spacing + lengths[next]
            if left < needed { break }
            left -= needed
            next += 1
        }
        return next - first
    }
}
