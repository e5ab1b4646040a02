import LayoutModel

/// What an element shows, as its plan knows it: which description it has and the widths it was measured at. Each
/// family's plan decides it in one function (`CompositionalPlan.shownContent`, `FlowPlan.shownContent`); the
/// content layout (`ContentLayoutWriter`) turns it into lines and shapes placed in the element's frame.
enum ShownContent {
    /// A list section's cell, header or footer, as its configuration describes it (ListRules.md L25, L27).
    ///
    /// - `record`: the item's record for rows, the section's for headers and footers.
    /// - `isRow`: a row (a cell, or item 0 dressed as the header), not a supplementary.
    /// - `separatorBelow`: a separator runs along the row's bottom edge (L30).
    case listView(ListConfiguration, role: ListViewSizer.Role, record: (any PredicateEnvironment)?, isRow: Bool, separatorBelow: Bool)
    /// A label described for R40, showing `record`'s text, at the width it was measured in.
    case label(ContentDescription, record: (any PredicateEnvironment)?, width: LabelWidth, surface: ContentSurface)
}

/// The width a label's text was measured in, so that drawing sets the same lines (R40).
enum LabelWidth {
    /// The view's width, as given (`LeafSizer.measure`'s `width`): the cell's or boundary item's.
    case given(Double)
    /// Sized from the text: wrapped at most at `wrapWidth` (the group's width, the band's, the line's).
    case sized(wrapWidth: Double)
    /// Not measured (a badge): the frame it is drawn in.
    case frame

    /// `LeafSizer`'s `width` and `wrapWidth` for a view in `frame`.
    func measuring(in frame: Rect) -> (width: Double?, wrapWidth: Double) {
        switch self {
        case .given(let width): return (width, width)
        case .sized(let wrapWidth): return (nil, wrapWidth)
        case .frame: return (frame.width, frame.width)
        }
    }
}
