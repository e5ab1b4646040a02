import LayoutModel
import SpecFormat

/// The line and column of each node of a spec's source text (JSON or YAML), found by JSON path: the spec readers keep
/// every node's location, so the text is parsed once more and the path walked.
///
/// A path that goes further than the text (a key left at its default, which the text does not hold) stops at the
/// deepest node the text has. The model names a spec's one `section` as `sections[0]`; a text that wrote `section`
/// is read so.
public struct SpecSourceMap: Sendable {
    private let root: SpecNode?

    /// Parses `text`; a text that no longer parses gives no locations (nil for every path).
    public init(text: String, format: SpecFileFormat, file: String) {
        root = SpecDocument.parse(text, file: file, format: format).root
    }

    /// Where the node at `path` starts, or the deepest node of the text on the way to it; nil without a text.
    public func location(of path: SpecNodePath) -> SourceLocation? {
        guard var node = root else { return nil }
        var components = path.components[...]
        while let component = components.first {
            components = components.dropFirst()
            switch component {
            case .key(let key):
                if let child = node[key] {
                    node = child
                } else if key == "sections", node["sections"] == nil, let single = node["section"] {
                    // `section` is `sections` of one: skip its index.
                    node = single
                    if case .index = components.first { components = components.dropFirst() }
                } else {
                    return node.location.line > 0 ? node.location : nil
                }
            case .index(let index):
                guard case .array(let elements) = node.value, elements.indices.contains(index) else {
                    return node.location.line > 0 ? node.location : nil
                }
                node = elements[index]
            }
        }
        return node.location.line > 0 ? node.location : nil
    }
}
