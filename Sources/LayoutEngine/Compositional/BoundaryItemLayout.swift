import LayoutModel

/// Places section and layout boundary items (headers, footers, side views) around a region (R6, R24 to R28).
///
/// Coordinates are local: along the scroll axis 0 is the region's start (the top of the section's top inset),
/// across it 0 is the container's start. Items on the scroll-axis start sit before the region when they extend
/// the boundary, so the section's top inset lies between a header and the first group; several items on one
/// edge overlap and the longest decides the extension.
struct BoundaryItemLayout {
    struct Placement {
        /// Each item's frame (after its own content insets), in item order.
        var frames: [Rect]
        /// Each item's frame before its content insets, for pinning and extents.
        var outerFrames: [Rect]
        /// How far items reach before the region along the scroll axis (R25).
        var extendStart: Double
        /// How far items reach past the region's end (R25).
        var extendEnd: Double
        /// The region's length, enlarged by extending side items to at least their own length (R25, R27).
        var regionLength: Double
    }

    let axes: AxisPair
    let resolver: DimensionResolver

    /// - Parameters:
    ///   - regionLength: the region's length along the scroll axis (section insets and groups).
    ///   - band: the span across the axis items align in (inside the section's insets when following, R24).
    ///   - sizeBase: the size fractional dimensions resolve against (R6).
    ///   - measured: sizes measured from content (R40), replacing the resolved size where given.
    func place(
        _ items: [BoundarySupplementaryItem], regionLength: Double, band: (start: Double, length: Double), sizeBase: Size,
        measured: [Size?] = []
    ) -> Placement {
        let sizes = items.enumerated().map { index, item in
            (index < measured.count ? measured[index] : nil) ?? resolver.resolve(item.size, base: sizeBase)
        }
        var region = regionLength
        // R25/R27: an extending item with no side on the scroll axis makes the region at least as long as itself.
        for (item, size) in zip(items, sizes) where item.extendsBoundary && item.alignment != .none
            && item.alignment.side(along: axes.main) == 0
        {
            region = max(region, size[axes.main])
        }
        var outer: [Rect] = []
        var extendStart = 0.0
        var extendEnd = 0.0
        for (item, size) in zip(items, sizes) {
            let mainLength = size[axes.main]
            let crossLength = size[axes.cross]
            if item.alignment == .none {
                // R26: no alignment gives an empty frame at the region's origin.
                outer.append(axes.rect(main: 0, cross: 0, mainLength: 0, crossLength: 0))
                continue
            }
            let crossPosition: Double
            switch item.alignment.side(along: axes.cross) {
            case -1: crossPosition = band.start
            case 1: crossPosition = band.start + band.length - crossLength
            default: crossPosition = band.start + (band.length - crossLength) / 2
            }
            var mainPosition: Double
            switch item.alignment.side(along: axes.main) {
            case -1: mainPosition = item.extendsBoundary ? -mainLength : 0
            case 1: mainPosition = item.extendsBoundary ? region : region - mainLength
            default: mainPosition = (region - mainLength) / 2
            }
            mainPosition += axes.main(of: item.offset)
            let frame = axes.rect(
                main: mainPosition, cross: crossPosition + axes.cross(of: item.offset),
                mainLength: mainLength, crossLength: crossLength
            )
            outer.append(frame)
            guard item.extendsBoundary else { continue }
            switch item.alignment.side(along: axes.main) {
            case -1: extendStart = max(extendStart, -mainPosition)
            case 1: extendEnd = max(extendEnd, mainPosition + mainLength - region)
            default: break
            }
        }
        let frames = zip(items, outer).map { item, frame -> Rect in
            // R26: the item's own insets shrink it inside its frame, except on estimated axes.
            var insets = item.contentInsets
            if item.size.width.isEstimated { insets = insets.zeroing(.horizontal) }
            if item.size.height.isEstimated { insets = insets.zeroing(.vertical) }
            return frame.inset(by: insets)
        }
        return Placement(frames: frames, outerFrames: outer, extendStart: extendStart, extendEnd: extendEnd, regionLength: region)
    }
}
