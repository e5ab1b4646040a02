import LayoutModel

/// The JSON paths of a flow spec's properties (LayoutSpecFormat.md, Flow layouts), for errors that say where a value
/// came from.
struct FlowSpecPath {
    /// Where the flow object is: `$.flow`, or the adaptive case's the layout takes (`$.flow.adaptive[1].flow`).
    var root = "$.flow"

    /// The flow object of adaptive case `caseIndex`, or the spec's own for nil.
    init(caseIndex: Int? = nil) {
        if let caseIndex { root = "$.flow.adaptive[\(caseIndex)].flow" }
    }

    /// Where section `section` takes `property` from: its own entry of `flow.sections` when it overrides it,
    /// the layout's value otherwise (F2).
    func property(_ property: FlowSectionProperty, section: Int, in flow: FlowLayout) -> String {
        flow.overrides(forSection: section).overrides(property)
            ? "\(root).sections[\(section)].\(property.rawValue)" : "\(root).\(property.rawValue)"
    }

    /// The layout's `estimatedItemSize`.
    var estimatedItemSize: String { root + ".estimatedItemSize" }
}
