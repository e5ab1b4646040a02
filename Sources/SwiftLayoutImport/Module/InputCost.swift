/// The bounds an import's files are checked against before any of them is parsed, so that the work the importer
/// does is bounded up front (Limits.md): each Swift file's size and the shapes its parser is slow on
/// (`ParserCostGuard`), and what the files of one import hold together. Evaluation has budgets of its own
/// (`SwiftImportBudget`).
enum InputCost {
    /// Longest Swift file the importer reads: 512 KiB, twenty times the longest sample and far past any view
    /// controller, and what bounds how deep a file's constructs can nest within `LargeStack.size`.
    static let maximumSourceBytes = 512 * 1024
    /// Longest storyboard: a whole app's storyboard with dozens of scenes is a few hundred KB.
    static let maximumStoryboardBytes = 4 * 1024 * 1024
    /// What the files of one import may hold together: a folder of an app's Swift sources and storyboards.
    static let maximumModuleBytes = 64 * 1024 * 1024
    /// How many files one import may read as a module.
    static let maximumModuleFiles = 16_384

    /// Why one file is not read, located at its start, or nil.
    static func refusal(of file: SwiftImportFile) -> SwiftImportDiagnostic? {
        let size = file.text.utf8.count
        if file.isStoryboard {
            guard size > maximumStoryboardBytes else { return nil }
            return SwiftImportDiagnostic(
                file: file.path, line: 1, column: 1,
                message: "the storyboard is \(size) bytes, past the limit of \(maximumStoryboardBytes) for storyboards"
            )
        }
        guard size <= maximumSourceBytes else {
            return SwiftImportDiagnostic(
                file: file.path, line: 1, column: 1,
                message: "the file is \(size) bytes, past the limit of \(maximumSourceBytes) for Swift source (layouts are read from view controllers and layout factories, which are far shorter)"
            )
        }
        return ParserCostGuard.refusal(in: file.text).map { refusal in
            SwiftImportDiagnostic(file: file.path, line: refusal.line, column: refusal.column, message: refusal.message)
        }
    }

    /// Why the files together are not read, located at the first file past a limit.
    static func refusals(ofTogether files: [SwiftImportFile]) -> [SwiftImportDiagnostic] {
        if files.count > maximumModuleFiles {
            return [
                SwiftImportDiagnostic(
                    file: files[maximumModuleFiles].path, line: 1, column: 1,
                    message: "the import reads \(files.count) Swift files and storyboards, past the limit of \(maximumModuleFiles) for one import",
                    hint: "import the folder that holds the layout code rather than the whole project"
                )
            ]
        }
        var total = 0
        for file in files {
            total += file.text.utf8.count
            if total > maximumModuleBytes {
                return [
                    SwiftImportDiagnostic(
                        file: file.path, line: 1, column: 1,
                        message: "with this file the import's Swift files and storyboards hold more than \(maximumModuleBytes) bytes together, the limit for one import",
                        hint: "import the folder that holds the layout code rather than the whole project"
                    )
                ]
            }
        }
        return []
    }
}
