internal import CatalogStore
internal import ContentDigest
import Foundation
import LayoutModel
import SpecFormat
import SwiftLayoutImport

/// Reads every input file, decides what each one is (a layout spec, a dataset of some shape, or Swift source
/// holding layouts), decodes it, and collects every fault of every file before anything is stored.
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
    var derived: [DerivedDatasetDefinition] = []
    var diagnostics: [SpecDiagnostic] = []
    /// Faults other than the spec and dataset files' own (`diagnostics`), which follow them in the error.
    var problems: [ImportFault] = []
    /// Located remarks that do not stop the import (from Swift files, and `--assume` values nobody used).
    var notes: [String] = []
    /// Values for names Swift files cannot know, from `--assume NAME=VALUE`.
    var assumptions: [String: AssumedValue] = [:]
    private var usedAssumptions: Set<String> = []
    /// True for all or nothing (`--strict`): a Swift layout that cannot be read, or a Swift file that does not parse,
    /// fails the import as a spec file's fault does. Otherwise each is skipped, named with its reason.
    var strict = false
    /// The Swift layouts not read, each with its located reasons (`file:line:column: message (hint)`), when not strict.
    var skipped: [(declaration: String?, reasons: [ImportFault])] = []
    /// The Swift files and storyboards not read (they do not parse), each with its first fault, when not strict.
    var unreadFiles: [ImportFault] = []

    /// Decodes all files; throws every fault found, naming file, line, column and JSON path (or, for Swift, the
    /// code at fault). Unless `strict`, a Swift layout or file that cannot be read is skipped with its reason, and
    /// only a fault of anything else, or an import of nothing, fails.
    static func plan(
        _ files: [InputFiles.File], datasetFormat: DatasetFormat? = nil, assumptions: [String: AssumedValue] = [:], strict: Bool = false
    ) throws(ImportError) -> ImportPlanner {
        var planner = ImportPlanner()
        planner.assumptions = assumptions
        planner.strict = strict
        let swiftFiles = files.filter(Self.isSwiftImportFile)
        for file in files where !Self.isSwiftImportFile(file) { planner.read(file, datasetFormat: datasetFormat) }
        if !swiftFiles.isEmpty { planner.readSwift(swiftFiles) }
        planner.noteUnusedAssumptions()
        planner.checkDuplicateNames()
        planner.failIfNothingImported()
        try planner.throwIfFaulty()
        return planner
    }

    /// Skipped layouts and unread files do not fail an import that stores something; one that would store nothing
    /// fails with them as its faults.
    private mutating func failIfNothingImported() {
        guard layouts.isEmpty, datasets.isEmpty, derived.isEmpty, !skipped.isEmpty || !unreadFiles.isEmpty else { return }
        problems += unreadFiles + skipped.flatMap { entry in
            entry.reasons.map { reason in
                // A rejected spec's fault names its declaration already.
                if case .swiftLayoutRejected = reason { return reason }
                return entry.declaration.map { ImportFault.inLayout(declaration: $0, fault: reason) } ?? reason
            }
        }
        skipped = []
        unreadFiles = []
    }

    func throwIfFaulty() throws(ImportError) {
        guard diagnostics.isEmpty, problems.isEmpty else { throw .faults(problems + diagnostics.map(ImportFault.spec)) }
    }

    /// Swift source and storyboards, which Swift import reads together.
    private static func isSwiftImportFile(_ file: InputFiles.File) -> Bool {
        let lower = file.path.lowercased()
        return lower.hasSuffix(".swift") || lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
    }

    private mutating func read(_ file: InputFiles.File, datasetFormat: DatasetFormat?) {
        let lower = file.path.lowercased()
        if lower.hasSuffix(".csv") {
            absorb(DatasetFileReader.readCSV(file.text, file: file.path, format: datasetFormat))
            return
        }
        if lower.hasSuffix(".plist") {
            absorb(DatasetFileReader.readPropertyList(file.text, file: file.path, format: datasetFormat))
            return
        }
        guard let format = SpecFileFormat(fileName: file.path) else {
            problems.append(.notASpecFile(path: file.path))
            return
        }
        let (root, parseDiagnostics) = SpecDocument.parse(file.text, file: file.path, format: format)
        diagnostics += parseDiagnostics
        guard let root else { return }
        if datasetFormat != nil || DatasetFileReader.isDataset(root) {
            absorb(DatasetFileReader.read(root, file: file.path, format: datasetFormat))
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
                message: "expected a layout spec (an object with \"name\" and \"section\" or \"sections\") or a dataset but found \(root.kindDescription)"
            )
        )
    }

    private mutating func absorb(_ result: (DatasetFileReader.Outcome?, [SpecDiagnostic])) {
        diagnostics += result.1
        switch result.0 {
        case .contents(let contents):
            let tooLong = contents.textLengthFaults()
            if tooLong.isEmpty { datasets.append(contents) } else { diagnostics += tooLong }
        case .derived(let definition): derived.append(definition)
        case nil: break
        }
    }

    /// Reads the layouts the Swift files build, as one module with the storyboards given; together they must hold
    /// at least one (a file of constants or of an enum other files use holds none of its own).
    private mutating func readSwift(_ files: [InputFiles.File]) {
        let result = SwiftLayoutImporter.layouts(in: files.map { SwiftImportFile(path: $0.path, text: $0.text) }, assumptions: assumptions)
        usedAssumptions.formUnion(result.usedAssumptions)
        if strict {
            problems += result.diagnostics.map(ImportFault.swift)
        } else {
            problems += result.moduleFaults.map(ImportFault.swift)
            unreadFiles += result.unreadFiles.map(ImportFault.swift)
            skipped += result.skipped.map { ($0.declaration, $0.reasons.map(ImportFault.swift)) }
        }
        notes += result.notes.map { "note: \($0)" }
        // No layout, and nothing refused but files not read (generated files past the size limit): the import
        // says it found none, beside the files it could not read.
        if result.layouts.isEmpty, result.skipped.isEmpty, Set(result.diagnostics).isSubset(of: result.unreadFiles) {
            let swift = files.filter { $0.path.lowercased().hasSuffix(".swift") }
            guard !swift.isEmpty else {
                problems += files.map { .storyboardWithoutSwift(path: $0.path) }
                return
            }
            problems.append(.noLayoutFound(swiftFiles: swift.map(\.path)))
        }
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for layout in result.layouts {
            guard let file = byPath[layout.file], acceptsSpecFromSwift(layout, file: file) else { continue }
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
            let reasons = error.diagnostics.map { fault in
                ImportFault.swiftLayoutRejected(
                    declaration: layout.declaration, file: file.path, line: layout.line, column: layout.column, fault: fault
                )
            }
            if strict { problems += reasons } else { skipped.append((layout.declaration, reasons)) }
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
                problems.append(.layoutDefinedTwice(name: layout.spec.name, file: layout.file.path, otherFile: other))
            }
            layoutFiles[layout.spec.name] = layout.file.path
        }
        var datasetFiles: [String: String] = [:]
        for (name, path) in datasets.map({ ($0.name, $0.sourcePath) }) + derived.map({ ($0.name, $0.sourcePath) }) {
            if let other = datasetFiles[name] {
                problems.append(.datasetDefinedTwice(name: name, file: path, otherFile: other))
            }
            datasetFiles[name] = path
        }
    }

    /// True when storing the batch needs datasets already in the catalog: a derived dataset whose base is not
    /// in the batch, or a re-imported base whose derived datasets must be refreshed.
    var needsCatalogDatasets: Bool { !derived.isEmpty || !datasets.isEmpty }

    /// What the store keeps for each input. Derived datasets are resolved against the batch's datasets and the
    /// catalog's; derived datasets of re-imported bases are refreshed. Throws located faults (nothing stored).
    func batch(catalog database: CatalogDatabase?, at catalogPath: String = "the catalog") throws -> ImportBatch {
        var batch = ImportBatch(
            layouts: layouts.map { input in
                let canonical = CanonicalSpec.json(for: input.spec)
                return NewLayoutVersion(
                    name: input.spec.name, title: input.spec.title, sourceFormat: input.sourceFormat,
                    sourcePath: input.file.path, sourceText: input.file.text, sourceLine: input.sourceLine, canonicalSpec: canonical,
                    specDigest: SHA256.hex(canonical), geometryDigest: SHA256.hex(CanonicalSpec.geometryJSON(for: input.spec))
                )
            },
            datasets: datasets.map(\.newDataset)
        )
        var faults: [ImportFault] = []
        var definitions = derived
        // Derived datasets already in the catalog whose base this batch replaces are recomputed too.
        if let database {
            for dataset in datasets {
                for stored in try database.datasets(derivedFrom: dataset.name) where !derived.contains(where: { $0.name == stored.name }) {
                    definitions.append(try DerivedDatasetDefinition(stored: stored))
                }
            }
        }
        for definition in definitions {
            let base: DatasetContents
            if let inBatch = datasets.first(where: { $0.name == definition.base }) {
                base = inBatch
            } else if derived.contains(where: { $0.name == definition.base }) {
                faults.append(.derivedFromDerived(file: definition.sourcePath, base: definition.base))
                continue
            } else if let database, let stored = try database.dataset(named: definition.base) {
                guard stored.base == nil else {
                    faults.append(.derivedFromDerived(file: definition.sourcePath, base: definition.base))
                    continue
                }
                base = try DatasetContents(stored: stored, items: try database.datasetItems(named: stored.name), catalog: catalogPath)
            } else {
                faults.append(.noBaseDataset(file: definition.sourcePath, base: definition.base))
                continue
            }
            batch.datasets.append(definition.resolve(against: base))
        }
        guard faults.isEmpty else {
            throw ImportError.faults(faults)
        }
        return batch
    }
}
