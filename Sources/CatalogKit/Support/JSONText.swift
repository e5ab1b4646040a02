import LayoutModel
import SpecFormat

/// Small JSON values written as text for catalog columns (item counts, offsets, warnings).
enum JSONText {
    static func string(_ text: String) -> String {
        var output = ""
        JSONWriter.writeString(text, into: &output)
        return output
    }

    static func number(_ value: Double) -> String { formatNumber(value) }

    static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ",") + "]" }

    static func object(_ members: [(String, String)]) -> String {
        "{" + members.sorted { $0.0 < $1.0 }.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
