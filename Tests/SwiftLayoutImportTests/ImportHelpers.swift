import LayoutModel
import SpecFormat
import SwiftLayoutImport
import Testing

/// Imports Swift source the way `catalog import` does, for assertions.
enum Importing {
    static func result(_ source: String, file: String = "Layouts.swift", assumptions: [String: Double] = [:]) -> SwiftImportResult {
        SwiftLayoutImporter.layouts(in: source, file: file, assumptions: assumptions)
    }

    /// The one layout of the source; records an issue (with the diagnostics) when there is not exactly one.
    static func spec(_ source: String, assumptions: [String: Double] = [:], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LayoutSpec? {
        let result = result(source, assumptions: assumptions)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))", sourceLocation: sourceLocation)
        #expect(result.layouts.count == 1, "found \(result.layouts.map(\.name))", sourceLocation: sourceLocation)
        return result.layouts.first?.spec
    }

    /// The diagnostics' texts (`file:line:column: message (hint)`).
    static func faults(_ source: String, file: String = "Layouts.swift", assumptions: [String: Double] = [:]) -> [String] {
        result(source, file: file, assumptions: assumptions).diagnostics.map(\.description)
    }

    /// The sections a spec written in the catalog's YAML format describes, to compare with an imported spec.
    static func sections(yaml: String) throws -> [SectionDefinition] {
        try SpecDocument.decodeLayout("name: expected\n" + yaml, file: "expected.yaml", format: .yaml).compositional?.sections ?? []
    }

    static func configuration(yaml: String) throws -> LayoutConfiguration {
        try SpecDocument.decodeLayout("name: expected\n" + yaml, file: "expected.yaml", format: .yaml).compositional?.configuration ?? LayoutConfiguration()
    }
}
