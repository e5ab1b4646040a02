internal import CatalogStore
import LayoutModel

extension LayoutResult {
    /// A stored run as a result, put back together from what the catalog keeps: its frames (read through the store's
    /// one reader, `CatalogDatabase.frames(ofResult:)`), its summary (content size, offset, adjusted inset, warnings)
    /// and strips, and what the spec says of its supplementaries (`LayoutSpec.supplementaryRoles`). Sections are known
    /// by their item counts: where they sit along the scroll axis is not stored, nor are the groups of a strip or the
    /// cards of an inset-grouped list; what reads a stored result (the lint, comparisons) needs neither.
    init(stored run: Run, frames: FrameBuffer, strips: [StripRow], spec: LayoutSpec) {
        let summary = run.summary
        self.init(
            elements: frames, contentSize: summary.contentSize,
            sections: run.subject.itemCounts.enumerated().map { SectionGeometry(index: $0, start: 0, length: 0, placedItems: $1, itemCount: $1) },
            orthogonalStrips: strips.compactMap(OrthogonalStripGeometry.init(stored:)), roles: spec.supplementaryRoles,
            adjustedContentInset: summary.adjustedContentInset, contentOffset: summary.contentOffset, warnings: summary.warnings
        )
    }
}
