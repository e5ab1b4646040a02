import LayoutModel

/// What one section resolves to in an environment, for describing a layout to a person: the size of each
/// spec node, the slots of each group, and how many groups the items fill.
public struct SectionDescription: Sendable, Equatable {
    public var index: Int
    /// What the provider returned (after adaptive choice), as the spec writes it: a section built from a group, or a
    /// list section, its computed dimensions unevaluated (their numbers are in `section` and `resolvedSizes`).
    public var provided: ProvidedSection
    /// The adaptive case `provided` is, by position (two cases may hold equal sections); nil for a section that is not
    /// adaptive.
    public var adaptiveCaseIndex: Int?
    /// The section as laid out: the provider's own, or the one a list section is built as (ListRules.md L2).
    public var section: LayoutSection
    /// A list section's resolved insets, padding and heights; nil for a section built from a group.
    public var list: ListSectionDescription?
    /// Resolved size of each node by its path below the section: `group`, `group.subitems[0]`, `group.subitem`.
    public var resolvedSizes: [String: Size]
    /// Slot count of each group node, by path.
    public var slotCounts: [String: Int]
    public var itemCount: Int
    public var placedItems: Int
    /// Data items per top-level group.
    public var itemsPerGroup: Int
    public var groupCount: Int
    public var start: Double
    public var length: Double
}

extension CompositionalPlan {
    /// What each section resolved to, for describing the layout to a person: the sizes of its spec nodes, its slots
    /// and groups, and where it sits (after the layout's own header, R28, as the frames are).
    public var sectionDescriptions: [SectionDescription] {
        sections.map { plan in
            SectionDescription(
                index: plan.index, provided: plan.providedAsWritten ?? plan.provided ?? .composed(plan.section), adaptiveCaseIndex: plan.adaptiveCaseIndex,
                section: plan.section, list: plan.list,
                resolvedSizes: plan.pattern?.resolvedSizes ?? [:],
                slotCounts: plan.pattern?.slotCounts ?? [:], itemCount: plan.itemCount, placedItems: plan.placedItems,
                itemsPerGroup: plan.pattern?.capacity ?? 0, groupCount: plan.instances.isEmpty ? plan.track.count : plan.instances.count,
                start: plan.start, length: plan.length
            )
        }
    }
}
