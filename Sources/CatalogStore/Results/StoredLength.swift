/// How `result_frames` stores a frame's width and height (migration 0010): a length that is not a whole number of
/// points but a whole number of sixths is stored as that number of sixths, negated.
///
/// UIKit lays frames out on the pixel grid, so at 2x and 3x many lengths are halves and thirds of a point. SQLite
/// keeps a whole number in a REAL column as a small integer (one or two bytes), but a third (130.333…) as an 8-byte
/// real. 782 sixths are two bytes, and 782 / 6 gives the same double back bit for bit. Widths and heights are never
/// negative, so the sign is free to say which a stored value is: a negative whole number is sixths of a point,
/// anything else is points, as before. A length that does not come back exactly (a measured text height, say) is
/// stored as it is. The views (`frames`, `run_frames`) read lengths back in points; x and y are stored in points
/// (y ranges over the table's key in the viewport query, x may be negative).
enum StoredLength {
    static let partsPerPoint = 6.0
    /// Codes are whole numbers of sixths above this (negated); a stored value at or below it is no code.
    static let smallestCode = -1e15

    /// The value stored for a width or height of `points`.
    static func stored(_ points: Double) -> Double {
        guard points > 0, points.rounded() != points else { return points }
        let sixths = (points * partsPerPoint).rounded()
        guard sixths < -smallestCode, sixths / partsPerPoint == points else { return points }
        return -sixths
    }

    /// The SQL that reads a stored width or height back in points.
    static func points(_ column: String) -> String {
        "(CASE WHEN \(column) < 0 AND \(column) > \(Int64(smallestCode)) THEN -\(column) / 6.0 ELSE \(column) END)"
    }
}
