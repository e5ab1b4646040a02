/// Which header a list section has, as `UICollectionLayoutListConfiguration.HeaderMode` (L25).
public enum ListHeaderMode: String, Hashable, Sendable, CaseIterable {
    case none
    /// A boundary supplementary header above the section's rows (L4).
    case supplementary
    /// Item 0 of each section is a cell styled as the header (L25).
    case firstItemInSection
}

/// Which footer a list section has, as `UICollectionLayoutListConfiguration.FooterMode` (L25).
public enum ListFooterMode: String, Hashable, Sendable, CaseIterable {
    case none
    /// A boundary supplementary footer below the section's rows (L4).
    case supplementary
}
