import LayoutModel

/// How one element differs between two layouts.
public enum ChangeKind: String, Sendable, CaseIterable {
    /// Only in the second layout.
    case added
    /// Only in the first layout.
    case removed
    /// Same size, different origin.
    case moved
    /// Same origin, different size.
    case resized
    /// Both origin and size differ.
    case movedAndResized = "moved and resized"
}

/// One element that differs between two layouts, with its frame in each.
public struct ElementChange: Hashable, Sendable {
    public var key: ElementKey
    public var kind: ChangeKind
    /// The frame in the first layout; nil when added.
    public var before: Rect?
    /// The frame in the second layout; nil when removed.
    public var after: Rect?

    public init(key: ElementKey, kind: ChangeKind, before: Rect?, after: Rect?) {
        self.key = key
        self.kind = kind
        self.before = before
        self.after = after
    }

    /// How far the origin moved (zero when added or removed).
    public var offset: Point {
        guard let before, let after else { return .zero }
        return Point(x: after.x - before.x, y: after.y - before.y)
    }

    /// How much the size changed (zero when added or removed).
    public var growth: Size {
        guard let before, let after else { return .zero }
        return Size(width: after.width - before.width, height: after.height - before.height)
    }
}
