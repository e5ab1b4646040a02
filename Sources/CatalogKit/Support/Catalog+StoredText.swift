import SpecFormat

extension Catalog {
    /// A name or text read from a catalog, quoted for a message: quotes and control characters escaped as Swift
    /// writes them, and at most 80 characters, so a crafted value can neither flood nor garble the terminal.
    static func quoted(_ text: String) -> String {
        guard text.count > 80 else { return String(reflecting: text) }
        return String(reflecting: String(text.prefix(80))) + "… (\(text.count) characters)"
    }

    /// A name read from a catalog as lists show it: as it is when an import would have taken it, else quoted.
    static func shownName(_ name: String) -> String {
        LayoutSpecDecoder.isValidName(name) ? name : quoted(name)
    }
}
