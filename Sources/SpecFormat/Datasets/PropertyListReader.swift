import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutModel

/// Reads an XML property list into `SpecNode`s with line numbers (Foundation's `XMLParser` reports them), so
/// faults in a plist dataset are located like faults in JSON. Dates become ISO 8601 strings, data base64.
///
/// The reader keeps its own stack, but the node tree it builds is walked and freed recursively (a 100,000-level
/// plist crashed while freeing it), so arrays and dicts nested deeper than `InputLimits.documentNesting` are
/// refused as they open.
final class PropertyListReader: NSObject, XMLParserDelegate {
    private let file: String
    private var stack: [(element: String, line: Int, children: [SpecNode], keys: [String])] = []
    /// Arrays and dicts open around the current element.
    private var containers = 0
    private var text = ""
    private var root: SpecNode?
    private(set) var diagnostics: [SpecDiagnostic] = []
    private weak var parser: XMLParser?

    init(file: String) {
        self.file = file
    }

    /// The document's root value, or nil with the faults.
    static func read(_ text: String, file: String) -> (SpecNode?, [SpecDiagnostic]) {
        if let declaration = PropertyListEntities.firstDeclaration(in: text) {
            return (nil, [SpecDiagnostic(file: file, path: "$", location: declaration.location, message: declaration.fault)])
        }
        let reader = PropertyListReader(file: file)
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        reader.parser = parser
        if !parser.parse(), reader.diagnostics.isEmpty {
            let message = parser.parserError.map { "\($0.localizedDescription)" } ?? "unreadable XML"
            reader.diagnostics.append(
                SpecDiagnostic(file: file, path: "$", location: SourceLocation(line: parser.lineNumber, column: parser.columnNumber), message: "invalid property list: \(message)")
            )
        }
        guard reader.diagnostics.isEmpty, let root = reader.root else {
            if reader.diagnostics.isEmpty {
                reader.diagnostics.append(SpecDiagnostic(file: file, path: "$", location: .unknown, message: "the property list is empty"))
            }
            return (nil, reader.diagnostics)
        }
        return (root, [])
    }

    private var line: Int { parser?.lineNumber ?? 0 }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        text = ""
        if element == "array" || element == "dict" {
            containers += 1
            if containers > InputLimits.documentNesting {
                fault(InputLimits.documentNestingFault, line: parser.lineNumber, path: currentPath)
                return
            }
        }
        stack.append((element, parser.lineNumber, [], []))
    }

    /// The path of the element about to start: each open array's next index, each open dict's last key.
    private var currentPath: String {
        var path = "$"
        for entry in stack {
            switch entry.element {
            case "array":
                path = SpecPath.appending(index: entry.children.count, to: path)
            case "dict":
                path = entry.keys.count == entry.children.count + 1
                    ? SpecPath.appending(key: entry.keys[entry.keys.count - 1], to: path)
                    : SpecPath.appending(index: entry.children.count, to: path)
            default:
                break
            }
        }
        return path
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    /// `<![CDATA[…]]>` is text written as it is: part of the value, as the characters around it are.
    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        text += String(decoding: block, as: UTF8.self)
    }

    /// Asked for an entity the document names but does not declare (one an external DTD would declare): it is
    /// never read, and the text it stands for is not left out silently either, so the file is refused there.
    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        fault(PropertyListEntities.undeclaredFault(name), line: parser.lineNumber, column: parser.columnNumber, path: currentPath)
        return nil
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "array" || element == "dict" { containers -= 1 }
        guard let entry = stack.popLast() else { return }
        let location = SourceLocation(line: entry.line, column: 1)
        let node: SpecNode?
        switch element {
        case "plist":
            root = entry.children.first
            return
        case "key":
            if !stack.isEmpty { stack[stack.count - 1].keys.append(text) }
            text = ""
            return
        case "string": node = SpecNode(.string(text), at: location)
        case "integer":
            guard let value = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                fault("\"\(text)\" is not an integer", line: entry.line)
                return
            }
            node = SpecNode(.number(Double(value)), at: location)
        case "real":
            guard let value = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                fault("\"\(text)\" is not a number", line: entry.line)
                return
            }
            node = SpecNode(.number(value), at: location)
        case "true": node = SpecNode(.bool(true), at: location)
        case "false": node = SpecNode(.bool(false), at: location)
        case "date": node = SpecNode(.string(text.trimmingCharacters(in: .whitespacesAndNewlines)), at: location)
        case "data": node = SpecNode(.string(text.filter { !$0.isWhitespace }), at: location)
        case "array": node = SpecNode(.array(entry.children), at: location)
        case "dict":
            guard entry.keys.count == entry.children.count else {
                fault("a dict needs one value after each key", line: entry.line)
                return
            }
            node = SpecNode(.object(zip(entry.keys, entry.children).map { (key: $0, value: $1) }), at: location)
        default:
            fault("unknown property list element <\(element)>", line: entry.line)
            return
        }
        text = ""
        if let node, !stack.isEmpty { stack[stack.count - 1].children.append(node) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
        // After a fault of the reader's own, the parser reports the abort as an error too: nothing to add.
        guard diagnostics.isEmpty else { return }
        fault("invalid XML: \(error.localizedDescription)", line: parser.lineNumber)
    }

    private func fault(_ message: String, line: Int, column: Int = 1, path: String = "$") {
        diagnostics.append(SpecDiagnostic(file: file, path: path, location: SourceLocation(line: line, column: column), message: message))
        parser?.abortParsing()
    }
}
