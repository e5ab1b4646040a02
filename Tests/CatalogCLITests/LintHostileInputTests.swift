import Foundation
import TestSupport
import Testing

/// What `catalog lint` refuses, through the binary: the exact message, the exit status, and the folder (the catalog
/// and every file beside it) exactly as it was.
@Suite("Lint: hostile input")
struct LintHostileInputTests {
    static let lint = ["lint", "lint-frames"] + LintCommandTests.oneEnvironment

    /// A folder with the samples imported, linted once (so the catalog holds runs and findings a refusal must keep).
    static func folder() throws -> (folder: TemporaryDirectory, cli: CommandLineRunner) {
        let (folder, cli) = try CommandLineRunner.inNewFolder(importing: [CommandLineTests.samples])
        try cli.run(lint)
        return (folder, cli)
    }

    /// Runs `arguments` and expects the refusal `message` with `status`, the folder as it was.
    static func refused(
        _ cli: CommandLineRunner, _ folder: TemporaryDirectory, _ arguments: [String], status: Int32, message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = FolderSnapshot(folder.url.path)
        let outcome = try cli.run(arguments)
        #expect(outcome.status == status, "\(outcome.errors)", sourceLocation: sourceLocation)
        #expect(outcome.errors == message, sourceLocation: sourceLocation)
        #expect(outcome.output == "", sourceLocation: sourceLocation)
        #expect(FolderSnapshot(folder.url.path) == before, sourceLocation: sourceLocation)
    }

