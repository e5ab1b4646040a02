import LayoutModel

extension SectionPlanner {
    /// A list section, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)` builds it (ListRules.md L2):
    /// an ordinary compositional section whose rows are full-width items stacked one per group with no spacing,
    /// inside insets the list computes from the environment (L7 to L10, L13 to L16), with headers and footers as
    /// boundary items (L4, L5), every view self-sized by the list's own rules (L18 to L28).
    ///
    /// The section is planned as the group-built one UIKit makes, with every size already known: rows of one height
    /// repeat in closed form (a million rows cost what a million grid cells do), rows of different heights are
    /// laid one after another. Two things only a list does are added here: the header's top padding is space inside
    /// the section above the header (L16), and a pinned header or footer is raised whenever it is on screen (L29).
    func planList(_ configuration: ListConfiguration, index: Int) throws(LayoutError) -> SectionPlan {
        // Where the configuration was written, for faults in its fitted-height expressions.
        let path = layout.isListLayout ? "$.list" : "$.sections[\(min(index, layout.sections.count - 1))].list"
        guard axes.main == .vertical else {
            throw .invalidValue(
                section: index, item: nil, path: path, expression: "list",
                reason: "a list section lays out vertically, but the layout scrolls horizontally"
            )
        }
        let itemCount = index < itemCounts.count ? max(0, itemCounts[index]) : 0
        // The iOS version's list metrics, for this appearance (ListRules.md, "iOS 26").
        let design = ListDesign(model: environment.iosVersion.listModel, appearance: configuration.appearance)
        var geometry = ListGeometry(design: design, environment: environment)
        let spacing = ListVerticalSpacing(configuration, design: design, section: index, count: itemCounts.count, grid: grid)
        // L36 (decided here): properties the code set on the section replace the list's own.
        let reference = configuration.sectionContentInsetsReference ?? ContentInsetsReference.none
        let referenceInsets = environment.insets(for: reference)
        var insets = EdgeInsets(top: spacing.top, leading: geometry.leading, bottom: spacing.bottom, trailing: geometry.trailing)
        if let assigned = configuration.sectionContentInsets { insets = assigned.applied(to: insets) }
        if configuration.overridesHorizontalGeometry {
            let available = max(0, environment.containerSize.width - referenceInsets.leading - referenceInsets.trailing)
            let follows = !configuration.appearance.pinsHeadersAndFooters
            geometry.leading = insets.leading
            geometry.trailing = insets.trailing
            geometry.headerX = referenceInsets.leading + (follows ? insets.leading : 0)
            geometry.headerWidth = follows ? max(0, available - insets.leading - insets.trailing) : available
        }
        let sizer = ListViewSizer(
            configuration: configuration, design: design, section: index, environment: environment, grid: grid, geometry: geometry,
            content: content, path: path
        )
        let cellWidth = max(0, geometry.cellWidth(in: environment) - referenceInsets.leading - referenceInsets.trailing)
        let heights = try rowHeights(sizer, itemCount: itemCount, cellWidth: cellWidth)

        let boundary: [BoundarySupplementaryItem]
        if let assigned = configuration.sectionBoundaryItems {
            boundary = assigned
        } else {
            boundary = try boundaryItems(configuration, sizer: sizer, geometry: geometry, section: index)
        }
        let section = LayoutSection(
            group: Self.rowGroup(width: cellWidth, height: heights.height(of: 0)),
            contentInsets: insets,
            interGroupSpacing: configuration.sectionInterGroupSpacing ?? 0,
            boundarySupplementaryItems: boundary,
            supplementariesFollowContentInsets: !configuration.appearance.pinsHeadersAndFooters,
            contentInsetsReference: reference
        )
        let container = SectionContainer(
            bounds: environment.containerSize, axes: axes, referenceInsets: referenceInsets, sectionInsets: section.contentInsets
        )
        var plan = SectionPlan(
            index: index, section: section, itemCount: itemCount, container: container, isOrthogonal: false,
            pattern: nil, placedItems: itemCount, track: .empty, regionLength: 0,
            boundary: BoundaryItemLayout.Placement(frames: [], outerFrames: [], extendStart: 0, extendEnd: 0, regionLength: 0),
            contributes: itemCount > 0 || !section.boundarySupplementaryItems.isEmpty, strip: nil, widestGroupEnd: 0
        )
        plan.pinnedRaise = .whileOnScreen
        plan.provided = .list(configuration)
        if itemCount == 0 {
            plan.regionLength = spacing.top + spacing.bottom
        } else if case .uniform(let height) = heights {
            let pattern = rowPattern(width: cellWidth, height: height)
            plan.pattern = pattern
            layTrack(&plan, pattern)
        } else {
            // Rows of their own heights, each a group instance; rows of one height share a solved pattern.
            var patternIndex: [Double: Int] = [:]
            plan.instances.reserveCapacity(itemCount)
            for item in 0..<itemCount {
                let height = heights.height(of: item)
                let known = patternIndex[height] ?? {
                    plan.instancePatterns.append(rowPattern(width: cellWidth, height: height))
                    patternIndex[height] = plan.instancePatterns.count - 1
                    return plan.instancePatterns.count - 1
                }()
                plan.instances.append(GroupInstance(
                    patternIndex: known, firstItem: item, placed: 1, origin: .zero, size: Size(width: cellWidth, height: height)
                ))
            }
            plan.pattern = plan.instancePatterns[0]
            layInstances(&plan)
        }
        placeBoundaryItems(&plan)
        // L16: the header's padding is empty space inside the section, above the header and outside its pinning
        // region (L29).
        // Boundary items the code gave in place of the list's header have no padding of the list's (L36).
        if configuration.headerMode == .supplementary, configuration.sectionBoundaryItems == nil {
            plan.boundary.extendStart += spacing.headerPadding
        }
        plan.list = ListSectionDescription(
            configuration: configuration, design: design, insets: section.contentInsets, headerTopPadding: spacing.headerPadding,
            cellWidth: cellWidth, headerX: geometry.headerX, headerWidth: geometry.headerWidth,
            headerHeight: section.boundarySupplementaryItems.first { $0.elementKind == SectionElementKind.sectionHeader }?.size.height.value,
            footerHeight: section.boundarySupplementaryItems.first { $0.elementKind == SectionElementKind.sectionFooter }?.size.height.value,
            rowHeights: heights.range(count: itemCount),
            firstItemHeight: configuration.headerMode == .firstItemInSection && itemCount > 0 ? heights.height(of: 0) : nil
        )
        return plan
    }

