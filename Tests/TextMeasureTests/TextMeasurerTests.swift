import LayoutModel
import Testing
import TextMeasure

/// Expected values come from DejaVu Sans's own tables read with fontTools (not FreeType): unitsPerEm 2048,
/// hhea ascender 1901, descender -483, line gap 0, so a file font's line is 2384/2048 em; advances from `hmtx` and
/// pairs from `kern`. At 17 pt one font unit is 17/2048 pt.
///
/// The system font (no file) takes SF Pro's line height, 2444/2048 em (V10), and the stand-in's widths: DejaVu
/// Sans's advances and kerning times 0.952, plus UIKit's tracking at the size after every glyph (V11).
@Suite("Text measurement")
struct TextMeasurerTests {
    static let measurer = try! TextMeasurer()
    static let unit = 17.0 / 2048
    static let line17 = 2384 * unit
    /// SF Pro's line height at 17 pt, `UIFont.systemFont(ofSize: 17).lineHeight`.
    static let systemLine17 = 20.287109375
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// Text, its width in font units (advances, plus kerning where the font kerns a pair) and its glyph count.
    static let singleLines: [(String, Double, Int)] = [
        ("Siamang", 8972, 7), ("Impala", 6978, 6), ("Swift", 5068 - 36, 5), ("Fastlane for iOS", 16284 - 188, 16), ("AV", 2802 - 131, 2),
        ("To", 2504 - 348, 2),
    ]

    /// The stand-in's width of a run of `units` font units and `glyphs` glyphs at `size` points (V11).
    static func standInWidth(units: Double, glyphs: Int, size: Double, tracking: Double) -> Double {
        units * size / 2048 * 0.952 + Double(glyphs) * tracking
    }

    @Test(arguments: singleLines)
    func aFontFileMeasuresWithItsOwnAdvancesKerningAndLineHeight(_ text: String, _ units: Double, _ glyphs: Int) {
        let size = Self.measurer.measure(text: text, font: FontDescription(size: 17, file: Self.dejaVu), maxWidth: nil, lineLimit: 0)
        #expect(abs(size.width - units * Self.unit) < 1e-9)
        #expect(abs(size.height - Self.line17) < 1e-9)
    }

    @Test(arguments: singleLines)
    func theSystemFontMeasuresWithTheCalibratedStandIn(_ text: String, _ units: Double, _ glyphs: Int) {
        let size = Self.measurer.measure(text: text, font: FontDescription(size: 17), maxWidth: nil, lineLimit: 0)
        // 17 pt tracks by -0.43 points per glyph (V10).
        #expect(abs(size.width - Self.standInWidth(units: units, glyphs: glyphs, size: 17, tracking: -0.43)) < 1e-9)
        #expect(size.height == Self.systemLine17)
    }

    @Test func boldAndSemiboldUseTheBoldFace() {
        // DejaVu Sans Bold: "Swift" 5939 units, no kerning between its letters.
        let bold = Self.measurer.measure(text: "Swift", font: FontDescription(size: 17, weight: .bold, file: Self.dejaVuBold), maxWidth: nil, lineLimit: 0)
        #expect(abs(bold.width - 5939 * Self.unit) < 1e-9)
        // The stand-in sets semibold (headline) and bold in DejaVu Sans Bold, scaled and tracked.
        let expected = Self.standInWidth(units: 5939, glyphs: 5, size: 17, tracking: -0.43)
        for font in [FontDescription(size: 17, weight: .bold), FontDescription(size: 17, weight: .semibold), FontDescription(textStyle: .headline)] {
            let size = Self.measurer.measure(text: "Swift", font: font, maxWidth: nil, lineLimit: 0)
            #expect(abs(size.width - expected) < 1e-9, "\(font)")
        }
    }

