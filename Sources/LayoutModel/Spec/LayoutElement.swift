/// A subitem of a group: a leaf item or a nested group.
public indirect enum LayoutElement: Hashable, Sendable {
    case item(LayoutItem)
    case group(LayoutGroup)

    /// The element's layout size.
    public var size: LayoutSize {
        get {
            switch self {
            case .item(let item): return item.size
            case .group(let group): return group.size
            }
        }
        set {
            switch self {
            case .item(var item):
                item.size = newValue
                self = .item(item)
            case .group(var group):
                group.size = newValue
                self = .group(group)
            }
        }
    }

    /// The element's edge spacing.
    public var edgeSpacing: EdgeSpacing {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }

    /// The element's content insets.
    public var contentInsets: EdgeInsets {
        switch self {
        case .item(let item): return item.contentInsets
        case .group(let group): return group.contentInsets
        }
    }

    /// The depth of the deepest group below and including this element (an item is 0).
    public var nestingDepth: Int {
        switch self {
        case .item: return 0
        case .group(let group): return group.nestingDepth
        }
    }
}
