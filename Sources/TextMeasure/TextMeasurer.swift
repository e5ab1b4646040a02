import CFreeType
import Foundation
import LayoutModel

/// Measures label text with FreeType the way a multi-line `UILabel` sizes itself: words are laid on a line
/// while they fit the available width, a word may break after a hyphen between letters, a word wider than the line
/// is broken between characters, explicit line
/// breaks start new lines, and the height is the number of lines (at most the line limit) times the line height.
/// A label cut by its line limit ends its last line with an ellipsis, as UIKit's tail truncation does.
///
/// The lines it breaks the text into are its answer (`layOut`, a `TextLayout`), not only their size: the engine
/// sizes views from them and pictures draw them, so there is one line breaker for measuring and drawing.
///
/// A font file measures with its own advances, `kern` table and line height (ascender − descender + line gap).
/// The system font (no file) measures its widths with `systemFont`'s face, SF Pro or the stand-in (V11), adds
/// UIKit's tracking to every glyph (V10), and its height is exactly `lines × size × 2444/2048`, SF Pro's line
/// height, whichever face measured: callers may read `height / lineHeight` as the line count.
///
/// ```swift
/// import LayoutModel
///
/// let measurer = try TextMeasurer()
/// let size = measurer.measure(text: "Fastlane for iOS", font: FontDescription(size: 17), maxWidth: nil, lineLimit: 0)
/// // 102.915… × 20.287109375 with the stand-in
/// let cut = measurer.layOut(text: "Fastlane for iOS", font: FontDescription(size: 17), maxWidth: 60, lineLimit: 1)
/// // one line, "Fastlan…" or so: as many characters as fit with the ellipsis
/// ```
public final class TextMeasurer: @unchecked Sendable {
    /// What measures the system font.
    public let systemFont: SystemFont
    private let library: FT_Library
    private var faces: [MeasuringFace: FreeTypeFace] = [:]
    private var layouts: [MeasureKey: TextLayout] = [:]
    private let lock = NSLock()

    /// One measurement: datasets repeat texts (titles, tags), and measuring costs a glyph lookup per character.
    private struct MeasureKey: Hashable {
        var text: String
        var font: FontDescription
        var maxWidth: Double?
        var lineLimit: Int
    }

