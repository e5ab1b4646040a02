/// What a list's cell, header or footer registration puts in its view, so the view self-sizes as UIKit's would:
/// a `UIListContentConfiguration`, or a custom view whose Auto Layout fits a known height (L18, L28).
public enum ListViewContent: Hashable, Sendable {
    /// A system content configuration: style, texts, image.
    case configuration(ListContentConfiguration)
    /// A custom view: exactly this height, a number or an expression of the record's numeric fields (as a flow
    /// item size is, FlowRules.md F2), with no minimum and no rounding (L18).
    case fittedHeight(FlowExpression)
}