    /// Every row's height (L18 to L25): with `firstItemInSection`, item 0 is sized as the header from its own
    /// record; the rest as cells. Rows that read no record are sized once.
    private func rowHeights(_ sizer: ListViewSizer, itemCount: Int, cellWidth: Double) throws(LayoutError) -> RowHeights {
        guard itemCount > 0 else { return .uniform(0) }
        let firstIsHeader = sizer.configuration.headerMode == .firstItemInSection
        // A row described by a content configuration reads only its record, never its index: every row without a
        // record (items past the dataset's, or no dataset at all) has one height, measured once. A million rows of
        // a list without a dataset are then one measurement, as a grid's items are one group.
        var heightWithoutRecord: Double?
        let configuredRows = if case .configuration = sizer.resolvedContent(.cell) { true } else { false }
        func height(_ item: Int) throws(LayoutError) -> Double {
            let role: ListViewSizer.Role = firstIsHeader && item == 0 ? .header : .cell
            let record = content?.record(section: sizer.section, item: item)
            guard record == nil, role == .cell, configuredRows else {
                return try sizer.height(role, width: cellWidth, record: record, item: item)
            }
            if let known = heightWithoutRecord { return known }
            let measured = try sizer.height(.cell, width: cellWidth, record: nil, item: item)
            heightWithoutRecord = measured
            return measured
        }
        let readsRecords = sizer.dependsOnRecord(.cell) || (firstIsHeader && sizer.dependsOnRecord(.header))
        guard readsRecords else {
            let first = try height(0)
            let rest = itemCount > 1 ? try height(1) : first
            return first == rest ? .uniform(first) : .headed(first: first, rest: rest)
        }
        var each: [Double] = []
        each.reserveCapacity(itemCount)
        for item in 0..<itemCount {
            if content?.isCancelled == true { throw .cancelled }
            each.append(try height(item))
        }
        return each.allSatisfy { $0 == each[0] } ? .uniform(each[0]) : .each(each)
    }

    /// The supplementary header and footer (L4, L5, L12, L28): full-width or following the insets by appearance,
    /// zIndex 200, pinned in plain and sidebarPlain lists, sized from the section's record.
    private func boundaryItems(
        _ configuration: ListConfiguration, sizer: ListViewSizer, geometry: ListGeometry, section: Int
    ) throws(LayoutError) -> [BoundarySupplementaryItem] {
        let record = content?.sectionRecord(section: section)
        var items: [BoundarySupplementaryItem] = []
        func item(_ role: ListViewSizer.Role, kind: String, alignment: RectAlignment) throws(LayoutError) -> BoundarySupplementaryItem {
            let height = try sizer.height(role, width: geometry.headerWidth, record: record, item: 0)
            return BoundarySupplementaryItem(
                elementKind: kind, size: LayoutSize(width: .absolute(geometry.headerWidth), height: .absolute(height)),
                alignment: alignment, pinToVisibleBounds: configuration.appearance.pinsHeadersAndFooters, zIndex: ListRowsZ.supplementary
            )
        }
        if configuration.headerMode == .supplementary {
            items.append(try item(.header, kind: SectionElementKind.sectionHeader, alignment: .top))
        }
        if configuration.hasFooter {
            items.append(try item(.footer, kind: SectionElementKind.sectionFooter, alignment: .bottom))
        }
        return items
    }

    /// One row: a vertical group holding one item, both exactly the row's size.
    static func rowGroup(width: Double, height: Double) -> LayoutGroup {
        let size = LayoutSize(width: .absolute(width), height: .absolute(height))
        return LayoutGroup(kind: .vertical, size: size, arrangement: .subitems([.item(LayoutItem(size: size))]))
    }

    private func rowPattern(width: Double, height: Double) -> GroupPattern {
        GroupSolver(grid: grid, slotLimit: 1).solve(
            Self.rowGroup(width: width, height: height), outerSize: Size(width: width, height: height),
            resolutionBase: Size(width: width, height: height)
        )
    }
}

/// A list section's row heights: one for every row, one for item 0 (a first-item header) and one for the rest, or
/// each row's own.
enum RowHeights {
    case uniform(Double)
    case headed(first: Double, rest: Double)
    case each([Double])

    /// The shortest and tallest of the first `count` rows; nil without rows.
    func range(count: Int) -> ClosedRange<Double>? {
        guard count > 0 else { return nil }
        switch self {
        case .uniform(let height): return height...height
        case .headed(let first, let rest): return count == 1 ? first...first : min(first, rest)...max(first, rest)
        case .each(let heights): return heights.min()!...heights.max()!
        }
    }

    func height(of item: Int) -> Double {
        switch self {
        case .uniform(let height): return height
        case .headed(let first, let rest): return item == 0 ? first : rest
        case .each(let heights): return heights[item]
        }
    }
}

/// The zIndex of a list section's headers and footers (L4); cells keep 0.
enum ListRowsZ {
    static let supplementary = 200
}
