import LayoutModel

/// Scroll geometry of orthogonally scrolling sections: range, initial offset and rest points of each
/// behaviour (R36, R38), and where a swipe comes to rest.
public enum OrthogonalScrolling {
    /// UIScrollView's normal deceleration rate per millisecond, for projecting a swipe (strips decelerate at it).
    static let normalDecelerationRate = 0.998

    /// The strip geometry for groups at `leadingEdges` (relative to the section's leading inset) with
    /// `lengths`, in a strip `stripLength` long (the container less the section's insets along the strip).
    /// Lengths and offsets are rounded to the pixel grid (R0), as UIKit's scroll view content sizes are.
    /// The most pages a paging strip is divided into (a million: far past any screen's content).
    static let maximumPages = 1_000_000.0

    static func geometry(
        section: Int, behavior: OrthogonalScrollingBehavior, axis: Axis, stripLength: Double, contentLength: Double,
        leadingEdges: [Double], lengths: [Double], grid: PixelGrid
    ) -> OrthogonalStripGeometry {
        let stripLength = grid.round(stripLength)
        let contentLength = grid.round(contentLength)
        let leadingEdges = leadingEdges.map(grid.round)
        var minimum = 0.0
        var maximum = max(0, contentLength - stripLength)
        var initial = 0.0
        var rest: [Double] = []
        switch behavior {
        case .none, .continuous:
            break
        case .paging:
            // Pages are the strip's own length; the last page stops at the end of the content. A strip with no length
            // (its section's insets take the whole container) has no pages between the two ends; nor is any strip
            // paged into more than `maximumPages` (an absurd spacing), whose pages would not fit in memory.
            var page = 0.0
            if stripLength > 0, maximum / stripLength < Self.maximumPages {
                while page < maximum - 0.0001 {
                    rest.append(page)
                    page += stripLength
                }
            } else if maximum > 0.0001 {
                rest.append(0)
            }
            rest.append(maximum)
        case .groupPaging, .continuousGroupLeadingBoundary:
            var last = -Double.infinity
            for edge in leadingEdges {
                let point = min(max(edge, minimum), maximum)
                if point > last + 0.0001 {
                    rest.append(point)
                    last = point
                }
            }
            if rest.isEmpty { rest = [0] }
        case .groupPagingCentered:
            // Each group rests centred in the strip; the strip starts with the first group centred.
            rest = zip(leadingEdges, lengths).map { edge, length in grid.round(edge - (stripLength - length) / 2) }
            if let first = rest.first, let last = rest.last {
                minimum = first
                maximum = max(first, last)
                initial = first
            }
        }
        return OrthogonalStripGeometry(
            section: section, behavior: behavior, axis: axis, stripLength: stripLength, contentLength: contentLength,
            minimumOffset: minimum, maximumOffset: maximum, initialOffset: initial, restPoints: rest,
            groupLeadingEdges: leadingEdges, groupLengths: lengths
        )
    }

    /// Where a strip comes to rest when a swipe ends at `offset` with `velocity` (points per second along the
    /// strip; positive moves towards the end, 0 is a release without a flick).
    ///
    /// `continuous` coasts with UIScrollView's normal deceleration; `continuousGroupLeadingBoundary` coasts and
    /// then settles on the nearest group edge (it may pass several); the paging behaviours move at most one
    /// rest point in the swipe's direction, or settle on the nearest one without a flick (R38).
    public static func restingOffset(of strip: OrthogonalStripGeometry, from offset: Double, velocity: Double) -> Double {
        let clamped = { (value: Double) in min(max(value, strip.minimumOffset), strip.maximumOffset) }
        func projected(_ rate: Double) -> Double { offset + velocity / 1000 * rate / (1 - rate) }
        func nearest(to value: Double) -> Double {
            strip.restPoints.min { abs($0 - value) < abs($1 - value) } ?? clamped(value)
        }
        switch strip.behavior {
        case .none, .continuous:
            return clamped(projected(normalDecelerationRate))
        case .continuousGroupLeadingBoundary:
            return nearest(to: clamped(projected(normalDecelerationRate)))
        case .paging, .groupPaging, .groupPagingCentered:
            if velocity > 0 {
                return strip.restPoints.first { $0 > offset + 0.0001 } ?? strip.maximumOffset
            }
            if velocity < 0 {
                return strip.restPoints.last { $0 < offset - 0.0001 } ?? strip.minimumOffset
            }
            return nearest(to: offset)
        }
    }
}
