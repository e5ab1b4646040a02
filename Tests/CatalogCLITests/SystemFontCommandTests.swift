import Foundation
import TestSupport
import Testing

/// `--system-font DIR` and `$CATALOG_SYSTEM_FONT` name a folder of SF Pro files (V11). Apple's fonts are never
/// shipped: DejaVu Sans Condensed stands for SF Pro Text under its file name in a temporary folder.
@Suite("System font option")
struct SystemFontCommandTests {
    static func sfProFolder(_ folder: TemporaryDirectory) throws -> String {
        let path = folder.path("sf-pro")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf", toPath: path + "/SF-Pro-Text-Regular.otf")
        return path
    }

    static func importTagCloud(_ cli: CommandLineRunner) throws {
        let root = PackageRoot.path("Samples")
        #expect(try cli.run(["import", root + "/layouts/p000-tag-cloud.json", root + "/datasets/tag-cloud.json"]).status == 0)
    }

    static let compute = ["compute", "p000-tag-cloud", "--size", "390x844", "--dataset", "tag-cloud"]
    static let firstWidth = ["query", "--format", "csv", "SELECT lr.text_face, round(f.width, 4) AS w FROM frames f JOIN layout_runs lr ON lr.run_id = f.run_id WHERE f.item = 0 ORDER BY f.run_id"]

    @Test func theOptionAndTheEnvironmentVariableMeasureWithTheFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var cli = CommandLineRunner(directory: folder.url)
        try Self.importTagCloud(cli)
        let sfPro = try Self.sfProFolder(folder)
        #expect(try cli.run(Self.compute).output.contains("; text measured with the SF Pro stand-in (approximate widths) ("))
        let given = try cli.run(Self.compute + ["--system-font", sfPro])
        #expect(given.status == 0, "\(given.errors)")
        #expect(given.output.contains("; text measured with SF Pro (computed in"))
        // "Swift" in DejaVu Sans Condensed: 4559 - 36 units (fontTools) × 17/2048 - 5 × 0.43 = 35.394, 35.667 on
        // the 3x grid, against the stand-in's 5032 units × 17/2048 × 0.952 - 5 × 0.43 = 37.614, 37.667.
        #expect(try cli.run(Self.firstWidth).output == "text_face,w\nstand-in,37.6667\nsf-pro,35.6667\n")
        cli.environment["CATALOG_SYSTEM_FONT"] = sfPro
        #expect(try cli.run(Self.compute).output.contains("(cached, run 2)"))
        // The option wins over the variable.
        cli.environment["CATALOG_SYSTEM_FONT"] = folder.path("nowhere")
        #expect(try cli.run(Self.compute + ["--system-font", sfPro]).status == 0)
        // show says once which face measured its runs' text when they differ, on each run.
        let show = try cli.run(["show", "p000-tag-cloud"])
        #expect(show.output.contains("; text measured with the SF Pro stand-in (approximate widths)\n"))
        #expect(show.output.contains("; text measured with SF Pro\n"))
    }

    @Test func anUnusableFolderIsRefusedNamingWhatWasLookedFor() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var cli = CommandLineRunner(directory: folder.url)
        try Self.importTagCloud(cli)
        let empty = folder.path("fonts")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let before = cli.catalogBytes()
        let refused = try cli.run(Self.compute + ["--system-font", empty])
        #expect(refused.status == 1)
        #expect(refused.errors == "Error: --system-font \(empty): the SF Pro folder \"\(empty)\" holds no SF Pro face: looked for SF-Pro-Text-Regular.otf, SF-Pro-Text-Semibold.otf, SF-Pro-Text-Bold.otf, SF-Pro-Display-Regular.otf, SF-Pro-Display-Semibold.otf, SF-Pro-Display-Bold.otf, SF-Pro.ttf\n")
        cli.environment["CATALOG_SYSTEM_FONT"] = folder.path("missing")
        let missing = try cli.run(["render", "p000-tag-cloud", "--size", "390x844", "--output", "cloud.svg"])
        #expect(missing.status == 1)
        #expect(missing.errors == "Error: CATALOG_SYSTEM_FONT \(folder.path("missing")): the SF Pro folder \"\(folder.path("missing"))\" does not exist or is not a folder\n")
        #expect(cli.catalogBytes() == before)
        #expect(!FileManager.default.fileExists(atPath: folder.path("cloud.svg")))
    }

    @Test func showAndTheReportSayTheFaceOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try Self.importTagCloud(cli)
        #expect(try cli.run(Self.compute).status == 0)
        #expect(try cli.run(Self.compute + ["--scale", "2"]).status == 0)
        let show = try cli.run(["show", "p000-tag-cloud"]).output
        #expect(show.components(separatedBy: "text measured with").count == 2, "\(show)")
        #expect(show.contains("\n  text measured with the SF Pro stand-in (approximate widths)\n"))
        let report = try cli.run(["report", "p000-tag-cloud", "--size", "390x844", "--dataset", "tag-cloud", "--output", "site"])
        #expect(report.status == 0, "\(report.errors)")
        let index = try String(contentsOf: folder.url.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(index.components(separatedBy: "Text measured with").count == 2)
        #expect(index.contains("id=\"text-face\""))
    }
}
