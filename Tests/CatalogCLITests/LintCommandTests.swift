import Foundation
import TestSupport
import Testing

/// `catalog lint` through the real binary: the matrix and its axes, the exit statuses, the five formats, the
/// findings stored and served again, baselines and `--output`.
@Suite("Lint command")
struct LintCommandTests {
    /// One environment: the iPhone 15 Pro upright, left to right, at the default text size.
    static let oneEnvironment = [
        "--device", "iphone-15-pro", "--orientation", "portrait", "--layout-direction", "leftToRight", "--content-size-category", "large",
    ]

    static let lintFrames = CommandLineTests.samples + "/lint-frames.json"

    /// What the lint-frames sample is there to show (its description), in its one environment at rest under the
    /// iPhone 15 Pro's 59-point top safe area: frame 0 0 wide, frame 1 30 points above the content (at y 29 on the
    /// screen, above 59) and overlapping frame 2 by 20 x 10, frame 3 20 x 20; the spec lines of the frames.
    static let lintFramesText = """
        lint-frames (version 1), 1 environment
          error
            \(lintFrames):11:9: cell 0.0 has no area: its frame is (10, 10, 0 × 40) [LL001 degenerate-frame]
              in its one environment
            \(lintFrames):12:9: cell 0.1 lies outside what scrolls into view: its frame is (20, -30, 100 × 60), the content (0, 0, 393 × 100) [LL003 unreachable]
              in its one environment
            \(lintFrames):12:9: cell 0.1 starts at y 29 on the screen at rest, past the top limit 59 [LL005 unsafe-area]
              in its one environment
            \(lintFrames):12:9: cell 0.1 overlaps cell 0.2 by 20 × 10 [LL006 overlap]
              in its one environment
            \(lintFrames):14:9: cell 0.3 is 20 × 20 points: a tap target needs 44 × 44, at least 28 × 28 [LL007 touch-target]
              in its one environment

        5 errors, 0 warnings, 0 notes in 1 layout over 1 environment

        """

    /// The lint's matrix: 24 devices, both ways up, three text sizes, both directions; an option replaces its own
    /// axis only, `--size` the devices and their orientations, and `--ios` adds versions.
    @Test func theMatrixAndItsAxes() throws {
        let (folder, cli) = try CommandLineRunner.inNewFolder(importing: [CommandLineTests.samples])
        defer { folder.remove() }
        let cases: [([String], Int)] = [
            ([], 288), (["--device", "iphone-se-3"], 12), (["--size", "390x844"], 6), (["--orientation", "landscape"], 144),
            (["--layout-direction", "rightToLeft"], 144), (["--content-size-category", "large"], 96), (["--ios", "18,26"], 576),
            (["--device", "iphone-se-3,ipad-mini-6", "--orientation", "both", "--layout-direction", "both", "--content-size-category", "all"], 96),
            (Self.oneEnvironment, 1),
        ]
        for (options, environments) in cases {
            let linted = try cli.run(["lint", "p002-zoo-grid"] + options)
            // The zoo grid's labels are set at 30 points without a text style: 18 warnings, so exit status 0.
            #expect(linted.status == 0, "\(options): \(linted.errors)")
            #expect(linted.output.hasSuffix("\n0 errors, 18 warnings, 0 notes in 1 layout over \(environments) environment\(environments == 1 ? "" : "s")\n"), "\(options)")
        }
        let strict = try cli.run(["lint", "p002-zoo-grid", "--strict"] + Self.oneEnvironment)
        #expect(strict.status == 2)
    }

