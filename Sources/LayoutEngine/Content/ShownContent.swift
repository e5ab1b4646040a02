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
    /// A label described for R40, showing `record`'s text: `width` is the width it was measured in (nil when its
    /// width was sized from the text, which then wrapped at `wrapWidth`).
    case label(ContentDescription, record: (any PredicateEnvironment)?, width: Double?, wrapWidth: Double, surface: ContentSurface)
}
