import LayoutModel

/// Where a list section's rows, headers and footers go across the collection view, and how far the text inside
/// them is inset (ListRules.md L7 to L12). Computed left to right; right to left is its mirror (V8).
struct ListGeometry: Equatable {
    /// The section's leading and trailing insets: where cells start and how far short of the trailing edge they end.
    var leading: Double
    var trailing: Double
    /// Where headers and footers start across the view and how wide they are (L5, L12).
    var headerX: Double
    var headerWidth: Double
    /// The content margins a cell hands to its content, per side (L8 to L11); text keeps at least the style's own.
    var cellMargin: (leading: Double, trailing: Double)

    static func == (a: ListGeometry, b: ListGeometry) -> Bool {
        a.leading == b.leading && a.trailing == b.trailing && a.headerX == b.headerX && a.headerWidth == b.headerWidth
            && a.cellMargin == b.cellMargin
    }

    /// L7: UIKit's list margin, the table view's default: 20 on screens that want wide margins (the shorter
    /// side longer than 375 points), 16 otherwise, and 16 in a container 320 points wide or narrower. The screen is
    /// the named device's; without one the container stands for it. On iOS 26 grouped and inset-grouped lists have
    /// 16 on every phone (ListRules.md, "iOS 26").
    static func baseMargin(in environment: LayoutEnvironment, design: ListDesign) -> Double {
        let container = environment.containerSize
        if container.width <= 320 { return 16 }
        let screen = environment.device.map { $0.device.portraitSize } ?? container
        if design.isRedesigned && isPhone(environment) { return 16 }
        return min(screen.width, screen.height) > 375 ? 20 : 16
    }

    /// True when the list is on a phone: the environment's idiom, the named device's, or for a plain view the idiom
    /// of a device of its size (`LayoutEnvironment.conditionIdiom`; ListRules.md, "iOS 26").
    static func isPhone(_ environment: LayoutEnvironment) -> Bool {
        environment.conditionIdiom == .phone
    }

    init(design: ListDesign, environment: LayoutEnvironment) {
        let appearance = design.appearance
        let width = environment.containerSize.width
        let safe = environment.safeAreaInsets
        let margins = environment.effectiveLayoutMargins
        let m = Self.baseMargin(in: environment, design: design)
        switch appearance {
        case .plain, .grouped:
            // L8: full-width rows; the margins handed to the content are the safe area plus the larger of the
            // layout margin beyond it and the list margin.
            leading = 0
            trailing = 0
            cellMargin = (
                safe.leading + max(margins.leading - safe.leading, m), safe.trailing + max(margins.trailing - safe.trailing, m)
            )
        case .insetGrouped, .sidebar, .sidebarPlain:
            // L9, L10: the card (or the sidebar's rows) sits inside the layout margins, at least the list margin
            // beyond the safe area.
            leading = max(margins.leading, m + safe.leading)
            trailing = max(margins.trailing, m + safe.trailing)
            if appearance == .insetGrouped {
                // L9: inside the card the margin is m again, or 16 in a card 320 points wide or narrower.
                let card = width - leading - trailing <= 320 ? 16 : m
                cellMargin = (card, card)
            } else {
                // L10: sidebar rows have 8-point margins.
                cellMargin = (8, 8)
            }
        }
        // L5, L12: headers follow the section's insets in grouped, inset grouped and sidebar lists; plain ones span.
        if appearance.pinsHeadersAndFooters {
            headerX = 0
            headerWidth = width
        } else {
            headerX = leading
            headerWidth = max(0, width - leading - trailing)
        }
    }

    /// The cells' width.
    func cellWidth(in environment: LayoutEnvironment) -> Double {
        max(0, environment.containerSize.width - leading - trailing)
    }
}
