import LayoutModel
import Testing
import TextMeasure

/// The lines the measurer breaks text into (`TextLayout`), which the engine sizes views from and pictures draw: each
/// line's characters and width, where UIKit's word wrapping breaks (spaces, hyphens between letters, between
/// characters in a word wider than the line), and the ellipsis of a label cut by its line limit.
///
/// Widths are checked against the measurer's own single-line measurement of the same characters, which
/// `TextMeasurerTests` checks against the font's tables: a line is exactly as wide as its characters set alone.
@Suite("Text layout")
struct TextLayoutTests {
    static let measurer = try! TextMeasurer()
    static let body = FontDescription(size: 17)

    /// The width of `text` set on one line.
    static func width(_ text: String, _ font: FontDescription = body) -> Double {
        measurer.measure(text: text, font: font, maxWidth: nil, lineLimit: 0).width
    }

    @Test func linesAreTheWordsThatFitEachAsWideAsItsCharacters() {
        let text = "Kitura and Stencil, a longer title that wraps"
        let layout = Self.measurer.layOut(text: text, font: Self.body, maxWidth: 120, lineLimit: 0)
        #expect(layout.lines.count > 2)
        #expect(layout.lines.map(\.text).joined(separator: " ") == text)
        for (index, line) in layout.lines.enumerated() {
            #expect(line.width <= 120 + 1e-6, "line \(index) \"\(line.text)\"")
            #expect(abs(line.width - Self.width(line.text)) < 1e-9, "line \(index) \"\(line.text)\"")
            // Greedy: the next line's first word did not fit after this line.
            if index + 1 < layout.lines.count {
                let next = layout.lines[index + 1].text.split(separator: " ")[0]
                #expect(Self.width(line.text + " " + next) > 120, "\"\(next)\" would have fitted on line \(index)")
            }
        }
        #expect(!layout.isTruncated)
        #expect(layout.size == Self.measurer.measure(text: text, font: Self.body, maxWidth: 120, lineLimit: 0))
        #expect(layout.size.height == Double(layout.lines.count) * 20.287109375)
        // SF Pro's ascender, 1950/2048 em, puts the baseline of every line of the system font (V10).
        #expect(layout.ascent == 1950.0 / 2048 * 17)
        #expect(layout.face.family == "DejaVu Sans")
        #expect(layout.face.record == "stand-in")
        #expect(layout.face.widthScale == 0.952)
        #expect(layout.face.tracking == -0.43)
    }

    @Test func explicitLineBreaksStartNewLines() {
        let layout = Self.measurer.layOut(text: "One\nTwo\n\nFour", font: Self.body, maxWidth: nil, lineLimit: 0)
        #expect(layout.lines.map(\.text) == ["One", "Two", "", "Four"])
        #expect(layout.lines[2].width == 0)
    }

    /// UIKit's word wrapping may break a word after a hyphen between letters (the zoo's "Buff-Cheeked Gibbon").
    @Test func aWordBreaksAfterAHyphenBetweenLetters() {
        let font = FontDescription(size: 30, weight: .bold)
        let width = Self.width("Buff-Chee", font)
        let layout = Self.measurer.layOut(text: "Buff-Cheeked Gibbon", font: font, maxWidth: width, lineLimit: 0)
        #expect(layout.lines.map(\.text) == ["Buff-", "Cheeked", "Gibbon"])
        // Between digits a hyphen is no break opportunity: the number is broken between characters, as full as fits.
        let numbers = Self.measurer.layOut(text: "1-2345678", font: Self.body, maxWidth: Self.width("1-234"), lineLimit: 0)
        #expect(numbers.lines.first?.text == "1-234")
    }

    /// A word wider than the line is broken between characters, each piece as long as fits.
    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let word = String(repeating: "Supercalifragilistic", count: 50)
        let layout = Self.measurer.layOut(text: word, font: Self.body, maxWidth: 200, lineLimit: 0)
        #expect(layout.lines.map(\.text).joined() == word)
        for (index, line) in layout.lines.enumerated() {
            #expect(line.width <= 200 + 1e-6)
            if index + 1 < layout.lines.count {
                let next = layout.lines[index + 1].text.first!
                #expect(Self.width(line.text + String(next)) > 200, "line \(index) could have taken \"\(next)\"")
            }
        }
    }

    /// A label cut by its line limit ends its last line with "…": as many characters of the rest of its paragraph as
    /// fit the width with the ellipsis after them, and is as wide as the lines shown.
    @Test func theLineLimitCutsTheLastLineWithAnEllipsis() {
        let text = "Up to date, checked this morning at 08:40 before the update arrived"
        let whole = Self.measurer.layOut(text: text, font: Self.body, maxWidth: 150, lineLimit: 0)
        #expect(whole.lines.count > 2)
        let cut = Self.measurer.layOut(text: text, font: Self.body, maxWidth: 150, lineLimit: 2)
        #expect(cut.isTruncated)
        #expect(cut.lines.count == 2)
        #expect(cut.lines[0] == whole.lines[0])
        let last = cut.lines[1].text
        #expect(last.hasSuffix("…"))
        let kept = String(last.dropLast())
        // The characters kept are the start of the rest of the text, and one more would not fit with the ellipsis.
        let rest = whole.lines.dropFirst().map(\.text).joined(separator: " ")
        #expect(rest.hasPrefix(kept))
        #expect(kept.count > whole.lines[1].text.count, "the cut line holds more than the wrapped line it replaces")
        #expect(cut.lines[1].width <= 150 + 1e-6)
        #expect(abs(cut.lines[1].width - Self.width(last)) < 1e-9)
        let oneMore = rest.prefix(kept.count + 1)
        #expect(Self.width(oneMore + "…") > 150 || oneMore.last == " ")
        #expect(cut.size == Self.measurer.measure(text: text, font: Self.body, maxWidth: 150, lineLimit: 2))
        #expect(cut.size.width == max(cut.lines[0].width, cut.lines[1].width))
    }

    /// A single line limit on a word wider than the line: its start and the ellipsis.
    @Test func oneLineOfALongWordIsItsStartAndAnEllipsis() {
        let layout = Self.measurer.layOut(text: String(repeating: "W", count: 400), font: Self.body, maxWidth: 100, lineLimit: 1)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].text.hasSuffix("W…"))
        #expect(layout.lines[0].width <= 100)
        #expect(Self.width("W" + layout.lines[0].text) > 100)
    }

    /// Text with what a hostile dataset may hold sets into lines with finite widths, and long text costs what its
    /// glyphs cost: control characters, noncharacters, bidirectional overrides, 100,000 characters.
    @Test func hostileTextSetsIntoFiniteLines() {
        let texts = [
            "bell\u{07}tab\tnull\u{0}escape\u{1B}", "non\u{FFFE}char\u{FFFF}", "\u{202E}override\u{202D} back \u{2066}isolate",
            String(repeating: "x", count: 100_000), String(repeating: "word ", count: 20_000),
        ]
        for text in texts {
            let layout = Self.measurer.layOut(text: text, font: Self.body, maxWidth: 343, lineLimit: 0)
            #expect(!layout.lines.isEmpty)
            #expect(layout.lines.allSatisfy { $0.width.isFinite && $0.width <= 343 + 1e-6 })
            #expect(layout.size.height.isFinite)
            let cut = Self.measurer.layOut(text: text, font: Self.body, maxWidth: 343, lineLimit: 3)
            #expect(cut.lines.count <= 3)
        }
    }
}
