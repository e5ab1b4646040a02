import LayoutModel

/// The numbers a `UIListContentConfiguration` style lays its content out with, as far as they decide a view's
/// height or where its text wraps (ListRules.md L11, L12, L18 to L22, L26), on the list design in effect: iOS 15 to
/// 18's, or iOS 26's ("iOS 26"). Takes resolved styles (`header` and `footer` resolve to the appearance's, L27).
struct ListStyleMetrics {
    let style: ListContentStyle
    let design: ListDesign
    /// What the view's code set in place of the style's numbers (L37).
    var overrides = ListContentMetrics()

    /// Space above and below the content (L20 for cells, whatever the text size; L26 for headers and footers). On
    /// iOS 26's grouped and inset-grouped lists, cells have 15 (sidebar cell styles keep 11), grouped headers 10
    /// and 10, grouped footers 8 and 6.
    var verticalMargins: (top: Double, bottom: Double) {
        if let margins = overrides.layoutMargins { return (margins.top, margins.bottom) }
        switch style {
        case .cell, .subtitleCell, .valueCell: return design.isRedesigned ? (15, 15) : (11, 11)
        case .sidebarCell, .sidebarSubtitleCell: return (11, 11)
        case .plainHeader, .plainFooter, .header, .footer: return (4, 4)
        case .groupedHeader: return design.isRedesigned ? (10, 10) : (17, 6)
        case .groupedFooter: return design.isRedesigned ? (8, 6) : (6, 12)
        case .prominentInsetGroupedHeader: return (8, 11)
        case .extraProminentInsetGroupedHeader: return (9, 10)
        }
    }

    /// L19: cell styles are at least two body leadings tall (44 at large), the text size capped at
    /// extraExtraExtraLarge (58 at every accessibility size); on iOS 26 one body leading and 30 (52 at large, every
    /// appearance), but sidebar cell styles keep two leadings. Header and footer styles have no minimum (L18).
    func minimumHeight(in category: ContentSizeCategory) -> Double {
        guard style.isCellStyle else { return 0 }
        let capped = category.isAccessibilityCategory ? ContentSizeCategory.extraExtraExtraLarge : category
        let leading = TextStyle.body.leading(in: capped)
        switch design.model {
        case .ios15Through18:
            return 2 * leading
        case .ios26:
            return style == .sidebarCell || style == .sidebarSubtitleCell ? 2 * leading : leading + 30
        }
    }

    /// Space between the text and a secondary text stacked below it (L21): 3 (4 on iOS 26's redesigned lists),
    /// but 0 in subtitle cells.
    var stackedSecondarySpacing: Double {
        if let padding = overrides.textToSecondaryTextVerticalPadding { return padding }
        if style == .subtitleCell || style == .sidebarSubtitleCell { return 0 }
        return design.isRedesigned ? 4 : 3
    }

    /// True when the secondary text sits beside the text, `sideBySideSpacing` apart, while both fit (L21): a value
    /// cell's texts, or any style's whose code prefers it (L37).
    var placesSecondaryBeside: Bool { overrides.prefersSideBySideTextAndSecondaryText ?? (style == .valueCell) }

    /// Space between the texts side by side (L21): 8.
    var sideBySideSpacing: Double { overrides.textToSecondaryTextHorizontalPadding ?? 8 }

    /// The fonts of the primary and secondary text (L22).
    var font: FontDescription { style.font(in: design) }
    var secondaryFont: FontDescription { style.secondaryFont(in: design) }

    /// The least margin the text keeps from the view's leading and trailing edges (L11, L12): cells 16 and 8
    /// (sidebar cells 8 and 8), headers and footers 8 (prominent ones 3); a larger margin of the cell wins.
    var minimumTextMargins: (leading: Double, trailing: Double) {
        if let margins = overrides.layoutMargins { return (margins.leading, margins.trailing) }
        switch style {
        case .cell, .subtitleCell, .valueCell: return (16, 8)
        case .sidebarCell, .sidebarSubtitleCell: return (8, 8)
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: return (3, 3)
        default: return (8, 8)
        }
    }

    /// The horizontal space between an image slot and the text (L11): 16, sidebar styles 10.
    var imageToText: Double { overrides.imageToTextPadding ?? (style == .sidebarCell || style == .sidebarSubtitleCell ? 10 : 16) }

    /// The image slot (L11, L21): `leading(body)` tall, symbol images being configured from the body style, and
    /// 24 points wide at body's large size, scaled with it; a reserved layout size the code set replaces each
    /// dimension it gives (L37).
    func imageSlot(in category: ContentSizeCategory) -> Size {
        let reserved = overrides.imageReservedLayoutSize ?? Size(width: 0, height: 0)
        return Size(
            width: reserved.width > 0 ? reserved.width : 24 * TextStyle.body.size(in: category) / 17,
            height: reserved.height > 0 ? reserved.height : TextStyle.body.leading(in: category)
        )
    }
}
