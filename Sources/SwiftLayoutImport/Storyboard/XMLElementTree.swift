/// A storyboard's XML as a tree of elements with their attributes, read by a small scanner of our own: a
/// storyboard is plain XML (elements, attributes, comments, a declaration), and the toolchain's XML parser
/// would link libxml2 into every binary that imports. The scanner runs in one pass with an explicit stack, so
/// hostile input costs time linear in its length and no recursion; text content is skipped (a storyboard keeps
/// everything the importer reads in attributes).
final class XMLElement {
    let name: String
    let attributes: [String: String]
    /// Where its `<` is (1-based line and column, columns in UTF-8 bytes).
    let line: Int
    let column: Int
    private(set) var children: [XMLElement] = []
    private(set) weak var parent: XMLElement?

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    fileprivate func append(_ child: XMLElement) {
        children.append(child)
        child.parent = self
    }

    /// Every element below this one, depth first in document order, without recursion.
    var descendants: [XMLElement] {
        var result: [XMLElement] = []
        var pending = Array(children.reversed())
        while let next = pending.popLast() {
            result.append(next)
            pending.append(contentsOf: next.children.reversed())
        }
        return result
    }

    /// The nearest element above this one that satisfies `test`.
    func ancestor(where test: (XMLElement) -> Bool) -> XMLElement? {
        var current = parent
        while let element = current {
            if test(element) { return element }
            current = element.parent
        }
        return nil
    }
}

/// Why a storyboard could not be read, where.
struct XMLFault: Error {
    var message: String
    var line: Int
    var column: Int
}

/// The scanner: `parse` returns the root element or the first fault.
struct XMLElementTree {
    /// How deep elements may nest; a storyboard nests scenes, views and their subviews a few dozen deep.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    static func parse(_ text: String) -> Result<XMLElement, XMLFault> {
        var scanner = XMLElementTree(text)
        do {
            return .success(try scanner.document())
        } catch let fault as XMLFault {
            return .failure(fault)
        } catch {
            return .failure(XMLFault(message: "\(error)", line: 1, column: 1))
        }
    }

    private func fault(_ message: String, at offset: Int? = nil) -> XMLFault {
        XMLFault(message: message, line: line, column: (offset ?? index) - lineStart + 1)
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
    }

    /// Moves past one byte, counting lines.
    private mutating func advance() {
        if bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// Moves past everything up to and including `terminator`.
    private mutating func skip(past terminator: StaticString, what: String) throws {
        let start = index
        while index < bytes.count, !starts(with: terminator) { advance() }
        guard index < bytes.count else { throw fault("\(what) is not closed", at: start) }
        for _ in 0..<terminator.utf8CodeUnitCount { advance() }
    }

    private mutating func document() throws -> XMLElement {
        var stack: [XMLElement] = []
        var root: XMLElement?
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            if starts(with: "<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "a comment")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>", what: "a CDATA section")
            } else if starts(with: "<!") {
                try skip(past: ">", what: "a declaration")
            } else if starts(with: "</") {
                let start = index
                index += 2
                let name = try self.name()
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw fault("expected `>` after `</\(name)`") }
                index += 1
                guard let open = stack.popLast(), open.name == name else {
                    throw fault("`</\(name)>` closes no open `<\(name)>`", at: start)
                }
            } else {
                let (element, closed) = try startTag()
                if let parent = stack.last {
                    parent.append(element)
                } else if root == nil {
                    root = element
                } else {
                    throw fault("a second root element `<\(element.name)>`", at: index)
                }
                if !closed {
                    stack.append(element)
                    guard stack.count <= Self.maximumDepth else {
                        throw fault("elements nested more than \(Self.maximumDepth) deep (the limit for storyboards)")
                    }
                }
            }
        }
        if let open = stack.last { throw XMLFault(message: "`<\(open.name)>` is not closed", line: open.line, column: open.column) }
        guard let root else { throw fault("no XML element in the file") }
        return root
    }

    /// `<name attribute="value" ...>` or `.../>`, at `<`.
    private mutating func startTag() throws -> (XMLElement, closed: Bool) {
        let (startLine, startColumn) = (line, index - lineStart + 1)
        index += 1
        let name = try self.name()
        var attributes: [String: String] = [:]
        while true {
            skipSpaces()
            guard index < bytes.count else { throw fault("`<\(name)` is not closed") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return (XMLElement(name: name, attributes: attributes, line: startLine, column: startColumn), false)
            }
            if starts(with: "/>") {
                index += 2
                return (XMLElement(name: name, attributes: attributes, line: startLine, column: startColumn), true)
            }
            let attribute = try self.name()
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw fault("expected `=` after the attribute `\(attribute)`") }
            index += 1
            skipSpaces()
            attributes[attribute] = try quotedValue()
        }
    }

    private mutating func skipSpaces() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
    }

    private mutating func name() throws -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") || byte >= 0x80
            guard isNameByte else { break }
            index += 1
        }
        guard index > start else { throw fault("expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `"value"` or `'value'`, with the five named entities and numeric character references decoded.
    private mutating func quotedValue() throws -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw fault("expected a quoted attribute value")
        }
        let quote = bytes[index]
        let start = index
        index += 1
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "&") {
                value += try entity()
            } else {
                value.append(bytes[index])
                advance()
            }
        }
        guard index < bytes.count else { throw fault("an attribute value is not closed", at: start) }
        index += 1
        return String(decoding: value, as: UTF8.self)
    }

    private mutating func entity() throws -> [UInt8] {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { advance() }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { throw fault("an `&` that starts no entity", at: start) }
        let body = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        index += 1
        switch body {
        case "amp": return Array("&".utf8)
        case "lt": return Array("<".utf8)
        case "gt": return Array(">".utf8)
        case "quot": return Array("\"".utf8)
        case "apos": return Array("'".utf8)
        default:
            let code = body.hasPrefix("#x") ? UInt32(body.dropFirst(2), radix: 16) : body.hasPrefix("#") ? UInt32(body.dropFirst()) : nil
            guard let code, let scalar = Unicode.Scalar(code) else { throw fault("the entity `&\(body);` is not known", at: start) }
            return Array(String(Character(scalar)).utf8)
        }
    }
}
