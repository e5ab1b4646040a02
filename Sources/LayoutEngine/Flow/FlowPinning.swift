import LayoutModel

/// Where pinned headers and footers sit at the scroll position (F22, iOS 9's
/// `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds`).
///
/// The visible range along the scroll axis is the viewport at the content offset, inset by the adjusted
/// content inset `I` (UIKit's own pinning respects `contentInset.top`). Readings taken where F22 is uncertain:
/// - a pinned header sits at `min(max(natural, offset + I.top), footerStart − hH)`: never above where it rests,
///   held at the visible top while its section is on screen, pushed up by the section's end (the footer's
///   resting minY, whether or not the footer is pinned itself);
/// - a pinned footer mirrors that: `max(min(natural, offset + Hb − I.bottom − hF), start + hH)`, never below
///   where it rests nor above the header's resting end;
/// - nothing is raised: pinned views keep zIndex 10 like every flow supplementary (F21), since no evidence
///   shows UIKit changing it.
/// Both stay inside their section, so rect queries can still find them by the section's extent.
struct FlowPinning {
    let pinsHeaders: Bool
    let pinsFooters: Bool
    /// The visible range along the scroll axis, in content coordinates.
    let visibleStart: Double
    let visibleEnd: Double

    init(flow: FlowLayout, container: FlowContainer, contentOffset: Point) {
        pinsHeaders = flow.sectionHeadersPinToVisibleBounds
        pinsFooters = flow.sectionFootersPinToVisibleBounds
        let axis = container.axes.main
        let offset = container.axes.main(of: contentOffset)
        visibleStart = offset + container.inset.leadingEdge(along: axis)
        visibleEnd = offset + container.bounds[axis] - container.inset.trailingEdge(along: axis)
    }

    /// Where the section's header starts along the scroll axis.
    func headerStart(_ section: FlowSectionPlan) -> Double {
        guard pinsHeaders else { return section.start }
        return min(max(section.start, visibleStart), section.footerStart - section.headerLength)
    }

    /// Where the section's footer starts along the scroll axis.
    func footerStart(_ section: FlowSectionPlan) -> Double {
        guard pinsFooters else { return section.footerStart }
        return max(min(section.footerStart, visibleEnd - section.footerLength), section.start + section.headerLength)
    }
}
