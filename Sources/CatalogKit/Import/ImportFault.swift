import SpecFormat
import SwiftLayoutImport

/// One fault of what an import's files hold, naming the file and, where it is known, the line, column, JSON path
/// or Swift declaration at fault. An import with any stores nothing (`ImportError.faults`).
public enum ImportFault: Sendable, Hashable, CustomStringConvertible {
    /// A fault of a spec or dataset file: its file, line, column and JSON path.
    case spec(SpecDiagnostic)
    /// A fault of Swift code or a storyboard, located at the code: a layout that cannot be read, a file that does
    /// not parse, the Swift files together past a limit.
    case swift(SwiftImportDiagnostic)
    /// A layout read from Swift that the spec's checks reject, as a spec written by hand would be: `fault` is the
    /// spec's, `line` and `column` the declaration's.
    case swiftLayoutRejected(declaration: String, file: String, line: Int, column: Int, fault: SpecDiagnostic)
    /// A fault of a Swift layout that could not be read, in an import that stored nothing: the fault, and the layout's
    /// declaration (`HomeViewController.makeLayout()`), which the error names beside it.
    indirect case inLayout(declaration: String, fault: ImportFault)
    /// A file named whose extension is none the import reads.
    case notASpecFile(path: String)
    /// Storyboards named without Swift files, which their view controllers' code is read with.
    case storyboardWithoutSwift(path: String)
    /// The Swift files given (with their storyboards) declare no layout.
    case noLayoutFound(swiftFiles: [String])
    /// One import defines a layout name twice: which file should win would be a guess.
    case layoutDefinedTwice(name: String, file: String, otherFile: String)
    /// One import defines a dataset name twice (a dataset or a derived one).
    case datasetDefinedTwice(name: String, file: String, otherFile: String)
    /// A derived dataset's base is itself derived.
    case derivedFromDerived(file: String, base: String)
    /// A derived dataset's base is neither in the import nor in the catalog.
    case noBaseDataset(file: String, base: String)

    public var description: String {
        switch self {
        case .spec(let diagnostic):
            return diagnostic.description
        case .swift(let diagnostic):
            return diagnostic.description
        case .inLayout(_, let fault):
            return fault.description
        case .swiftLayoutRejected(let declaration, let file, let line, let column, let fault):
            return "\(file):\(line):\(column): \(declaration) builds a layout the catalog rejects: \(fault.path): \(fault.message)"
        case .notASpecFile(let path):
            return "\(path): not a spec or dataset file (expected .json, .yaml, .yml, .csv, .plist, .swift or .storyboard)"
        case .storyboardWithoutSwift(let path):
            return "\(path): a storyboard is read with the Swift files of its view controllers; name them too"
        case .noLayoutFound(let swiftFiles):
            let place = swiftFiles.count == 1 ? "\(swiftFiles[0]): no layout found" : "no layout found in the \(swiftFiles.count) Swift files given"
            return "\(place) (a layout is a function or property that builds a UICollectionViewCompositionalLayout or returns an NSCollectionLayoutSection, or the code of a type that configures a UICollectionViewFlowLayout; mark any other with a `// catalog: NAME` comment on the line before it)"
        case .layoutDefinedTwice(let name, let file, let otherFile):
            return "\(file): layout \"\(name)\" is also defined by \(otherFile); import one of them"
        case .datasetDefinedTwice(let name, let file, let otherFile):
            return "\(file): dataset \"\(name)\" is also defined by \(otherFile); import one of them"
        case .derivedFromDerived(let file, let base):
            return "\(file): $.from: \"\(base)\" is itself derived; derive from a stored dataset"
        case .noBaseDataset(let file, let base):
            return "\(file): $.from: no dataset named \"\(base)\" (import it first or in the same batch)"
        }
    }
}
