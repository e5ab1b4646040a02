import CatalogKit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GRDB
import LayoutModel

/// The `catalog-rows` target: a catalog file read from disk, with rows changed the way a crafted file changes
/// them (Fuzzing.md). A catalog travels (a CI artefact, an attachment), so every command treats it as input.
///
/// A clean catalog is made once per process, by `import` and `compute` as a user makes one: three layouts (label
/// cells measured from a dataset, badges shown by a predicate with a header and a section background, an
/// orthogonal strip), a dataset, and cached runs with their frames. Each input copies it and reads its bytes as
/// choices of tamperings (`Tampering`): a table, then a column and a row to set to a hostile value (infinities,
/// NULL, text where a number goes, numbers past every limit, `../` in names, noncharacters, broken JSON, a 10 MB
/// text), or a row to delete. Then every command a user might run on it runs in-process, and must:
///
/// - fail with an error, or answer; never crash, hang or trap;
/// - word its error without the SQL statements it runs (`while executing`);
/// - never serve a run whose numbers are not finite and sane (a damaged run is computed again);
/// - write nothing outside the folder it was given (`report` names files after layouts), and draw pictures that
///   are well-formed XML with no non-finite number.
final class TamperedCatalog {
    /// The clean catalog's bytes, made on first use.
    private var clean: Data?
    private let measuringAvailable: Bool

    init(measuringAvailable: Bool) {
        self.measuringAvailable = measuringAvailable
    }

