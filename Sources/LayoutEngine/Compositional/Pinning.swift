import LayoutModel

/// Moves pinned boundary items to where a scroll position puts them (R29).
///
/// A pinned header stays at the visible rectangle's start while any of its region is visible, but never above
/// its resting place nor past the region's end; a pinned footer mirrors that at the visible end. While held at
/// the visible edge and on screen its z-index is raised above everything else.
struct Pinning {
    /// How much a pinned, on-screen boundary item's z-index is raised.
    static let zIndexRaise = 1_000_000_000

    /// When a pinned item is raised above everything else.
    enum Raise {
        /// While held at the visible edge and on screen (R29).
        case whileHeldAtEdge
        /// Whenever it overlaps the viewport, the safe area included, held or resting (a list's headers and
        /// footers, ListRules.md L29).
        case whileOnScreen
    }

    let axes: AxisPair
    let grid: PixelGrid
    /// The visible range along the scroll axis: the viewport at the content offset, inset by the safe area.
    let visibleStart: Double
    let visibleEnd: Double
    /// The viewport along the scroll axis, not inset by the safe area.
    let viewportStart: Double
    let viewportEnd: Double

    init(axes: AxisPair, grid: PixelGrid, environment: LayoutEnvironment) {
        self.axes = axes
        self.grid = grid
        // At rest (no offset given) a compositional layout sits at 0,0 (Environments.md, Scroll position; R29).
        let offset = axes.main(of: environment.contentOffset ?? .zero)
        let safe = environment.safeAreaInsets
        visibleStart = offset + safe.leadingEdge(along: axes.main)
        visibleEnd = offset + environment.containerSize[axes.main] - safe.trailingEdge(along: axes.main)
        viewportStart = offset
        viewportEnd = offset + environment.containerSize[axes.main]
    }

    /// A boundary item's frame and z-index at the scroll position: `frame` is where it rests (after its own
    /// insets), `outer` its frame before them, `regionStart`/`regionEnd` its region along the scroll axis.
    func pin(
        _ item: BoundarySupplementaryItem, frame: Rect, outer: Rect, regionStart: Double, regionEnd: Double,
        raise: Raise = .whileHeldAtEdge
    ) -> (frame: Rect, zIndex: Int) {
        let side = item.alignment.side(along: axes.main)
        guard item.pinToVisibleBounds, side != 0 else { return (frame, item.zIndex) }
        let length = outer.size[axes.main]
        let resting = axes.main(of: outer.origin)
        let pinnedPosition: Double
        let atEdge: Bool
        if side < 0 {
            let high = max(resting, regionEnd - length)
            pinnedPosition = min(max(visibleStart, resting), high)
            atEdge = visibleStart >= resting
        } else {
            let low = min(resting, regionStart)
            pinnedPosition = max(min(visibleEnd - length, resting), low)
            atEdge = visibleEnd - length <= resting
        }
        let delta = pinnedPosition - resting
        let moved = grid.roundOrigin(axes.main == .vertical ? frame.offsetBy(dx: 0, dy: delta) : frame.offsetBy(dx: delta, dy: 0))
        let raised: Bool
        switch raise {
        case .whileHeldAtEdge: raised = atEdge && pinnedPosition < visibleEnd && pinnedPosition + length > visibleStart
        case .whileOnScreen: raised = pinnedPosition < viewportEnd && pinnedPosition + length > viewportStart
        }
        return (moved, raised ? item.zIndex + Self.zIndexRaise : item.zIndex)
    }
}
