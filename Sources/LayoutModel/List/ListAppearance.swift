/// How a list looks, as `UICollectionLayoutListConfiguration.Appearance`: it decides the section insets (L7 to
/// L10, L13 to L15), which headers pin (L5) and the default header and footer styles (L27).
public enum ListAppearance: String, Hashable, Sendable, CaseIterable {
    case plain
    case grouped
    case insetGrouped
    case sidebar
    case sidebarPlain

    /// Headers and footers pin to the visible bounds and span the full width (L5).
    public var pinsHeadersAndFooters: Bool { self == .plain || self == .sidebarPlain }

    /// The sidebar appearances: their default cell style is `sidebarCell` (L27) and rows keep 8-point margins (L10).
    public var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
}
