import SwiftSyntax

/// A line and column in one of the files being read, both counted from 1 (columns in UTF-8 bytes, as swiftc
/// counts).
struct SourcePosition: Hashable {
    var file: String
    var line: Int
    var column: Int

    func diagnostic(_ message: String, hint: String? = nil) -> SwiftImportDiagnostic {
        SwiftImportDiagnostic(file: file, line: line, column: column, message: message, hint: hint)
    }
}

/// Turns syntax nodes of one file into the positions and texts that messages quote.
struct SourceMap {
    let file: String
    let converter: SourceLocationConverter

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    /// Where the node's first token starts (its comments and blank lines before it are not part of it).
    func position(of node: some SyntaxProtocol) -> SourcePosition {
        position(of: node.positionAfterSkippingLeadingTrivia)
    }

    func position(of absolute: AbsolutePosition) -> SourcePosition {
        let location = converter.location(for: absolute)
        return SourcePosition(file: file, line: location.line, column: location.column)
    }

    /// The line the node's last token ends on.
    func endLine(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.endPositionBeforeTrailingTrivia).line
    }

    func diagnostic(at position: SourcePosition, _ message: String, hint: String? = nil) -> SwiftImportDiagnostic {
        position.diagnostic(message, hint: hint)
    }

    func diagnostic(at node: some SyntaxProtocol, _ message: String, hint: String? = nil) -> SwiftImportDiagnostic {
        diagnostic(at: position(of: node), message, hint: hint)
    }

    /// The node's code on one line, for quoting in a message: runs of spaces and line breaks become one space. Only
    /// the code up to the limit is read: a member chain thousands of names long is quoted at each of its names, and
    /// spelling out the whole chain each time took seconds.
    static func quote(_ node: some SyntaxProtocol, limit: Int = 80) -> String {
        var text = ""
        var count = 0
        var lastWasSpace = false
        var started = false
        let end = node.endPositionBeforeTrailingTrivia
        tokens: for token in node.tokens(viewMode: .sourceAccurate) {
            // The trivia between the node's first and last tokens, as `trimmedDescription` keeps it.
            var pieces = (started ? token.leadingTrivia.description : "") + token.text
            if token.endPositionBeforeTrailingTrivia < end { pieces += token.trailingTrivia.description }
            started = true
            for character in pieces {
                if character.isWhitespace {
                    if !lastWasSpace {
                        text.append(" ")
                        count += 1
                    }
                    lastWasSpace = true
                } else {
                    text.append(character)
                    count += 1
                    lastWasSpace = false
                }
                if count > limit { break tokens }
            }
        }
        if count > limit { text = String(text.prefix(limit - 1)) + "…" }
        return text
    }

}

/// The source maps of every Swift file of an import, each found from a node through the tree it belongs to:
/// the interpreter runs code of any file, and a message points into the file that code is in.
struct ModuleSourceMap {
    private let maps: [SyntaxIdentifier: SourceMap]
    /// The map for nodes of no parsed file (none are made while reading, so this only keeps a lookup total).
    private let fallback: SourceMap

    init(_ files: [ParsedSwiftFile]) {
        maps = Dictionary(files.map { ($0.tree.id, $0.map) }, uniquingKeysWith: { first, _ in first })
        fallback = files.first?.map ?? SourceMap(file: "", tree: SourceFileSyntax(statements: [], endOfFileToken: .endOfFileToken()))
    }

    /// The map of the file `node` is in.
    func file(of node: some SyntaxProtocol) -> SourceMap {
        maps[node.root.id] ?? fallback
    }

    func position(of node: some SyntaxProtocol) -> SourcePosition {
        file(of: node).position(of: node)
    }

    func diagnostic(at position: SourcePosition, _ message: String, hint: String? = nil) -> SwiftImportDiagnostic {
        position.diagnostic(message, hint: hint)
    }

    func diagnostic(at node: some SyntaxProtocol, _ message: String, hint: String? = nil) -> SwiftImportDiagnostic {
        file(of: node).diagnostic(at: node, message, hint: hint)
    }
}
