/// UIKit's automatic tracking of the system font: points added to every glyph's advance, by point size (V10).
///
/// Apple gives it at 19 sizes from 11 to 60 points. Between two of them it is read linearly (18 pt: −0.44, 21 pt:
/// −0.355); below 11 points it stays +0.06 and above 60 points +0.26, the table's end values (V10, our reading).
public enum SystemFontTracking {
    /// (point size, tracking in points per glyph), by size.
    static let table: [(size: Double, tracking: Double)] = [
        (11, 0.06), (12, 0), (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (19, -0.45), (20, -0.45),
        (22, -0.26), (23, -0.10), (24, 0.07), (26, 0.22), (28, 0.38), (34, 0.40), (40, 0.37), (48, 0.35), (53, 0.31), (60, 0.26),
    ]

    /// Points added to each glyph's advance at `size` points.
    public static func points(at size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        let upper = table.firstIndex { $0.size >= size }!
        let high = table[upper]
        if high.size == size { return high.tracking }
        let low = table[upper - 1]
        return low.tracking + (high.tracking - low.tracking) * (size - low.size) / (high.size - low.size)
    }
}
