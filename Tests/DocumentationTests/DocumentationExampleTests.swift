import Foundation
import TestSupport
import Testing

/// Every ```swift example of the documentation (doc comments in `Sources/` and the DocC articles) compiles against
/// the package as it is, so an example cannot drift from the API it shows. A fault is reported at the example's own
/// file and line. README.md, "Documentation examples", says how to run it.
@Suite(
    "Documentation examples",
    .enabled(if: ExampleCompiler.swiftc != nil, "swiftc is not on PATH: the examples are type-checked with the toolchain's swiftc")
)
struct DocumentationExampleTests {
    static let sources = PackageRoot.url("Sources")

    @Test func everyExampleCompiles() throws {
        let compiler = ExampleCompiler(swiftc: try #require(ExampleCompiler.swiftc))
        let examples = try DocumentationExample.all(in: Self.sources)
        // The check's own check: a broken example in the same run must be reported at its line, or a compiler that
        // reads nothing would pass every example.
        let broken = DocumentationExample(
            file: Self.sources.appendingPathComponent("DocumentationTests/SelfCheck.swift").path, line: 41,
            module: "LayoutModel", code: ["let size = Size(width: 1, height: 2)", "let width: String = size.width"]
        )
        let faults = try compiler.faults(in: examples + [broken])

        let found = faults.filter { $0.file == broken.file }
        #expect(found.map(\.line) == [42], "the deliberately broken example was not reported where it is: \(faults)")
        for fault in faults where fault.file != broken.file {
            let relative = fault.file.replacingOccurrences(of: PackageRoot.url.path + "/", with: "")
            let module = relative.split(separator: "/").dropFirst().first.map(String.init) ?? "Sources"
            Issue.record(
                Comment(rawValue: "documentation example: \(fault.message)"),
                sourceLocation: SourceLocation(
                    fileID: "\(module)/\((fault.file as NSString).lastPathComponent)", filePath: fault.file,
                    line: fault.line, column: fault.column
                )
            )
        }
    }

    @Test func examplesAreFoundInDocCommentsAndArticlesWithTheirLines() {
        let source = """
            import LayoutModel

            /// Sums.
            ///
            /// ```swift
            /// let total = 1 + 2
            /// ```
            func sum() {}
            """
        #expect(
            DocumentationExample.inDocComments(of: source, file: "/p/Sources/M/Sum.swift", module: "M")
                == [DocumentationExample(file: "/p/Sources/M/Sum.swift", line: 6, module: "M", code: ["let total = 1 + 2"])]
        )
        let article = "# Title\n\n```json\n{}\n```\n\n```swift\nimport Foundation\nlet a = 1\n```\n"
        let examples = DocumentationExample.inArticle(article, file: "/p/Sources/M/M.docc/M.md", module: "M")
        #expect(examples == [DocumentationExample(file: "/p/Sources/M/M.docc/M.md", line: 8, module: "M", code: ["import Foundation", "let a = 1"])])
        #expect(examples.first?.checkSource(named: "e").contains("#sourceLocation(file: \"/p/Sources/M/M.docc/M.md\", line: 8)\n\nlet a = 1") == true)
    }

    @Test func thePackagesExamplesAreFound() throws {
        let examples = try DocumentationExample.all(in: Self.sources)
        let modules = Set(examples.map(\.module))
        // Examples of the model, the engine, the renderer, the kit and its articles are among them.
        #expect(modules.isSuperset(of: ["LayoutModel", "LayoutEngine", "LayoutRender", "CatalogKit"]), "\(modules.sorted())")
        #expect(examples.contains { $0.file.hasSuffix(".md") }, "no example in a DocC article")
    }
}
