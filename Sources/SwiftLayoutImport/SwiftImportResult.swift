import LayoutModel

/// What reading the Swift files of an import produced: the layouts they define, turned into specs, and every
/// fault that kept a layout from being read. Files with any diagnostic must not be imported in part: the catalog
/// imports all or nothing.
public struct SwiftImportResult: Sendable {
    /// The layouts, in the order their declarations appear in the files (files in the order given).
    public var layouts: [ImportedSwiftLayout]
    /// Faults, each located at the code that caused it, in file order: every one of `skipped`, `unreadFiles` and
    /// `moduleFaults`, for a caller that imports all or nothing.
    public var diagnostics: [SwiftImportDiagnostic]
    /// The layouts found and not read, each skipped whole with every fault its code has; and the located faults of
    /// code that is not one layout's (a `// catalog:` comment above nothing), each an entry without a declaration.
    public var skipped: [SkippedSwiftLayout] = []
    /// Files not read, each with the first reason: Swift that does not parse or is past a size limit, a storyboard
    /// that cannot be read. The other files are read without them.
    public var unreadFiles: [SwiftImportDiagnostic] = []
    /// Faults of the import as a whole (its files together past a limit): nothing is read.
    public var moduleFaults: [SwiftImportDiagnostic] = []
    /// Things worth knowing that do not stop the import (an element kind taken from a name declared elsewhere, a
    /// property the catalog ignores because it does not change frames).
    public var notes: [SwiftImportDiagnostic]
    /// The `--assume` names some layout of the file read, so the caller can point out the ones nobody used.
    public var usedAssumptions: Set<String>

    public init(
        layouts: [ImportedSwiftLayout] = [], diagnostics: [SwiftImportDiagnostic] = [], notes: [SwiftImportDiagnostic] = [],
        usedAssumptions: Set<String> = [], moduleFaults: [SwiftImportDiagnostic] = []
    ) {
        self.layouts = layouts
        self.diagnostics = diagnostics
        self.notes = notes
        self.usedAssumptions = usedAssumptions
        self.moduleFaults = moduleFaults
    }
}

/// A layout the files declare that was not read, with why: located faults of its code (or, for an entry without a
/// declaration, of code that belongs to no layout).
public struct SkippedSwiftLayout: Hashable, Sendable {
    /// The declaration as a reader would name it (`FeedViewController.makeLayout()`); nil for a fault of no layout.
    public var declaration: String?
    public var file: String
    public var line: Int
    public var column: Int
    public var reasons: [SwiftImportDiagnostic]

    public init(declaration: String?, file: String, line: Int, column: Int, reasons: [SwiftImportDiagnostic]) {
        self.declaration = declaration
        self.file = file
        self.line = line
        self.column = column
        self.reasons = reasons
    }
}

/// One layout read from Swift: the spec, its catalog name, and where it was declared.
public struct ImportedSwiftLayout: Hashable, Sendable {
    /// The catalog name: from a `// catalog: NAME` comment, else `<file base name>.<declaration name>`.
    public var name: String
    public var spec: LayoutSpec
    /// The file of the declaration (for a flow layout, of its first member, else of its view controller).
    public var file: String
    /// The 1-based line of the declaration (`func`, `let` or `var`, or the first modifier) the layout came from.
    public var line: Int
    public var column: Int
    /// The declaration as a reader would name it, such as `LayoutFactory.create()` or `ViewController.layout`,
    /// with the enum case it was read for, if any (`Section.layoutSection() for .grid`).
    public var declaration: String

    public init(name: String, spec: LayoutSpec, file: String, line: Int, column: Int, declaration: String) {
        self.name = name
        self.spec = spec
        self.file = file
        self.line = line
        self.column = column
        self.declaration = declaration
    }
}

/// A located message about Swift source: `file:line:column: message (hint)`, the shape compilers print and
/// editors link to. Columns count UTF-8 bytes from 1, as the Swift compiler's do.
public struct SwiftImportDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// What to do about it, when there is something to suggest.
    public var hint: String?

    public init(file: String, line: Int, column: Int, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    public var description: String {
        "\(file):\(line):\(column): \(message)" + (hint.map { " (\($0))" } ?? "")
    }
}
