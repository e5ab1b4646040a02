/// The vertical metrics of UIKit's system font, SF Pro: a label set in the system font has SF Pro's line height
/// whichever face measures its widths, SF Pro itself or the stand-in (V10).
///
/// ```swift
/// import LayoutModel
///
/// let body = SystemFontMetrics.lineHeight(size: 17)       // 20.287109375, UIFont.systemFont(ofSize: 17).lineHeight
/// let style = TextStyle.body.lineHeight(in: .large)      // the same
/// let font = FontDescription(size: 17).systemLineHeight  // the same; nil for a font file
/// let emphasized = FontDescription(textStyle: .subheadline, weight: .semibold).resolved(in: .large)  // 15 pt semibold
/// ```
public enum SystemFontMetrics {
    /// SF Pro's units per em.
    public static let unitsPerEm = 2048.0
    /// SF Pro's ascender in font units.
    public static let ascender = 1950.0
    /// SF Pro's descender in font units, as a positive distance below the baseline.
    public static let descender = 494.0

    /// `UIFont.lineHeight` of the system font at `size` points: ascender plus descender over units per em,
    /// `size × 2444/2048` (V10). Unrounded: a label rounds its height up to the pixel grid.
    public static func lineHeight(size: Double) -> Double {
        size * (ascender + descender) / unitsPerEm
    }
}

extension FontDescription {
    /// True when the font is the system font: no font file, so SF Pro on iOS (V10).
    public var isSystemFont: Bool { file == nil }

    /// The line height of the system font at this font's size (V10); nil for a font file, whose own metrics apply.
    /// A text style's size is its size in `large` until the font is `resolved(in:)` a category.
    public var systemLineHeight: Double? {
        isSystemFont ? SystemFontMetrics.lineHeight(size: size) : nil
    }
}
