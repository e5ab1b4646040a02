/// Writes `SpecNode`s as JSON text: compact or indented, with keys in file order or sorted (the canonical
/// form digests are taken over).
public struct JSONWriter {
    public var sortedKeys: Bool
    public var indent: String?

    public init(sortedKeys: Bool = false, indent: String? = "  ") {
        self.sortedKeys = sortedKeys
        self.indent = indent
    }

    public func write(_ node: SpecNode) -> String {
        var output = ""
        write(node, into: &output, level: 0)
        return output
    }

    private func write(_ node: SpecNode, into output: inout String, level: Int) {
        switch node.value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += formatSpecNumber(number)
        case .string(let text): Self.writeString(text, into: &output)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
                return
            }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                newline(into: &output, level: level + 1)
                write(element, into: &output, level: level + 1)
            }
            newline(into: &output, level: level)
            output += "]"
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            let ordered = sortedKeys ? members.sorted { $0.key < $1.key } : members
            output += "{"
            for (index, member) in ordered.enumerated() {
                if index > 0 { output += "," }
                newline(into: &output, level: level + 1)
                Self.writeString(member.key, into: &output)
                output += indent == nil ? ":" : ": "
                write(member.value, into: &output, level: level + 1)
            }
            newline(into: &output, level: level)
            output += "}"
        }
    }

    private func newline(into output: inout String, level: Int) {
        guard let indent else { return }
        output += "\n"
        for _ in 0..<level { output += indent }
    }

    /// A JSON string literal with the escapes RFC 8259 requires.
    public static func writeString(_ text: String, into output: inout String) {
        output += "\""
        // Most text needs no escape: appended whole, not scalar by scalar (the lint writes millions of strings).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
