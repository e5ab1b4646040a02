import LayoutModel

/// A flow layout solved for an environment, before any frame is written: every section's values, item sizes and
/// lines, stacked along the scroll axis, with the content size and the adjusted content inset. Frames come from
/// it in `LayoutPlan`'s three ways without writing the ones not asked for.
///
/// The work reads as steps: the frame of reference (adjusted content inset, content width), then each section (its
/// values, its item sizes, its lines, header and footer), stacked along the scroll axis; frames are written in
/// content coordinates with nothing rounded (F23), pinned headers and footers placed for the scroll position.
///
/// A uniform section costs the same to plan whatever its item count (F13, closed form); a non-uniform one is
/// one pass over its items, keeping a few numbers per line and the items' sizes.
public struct FlowPlan: LayoutPlan {
    let container: FlowContainer
    let pinning: FlowPinning
    let sections: [FlowSectionPlan]

    /// The collection view's content size (F20): the sections' total along the scroll axis; across it, the
    /// content width `C`, or more where an item longer than its line overflows. Not rounded (F23).
    public let contentSize: Size
    /// Things a user should know: items longer than their line (F10), estimates no content replaced (F24).
    public let warnings: [String]
    /// The collection view's `adjustedContentInset` (LayoutSpecFormat.md, Coordinates at rest): a frame sits on screen
    /// at rest at `x + left`, `y + top`.
    public let adjustedContentInset: FlowInsets
    /// UIKit's content offset the frames are computed at: the environment's, or at rest `(−I.left, −I.top)`.
    public let contentOffset: Point
    /// Pinned headers and footers, for pictures (F22); a flow layout has no badges.
    public let roles: SupplementaryRoles
    /// What the cells show (F24), the records and measurer, and the environment: what pictures lay content out with.
    let cellContent: ContentDescription?
    let content: (any LayoutContent)?
    let environment: LayoutEnvironment

    /// Plans `flow` in `environment` for `itemCounts` (F1 to F28), left to right: the family's own plan, which a
    /// right-to-left layout mirrors (V8; plan the spec with `LayoutPlanner.plan` to have it mirrored). With
    /// `content`, item sizes may read dataset fields (`sizeForItemAt`) and self-sizing cells take their measured size
    /// (F24); without it, a size naming a field is an error and estimates stand. `caseIndex` is the adaptive case
    /// `flow` is (LayoutSpecFormat.md, Adaptive flow layouts), which errors name it by.
    public init(
        _ flow: FlowLayout, in environment: LayoutEnvironment, itemCounts: [Int], content: (any LayoutContent)? = nil, caseIndex: Int? = nil
    ) throws(LayoutError) {
        try LayoutPlanner.validateLeftToRight(environment, itemCounts: itemCounts, family: .flow)
        if let section = environment.orthogonalOffsets.keys.min() {
            throw .invalidEnvironment("section \(section) does not scroll orthogonally, so it takes no orthogonal offset (a flow layout has no orthogonal sections)")
        }
        // 1. The frame of reference: scroll axis, adjusted content inset, content width (F5, F6, F26); at rest the
        //    content offset is minus the adjusted inset (F5).
        let container = FlowContainer(flow: flow, environment: environment)
        self.container = container
        adjustedContentInset = container.inset
        contentOffset = environment.contentOffset ?? Point(x: -container.inset.left, y: -container.inset.top)
        pinning = FlowPinning(flow: flow, container: container, contentOffset: contentOffset)
        roles = flow.supplementaryRoles
        cellContent = flow.isSelfSizing ? flow.content : nil
        self.content = content
        self.environment = environment

        // 2. Each section in turn, starting where the one before ends: no spacing between sections (F19).
        let planner = FlowSectionPlanner(flow: flow, container: container, environment: environment, content: content, specPath: FlowSpecPath(caseIndex: caseIndex))
        var sections: [FlowSectionPlan] = []
        sections.reserveCapacity(itemCounts.count)
        var cursor = 0.0
        for (index, itemCount) in itemCounts.enumerated() {
            let section = try planner.plan(section: index, itemCount: itemCount, start: cursor)
            sections.append(section)
            cursor = section.end
        }
        self.sections = sections

        // 3. The content size (F20).
        let overflow = sections.map(\.crossOverflow).max() ?? 0
        contentSize = container.axes.size(main: max(0, cursor), cross: max(0, container.crossLength + overflow))

        // 4. What the user should know; negative insets may have made the content shorter than nothing (F28).
        warnings = Self.warnings(flow: flow, sections: sections, content: content)
            + (cursor < 0 ? ["negative section insets make the content \(formatPoints(cursor)) pt long; the content size is 0 (F28)"] : [])
    }

    private static func warnings(flow: FlowLayout, sections: [FlowSectionPlan], content: (any LayoutContent)?) -> [String] {
        var warnings: [String] = []
        let cellCount = sections.reduce(0) { $0 + $1.itemCount }
        if flow.isSelfSizing, cellCount > 0 {
            if flow.content == nil {
                warnings.append("estimatedItemSize is set without a content description: every cell keeps its estimate (F24)")
            } else if content == nil {
                warnings.append("no content to measure the cells' content description: every cell keeps its estimate (F24)")
            }
        }
        for section in sections where section.oversizedItems > 0 {
            let count = section.oversizedItems
            warnings.append(
                "section \(section.index): \(count) item\(count == 1 ? " is" : "s are") longer than the line (\(formatPoints(section.lineLength)) pt); each sits alone at the line's start and overflows it (F10: UIKit calls this undefined)"
            )
        }
        return warnings
    }

    var writer: FlowFrameWriter { FlowFrameWriter(container: container, pinning: pinning) }

    /// Where each section sits along the scroll axis.
    public var sectionGeometries: [SectionGeometry] {
        sections.map {
            SectionGeometry(index: $0.index, start: $0.start, length: $0.length, placedItems: $0.itemCount, itemCount: $0.itemCount)
        }
    }

    /// None: a flow layout has no orthogonally scrolling sections. Here so both plans answer the same questions.
    public var orthogonalStrips: [OrthogonalStripGeometry] { [] }

    /// Cells the layout places: every item (an item too long for its line still gets a line of its own, F10).
    public var cellCount: Int { sections.reduce(0) { $0 + $1.itemCount } }

    /// How many elements writing the plan produces: cells, headers and footers. Exact, and cheap.
    public var elementCount: Int { sections.reduce(0) { $0 + $1.elementCount } }

    public func write(into sink: inout FrameSink) throws {
        let writer = self.writer
        for section in sections {
            try writer.write(section, into: &sink)
        }
    }

    /// The plan's outcome without frames: content size, sections, inset, offset and warnings (elements and roles
    /// empty).
    public var summary: LayoutResult {
        let inset = adjustedContentInset
        return LayoutResult(
            elements: FrameBuffer(), contentSize: contentSize, sections: sectionGeometries, orthogonalStrips: [],
            adjustedContentInset: EdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right),
            contentOffset: contentOffset, warnings: warnings
        )
    }
}
