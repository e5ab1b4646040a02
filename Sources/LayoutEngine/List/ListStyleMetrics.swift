import LayoutModel

/// The numbers a `UIListContentConfiguration` style lays its content out with, as far as they decide a view's
/// height or where its text wraps (ListRules.md L11, L12, L18 to L22, L26). Takes resolved styles (`header` and
/// `footer` resolve to the appearance's, L27).
struct ListStyleMetrics {
    let style: ListContentStyle

    /// Space above and below the content (L20 for cells, whatever the text size; L26 for headers and footers).
    var verticalMargins: (top: Double, bottom: Double) {
        switch style {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell: return (11, 11)
        case .plainHeader, .plainFooter, .header, .footer: return (4, 4)
        case .groupedHeader: return (17, 6)
        case .groupedFooter: return (6, 12)
        case .prominentInsetGroupedHeader: return (8, 11)
        case .extraProminentInsetGroupedHeader: return (9, 10)
        }
    }

    /// L19: cell styles are at least two body leadings tall, the text size capped at extraExtraExtraLarge (44 at
    /// large, 58 at every accessibility size); header and footer styles have no minimum (L18).
    func minimumHeight(in category: ContentSizeCategory) -> Double {
        guard style.isCellStyle else { return 0 }
        let capped = category.isAccessibilityCategory ? ContentSizeCategory.extraExtraExtraLarge : category
        return 2 * TextStyle.body.leading(in: capped)
    }

    /// Space between the text and a secondary text stacked below it (L21): 3, but 0 in subtitle cells.
    var stackedSecondarySpacing: Double {
        style == .subtitleCell || style == .sidebarSubtitleCell ? 0 : 3
    }

    /// True when the secondary text sits beside the text, 8 points apart, while both fit (L21).
    var placesSecondaryBeside: Bool { style == .valueCell }

    /// The least margin the text keeps from the view's leading and trailing edges (L11, L12): cells 16 and 8
    /// (sidebar cells 8 and 8), headers and footers 8 (prominent ones 3); a larger margin of the cell wins.
    var minimumTextMargins: (leading: Double, trailing: Double) {
        switch style {
        case .cell, .subtitleCell, .valueCell: return (16, 8)
        case .sidebarCell, .sidebarSubtitleCell: return (8, 8)
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: return (3, 3)
        default: return (8, 8)
        }
    }

    /// The horizontal space between an image slot and the text (L11): 16, sidebar styles 10.
    var imageToText: Double { style == .sidebarCell || style == .sidebarSubtitleCell ? 10 : 16 }

    /// The image slot (L11, L21): `leading(body)` tall, symbol images being configured from the body style, and
    /// 24 points wide at body's large size, scaled with it.
    static func imageSlot(in category: ContentSizeCategory) -> Size {
        Size(width: 24 * TextStyle.body.size(in: category) / 17, height: TextStyle.body.leading(in: category))
    }
}
