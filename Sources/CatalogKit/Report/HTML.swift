import LayoutModel

/// A small HTML writer for the report's pages: every piece of text goes through `text` or an attribute value, which
/// escape it, so a layout named `<script>` or a title with `&` stays text. Elements are written as strings; the
/// writer only keeps them in order and escaped.
///
/// ```swift
/// var html = HTML()
/// html.open("p", [("class", "note")])
/// html.text("5 < 6 & \"quoted\"")
/// html.close("p")
/// html.document   // <p class="note">5 &lt; 6 &amp; &quot;quoted&quot;</p>
/// ```
struct HTML {
    private(set) var document = ""

    /// An attribute: a name and its value (escaped when written); a nil value leaves the attribute out, an
    /// empty one writes it bare (`hidden`).
    typealias Attribute = (name: String, value: String?)

    /// `<name attributes>`.
    mutating func open(_ name: String, _ attributes: [Attribute] = []) {
        document += "<" + name + Self.attributes(attributes) + ">"
    }

    /// `</name>`, and a newline after block elements so the source reads line by line.
    mutating func close(_ name: String) {
        document += "</" + name + ">"
        if Self.blockElements.contains(name) { document += "\n" }
    }

    /// An element holding only text.
    mutating func element(_ name: String, _ attributes: [Attribute] = [], text: String) {
        open(name, attributes)
        self.text(text)
        close(name)
    }

    /// An element without content (`img`, `input`, `meta`).
    mutating func void(_ name: String, _ attributes: [Attribute] = []) {
        document += "<" + name + Self.attributes(attributes) + ">"
        if Self.blockElements.contains(name) || name == "meta" || name == "img" { document += "\n" }
    }

    /// Escaped text.
    mutating func text(_ value: String) {
        document += Self.escape(value)
    }

    /// Markup written as it is: only for the report's own constant style sheet and script.
    mutating func raw(_ markup: String) {
        document += markup
    }

    /// Text escaped for a page (`MarkupEscaping`): line breaks and tabs kept.
    static func escape(_ value: String) -> String {
        MarkupEscaping.escaped(value, keepingLineBreaks: true)
    }

    /// ` name="value"` for each attribute with a value, in the order given.
    static func attributes(_ attributes: [Attribute]) -> String {
        var text = ""
        for (name, value) in attributes {
            guard let value else { continue }
            text += value.isEmpty ? " " + name : " " + name + "=\"" + escape(value) + "\""
        }
        return text
    }

    /// A file name as a relative URL: the catalog's names are letters, digits, `-`, `_` and `.`, which need no
    /// percent-encoding; anything else is encoded byte by byte.
    static func path(_ name: String) -> String {
        var encoded = ""
        for byte in name.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if character.isASCII, character.isLetter || character.isNumber || "-_./".contains(character) {
                encoded.append(character)
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }

    private static let blockElements: Set<String> = [
        "html", "head", "body", "header", "main", "footer", "section", "article", "nav", "div", "p", "ul", "ol", "li",
        "table", "thead", "tbody", "tr", "figure", "pre", "h1", "h2", "h3", "h4", "dl", "details", "style", "script",
        "title", "form", "label", "select", "input",
    ]
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
