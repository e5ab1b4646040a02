import CatalogStore
import LayoutModel
import SpecFormat
import SwiftLayoutImport

/// Reads every input file, decides what each one is (a layout spec, a dataset, or Swift source holding layouts),
/// decodes it, and collects every fault of every file before anything is stored.
struct ImportPlanner {
    /// A decoded layout with the file it came from.
    struct LayoutInput {
        var spec: LayoutSpec
        var file: InputFiles.File
        /// `json`, `yaml` or `swift`.
        var sourceFormat: String
        /// For a layout read from Swift: the line of its declaration.
        var sourceLine: Int?
    }

    var layouts: [LayoutInput] = []
    var datasets: [DatasetContents] = []
    var diagnostics: [SpecDiagnostic] = []
    var problems: [String] = []
    /// Located remarks that do not stop the import (from Swift files, and `--assume` values nobody used).
    var notes: [String] = []
    /// Values for names Swift files cannot know, from `--assume NAME=VALUE`.
    var assumptions: [String: Double] = [:]
    private var usedAssumptions: Set<String> = []

    /// Decodes all files; throws every fault found, naming file, line, column and JSON path (or, for Swift, the
    /// code at fault).
    static func plan(_ files: [InputFiles.File], assumptions: [String: Double] = [:]) throws(CatalogError) -> ImportPlanner {
        var planner = ImportPlanner()
        planner.assumptions = assumptions
        for file in files { planner.read(file) }
        planner.noteUnusedAssumptions()
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
        if file.path.lowercased().hasSuffix(".swift") {
            readSwift(file)
            return
        }
        guard let format = SpecFileFormat(fileName: file.path) else {
            problems.append("\(file.path): not a spec or dataset file (expected .json, .yaml, .yml or .swift)")
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
                layouts.append(LayoutInput(spec: spec, file: file, sourceFormat: format.rawValue))
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

    /// Reads the layouts a Swift file builds. A file named on the command line must hold at least one; a file a
    /// folder import came across may hold none (it is then skipped).
    private mutating func readSwift(_ file: InputFiles.File) {
        let result = SwiftLayoutImporter.layouts(in: file.text, file: file.path, assumptions: assumptions)
        usedAssumptions.formUnion(result.usedAssumptions)
        problems += result.diagnostics.map(\.description)
        notes += result.notes.map { "note: \($0)" }
        if result.layouts.isEmpty, result.diagnostics.isEmpty, !file.foundInFolder {
            problems.append(
                "\(file.path): no compositional layout found (a layout is a function or property that builds a UICollectionViewCompositionalLayout; mark any other with a `// catalog: NAME` comment on the line before it)"
            )
        }
        for layout in result.layouts where acceptsSpecFromSwift(layout, file: file) {
            layouts.append(LayoutInput(spec: layout.spec, file: file, sourceFormat: "swift", sourceLine: layout.line))
        }
    }

    /// A spec read from Swift passes the same checks as one written by hand (UIKit rejects what they reject,
    /// such as two supplementaries of one kind in a section); a fault names the declaration and the spec path.
    private mutating func acceptsSpecFromSwift(_ layout: ImportedSwiftLayout, file: InputFiles.File) -> Bool {
        do throws(SpecValidationError) {
            _ = try SpecDocument.decodeLayout(CanonicalSpec.json(for: layout.spec), file: file.path, format: .json)
            return true
        } catch {
            for fault in error.diagnostics {
                problems.append("\(file.path):\(layout.line):\(layout.column): \(layout.declaration) builds a layout the catalog rejects: \(fault.path): \(fault.message)")
            }
            return false
        }
    }

    /// An `--assume` no Swift layout read is most likely misspelt: say so, without failing the import.
    private mutating func noteUnusedAssumptions() {
        for name in assumptions.keys.sorted() where !usedAssumptions.contains(SwiftLayoutImporter.assumptionName(name)) {
            notes.append("note: --assume \(name) was not used: no Swift layout of this import reads `\(name)`")
        }
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
                    name: input.spec.name, title: input.spec.title, sourceFormat: input.sourceFormat,
                    sourcePath: input.file.path, sourceText: input.file.text, sourceLine: input.sourceLine, canonicalSpec: canonical,
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
