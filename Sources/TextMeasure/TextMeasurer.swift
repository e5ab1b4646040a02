import CFreeType
import Foundation
import LayoutModel

/// Measures label text with FreeType the way a multi-line `UILabel` sizes itself: words are laid on a line
/// while they fit the available width, a word wider than the line is broken between characters, explicit line
/// breaks start new lines, and the height is the number of lines (at most the line limit) times the line height.
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
/// ```
public final class TextMeasurer: @unchecked Sendable {
    /// What measures the system font.
    public let systemFont: SystemFont
    private let library: FT_Library
    private var faces: [MeasuringFace: FreeTypeFace] = [:]
    private var sizes: [MeasureKey: Size] = [:]
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
            throw FontLibrary.Missing(description: "FreeType could not be initialised")
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

    /// The size of `text` in `font`: width of the widest line, height of the lines shown. Without a usable
    /// font the size is zero (call `prepare` first to get the error).
    public func measure(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> Size {
        lock.lock()
        defer { lock.unlock() }
        let key = MeasureKey(text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
        if let known = sizes[key] { return known }
        guard let choice = try? FontLibrary.face(for: font, systemFont: systemFont), let face = try? face(for: choice) else { return .zero }
        let breaker = LineBreaker(
            face: face, pointsPerUnit: font.size / face.unitsPerEm * choice.widthScale,
            tracking: choice.addsSystemTracking ? SystemFontTracking.points(at: font.size) : 0, limit: maxWidth
        )
        var lines: [Double] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += breaker.lineWidths(of: Substring(paragraph))
        }
        if lineLimit > 0, lines.count > lineLimit { lines = Array(lines.prefix(lineLimit)) }
        let lineHeight = font.systemLineHeight ?? face.lineHeightUnits * font.size / face.unitsPerEm
        let size = Size(width: lines.max() ?? 0, height: Double(lines.count) * lineHeight)
        sizes[key] = size
        return size
    }
}

/// Greedy word wrapping, in points.
struct LineBreaker {
    let face: FreeTypeFace
    /// Points per font unit: the size over units per em, times the face's width scale (the stand-in's calibration).
    let pointsPerUnit: Double
    /// Points added to every glyph (UIKit's tracking for the system font, 0 for a font file).
    let tracking: Double
    /// The line width in points; nil for no wrapping.
    let limit: Double?

    /// The width of each line a paragraph takes.
    func lineWidths(of paragraph: Substring) -> [Double] {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: true)
        guard !words.isEmpty else { return [0] }
        let space = face.glyph(for: " ")
        var lines: [Double] = []
        var current: [FT_UInt] = []
        for word in words {
            let glyphs = word.unicodeScalars.map(face.glyph(for:))
            let candidate = current.isEmpty ? glyphs : current + [space] + glyphs
            if limit == nil || width(of: candidate) <= limit! + 0.0001 {
                current = candidate
                continue
            }
            if !current.isEmpty {
                lines.append(width(of: current))
                current = []
            }
            // A word wider than the line is broken between characters.
            var piece: [FT_UInt] = []
            for glyph in glyphs {
                if !piece.isEmpty, width(of: piece + [glyph]) > limit! + 0.0001 {
                    lines.append(width(of: piece))
                    piece = []
                }
                piece.append(glyph)
            }
            current = piece
        }
        lines.append(width(of: current))
        return lines
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