    @Test func sizesScaleAndTrackBySize() {
        let small = Self.measurer.measure(text: "Impala", font: FontDescription(size: 10, file: Self.dejaVu), maxWidth: nil, lineLimit: 0)
        #expect(abs(small.width - 6978.0 * 10 / 2048) < 1e-9)
        #expect(abs(small.height - 2384.0 * 10 / 2048) < 1e-9)
        // The system font at 22 pt: tracking -0.26, line height 22 × 2444/2048 = 26.25390625.
        let large = Self.measurer.measure(text: "Impala", font: FontDescription(size: 22), maxWidth: nil, lineLimit: 0)
        #expect(abs(large.width - Self.standInWidth(units: 6978, glyphs: 6, size: 22, tracking: -0.26)) < 1e-9)
        #expect(large.height == 26.25390625)
    }

    @Test func wrapsAtWordBoundaries() {
        // "Fastlane for iOS": "Fastlane" + " " + "for" fits in 100 pt, adding " iOS" does not.
        let font = FontDescription(size: 17, file: Self.dejaVu)
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

    @Test func theStandInWrapsWhereItsTrackedWidthsNoLongerFit() {
        // The whole string fits in exactly its own stand-in width and wraps in a hundredth of a point less.
        let font = FontDescription(size: 17)
        let full = Self.measurer.measure(text: "Fastlane for iOS", font: font, maxWidth: nil, lineLimit: 0)
        #expect(abs(full.width - Self.standInWidth(units: 16284 - 188, glyphs: 16, size: 17, tracking: -0.43)) < 1e-9)
        #expect(Self.measurer.measure(text: "Fastlane for iOS", font: font, maxWidth: full.width, lineLimit: 0).height == Self.systemLine17)
        let wrapped = Self.measurer.measure(text: "Fastlane for iOS", font: font, maxWidth: full.width - 0.01, lineLimit: 0)
        // Two lines, each exactly SF Pro's line height, so height / line height is the line count.
        #expect(wrapped.height == 2 * Self.systemLine17)
        #expect(wrapped.height / FontDescription(size: 17).systemLineHeight! == 2)
    }

    @Test func theSystemLineHeightIsSFProsAtEveryTextSize() {
        // V10: size × 2444/2048 (SF Pro's ascender 1950 plus descender 494), exact in binary.
        #expect(SystemFontMetrics.lineHeight(size: 17) == 20.287109375)
        #expect(TextStyle.body.lineHeight(in: .large) == 20.287109375)
        #expect(TextStyle.caption1.lineHeight(in: .large) == 14.3203125)
        #expect(TextStyle.largeTitle.lineHeight(in: .large) == 40.57421875)
        #expect(TextStyle.body.lineHeight(in: .accessibilityExtraExtraExtraLarge) == 53.0 * 2444 / 2048)
        #expect(FontDescription(size: 17, file: Self.dejaVu).systemLineHeight == nil)
        for category in ContentSizeCategory.allCases {
            let font = FontDescription(textStyle: .footnote).resolved(in: category)
            let measured = Self.measurer.measure(text: "Fastlane", font: font, maxWidth: nil, lineLimit: 0)
            #expect(measured.height == font.size * 2444 / 2048, "\(category)")
        }
    }

    @Test func breaksAWordWiderThanTheLine() {
        let font = FontDescription(size: 17)
        let word = Self.measurer.measure(text: "Siamang", font: font, maxWidth: nil, lineLimit: 0)
        let broken = Self.measurer.measure(text: "Siamang", font: font, maxWidth: word.width / 2, lineLimit: 0)
        #expect(broken.height > word.height)
        #expect(broken.width <= word.width / 2)
    }

    @Test func explicitLineBreaksAndEmptyText() {
        let font = FontDescription(size: 17, file: Self.dejaVu)
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

    @Test func theFaceOnRecordNamesWhatMeasured() throws {
        #expect(try Self.measurer.prepare(FontDescription(size: 17)).record == "stand-in")
        #expect(try Self.measurer.prepare(FontDescription(size: 17, file: Self.dejaVu)).record == Self.dejaVu)
    }
}
