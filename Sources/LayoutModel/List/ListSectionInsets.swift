/// A list section's content insets as code sets them after `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// (ListRules.md L36, a decision): each edge the code assigned, and nil for an edge that keeps what the list derives
/// for its appearance and the environment (L7 to L16). `section.contentInsets = …` assigns all four;
/// `section.contentInsets.top = 10` assigns one, and the other three stay the list's on every device.
public struct ListSectionInsets: Hashable, Sendable {
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?

    public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The edge `name` (`top`, `leading`, `bottom`, `trailing`) as a key path; nil for another name.
    public static func edge(named name: String) -> WritableKeyPath<ListSectionInsets, Double?>? {
        switch name {
        case "top": return \.top
        case "leading": return \.leading
        case "bottom": return \.bottom
        case "trailing": return \.trailing
        default: return nil
        }
    }

    /// All four edges assigned.
    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }

    /// The insets the section has: the assigned edges, the list's own `derived` ones elsewhere.
    public func applied(to derived: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top ?? derived.top, leading: leading ?? derived.leading, bottom: bottom ?? derived.bottom, trailing: trailing ?? derived.trailing)
    }

    /// The four edges when all are assigned; nil while one still comes from the list.
    public var whole: EdgeInsets? {
        guard let top, let leading, let bottom, let trailing else { return nil }
        return EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// True when an edge across the scroll direction is assigned: the cells' and headers' horizontal geometry is then
    /// the section's, not the list's (L36).
    public var assignsLeadingOrTrailing: Bool { leading != nil || trailing != nil }
}
