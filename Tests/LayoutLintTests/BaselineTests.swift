import Foundation
import LayoutLint
import LayoutModel
import SpecFormat
import TestSupport
import Testing

/// Baselines (`LintRules.md`, Baselines): written from findings, read back, and every file that is not one refused
/// with the file and the fault; fingerprints that do not move when a spec is edited elsewhere; the exit status.
@Suite("Baselines and exit status")
struct BaselineTests {
    typealias F = LintFixtures

    static func findings() throws -> [LintFinding] { Array(try FormatTests.tags().findings) }

    static func written(_ findings: [LintFinding]) throws -> String {
        var writer = LintBaselineWriter(sink: LintTextBuffer())
        try writer.add(findings)
        try writer.finish()
        return writer.sink.text
    }

    @Test func aWrittenBaselineReadsBackToItsFingerprints() throws {
        let findings = try Self.findings()
        let text = try Self.written(findings)
        #expect(text.hasPrefix("{\n  \"tool\": \"catalog lint\",\n  \"kind\": \"baseline\",\n  \"version\": 1,\n  \"findings\": [\n    {\"fingerprint\":"))
        let baseline = try LintBaseline.decode(text, file: "lint-baseline.json")
        #expect(baseline.fingerprints == Set(findings.map(\.fingerprint)))
        #expect(baseline.fingerprints.count == findings.count)
        // An empty lint writes an empty baseline, which reads back.
        #expect(try LintBaseline.decode(try Self.written([]), file: "b.json").fingerprints.isEmpty)
    }

    /// A fingerprint is rule, layout and element keys: the same finding from a spec edited on other lines, or at
    /// another version, keeps it.
    @Test func fingerprintsIgnoreLinesAndVersions() throws {
        let spec = #"{"name": "grid", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(20)"}, "subitem": {"size": {"width": "absolute(20)", "height": "absolute(20)"}}, "count": 1}}}"#
        let edited = "{\n\n\n  \"title\": \"Grid\",\n" + spec.dropFirst()
        let run = F.run(F.environment(), content: Size(width: 390, height: 844), [F.cell(0, 0, 0, 0, 20, 20)])
        let before = try #require(F.lint(try F.layout(spec), [run]).findings.first)
        let after = try #require(F.lint(try F.layout(edited, version: 2), [run]).findings.first)
        #expect(before.location?.line != after.location?.line)
        #expect(before.fingerprint == after.fingerprint)
        #expect(before.fingerprint.count == 32)
        #expect(before.fingerprint == LintFingerprint.of(rule: .LL007, layout: "grid", element: before.element, other: nil))
        #expect(before.fingerprint != LintFingerprint.of(rule: .LL006, layout: "grid", element: before.element, other: nil))
        #expect(before.fingerprint != LintFingerprint.of(rule: .LL007, layout: "grid-2", element: before.element, other: nil))
    }

    static func refusal(_ text: String, file: String = "b.json") -> String {
        do {
            _ = try LintBaseline.decode(text, file: file)
            return "read"
        } catch {
            return error.description
        }
    }

