import LayoutModel

/// The measurements behind one finding in one environment, from which its message is written: kept as numbers so
/// that a million findings hold no million strings until they are printed.
enum FindingDetail: Sendable, Hashable {
    /// LL001: the frame, which has no area or a coordinate that is not a number.
    case degenerate(Rect)
    /// LL002: a flow item longer across the scroll axis than the line it is in (F6, F7).
    case itemLongerThanLine(length: Double, line: Double, axis: Axis)
    /// LL002: a section's container (or a group's frame, `group` its JSON path) left no room by its insets (R41).
    case noRoom(group: String?, length: Double, insets: Double, axis: Axis)
    /// LL003: the frame and the extent it must lie in.
    case outsideContent(Rect, extent: Rect)
    /// LL004, LL005, LL012: the element's edge on the screen and the limit it passes.
    case pastEdge(ScreenEdge, position: Double, limit: Double, atLargestOffset: Bool, strip: Bool)
    /// LL006: the overlap of the two frames, or that they are identical.
    case overlap(width: Double, height: Double, identical: Rect?)
    /// LL007: the cell's size.
    case touchTarget(Size)
    /// LL008: lines the text needs, lines that fit (nil when only the line limit is passed), the line limit, the text
    /// size, and whether the element kept the extent it has at large.
    case truncated(needed: Int, fitting: Int?, lineLimit: Int, category: ContentSizeCategory, sameAsLarge: Bool)
    /// LL009: a font of a fixed point size.
    case fixedFont(size: Double)
    /// LL009: an extent that stays the same at every text size linted.
    case staticExtent(length: Double, axis: Axis, sizes: Int)
    /// LL010: the run's summed drift over the content length.
    case runDrift(sum: Double, length: Double)
    /// LL010: an element measured against its estimate along the scroll axis.
    case elementDrift(measured: Double, estimated: Double)
    /// LL011: the right-to-left frame and the mirrored left-to-right one (nil where one run lacks the element).
    case mirror(rightToLeft: Rect?, expected: Rect?)
    /// LL012: text wider than the readable content guide.
    case widerThanReadable(width: Double, readable: Double)

    /// The finding's message, naming `element` (and `other`).
    func message(element: ElementKey, other: ElementKey?) -> String {
        let name = element.description
        switch self {
        case .degenerate(let frame):
            let values = [frame.x, frame.y, frame.width, frame.height]
            if values.contains(where: { !$0.isFinite }) {
                return "\(name) has a frame that is not a number: \(Self.frame(frame))"
            }
            return "\(name) has no area: its frame is \(Self.frame(frame))"
        case .itemLongerThanLine(let length, let line, let axis):
            let dimension = axis == .horizontal ? "wide" : "high"
            return "\(name) is \(formatPoints(length)) \(dimension), more than the \(formatPoints(line)) its line has after the content and section insets (F6, F7): UIKit logs the item size as undefined"
        case .noRoom(let group, let length, let insets, let axis):
            let what = group.map { "the group at \($0)" } ?? "the section's container"
            let dimension = axis == .horizontal ? "wide" : "high"
            return "in \(name), \(what) is \(formatPoints(length)) \(dimension) and its content insets take \(formatPoints(insets)), leaving no room (R41)"
        case .outsideContent(let frame, let extent):
            return "\(name) lies outside what scrolls into view: its frame is \(Self.frame(frame)), the content \(Self.frame(extent))"
        case .pastEdge(let edge, let position, let limit, let atLargestOffset, let strip):
            let when = strip ? (atLargestOffset ? "at its strip's last offset" : "at strip offset 0") : (atLargestOffset ? "at the largest offset" : "at rest")
            let verb = edge == .left || edge == .top ? "starts at" : "ends at"
            let coordinate = edge.axis == .horizontal ? "x" : "y"
            return "\(name) \(verb) \(coordinate) \(formatPoints(position)) on the screen \(when), past the \(edge.rawValue) limit \(formatPoints(limit))"
        case .overlap(let width, let height, let identical):
            let otherName = other?.description ?? "another element"
            if let identical {
                return "\(name) and \(otherName) have identical frames: \(Self.frame(identical))"
            }
            return "\(name) overlaps \(otherName) by \(formatPoints(width)) × \(formatPoints(height))"
        case .touchTarget(let size):
            return "\(name) is \(formatPoints(size.width)) × \(formatPoints(size.height)) points: a tap target needs 44 × 44, at least 28 × 28"
        case .truncated(let needed, let fitting, let lineLimit, let category, let sameAsLarge):
            var text = "the text of \(name) needs \(needed) line\(needed == 1 ? "" : "s")"
            if let fitting {
                text += " but \(fitting) fit\(fitting == 1 ? "s" : "")"
            } else {
                text += " but its lineLimit is \(lineLimit)"
            }
            text += " at \(category.rawValue)"
            if sameAsLarge { text += ", where the element keeps the size it has at large" }
            return text
        case .fixedFont(let size):
            return "the text of \(name) is set at \(formatPoints(size)) points without a textStyle: it does not follow the user's text size"
        case .staticExtent(let length, let axis, let sizes):
            let dimension = axis == .horizontal ? "wide" : "high"
            return "\(name) stays \(formatPoints(length)) \(dimension) at all \(sizes) text sizes while its text grows"
        case .runDrift(let sum, let length):
            let ratio = length > 0 ? abs(sum) / length : 0
            return "self-sized elements measure \(formatPoints(sum)) points \(sum >= 0 ? "more" : "less") than estimated along the scroll axis, \(formatPoints((ratio * 100).rounded() / 100)) of the content length \(formatPoints(length))"
        case .elementDrift(let measured, let estimated):
            return "\(name) measures \(formatPoints(measured)) along the scroll axis against its estimate of \(formatPoints(estimated))"
        case .mirror(let rightToLeft, let expected):
            switch (rightToLeft, expected) {
            case (let found?, let mirrored?):
                return "\(name) is at \(Self.frame(found)) right to left; its left-to-right frame mirrored is \(Self.frame(mirrored))"
            case (nil, _?):
                return "\(name) is laid out left to right but not right to left"
            default:
                return "\(name) is laid out right to left but not left to right"
            }
        case .widerThanReadable(let width, let readable):
            return "the text of \(name) is \(formatPoints(width)) wide, wider than the readable width \(formatPoints(readable))"
        }
    }

    /// `(x, y, w × h)`.
    static func frame(_ rect: Rect) -> String {
        "(\(formatPoints(rect.x)), \(formatPoints(rect.y)), \(formatPoints(rect.width)) × \(formatPoints(rect.height)))"
    }
}
