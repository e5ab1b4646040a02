import LayoutModel

/// Plans one section at a time, in the order the flow layout does (F2 to F4, F6 to F19): resolve the
/// section's values, size its items, break them into lines, and stack header, insets, lines and footer.
struct FlowSectionPlanner {
    let flow: FlowLayout
    let container: FlowContainer
    let values: FlowValueResolver
    let sizer: FlowItemSizer
    let specPath: FlowSpecPath

    init(flow: FlowLayout, container: FlowContainer, environment: LayoutEnvironment, content: (any LayoutContent)?, specPath: FlowSpecPath) {
        self.flow = flow
        self.container = container
        self.specPath = specPath
        values = FlowValueResolver(environment: environment, content: content)
        var sizer = FlowItemSizer(
            flow: flow, axes: container.axes, values: values, content: content, grid: PixelGrid(scale: environment.scale), specPath: specPath
        )
        sizer.category = environment.contentSizeCategory
        self.sizer = sizer
    }

    /// Section `index` with `itemCount` items, starting at `start` along the scroll axis.
    func plan(section index: Int, itemCount: Int, start: Double) throws(LayoutError) -> FlowSectionPlan {
        let axes = container.axes
        // 1. The section's values: its delegate answers where it has them (F2).
        let parameters = flow.parameters(forSection: index)
        let interitemSpacing = try sectionValue(parameters.minimumInteritemSpacing, .minimumInteritemSpacing, section: index)
        let lineSpacing = try sectionValue(parameters.minimumLineSpacing, .minimumLineSpacing, section: index)
        // 2. Header and footer: only the scroll-axis component of the reference size counts (F3).
        let headerLength = try sectionValue(parameters.headerReferenceSize[axes.main], .headerReferenceSize, section: index, component: axes.main)
        let footerLength = try sectionValue(parameters.footerReferenceSize[axes.main], .footerReferenceSize, section: index, component: axes.main)
        // 3. Where the lines run across the scroll axis (F6, F7).
        let inset = parameters.sectionInset
        let band = container.lineBand(sectionInset: inset)
        // 4. The first line starts after the header and the section's leading inset (F18).
        let firstMain = start + headerLength + inset.leadingEdge(along: axes.main)
        // 5. Size the items and lay out the lines: closed form when they are all alike (F8 to F17, F24).
        var cells = FlowCells.none
        var cellsEnd = firstMain
        var longest = 0.0
        var oversized = 0
        if itemCount > 0 {
            let sizes = try sizer.sizes(
                section: index, itemCount: itemCount, parameters: parameters, lineLength: band.length,
                contentCrossLength: container.crossLength
            )
            switch sizes {
            case .uniform(let size):
                let grid = FlowGrid(
                    itemCount: itemCount, crossLength: size[axes.cross], mainLength: size[axes.main], lineStart: band.start,
                    lineLength: band.length, interitemSpacing: interitemSpacing, lineSpacing: lineSpacing, firstMain: firstMain
                )
                cells = .grid(grid)
                cellsEnd = grid.mainEnd
                longest = grid.crossLength
                oversized = grid.isOversized(lineLength: band.length) ? itemCount : 0
            case .perItem(let crossLengths, let mainLengths):
                let lines = FlowLines(
                    crossLengths: crossLengths, mainLengths: mainLengths, lineStart: band.start, lineLength: band.length,
                    interitemSpacing: interitemSpacing, lineSpacing: lineSpacing, firstMain: firstMain
                )
                cells = .lines(lines)
                cellsEnd = lines.mainEnd(firstMain: firstMain)
                longest = lines.longestCrossLength
                oversized = lines.oversizedCount(lineLength: band.length)
            }
        }
        // 6. The trailing inset and the footer close the section; an empty one is hH + S.top + S.bottom + hF (F19).
        let end = cellsEnd + inset.trailingEdge(along: axes.main) + footerLength
        return FlowSectionPlan(
            index: index, itemCount: itemCount, start: start, end: end, headerLength: headerLength,
            footerLength: footerLength, cells: cells, crossOverflow: max(0, longest - band.length), oversizedItems: oversized,
            lineLength: band.length
        )
    }

    /// A per-section value, evaluated and checked, its path naming where it came from.
    private func sectionValue(_ expression: FlowExpression, _ property: FlowSectionProperty, section: Int, component: Axis? = nil)
        throws(LayoutError) -> Double
    {
        var path = specPath.property(property, section: section, in: flow)
        if let component { path += component == .horizontal ? ".width" : ".height" }
        return try values.sectionValue(expression, section: section, path: path)
    }
}
