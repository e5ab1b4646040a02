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
