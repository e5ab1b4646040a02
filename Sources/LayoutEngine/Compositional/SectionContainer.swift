import LayoutModel

/// The container a section is laid out in, and the bases its groups and boundary items resolve against
/// (R2, R3, R6, R22).
struct SectionContainer {
    let axes: AxisPair
    /// The collection view's bounds with the cross axis reduced by the content-insets reference (R22).
    let size: Size
    /// Where that reduced container starts across the scroll axis (the reference's leading inset).
    let crossOffset: Double
    let insets: EdgeInsets

    init(bounds: Size, axes: AxisPair, referenceInsets: EdgeInsets, sectionInsets: EdgeInsets) {
        self.axes = axes
        var size = bounds
        size[axes.cross] = max(0, bounds[axes.cross] - referenceInsets.total(along: axes.cross))
        self.size = size
        self.crossOffset = referenceInsets.leadingEdge(along: axes.cross)
        self.insets = sectionInsets
    }

    /// The base for the section's top-level group: the cross axis less the section's cross insets and the
    /// full length along the scroll axis (R2); for an orthogonally scrolling section the full cross axis and
    /// the scroll axis less the section's insets along it (R3).
    func groupBase(orthogonal: Bool) -> Size {
        var base = size
        if orthogonal {
            base[axes.main] = max(0, size[axes.main] - insets.total(along: axes.main))
        } else {
            base[axes.cross] = max(0, size[axes.cross] - insets.total(along: axes.cross))
        }
        return base
    }

    /// The span across the scroll axis that groups are placed in: inside the section's cross insets (R18).
    var crossBand: (start: Double, length: Double) {
        (insets.leadingEdge(along: axes.cross), max(0, size[axes.cross] - insets.total(along: axes.cross)))
    }
}
