import LayoutModel

/// Where the elements of one layout come from, environment by environment (`LintRules.md`, Provenance).
///
/// - A compositional section: its definition (`sections[i]`, the last for sections past the end), the adaptive
///   case it takes in the environment, then its group tree (`GroupLeaves`) for cells and anchored supplementaries,
///   `boundarySupplementaryItems[j]` for its headers and footers by element kind, `decorationItems[i]` for its
///   backgrounds.
/// - A list section: its `cell`, `header` and `footer` (the list itself where it does not describe them).
/// - A flow section: `flow.sections[i]` when the layout has an entry for it, else `flow`.
/// - The layout's own boundary items (section -1): `configuration.boundarySupplementaryItems[j]`.
final class LayoutProvenance {
    let spec: LayoutSpec
    let sources = SourceTable()
    /// The layout's own annotations, which every node inherits.
    let inheritance: SourceInheritance
    /// The layout as a whole: what run-level findings point at.
    let layoutSource: Int
    private var cache: [CacheKey: SectionSources] = [:]

    /// What decides a group-built section's sources besides its index: the definition and case it takes, the slot
    /// counts, the slot limit and whether group instances vary.
    private struct CacheKey: Hashable {
        var definition: Int
        var adaptiveCase: Int?
        var slotCounts: [String: Int]?
        var slotLimit: Int
        var varies: Bool
    }

    init(spec: LayoutSpec) {
        self.spec = spec
        inheritance = SourceInheritance.none.below(spec.lint)
        layoutSource = sources.container(.layout, path: .root, inheritance: inheritance)
    }

    /// The sources of section `index` (-1: the layout's own boundary items) in `run`'s environment.
    func sources(forSection index: Int, in run: LintRun) -> SectionSources {
        switch spec.definition {
        case .flow, .adaptiveFlow:
            // The flow layout the engine planned in the run's environment (it refused to plan when no case holds).
            guard let (flow, caseIndex) = spec.definition.flowLayout(in: run.environment) else {
                return SectionSources(section: index, sectionSource: layoutSource, cells: .unresolved(source: layoutSource))
            }
            let root = SpecNodePath.root.appending("flow")
            return flowSources(flow, section: index, root: caseIndex.map { root.appending("adaptive").appending(index: $0).appending("flow") } ?? root)
        case .compositional(let layout):
            if index < 0 { return layoutLevelSources(layout) }
            return compositionalSources(layout, section: index, run: run)
        }
    }

    /// What section `index` is in `environment`: the definition it takes (the last for sections past the end), the
    /// adaptive case that holds, and the path of what that gives. Nil when no adaptive case holds (the engine then
    /// refuses to plan).
    func provided(_ layout: CompositionalLayout, section index: Int, in environment: LayoutEnvironment)
        -> (section: ProvidedSection, path: SpecNodePath, definition: Int, adaptiveCase: Int?)?
    {
        if let list = layout.listLayoutConfiguration { return (.list(list), SpecNodePath.root.appending("list"), 0, nil) }
        let definitionIndex = min(index, layout.sections.count - 1)
        let base = SpecNodePath.root.appending("sections").appending(index: definitionIndex)
        let definition = layout.sections[definitionIndex]
        let provider = SectionEnvironment(layout: environment, contentInsetsReference: layout.configuration.contentInsetsReference)
        // The section as the engine planned it: its computed dimensions evaluated (a fault there, the engine refused).
        guard let provided = try? definition.resolve(in: provider) else { return nil }
        let listKey: (SpecNodePath) -> SpecNodePath = { path in
            if case .list = provided { return path.appending("list") }
            return path
        }
        guard let chosen = definition.adaptiveCaseIndex(in: provider) else { return (provided, listKey(base), definitionIndex, nil) }
        return (provided, listKey(base.appending("adaptive").appending(index: chosen).appending("section")), definitionIndex, chosen)
    }

    private func compositionalSources(_ layout: CompositionalLayout, section index: Int, run: LintRun) -> SectionSources {
        guard let provided = provided(layout, section: index, in: run.environment) else {
            let base = SpecNodePath.root.appending("sections").appending(index: min(index, layout.sections.count - 1))
            return SectionSources(section: index, sectionSource: sources.container(.section, path: base, inheritance: inheritance), cells: .unresolved(source: layoutSource))
        }
        switch provided.section {
        case .list(let list):
            return listSources(list, path: provided.path, section: index)
        case .composed(let section):
            let itemCount = run.result.sections.first { $0.index == index }?.itemCount ?? 0
            let varies = run.content != nil && GroupExpansion.countsWithMeasuredLengths(section.group)
            let slotCounts = run.groupResolutions[index]?.slotCounts
            let key = CacheKey(
                definition: provided.definition, adaptiveCase: provided.adaptiveCase, slotCounts: slotCounts,
                slotLimit: max(itemCount, 10_000), varies: varies
            )
            var sources = cache[key] ?? composedSources(section, path: provided.path, slotCounts: slotCounts, slotLimit: key.slotLimit, varies: varies)
            cache[key] = sources
            sources.section = index
            return sources
        }
    }

