import LayoutModel

/// Moves pinned boundary items to where a scroll position puts them (R29).
///
/// A pinned header stays at the visible rectangle's start while any of its region is visible, but never above
/// its resting place nor past the region's end; a pinned footer mirrors that at the visible end. While held at
/// the visible edge and on screen its z-index is raised above everything else.
struct Pinning {
    /// How much a pinned, on-screen boundary item's z-index is raised.
    static let zIndexRaise = 1_000_000_000

    let axes: AxisPair
    let grid: PixelGrid
    /// The visible range along the scroll axis: the viewport at the content offset, inset by the safe area.
    let visibleStart: Double
    let visibleEnd: Double

    init(axes: AxisPair, grid: PixelGrid, environment: LayoutEnvironment) {
        self.axes = axes
        self.grid = grid
        let offset = axes.main(of: environment.contentOffset)
        let safe = environment.safeAreaInsets
        visibleStart = offset + safe.leadingEdge(along: axes.main)
        visibleEnd = offset + environment.containerSize[axes.main] - safe.trailingEdge(along: axes.main)
    }

    func apply(_ records: [ElementWriter.BoundaryRecord], to buffer: inout FrameBuffer) {
        for record in records where record.item.pinToVisibleBounds {
            let side = record.item.alignment.side(along: axes.main)
            guard side != 0 else { continue }
            let length = record.outerFrame.size[axes.main]
            let resting = axes.main(of: record.outerFrame.origin)
            let pinnedPosition: Double
            let atEdge: Bool
            if side < 0 {
                let high = max(resting, record.regionEnd - length)
                pinnedPosition = min(max(visibleStart, resting), high)
                atEdge = visibleStart >= resting
            } else {
                let low = min(resting, record.regionStart)
                pinnedPosition = max(min(visibleEnd - length, resting), low)
                atEdge = visibleEnd - length <= resting
            }
            let delta = pinnedPosition - resting
            var frame = buffer.frame(at: record.elementIndex)
            frame = axes.main == .vertical ? frame.offsetBy(dx: 0, dy: delta) : frame.offsetBy(dx: delta, dy: 0)
            frame = grid.roundOrigin(frame)
            let start = pinnedPosition
            let onScreen = start < visibleEnd && start + length > visibleStart
            let zIndex = atEdge && onScreen ? record.item.zIndex + Self.zIndexRaise : record.item.zIndex
            buffer.update(at: record.elementIndex, frame: frame, zIndex: zIndex)
        }
    }
}
