import Foundation
@testable import LayoutLint
import LayoutModel
import SnapshotTesting
import TestSupport
import Testing

/// The five output formats on one lint of two layouts over three device environments, kept as files (golden
/// outputs): any change to what a format writes shows up as a reviewable diff. The frames are written by hand.
@Suite("Output formats")
struct FormatTests {
    typealias F = LintFixtures

    static let environments = [
        F.device("iphone-se-3"), F.device("iphone-se-3", category: .accessibilityExtraExtraExtraLarge), F.device("iphone-15-pro", .landscape),
    ]

    /// Two 30-point cells overlapping by 10, labelled in a 10-point font: an LL006 error, two LL009 errors and two LL007
    /// warnings everywhere; in landscape both cells lie under the 59-point notch (LL005, two errors).
    static func tags() throws -> LayoutLintResult {
        let layout = try F.layout(#"""
            {
              "name": "tags",
              "section": {
                "group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(30)"},
                          "subitem": {"size": {"width": "absolute(30)", "height": "absolute(30)"},
                                      "content": {"text": "tag", "font": {"size": 10}}},
                          "count": 2}
              }
            }
            """#, file: "Samples/layouts/tags.json")
        let runs = environments.map { environment in
            F.run(environment, content: Size(width: environment.containerSize.width, height: 100), [
                F.cell(0, 0, 0, 0, 30, 30), F.cell(0, 1, 20, 0, 30, 30),
            ])
        }
        return F.lint(layout, runs)
    }

    /// A layout with nothing to say.
    static func clean() throws -> LayoutLintResult {
        let layout = try F.layout(#"{"name": "clean", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"}, "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 1}, "contentInsets": {"leading": 60, "trailing": 60}}}"#, file: "clean.json")
        let runs = environments.map { environment in
            F.run(environment, content: Size(width: environment.containerSize.width, height: 50), [
                F.cell(0, 0, 60, 0, environment.containerSize.width - 120, 50),
            ])
        }
        return F.lint(layout, runs)
    }

    static func output(_ format: LintFormat, baseline: LintBaseline? = nil) throws -> (text: String, summary: LintSummary) {
        let report = LintReport(format: format, sink: LintTextBuffer(), baseline: baseline)
        try report.write(tags())
        try report.write(clean())
        let summary = try report.finish()
        return (report.sink.text, summary)
    }

    @Test(arguments: [(LintFormat.text, "txt"), (.xcode, "xcode.txt"), (.json, "json"), (.sarif, "sarif"), (.github, "github.txt")])
    func goldenOutput(_ format: LintFormat, _ fileExtension: String) throws {
        assertSnapshot(of: try Self.output(format).text, as: Snapshotting(pathExtension: fileExtension, diffing: .lines), named: format.rawValue)
    }

    @Test func theSummaryCountsWhatIsPrinted() throws {
        let (text, summary) = try Self.output(.text)
        #expect(summary == LintSummary(errors: 5, warnings: 2, notes: 0, layouts: 2, environments: 3))
        #expect(text.hasSuffix("\n5 errors, 2 warnings, 0 notes in 2 layouts over 3 environments\n"))
        #expect(text.contains("on 1 of 3: iPhone 15 Pro landscape"))
    }

    @Test func theJSONIsTheDocumentedShape() throws {
        let data = Data(try Self.output(.json).text.utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(document.keys) == ["version", "findings", "summary"])
        #expect(document["version"] as? Int == 1)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 7)
        for finding in findings {
            #expect(Set(finding.keys) == ["rule", "name", "severity", "layout", "element", "other", "environments", "message", "location", "fingerprint"])
        }
        let overlap = try #require(findings.first { $0["rule"] as? String == "LL006" })
        #expect(overlap["name"] as? String == "overlap")
        #expect((overlap["element"] as? [String: Any])?["item"] as? Int == 0)
        #expect((overlap["other"] as? [String: Any])?["item"] as? Int == 1)
        let environment = try #require((overlap["environments"] as? [[String: Any]])?.last)
        #expect(environment["device"] as? String == "iphone-15-pro")
        #expect(environment["orientation"] as? String == "landscape")
        #expect(environment["width"] as? Double == 852)
        #expect(environment["layoutDirection"] as? String == "leftToRight")
        #expect(environment["iosVersion"] as? Double == 26)
        #expect(Set(environment.keys) == ["device", "orientation", "width", "height", "scale", "contentSizeCategory", "layoutDirection", "iosVersion"])
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["errors": 5, "warnings": 2, "notes": 0, "layouts": 2, "environments": 3])
    }

    @Test func aBaselineFiltersTheOutputAndTheCounts() throws {
        let overlap = try #require(try Self.tags().findings.first { $0.rule == .LL006 })
        let (text, summary) = try Self.output(.text, baseline: LintBaseline(fingerprints: [overlap.fingerprint]))
        #expect(summary.errors == 4)
        #expect(!text.contains("LL006"))
    }

    @Test func workflowCommandsEscapeWhatWouldEndThem() {
        #expect(GitHubFormat.data("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(GitHubFormat.property("Samples/a:b,c.json") == "Samples/a%3Ab%2Cc.json")
    }

    /// SARIF 2.1.0 as OASIS publishes its schema (Fixtures/sarif-schema-2.1.0.json, see Fixtures/README.md), checked
    /// by Python's `jsonschema`; skipped, naming the install, where it is missing.
    @Test(.enabled(if: SchemaValidator.available, "Python's jsonschema is not installed: pip install jsonschema (as .ci/run does) to validate the SARIF output"))
    func sarifIsValidAgainstTheOASISSchema() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("lint.sarif")
        try Self.output(.sarif).text.write(to: file, atomically: true, encoding: .utf8)
        let schema = PackageRoot.url("Tests/LayoutLintTests/Fixtures/sarif-schema-2.1.0.json")
        let outcome = try SchemaValidator.validate(file, against: schema)
        #expect(outcome.status == 0, "\(outcome.errors)")

        // The validator does fail: a result without its message is refused.
        let broken = directory.url.appendingPathComponent("broken.sarif")
        try Self.output(.sarif).text.replacingOccurrences(of: "\"message\":{\"text\":", with: "\"note\":{\"text\":")
            .write(to: broken, atomically: true, encoding: .utf8)
        #expect(try SchemaValidator.validate(broken, against: schema).status != 0)
    }

    @Test func sarifListsEveryRuleAndLL012DisabledUnlessNamed() throws {
        func rules(_ selection: LintRuleSelection) throws -> [[String: Any]] {
            let report = LintReport(format: .sarif, sink: LintTextBuffer(), rules: selection)
            try report.finish()
            let document = try JSONSerialization.jsonObject(with: Data(report.sink.text.utf8)) as? [String: Any]
            let run = (document?["runs"] as? [[String: Any]])?.first
            return ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        }
        let all = try rules(LintRuleSelection())
        #expect(all.map { $0["id"] as? String } == LintRuleID.allCases.map(\.rawValue))
        func enabled(_ rule: [String: Any]) -> Bool? { (rule["defaultConfiguration"] as? [String: Any])?["enabled"] as? Bool }
        #expect(all.map(enabled) == LintRuleID.allCases.map { $0 != .LL012 })
        #expect(enabled(try rules(LintRuleSelection(only: [.LL012]))[11]) == true)
    }
}

/// Python's `jsonschema`, run on a file.
enum SchemaValidator {
    static let available: Bool = {
        guard let outcome = try? run(["-c", "import jsonschema"]) else { return false }
        return outcome.status == 0
    }()

    static func validate(_ file: URL, against schema: URL) throws -> (status: Int32, errors: String) {
        try run([
            "-c",
            "import json, sys, jsonschema\nschema = json.load(open(sys.argv[2]))\ncls = jsonschema.validators.validator_for(schema)\ncls(schema).validate(json.load(open(sys.argv[1])))",
            file.path, schema.path,
        ])
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
