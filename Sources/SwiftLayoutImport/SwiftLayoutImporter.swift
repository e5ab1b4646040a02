import LayoutModel
import SwiftSyntax

/// Reads compositional and flow layouts out of Swift source without a compiler or UIKit: the files are parsed
/// with swift-syntax and read as one module, and the code that builds each layout (a
/// `UICollectionViewCompositionalLayout`, a section builder, or a `UICollectionViewFlowLayout` with its delegate's
/// answers) is interpreted (SwiftImport.md, in this module's documentation catalog, says what is recognised).
/// Storyboards given with the Swift files hold the flow layouts of their view controllers' scenes.
///
/// ```swift
/// import Foundation
///
/// let source = try String(contentsOfFile: "LibraryViewController.swift", encoding: .utf8)
/// let result = SwiftLayoutImporter.layouts(in: source, file: "LibraryViewController.swift",
///                                          assumptions: ["view.frame.height": 844])
/// for layout in result.layouts { print(layout.name, layout.line) }
/// for fault in result.diagnostics { print(fault) }   // file:line:column: message (hint)
/// ```
public enum SwiftLayoutImporter {
    /// Every layout one Swift file builds; see `layouts(in:assumptions:)`.
    public static func layouts(in source: String, file: String, assumptions: [String: AssumedValue] = [:]) -> SwiftImportResult {
        layouts(in: [SwiftImportFile(path: file, text: source)], assumptions: assumptions)
    }

    /// Every layout the files build, as specs, and a located diagnostic for everything that kept one from being
    /// read. The Swift files are one module: each file's declarations are visible to every other.
    /// `assumptions` give values to names the files cannot know (`self.view.frame.height`), keyed by the name
    /// as written (a leading `self.` is optional).
    /// `budget` bounds the work of evaluating them (`SwiftImportBudget`).
    ///
    /// Each layout is read whole or skipped whole (`SwiftImportResult.skipped`), and a file that cannot be read (it
    /// does not parse, it is past a size limit) is left out of the module (`unreadFiles`), so that one unreadable
    /// line does not keep an app's other layouts out; a caller that wants all or nothing reads `diagnostics`.
    public static func layouts(
        in files: [SwiftImportFile], assumptions: [String: AssumedValue] = [:], budget: SwiftImportBudget = .standard
    ) -> SwiftImportResult {
        let together = InputCost.refusals(ofTogether: files)
        guard together.isEmpty else { return SwiftImportResult(diagnostics: together, moduleFaults: together) }
        var refused: [SwiftImportDiagnostic] = []
        var readable: [SwiftImportFile] = []
        for file in files {
            if let refusal = InputCost.refusal(of: file) { refused.append(refusal) } else { readable.append(file) }
        }
        let order = Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var result = LargeStack.run { read(readable, assumptions: assumptions, budget: budget, order: order) }
        result.unreadFiles = inFileOrder(refused + result.unreadFiles, order)
        result.diagnostics = inFileOrder(refused + result.diagnostics, order)
        return result
    }

    /// Longest Swift file the importer reads: 512 KiB, twenty times the longest sample and far past any view
    /// controller, and what bounds how deep a file's constructs can nest within `LargeStack.size`.
    public static let maximumSourceBytes = InputCost.maximumSourceBytes

