import LayoutModel
import SwiftParser
import SwiftSyntax

/// Reads compositional and flow layouts out of Swift source without a compiler or UIKit: the files are parsed
/// with swift-syntax and read as one module, and the code that builds each layout (a
/// `UICollectionViewCompositionalLayout`, a section builder, or a `UICollectionViewFlowLayout` with its delegate's
/// answers) is interpreted (see README.md, "Swift import", for what is recognised). Storyboards given with the
/// Swift files hold the flow layouts of their view controllers' scenes.
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
    public static func layouts(
        in files: [SwiftImportFile], assumptions: [String: AssumedValue] = [:], budget: SwiftImportBudget = .standard
    ) -> SwiftImportResult {
        let refusals = files.compactMap(InputCost.refusal(of:)) + InputCost.refusals(ofTogether: files)
        guard refusals.isEmpty else { return SwiftImportResult(diagnostics: refusals) }
        return LargeStack.run { read(files, assumptions: assumptions, budget: budget) }
    }

    /// Longest Swift file the importer reads: 512 KiB, twenty times the longest sample and far past any view
    /// controller, and what bounds how deep a file's constructs can nest within `LargeStack.size`.
    public static let maximumSourceBytes = InputCost.maximumSourceBytes

    private static func read(_ files: [SwiftImportFile], assumptions: [String: AssumedValue], budget: SwiftImportBudget) -> SwiftImportResult {
        var parsed: [ParsedSwiftFile] = []
        var storyboards: [Storyboard] = []
        var syntaxFaults: [SwiftImportDiagnostic] = []
        for file in files {
            if file.isStoryboard {
                storyboards.append(Storyboard(path: file.path, text: file.text))
                continue
            }
            let swiftFile = ParsedSwiftFile(path: file.path, tree: Parser.parse(source: file.text))
            syntaxFaults += SyntaxFaults.diagnostics(in: swiftFile.tree, swiftFile.map)
            parsed.append(swiftFile)
        }
        let order = Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        guard syntaxFaults.isEmpty else { return SwiftImportResult(diagnostics: inFileOrder(syntaxFaults, order)) }

        let module = SwiftModule(files: parsed, storyboards: storyboards)
        let discovery = LayoutDiscovery(module, assumed: Set(assumptions.keys.map(Unevaluable.assumptionKey)))
        let names = LayoutNaming.names(for: discovery.declarations)
        let interpreter = Interpreter(module: module, assumptions: assumptions, budget: budget)
        var result = SwiftImportResult(diagnostics: discovery.diagnostics + names.diagnostics)
        for (declaration, name) in zip(discovery.declarations, names.names) {
            interpreter.beginDeclaration()
            do {
                let spec = try interpreter.spec(of: declaration, named: name)
                if interpreter.faults.isEmpty, let name {
                    let position = declaration.file.map.position(of: declaration.node)
                    result.layouts.append(
                        ImportedSwiftLayout(
                            name: name, spec: spec, file: declaration.file.path, line: position.line, column: position.column,
                            declaration: declaration.titleWithVariant
                        )
                    )
                }
                result.diagnostics += interpreter.faults
            } catch let stop as EvaluationStop where stop.diagnostic != nil {
                result.diagnostics += interpreter.faults + [stop.diagnostic!]
            } catch {
                result.diagnostics.append(declaration.file.map.diagnostic(at: declaration.node, "\(declaration.displayName) could not be read: \(error)"))
            }
        }
        var notes = discovery.notes + interpreter.notes
        if result.layouts.isEmpty, result.diagnostics.isEmpty {
            result.diagnostics = discovery.refusals
        } else {
            notes += discovery.refusals
        }
        result.diagnostics = inFileOrder(result.diagnostics, order)
        result.notes = inFileOrder(notes, order)
        result.usedAssumptions = interpreter.usedAssumptions
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
