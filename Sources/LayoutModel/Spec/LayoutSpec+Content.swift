extension LayoutSpec {
    /// Every content description of the spec, whatever its family (R40), with list sections' labels in the fonts
    /// of the iOS version's lists: what text measurement must prepare and whose faces key the cache.
    public func contentDescriptions(_ version: IOSVersion) -> [ContentDescription] {
        switch definition {
        case .compositional(let layout): return layout.contentDescriptions(version.listModel)
        case .flow, .adaptiveFlow: return definition.allFlowLayouts.flatMap(\.contentDescriptions)
        }
    }

    /// True when some supplementary has a `visibleWhen` predicate.
    public var hasVisibilityPredicates: Bool {
        switch definition {
        case .compositional(let layout): return layout.hasVisibilityPredicates
        case .flow, .adaptiveFlow: return false
        }
    }

    /// True when computing the layout reads its dataset's records: to measure content, to hide supplementaries,
    /// or (flow) to size items from their fields.
    public var readsContent: Bool {
        switch definition {
        case .compositional(let layout):
            // List sections always read their records: rows size to their text or to fitted-height expressions.
            // Whether there are labels does not depend on the iOS version, only their fonts do.
            return !layout.contentDescriptions(.ios15Through18).isEmpty || layout.hasVisibilityPredicates || !layout.allLists.isEmpty
        case .flow, .adaptiveFlow:
            return definition.allFlowLayouts.contains { !$0.contentDescriptions.isEmpty || $0.readsDatasetFields }
        }
    }
}