    @Test func exitStatusesAndFormats() throws {
        let (folder, cli) = try CommandLineRunner.inNewFolder(importing: [CommandLineTests.samples])
        defer { folder.remove() }
        let text = try cli.run(["lint", "lint-frames"] + Self.oneEnvironment)
        #expect(text.status == 2)
        #expect(text.output == Self.lintFramesText)
        #expect(text.errors == "")

        let xcode = try cli.run(["lint", "lint-frames", "--format", "xcode"] + Self.oneEnvironment)
        #expect(xcode.status == 2)
        #expect(xcode.output.split(separator: "\n").first == """
            \(Self.lintFrames):11:9: error: lint-frames: cell 0.0 has no area: its frame is (10, 10, 0 × 40) (in its one environment) [LL001 degenerate-frame]
            """)
        #expect(xcode.output.split(separator: "\n").count == 5)

        let github = try cli.run(["lint", "lint-frames", "--format", "github"] + Self.oneEnvironment)
        #expect(github.output.split(separator: "\n").last == """
            ::error file=\(Self.lintFrames),line=14,col=9,title=LL007 touch-target::lint-frames: cell 0.3 is 20 × 20 points: a tap target needs 44 × 44, at least 28 × 28 (in its one environment)
            """)

        let json = try cli.run(["lint", "lint-frames", "--format", "json"] + Self.oneEnvironment)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["LL001", "LL003", "LL005", "LL006", "LL007"])
        let overlap = findings[3]
        #expect((overlap["other"] as? [String: Any])?["item"] as? Int == 2)
        let environment = try #require((overlap["environments"] as? [[String: Any]])?.first)
        #expect(environment["device"] as? String == "iphone-15-pro")
        #expect(environment["iosVersion"] as? Int == 26)
        #expect((overlap["location"] as? [String: Any])?["line"] as? Int == 12)
        #expect(document["summary"] as? [String: Int] == ["errors": 5, "warnings": 0, "notes": 0, "layouts": 1, "environments": 1])

        let sarif = try cli.run(["lint", "lint-frames", "--format", "sarif"] + Self.oneEnvironment)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 5)

        // Only LL007 runs: one error. Disabled, nothing is left: exit 0.
        let only = try cli.run(["lint", "lint-frames", "--rule", "touch-target"] + Self.oneEnvironment)
        #expect(only.status == 2)
        #expect(only.output.hasSuffix("\n1 error, 0 warnings, 0 notes in 1 layout over 1 environment\n"))
        let clean = try cli.run(
            ["lint", "lint-frames", "--disable", "LL001", "--disable", "LL003", "--disable", "LL005", "--disable", "LL006", "--disable", "LL007"]
                + Self.oneEnvironment
        )
        #expect(clean.status == 0)
        #expect(clean.output == "0 errors, 0 warnings, 0 notes in 1 layout over 1 environment\n")
    }

    /// The findings are rows of `lint_findings`, and a second lint of the unchanged catalog serves them: same output,
    /// nothing stored again.
    @Test func findingsAreStoredAndServedAgain() throws {
        let (folder, cli) = try CommandLineRunner.inNewFolder(importing: [CommandLineTests.samples])
        defer { folder.remove() }
        let first = try cli.run(["lint", "lint-frames", "p002-zoo-grid", "--device", "iphone-se-3"])
        #expect(first.status == 2)
        let query = """
            SELECT rule, name, severity, layout, layout_version, category, section, item, other_item, device, orientation,
                   content_size_category, layout_direction, ios_version
            FROM lint_findings WHERE rule = 'LL006' AND orientation = 'landscape' AND layout_direction = 'rightToLeft'
              AND content_size_category = 'large'
            """
        let overlap = try cli.succeeding(["query", "--format", "csv", query])
        #expect(overlap.output.split(separator: "\n").last == "LL006,overlap,error,lint-frames,1,cell,0,1,2,iphone-se-3,landscape,large,rightToLeft,26")
        let counted = try cli.succeeding(["query", "--format", "csv", "SELECT count(*) FROM lint_findings"])
        // lint-frames: 5 findings in all 12 environments; the zoo grid: 18 in all 12.
        #expect(counted.output == "count(*)\n276\n")
        let second = try cli.run(["lint", "lint-frames", "p002-zoo-grid", "--device", "iphone-se-3"])
        #expect(second.status == 2)
        #expect(second.output == first.output)
        #expect(try cli.succeeding(["query", "--format", "csv", "SELECT count(*) FROM lint_findings"]).output == counted.output)
        #expect(try cli.succeeding(["query", "--format", "csv", "SELECT count(*) FROM lint_results"]).output == "count(*)\n2\n")
    }

    /// A baseline written today leaves today's findings out of the output and the exit status, never out of the
    /// catalog; writing it exits 0 whatever it records.
    @Test func aBaselineLeavesItsFindingsOutOfTheOutputOnly() throws {
        let (folder, cli) = try CommandLineRunner.inNewFolder(importing: [CommandLineTests.samples])
        defer { folder.remove() }
        let written = try cli.run(["lint", "lint-frames", "--write-baseline", "baseline.json"] + Self.oneEnvironment)
        #expect(written.status == 0)
        #expect(written.output == Self.lintFramesText)
        let baseline = try String(contentsOfFile: folder.path("baseline.json"), encoding: .utf8)
        #expect(baseline.hasPrefix("{\n  \"tool\": \"catalog lint\",\n  \"kind\": \"baseline\",\n  \"version\": 1,\n  \"findings\": ["))
        #expect(baseline.components(separatedBy: "\"fingerprint\"").count == 6)

        let filtered = try cli.run(["lint", "lint-frames", "--baseline", "baseline.json", "--strict"] + Self.oneEnvironment)
        #expect(filtered.status == 0)
        #expect(filtered.output == "0 errors, 0 warnings, 0 notes in 1 layout over 1 environment\n")
        #expect(try cli.succeeding(["query", "--format", "csv", "SELECT count(*) FROM lint_findings"]).output == "count(*)\n5\n")

        // A finding the baseline does not hold still fails: the same layout on another device.
        let elsewhere = try cli.run(["lint", "lint-frames", "--baseline", "baseline.json", "--device", "iphone-se-3"])
        #expect(elsewhere.status == 0, "the fingerprint holds no device: the same findings elsewhere are baselined too")
        let other = try cli.run(["lint", "lint-wide-items", "--baseline", "baseline.json"] + Self.oneEnvironment)
        #expect(other.status == 2)
    }

    /// `--output` writes the findings to a file, put in place once complete, and says so on standard output.
    @Test func findingsGoToAnOutputFile() throws {
        let (folder, cli) = try CommandLineRunner.inNewFolder(importing: [CommandLineTests.samples])
        defer { folder.remove() }
        let written = try cli.run(["lint", "lint-frames", "--output", "findings.txt"] + Self.oneEnvironment)
        #expect(written.status == 2)
        #expect(written.output == "5 errors, 0 warnings, 0 notes in 1 layout over 1 environment → findings.txt\n")
        #expect(try String(contentsOfFile: folder.path("findings.txt"), encoding: .utf8) == Self.lintFramesText)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["catalog.sqlite", "findings.txt"])
    }
}
