import LayoutModel

/// A layout in a right-to-left environment: the plan of its left-to-right equivalent, mirrored across the content
/// width. Family-independent: it wraps any `LayoutPlan` and answers the same questions.
///
/// Environments.md, Right to left (CatalogKit.docc), defines right-to-left: lay the same spec out left to right with
/// the environment's physical left and right insets exchanged, then mirror it across the content width
/// (`x' = width − x − w`), and EnvironmentRules.md V8 models UIKit the same way: directional insets, leading boundary
/// items and orthogonal strips then start at the right because the whole left-to-right solution is reflected. So no
/// family solves right-to-left itself: `LayoutPlanner` plans `LayoutEnvironment.leftToRightEquivalent` and wraps that
/// plan here.
///
/// Every frame becomes `x' = contentWidth − x − width`, whichever way it is asked for; y, sizes, z-indexes, hidden
/// flags, index paths, element kinds and the order of elements are the base plan's. The summary is the base's
/// too, with one exception: in a horizontally scrolling layout the sections' extents lie along x, so they are
/// mirrored like frames (`start` is then the extent's left edge). Orthogonal strip geometry (offsets, rest
/// points, group leading edges) stays as the base gives it: it counts from the strip's leading edge, which in
/// right-to-left is its right edge, and so do the strip offsets the environment gives (`--orthogonal-offset`).
public struct RightToLeftPlan: LayoutPlan {
    /// The left-to-right plan this one mirrors.
    public let base: any LayoutPlan
    /// The axis the layout scrolls along: its sections' extents lie along it.
    public let scrollAxis: Axis
    /// The collection view's width, for mirroring the viewport the frames were computed at.
    public let containerWidth: Double

    /// Mirrors `base`, a plan computed left to right (for the environment's `leftToRightEquivalent`), across its
    /// content width.
    public init(mirroring base: any LayoutPlan, scrollAxis: Axis, containerWidth: Double) {
        self.base = base
        self.scrollAxis = scrollAxis
        self.containerWidth = containerWidth
    }

    /// The line frames are mirrored across: the content width (Environments.md, Right to left).
    public var mirrorWidth: Double { base.contentSize.width }

    public var contentSize: Size { base.contentSize }
    public var warnings: [String] { base.warnings }
    public var elementCount: Int { base.elementCount }
    public var roles: SupplementaryRoles { base.roles }

    /// The base's summary, sections mirrored in a horizontally scrolling layout (see the type's comment).
    public var summary: LayoutResult { mirroring(base.summary) }

    /// The base's elements, each chunk mirrored in place as it leaves the sink (`FrameSink.prepare`): memory stays
    /// bounded by the chunk size and no chunk is copied, whichever family (or plan from elsewhere) the base is.
    public func write(into sink: inout FrameSink) throws {
        let width = mirrorWidth
        let outer = sink.prepare
        sink.prepare = { buffer in
            buffer.mirrorHorizontally(across: width)
            outer?(&buffer)
        }
        try base.write(into: &sink)
    }

    public var reservedElementCount: Int { base.reservedElementCount }

    /// The base's content layout for the left-to-right frames, mirrored: texts end where they began (aligned to
    /// the right), image slots and accessories change sides, as a right-to-left screen shows them (V8).
    public func contentLayout(of result: LayoutResult, meeting rect: Rect?) -> ContentLayout {
        let width = mirrorWidth
        var leftToRight = result
        leftToRight.elements.mirrorHorizontally(across: width)
        return base.contentLayout(of: leftToRight, meeting: rect.map { $0.mirroredHorizontally(across: width) }).mirroredHorizontally(across: width)
    }

    /// The rectangle mirrored, the base asked for it, its answers mirrored back in the base's order. The base is
    /// asked for a rectangle a hair wider, and the answers are kept only where they share area with `rect` itself,
    /// so the result is exactly `result()`'s elements in `rect` even where mirroring rounds a last bit differently.
    public func elements(in rect: Rect) -> [LayoutElementFrame] {
        let width = mirrorWidth
        let query = Self.widened(rect.mirroredHorizontally(across: width))
        return base.elements(in: query)
            .map { $0.mirroredHorizontally(across: width) }
            .filter { $0.frame.intersects(rect) }
    }

    /// `result` with what lies along x mirrored: the viewport it was computed at (`x' = contentWidth − x −
    /// containerWidth`), the adjusted content inset's left and right, and the sections' extents when they lie along x
    /// (a horizontally scrolling layout).
    private func mirroring(_ result: LayoutResult) -> LayoutResult {
        var mirrored = result
        let width = mirrorWidth
        mirrored.contentOffset.x = width - result.contentOffset.x - containerWidth
        mirrored.adjustedContentInset = result.adjustedContentInset.mirroredHorizontally
        mirrored.listCards = result.listCards.map { ListCard(frame: $0.frame.mirroredHorizontally(across: width), cornerRadius: $0.cornerRadius) }
        guard scrollAxis == .horizontal else { return mirrored }
        mirrored.sections = result.sections.map { section in
            var copy = section
            copy.start = width - section.start - section.length
            return copy
        }
        return mirrored
    }

    /// How much wider the base's query is on each side than the mirrored rectangle: far above the rounding error
    /// of one subtraction at any content width, far below a pixel.
    static let querySlack = 0.001

    private static func widened(_ rect: Rect) -> Rect {
        Rect(x: rect.x - querySlack, y: rect.y, width: rect.width + 2 * querySlack, height: rect.height)
    }
}
