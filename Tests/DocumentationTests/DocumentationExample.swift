import Foundation

/// A ```swift block of the package's documentation: a doc comment (`///`) in `Sources/`, or an article of a DocC
/// catalog (`Sources/*/*.docc/*.md`). An example is the body of a function: statements and local declarations, with
/// `import` lines of its own; it is checked with its module imported (`@testable`, as code of the module sees it).
struct DocumentationExample: Sendable, Equatable {
    /// The file it is written in (absolute), and the line of its first code line.
    var file: String
    var line: Int
    /// The module it documents: the folder under `Sources/` it is in.
    var module: String
    var code: [String]

    /// Every example under `sources` (the package's `Sources/` folder), in path order.
    static func all(in sources: URL) throws -> [DocumentationExample] {
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).sorted()
        var examples: [DocumentationExample] = []
        for relative in files {
            let module = String(relative.split(separator: "/").first ?? "")
            let path = sources.appendingPathComponent(relative).path
            if relative.hasSuffix(".swift") {
                examples += inDocComments(of: try String(contentsOfFile: path, encoding: .utf8), file: path, module: module)
            } else if relative.hasSuffix(".md"), relative.contains(".docc/") {
                examples += inArticle(try String(contentsOfFile: path, encoding: .utf8), file: path, module: module)
            }
        }
        return examples
    }

    /// The examples of a Swift file's `///` comments.
    static func inDocComments(of source: String, file: String, module: String) -> [DocumentationExample] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String? in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("///") else { return nil }
            let text = trimmed.dropFirst(3)
            return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }
        return fencedBlocks(lines, file: file, module: module)
    }

    /// The examples of a DocC article.
    static func inArticle(_ text: String, file: String, module: String) -> [DocumentationExample] {
        fencedBlocks(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), file: file, module: module)
    }

    /// Blocks between a "```swift" line and the next "```" line; nil lines (code, in a Swift file) end a block.
    private static func fencedBlocks(_ lines: [String?], file: String, module: String) -> [DocumentationExample] {
        var examples: [DocumentationExample] = []
        var open: DocumentationExample?
        for (index, line) in lines.enumerated() {
            let fence = line?.trimmingCharacters(in: .whitespaces)
            if var example = open {
                if fence == "```" || line == nil {
                    examples.append(example)
                    open = nil
                } else if let line {
                    example.code.append(line)
                    open = example
                }
            } else if fence == "```swift" {
                open = DocumentationExample(file: file, line: index + 2, module: module, code: [])
            }
        }
        return examples
    }

    /// The example as a Swift file of its own: its module and its own imports, then its code as the body of a
    /// function, with `#sourceLocation` so the compiler reports faults at the documentation's lines.
    func checkSource(named name: String) -> String {
        var imports = ["@testable import \(module)"]
        var body: [String] = []
        for line in code {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("import ") {
                imports.append(line.trimmingCharacters(in: .whitespaces))
                body.append("")  // keeps the lines where they are
            } else {
                body.append(line)
            }
        }
        return imports.joined(separator: "\n") + "\n\n"
            + "private func \(name)() async throws {\n"
            + "#sourceLocation(file: \(Self.quoted(file)), line: \(line))\n"
            + body.joined(separator: "\n") + "\n"
            + "#sourceLocation()\n"
            + "}\n"
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
