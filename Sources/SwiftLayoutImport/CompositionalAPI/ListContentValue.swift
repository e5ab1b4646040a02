import LayoutModel

/// A `UIListContentConfiguration` as a registration's handler builds it: the style it came from
/// (`defaultContentConfiguration()` has none: the list's default for where the view is, L27), the texts as the
/// importer reads them, the image, and the line limits.
struct ListContentValue: Hashable {
    var style: ListContentStyle?
    /// Nil while no text is set: the view shows none (UIKit's label is empty).
    var text: TextSource?
    var secondaryText: TextSource?
    var image = false
    var numberOfLines = 0
    var secondaryNumberOfLines = 0
    var textFont: FontDescription?
    var secondaryTextFont: FontDescription?
    /// The margins and paddings the code set in place of the style's (ListRules.md L37).
    var metrics = ListContentMetrics()

    /// The spec's description of the view. A text never set is empty fixed text, which shows no label (L23),
    /// where a spec without `text` would show the field `title`.
    var description: ListContentConfiguration {
        var description = ListContentConfiguration(style: style, text: text ?? .literal(""), secondaryText: secondaryText, image: image, numberOfLines: numberOfLines)
        description.textFont = textFont
        description.secondaryTextFont = secondaryTextFont
        description.metrics = metrics
        return description
    }
}

/// A part of a content configuration that code changes field by field: `textProperties` and
/// `secondaryTextProperties` (whose line limit moves frames) or `imageProperties`.
struct ListContentPart: Hashable {
    /// `textProperties`, `secondaryTextProperties` or `imageProperties`: the property it came from.
    var name: String
    var numberOfLines: Int
    /// The system font set on it (`textProperties.font = .preferredFont(forTextStyle: .headline)`); nil: the style's.
    var font: FontDescription? = nil
    /// The style's own font, where it is one on every device and iOS version (a cell's body text): what reading
    /// `font` gives while none is set. Nil where it depends on where the view is (`defaultContentConfiguration()`, a
    /// header's) or on the iOS version.
    var styleFont: FontDescription? = nil
    /// `imageProperties.reservedLayoutSize` as the code set it (L37).
    var reservedLayoutSize: Size? = nil
}

extension ListContentValue {
    /// The style's own font for the primary text (`secondary` false) or the secondary text, where every list design
    /// gives the same one (ListRules.md L22).
    func styleFont(secondary: Bool) -> FontDescription? {
        guard let style, style.isCellStyle else { return nil }
        let designs = ListAppearance.allCases.flatMap { appearance in
            [IOSVersion.ListModel.ios15Through18, .ios26].map { ListDesign(model: $0, appearance: appearance) }
        }
        let fonts = Set(designs.map { secondary ? style.secondaryFont(in: $0) : style.font(in: $0) })
        return fonts.count == 1 ? fonts.first : nil
    }
}
