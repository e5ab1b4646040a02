/// A label's text as the measurer set it: the lines it broke the text into, each line's characters and width, and
/// the face, size and line height it measured with. The engine sizes views from it (`size`) and pictures draw
/// exactly these lines, so what a picture shows is what was measured (one line breaker for both).
///
/// A label cut by its line limit shows `lineLimit` lines, the last ending in an ellipsis where UIKit's
/// tail truncation puts one: as many characters of the rest of its paragraph as fit the width with "…" after them.
///
/// ```swift
/// import LayoutModel
///
/// func describe(_ content: any LayoutContent) -> [String] {
///     let layout = content.layOut(text: "Reading lists and downloads", font: FontDescription(textStyle: .body), maxWidth: 120, lineLimit: 1)
///     return layout.lines.map { "\($0.text) (\($0.width) points)" }   // one line, ending in "…"
/// }
/// ```
public struct TextLayout: Hashable, Sendable {
    /// One line the text was broken into.
    public struct Line: Hashable, Sendable {
        /// The characters set on the line: its words with single spaces between them, the ellipsis included when
        /// the line is cut.
        public var text: String
        /// The width the measurer gave the line, in points.
        public var width: Double

        public init(text: String, width: Double) {
            self.text = text
            self.width = width
        }
    }

    /// The lines shown, top to bottom.
    public var lines: [Line]
    /// The distance from one line's top to the next's: SF Pro's line height for the system font (V10), the file's
    /// own for a font file.
    public var lineHeight: Double
    /// The distance from a line's top to its baseline.
    public var ascent: Double
    /// The font size the text was set in, in points.
    public var fontSize: Double
    /// The face that measured the text, as a picture names it.
    public var face: TextFace
    /// True when text was left out: the line limit cut it, and the last line ends in an ellipsis.
    public var isTruncated: Bool

    public init(lines: [Line], lineHeight: Double, ascent: Double, fontSize: Double, face: TextFace, isTruncated: Bool = false) {
        self.lines = lines
        self.lineHeight = lineHeight
        self.ascent = ascent
        self.fontSize = fontSize
        self.face = face
        self.isTruncated = isTruncated
    }

    /// The measured size: the widest line, and every line's height.
    public var size: Size {
        Size(width: lines.map(\.width).max() ?? 0, height: Double(lines.count) * lineHeight)
    }
}

/// The face a text was measured with, as a picture names it so a browser or `rsvg-convert` draws it with that face:
/// its family and weight, and how its measured widths differ from the face's own advances.
public struct TextFace: Hashable, Sendable {
    /// The family name the font file gives (`DejaVu Sans`, `SF Pro Text`).
    public var family: String
    /// The CSS weight of the face that measured (400 regular, 600 semibold, 700 bold).
    public var weight: Int
    /// What the measured widths are, relative to the face's own advances: the stand-in's calibration (V11), else 1.
    public var widthScale: Double
    /// Points added to every glyph's advance: UIKit's tracking for the system font (V10), 0 for a font file.
    public var tracking: Double
    /// What a run records as the face: `stand-in`, `sf-pro` or the font file's path.
    public var record: String

    public init(family: String, weight: Int, widthScale: Double = 1, tracking: Double = 0, record: String) {
        self.family = family
        self.weight = weight
        self.widthScale = widthScale
        self.tracking = tracking
        self.record = record
    }
}
