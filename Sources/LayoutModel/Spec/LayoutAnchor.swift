/// Where a supplementary attaches to its host, as `NSCollectionLayoutAnchor` (R30, R31).
public struct LayoutAnchor: Hashable, Sendable {
    public var edges: Set<DirectionalEdge>
    public var offset: AnchorOffset

    public init(edges: Set<DirectionalEdge>, offset: AnchorOffset = .absolute(.zero)) {
        self.edges = edges
        self.offset = offset
    }

    /// The anchor point as fractions of a box: 0 at the leading/top edge, 1 at the trailing/bottom edge, 0.5
    /// when an axis names neither or both of its edges (R30).
    public var unitPoint: Point {
        func fraction(_ start: DirectionalEdge, _ end: DirectionalEdge) -> Double {
            switch (edges.contains(start), edges.contains(end)) {
            case (true, false): return 0
            case (false, true): return 1
            default: return 0.5
            }
        }
        return Point(x: fraction(.leading, .trailing), y: fraction(.top, .bottom))
    }
}

/// The offset of an anchor: absolute points, or fractions of the supplementary's own size (R31).
public enum AnchorOffset: Hashable, Sendable {
    case absolute(Point)
    case fractional(Point)

    /// The offset in points for a supplementary of the given size.
    public func resolved(for size: Size) -> Point {
        switch self {
        case .absolute(let point): return point
        case .fractional(let point): return Point(x: point.x * size.width, y: point.y * size.height)
        }
    }
}

/// One edge of a rectangle, as `NSDirectionalRectEdge`.
public enum DirectionalEdge: String, Hashable, Sendable, CaseIterable, Comparable {
    case top
    case leading
    case bottom
    case trailing

    /// UIKit's order (top 1, leading 2, bottom 4, trailing 8), so edge lists print the same every time.
    public static func < (lhs: DirectionalEdge, rhs: DirectionalEdge) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
