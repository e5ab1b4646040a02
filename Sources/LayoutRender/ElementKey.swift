import LayoutModel

/// What identifies an element across two layouts: its category, element kind and index path. A cell is the
/// same cell in both when its section and item agree, wherever it moved.
public struct ElementKey: Hashable, Sendable, Comparable {
    public var category: ElementCategory
    /// nil for cells.
    public var elementKind: String?
    /// -1 for the layout's own boundary items.
    public var section: Int
    public var item: Int

    public init(category: ElementCategory, elementKind: String?, section: Int, item: Int) {
        self.category = category
        self.elementKind = elementKind
        self.section = section
        self.item = item
    }

    /// The key of element `index` of a buffer.
    public init(_ buffer: FrameBuffer, _ index: Int) {
        self.init(
            category: buffer.category(at: index), elementKind: buffer.elementKind(at: index),
            section: buffer.section(at: index), item: buffer.item(at: index)
        )
    }

    /// How tables and tooltips name the element: `cell 0.3`, `badge 0.3`, `section-header 1`, `background 0`,
    /// `layout-header`. A section's boundary items and decorations all have item 0, so only the section is shown
    /// for them; anchored items (badges) show the item they belong to.
    public func name(badgeKinds: Set<String> = []) -> String {
        switch category {
        case .cell:
            return "cell \(section).\(item)"
        case .supplementary, .decoration:
            let kind = elementKind ?? category.name
            if section < 0 { return kind }
            if item == 0, !badgeKinds.contains(kind) { return "\(kind) \(section)" }
            return "\(kind) \(section).\(item)"
        }
    }

    /// Sections in order; within a section cells, then supplementaries, then decorations; then by kind and item.
    public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.elementKind != rhs.elementKind { return (lhs.elementKind ?? "") < (rhs.elementKind ?? "") }
        return lhs.item < rhs.item
    }
}
