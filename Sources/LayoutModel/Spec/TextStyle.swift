/// A Dynamic Type text style, as `UIFont.TextStyle`: a label's font may name one instead of a size, and the size
/// then follows the environment's content size category (V9 of EnvironmentRules.md).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2

    /// `preferredFont(forTextStyle:)`'s point size in each category, extraSmall to accessibilityExtraExtraExtraLarge
    /// (V9; Apple's table, which the simulator matches in all but caption2 at the largest size).
    var sizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The point size in `category`.
    public func size(in category: ContentSizeCategory) -> Double { sizes[category.index] }

    /// UIKit's weight for the style: headline is semibold, every other style regular (V9).
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The system font's line height in `category`: SF Pro's, `size × 2444/2048` (V10). A one-line label of the
    /// style is this tall before it is rounded up to the pixel grid.
    public func lineHeight(in category: ContentSizeCategory) -> Double { SystemFontMetrics.lineHeight(size: size(in: category)) }
}
