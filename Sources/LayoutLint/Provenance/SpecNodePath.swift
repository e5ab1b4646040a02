import SpecFormat

/// The path of a spec node from the document's root, as components: what a finding's location is looked up by, and
/// what messages print as a JSON path (`$.sections[1].group.subitems[0]`).
public struct SpecNodePath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// `$`, the document itself.
    public static let root = SpecNodePath()

    public func appending(_ key: String) -> SpecNodePath { SpecNodePath(components + [.key(key)]) }

    public func appending(index: Int) -> SpecNodePath { SpecNodePath(components + [.index(index)]) }

    public func appending(_ other: SpecNodePath) -> SpecNodePath { SpecNodePath(components + other.components) }

    /// The JSON path the spec reader's faults use, `$.sections[1].group.subitems[0]`.
    public var description: String {
        components.reduce("$") { path, component in
            switch component {
            case .key(let key): return SpecPath.appending(key: key, to: path)
            case .index(let index): return SpecPath.appending(index: index, to: path)
            }
        }
    }

    /// The path a JSON path names, as `description` writes it: `$`, then `.key`, `[index]` or `["key"]` (a key with
    /// other characters, `\"` for a quote). Nil for text `description` does not write. A catalog stores a finding's
    /// path as text and reads it back with this.
    public init?(parsing text: String) {
        var scalars = Substring(text).unicodeScalars[...]
        guard scalars.first == "$" else { return nil }
        scalars = scalars.dropFirst()
        var components: [Component] = []
        func isPlain(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "-" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        while let first = scalars.first {
            scalars = scalars.dropFirst()
            if first == "." {
                let key = scalars.prefix(while: isPlain)
                guard !key.isEmpty else { return nil }
                components.append(.key(String(String.UnicodeScalarView(key))))
                scalars = scalars.dropFirst(key.count)
            } else if first == "[", scalars.first == "\"" {
                scalars = scalars.dropFirst()
                var key = String.UnicodeScalarView()
                var closed = false
                while let scalar = scalars.first {
                    scalars = scalars.dropFirst()
                    if scalar == "\\", scalars.first == "\"" {
                        key.append("\"")
                        scalars = scalars.dropFirst()
                    } else if scalar == "\"" {
                        closed = true
                        break
                    } else {
                        key.append(scalar)
                    }
                }
                guard closed, scalars.first == "]" else { return nil }
                scalars = scalars.dropFirst()
                components.append(.key(String(key)))
            } else if first == "[" {
                let digits = scalars.prefix(while: { ("0"..."9").contains($0) })
                guard !digits.isEmpty, scalars.dropFirst(digits.count).first == "]",
                    let index = Int(String(String.UnicodeScalarView(digits)))
                else { return nil }
                components.append(.index(index))
                scalars = scalars.dropFirst(digits.count + 1)
            } else {
                return nil
            }
        }
        self.init(components)
    }

    /// The path below a section as the engine names group nodes (`group.subitems[0].subitem`, ElementWalk's form):
    /// the key `GroupResolution` is read by.
    var nodeName: String {
        var name = ""
        for component in components {
            switch component {
            case .key(let key): name += name.isEmpty ? key : "." + key
            case .index(let index): name += "[\(index)]"
            }
        }
        return name
    }
}
