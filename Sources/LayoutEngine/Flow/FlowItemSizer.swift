import LayoutModel

/// Works out a section's item sizes: `itemSize` once when it is the same for every item, per item when it
/// names `item` or a dataset field (`sizeForItemAt`); with `estimatedItemSize`, each cell's measured content
/// replaces its estimate (F24).
///
/// Readings taken: a section is uniform when all of its resolved sizes are equal, width and height (F15), so
/// an expression that happens to give one size keeps the grid. A self-sizing section is never uniform (F24: its
/// last line is left-aligned even when the measured sizes agree). Both axes of a self-sizing cell follow its
/// content: text wraps at the line length in a vertical layout and at the content width in a horizontal one,
/// and the measured size is rounded up to the pixel grid as a label sizes itself (the layout itself rounds
/// nothing, F23). A cell without a measurement (no content description, no content, or a field without a
/// record) keeps its estimate.
struct FlowItemSizer {
    let flow: FlowLayout
    let axes: AxisPair
    let values: FlowValueResolver
    let content: (any LayoutContent)?
    let grid: PixelGrid
    /// Where the flow object's values are in the spec, for errors.
    let specPath: FlowSpecPath
    /// The text size a content description's text style is set in (V9).
    var category: ContentSizeCategory = .large

    /// The sizes of `itemCount` items of section `section`, whose lines are `lineLength` long and whose content
    /// is `contentCrossLength` across the scroll axis.
    func sizes(section: Int, itemCount: Int, parameters: FlowSectionParameters, lineLength: Double, contentCrossLength: Double)
        throws(LayoutError) -> FlowItemSizes
    {
        let itemSizePath = specPath.property(.itemSize, section: section, in: flow)
        if let estimated = flow.estimatedItemSize {
            let (estimate, path): (FlowSize, String)
            switch estimated {
            case .automaticSize: (estimate, path) = (parameters.itemSize, itemSizePath)
            case .estimate(let size): (estimate, path) = (size, specPath.estimatedItemSize)
            }
            let wrapWidth = axes.main == .vertical ? lineLength : contentCrossLength
            return try selfSized(section: section, itemCount: itemCount, estimate: estimate, path: path, wrapWidth: wrapWidth)
        }
        let size = parameters.itemSize
        guard size.dependsOnItem else {
            return .uniform(try evaluate(size, section: section, path: itemSizePath))
        }
        var cross = [Double](repeating: 0, count: itemCount)
        var main = [Double](repeating: 0, count: itemCount)
        var allEqual = true
        var sizes = ItemSizes(size, section: section, path: itemSizePath, values: values, content: content)
        for item in 0..<itemCount {
            let resolved = try sizes.size(of: item)
            cross[item] = resolved[axes.cross]
            main[item] = resolved[axes.main]
            allEqual = allEqual && cross[item] == cross[0] && main[item] == main[0]
        }
        if allEqual, itemCount > 0 { return .uniform(axes.size(main: main[0], cross: cross[0])) }
        return .perItem(crossLengths: cross, mainLengths: main)
    }

    /// Estimates replaced by measured content, item by item (F24).
    private func selfSized(section: Int, itemCount: Int, estimate: FlowSize, path: String, wrapWidth: Double)
        throws(LayoutError) -> FlowItemSizes
    {
        var cross = [Double](repeating: 0, count: itemCount)
        var main = [Double](repeating: 0, count: itemCount)
        let sizer = flow.content != nil ? content.map { LeafSizer(content: $0, section: section, itemCount: itemCount, grid: grid, category: category) } : nil
        let constantEstimate = estimate.dependsOnItem ? nil : try evaluate(estimate, section: section, path: path)
        var estimates = ItemSizes(estimate, section: section, path: path, values: values, content: content)
        for item in 0..<itemCount {
            if let sizer, sizer.content.isCancelled { throw .cancelled }
            var size: Size
            if let constantEstimate {
                size = constantEstimate
            } else {
                size = try estimates.size(of: item)
            }
            if let sizer, let description = flow.content,
                let measured = sizer.measure(description, record: sizer.content.record(section: section, item: item), width: nil, wrapWidth: max(0, wrapWidth))
            {
                size = measured
            }
            cross[item] = size[axes.cross]
            main[item] = size[axes.main]
        }
        return .perItem(crossLengths: cross, mainLengths: main)
    }

    /// A size that is the same for every item of the section.
    private func evaluate(_ size: FlowSize, section: Int, path: String) throws(LayoutError) -> Size {
        Size(
            width: try values.sectionValue(size.width, section: section, path: path + ".width"),
            height: try values.sectionValue(size.height, section: section, path: path + ".height")
        )
    }

    /// A per-item size's two components compiled for the section, reading each item's record once.
    private struct ItemSizes {
        var width: FlowItemExpression
        var height: FlowItemExpression
        let section: Int
        let content: (any LayoutContent)?
        let readsRecord: Bool

        init(_ size: FlowSize, section: Int, path: String, values: FlowValueResolver, content: (any LayoutContent)?) {
            width = FlowItemExpression(size.width, section: section, path: path + ".width", values: values)
            height = FlowItemExpression(size.height, section: section, path: path + ".height", values: values)
            self.section = section
            self.content = content
            readsRecord = width.readsRecord || height.readsRecord
        }

        /// Item `item`'s size; the width is evaluated first, so its fault is the one reported.
        mutating func size(of item: Int) throws(LayoutError) -> Size {
            let record = readsRecord ? content?.record(section: section, item: item) : nil
            let width = try width.value(item: item, record: record)
            return Size(width: width, height: try height.value(item: item, record: record))
        }
    }
}
