/// One section's layout, as `NSCollectionLayoutSection`.
public struct LayoutSection: Hashable, Sendable {
    public var group: LayoutGroup
    public var contentInsets: EdgeInsets
    /// Space between consecutive groups along the scroll axis (or along the strip, when orthogonal).
    public var interGroupSpacing: Double
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    public var decorationItems: [DecorationItem]
    /// True (UIKit's default): boundary items are laid out inside the section's content insets (R6, R24).
    public var supplementariesFollowContentInsets: Bool
    /// Nil means `.automatic`: the configuration's reference applies (R22).
    public var contentInsetsReference: ContentInsetsReference?
    /// The section's `interactive` and `lint` keys (its groups and items inherit them); no frame depends on them.
    public var lint: LintAnnotations
    /// Content insets computed from the section provider's environment (LayoutSpecFormat.md, Computed dimensions):
    /// they replace `contentInsets` when the section is provided (`evaluatingComputedValues(in:)`), so the engine
    /// never sees them. Nil for insets written as numbers.
    public var computedContentInsets: ComputedInsets?
    /// The space between groups computed from the environment, replacing `interGroupSpacing` in the same way.
    public var computedInterGroupSpacing: FlowExpression?

    public init(
        group: LayoutGroup,
        contentInsets: EdgeInsets = .zero,
        interGroupSpacing: Double = 0,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
        decorationItems: [DecorationItem] = [],
        supplementariesFollowContentInsets: Bool = true,
        contentInsetsReference: ContentInsetsReference? = nil,
        lint: LintAnnotations = .none
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.contentInsetsReference = contentInsetsReference
        self.lint = lint
    }
}

/// How a section scrolls across the layout's scroll direction (R36 to R38).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// Which insets of the container sections are laid out within, as `UIContentInsetsReference` (R22).
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    case automatic
    case none
    case safeArea
    case layoutMargins
    case readableContent
}
