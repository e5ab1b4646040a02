/// A `UIListContentConfiguration` style: the factory a registration's content comes from
/// (`UIListContentConfiguration.subtitleCell()`, `.groupedHeader()`, …). It decides the fonts, margins, stacking
/// and minimum height of what the view shows (L18 to L22, L26 to L28).
public enum ListContentStyle: String, Hashable, Sendable, CaseIterable {
    case cell
    case subtitleCell
    case valueCell
    case sidebarCell
    case sidebarSubtitleCell
    /// The appearance's header style (`.header()`): plain or grouped (L27).
    case header
    /// The appearance's footer style (`.footer()`): plain or grouped (L27).
    case footer
    case groupedHeader
    case groupedFooter
    case plainHeader
    case plainFooter
    case prominentInsetGroupedHeader
    case extraProminentInsetGroupedHeader

    /// The cell styles: they have the minimum row height (L18, L19).
    public var isCellStyle: Bool {
        switch self {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell: return true
        default: return false
        }
    }

    /// The style this one stands for in `appearance`: `header` and `footer` follow it (L27); the others are
    /// themselves.
    public func resolved(in appearance: ListAppearance) -> ListContentStyle {
        let plain = appearance == .plain || appearance == .sidebarPlain
        switch self {
        case .header: return plain ? .plainHeader : .groupedHeader
        case .footer: return plain ? .plainFooter : .groupedFooter
        default: return self
        }
    }
}

extension ListContentStyle {
    /// The text style of the primary text (L22), for a resolved style (`header` and `footer` resolve first). On
    /// iOS 26's grouped and inset-grouped lists a grouped header is set in 17-point text (ListRules.md, "iOS 26").
    public func textStyle(in design: ListDesign) -> TextStyle {
        switch self {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell: return .body
        case .plainHeader, .plainFooter, .header, .footer: return .subheadline
        case .groupedHeader: return design.isRedesigned ? .headline : .footnote
        case .groupedFooter: return .footnote
        case .prominentInsetGroupedHeader: return .title3
        case .extraProminentInsetGroupedHeader: return .title2
        }
    }

    /// The text style of the secondary text (L22): subheadline under a `cell`, caption1 under a subtitle cell (a
    /// 15-point subheadline on iOS 26's redesigned lists, ListRules.md "iOS 26"), body beside a value cell; header
    /// and footer styles set it in their own text style (ListRules.md, "Decisions taken here", item 6).
    public func secondaryTextStyle(in design: ListDesign) -> TextStyle {
        switch self {
        case .cell, .sidebarCell: return .subheadline
        case .subtitleCell, .sidebarSubtitleCell: return design.isRedesigned ? .subheadline : .caption1
        case .valueCell: return .body
        default: return textStyle(in: design)
        }
    }

    /// The emphasized styles set their text semibold (L22); the others regular, but for headline's own weight.
    public var isEmphasized: Bool { self == .plainHeader || self == .prominentInsetGroupedHeader }

    /// The primary text's font: its text style, semibold where the style is emphasized (L22).
    public func font(in design: ListDesign) -> FontDescription {
        let textStyle = textStyle(in: design)
        return isEmphasized ? FontDescription(textStyle: textStyle, weight: .semibold) : FontDescription(textStyle: textStyle)
    }

    /// The secondary text's font: its text style, regular.
    public func secondaryFont(in design: ListDesign) -> FontDescription {
        FontDescription(textStyle: secondaryTextStyle(in: design))
    }
}
