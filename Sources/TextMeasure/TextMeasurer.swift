import CFreeType
import Foundation
import LayoutModel

/// Measures label text with FreeType the way a multi-line `UILabel` sizes itself: words are laid on a line
/// while they fit the available width, a word wider than the line is broken between characters, explicit line
/// breaks start new lines, and the height is the number of lines (at most the line limit) times the font's
/// line height. Widths include kerning from the font's `kern` table.
///
/// ```swift
/// import LayoutModel
///
/// let measurer = try TextMeasurer()
/// let size = measurer.measure(text: "Fastlane for iOS", font: FontDescription(size: 17), maxWidth: nil, lineLimit: 0)
/// // 133.609375 × 19.7890625 with DejaVu Sans
/// ```
public final class TextMeasurer: @unchecked Sendable {
    private let library: FT_Library
    private var faces: [String: FreeTypeFace] = [:]
    private var sizes: [MeasureKey: Size] = [:]
    private let lock = NSLock()

    /// One measurement: datasets repeat texts (titles, tags), and measuring costs a glyph lookup per character.
    private struct MeasureKey: Hashable {
        var text: String
        var font: FontDescription
        var maxWidth: Double?
        var lineLimit: Int
    }

    public init() throws(FontLibrary.Missing) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontLibrary.Missing(description: "FreeType could not be initialised")
        }
        self.library = library
    }

    deinit {
        faces.removeAll()
        FT_Done_FreeType(library)
    }

    /// Opens the font a description names, so a missing font is an error before any layout starts.
    public func prepare(_ font: FontDescription) throws(FontLibrary.Missing) {
        lock.lock()
        defer { lock.unlock() }
        _ = try face(for: font)
    }

    private func face(for font: FontDescription) throws(FontLibrary.Missing) -> FreeTypeFace {
        let path = try FontLibrary.path(for: font)
        if let face = faces[path] { return face }
        let face = try FreeTypeFace(library: library, path: path)
        faces[path] = face
        return face
    }

    /// The size of `text` in `font`: width of the widest line, height of the lines shown. Without a usable
    /// font the size is zero (call `prepare` first to get the error).
    public func measure(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> Size {
        lock.lock()
        defer { lock.unlock() }
        let key = MeasureKey(text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
        if let known = sizes[key] { return known }
        guard let face = try? face(for: font) else { return .zero }
        let scale = font.size / face.unitsPerEm
        let limit = maxWidth.map { $0 / scale }
        var lines: [Double] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += LineBreaker(face: face, limit: limit).lineWidths(of: Substring(paragraph))
        }
        if lineLimit > 0, lines.count > lineLimit { lines = Array(lines.prefix(lineLimit)) }
        let width = (lines.max() ?? 0) * scale
        let size = Size(width: width, height: Double(lines.count) * face.lineHeightUnits * scale)
        sizes[key] = size
        return size
    }
}

/// Greedy word wrapping in font units.
struct LineBreaker {
    let face: FreeTypeFace
    /// The line width in font units; nil for no wrapping.
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

    /// Advances plus kerning of a run of glyphs, in font units.
    func width(of glyphs: [FT_UInt]) -> Double {
        var total = 0.0
        var previous: FT_UInt = 0
        for glyph in glyphs {
            total += face.advance(of: glyph) + face.kerning(previous, glyph)
            previous = glyph
        }
        return total
    }
}
