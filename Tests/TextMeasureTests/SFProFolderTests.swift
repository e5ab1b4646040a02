import Foundation
import LayoutModel
import Testing
import TextMeasure

/// A folder of SF Pro files measures the system font (V10, V11). Apple's fonts are never shipped or downloaded, so
/// freely licensed DejaVu faces stand in for them under SF Pro's file names in a temporary folder: DejaVu Sans
/// Condensed as `SF-Pro-Text-Regular.otf`, DejaVu Sans as `SF-Pro-Display-Regular.otf`, DejaVu Sans Bold as
/// `SF-Pro-Text-Semibold.otf`. What the folder's faces measure is then checked against the same files measured as
/// plain font files: the same advances and kerning, unscaled, plus UIKit's tracking per glyph, and SF Pro's line
/// height.
@Suite("SF Pro folder")
struct SFProFolderTests {
    static let fonts = "/usr/share/fonts/truetype/dejavu/"

    /// A temporary folder holding `files` (name in the folder: file copied), removed by `remove()`.
    struct Folder {
        let path: String

        init(_ files: [String: String]) throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("sf-pro-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for (name, source) in files {
                try FileManager.default.copyItem(atPath: source, toPath: (path as NSString).appendingPathComponent(name))
            }
        }

        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (path as NSString).appendingPathComponent(name)))
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    static func folderOfStandIns() throws -> Folder {
        try Folder([
            "SF-Pro-Text-Regular.otf": fonts + "DejaVuSansCondensed.ttf", "SF-Pro-Display-Regular.otf": fonts + "DejaVuSans.ttf",
            "SF-Pro-Text-Semibold.otf": fonts + "DejaVuSans-Bold.ttf",
        ])
    }

    static let texts = ["Siamang", "Fastlane for iOS", "AV To", "Supplementary"]

    @Test func textBelowTwentyPointsMeasuresWithTheTextFacePlusTracking() throws {
        let folder = try Self.folderOfStandIns()
        defer { folder.remove() }
        let measurer = try TextMeasurer(systemFont: .sfPro(try SFProFolder(path: folder.path)))
        let standIn = try TextMeasurer()
        let plain = try TextMeasurer()
        for text in Self.texts {
            let glyphs = Double(text.unicodeScalars.count)
            let measured = measurer.measure(text: text, font: FontDescription(size: 17), maxWidth: nil, lineLimit: 0)
            let condensed = plain.measure(text: text, font: FontDescription(size: 17, file: Self.fonts + "DejaVuSansCondensed.ttf"), maxWidth: nil, lineLimit: 0)
            #expect(abs(measured.width - (condensed.width + glyphs * -0.43)) < 1e-9, "\(text)")
            #expect(measured.height == 20.287109375)
            // Not the stand-in's widths: the folder was used.
            #expect(abs(measured.width - standIn.measure(text: text, font: FontDescription(size: 17), maxWidth: nil, lineLimit: 0).width) > 0.5)
        }
        #expect(try measurer.prepare(FontDescription(size: 17)).record == "sf-pro")
        #expect(try measurer.prepare(FontDescription(size: 17)).path == folder.path + "/SF-Pro-Text-Regular.otf")
    }

    @Test func twentyPointsAndUpMeasureWithTheDisplayFace() throws {
        let folder = try Self.folderOfStandIns()
        defer { folder.remove() }
        let measurer = try TextMeasurer(systemFont: .sfPro(try SFProFolder(path: folder.path)))
        let plain = try TextMeasurer()
        // title3 at large is 20 pt: Display, tracking -0.45; title2 22 pt: tracking -0.26.
        for (style, tracking) in [(TextStyle.title3, -0.45), (.title2, -0.26)] {
            let font = FontDescription(textStyle: style)
            let measured = measurer.measure(text: "Siamang", font: font, maxWidth: nil, lineLimit: 0)
            let regular = plain.measure(text: "Siamang", font: FontDescription(size: font.size, file: Self.fonts + "DejaVuSans.ttf"), maxWidth: nil, lineLimit: 0)
            #expect(abs(measured.width - (regular.width + 7 * tracking)) < 1e-9, "\(style)")
            #expect(measured.height == font.size * 2444 / 2048)
        }
        #expect(try measurer.prepare(FontDescription(size: 20)).path == folder.path + "/SF-Pro-Display-Regular.otf")
        #expect(try measurer.prepare(FontDescription(size: 19.5)).path == folder.path + "/SF-Pro-Text-Regular.otf")
    }

    @Test func headlineMeasuresWithTheSemiboldFace() throws {
        let folder = try Self.folderOfStandIns()
        defer { folder.remove() }
        let measurer = try TextMeasurer(systemFont: .sfPro(try SFProFolder(path: folder.path)))
        let plain = try TextMeasurer()
        let measured = measurer.measure(text: "Swift", font: FontDescription(textStyle: .headline), maxWidth: nil, lineLimit: 0)
        let bold = plain.measure(text: "Swift", font: FontDescription(size: 17, file: Self.fonts + "DejaVuSans-Bold.ttf"), maxWidth: nil, lineLimit: 0)
        #expect(abs(measured.width - (bold.width + 5 * -0.43)) < 1e-9)
        // An emphasized subheadline (15 pt semibold) keeps its weight in every category.
        let emphasized = FontDescription(textStyle: .subheadline, weight: .semibold).resolved(in: .extraLarge)
        #expect(emphasized.weight == .semibold && emphasized.size == 17)
        #expect(try measurer.prepare(emphasized).path == folder.path + "/SF-Pro-Text-Semibold.otf")
    }

    /// `Fonts/VariableTest.ttf` (made by `Fonts/make-variable-test-font.py`, no Apple font in it) as the variable
    /// `SF-Pro.ttf`: its "a" advances 1000 of 1000 units per em at wght 400 and opsz 17, 400 more at wght 900 and
    /// 200 more at opsz 28, linearly. Regular is wght 400, semibold 600 (1160), bold 700 (1240); opsz follows the
    /// point size (28 pt: +200).
    @Test func theVariableFaceIsSetToTheWeightAndOpticalSizeAsked() throws {
        let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fonts/VariableTest.ttf").path
        let folder = try Folder(["SF-Pro.ttf": font])
        defer { folder.remove() }
        let measurer = try TextMeasurer(systemFont: .sfPro(try SFProFolder(path: folder.path)))
        let cases: [(FontDescription, Double)] = [
            (FontDescription(size: 17), 1000 * 0.017 - 0.43),
            (FontDescription(textStyle: .headline), 1160 * 0.017 - 0.43),
            (FontDescription(size: 17, weight: .bold), 1240 * 0.017 - 0.43),
            (FontDescription(size: 28, weight: .bold), 1440 * 0.028 + 0.38),
        ]
        for (font, width) in cases {
            let size = measurer.measure(text: "a", font: font, maxWidth: nil, lineLimit: 0)
            #expect(abs(size.width - width) < 1e-9, "\(font)")
            #expect(size.height == font.size * 2444 / 2048)
        }
        let face = try measurer.prepare(FontDescription(size: 22, weight: .semibold))
        #expect(face.path == folder.path + "/SF-Pro.ttf")
        #expect(face.variation == [MeasuringFace.AxisSetting(tag: "wght", value: 600), MeasuringFace.AxisSetting(tag: "opsz", value: 22)])
    }

    @Test func aFolderWithoutSFProFacesIsRefusedNamingWhatWasLookedFor() throws {
        let folder = try Folder(["DejaVuSans.ttf": Self.fonts + "DejaVuSans.ttf"])
        defer { folder.remove() }
        do {
            _ = try SFProFolder(path: folder.path)
            Issue.record("a folder without SF Pro files was accepted")
        } catch {
            #expect(error.description == "the SF Pro folder \"\(folder.path)\" holds no SF Pro face: looked for SF-Pro-Text-Regular.otf, SF-Pro-Text-Semibold.otf, SF-Pro-Text-Bold.otf, SF-Pro-Display-Regular.otf, SF-Pro-Display-Semibold.otf, SF-Pro-Display-Bold.otf, SF-Pro.ttf")
        }
        #expect(throws: FontLibrary.Missing.self) { try SFProFolder(path: folder.path + "/missing") }
    }

    @Test func aFileThatIsNotAFontIsRefusedByName() throws {
        let folder = try Folder([:])
        defer { folder.remove() }
        try folder.write("SF-Pro-Text-Regular.otf", "not a font")
        do {
            _ = try SFProFolder(path: folder.path)
            Issue.record("a file that is not a font was accepted")
        } catch {
            #expect(error.description == "\"\(folder.path)/SF-Pro-Text-Regular.otf\" is not a font FreeType can open")
        }
    }

    @Test func aStaticFaceCannotStandForTheVariableFont() throws {
        let folder = try Folder(["SF-Pro.ttf": Self.fonts + "DejaVuSans.ttf"])
        defer { folder.remove() }
        #expect(throws: FontLibrary.Missing.self) { try SFProFolder(path: folder.path) }
    }

    @Test func aFaceTheFolderLacksIsAnErrorNamingTheFile() throws {
        let folder = try Folder(["SF-Pro-Text-Regular.otf": Self.fonts + "DejaVuSansCondensed.ttf"])
        defer { folder.remove() }
        let sfPro = try SFProFolder(path: folder.path)
        do {
            _ = try sfPro.face(size: 22, weight: .bold)
            Issue.record("a missing Display face was not reported")
        } catch {
            #expect(error.description == "the SF Pro folder \"\(folder.path)\" has no face for 22-point bold text: looked for SF-Pro-Display-Bold.otf or SF-Pro.ttf")
        }
    }
}
