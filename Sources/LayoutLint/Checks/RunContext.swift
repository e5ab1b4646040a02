import LayoutModel

/// One run being linted: its geometry, the provenance of its sections (computed once each), its strips, and which
/// rules run. The checks read it; findings go to `emit`.
final class RunContext {
    let layout: LintLayout
    let provenance: LayoutProvenance
    let run: LintRun
    let geometry: RunGeometry
    let enabled: LintRuleSet
    /// Strip geometry by section, for orthogonally scrolling sections.
    let strips: [Int: OrthogonalStripGeometry]
    private var sectionSources: [Int: SectionSources] = [:]
    /// The section cells were last looked up in, and how its items map to sources: cells come section by section.
    private var cellSection = Int.min
    private var cellSources = SectionSources.Cells.unresolved(source: 0)
    private var cellFallback = 0
    private var cellStrip = false

    init(layout: LintLayout, provenance: LayoutProvenance, run: LintRun, enabled: LintRuleSet) {
        self.layout = layout
        self.provenance = provenance
        self.run = run
        self.enabled = enabled
        geometry = RunGeometry(run: run, family: layout.family, scrollDirection: layout.spec.definition.scrollDirection(in: run.environment))
        strips = Dictionary(run.result.orthogonalStrips.map { ($0.section, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var sources: SourceTable { provenance.sources }

    /// The sources of section `index`, computed on first use.
    func section(_ index: Int) -> SectionSources {
        if let known = sectionSources[index] { return known }
        let computed = provenance.sources(forSection: index, in: run)
        sectionSources[index] = computed
        return computed
    }

    /// True when `rule` runs and the spec does not disable it where `source` is.
    func checks(_ rule: LintRuleID, at source: Int) -> Bool {
        enabled.contains(rule) && !sources.flags[source].disabled.contains(rule)
    }

    /// What element `index` of the run's columns is in this run.
    func role(_ columns: FrameColumnsView, _ index: Int) -> ElementRole {
        role(category: columns.category(at: index), kind: columns.elementKind(at: index), section: Int(columns.section[index]), item: Int(columns.item[index]))
    }

    /// What element `key` (category, kind, section, item) is in this run.
    func role(category: ElementCategory, kind: String?, section: Int, item: Int) -> ElementRole {
        switch category {
        case .cell:
            return cellRole(section: section, item: item)
        case .decoration:
            let sources = self.section(section)
            let source = sources.decorations.indices.contains(item) ? sources.decorations[item] : sources.sectionSource
            return ElementRole(source: source)
        case .supplementary:
            let sources = self.section(section)
            switch kind.flatMap({ sources.supplementaries[$0] }) {
            case .boundary(let source, let pinned)?:
                return ElementRole(source: source, pinned: pinned)
            case .anchored(let hosts)?:
                let host = hosts.host(of: item)
                return ElementRole(source: host.source, strip: strips[section] != nil, anchored: true, hosts: host.items)
            case nil:
                return ElementRole(source: sources.sectionSource)
            }
        }
    }

    /// A cell's role: its section's item-to-source map is kept from one cell to the next, since cells come section by
    /// section.
    private func cellRole(section: Int, item: Int) -> ElementRole {
        if section != cellSection {
            let sources = self.section(section)
            cellSection = section
            cellSources = sources.cells
            cellFallback = sources.sectionSource
            cellStrip = strips[section] != nil
        }
        return ElementRole(source: cellSources.source(item: item, fallback: cellFallback), strip: cellStrip, hosts: item..<(item + 1))
    }
}
