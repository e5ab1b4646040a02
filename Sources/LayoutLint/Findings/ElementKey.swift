import LayoutModel

/// What a finding is about: an element as the catalog keys it, (category, element kind, section, item), or a whole
/// section (`section`, item nil) or a whole run (`run`, section and item nil) (`LintRules.md`, Terms).
///
/// Keys order by category (cell, supplementary, decoration, section, run), then element kind (none first), section
/// and item: the order findings print in, and the one that says which of two overlapping elements is "the element"
/// (the smaller key) and which "the other".
public struct ElementKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The kinds of thing a finding names.
    public enum Category: Int, Hashable, Sendable, CaseIterable {
        case cell, supplementary, decoration, section, run

        /// The name the JSON and SQL use.
        public var name: String {
            switch self {
            case .cell: return "cell"
            case .supplementary: return "supplementary"
            case .decoration: return "decoration"
            case .section: return "section"
            case .run: return "run"
            }
        }

        public init(_ category: ElementCategory) {
            switch category {
            case .cell: self = .cell
            case .supplementary: self = .supplementary
            case .decoration: self = .decoration
            }
        }

        /// The category of a laid-out element; nil for a section or a run, which are no element.
        public var elementCategory: ElementCategory? {
            switch self {
            case .cell: return .cell
            case .supplementary: return .supplementary
            case .decoration: return .decoration
            case .section, .run: return nil
            }
        }

        public init?(name: String) {
            guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = match
        }
    }

    public var category: Category
    /// Nil for cells, sections and runs.
    public var elementKind: String?
    /// Nil for a run; -1 for a layout's own boundary items.
    public var section: Int?
    /// Nil for sections and runs.
    public var item: Int?

    public init(category: Category, elementKind: String? = nil, section: Int?, item: Int?) {
        self.category = category
        self.elementKind = elementKind
        self.section = section
        self.item = item
    }

    /// The key of a laid-out element.
    public init(_ element: LayoutElementFrame) {
        self.init(category: Category(element.category), elementKind: element.elementKind, section: element.section, item: element.item)
    }

    /// A whole section.
    public static func section(_ index: Int) -> ElementKey { ElementKey(category: .section, section: index, item: nil) }

    /// A whole run.
    public static let run = ElementKey(category: .run, section: nil, item: nil)

    public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.elementKind != rhs.elementKind {
            guard let left = lhs.elementKind else { return true }
            guard let right = rhs.elementKind else { return false }
            return left < right
        }
        if lhs.section != rhs.section { return (lhs.section ?? Int.min) < (rhs.section ?? Int.min) }
        return (lhs.item ?? Int.min) < (rhs.item ?? Int.min)
    }

    /// How messages name it: `cell 0.3`, `supplementary badge 0.3`, `decoration background 1.0`, `section 2`, `run`.
    public var description: String {
        switch category {
        case .run: return "the run"
        case .section: return "section \(section ?? 0)"
        case .cell: return "cell \(section ?? 0).\(item ?? 0)"
        case .supplementary, .decoration:
            return "\(elementKind ?? category.name) \(section ?? 0).\(item ?? 0)"
        }
    }
}
