import CatalogStore
import LayoutModel
import SpecFormat

/// Reads every input file, decides what each one is (a layout spec or a dataset), decodes it, and collects
/// every fault of every file before anything is stored.
struct ImportPlanner {
    /// A decoded layout with the file it came from.
    struct LayoutInput {
        var spec: LayoutSpec
        var file: InputFiles.File
        var format: SpecFileFormat
    }

    var layouts: [LayoutInput] = []
    var datasets: [DatasetContents] = []
    var diagnostics: [SpecDiagnostic] = []
    var problems: [String] = []

    /// Decodes all files; throws every fault found, naming file, line, column and JSON path.
    static func plan(_ files: [InputFiles.File]) throws(CatalogError) -> ImportPlanner {
        var planner = ImportPlanner()
        for file in files { planner.read(file) }
        planner.checkDuplicateNames()
        guard planner.diagnostics.isEmpty, planner.problems.isEmpty else {
            let lines = planner.problems + planner.diagnostics.map(\.description)
            let count = lines.count
            throw CatalogError(
                "import failed, nothing was changed (\(count) \(count == 1 ? "fault" : "faults")):\n" + lines.map { "  " + $0 }.joined(separator: "\n")
            )
        }
        return planner
    }

    private mutating func read(_ file: InputFiles.File) {
        guard let format = SpecFileFormat(fileName: file.path) else {
            problems.append("\(file.path): not a spec or dataset file (expected .json, .yaml or .yml)")
            return
        }
        let (root, parseDiagnostics) = SpecDocument.parse(file.text, file: file.path, format: format)
        diagnostics += parseDiagnostics
        guard let root else { return }
        if root["dataset"] != nil {
            let (dataset, faults) = GenericDatasetDecoder.decode(root, file: file.path)
            diagnostics += faults
            if let dataset { datasets.append(dataset) }
            return
        }
        if case .object = root.value {
            do throws(SpecValidationError) {
                let spec = try LayoutSpecDecoder.decode(root, file: file.path)
                layouts.append(LayoutInput(spec: spec, file: file, format: format))
            } catch {
                diagnostics += error.diagnostics
            }
            return
        }
        diagnostics.append(
            SpecDiagnostic(
                file: file.path, path: "$", location: root.location,
                message: "expected a layout spec (an object with \"name\" and \"section\" or \"sections\") or a dataset (an object with \"dataset\" and \"sections\") but found \(root.kindDescription)"
            )
        )
    }

    /// One batch may not define a name twice: which file should win would be a guess.
    private mutating func checkDuplicateNames() {
        var layoutFiles: [String: String] = [:]
        for layout in layouts {
            if let other = layoutFiles[layout.spec.name] {
                problems.append("\(layout.file.path): layout \"\(layout.spec.name)\" is also defined by \(other); import one of them")
            }
            layoutFiles[layout.spec.name] = layout.file.path
        }
        var datasetFiles: [String: String] = [:]
        for dataset in datasets {
            if let other = datasetFiles[dataset.name] {
                problems.append("\(dataset.sourcePath): dataset \"\(dataset.name)\" is also defined by \(other); import one of them")
            }
            datasetFiles[dataset.name] = dataset.sourcePath
        }
    }

    /// What the store keeps for each input.
    func batch() -> ImportBatch {
        ImportBatch(
            layouts: layouts.map { input in
                let canonical = CanonicalSpec.json(for: input.spec)
                return NewLayoutVersion(
                    name: input.spec.name, title: input.spec.title, sourceFormat: input.format.rawValue,
                    sourcePath: input.file.path, sourceText: input.file.text, canonicalSpec: canonical,
                    specDigest: SHA256.hex(canonical), geometryDigest: SHA256.hex(CanonicalSpec.geometryJSON(for: input.spec))
                )
            },
            datasets: datasets.map { dataset in
                NewDataset(
                    name: dataset.name, shape: dataset.shape, sourcePath: dataset.sourcePath, digest: dataset.digest,
                    sections: dataset.sections.enumerated().map { index, section in
                        DatasetSectionRow(section: index, id: section.id, title: section.title, itemCount: section.items.count)
                    }
                )
            }
        )
    }
}
