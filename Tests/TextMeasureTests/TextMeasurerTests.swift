import LayoutModel
import Testing
import TextMeasure

/// Expected values come from DejaVu Sans's own tables read with fontTools (not FreeType): unitsPerEm 2048,
/// hhea ascender 1901, descender -483, line gap 0, so a line is 2384/2048 em; advances from `hmtx` and pairs
/// from `kern`. At 17 pt one font unit is 17/2048 pt.
@Suite("Text measurement")
struct TextMeasurerTests {
    static let measurer = try! TextMeasurer()
    static let unit = 17.0 / 2048
    static let line17 = 2384 * unit

    /// Text and its width in font units: advances, plus kerning (negative) where the font kerns a pair.
    static let singleLines: [(String, Double)] = [
        ("Siamang", 8972), ("Impala", 6978), ("Swift", 5068 - 36), ("Fastlane for iOS", 16284 - 188), ("AV", 2802 - 131), ("To", 2504 - 348),
    ]

    @Test(arguments: singleLines)
    func singleLinesMatchTheFontsAdvancesAndKerning(_ text: String, _ units: Double) {
        let size = Self.measurer.measure(text: text, font: FontDescription(size: 17), maxWidth: nil, lineLimit: 0)
        #expect(abs(size.width - units * Self.unit) < 1e-9)
        #expect(abs(size.height - Self.line17) < 1e-9)
    }

    @Test func boldUsesTheBoldFace() {
        // DejaVu Sans Bold: "Swift" 5939 units, no kerning between its letters.
        let size = Self.measurer.measure(text: "Swift", font: FontDescription(size: 17, weight: .bold), maxWidth: nil, lineLimit: 0)
        #expect(abs(size.width - 5939 * Self.unit) < 1e-9)
    }

    @Test func sizesScaleLinearly() {
        let small = Self.measurer.measure(text: "Impala", font: FontDescription(size: 10), maxWidth: nil, lineLimit: 0)
        #expect(abs(small.width - 6978.0 * 10 / 2048) < 1e-9)
        #expect(abs(small.height - 2384.0 * 10 / 2048) < 1e-9)
    }

    @Test func wrapsAtWordBoundaries() {
        // "Fastlane for iOS": "Fastlane" + " " + "for" fits in 100 pt, adding " iOS" does not.
        let font = FontDescription(size: 17)
        let full = Self.measurer.measure(text: "Fastlane for iOS", font: font, maxWidth: nil, lineLimit: 0)
        let firstTwo = Self.measurer.measure(text: "Fastlane for", font: font, maxWidth: nil, lineLimit: 0)
        let last = Self.measurer.measure(text: "iOS", font: font, maxWidth: nil, lineLimit: 0)
        #expect(firstTwo.width < 100 && full.width > 100)
        let wrapped = Self.measurer.measure(text: "Fastlane for iOS", font: font, maxWidth: 100, lineLimit: 0)
        #expect(wrapped.width == max(firstTwo.width, last.width))
        #expect(abs(wrapped.height - 2 * Self.line17) < 1e-9)
        // Exactly at the width of the whole string it still fits on one line.
        #expect(Self.measurer.measure(text: "Fastlane for iOS", font: font, maxWidth: full.width, lineLimit: 0).height == full.height)
        // A line limit keeps the first lines.
        let limited = Self.measurer.measure(text: "Fastlane for iOS", font: font, maxWidth: 30, lineLimit: 2)
        #expect(abs(limited.height - 2 * Self.line17) < 1e-9)
    }

    @Test func breaksAWordWiderThanTheLine() {
        let font = FontDescription(size: 17)
        let word = Self.measurer.measure(text: "Siamang", font: font, maxWidth: nil, lineLimit: 0)
        let broken = Self.measurer.measure(text: "Siamang", font: font, maxWidth: word.width / 2, lineLimit: 0)
        #expect(broken.height > word.height)
        #expect(broken.width <= word.width / 2)
    }

    @Test func explicitLineBreaksAndEmptyText() {
        let font = FontDescription(size: 17)
        let two = Self.measurer.measure(text: "AV\nTo", font: font, maxWidth: nil, lineLimit: 0)
        #expect(abs(two.width - (2802.0 - 131) * Self.unit) < 1e-9)
        #expect(abs(two.height - 2 * Self.line17) < 1e-9)
        #expect(Self.measurer.measure(text: "", font: font, maxWidth: nil, lineLimit: 0).width == 0)
    }

    @Test func aMissingFontFileIsAnError() {
        #expect(throws: FontLibrary.Missing.self) {
            try Self.measurer.prepare(FontDescription(size: 12, file: "/no/such/font.ttf"))
        }
    }
}
