/// A leaf of the layout: one data item (a cell), as `NSCollectionLayoutItem`.
public struct LayoutItem: Hashable, Sendable {
    public var size: LayoutSize
    /// Shrinks the cell inside its slot (R13); ignored on estimated axes.
    public var contentInsets: EdgeInsets
    /// The insets computed from the section provider's environment (`12 * (contentSize.width / 375)`, LayoutSpecFormat.md,
    /// Computed dimensions): they replace `contentInsets` when the section is provided
    /// (`LayoutSection.evaluatingComputedValues(in:)`), so the engine never sees them. Nil for insets written as numbers.
    public var computedContentInsets: ComputedInsets?
    /// Space outside the slot that takes part in fitting and placement (R7, R10, R11).
    public var edgeSpacing: EdgeSpacing
    /// Badges and other anchored supplementaries (R30 to R33).
    public var supplementaryItems: [SupplementaryItem]
    /// What the cell shows, for sizing estimated axes from real content (R40). Nil: the estimate stays.
    public var content: ContentDescription?
    /// The item's `interactive` and `lint` keys; no frame depends on them.
    public var lint: LintAnnotations

    public init(
        size: LayoutSize,
        contentInsets: EdgeInsets = .zero,
        edgeSpacing: EdgeSpacing = .none,
        supplementaryItems: [SupplementaryItem] = [],
        content: ContentDescription? = nil,
        lint: LintAnnotations = .none
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
        self.content = content
        self.lint = lint
    }
}
