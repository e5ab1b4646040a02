import SwiftSyntax

/// A line and column in the file being read, both counted from 1 (columns in UTF-8 bytes, as swiftc counts).
struct SourcePosition: Hashable {
    var line: Int
    var column: Int
}

/// Turns syntax nodes into the positions and texts that messages quote.
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
        return SourcePosition(line: location.line, column: location.column)
    }

    /// The line the node's last token ends on.
    func endLine(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.endPositionBeforeTrailingTrivia).line
    }

    func diagnostic(at position: SourcePosition, _ message: String, hint: String? = nil) -> SwiftImportDiagnostic {
        SwiftImportDiagnostic(file: file, line: position.line, column: position.column, message: message, hint: hint)
    }

    func diagnostic(at node: some SyntaxProtocol, _ message: String, hint: String? = nil) -> SwiftImportDiagnostic {
        diagnostic(at: position(of: node), message, hint: hint)
    }

    /// The node's code on one line, for quoting in a message: runs of spaces and line breaks become one space.
    static func quote(_ node: some SyntaxProtocol, limit: Int = 80) -> String {
        var text = ""
        var lastWasSpace = false
        for character in node.trimmedDescription {
            if character.isWhitespace {
                if !lastWasSpace { text.append(" ") }
                lastWasSpace = true
            } else {
                text.append(character)
                lastWasSpace = false
            }
        }
        if text.count > limit { text = String(text.prefix(limit - 1)) + "…" }
        return text
    }
}