    @Test func aBaselineThatIsNotOneIsRefusedAndNothingIsWritten() throws {
        let (folder, cli) = try Self.folder()
        defer { folder.remove() }
        try cli.succeeding(Self.lint + ["--write-baseline", "baseline.json"])
        let baseline = try String(contentsOfFile: folder.path("baseline.json"), encoding: .utf8)
        let entries = baseline.split(separator: "\n").filter { $0.contains("\"fingerprint\"") }
        let duplicated = baseline.replacingOccurrences(of: String(entries[4]), with: String(entries[4]) + ",\n" + String(entries[1]).trimmingCharacters(in: [","]))
        _ = try folder.write("empty.json", "")
        _ = try folder.write("blank.json", "  \n\t\n")
        _ = try folder.write("not-json.json", "{\"tool\": \"catalog lint\",")
        _ = try folder.write("duplicates.json", duplicated)
        _ = try folder.write("other-tool.json", "{\"findings\": [], \"summary\": {}, \"version\": 1}")
        #expect(try cli.run(Self.lint + ["--format", "sarif", "--output", "sarif.json"]).status == 2)
        try FileManager.default.createDirectory(atPath: folder.path("folder"), withIntermediateDirectories: false)
        // 40 MB without writing them: a sparse file, refused before a byte is read.
        #expect(FileManager.default.createFile(atPath: folder.path("huge.json"), contents: nil))
        let huge = try FileHandle(forWritingTo: folder.url.appendingPathComponent("huge.json"))
        try huge.truncate(atOffset: 40 << 20)
        try huge.close()
        let usage = " `catalog lint --write-baseline FILE` writes"
        let cases: [(String, String)] = [
            ("empty.json", "empty.json: is empty;\(usage) a baseline"),
            ("blank.json", "blank.json: is empty;\(usage) a baseline"),
            ("not-json.json", "not-json.json:1:25: is not JSON: invalid JSON: expected a key in double quotes"),
            ("duplicates.json", "duplicates.json:11:20: $.findings[5].fingerprint: \(String(entries[1].split(separator: "\"")[3]).debugDescription) is listed twice (first at $.findings[1], line 7); a baseline lists each finding once: remove one"),
            ("other-tool.json", "other-tool.json:1:1: is JSON but not a catalog lint baseline (it has no \"tool\": \"catalog lint\"; its keys: \"findings\", \"summary\", \"version\"): it looks like `catalog lint --format json` output;\(usage) one"),
            ("sarif.json", "sarif.json:1:1: is JSON but not a catalog lint baseline (it has no \"tool\": \"catalog lint\"; its keys: \"$schema\", \"version\", \"runs\"): it looks like a SARIF log;\(usage) one"),
            ("folder", "folder: is a folder; give the file `catalog lint --write-baseline FILE` wrote"),
            ("huge.json", "huge.json: is 41943040 bytes; a baseline is at most 33554432 bytes (32 MiB)"),
            ("missing.json", "missing.json: no such file"),
        ]
        for (file, message) in cases {
            try Self.refused(cli, folder, Self.lint + ["--baseline", file, "--output", "out.txt"], status: 1, message: "Error: \(message)\n")
        }
    }

    @Test func anOutputThatCannotBeWrittenIsRefusedBeforeAnythingIsDone() throws {
        let (folder, cli) = try Self.folder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("folder"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: "catalog.sqlite")
        // Another layout, whose runs a refused lint must not compute.
        let wide = ["lint", "lint-wide-items"] + LintCommandTests.oneEnvironment
        let cases: [(String, String)] = [
            ("catalog.sqlite", "catalog.sqlite: cannot write the findings there: it is catalog.sqlite, which this command is using; give another file"),
            ("./catalog.sqlite-wal", "./catalog.sqlite-wal: cannot write the findings there: it is catalog.sqlite-wal, which this command is using; give another file"),
            ("link", "link: cannot write the findings there: it is catalog.sqlite, which this command is using; give another file"),
            ("folder", "folder: cannot write the findings: Is a directory"),
            ("no-such-folder/findings.txt", "no-such-folder/findings.txt: cannot write the findings: No such file or directory"),
        ]
        for (output, message) in cases {
            try Self.refused(cli, folder, wide + ["--output", output], status: 1, message: "Error: \(message)\n")
            try Self.refused(cli, folder, wide + ["--write-baseline", output], status: 1, message: "Error: \(message.replacingOccurrences(of: "the findings", with: "the baseline"))\n")
        }
        let same = try cli.run(wide + ["--output", "x.json", "--write-baseline", "x.json"])
        #expect(same.status == 64)
        #expect(same.errors.hasPrefix("Error: --output and --write-baseline name the same file, x.json: give each a file of its own\n"))
    }

    @Test func unknownAndRepeatedRulesAreUsageErrors() throws {
        let (folder, cli) = try Self.folder()
        defer { folder.remove() }
        let known = "LL001 (degenerate-frame), LL002 (invalid-size), LL003 (unreachable), LL004 (cross-axis-overflow), LL005 (unsafe-area), LL006 (overlap), LL007 (touch-target), LL008 (text-truncated), LL009 (dynamic-type), LL010 (estimate-drift), LL011 (rtl-mirror), LL012 (margin-bleed)"
        let usage = "Usage: catalog lint [<options>] [<name> ...]\n  See 'catalog lint --help' for more information.\n"
        let cases: [([String], String)] = [
            (["--rule", "LL013"], "--rule: unknown rule \"LL013\"; known ids: \(known)"),
            (["--disable", "overlaps"], "--disable: unknown rule \"overlaps\"; known ids: \(known)"),
            (["--rule", ""], "--rule: unknown rule \"\"; known ids: \(known)"),
            (["--rule", "LL007", "--rule", "touch-target"], "--rule touch-target names LL007 (touch-target), which --rule LL007 named already: name each rule once"),
            (["--disable", "ll006", "--disable", "LL006"], "--disable LL006 names LL006 (overlap), which --disable ll006 named already: name each rule once"),
            (["--rule", "LL006", "--disable", "LL006"], "--disable LL006 names LL006 (overlap), which --rule LL006 named already: name each rule once"),
            (["--format", "html"], "The value 'html' is invalid for '--format <text|xcode|json|sarif|github>'. Please provide one of 'text', 'xcode', 'json', 'sarif' or 'github'.\nHelp:  --format <text|xcode|json|sarif|github>  How findings are written."),
        ]
        for (options, message) in cases {
            try Self.refused(cli, folder, Self.lint + options, status: 64, message: "Error: \(message)\n" + usage)
        }
    }

    /// Findings are streamed, never held: 100,016 findings (8,512 cells piled 32 to a group, each reporting at most 16
    /// overlaps) are written to the output a batch at a time and stored a batch of rows at a time, and served again
    /// from the catalog the same way, in memory bounded by a batch (the peak resident memory `/usr/bin/time` reports).
    /// The output alone is over 50 MB of JSON; the linter's own table of a layout's findings is what the first lint
    /// holds. A million findings, measured in a release build, are Benchmarks/README.md's P12-million.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "/usr/bin/time (GNU time) is not installed"))
    func manyFindingsAreStreamedInBoundedMemory() throws {
        let frame = #"{"x": 0, "y": 0, "width": 100, "height": 50}"#
        let spec = """
            {"name": "pile", "itemCounts": [8512], "section": {"group": {"kind": "custom",
             "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"}, "frames": [\(Array(repeating: frame, count: 32).joined(separator: ", "))]}}}
            """
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", try folder.write("pile.json", spec)])
        let lint = #""$CATALOG" lint pile --size 390x844 --layout-direction leftToRight --content-size-category large --format json --output findings.json"#
        let first = try cli.shell("/usr/bin/time -f 'peak %M' -o first.txt \(lint); echo \"status $?\"")
        #expect(first.output == "100016 errors, 0 warnings, 0 notes in 1 layout over 1 environment → findings.json\nstatus 2\n", "\(first.errors)")
        let written = try Data(contentsOf: folder.url.appendingPathComponent("findings.json"))
        #expect(written.count > 50_000_000)
        #expect(written.split(separator: UInt8(ascii: "\n")).filter { $0.starts(with: Array("    {\"rule\"".utf8)) }.count == 100_016)
        let second = try cli.shell("/usr/bin/time -f 'peak %M' -o second.txt \(lint) && echo ok; echo \"status $?\"")
        #expect(second.output.hasPrefix("100016 errors, 0 warnings, 0 notes in 1 layout over 1 environment → findings.json\n"))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("findings.json")) == written, "served, the findings are the same")
        func peak(_ file: String) throws -> Int {
            let text = try String(contentsOfFile: folder.path(file), encoding: .utf8)
            return Int(text.split(separator: "\n").last { $0.hasPrefix("peak ") }?.dropFirst(5) ?? "") ?? -1
        }
        let (linting, serving) = (try peak("first.txt"), try peak("second.txt"))
        // Kilobytes (a debug build here peaks at about 48 MB served and 92 MB linted): the served lint holds a batch of
        // findings, far from the 50 MB it writes; the first holds the linter's compact table of 100,016 findings besides.
        #expect(serving > 0 && serving < 90_000, "served: peak \(serving) KB")
        #expect(linting > 0 && linting < 180_000, "linted: peak \(linting) KB")
        #expect(try cli.succeeding(["query", "--format", "csv", "SELECT count(*) FROM lint_findings"]).output == "count(*)\n100016\n")
    }

    /// A spec's `lint.disable` is checked when it is imported: an unknown id is refused at its path, naming every
    /// known one, and nothing is imported.
    @Test func aSpecDisablingAnUnknownRuleIsRefusedAtImport() throws {
        let (folder, cli) = try Self.folder()
        defer { folder.remove() }
        let spec = try folder.write("bad.json", """
            {"name": "bad-disable", "itemCounts": [2], "lint": {"disable": ["LL007", "LL099"]},
             "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
               "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2}}}
            """)
        let known = "LL001 (degenerate-frame), LL002 (invalid-size), LL003 (unreachable), LL004 (cross-axis-overflow), LL005 (unsafe-area), LL006 (overlap), LL007 (touch-target), LL008 (text-truncated), LL009 (dynamic-type), LL010 (estimate-drift), LL011 (rtl-mirror), LL012 (margin-bleed)"
        try Self.refused(cli, folder, ["import", spec], status: 1, message: """
            Error: import failed, nothing was changed (1 fault):
              \(spec):1:74: $.lint.disable[1]: unknown rule id "LL099"; known ids: \(known)

            """)
    }
}
