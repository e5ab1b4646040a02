import FilePaths
import Foundation

/// Turns one dataset file into dataset contents or a derived definition, detecting its shape when no format is
/// forced: `.csv` is zoo animal records when its header has the API's fields (generic text otherwise),
/// `.plist` is tutorial collections, and a JSON or YAML array is animal records or tutorial collections by the
/// keys of its first element. Seed-shaped datasets are named after the file.
public enum DatasetFileReader {
    public enum Outcome {
        case contents(DatasetContents)
        case derived(DerivedDatasetDefinition)
    }

    /// The dataset name of a seed-shaped file: its base name without extension.
    public static func name(of path: String) -> String {
        FilePath.stem(of: path)
    }

    /// True when a parsed JSON/YAML document is a dataset rather than a layout spec.
    public static func isDataset(_ root: SpecNode) -> Bool {
        switch root.value {
        case .object: return root["dataset"] != nil
        case .array: return true
        default: return false
        }
    }

    public static func readCSV(_ text: String, file: String, format: DatasetFormat?) -> (Outcome?, [SpecDiagnostic]) {
        let name = name(of: file)
        if format == .animals || (format == nil && headerLooksLikeAnimals(text)) {
            let (contents, faults) = AnimalRecordsDecoder.decode(csv: text, name: name, file: file)
            return (contents.map { .contents($0) }, faults)
        }
        guard format == nil || format == .generic else {
            return (nil, [SpecDiagnostic(file: file, path: "$", location: .unknown, message: "a CSV file can be read as animals or generic, not \(format!.rawValue)")])
        }
        do {
            let rows = try CSVReader.rows(text)
            guard let header = rows.first, rows.count > 1 else {
                return (nil, [SpecDiagnostic(file: file, path: "$", location: .unknown, message: "a CSV dataset needs a header row and at least one record")])
            }
            var faults = CSVReader.duplicateColumns(in: header).map { fault in
                SpecDiagnostic(file: file, path: "$", location: SourceLocation(line: fault.line, column: fault.column), message: fault.message)
            }
            var items: [[(key: String, value: FieldValue)]] = []
            for (index, row) in rows.dropFirst().enumerated() {
                guard row.fields.count == header.fields.count else {
                    faults.append(SpecDiagnostic(file: file, path: "$[\(index)]", location: SourceLocation(line: row.line, column: 1), message: "expected \(header.fields.count) fields as in the header but found \(row.fields.count)"))
                    continue
                }
                items.append(zip(header.fields, row.fields).map { (key: $0, value: .string($1)) })
            }
            guard faults.isEmpty else { return (nil, faults) }
            return (.contents(DatasetContents(name: name, shape: "generic", sourcePath: file, sections: [.init(id: name, title: nil, items: items)])), [])
        } catch {
            return (nil, [SpecDiagnostic(file: file, path: "$", location: SourceLocation(line: error.line, column: error.column), message: "invalid CSV: \(error.message)")])
        }
    }

    public static func readPropertyList(_ text: String, file: String, format: DatasetFormat?) -> (Outcome?, [SpecDiagnostic]) {
        guard format == nil || format == .tutorials else {
            return (nil, [SpecDiagnostic(file: file, path: "$", location: .unknown, message: "a property list can be read as tutorials only, not \(format!.rawValue)")])
        }
        let (root, faults) = PropertyListReader.read(text, file: file)
        guard let root else { return (nil, faults) }
        let (contents, decodeFaults) = TutorialCollectionsDecoder.decode(root, name: name(of: file), file: file)
        return (contents.map { .contents($0) }, decodeFaults)
    }

    /// A parsed JSON or YAML dataset document.
    public static func read(_ root: SpecNode, file: String, format: DatasetFormat?) -> (Outcome?, [SpecDiagnostic]) {
        let shape = format ?? detect(root)
        switch shape {
        case .generic:
            let (contents, faults) = GenericDatasetDecoder.decode(root, file: file)
            return (contents.map { .contents($0) }, faults)
        case .derived:
            let (definition, faults) = DerivedDatasetDefinition.decode(root, file: file)
            return (definition.map { .derived($0) }, faults)
        case .animals:
            let (contents, faults) = AnimalRecordsDecoder.decode(root, name: name(of: file), file: file)
            return (contents.map { .contents($0) }, faults)
        case .tutorials:
            let (contents, faults) = TutorialCollectionsDecoder.decode(root, name: name(of: file), file: file)
            return (contents.map { .contents($0) }, faults)
        case nil:
            return (nil, [SpecDiagnostic(
                file: file, path: "$", location: root.location,
                message: "an array that is neither zoo animal records (objects with latin_name, animal_type, ...) nor tutorial collections (objects with tutorials); name its dataset format (animals, tutorials, generic or derived) to import it"
            )])
        }
    }

    private static func detect(_ root: SpecNode) -> DatasetFormat? {
        switch root.value {
        case .object:
            return root["from"] != nil ? .derived : .generic
        case .array(let elements):
            guard let keys = elements.first?.keys else { return elements.isEmpty ? .animals : nil }
            if AnimalRecordsDecoder.looksLikeAnimals(keys) { return .animals }
            if TutorialCollectionsDecoder.looksLikeTutorials(keys) { return .tutorials }
            return nil
        default:
            return nil
        }
    }

    private static func headerLooksLikeAnimals(_ text: String) -> Bool {
        let header = text.prefix { $0 != "\n" && $0 != "\r\n" }
        return AnimalRecordsDecoder.looksLikeAnimals(header.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"\r")) })
    }
}
