import Foundation

/// JSON paths as error messages show them: `$.sections[0].group.size.width`, with keys that are not plain
/// identifiers quoted: `$.fields["weight max"]`. Public for readers of other formats (property lists), whose
/// faults are located the same way.
public enum SpecPath {
    public static func appending(key: String, to path: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar == "-" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar)
        }
        if plain { return "\(path).\(key)" }
        let escaped = key.replacingOccurrences(of: "\"", with: "\\\"")
        return "\(path)[\"\(escaped)\"]"
    }

    public static func appending(index: Int, to path: String) -> String { "\(path)[\(index)]" }
}
