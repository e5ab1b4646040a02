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

/// A font: size in points, weight, and optionally a font file (DejaVu Sans from the system otherwise).
public struct FontDescription: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight
    public var file: String?

    public init(size: Double = 17, weight: FontWeight = .regular, file: String? = nil) {
        self.size = size
        self.weight = weight
        self.file = file
    }
}

/// The weights the measurer can pick a face for.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case regular
    case bold
}
