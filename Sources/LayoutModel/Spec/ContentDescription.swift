/// What a self-sizing cell or boundary view shows, so estimated axes can take the measured size (R40).
///
/// A label: text from a dataset field (or a literal), set in a font, wrapped at the available width, with
/// padding around it and an optional minimum size.
public struct ContentDescription: Hashable, Sendable {
    public var text: TextSource
    public var font: FontDescription
    /// The most lines shown; 0 means no limit (as `UILabel.numberOfLines`).
    public var lineLimit: Int
    public var padding: EdgeInsets
    public var minimumSize: Size

    public init(
        text: TextSource,
        font: FontDescription = FontDescription(),
        lineLimit: Int = 0,
        padding: EdgeInsets = .zero,
        minimumSize: Size = .zero
    ) {
        self.text = text
        self.font = font
        self.lineLimit = lineLimit
        self.padding = padding
        self.minimumSize = minimumSize
    }
}

/// Where a label's text comes from.
public enum TextSource: Hashable, Sendable {
    /// The value of a field of the item's (or, for a boundary item, the section's) dataset record.
    case field(String)
    /// Fixed text.
    case literal(String)
}

/// A font: size in points, weight, and optionally a font file. Without a file it is the system font (SF Pro on
/// iOS), whose line height is SF Pro's whatever face measures its widths (V10). With a `textStyle`, size and weight
/// follow the environment's content size category instead (V9).
public struct FontDescription: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight
    public var file: String?
    /// A Dynamic Type style; when set, `size` and `weight` are the style's and are resolved per category.
    public var textStyle: TextStyle?
    /// A weight asked of a text style in place of the style's own (an emphasized subheadline is semibold);
    /// `resolved(in:)` keeps it. Nil: the style's weight.
    public var textStyleWeight: FontWeight?

    public init(size: Double = 17, weight: FontWeight = .regular, file: String? = nil, textStyle: TextStyle? = nil) {
        self.size = textStyle?.size(in: .large) ?? size
        self.weight = textStyle?.weight ?? weight
        self.file = file
        self.textStyle = textStyle
    }

    /// A text style set in a weight of its own, as UIKit's emphasized styles are (`.traitBold` on a subheadline
    /// gives its semibold face).
    public init(textStyle: TextStyle, weight: FontWeight) {
        self.init(textStyle: textStyle)
        self.weight = weight
        textStyleWeight = weight
    }

    /// The font as set in `category`: a text style's size and weight for that category, a fixed font as it is.
    public func resolved(in category: ContentSizeCategory) -> FontDescription {
        guard let textStyle else { return self }
        var font = self
        font.size = textStyle.size(in: category)
        font.weight = textStyleWeight ?? textStyle.weight
        return font
    }
}

/// The weights the measurer can pick a face for. UIKit's headline is semibold; SF Pro has a semibold face, and the
/// stand-in sets it in DejaVu Sans Bold, the nearest face DejaVu has (V11).
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case regular
    case semibold
    case bold
}
