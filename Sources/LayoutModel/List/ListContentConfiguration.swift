/// A `UIListContentConfiguration` as a spec describes it: its style and what it shows (L21 to L23).
public struct ListContentConfiguration: Hashable, Sendable {
    /// Nil takes the default for where it is used: `cell` (or `sidebarCell` in a sidebar) for cells, the
    /// appearance's header or footer style otherwise (L27).
    public var style: ListContentStyle?
    /// The primary text; nil shows the field `title` (a section's for headers and footers).
    public var text: TextSource?
    /// The secondary text, below or beside the primary one as the style says (L21); nil shows none.
    public var secondaryText: TextSource?
    /// A symbol-sized image slot before the text (L11, L21).
    public var image: Bool
    /// The most lines each text shows, as `UILabel.numberOfLines`; 0 means no limit.
    public var numberOfLines: Int
    /// The row's accessories (`UICell.accessories`), in order: they take room from the text (L35).
    public var accessories: [CellAccessory]
    /// The system font set on `textProperties.font` in place of the style's (a text style, or a size and weight);
    /// nil keeps the style's (L22). Its line height is SF Pro's at its size (L23).
    public var textFont: FontDescription?
    /// The same for `secondaryTextProperties.font`.
    public var secondaryTextFont: FontDescription?
    /// The margins and paddings the code set in place of the style's (L37); empty keeps the style's.
    public var metrics = ListContentMetrics()

    public init(
        style: ListContentStyle? = nil, text: TextSource? = nil, secondaryText: TextSource? = nil, image: Bool = false,
        numberOfLines: Int = 0, accessories: [CellAccessory] = []
    ) {
        self.style = style
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
        self.numberOfLines = numberOfLines
        self.accessories = accessories
    }
}

extension ListContentConfiguration {
    /// The fonts of the two labels: the fonts its code set, else `style`'s on the list's design (ListRules.md L22,
    /// and "iOS 26").
    public func fonts(style: ListContentStyle, design: ListDesign) -> (text: FontDescription, secondary: FontDescription) {
        (textFont ?? style.font(in: design), secondaryTextFont ?? style.secondaryFont(in: design))
    }
}
