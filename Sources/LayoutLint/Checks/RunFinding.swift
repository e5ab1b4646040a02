import LayoutModel

/// One finding in one run, before findings are gathered across environments.
struct RunFinding: Sendable {
    var rule: LintRuleID
    var severity: LintSeverity
    var element: ElementKey
    var other: ElementKey?
    /// The source the finding points at (an index of the layout's `SourceTable`).
    var source: Int
    var detail: FindingDetail
}

/// What an element is in its run, besides its frame: where it comes from and how the rules treat it.
struct ElementRole {
    /// Its source (an index of the layout's `SourceTable`).
    var source: Int
    /// A supplementary pinned to the visible bounds: its frame follows the scroll offset the run was computed at.
    var pinned = false
    /// A cell or anchored supplementary of an orthogonally scrolling section: checked within its strip.
    var strip = false
    /// Anchored to an item or a group (a badge).
    var anchored = false
    /// The items of its container, for overlaps (LL006): a cell's own item, an anchored supplementary's host items;
    /// nil for boundary items and decorations.
    var hosts: Range<Int>?
}
