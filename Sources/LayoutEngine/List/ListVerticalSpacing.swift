import LayoutModel

/// A list section's vertical insets and header padding (ListRules.md L13 to L16).
struct ListVerticalSpacing: Equatable {
    /// Above the first row (below a supplementary header), with L16's padding already added in
    /// `firstItemInSection` mode.
    var top: Double
    /// Below the last row (above a supplementary footer).
    var bottom: Double
    /// Empty space above a supplementary header, inside the section (L16); 0 without one.
    var headerPadding: Double

    /// - Parameters:
    ///   - section: the section's index `k` in the collection view, and `count` how many sections it has: first and
    ///     last are the collection view's, whatever kinds of sections come before or after (L14).
    ///   - design: iOS 26's grouped and inset-grouped lists put exactly 35 points between two header-less sections
    ///     (ListRules.md, "iOS 26"): 17.5 rounded up below a section, as before, and rounded down above the next.
    init(_ configuration: ListConfiguration, design: ListDesign, section: Int, count: Int, grid: PixelGrid) {
        let first = section == 0
        let last = section == count - 1
        let below = grid.ceil(17.5)
        let above = design.isRedesigned ? grid.floor(17.5) : below
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            // L13, L15: no insets (sidebarPlain's headers are chromeless in iOS 15 to 18).
            top = 0
            bottom = 0
        case .grouped, .insetGrouped:
            // L14: 35 above a header-less first section, 20 below a footer-less last one, 17.5 on the grid between.
            top = configuration.hasHeader ? 0 : (first ? 35 : above)
            bottom = configuration.hasFooter ? 0 : (last ? 20 : below)
        case .sidebar:
            // L15: 10 below a section without a footer.
            top = 0
            bottom = configuration.hasFooter ? 0 : 10
        }
        // L16: an explicit padding applies to every section; automatic is 22 after the first section in plain and
        // sidebarPlain lists and 0 everywhere else.
        let padding: Double
        if let explicit = configuration.headerTopPadding, explicit >= 0 {
            padding = explicit
        } else {
            padding = configuration.appearance.pinsHeadersAndFooters && !first ? 22 : 0
        }
        switch configuration.headerMode {
        case .none:
            headerPadding = 0
        case .supplementary:
            headerPadding = padding
        case .firstItemInSection:
            headerPadding = 0
            top += padding
        }
    }
}
