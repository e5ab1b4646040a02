/// Text made safe to put in an HTML or XML document (an SVG picture, a report page), in text and in quoted attribute
/// values alike: the five characters markup reserves as references, and what XML 1.0 forbids in a document, which a
/// dataset's or a catalog's text may hold all the same, as spaces: control characters and the noncharacters (U+FFFE,
/// U+FFFF, U+FDD0 to U+FDEF, and the last two code points of every plane). A lone surrogate cannot reach here: text is
/// decoded from UTF-8 on its way in, which turns one into U+FFFD.
public enum MarkupEscaping {
    /// `text` escaped. A picture's text is one line, so its tabs and line breaks become spaces (`keepingLineBreaks`
    /// false); a page keeps them.
    public static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
        guard text.unicodeScalars.contains(where: { needsEscaping($0, keepingLineBreaks: keepingLineBreaks) }) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            default: output.unicodeScalars.append(isForbidden(scalar, keepingLineBreaks: keepingLineBreaks) ? " " : scalar)
            }
        }
        return output
    }

    /// Whether a document cannot hold `scalar` as it is: XML 1.0's `Char` production leaves it out (tab, line feed and
    /// carriage return are allowed, and kept when `keepingLineBreaks`), or Unicode reserves it as a noncharacter.
    public static func isForbidden(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        let value = scalar.value
        if value < 0x20 { return !(keepingLineBreaks && (value == 0x09 || value == 0x0A || value == 0x0D)) }
        return value == 0x7F || scalar.properties.isNoncharacterCodePoint
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        "&<>\"'".unicodeScalars.contains(scalar) || isForbidden(scalar, keepingLineBreaks: keepingLineBreaks)
    }
}
