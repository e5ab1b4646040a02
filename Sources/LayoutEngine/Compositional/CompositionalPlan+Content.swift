import LayoutModel

extension CompositionalPlan {
    /// What every element of `result` (this plan's frames) meeting `rect` shows (nil: all), for pictures: list rows,
    /// headers and footers as their configurations describe them, label cells, boundary items and badges with a
    /// content description; and the grouped background behind grouped, inset-grouped and sidebar lists.
    public func contentLayout(of result: LayoutResult, meeting rect: Rect?) -> ContentLayout {
        guard let content else { return ContentLayout() }
        var layout = ContentLayoutWriter(environment: environment, grid: grid, content: content).layout(of: result, meeting: rect) {
            shownContent($0, kind: $1, section: $2, item: $3)
        }
        layout.backgrounds = groupedBackgrounds(contentWidth: result.contentSize.width)
        return layout
    }

    /// Which description element (category, kind, section, item) has, and the widths it was measured at: the one
    /// place the compositional family decides what an element shows. A list section's rows show its `cell` (item 0
    /// its `header` in `firstItemInSection` mode) and its supplementaries its `header` and `footer` (L25, L27);
    /// a section built from groups shows the content description of the item its pattern puts in the cell's slot,
    /// of the boundary item of the element's kind, or of the badge's item when every item of the pattern is one
    /// declaration with one badge of that kind (nothing otherwise: which badge belongs to which item is not told).
    func shownContent(_ category: ElementCategory, kind: String?, section index: Int, item: Int) -> ShownContent? {
        guard let content else { return nil }
        if index < 0 {
            guard category == .supplementary, let position = layoutItems.firstIndex(where: { $0.elementKind == kind }) else { return nil }
            let bounds = environment.containerSize
            return boundaryLabel(
                layoutItems[position], sizeBase: bounds, bandLength: bounds[axes.cross], record: content.sectionRecord(section: index)
            )
        }
        guard sections.indices.contains(index) else { return nil }
        let plan = sections[index]
        if case .list(let configuration)? = plan.provided {
            return listView(configuration, plan: plan, category: category, kind: kind, item: item)
        }
        switch category {
        case .decoration:
            return nil
        case .cell:
            guard let (leaf, pattern) = leaf(of: item, in: plan), leaf.itemIndex >= 0,
                let description = pattern.items[leaf.itemIndex].content
            else { return nil }
            let itemSpec = pattern.items[leaf.itemIndex]
            let sizedWidth = LeafSizer.isSelfSizing(itemSpec) && itemSpec.size.width.isEstimated && leaf.countedAxis != .horizontal
            return .label(
                description, record: content.record(section: index, item: item),
                width: sizedWidth ? .sized(wrapWidth: leaf.wrapWidth) : .given(leaf.frame.width), surface: .sectionTint
            )
        case .supplementary:
            if let boundary = plan.section.boundarySupplementaryItems.first(where: { $0.elementKind == kind }) {
                let (band, sizeBase) = SectionPlanner.boundaryBand(of: plan, axes: axes)
                return boundaryLabel(boundary, sizeBase: sizeBase, bandLength: band.length, record: content.sectionRecord(section: index))
            }
            guard let pattern = plan.pattern, pattern.groups.allSatisfy({ $0.supplementaryItems.isEmpty }), pattern.items.count == 1,
                let badges = Optional(pattern.items[0].supplementaryItems.filter { $0.elementKind == kind }), badges.count == 1,
                let description = badges[0].content
            else { return nil }
            // Every cell is this one item with one badge of the kind, so badge n belongs to item n (R33).
            return .label(description, record: content.record(section: index, item: item), width: .frame, surface: .badge)
        }
    }

    /// A list section's view (L4, L25): rows show the cell registration, item 0 the header's in
    /// `firstItemInSection` mode; headers and footers their own. Rows but the last of a section have a separator
    /// below them, but in sidebars and where the configuration hides separators (L30).
    private func listView(_ configuration: ListConfiguration, plan: SectionPlan, category: ElementCategory, kind: String?, item: Int) -> ShownContent? {
        switch category {
        case .cell:
            let role: ListViewSizer.Role = configuration.headerMode == .firstItemInSection && item == 0 ? .header : .cell
            let separator = configuration.showsSeparators && !configuration.appearance.isSidebar && item < plan.placedItems - 1
            return .listView(configuration, role: role, record: content?.record(section: plan.index, item: item), isRow: true, separatorBelow: separator)
        case .supplementary where kind == SectionElementKind.sectionHeader && configuration.headerMode == .supplementary:
            return .listView(configuration, role: .header, record: content?.sectionRecord(section: plan.index), isRow: false, separatorBelow: false)
        case .supplementary where kind == SectionElementKind.sectionFooter && configuration.hasFooter:
            return .listView(configuration, role: .footer, record: content?.sectionRecord(section: plan.index), isRow: false, separatorBelow: false)
        default:
            return nil
        }
    }

    /// A boundary item's label, measured as `measuredBoundarySizes` measures it: at its resolved width less its insets,
    /// or, when its width is estimated, wrapped at its band's length.
    private func boundaryLabel(_ item: BoundarySupplementaryItem, sizeBase: Size, bandLength: Double, record: (any PredicateEnvironment)?) -> ShownContent? {
        guard let description = item.content else { return nil }
        let resolved = resolver.resolve(item.size, base: sizeBase)
        let width = SectionPlanner.boundaryTextWidth(item, resolvedWidth: resolved.width).map(LabelWidth.given) ?? .sized(wrapWidth: bandLength)
        return .label(description, record: record, width: width, surface: .sectionTint)
    }

    /// The pattern leaf that holds item `item` of a section, and the pattern it belongs to: the section's one pattern
    /// repeated group after group, or the pattern of the group instance holding the item (R40).
    private func leaf(of item: Int, in plan: SectionPlan) -> (PatternLeaf, GroupPattern)? {
        guard item >= 0, item < plan.placedItems else { return nil }
        if plan.instances.isEmpty {
            guard let pattern = plan.pattern, pattern.capacity > 0 else { return nil }
            return (pattern.leaves[item % pattern.capacity], pattern)
        }
        var low = 0
        var high = plan.instances.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if plan.instances[middle].firstItem <= item { low = middle } else { high = middle - 1 }
        }
        let instance = plan.instances[low]
        let pattern = plan.instancePatterns[instance.patternIndex]
        let offset = item - instance.firstItem
        guard offset >= 0, offset < instance.placed, offset < pattern.leaves.count else { return nil }
        return (pattern.leaves[offset], pattern)
    }

    /// The grouped background (L31) behind lists of the grouped, inset-grouped and sidebar appearances: the whole
    /// content when every section is such a list, else each such section's band across the content.
    private func groupedBackgrounds(contentWidth: Double) -> [ContentLayout.Background] {
        func isGrouped(_ plan: SectionPlan) -> Bool {
            guard case .list(let configuration)? = plan.provided else { return false }
            return [.grouped, .insetGrouped, .sidebar].contains(configuration.appearance)
        }
        guard sections.contains(where: isGrouped) else { return [] }
        if sections.allSatisfy(isGrouped) {
            return [ContentLayout.Background(frame: Rect(origin: .zero, size: contentSize))]
        }
        return sections.filter { isGrouped($0) && $0.length > 0 }.map { plan in
            ContentLayout.Background(frame: Rect(x: 0, y: plan.start, width: contentWidth, height: plan.length))
        }
    }
}
