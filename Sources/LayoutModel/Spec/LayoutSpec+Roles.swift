extension LayoutSpec {
    /// What the picture of a result of this spec in `environment` needs to know about its supplementary kinds,
    /// whatever the family: the engine gives results these roles, and a result read back from the catalog, which
    /// stores frames without them, is given them here. An adaptive flow layout's are those of the case it takes there.
    public func supplementaryRoles(in environment: LayoutEnvironment) -> SupplementaryRoles {
        switch definition {
        case .compositional(let layout): return layout.supplementaryRoles
        case .flow, .adaptiveFlow: return definition.flowLayout(in: environment)?.layout.supplementaryRoles ?? SupplementaryRoles()
        }
    }
}

extension FlowLayout {
    /// A flow layout's section headers and footers, pinned where the layout pins them (F22); it has no badges.
    public var supplementaryRoles: SupplementaryRoles {
        var pinned: Set<String> = []
        if sectionHeadersPinToVisibleBounds { pinned.insert(SectionElementKind.sectionHeader) }
        if sectionFootersPinToVisibleBounds { pinned.insert(SectionElementKind.sectionFooter) }
        return SupplementaryRoles(pinnedKinds: pinned)
    }
}
