/// A list section's configuration, as `UICollectionLayoutListConfiguration`: how it looks, which headers and
/// footers it has, and what its cells, headers and footers show, so they self-size as UIKit's would (L1 to L37 of
/// ListRules.md).
///
/// A layout-level list (`UICollectionViewCompositionalLayout.list(using:)`) makes every section a list section; a
/// list entry among a layout's sections is `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
///
/// ```swift
/// var settings = ListConfiguration(appearance: .insetGrouped)
/// settings.headerMode = .supplementary
/// settings.cell = .configuration(ListContentConfiguration(style: .subtitleCell, text: .field("title"), secondaryText: .field("detail")))
/// let spec = LayoutSpec(name: "settings", sections: [.list(settings)])
/// ```
public struct ListConfiguration: Hashable, Sendable {
    public var appearance: ListAppearance
    public var headerMode: ListHeaderMode
    public var footerMode: ListFooterMode
    /// Empty space above each supplementary header (L16); nil is automatic. UIKit reads a negative value as
    /// automatic too, and the spec reader stores it as nil.
    public var headerTopPadding: Double?
    /// Separators are decorations that never move a frame (L30); kept so a spec reads back as written.
    public var showsSeparators: Bool
    /// The list's background colour, as written; it moves no frame (L31).
    public var backgroundColor: String?
    /// What each cell shows; nil is `defaultContentConfiguration()` showing the field `title` (L27).
    public var cell: ListViewContent?
    /// What each header shows; nil is the appearance's header style showing the section's `title` (L27).
    public var header: ListViewContent?
    /// What each footer shows; nil is the appearance's footer style showing the section's `title` (L27).
    public var footer: ListViewContent?
    /// The list's `interactive` and `lint` keys, for every section it makes; no frame depends on them.
    public var lint: LintAnnotations
    /// A list section's own properties as code sets them after `NSCollectionLayoutSection.list(using:
    /// layoutEnvironment:)` (ListRules.md L36, a decision): the inset edges that replace the list's (L7 to L16), the
    /// boundary items that replace its header and footer, the reference its insets count from, the space between its
    /// rows. Nil leaves the list's own; a layout-level list has none.
    public var sectionContentInsets: ListSectionInsets?
    public var sectionBoundaryItems: [BoundarySupplementaryItem]?
    public var sectionContentInsetsReference: ContentInsetsReference?
    /// The space between rows, each a group of the section (L2, R18); the list's own is 0. It changes no inset, so
    /// it is not one of `overridesHorizontalGeometry`'s.
    public var sectionInterGroupSpacing: Double?

    /// The section properties above as code and specs name them (`section.contentInsets = …`, `"contentInsets"` beside
    /// `list`): what a list section takes beside its configuration.
    public static let sectionPropertyNames = ["contentInsets", "boundarySupplementaryItems", "contentInsetsReference", "interGroupSpacing"]

    public init(
        appearance: ListAppearance = .plain,
        headerMode: ListHeaderMode = .none,
        footerMode: ListFooterMode = .none,
        headerTopPadding: Double? = nil,
        showsSeparators: Bool = true,
        backgroundColor: String? = nil,
        cell: ListViewContent? = nil,
        header: ListViewContent? = nil,
        footer: ListViewContent? = nil,
        lint: LintAnnotations = .none
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.headerTopPadding = headerTopPadding
        self.showsSeparators = showsSeparators
        self.backgroundColor = backgroundColor
        self.cell = cell
        self.header = header
        self.footer = footer
        self.lint = lint
    }

    /// True when code set a property of the list section that moves its cells or headers across the scroll
    /// direction: a leading or trailing inset, boundary items, a reference (L36). A top or bottom inset moves rows
    /// along it only.
    public var overridesHorizontalGeometry: Bool {
        sectionContentInsets?.assignsLeadingOrTrailing == true || sectionBoundaryItems != nil || sectionContentInsetsReference != nil
    }

    /// True when a section has a header of either kind (L14).
    public var hasHeader: Bool { headerMode != .none }
    /// True when sections have a supplementary footer (L14).
    public var hasFooter: Bool { footerMode == .supplementary }
}

extension ListConfiguration {
    /// The labels the list's views show, as content descriptions in their system fonts on `model`'s lists: what
    /// text measurement prepares and whose measuring face keys the cache (L22, L23). Custom views show none.
    public func contentDescriptions(_ model: IOSVersion.ListModel) -> [ContentDescription] {
        let design = ListDesign(model: model, appearance: appearance)
        var result: [ContentDescription] = []
        let views: [(ListViewContent?, ListContentStyle, Bool)] = [
            (cell, appearance.isSidebar ? .sidebarCell : .cell, true), (header, .header, headerMode != .none), (footer, .footer, hasFooter),
        ]
        for (content, defaultStyle, shown) in views where shown {
            if case .fittedHeight = content { continue }
            var description = ListContentConfiguration()
            if case .configuration(let given)? = content { description = given }
            let style = (description.style ?? defaultStyle).resolved(in: appearance)
            let fonts = description.fonts(style: style, design: design)
            result.append(ContentDescription(text: description.text ?? .field("title"), font: fonts.text))
            if let secondary = description.secondaryText {
                result.append(ContentDescription(text: secondary, font: fonts.secondary))
            }
        }
        return result
    }

    /// The kinds of the headers and footers that pin (L5), for pictures.
    public var pinnedKinds: Set<String> {
        if let items = sectionBoundaryItems { return Set(items.filter(\.pinToVisibleBounds).map(\.elementKind)) }
        guard appearance.pinsHeadersAndFooters else { return [] }
        var kinds: Set<String> = []
        if headerMode == .supplementary { kinds.insert(SectionElementKind.sectionHeader) }
        if hasFooter { kinds.insert(SectionElementKind.sectionFooter) }
        return kinds
    }
}
