import LayoutModel

/// Builds SVG text line by line: one element per line, attributes in the order given, text escaped.
///
/// Pictures are compared byte for byte (snapshots, the committed sample pictures), so nothing here depends on
/// dictionaries, clocks or random identifiers: the same calls always give the same bytes.
struct SVGWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    /// An attribute value: a length (formatted by `svgNumber`) or text.
    enum Value {
        case length(Double)
        case text(String)

        var rendered: String {
            switch self {
            case .length(let number): return svgNumber(number)
            case .text(let text): return escapeXML(text)
            }
        }
    }

    /// `<name a="1" b="2"/>`, or with a `<title>` child (shown as a tooltip by browsers) when `title` is given.
    mutating func element(_ name: String, _ attributes: [(String, Value)], title: String? = nil) {
        let open = "<\(name)\(Self.render(attributes))"
        if let title {
            append("\(open)><title>\(escapeXML(title))</title></\(name)>")
        } else {
            append("\(open)/>")
        }
    }

    /// `<text ...>content</text>`.
    mutating func text(_ content: String, _ attributes: [(String, Value)]) {
        append("<text\(Self.render(attributes))>\(escapeXML(content))</text>")
    }

    /// Opens a container element (`g`, `svg`, `clipPath`, ...); close it with `close`.
    mutating func open(_ name: String, _ attributes: [(String, Value)] = []) {
        append("<\(name)\(Self.render(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        append("</\(name)>")
    }

    /// A comment naming the layer that follows, for people reading the file. The text is the renderer's own
    /// (never a layout's element kind), so it cannot contain the `--` XML forbids in comments.
    mutating func comment(_ text: String) {
        append("<!-- \(text) -->")
    }

    mutating func raw(_ line: String) {
        append(line)
    }

    /// The document: lines joined with newlines, ending with one.
    var document: String { lines.joined(separator: "\n") + "\n" }

    private mutating func append(_ line: String) {
        lines.append(String(repeating: "  ", count: max(depth, 0)) + line)
    }

    private static func render(_ attributes: [(String, Value)]) -> String {
        attributes.map { " \($0.0)=\"\($0.1.rendered)\"" }.joined()
    }
}

/// Text escaped for a picture, one line (`MarkupEscaping`).
func escapeXML(_ text: String) -> String {
    MarkupEscaping.escaped(text, keepingLineBreaks: false)
}
