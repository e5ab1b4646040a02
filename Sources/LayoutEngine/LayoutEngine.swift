import LayoutModel

/// Computes the frames UIKit's `UICollectionViewCompositionalLayout` would produce for a spec in an
/// environment, following rules R0 to R39 of `compositional-semantics.md`.
///
/// ```swift
/// let result = try LayoutEngine.compute(spec, in: LayoutEnvironment(
///     containerSize: Size(width: 390, height: 844), scale: 3, itemCounts: [1_000_000]))
/// result.elements.count      // 1,000,000 cells
/// result.contentSize         // the collection view's content size
/// ```
///
/// The work reads as steps: plan every section (solve its group once, lay its group track, place its
/// boundary items), stack the sections, place the layout's own boundary items, write every element in
/// closed form with origins on the pixel grid, then pin headers and footers for the scroll position.
public enum LayoutEngine {
    ///
    /// With `content`, estimated dimensions take the measured size of described content (R40) and `visibleWhen`
    /// predicates mark supplementaries hidden; without it, estimates stand and nothing is hidden.
    public static func compute(
        _ spec: LayoutSpec, in environment: LayoutEnvironment, content: (any LayoutContent)? = nil
    ) throws(LayoutError) -> LayoutResult {
        try validate(environment)
        let planner = SectionPlanner(spec: spec, environment: environment, content: content)
        let axes = planner.axes

        // 1. Plan each section (R2 to R20, R22, R24 to R27, R36).
        var plans: [SectionPlan] = []
        plans.reserveCapacity(environment.itemCounts.count)
        for index in environment.itemCounts.indices {
            plans.append(try planner.plan(section: index))
        }

        // 2. Stack sections along the scroll axis; empty ones still take the spacing after them (R20, R21).
        let spacing = spec.configuration.interSectionSpacing
        var cursor = 0.0
        for index in plans.indices {
            plans[index].start = cursor
            cursor += plans[index].length
            if index < plans.count - 1 { cursor += spacing }
        }

        // 3. The layout's own boundary items around the whole stack; a global header shifts every section (R28).
        let layoutItems = spec.configuration.boundarySupplementaryItems
        let bounds = environment.containerSize
        let layoutBand = (start: 0.0, length: bounds[axes.cross])
        let layoutBoundary = BoundaryItemLayout(axes: axes, resolver: planner.resolver).place(
            layoutItems, regionLength: cursor, band: layoutBand, sizeBase: bounds,
            measured: planner.measuredBoundarySizes(layoutItems, section: -1, band: layoutBand, sizeBase: bounds)
        )
        let shift = layoutBoundary.extendStart
        if shift != 0 { for index in plans.indices { plans[index].start += shift } }

        // 4. Write every element (R0, R18, R31 to R35, R37).
        let writer = ElementWriter(
            axes: axes, grid: planner.grid, resolver: planner.resolver, environment: environment, content: content
        )
        var buffer = FrameBuffer()
        buffer.reserveCapacity(plans.reduce(0) { $0 + $1.placedItems })
        var boundaryRecords: [ElementWriter.BoundaryRecord] = []
        for plan in plans {
            boundaryRecords += writer.write(plan, into: &buffer)
        }
        for (index, item) in layoutItems.enumerated() {
            let origin = axes.point(main: 0, cross: 0)
            let frame = layoutBoundary.frames[index].offsetBy(dx: origin.x, dy: origin.y)
            let outer = layoutBoundary.outerFrames[index]
            boundaryRecords.append(
                ElementWriter.BoundaryRecord(
                    elementIndex: buffer.count, item: item, outerFrame: outer.offsetBy(dx: axes.main == .vertical ? 0 : shift, dy: axes.main == .vertical ? shift : 0),
                    regionStart: shift, regionEnd: shift + layoutBoundary.regionLength
                )
            )
            buffer.append(
                category: .supplementary, kind: buffer.kindIndex(for: item.elementKind), section: -1, item: 0,
                frame: planner.grid.roundOrigin(
                    axes.main == .vertical ? frame.offsetBy(dx: 0, dy: shift) : frame.offsetBy(dx: shift, dy: 0)
                ),
                zIndex: item.zIndex
            )
        }

        // 5. Pinned headers and footers at the scroll position (R29).
        Pinning(axes: axes, grid: planner.grid, environment: environment).apply(boundaryRecords, to: &buffer)

        // 6. Content size (R23).
        let total = shift + max(cursor, layoutBoundary.regionLength) + layoutBoundary.extendEnd
        let widest = plans.filter { !$0.isOrthogonal && $0.placedItems > 0 }.map(\.widestGroupEnd).max() ?? 0
        let contentSize = axes.size(
            main: planner.grid.round(total), cross: planner.grid.round(max(bounds[axes.cross], widest))
        )

        var warnings: [String] = []
        for plan in plans where plan.placedItems < plan.itemCount {
            let missing = plan.itemCount - plan.placedItems
            warnings.append(
                "section \(plan.index): \(missing) of \(plan.itemCount) items not laid out: a subitem is larger than its group (R7, R15)"
            )
        }
        return LayoutResult(
            elements: buffer,
            contentSize: contentSize,
            sections: plans.map {
                SectionGeometry(index: $0.index, start: $0.start, length: $0.length, placedItems: $0.placedItems, itemCount: $0.itemCount)
            },
            orthogonalStrips: plans.compactMap(\.strip),
            warnings: warnings
        )
    }

    private static func validate(_ environment: LayoutEnvironment) throws(LayoutError) {
        let size = environment.containerSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidEnvironment("the container size must be positive (found \(formatNumber(size.width))x\(formatNumber(size.height)))")
        }
        guard [1.0, 2.0, 3.0].contains(environment.scale) else {
            throw .invalidEnvironment("the scale must be 1, 2 or 3 (found \(formatNumber(environment.scale)))")
        }
        if let negative = environment.itemCounts.first(where: { $0 < 0 }) {
            throw .invalidEnvironment("item counts must not be negative (found \(negative))")
        }
    }
}