    public init(systemFont: SystemFont = .standIn) throws(FontLibrary.Missing) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontLibrary.Missing.freeTypeUnavailable
        }
        self.library = library
        self.systemFont = systemFont
    }

    deinit {
        faces.removeAll()
        FT_Done_FreeType(library)
    }

    /// Opens the face a font measures with (a text style at its `large` size: resolve it first for another
    /// category), so a missing or broken font is an error before any layout starts.
    @discardableResult
    public func prepare(_ font: FontDescription) throws(FontLibrary.Missing) -> MeasuringFace {
        lock.lock()
        defer { lock.unlock() }
        let choice = try FontLibrary.face(for: font, systemFont: systemFont)
        _ = try face(for: choice)
        return choice
    }

    private func face(for choice: MeasuringFace) throws(FontLibrary.Missing) -> FreeTypeFace {
        if let face = faces[choice] { return face }
        let face = try FreeTypeFace(library: library, path: choice.path, variation: choice.variation)
        faces[choice] = face
        return face
    }

    /// The size of `text` in `font`: width of the widest line, height of the lines shown (`layOut`'s size).
    /// Without a usable font the size is zero (call `prepare` first to get the error).
    public func measure(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> Size {
        layOut(text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit).size
    }

    /// `text` set in `font`, broken into lines at `maxWidth` (nil: one line per paragraph), at most `lineLimit` (0: all),
    /// the last cut with an ellipsis when text is left out. Without a usable font there are no lines and the size is
    /// zero (call `prepare` first to get the error).
    public func layOut(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> TextLayout {
        lock.lock()
        defer { lock.unlock() }
        let key = MeasureKey(text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
        if let known = layouts[key] { return known }
        guard let choice = try? FontLibrary.face(for: font, systemFont: systemFont), let face = try? face(for: choice) else {
            return TextLayout(lines: [], lineHeight: 0, ascent: 0, fontSize: font.size, face: TextFace(family: "sans-serif", weight: 400, record: "none"))
        }
        let tracking = choice.addsSystemTracking ? SystemFontTracking.points(at: font.size) : 0
        let breaker = LineBreaker(face: face, pointsPerUnit: font.size / face.unitsPerEm * choice.widthScale, tracking: tracking, limit: maxWidth)
        let pointsPerUnit = font.size / face.unitsPerEm
        let layout = TextLayout(
            lines: [], lineHeight: font.systemLineHeight ?? face.lineHeightUnits * pointsPerUnit,
            ascent: font.isSystemFont ? SystemFontMetrics.ascender / SystemFontMetrics.unitsPerEm * font.size : face.ascenderUnits * pointsPerUnit,
            fontSize: font.size,
            face: TextFace(
                family: face.familyName, weight: Self.cssWeight(of: choice, font: font, face: face), widthScale: choice.widthScale,
                tracking: tracking, record: choice.record
            )
        )
        let result = breaker.layOut(text, lineLimit: lineLimit, into: layout)
        layouts[key] = result
        return result
    }

    /// The CSS weight a picture names for the face that measured: the stand-in's semibold and bold are DejaVu Sans
    /// Bold (V11); SF Pro's faces are the weight asked; a font file is bold or regular as its style says.
    static func cssWeight(of choice: MeasuringFace, font: FontDescription, face: FreeTypeFace) -> Int {
        switch choice.role {
        case .standIn: return font.weight == .regular ? 400 : 700
        case .sfPro:
            switch font.weight {
            case .regular: return 400
            case .semibold: return 600
            case .bold: return 700
            }
        case .file: return face.isBold ? 700 : 400
        }
    }
}

/// Greedy word wrapping, in points: the one line breaker that both sizes labels and gives pictures their lines.
struct LineBreaker {
    let face: FreeTypeFace
    /// Points per font unit: the size over units per em, times the face's width scale (the stand-in's calibration).
    let pointsPerUnit: Double
    /// Points added to every glyph (UIKit's tracking for the system font, 0 for a font file).
    let tracking: Double
    /// The line width in points; nil for no wrapping.
    let limit: Double?

    /// The characters UIKit's tail truncation ends a cut line with.
    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// One line of a paragraph: its glyphs and characters, and whether it ends inside a word (a word wider than
    /// the line is broken between characters) rather than at a space.
    struct Line {
        var glyphs: [FT_UInt] = []
        var scalars: [Unicode.Scalar] = []
        var paragraph: Int
        var endsInsideWord = false
    }

    /// Every line of `text`, then the cut of UIKit's tail truncation when there are more than `lineLimit`.
    func layOut(_ text: String, lineLimit: Int, into layout: TextLayout) -> TextLayout {
        var lines: [Line] = []
        for (index, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            lines += self.lines(of: Substring(paragraph), paragraph: index)
        }
        var result = layout
        guard lineLimit > 0, lines.count > lineLimit else {
            result.lines = lines.map(textLine)
            return result
        }
        result.lines = lines.prefix(lineLimit - 1).map(textLine)
        result.lines.append(cut(lines, from: lineLimit - 1))
        result.isTruncated = true
        return result
    }

    /// The lines a paragraph takes: words (between spaces) are laid while they fit, a word may also break after a
    /// hyphen between letters (`Buff-` / `Cheeked`, as UIKit's word wrapping does), and a piece wider than the line
    /// breaks between characters. Widths grow glyph by glyph (advances and kerning in font units), so a line costs
    /// what its glyphs cost however long the text.
    func lines(of paragraph: Substring, paragraph index: Int) -> [Line] {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: true)
        guard !words.isEmpty else { return [Line(paragraph: index)] }
        let space = face.glyph(for: " ")
        let limitUnits = limit.map { $0 + 0.0001 }
        var lines: [Line] = []
        var current = Line(paragraph: index)
        var currentUnits = 0.0
        /// Points of `units` font units over `count` glyphs.
        func points(_ units: Double, _ count: Int) -> Double { units * pointsPerUnit + Double(count) * tracking }
        func fits(_ units: Double, _ count: Int) -> Bool { limitUnits == nil || points(units, count) <= limitUnits! }
        for word in words {
            for (offset, piece) in Self.pieces(of: Array(word.unicodeScalars)).enumerated() {
                let startsWord = offset == 0
                let glyphs = piece.map(face.glyph(for:))
                var pieceUnits = 0.0
                for (position, glyph) in glyphs.enumerated() {
                    pieceUnits += face.advance(of: glyph) + (position > 0 ? face.kerning(glyphs[position - 1], glyph) : 0)
                }
                if let last = current.glyphs.last {
                    let joiner: [FT_UInt] = startsWord ? [space] : []
                    let joined = startsWord
                        ? currentUnits + face.kerning(last, space) + face.advance(of: space) + face.kerning(space, glyphs[0]) + pieceUnits
                        : currentUnits + face.kerning(last, glyphs[0]) + pieceUnits
                    if fits(joined, current.glyphs.count + joiner.count + glyphs.count) {
                        current.glyphs += joiner + glyphs
                        current.scalars += (startsWord ? [" "] : []) + piece
                        currentUnits = joined
                        continue
                    }
                    current.endsInsideWord = !startsWord
                    lines.append(current)
                    current = Line(paragraph: index)
                    currentUnits = 0
                }
                if fits(pieceUnits, glyphs.count) {
                    current.glyphs = glyphs
                    current.scalars = piece
                    currentUnits = pieceUnits
                    continue
                }
                // A piece wider than the line is broken between characters.
                for (glyph, scalar) in zip(glyphs, piece) {
                    let grown = currentUnits + face.advance(of: glyph) + (current.glyphs.last.map { face.kerning($0, glyph) } ?? 0)
                    if !current.glyphs.isEmpty, !fits(grown, current.glyphs.count + 1) {
                        current.endsInsideWord = true
                        lines.append(current)
                        current = Line(paragraph: index)
                        currentUnits = face.advance(of: glyph)
                    } else {
                        currentUnits = grown
                    }
                    current.glyphs.append(glyph)
                    current.scalars.append(scalar)
                }
            }
        }
        lines.append(current)
        return lines
    }

    /// A word's pieces between its line-break opportunities: after each hyphen that stands between two letters.
    static func pieces(of word: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var pieces: [[Unicode.Scalar]] = []
        var start = 0
        for position in word.indices where word[position] == "-" && position > 0 && position + 1 < word.count {
            if word[position - 1].properties.isAlphabetic, word[position + 1].properties.isAlphabetic {
                pieces.append(Array(word[start...position]))
                start = position + 1
            }
        }
        pieces.append(Array(word[start...]))
        return pieces
    }

    /// The last line shown when text is left out: the rest of its paragraph from the line's start, as many
    /// characters as fit the width with an ellipsis after them (trailing spaces dropped before it).
    func cut(_ lines: [Line], from first: Int) -> TextLayout.Line {
        let paragraph = lines[first].paragraph
        var glyphs: [FT_UInt] = []
        var scalars: [Unicode.Scalar] = []
        var index = first
        while index < lines.count, lines[index].paragraph == paragraph {
            if index > first, !lines[index - 1].endsInsideWord {
                glyphs.append(face.glyph(for: " "))
                scalars.append(" ")
            }
            glyphs += lines[index].glyphs
            scalars += lines[index].scalars
            index += 1
        }
        let ellipsis = face.glyph(for: Self.ellipsis)
        // Widths of every prefix with the ellipsis after it, in one pass over the glyphs.
        var units = 0.0
        var previous: FT_UInt = 0
        var best = 0
        for count in 0...glyphs.count {
            if count > 0 {
                units += face.advance(of: glyphs[count - 1]) + face.kerning(previous, glyphs[count - 1])
                previous = glyphs[count - 1]
            }
            let withEllipsis = (units + face.kerning(previous, ellipsis) + face.advance(of: ellipsis)) * pointsPerUnit
                + Double(count + 1) * tracking
            guard limit == nil || withEllipsis <= limit! + 0.0001 else { break }
            if count == 0 || scalars[count - 1] != " " { best = count }
        }
        let kept = Array(glyphs.prefix(best)) + [ellipsis]
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars.prefix(best))
        text.append(Self.ellipsis)
        return TextLayout.Line(text: String(text), width: width(of: kept))
    }

    func textLine(_ line: Line) -> TextLayout.Line {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: line.scalars)
        return TextLayout.Line(text: String(text), width: width(of: line.glyphs))
    }

    /// Advances plus kerning of a run of glyphs, scaled to points, plus the tracking of each glyph.
    func width(of glyphs: [FT_UInt]) -> Double {
        var total = 0.0
        var previous: FT_UInt = 0
        for glyph in glyphs {
            total += face.advance(of: glyph) + face.kerning(previous, glyph)
            previous = glyph
        }
        return total * pointsPerUnit + Double(glyphs.count) * tracking
    }
}
