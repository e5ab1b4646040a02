import CatalogKit
import Foundation
import LayoutModel
import TestSupport
import Testing

/// Labels in the system font through the whole compute path: SF Pro's line height rounded up to the pixel grid
/// (V10), the stand-in or an SF Pro folder measuring widths (V11), and the face on record and in the cache key.
@Suite("System font")
struct SystemFontUseCaseTests {
    /// One section per text style, each a full-width cell of estimated height showing one short word.
    static let styles = """
        {"name": "styles", "itemCounts": [1, 1, 1],
         "sections": [
           {"group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "estimated(44)"},
             "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "estimated(44)"}, "content": {"text": "Impala", "font": {"textStyle": "body"}}}]}},
           {"group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "estimated(44)"},
             "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "estimated(44)"}, "content": {"text": "Impala", "font": {"textStyle": "caption1"}}}]}},
           {"group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "estimated(44)"},
             "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "estimated(44)"}, "content": {"text": "Impala", "font": {"textStyle": "largeTitle"}}}]}}
         ]}
        """

    static func heights(_ catalog: Catalog, scale: Double, category: ContentSizeCategory = .large) throws -> [Double] {
        var environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: scale)
        environment.contentSizeCategory = category
        let run = try catalog.compute("styles", ComputeRequest(environment)).run
        let csv = try CatalogUseCaseTests.rows(catalog, "SELECT height FROM frames WHERE run_id = \(run.id) ORDER BY section")
        return csv.split(separator: "\n").dropFirst().map { Double($0)! }
    }

    /// A one-line label is `px(size × 2444/2048)` tall: body (17 pt) 20.287 → 61/3 at @3x and 41/2 at @2x; caption1
    /// (12 pt) 14.320 → 43/3 and 29/2; largeTitle (34 pt) 40.574 → 122/3 and 82/2 (L23's table of line heights).
    @Test func oneLineLabelsAreSFProsLineHeightRoundedUpToThePixelGrid() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([try folder.write("styles.json", Self.styles)])
        #expect(try Self.heights(catalog, scale: 3) == [61.0 / 3, 43.0 / 3, 122.0 / 3])
        #expect(try Self.heights(catalog, scale: 2) == [20.5, 14.5, 41])
        // At the largest text size body is 53 pt: 63.248 → 190/3; caption1 43 pt: 51.313 → 154/3; largeTitle
        // 60 pt: 71.602 → 215/3.
        #expect(try Self.heights(catalog, scale: 3, category: .accessibilityExtraExtraExtraLarge) == [190.0 / 3, 154.0 / 3, 215.0 / 3])
    }

    static let fonts = "/usr/share/fonts/truetype/dejavu/"

    /// A folder with DejaVu Sans Condensed (freely licensed) under SF Pro Text's file name.
    static func sfProFolder(_ folder: TemporaryDirectory, face: String = "DejaVuSansCondensed.ttf") throws -> String {
        let path = folder.path("sf-pro")
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let file = path + "/SF-Pro-Text-Regular.otf"
        try? FileManager.default.removeItem(atPath: file)
        try FileManager.default.copyItem(atPath: fonts + face, toPath: file)
        return path
    }

    static func tagCloud(_ folder: TemporaryDirectory) throws -> Catalog {
        let samples = PackageRoot.url("Samples")
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([samples.appendingPathComponent("layouts/p000-tag-cloud.json").path, samples.appendingPathComponent("datasets/tag-cloud.json").path])
        return catalog
    }

    static let request = ComputeRequest(LayoutEnvironment(containerSize: Size(width: 390, height: 844)), items: .dataset("tag-cloud"))

    static func widths(_ catalog: Catalog, run: Int64) throws -> [Double] {
        try CatalogUseCaseTests.rows(catalog, "SELECT width FROM frames WHERE run_id = \(run) ORDER BY item")
            .split(separator: "\n").dropFirst().map { Double($0)! }
    }

    @Test func anSFProFolderMeasuresTheWidthsAndIsOnRecord() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var catalog = try Self.tagCloud(folder)
        let standIn = try catalog.compute("p000-tag-cloud", Self.request)
        #expect(standIn.run.summary.textFace == "stand-in")
        #expect(standIn.summary.contains("; text measured with the SF Pro stand-in (approximate widths) (computed in"))
        try catalog.useSystemFont(folder: try Self.sfProFolder(folder))
        let sfPro = try catalog.compute("p000-tag-cloud", Self.request)
        // Another face, another cache key: computed, not served from the stand-in's run.
        #expect(!sfPro.cached && sfPro.run.id != standIn.run.id)
        #expect(sfPro.run.summary.textFace == "sf-pro")
        #expect(sfPro.summary.contains("; text measured with SF Pro (computed in"))
        // "Swift" in DejaVu Sans Condensed is narrower than the stand-in's scaled DejaVu Sans: every width changed.
        let before = try Self.widths(catalog, run: standIn.run.id)
        let after = try Self.widths(catalog, run: sfPro.run.id)
        #expect(before.count == 12 && after.count == 12)
        #expect(zip(before, after).allSatisfy { $0 != $1 })
        #expect(try CatalogUseCaseTests.rows(catalog, "SELECT text_face FROM layout_runs ORDER BY run_id") == "text_face\nstand-in\nsf-pro\n")
        #expect(try catalog.compute("p000-tag-cloud", Self.request).cached)
        // Other bytes under the same file name: the digest is part of the key, so the run is computed again.
        _ = try Self.sfProFolder(folder, face: "DejaVuSans.ttf")
        var again = Catalog(databasePath: catalog.databasePath)
        try again.useSystemFont(folder: folder.path("sf-pro"))
        #expect(try !again.compute("p000-tag-cloud", Self.request).cached)
    }

    @Test func aFolderWithoutTheFaceATextSizeNeedsIsRefusedBeforeAnythingIsStored() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var catalog = try Self.tagCloud(folder)
        // Only SF Pro Text: the tag cloud's 17 pt is fine, but the carousel headers' 22 pt needs Display.
        try catalog.useSystemFont(folder: try Self.sfProFolder(folder))
        let samples = PackageRoot.url("Samples")
        _ = try catalog.importFiles([samples.appendingPathComponent("layouts/p001-library-carousels.json").path, samples.appendingPathComponent("datasets/tutorials.plist").path])
        let before = try CatalogUseCaseTests.rows(catalog, "SELECT count(*) FROM runs")
        do {
            _ = try catalog.compute("p001-library-carousels", ComputeRequest(Self.request.environment, items: .dataset("tutorials")))
            Issue.record("a missing Display face was not reported")
        } catch {
            #expect("\(error)" == "p001-library-carousels: the SF Pro folder \"\(folder.path("sf-pro"))\" has no face for 22-point regular text: looked for SF-Pro-Display-Regular.otf or SF-Pro.ttf")
        }
        #expect(try CatalogUseCaseTests.rows(catalog, "SELECT count(*) FROM runs") == before)
        // An empty folder is refused when it is named.
        let empty = folder.path("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let refused = #expect(throws: (any Error).self) { try catalog.useSystemFont(folder: empty) }
        #expect(refused.map { "\($0)" }?.contains("SF-Pro") == true, "\(String(describing: refused))")
    }
}
