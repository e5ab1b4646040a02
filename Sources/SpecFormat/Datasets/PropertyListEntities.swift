
/// Entities in a property list: refused, never expanded and never fetched.
///
/// XML lets a document declare entities in its document type (`<!ENTITY name "text">`, or `SYSTEM "file:///…"`
/// for one read from elsewhere) and use them in text as `&name;`. Foundation's parser neither hands their text
/// over nor says it left it out, so a title written with an entity would be stored as an empty string; and an
/// external entity would make a dataset read files or URLs on the importing machine. Property lists never need
/// them (Apple's own are written without), so a declaration is refused where it stands, before parsing, and a
/// reference to an entity declared nowhere in the file (which an external DTD might declare) is refused where it
/// is used (`PropertyListReader`). The five predefined entities (`&amp;` …) and character references (`&#65;`)
/// are not entities in this sense and are read as always.
enum PropertyListEntities {
    struct Declaration: Equatable {
        var location: SourceLocation
        var fault: String
    }

    /// The first entity declaration in the document type of `text`, with its place and the fault to report; nil
    /// when the document declares none. Only the prolog is looked at (the declaration, comments, processing
    /// instructions and the document type before the root element), in one pass.
    static func firstDeclaration(in text: String) -> Declaration? {
        var scanner = PrologScanner(bytes: Array(text.utf8))
        return scanner.firstEntityDeclaration()
    }

    /// The fault for `&name;` where the file does not declare `name`.
    static func undeclaredFault(_ name: String) -> String {
        "the entity &\(name); is not declared in the file, and entities declared elsewhere are never read: write the text itself"
    }

    static func declarationFault(name: String, parameter: Bool, external: String?) -> String {
        let kind = parameter ? "parameter entity" : external == nil ? "entity" : "external entity"
        let source = external.map { " (\($0))" } ?? ""
        let reason = external == nil
            ? "entities are not expanded, so the text it stands for would be lost"
            : "external entities are never read"
        return "the document declares the \(kind) \"\(name)\"\(source); \(reason): write the text itself where it is used"
    }
}

/// Walks a document's prolog byte by byte, keeping the line and column (in characters) of where it is.
private struct PrologScanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func firstEntityDeclaration() -> PropertyListEntities.Declaration? {
        while index < bytes.count {
            skipWhitespace()
            if starts(with: "<?") {
                skip(past: "?>")
            } else if starts(with: "<!--") {
                skip(past: "-->")
            } else if starts(with: "<!DOCTYPE") {
                return documentType()
            } else {
                return nil
            }
        }
        return nil
    }

    /// The document type up to its closing `>`, looking into its internal subset (`[…]`) for `<!ENTITY`.
    private mutating func documentType() -> PropertyListEntities.Declaration? {
        advance(by: 9)
        var inSubset = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                skipQuoted()
            } else if inSubset && starts(with: "<!--") {
                skip(past: "-->")
            } else if inSubset && starts(with: "<?") {
                skip(past: "?>")
            } else if inSubset && starts(with: "<!ENTITY") {
                return entityDeclaration()
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
                advance(by: 1)
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
                advance(by: 1)
            } else if byte == UInt8(ascii: ">") && !inSubset {
                return nil
            } else {
                advance(by: 1)
            }
        }
        return nil
    }

    /// `<!ENTITY [%] name (SYSTEM|PUBLIC …| "value")>` at the scanner's place.
    private mutating func entityDeclaration() -> PropertyListEntities.Declaration {
        let location = SourceLocation(line: line, column: column)
        advance(by: 8)
        skipWhitespace()
        var parameter = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
            parameter = true
            advance(by: 1)
            skipWhitespace()
        }
        let name = String(decoding: take { !Self.isWhitespace($0) && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'") }, as: UTF8.self)
        skipWhitespace()
        var external: String?
        if starts(with: "SYSTEM") || starts(with: "PUBLIC") {
            let rest = String(decoding: take { $0 != UInt8(ascii: ">") && $0 != 0x0A }, as: UTF8.self)
            external = rest.count > 80 ? String(rest.prefix(80)) + "…" : rest.trimmingTrailingWhitespace
        }
        let shownName = name.count > 80 ? String(name.prefix(80)) + "…" : name
        return PropertyListEntities.Declaration(
            location: location, fault: PropertyListEntities.declarationFault(name: shownName, parameter: parameter, external: external)
        )
    }

    private func starts(with text: String) -> Bool {
        let prefix = Array(text.utf8)
        return index + prefix.count <= bytes.count && Array(bytes[index..<(index + prefix.count)]) == prefix
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { advance(by: 1) }
    }

    private mutating func skip(past end: String) {
        while index < bytes.count, !starts(with: end) { advance(by: 1) }
        advance(by: end.utf8.count)
    }

    private mutating func skipQuoted() {
        let quote = bytes[index]
        advance(by: 1)
        while index < bytes.count, bytes[index] != quote { advance(by: 1) }
        advance(by: 1)
    }

    private mutating func take(while accepted: (UInt8) -> Bool) -> ArraySlice<UInt8> {
        let start = index
        while index < bytes.count, accepted(bytes[index]) { advance(by: 1) }
        return bytes[start..<index]
    }

    /// Moves on `count` bytes (at most to the end), counting lines and characters (UTF-8 continuation bytes start
    /// no character).
    private mutating func advance(by count: Int) {
        for _ in 0..<count {
            guard index < bytes.count else { return }
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
    }
}

private extension String {
    var trimmingTrailingWhitespace: String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
