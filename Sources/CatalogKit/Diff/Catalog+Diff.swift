internal import CatalogStore
import LayoutModel
import LayoutRender

extension Catalog {
    /// Compares two layouts, one layout in two environments, or two stored versions of a layout, as they stand on
    /// the screen at rest: each side's frames moved by its adjusted content inset, so a flow layout and its
    /// compositional rewrite compare element by element (a compositional layout has no inset: unchanged).
    ///
    /// Nothing is stored: a comparison is a question about the catalog. A side the catalog holds a run of is read back
    /// as stored; a side it does not (an earlier version, whose runs belong to its own geometry, or a run never
    /// computed) is computed by the engine. The overlay is drawn at `overlayZoom` pixels per point when given; a picture no viewer
    /// could show is refused.
    public func diff(_ a: DiffSide, _ b: DiffSide, overlayZoom: Double? = nil) throws -> DiffOutcome {
        let (before, computedBefore) = try preparedResult(a.layout, version: a.version, a.request)
        let (after, computedAfter) = try preparedResult(b.layout, version: b.version, b.request)
        let resultBefore = computedBefore.onScreenAtRest
        let resultAfter = computedAfter.onScreenAtRest

        let diff = LayoutDiff(before: resultBefore, after: resultAfter)
        let beforeLabel = before.label(showingVersion: a.version != nil)
        let afterLabel = after.label(showingVersion: b.version != nil)
        let table = LayoutDiffTable(beforeLabel: beforeLabel, afterLabel: afterLabel)
        let overlay = overlayZoom.map { zoom in
            DiffOverlayRenderer(beforeLabel: beforeLabel, afterLabel: afterLabel, pixelsPerPoint: zoom)
                .render(diff, before: (resultBefore, before.environment), after: (resultAfter, after.environment))
        }
        if let fault = overlay?.sizeFault { throw RequestFault.overlayTooLarge(a: a.layout, b: b.layout, fault) }
        return DiffOutcome(diff: diff, tableLayout: table, overlay: overlay)
    }
}
