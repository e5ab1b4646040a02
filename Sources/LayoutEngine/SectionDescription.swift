import LayoutModel

/// What one section resolves to in an environment, for describing a layout to a person: the size of each
/// spec node, the slots of each group, and how many groups the items fill.
public struct SectionDescription: Sendable, Equatable {
    public var index: Int
    /// The section definition used (after adaptive choice).
    public var section: LayoutSection
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

extension LayoutEngine {
    /// Describes every section of `spec` in `environment` without writing any frame.
    public static func describe(_ spec: LayoutSpec, in environment: LayoutEnvironment, itemCounts: [Int]) throws(LayoutError)
        -> [SectionDescription]
    {
        let planner = SectionPlanner(spec: spec, environment: environment, itemCounts: itemCounts)
        var start = 0.0
        var descriptions: [SectionDescription] = []
        for index in itemCounts.indices {
            let plan = try planner.plan(section: index)
            descriptions.append(
                SectionDescription(
                    index: index, section: plan.section, resolvedSizes: plan.pattern?.resolvedSizes ?? [:],
                    slotCounts: plan.pattern?.slotCounts ?? [:], itemCount: plan.itemCount, placedItems: plan.placedItems,
                    itemsPerGroup: plan.pattern?.capacity ?? 0, groupCount: plan.track.count, start: start, length: plan.length
                )
            )
            start += plan.length + (index < itemCounts.count - 1 ? spec.configuration.interSectionSpacing : 0)
        }
        return descriptions
    }
}