    @Test func filesThatAreNotBaselinesAreRefusedSayingWhy() throws {
        #expect(Self.refusal("") == "b.json: is empty; `catalog lint --write-baseline FILE` writes a baseline")
        #expect(Self.refusal("  \n") == "b.json: is empty; `catalog lint --write-baseline FILE` writes a baseline")
        #expect(Self.refusal("{\"tool\": ") == "b.json:1:10: is not JSON: invalid JSON: unexpected end of file")
        #expect(Self.refusal("[1, 2]") == "b.json:1:1: is JSON but not a catalog lint baseline: its top level is an array, not an object")
        #expect(Self.refusal(#"{"version": "2.1.0", "runs": []}"#)
            == #"b.json:1:1: is JSON but not a catalog lint baseline (it has no "tool": "catalog lint"; its keys: "version", "runs"): it looks like a SARIF log; `catalog lint --write-baseline FILE` writes one"#)
        #expect(Self.refusal(#"{"version": 1, "findings": [], "summary": {}}"#).contains("it looks like `catalog lint --format json` output"))
        #expect(Self.refusal(#"{"tool": "catalog lint", "kind": "report", "version": 1, "findings": []}"#)
            == #"b.json:1:34: is catalog lint output but not a baseline ("kind" is the string "report", not "baseline")"#)
        #expect(Self.refusal(#"{"tool": "catalog lint", "kind": "baseline", "version": 2, "findings": []}"#)
            == "b.json:1:57: $.version: a baseline of version the number 2 is not one this catalog reads (it reads version 1)")
        #expect(Self.refusal(#"{"tool": "catalog lint", "kind": "baseline", "version": 1, "findings": {}}"#)
            == "b.json:1:72: $.findings: a baseline lists its findings as an array under \"findings\"")
        #expect(Self.refusal(#"{"tool": "catalog lint", "kind": "baseline", "version": 1, "findings": [{"fingerprint": "ABC"}]}"#)
            == "b.json:1:89: $.findings[0].fingerprint: expected 32 lowercase hexadecimal digits but found the string \"ABC\"")
    }

    @Test func aFingerprintListedTwiceIsRefused() throws {
        let fingerprint = String(repeating: "0a", count: 16)
        let text = "{\"tool\": \"catalog lint\", \"kind\": \"baseline\", \"version\": 1, \"findings\": [\n  {\"fingerprint\": \"\(fingerprint)\"},\n  {\"fingerprint\": \"\(fingerprint)\"}\n]}"
        #expect(Self.refusal(text) == "b.json:3:19: $.findings[1].fingerprint: \"\(fingerprint)\" is listed twice (first at $.findings[0], line 2); a baseline lists each finding once: remove one")
        let twice = LintBaselineError.Fault.listedTwice(index: 1, fingerprint: fingerprint, firstIndex: 0, firstLine: 2)
        #expect(throws: LintBaselineError(file: "b.json", location: SourceLocation(line: 3, column: 19), twice)) {
            try LintBaseline.decode(text, file: "b.json")
        }
    }

    @Test func aFolderAMissingFileAndAFileTooLargeAreRefusedBeforeReading() throws {
        let directory = try TemporaryDirectory()
        func refusal(_ path: String) -> String {
            do {
                _ = try LintBaseline.read(path: path)
                return "read"
            } catch {
                return error.description
            }
        }
        #expect(refusal(directory.url.path) == "\(directory.url.path): is a folder; give the file `catalog lint --write-baseline FILE` wrote")
        let missing = directory.url.appendingPathComponent("missing.json").path
        #expect(refusal(missing) == "\(missing): no such file")
        // A sparse file one byte past the limit: nothing of it is read.
        let large = directory.url.appendingPathComponent("large.json")
        #expect(FileManager.default.createFile(atPath: large.path, contents: nil))
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: UInt64(LintBaseline.maximumBytes + 1))
        try handle.close()
        #expect(refusal(large.path) == "\(large.path): is \(LintBaseline.maximumBytes + 1) bytes; a baseline is at most 33554432 bytes (32 MiB)")
        let text = directory.url.appendingPathComponent("latin1.json")
        try Data([0x7B, 0xE9, 0x7D]).write(to: text)
        #expect(refusal(text.path) == "\(text.path): is not UTF-8 text")
        let good = directory.url.appendingPathComponent("baseline.json")
        try Self.written(try Self.findings()).write(to: good, atomically: true, encoding: .utf8)
        #expect(try LintBaseline.read(path: good.path).fingerprints.count == 7)
    }

    @Test func theExitStatusIsSwiftLintsStrictOrNot() {
        let clean = LintSummary(errors: 0, warnings: 3, notes: 2, layouts: 1, environments: 1)
        let failing = LintSummary(errors: 1, warnings: 0, notes: 0, layouts: 1, environments: 1)
        #expect(LintExitStatus.status(of: clean, strict: false) == 0)
        #expect(LintExitStatus.status(of: clean, strict: true) == 2)
        #expect(LintExitStatus.status(of: failing, strict: false) == 2)
        #expect(LintExitStatus.status(of: failing, strict: false, wroteBaseline: true) == 0)
        #expect(LintExitStatus.status(of: LintSummary(notes: 4), strict: true) == 0)
        #expect([LintExitStatus.failure, LintExitStatus.usage] == [1, 64])
    }

    @Test func ruleIdsOnTheCommandLineAreReadOrRefusedNamingTheKnownOnes() throws {
        #expect(try LintRuleSelection.rule("LL007") == .LL007)
        #expect(try LintRuleSelection.rule("ll012") == .LL012)
        #expect(try LintRuleSelection.rule("overlap") == .LL006)
        #expect(throws: LintUsageError.unknownRule("LL99")) { try LintRuleSelection.rule("LL99") }
        #expect(LintUsageError.unknownRule("LL99").description == "unknown rule \"LL99\"; known ids: \(LintRuleID.listing)")
        #expect(LintRuleSelection().enabled == LintRuleSet(LintRuleID.allCases.filter { $0 != .LL012 }))
        #expect(LintRuleSelection(only: [.LL012, .LL006], disabled: [.LL006]).enabled == LintRuleSet([.LL012]))
    }
}
