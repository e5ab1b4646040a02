import LayoutModel
import SwiftParser
import SwiftSyntax

/// Reads compositional and flow layouts out of Swift source without a compiler or UIKit: the file is parsed with
/// swift-syntax and the code that builds each layout (a `UICollectionViewCompositionalLayout`, or a
/// `UICollectionViewFlowLayout` with its delegate's answers) is interpreted (see README.md, "Swift import", for what
/// is recognised).
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
    /// Every layout the file builds, as specs, and a located diagnostic for everything that kept one from
    /// being read. `assumptions` give values to names the file cannot know (`self.view.frame.height`), keyed by
    /// the name as written (a leading `self.` is optional).
    public static func layouts(in source: String, file: String, assumptions: [String: Double] = [:]) -> SwiftImportResult {
        guard source.utf8.count <= maximumSourceBytes else {
            return SwiftImportResult(diagnostics: [
                SwiftImportDiagnostic(
                    file: file, line: 1, column: 1,
                    message: "the file is \(source.utf8.count) bytes, past the limit of \(maximumSourceBytes) for Swift source (layouts are read from view controllers and layout factories, which are far shorter)"
                )
            ])
        }
        if let refusal = ParserCostGuard.refusal(in: source) {
            return SwiftImportResult(diagnostics: [
                SwiftImportDiagnostic(file: file, line: refusal.line, column: refusal.column, message: refusal.message)
            ])
        }
        return LargeStack.run { read(source, file: file, assumptions: assumptions) }
    }

    /// Longest Swift file the importer reads: 512 KiB, twenty times the longest sample and far past any view
    /// controller, and what bounds how deep a file's constructs can nest within `LargeStack.size`.
    public static let maximumSourceBytes = 512 * 1024

    private static func read(_ source: String, file: String, assumptions: [String: Double]) -> SwiftImportResult {
        let tree = Parser.parse(source: source)
        let map = SourceMap(file: file, tree: tree)
        let syntaxFaults = SyntaxFaults.diagnostics(in: tree, map)
        guard syntaxFaults.isEmpty else { return SwiftImportResult(diagnostics: syntaxFaults) }

        let discovery = LayoutDiscovery(tree, map)
        let names = LayoutNaming.names(for: discovery.declarations, file: file, map)
        let interpreter = Interpreter(map: map, index: DeclarationIndex(tree), assumptions: assumptions)
        var result = SwiftImportResult(diagnostics: discovery.diagnostics + names.diagnostics)
        for (declaration, name) in zip(discovery.declarations, names.names) {
            interpreter.beginDeclaration()
            do {
                let spec = try interpreter.spec(of: declaration, named: name, file: file)
                if interpreter.faults.isEmpty, let name {
                    let position = map.position(of: declaration.node)
                    result.layouts.append(
                        ImportedSwiftLayout(name: name, spec: spec, line: position.line, column: position.column, declaration: declaration.displayName)
                    )
                }
                result.diagnostics += interpreter.faults
            } catch let stop as EvaluationStop where stop.diagnostic != nil {
                result.diagnostics += interpreter.faults + [stop.diagnostic!]
            } catch {
                result.diagnostics.append(map.diagnostic(at: declaration.node, "\(declaration.displayName) could not be read: \(error)"))
            }
        }
        result.diagnostics = Self.inFileOrder(result.diagnostics)
        result.notes = Self.inFileOrder(discovery.notes + interpreter.notes)
        result.usedAssumptions = interpreter.usedAssumptions
        return result
    }

    /// The form of an `--assume` name that `SwiftImportResult.usedAssumptions` holds: spaces and a leading
    /// `self.` dropped, so `self.view.frame.height` and `view.frame.height` are one name.
    public static func assumptionName(_ name: String) -> String { Unevaluable.assumptionKey(name) }

    /// Diagnostics sorted by position, each once.
    private static func inFileOrder(_ diagnostics: [SwiftImportDiagnostic]) -> [SwiftImportDiagnostic] {
        var seen: Set<SwiftImportDiagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }.enumerated().sorted { a, b in
            (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
        }.map(\.element)
    }
}