    private static func read(
        _ files: [SwiftImportFile], assumptions: [String: AssumedValue], budget: SwiftImportBudget, order: [String: Int]
    ) -> SwiftImportResult {
        var parsed: [ParsedSwiftFile] = []
        var storyboards: [Storyboard] = []
        var result = SwiftImportResult()
        var unparsed: [(path: String, tree: SourceFileSyntax, fault: SwiftImportDiagnostic)] = []
        let conditions = CompilationConditions(assumptions: assumptions)
        var assumedFlags: Set<String> = []
        var undecided: [(position: SourcePosition, clauses: [Syntax], condition: String, why: String)] = []
        for file in files {
            if file.isStoryboard {
                storyboards.append(Storyboard(path: file.path, text: file.text))
                continue
            }
            var text = file.text
            var tree = SwiftSourceParser.parse(text)
            // The clauses of `#if` the app's build does not compile are blanked first: they may hold what this
            // parser does not read, and a declaration in one is no declaration of the app.
            let active = ActiveCode.resolve(text, tree: tree, conditions: conditions)
            if let active, active.isChanged {
                text = active.text
                tree = SwiftSourceParser.parse(text)
                assumedFlags.formUnion(active.assumedFlags)
            }
            let swiftFile = ParsedSwiftFile(path: file.path, tree: tree, flagNotes: active?.flagNotes(in: tree) ?? [:])
            for conditional in active?.undecided ?? [] {
                undecided.append((swiftFile.map.position(of: conditional.position), conditional.clauses, conditional.condition, conditional.why))
            }
            let faults = SyntaxFaults.diagnostics(in: swiftFile.tree, swiftFile.map)
            if let first = faults.first {
                // A file that does not parse is left out; a layout that needs one of its declarations says so.
                result.diagnostics += faults
                result.unreadFiles.append(first)
                unparsed.append((file.path, swiftFile.tree, first))
            } else {
                parsed.append(swiftFile)
            }
        }
        for storyboard in storyboards {
            if let first = storyboard.faults.first { result.unreadFiles.append(first) }
        }

        let module = SwiftModule(files: parsed, storyboards: storyboards)
        let discovery = LayoutDiscovery(module, assumed: Set(assumptions.keys.map(Unevaluable.assumptionKey)))
        let names = LayoutNaming.names(for: discovery.declarations)
        let interpreter = Interpreter(module: module, assumptions: assumptions, budget: budget)
        interpreter.unreadDeclarations = UnreadDeclarations(unparsed, undecided: undecided)
        var reasons = Array(repeating: [SwiftImportDiagnostic](), count: discovery.declarations.count)
        var loose: [SwiftImportDiagnostic] = []
        for fault in discovery.diagnostics + names.diagnostics {
            if storyboards.contains(where: { $0.path == fault.file }) {
                result.diagnostics.append(fault)
                continue
            }
            if let index = discovery.declarations.firstIndex(where: { $0.contains(fault) }) { reasons[index].append(fault) } else { loose.append(fault) }
        }
        for (position, (declaration, name)) in zip(discovery.declarations, names.names).enumerated() {
            interpreter.beginDeclaration()
            do {
                let spec = try interpreter.spec(of: declaration, named: name)
                reasons[position] += interpreter.faults
                if reasons[position].isEmpty, let name {
                    let start = declaration.file.map.position(of: declaration.node)
                    result.layouts.append(
                        ImportedSwiftLayout(
                            name: name, spec: spec, file: declaration.file.path, line: start.line, column: start.column,
                            declaration: declaration.titleWithVariant
                        )
                    )
                }
            } catch EvaluationStop.notALayout(let why) {
                interpreter.note(at: SourcePosition(file: why.file, line: why.line, column: why.column), why.message)
            } catch let stop as EvaluationStop where stop.diagnostic != nil {
                reasons[position] += interpreter.faults + [stop.diagnostic!]
            } catch {
                reasons[position].append(declaration.file.map.diagnostic(at: declaration.node, "\(declaration.displayName) could not be read: \(error)"))
            }
        }
        for (declaration, faults) in zip(discovery.declarations, reasons) where !faults.isEmpty {
            let start = declaration.file.map.position(of: declaration.node)
            result.skipped.append(
                SkippedSwiftLayout(
                    declaration: declaration.titleWithVariant, file: declaration.file.path, line: start.line, column: start.column,
                    reasons: inFileOrder(faults, order)
                )
            )
        }
        result.skipped += loose.map { SkippedSwiftLayout(declaration: nil, file: $0.file, line: $0.line, column: $0.column, reasons: [$0]) }
        result.diagnostics += reasons.flatMap { $0 } + loose
        var notes = discovery.notes + interpreter.notes
        if result.layouts.isEmpty, result.diagnostics.isEmpty {
            result.diagnostics = discovery.refusals
            result.skipped += discovery.refusals.map { SkippedSwiftLayout(declaration: nil, file: $0.file, line: $0.line, column: $0.column, reasons: [$0]) }
        } else {
            notes += discovery.refusals
        }
        result.diagnostics = inFileOrder(result.diagnostics, order)
        result.skipped.sort { (order[$0.file] ?? Int.max, $0.line, $0.column) < (order[$1.file] ?? Int.max, $1.line, $1.column) }
        result.notes = inFileOrder(notes, order)
        result.usedAssumptions = interpreter.usedAssumptions.union(assumedFlags)
        return result
    }

    /// The form of an `--assume` name that `SwiftImportResult.usedAssumptions` holds: spaces and a leading
    /// `self.` dropped, so `self.view.frame.height` and `view.frame.height` are one name.
    public static func assumptionName(_ name: String) -> String { Unevaluable.assumptionKey(name) }

    /// Diagnostics sorted by file (in the order given), then position, each once.
    private static func inFileOrder(_ diagnostics: [SwiftImportDiagnostic], _ order: [String: Int]) -> [SwiftImportDiagnostic] {
        var seen: Set<SwiftImportDiagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }.enumerated().sorted { a, b in
            (order[a.element.file] ?? Int.max, a.element.line, a.element.column, a.offset)
                < (order[b.element.file] ?? Int.max, b.element.line, b.element.column, b.offset)
        }.map(\.element)
    }
}
