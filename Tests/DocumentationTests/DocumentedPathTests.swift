import Foundation
import TestSupport
import Testing

/// README.md is the guide and the DocC articles (`Sources/*/*.docc/*.md`) the reference; both name files of the
/// package (`Sources/LayoutModel/Limits/InputLimits.swift`, `Tests/LayoutEngineTests/Fixtures/uikit/`) and link to
/// one another's sections. A file that moves or a heading that is renamed must not leave a document pointing at
/// nothing, so every path they name must exist and every link must reach a heading.
@Suite("Documented paths")
struct DocumentedPathTests {
    @Test func everyPathTheDocumentsNameExists() throws {
        var checked = 0
        for document in try DocumentedPaths.documents() {
            for reference in DocumentedPaths.paths(in: try document.text()) {
                checked += 1
                #expect(
                    DocumentedPaths.exists(reference.path),
                    "\(document.relative):\(reference.line): \(reference.path) does not exist"
                )
            }
        }
        // README alone names dozens of paths: a reader that found none would pass everything.
        #expect(checked > 100, "only \(checked) paths were found in the documents")
    }

    @Test func everyLinkReachesAFileAndAHeading() throws {
        var checked = 0
        for document in try DocumentedPaths.documents() {
            let text = try document.text()
            for link in DocumentedPaths.links(in: text) {
                checked += 1
                let target = link.file.isEmpty ? document.relative : DocumentedPaths.resolve(link.file, from: document.relative)
                guard DocumentedPaths.exists(target) else {
                    Issue.record("\(document.relative):\(link.line): the link to \(link.file) reaches no file")
                    continue
                }
                guard let anchor = link.anchor, target.hasSuffix(".md") else { continue }
                let headings = DocumentedPaths.anchors(of: link.file.isEmpty ? text : try String(contentsOf: PackageRoot.url(target), encoding: .utf8))
                #expect(
                    headings.contains(anchor),
                    "\(document.relative):\(link.line): \(target) has no heading #\(anchor) (GitHub's anchors are lowercase)"
                )
            }
        }
        #expect(checked > 30, "only \(checked) links were found in the documents")
    }

    /// Every Swift module has a documentation catalog whose landing page is named after it, as DocC expects:
    /// what the module is for and its main types. C targets and the build plugin have none.
    @Test func everySwiftModuleHasALandingPage() throws {
        let sources = PackageRoot.url("Sources")
        let fileManager = FileManager.default
        let modules = try fileManager.contentsOfDirectory(atPath: sources.path).sorted().filter { name in
            let files = (try? fileManager.subpathsOfDirectory(atPath: sources.appendingPathComponent(name).path)) ?? []
            return files.contains { $0.hasSuffix(".swift") } && !name.hasSuffix("Plugin")
        }
        #expect(modules.count > 10, "\(modules)")
        for module in modules {
            let landing = "Sources/\(module)/\(module).docc/\(module).md"
            #expect(fileManager.fileExists(atPath: PackageRoot.path(landing)), "\(module) has no landing page \(landing)")
        }
    }

    /// The reader's own check, on text whose paths and links are known.
    @Test func pathsAndLinksAreFoundWithTheirLines() {
        let text = """
            The limits are in `Sources/LayoutModel/Limits/InputLimits.swift`, and fixtures in
            Tests/LayoutEngineTests/Fixtures/uikit/. Migrations/NNNN_name.sql are the files of record;
            see [Limits](Sources/LayoutModel/LayoutModel.docc/Limits.md#the-limits) and [above](#swift-import).
            Samples/layouts/p002-zoo-flow.json:11:11: error
            """
        #expect(DocumentedPaths.paths(in: text).map(\.path) == [
            "Sources/LayoutModel/Limits/InputLimits.swift", "Tests/LayoutEngineTests/Fixtures/uikit/", "Migrations/",
            "Sources/LayoutModel/LayoutModel.docc/Limits.md", "Samples/layouts/p002-zoo-flow.json",
        ])
        #expect(DocumentedPaths.paths(in: text).map(\.line) == [1, 2, 2, 3, 4])
        #expect(DocumentedPaths.links(in: text).map { [$0.file, $0.anchor ?? ""] } == [
            ["Sources/LayoutModel/LayoutModel.docc/Limits.md", "the-limits"], ["", "swift-import"],
        ])
        #expect(DocumentedPaths.anchors(of: "# Title\n\n## Self-sizing (rule R40)\n\n### What cannot be read, and `--assume`\n")
            == ["title", "self-sizing-rule-r40", "what-cannot-be-read-and---assume"])
        #expect(!DocumentedPaths.exists("Sources/NoSuchModule/Missing.swift"))
        #expect(DocumentedPaths.exists("Tests/DocumentationTests/DocumentedPathTests"))
    }
}

