extension LayoutSpec {
    /// Every content description of the spec, whatever its family (R40): what text measurement must prepare and
    /// whose font files key the cache.
    public var contentDescriptions: [ContentDescription] {
        switch definition {
        case .compositional(let layout): return layout.contentDescriptions
        }
    }

    /// True when some supplementary has a `visibleWhen` predicate.
    public var hasVisibilityPredicates: Bool {
        switch definition {
        case .compositional(let layout): return layout.hasVisibilityPredicates
        }
    }
}