    /// The properties `input` breaks; empty when it keeps them all.
    func violations(_ input: [UInt8]) -> [String] {
        guard let clean = cleanCatalog() else { return ["the clean catalog could not be made"] }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-fuzz-\(UUID().uuidString)")
        let sandbox = root.appendingPathComponent("work")
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            try FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
            let path = sandbox.appendingPathComponent("catalog.sqlite").path
            try clean.write(to: URL(fileURLWithPath: path))
            var choices = FuzzChoices(input)
            try Tampering.apply(&choices, to: path)
        } catch {
            // A tampering SQLite refuses (a constraint) leaves nothing to read; not a finding.
            return []
        }
        var problems: [String] = []
        let catalog = Catalog(databasePath: sandbox.appendingPathComponent("catalog.sqlite").path)
        problems += commands(catalog, in: sandbox)
        // Nothing appears beside the sandbox: a report (or anything else) named after a tampered row stayed inside.
        let outside = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0 != "work" }
        if !outside.isEmpty { problems.append("files were written outside the command's folder: \(outside.sorted().joined(separator: ", "))") }
        return problems
    }

    /// The changes `input` makes to the clean catalog, one line each (`Tampering.apply`), or why none were made.
    func tamperings(_ input: [UInt8]) -> [String] {
        guard let clean = cleanCatalog() else { return ["the clean catalog could not be made"] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("catalog.sqlite").path
            try clean.write(to: URL(fileURLWithPath: path))
            var choices = FuzzChoices(input)
            return try Tampering.apply(&choices, to: path)
        } catch {
            return ["SQLite refused the changes: \(error)"]
        }
    }

    /// Every command a user runs on a catalog, each checked.
    private func commands(_ catalog: Catalog, in sandbox: URL) -> [String] {
        var problems: [String] = []
        func attempt<Answer>(_ command: String, _ body: () throws -> Answer) -> Answer? {
            do {
                return try body()
            } catch {
                let message = "\(error)"
                if message.contains("while executing") || message.contains("SELECT ") {
                    problems.append("\(command): the error shows an internal SQL statement: \(Self.excerpt(message))")
                }
                return nil
            }
        }
        _ = attempt("list") { try catalog.list() }
        _ = attempt("query") { try catalog.query("SELECT count(*) FROM frames", format: .csv) { _ in } }
        let names = attempt("layout names") { try catalog.layoutNames() } ?? []
        let environment = FuzzCheck.environments[0]
        for name in names.prefix(4) {
            _ = attempt("show \(name)") { try catalog.show(name) }
            let requests = [ComputeRequest(environment), ComputeRequest(environment, items: .dataset(Self.datasetName))]
            for request in requests {
                if let outcome = attempt("compute \(name)", { try catalog.compute(name, request) }) {
                    problems += Self.runViolations(outcome, command: "compute \(name)")
                }
            }
            let render = RenderRequest(compute: ComputeRequest(environment, items: .dataset(Self.datasetName)), labelField: "label")
            if let picture = attempt("render \(name)", { try catalog.render(name, render) }) {
                problems += Self.pictureViolations(picture.picture.svg, command: "render \(name)")
            }
            _ = attempt("diff \(name)") {
                try catalog.diff(DiffSide(layout: name, request: ComputeRequest(environment)), DiffSide(layout: name, request: ComputeRequest(FuzzCheck.environments[2])))
            }
        }
        let output = sandbox.appendingPathComponent("report").path
        if attempt("report", { try catalog.report(ReportRequest(environments: [ComputeRequest(environment)], outputDirectory: output)) }) != nil {
            let pictures = (try? FileManager.default.contentsOfDirectory(atPath: output + "/pictures")) ?? []
            for picture in pictures.prefix(6) {
                guard let svg = try? String(contentsOfFile: output + "/pictures/" + picture, encoding: .utf8) else { continue }
                problems += Self.pictureViolations(svg, command: "report (\(picture))")
            }
        }
        return problems
    }

    /// A run a command answered with: finite, sane numbers only.
    private static func runViolations(_ outcome: ComputeOutcome, command: String) -> [String] {
        let run = outcome.run
        let size = run.summary.contentSize
        let counts = run.result.counts
        var problems: [String] = []
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            problems.append("\(command): answered with content size \(size.width)x\(size.height)")
        }
        if counts.elementCount < 0 || counts.cellCount < 0 || counts.supplementaryCount < 0 || counts.decorationCount < 0 {
            problems.append("\(command): answered with negative counts")
        }
        let summary = outcome.summary
        if summary.contains("inf") || summary.contains("nan") { problems.append("\(command): \(excerpt(summary))") }
        return problems
    }

    /// A picture: no non-finite number, and well-formed XML.
    private static func pictureViolations(_ svg: String, command: String) -> [String] {
        var problems: [String] = []
        if svg.contains("nan") || svg.contains("\"inf") || svg.contains(" inf") || svg.contains("-inf") {
            problems.append("\(command): the picture holds a non-finite number")
        }
        let parser = XMLParser(data: Data(svg.utf8))
        if !parser.parse() {
            problems.append("\(command): the picture is not well-formed XML (line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? ""))")
        }
        return problems
    }

    private static func excerpt(_ text: String) -> String {
        text.count > 160 ? String(text.prefix(160)) + "…" : text
    }

    // MARK: The clean catalog

    static let datasetName = "fuzz-words"

    /// Three layouts and a dataset, written for this harness.
    static let files: [(name: String, text: String)] = [
        ("words.json", """
            {"dataset": "fuzz-words", "sections": [
              {"id": "first", "title": "First", "items": [{"label": "Swift", "updateCount": 2}, {"label": "Layout", "updateCount": 0},
                {"label": "Compositional", "updateCount": 1}]},
              {"id": "second", "items": [{"label": "Item"}, {"label": "Group", "updateCount": 5}]}
            ]}
            """),
        ("tags.json", """
            {"name": "fuzz-tags", "title": "Tags", "itemCounts": [3, 2], "section": {"group": {"kind": "horizontal",
              "size": {"width": "fractionalWidth(1)", "height": "estimated(1)"},
              "subitems": [{"size": {"width": "estimated(1)", "height": "estimated(1)"}, "edgeSpacing": {"leading": "fixed(10)"},
                "content": {"field": "label", "font": {"size": 17}}}]}}}
            """),
        ("badges.json", """
            {"name": "fuzz-badges", "title": "Badges", "itemCounts": [3, 2], "section": {"group": {"kind": "horizontal",
              "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
              "subitems": [{"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"},
                "supplementaryItems": [{"elementKind": "badge", "size": {"width": "absolute(20)", "height": "absolute(20)"},
                  "containerAnchor": {"edges": ["top", "trailing"]}, "visibleWhen": "updateCount > 0"}]}]},
              "boundarySupplementaryItems": [{"elementKind": "section-header", "alignment": "top",
                "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"}, "pinToVisibleBounds": true}],
              "decorationItems": [{"elementKind": "background"}]}}
            """),
        ("strip.json", """
            {"name": "fuzz-strip", "title": "Strip", "itemCounts": [8], "section": {"orthogonalScrollingBehavior": "groupPaging",
              "group": {"kind": "horizontal", "size": {"width": "fractionalWidth(0.8)", "height": "absolute(120)"},
              "subitems": [{"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}}]}}}
            """),
    ]

    /// The clean catalog's bytes: the files imported, each layout computed and drawn with the dataset as the
    /// commands above do, so the runs they look up are cached.
    func cleanCatalog() -> Data? {
        if let clean { return clean }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-fuzz-clean-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var paths: [String] = []
            for file in Self.files {
                let path = folder.appendingPathComponent(file.name).path
                try file.text.write(toFile: path, atomically: true, encoding: .utf8)
                paths.append(path)
            }
            let path = folder.appendingPathComponent("catalog.sqlite").path
            let catalog = Catalog(databasePath: path)
            _ = try catalog.importFiles(paths)
            let environment = FuzzCheck.environments[0]
            for name in try catalog.layoutNames() where measuringAvailable || name != "fuzz-tags" {
                _ = try catalog.compute(name, ComputeRequest(environment))
                _ = try catalog.compute(name, ComputeRequest(environment, items: .dataset(Self.datasetName)))
            }
            clean = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return nil
        }
        return clean
    }
}
