import LayoutModel

/// The two text formats spec and dataset files come in.
public enum SpecFileFormat: String, Sendable, CaseIterable {
    case json
    case yaml

    /// The format a file name's extension names (`.json`, `.yaml`, `.yml`), if any.
    public init?(fileName: String) {
        let lower = fileName.lowercased()
        if lower.hasSuffix(".json") {
            self = .json
        } else if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") {
            self = .yaml
        } else {
            return nil
        }
    }
}

/// Parsing text into the positioned node tree, the first step for every spec and dataset file.
public enum SpecDocument {
    /// Parses `text`; on a syntax fault returns nil and the located diagnostics.
    public static func parse(_ text: String, file: String, format: SpecFileFormat) -> (root: SpecNode?, diagnostics: [SpecDiagnostic]) {
        switch format {
        case .json:
            var reader = JSONReader(text: text, file: file)
            let root = reader.read()
            return (root, reader.diagnostics)
        case .yaml:
            var reader = YAMLReader(text: text, file: file)
            let root = reader.read()
            return (root, reader.diagnostics)
        }
    }

    /// Parses and decodes a layout spec in one step, throwing every fault found.
    public static func decodeLayout(_ text: String, file: String, format: SpecFileFormat) throws(SpecValidationError) -> LayoutSpec {
        let (root, diagnostics) = parse(text, file: file, format: format)
        guard let root else { throw SpecValidationError(diagnostics) }
        do throws(SpecValidationError) {
            let spec = try LayoutSpecDecoder.decode(root, file: file)
            if !diagnostics.isEmpty { throw SpecValidationError(diagnostics) }
            return spec
        } catch {
            throw SpecValidationError(diagnostics + error.diagnostics.filter { !diagnostics.contains($0) })
        }
    }
}
