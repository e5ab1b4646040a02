import SpecFormat
import Foundation
internal import CatalogStore
import SwiftLayoutImport

/// What `--assume` gives a name Swift code reads: a number, or an enum case (see `SwiftLayoutImport`).
public typealias AssumedValue = SwiftLayoutImport.AssumedValue

/// What an import did, for the terminal.
public struct ImportReport: Sendable {
    var outcome: ImportOutcome
    public var fileCount: Int
    /// Remarks that did not stop the import, each starting with `note:`.
    public var notes: [String] = []
    /// The Swift layouts not read, each with its located reasons; the rest were imported.
    public var skipped: [(declaration: String?, reasons: [String])] = []
    /// The Swift files not read (they do not parse), each with its first fault.
    public var unreadFiles: [String] = []
    /// Files of the folders given that are neither specs, datasets nor source, passed over.
    public var passedOver = 0

    public var lines: [String] {
        var lines: [String] = notes
        func describe(_ change: ImportChange) -> String {
            switch change {
            case .added(let version): return "added (version \(version))"
            case .updated(let version): return "updated (version \(version))"
            case .unchanged(let version): return "unchanged (version \(version))"
            }
        }
        for (name, change) in outcome.layouts { lines.append("layout \(name): \(describe(change))") }
        for (name, change) in outcome.datasets {
            let text: String
            switch change {
            case .added: text = "added"
            case .updated: text = "updated"
            case .unchanged: text = "unchanged"
            }
            lines.append("dataset \(name): \(text)")
        }
        func tally(_ changes: [ImportChange]) -> String {
            let added = changes.filter { if case .added = $0 { return true } else { return false } }.count
            let updated = changes.filter { if case .updated = $0 { return true } else { return false } }.count
            let unchanged = changes.count - added - updated
            return "\(added) added, \(updated) updated, \(unchanged) unchanged"
        }
        var summary = "imported \(fileCount) \(fileCount == 1 ? "file" : "files"): "
        summary += "\(outcome.layouts.count) layouts (\(tally(outcome.layouts.map(\.change))))"
        if !outcome.datasets.isEmpty {
            summary += ", \(outcome.datasets.count) datasets (\(tally(outcome.datasets.map(\.change))))"
        }
        if outcome.invalidatedRuns > 0 {
            summary += "; \(outcome.invalidatedRuns) cached \(outcome.invalidatedRuns == 1 ? "run" : "runs") dropped"
        }
        for entry in skipped {
            // A fault of Swift code that is no layout of its own (a flow delegate whose layout no file creates).
            let head = entry.declaration.map { "skipped \($0): " } ?? "fault: "
            lines.append(head + (entry.reasons.first ?? ""))
            lines += entry.reasons.dropFirst().map { "  " + $0 }
        }
        for file in unreadFiles { lines.append("not read: " + file) }
        var passed: [String] = []
        let layoutsSkipped = skipped.filter { $0.declaration != nil }.count
        if layoutsSkipped > 0 { passed.append("\(layoutsSkipped) \(layoutsSkipped == 1 ? "layout" : "layouts") skipped") }
        if skipped.count > layoutsSkipped { passed.append("\(skipped.count - layoutsSkipped) other \(skipped.count - layoutsSkipped == 1 ? "fault" : "faults") of Swift code") }
        if !unreadFiles.isEmpty { passed.append("\(unreadFiles.count) Swift \(unreadFiles.count == 1 ? "file" : "files") not read") }
        if passedOver > 0 { passed.append("\(passedOver) other \(passedOver == 1 ? "file" : "files") passed over") }
        if !passed.isEmpty { summary += "; " + passed.joined(separator: ", ") }
        return lines + [summary]
    }
}

extension Catalog {
    /// Imports layout specs, datasets and the layouts of Swift files, all in one transaction: every file is read
    /// and checked first, and if any spec or dataset has a fault nothing is stored (the catalog file is not even
    /// opened).
    /// `datasetFormat` forces the shape of every dataset file (otherwise detected per file); `assumptions` give
    /// values to names Swift code reads but cannot know (`--assume self.view.frame.height=844`). The Swift files
    /// and storyboards of one import are read together, as one module. A cancellation (`Cancellation`) is checked
    /// between reading, checking and storing: a cancelled import stores nothing.
    ///
    /// A Swift layout that cannot be read is skipped whole with its located reasons, and a Swift file that does not
    /// parse is left out (unless `strict`, when either fails the import as any other fault does); the import fails
    /// when it would store nothing.
    public func importFiles(
        _ paths: [String], datasetFormat: DatasetFormat? = nil, assumptions: [String: AssumedValue] = [:], strict: Bool = false
    ) throws -> ImportReport {
        guard !paths.isEmpty else { throw ImportError.nothingNamed }
        let found = try InputFiles.read(paths)
        if strict, !found.unreadSources.isEmpty { throw ImportError.unreadableInput(found.unreadSources) }
        let files = found.files
        try stopIfCancelled()
        var plan = try ImportPlanner.plan(files, datasetFormat: datasetFormat, assumptions: assumptions, strict: strict)
        try stopIfCancelled()
        plan.notes = found.notes + plan.notes
        // Derived datasets may need datasets already in the catalog; a catalog that does not exist yet has none,
        // so a batch that fails on them must not create the file.
        let exists = FileManager.default.fileExists(atPath: databasePath)
        if plan.needsCatalogDatasets && !exists {
            _ = try plan.batch(catalog: nil)
        }
        // Only import creates a catalog; if it fails, the file it created goes again (and a 0-byte file given as the
        // catalog is 0 bytes again), so a failed import leaves nothing behind, as on a full disk.
        let existedWithContent = exists && FileStamp(databasePath).size > 0
        do {
            let database = try open(creating: true)
            defer { database.close() }
            let batch = try plan.batch(catalog: database, at: databasePath)
            try stopIfCancelled()
            let outcome: ImportOutcome
            do {
                outcome = try database.importBatch(batch)
            } catch {
                throw storeFailure(error, storing: "the import")
            }
            return ImportReport(
                outcome: outcome, fileCount: files.count - plan.unreadFiles.count, notes: plan.notes,
                skipped: plan.skipped.map { ($0.declaration, $0.reasons.map(\.description)) },
                unreadFiles: found.unreadSources.map(\.description) + plan.unreadFiles.map(\.description), passedOver: found.passedOver
            )
        } catch {
            if !existedWithContent { removeCreatedCatalog(keepEmptyFile: exists) }
            throw error
        }
    }

    /// Removes what a failed import created: the catalog file and its write-ahead log and shared memory files, or,
    /// when the user gave an empty file, empties it again.
    private func removeCreatedCatalog(keepEmptyFile: Bool) {
        for suffix in ["-wal", "-shm", "-journal"] { unlink(databasePath + suffix) }
        if keepEmptyFile {
            truncate(databasePath, 0)
        } else {
            unlink(databasePath)
        }
    }
}
