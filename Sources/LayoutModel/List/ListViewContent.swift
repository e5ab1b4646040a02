/// What a list's cell, header or footer registration puts in its view, so the view self-sizes as UIKit's would:
/// a `UIListContentConfiguration`, or a custom view whose Auto Layout fits a known height (L18, L28).
///
/// Indirect: its case is held by reference, so a list configuration, which has three of them, and every section
/// value that holds one (`ProvidedSection`, `SectionDefinition`, a section's plan) copy a pointer each rather than
/// its texts, fonts and accessories. Held inline they made a list configuration 561 bytes, and each of those values
/// as large, copied for every section of every run.
public indirect enum ListViewContent: Hashable, Sendable {
    /// A system content configuration: style, texts, image.
    case configuration(ListContentConfiguration)
    /// A custom view: exactly this height, a number or an expression of the record's numeric fields (as a flow
    /// item size is, FlowRules.md F2), with no minimum and no rounding (L18).
    case fittedHeight(FlowExpression)
}
