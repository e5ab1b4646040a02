internal import CatalogStore
import LayoutEngine
import LayoutModel

extension LayoutResult {
    /// A stored run as a result, put back together from what the catalog keeps: its frames (read through the store's
    /// one reader, `CatalogDatabase.frames(ofResult:)`), its summary (content size, offset, adjusted inset, warnings)
    /// and strips with their sections' places along the scroll axis; and what follows from the spec and the frames:
    /// which supplementaries are badges or pinned (`LayoutSpec.supplementaryRoles`), and the cards of inset-grouped
    /// lists (`storedListCards`). Other sections are known by their item counts only; a strip's groups are not kept.
    init(stored run: Run, frames: FrameBuffer, strips: [StripRow], spec: LayoutSpec) {
        let summary = run.summary
        var sections = run.subject.itemCounts.enumerated().map { SectionGeometry(index: $0, start: 0, length: 0, placedItems: $1, itemCount: $1) }
        for strip in strips where sections.indices.contains(strip.section) {
            sections[strip.section].start = strip.sectionStart ?? 0
            sections[strip.section].length = strip.sectionLength ?? 0
        }
        self.init(
            elements: frames, contentSize: summary.contentSize, sections: sections,
            orthogonalStrips: strips.compactMap(OrthogonalStripGeometry.init(stored:)), roles: spec.supplementaryRoles(in: run.environment),
            adjustedContentInset: summary.adjustedContentInset, contentOffset: summary.contentOffset, warnings: summary.warnings,
            listCards: Self.storedListCards(frames, spec: spec, environment: run.environment)
        )
    }

    /// Whether every strip of a stored run keeps its section's place (strips stored before migration 0012 do not):
    /// a picture of the run needs it to veil the strips.
    static func hasStripBands(_ strips: [StripRow]) -> Bool {
        strips.allSatisfy { $0.sectionStart != nil && $0.sectionLength != nil }
    }

    /// The cards of a result's inset-grouped list sections (ListRules.md L31), from its frames: a card is where its
    /// section's rows are, one under the other at the cells' x and width, so it is the union of the section's cells,
    /// its corners rounded as the iOS version's lists round them.
    static func storedListCards(_ frames: FrameBuffer, spec: LayoutSpec, environment: LayoutEnvironment) -> [ListCard] {
        guard case .compositional(let layout) = spec.definition else { return [] }
        let provider = SectionEnvironment(layout: environment, contentInsetsReference: layout.configuration.contentInsetsReference)
        var cards: [Int: Rect] = [:]
        var insetGrouped: [Int: Bool] = [:]
        for index in 0..<frames.count where frames.category(at: index) == .cell {
            let section = frames.section(at: index)
            let isCard = insetGrouped[section] ?? {
                guard section >= 0, case .list(let list)? = try? layout.definition(forSection: section).resolve(in: provider) else { return false }
                return list.appearance == .insetGrouped
            }()
            insetGrouped[section] = isCard
            guard isCard else { continue }
            let frame = frames.frame(at: index)
            guard let card = cards[section] else {
                cards[section] = frame
                continue
            }
            let minX = min(card.x, frame.x), minY = min(card.y, frame.y)
            cards[section] = Rect(x: minX, y: minY, width: max(card.maxX, frame.maxX) - minX, height: max(card.maxY, frame.maxY) - minY)
        }
        let radius = ListMetrics.cardCornerRadius(ListDesign(model: environment.iosVersion.listModel, appearance: .insetGrouped))
        return cards.keys.sorted().map { ListCard(frame: cards[$0]!, cornerRadius: radius) }
    }
}
