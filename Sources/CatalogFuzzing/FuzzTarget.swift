/// What a fuzzing input is fed to: each reader the catalog exposes to files a user brings, and the engine behind
/// them (Fuzzing.md).
///
/// Every target but `predicate` reads its input as a file of an import (`ImportPlanner`), so it meets exactly the
/// checks a user's file meets; every layout that decodes is then planned, written and drawn (`FuzzCheck`).
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A layout spec (or a JSON dataset) as JSON text.
    case specJSON = "spec-json"
    /// A layout spec (or a YAML dataset) as YAML text, aliases included.
    case specYAML = "spec-yaml"
    /// A dataset as CSV.
    case datasetCSV = "dataset-csv"
    /// A dataset as an XML property list.
    case datasetPropertyList = "dataset-plist"
    /// Swift source holding compositional or flow layouts.
    case swiftSource = "swift"
    /// A `visibleWhen` predicate.
    case predicate
    /// The trait conditions of an adaptive section: each line of the input is one case's `when` (a line `*` is a
    /// case without one), imported as a spec (`TraitConditionInput`).
    case traitConditions = "trait-conditions"
    /// The engine: the input's bytes choose a spec (`SpecGenerator`), so nearly every input is a layout that
    /// decodes and reaches planning, where byte mutations of sample specs mostly stop at the decoder.
    case engine
    /// The lint's inputs: the bytes read as a baseline file (`LintBaseline`), and as a spec whose `lint` and
    /// `interactive` keys a mutation reaches, linted in the three environments and written in every format.
    case lint
    /// A catalog file read from disk whose rows were changed as a crafted file changes them (`TamperedCatalog`);
    /// the input's bytes choose the changes. Every command runs on it.
    case catalogRows = "catalog-rows"

    /// The targets that read one file each: every target but `catalogRows`, whose inputs each make a catalog and
    /// run every command on it (a hundred times the work of a file), so campaigns and CI slices take it apart.
    public static let fileTargets: [FuzzTarget] = allCases.filter { $0 != .catalogRows }

    /// The file name an input is imported under; its extension picks the reader.
    var fileName: String {
        switch self {
        case .specJSON, .engine, .lint: return "fuzz.json"
        case .specYAML: return "fuzz.yaml"
        case .datasetCSV: return "fuzz.csv"
        case .datasetPropertyList: return "fuzz.plist"
        case .swiftSource: return "fuzz.swift"
        case .predicate: return "fuzz.predicate"
        case .traitConditions: return "fuzz.json"
        case .catalogRows: return "catalog.sqlite"
        }
    }

    /// Extensions of the sample files that seed this target's corpus.
    var seedExtensions: Set<String> {
        switch self {
        case .specJSON, .lint: return ["json"]
        case .specYAML: return ["yaml", "yml"]
        case .datasetCSV: return ["csv"]
        case .datasetPropertyList: return ["plist"]
        case .swiftSource: return ["swift"]
        case .predicate, .traitConditions, .engine, .catalogRows: return []
        }
    }
}
