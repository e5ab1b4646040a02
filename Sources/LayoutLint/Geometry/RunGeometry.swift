import LayoutModel

/// The screen a run is seen on, as the rules measure it (`LintRules.md`, Terms): the scroll axis, one device pixel
/// (ε), the bounds and safe area, where the content rests when the screen appears, and the largest offset it scrolls
/// to. Frames are content coordinates; screen coordinates are content coordinates minus the offset.
struct RunGeometry {
    /// The axis the layout scrolls along.
    let axis: Axis
    /// One device pixel, `1 / scale`: the tolerance of every edge rule.
    let epsilon: Double
    let bounds: Size
    /// The safe area, physical: leading is left.
    let safeArea: EdgeInsets
    let contentSize: Size
    /// The adjusted content inset UIKit rests at, physical: along the scroll axis the safe area of a compositional
    /// layout (automatic adjustment), or what the flow layout's run says (its content inset and the safe area its
    /// adjustment behaviour adds); across it, what the run says.
    let restInset: EdgeInsets
    /// The content offset at rest: minus the adjusted content inset.
    let restOffset: Point
    /// The largest content offset along the scroll axis: the rest offset plus the content's length beyond the screen
    /// (adjusted insets included), never less than the rest offset.
    let largestOffset: Double

    init(run: LintRun, family: LayoutFamily, scrollDirection: ScrollDirection) {
        let environment = run.environment
        axis = scrollDirection.axis
        epsilon = 1 / environment.scale
        bounds = environment.containerSize
        safeArea = environment.safeAreaInsets
        contentSize = run.result.contentSize
        var inset = run.result.adjustedContentInset
        if family == .compositional {
            // A compositional run stores no inset (its frames count from the visible area); UIKit's automatic
            // adjustment adds the safe area on the two edges of the scroll axis.
            if axis == .vertical {
                inset.top = safeArea.top
                inset.bottom = safeArea.bottom
            } else {
                inset.leading = safeArea.leading
                inset.trailing = safeArea.trailing
            }
        }
        restInset = inset
        restOffset = Point(x: -inset.leading, y: -inset.top)
        let rest = restOffset[axis]
        largestOffset = max(rest, contentSize[axis] + inset.trailingEdge(along: axis) - bounds[axis])
    }

    /// A content coordinate along `axis` on the screen at rest.
    func screen(_ value: Double, along axis: Axis) -> Double { value - restOffset[axis] }

    /// The safe area's start and end along `axis`, in screen coordinates.
    func safeRange(along axis: Axis) -> (start: Double, end: Double) {
        (safeArea.leadingEdge(along: axis), bounds[axis] - safeArea.trailingEdge(along: axis))
    }
}

/// One side of the screen, as messages name it.
enum ScreenEdge: String, Hashable, Sendable {
    case left, right, top, bottom

    /// The leading (start) or trailing (end) edge of an axis.
    static func of(_ axis: Axis, end: Bool) -> ScreenEdge {
        switch (axis, end) {
        case (.horizontal, false): return .left
        case (.horizontal, true): return .right
        case (.vertical, false): return .top
        case (.vertical, true): return .bottom
        }
    }

    var axis: Axis { self == .left || self == .right ? .horizontal : .vertical }
}
