import LayoutModel

/// The JSON paths of a flow spec's properties (LayoutSpecFormat.md, Flow layouts), for errors that say where a value
/// came from.
enum FlowSpecPath {
    /// Where section `section` takes `property` from: its own entry of `flow.sections` when it overrides it,
    /// the layout's value otherwise (F2).
    static func property(_ property: FlowSectionProperty, section: Int, in flow: FlowLayout) -> String {
        flow.overrides(forSection: section).overrides(property)
            ? "$.flow.sections[\(section)].\(property.rawValue)" : "$.flow.\(property.rawValue)"
    }
}