/// Reads the paths and links of README.md and the DocC articles.
enum DocumentedPaths {
    struct Document {
        var relative: String
        func text() throws -> String { try String(contentsOf: PackageRoot.url(relative), encoding: .utf8) }
    }

    struct Reference: Equatable {
        var path: String
        var line: Int
    }

    struct Link: Equatable {
        var file: String
        var anchor: String?
        var line: Int
    }

    /// README.md, then every article of every module's documentation catalog.
    static func documents() throws -> [Document] {
        let sources = PackageRoot.url("Sources")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".md") && $0.contains(".docc/") }.sorted()
        return [Document(relative: "README.md")] + files.map { Document(relative: "Sources/" + $0) }
    }

    /// The folders at the package's root whose paths documents name.
    static let roots = ["Sources", "Tests", "Samples", "Migrations", "Benchmarks"]

    /// Every path under one of `roots` the text names, with its line. A path stops at a character no path here
    /// holds (space, quote, backtick, bracket); a trailing `:LINE:COLUMN` or sentence punctuation is not part of
    /// it. A path written with a placeholder (`Migrations/NNNN_name.sql`, `Samples/layouts/<name>`,
    /// `Migrations/*.sql`) names its folder, which is what is checked.
    static func paths(in text: String) -> [Reference] {
        let pattern = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9_./-])(?:\(roots.joined(separator: "|")))/[^\\s`'\"()\\[\\],;|]*")
        var references: [Reference] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                guard let range = Range(match.range, in: line) else { continue }
                references.append(Reference(path: cleaned(String(line[range])), line: index + 1))
            }
        }
        return references
    }

    private static let placeholders = ["*", "<", "{", "…", "NNNN", "NAME", "TARGET", "ENVIRONMENT"]

    private static func cleaned(_ raw: String) -> String {
        var path = raw
        if let anchor = path.firstIndex(of: "#") { path = String(path[..<anchor]) }
        // FILE:LINE:COLUMN, as diagnostics print it.
        while let colon = path.lastIndex(of: ":"), path[path.index(after: colon)...].allSatisfy(\.isNumber) {
            path = String(path[..<colon])
        }
        while let last = path.last, ".:".contains(last) { path.removeLast() }
        if let marker = placeholders.compactMap({ path.range(of: $0)?.lowerBound }).min(),
            let slash = path[..<marker].lastIndex(of: "/")
        {
            path = String(path[...slash])
        }
        return path
    }

    /// Every Markdown link `[text](target)` that is neither a web address nor a picture's, with its line.
    static func links(in text: String) -> [Link] {
        let pattern = try! NSRegularExpression(pattern: "(?<!!)\\[[^\\]]*\\]\\(([^)\\s]+)\\)")
        var links: [Link] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                guard let range = Range(match.range(at: 1), in: line) else { continue }
                let target = String(line[range])
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                links.append(Link(file: parts[0], anchor: parts.count > 1 ? parts[1] : nil, line: index + 1))
            }
        }
        return links
    }

    /// A link's file, relative to the package root: links are relative to the document that holds them.
    static func resolve(_ file: String, from document: String) -> String {
        var parts = document.split(separator: "/").dropLast().map(String.init)
        for part in file.split(separator: "/").map(String.init) {
            if part == ".." { parts = parts.dropLast() } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// The anchors GitHub gives a document's headings: lowercased, punctuation but `-` and `_` dropped, spaces as
    /// `-`. Headings inside fenced code blocks are not headings.
    static func anchors(of text: String) -> Set<String> {
        var anchors: Set<String> = []
        var fenced = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { fenced.toggle() }
            guard !fenced, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let kept = title.lowercased().unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == " "
            }
            anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }

    /// A path exists as written, or as a Swift file named without its extension
    /// (`Tests/CatalogCLITests/FilesAndOutputsTests`).
    static func exists(_ path: String) -> Bool {
        let fileManager = FileManager.default
        return fileManager.fileExists(atPath: PackageRoot.path(path)) || fileManager.fileExists(atPath: PackageRoot.path(path + ".swift"))
    }
}
