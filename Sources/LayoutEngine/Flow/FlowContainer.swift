import LayoutModel

/// The flow layout's frame of reference for one environment: which axis scrolls, and where lines may run across it
/// (`FlowLineBands`: the bounds, the adjusted content inset `I`, the section inset reference; F5 to F7, F26).
///
/// Everything is in content coordinates (F5): content point 0 is where the content inset ends, so `I` never
/// moves a frame; it narrows the content across the scroll axis (`C`) and shifts where a pinned header sticks.
struct FlowContainer {
    /// The scroll axis (F26: a horizontal layout is the vertical one with the axes swapped).
    let axes: AxisPair
    /// The bounds, `I`, the reference and the line bands, shared with the lint.
    let lines: FlowLineBands

    init(flow: FlowLayout, environment: LayoutEnvironment) {
        axes = AxisPair(main: flow.scrollDirection.axis)
        lines = FlowLineBands(flow: flow, environment: environment)
    }

    /// `Wb, Hb`: the collection view's bounds size.
    var bounds: Size { lines.bounds }
    /// `I`: the adjusted content inset.
    var inset: FlowInsets { lines.inset }
    /// `C`: the content's length across the scroll axis (F6).
    var crossLength: Double { lines.crossLength }

    /// Where a section's lines run across the scroll axis (F6, F7): `FlowLineBands.lineBand`.
    func lineBand(sectionInset: FlowInsets) -> (start: Double, length: Double) { lines.lineBand(sectionInset: sectionInset) }
}
