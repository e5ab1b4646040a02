import LayoutModel

/// One section, planned: where it sits along the scroll axis, its header and footer, and its cells (F18, F19).
///
/// Along the scroll axis a section is header `hH`, then `S.top`, the lines, `S.bottom`, and footer `hF`; the
/// next section starts where the footer ends, with no spacing between sections (F19).
struct FlowSectionPlan: Sendable {
    let index: Int
    let itemCount: Int
    /// Where the section starts along the scroll axis.
    let start: Double
    /// Where the section ends: `start + hH + S.top + lines + S.bottom + hF` (F19), and the next one starts.
    let end: Double
    /// The scroll-axis component of the header's reference size; 0 means no header (F3).
    let headerLength: Double
    let footerLength: Double
    let cells: FlowCells
    /// How far the section's widest line reaches across the scroll axis beyond the content width `C` (an item
    /// longer than its line overflows it, F10), for the content size (F20).
    let crossOverflow: Double
    /// Items longer than their line (F10).
    let oversizedItems: Int
    /// The line length `L` (F6, F7), for warnings.
    let lineLength: Double

    var length: Double { end - start }

    /// Where the footer rests: at the end of the section (F19), the edge a pinned header stops at (F22).
    var footerStart: Double { end - footerLength }

    var hasHeader: Bool { headerLength > 0 }
    var hasFooter: Bool { footerLength > 0 }

    /// Cells, header and footer.
    var elementCount: Int { itemCount + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) }
}