    /// A section built from a group.
    private func composedSources(_ section: LayoutSection, path: SpecNodePath, slotCounts: [String: Int]?, slotLimit: Int, varies: Bool)
        -> SectionSources
    {
        let below = inheritance.below(section.lint)
        let expansion = GroupExpansion(sources: sources, slotCounts: slotCounts, slotLimit: slotLimit)
        let groupPath = SpecNodePath([.key("group")])
        var result = SectionSources(section: 0, sectionSource: sources.container(.section, path: path, inheritance: below), cells: .unresolved(source: 0))
        var anchoredKinds = Set(LayoutElement.group(section.group).anchoredSupplementaries.map(\.elementKind))
        if !varies, let leaves = expansion.expand(section.group, sectionPath: path, inheritance: below) {
            result.cells = .pattern(leaves)
            for kind in anchoredKinds {
                let positions = leaves.leaves.enumerated().compactMap { index, leaf in leaf.anchored[kind].map { (leaf: index, source: $0) } }
                if !positions.isEmpty {
                    result.supplementaries[kind] = .anchored(.items(positions: positions, capacity: leaves.leaves.count))
                    continue
                }
                let occurrences = leaves.occurrences.compactMap { occurrence in
                    occurrence.anchored[kind].map { (leaves: occurrence.leaves, source: $0) }
                }
                result.supplementaries[kind] = .anchored(.groups(occurrences: occurrences, capacity: leaves.leaves.count))
            }
            anchoredKinds = []
        } else if let leaf = expansion.uniformLeaf(of: .group(section.group), relative: groupPath, sectionPath: path, inheritance: below) {
            result.cells = .uniform(leaf)
            for (kind, source) in leaf.anchored {
                result.supplementaries[kind] = .anchored(.everyItem(source: source))
                anchoredKinds.remove(kind)
            }
        } else {
            result.cells = .unresolved(source: expansion.commonGroup(section.group, sectionPath: path, inheritance: below))
        }
        if !anchoredKinds.isEmpty {
            let declarations = expansion.firstDeclarations(of: section.group, sectionPath: path, inheritance: below)
            for kind in anchoredKinds {
                result.supplementaries[kind] = .anchored(.unknown(source: declarations[kind] ?? result.sectionSource))
            }
        }
        for (index, item) in section.boundarySupplementaryItems.enumerated() {
            let source = sources.boundaryItem(item, path: path.appending("boundarySupplementaryItems").appending(index: index), inheritance: below)
            result.supplementaries[item.elementKind] = .boundary(source: source, pinned: pins(item))
        }
        result.decorations = section.decorationItems.indices.map { index in
            sources.decoration(path: path.appending("decorationItems").appending(index: index), inheritance: below)
        }
        return result
    }

    /// R29: a boundary item pins when it asks to and its alignment has a side along the scroll axis.
    private func pins(_ item: BoundarySupplementaryItem) -> Bool {
        item.pinToVisibleBounds && item.alignment.side(along: (spec.compositional?.configuration.scrollDirection ?? .vertical).axis) != 0
    }

    /// The layout's own boundary items, section -1 (R28).
    private func layoutLevelSources(_ layout: CompositionalLayout) -> SectionSources {
        var result = SectionSources(section: -1, sectionSource: layoutSource, cells: .unresolved(source: layoutSource))
        let path = SpecNodePath.root.appending("configuration").appending("boundarySupplementaryItems")
        for (index, item) in layout.configuration.boundarySupplementaryItems.enumerated() {
            let source = sources.boundaryItem(item, path: path.appending(index: index), inheritance: inheritance)
            result.supplementaries[item.elementKind] = .boundary(source: source, pinned: pins(item))
        }
        return result
    }

    /// A list section (ListRules.md L1, L4, L5, L25).
    private func listSources(_ list: ListConfiguration, path: SpecNodePath, section: Int) -> SectionSources {
        let below = inheritance.below(list.lint)
        func view(_ node: ElementSource.Node, _ key: String, _ content: ListViewContent?) -> Int {
            sources.listView(node, content: content, path: content == nil ? path : path.appending(key), inheritance: below)
        }
        let header = view(.listHeader, "header", list.header)
        // In `firstItemInSection` item 0 is the section's header, a cell in the appearance's header style (L25): its
        // height is UIKit's header's, not a row's, so it is no tap target LL007 judges.
        var headerCell = sources[header]
        headerCell.interactive = false
        var result = SectionSources(
            section: section, sectionSource: sources.container(.section, path: path, inheritance: below),
            cells: .list(
                cell: view(.listCell, "cell", list.cell),
                firstItem: list.headerMode == .firstItemInSection ? sources.register(headerCell, as: .listHeaderCell) : nil
            )
        )
        if list.headerMode == .supplementary {
            result.supplementaries[SectionElementKind.sectionHeader] = .boundary(source: header, pinned: list.appearance.pinsHeadersAndFooters)
        }
        if list.hasFooter {
            result.supplementaries[SectionElementKind.sectionFooter] = .boundary(
                source: view(.listFooter, "footer", list.footer), pinned: list.appearance.pinsHeadersAndFooters
            )
        }
        return result
    }

    /// A flow section: its entry of `sections` in the flow object at `root` when there is one, else the layout's
    /// values (F2).
    private func flowSources(_ flow: FlowLayout, section: Int, root: SpecNodePath) -> SectionSources {
        let hasEntry = flow.sections.indices.contains(section)
        let path = hasEntry ? root.appending("sections").appending(index: section) : root
        let below = inheritance.below(hasEntry ? flow.sections[section].lint : .none)
        var result = SectionSources(
            section: section, sectionSource: sources.container(.section, path: path, inheritance: below),
            cells: .flow(cell: sources.flowCell(flow, path: path, inheritance: below))
        )
        let header = sources.register(ElementSource(node: .flowHeader, path: path, interactive: below.interactive ?? true, disabled: below.disabled))
        let footer = sources.register(ElementSource(node: .flowFooter, path: path, interactive: below.interactive ?? true, disabled: below.disabled))
        result.supplementaries[SectionElementKind.sectionHeader] = .boundary(source: header, pinned: flow.sectionHeadersPinToVisibleBounds)
        result.supplementaries[SectionElementKind.sectionFooter] = .boundary(source: footer, pinned: flow.sectionFootersPinToVisibleBounds)
        return result
    }
}
