import LayoutModel

/// Draws two layouts over each other as SVG, so a change can be seen: the first side (A) dashed red, the
/// second (B) solid blue, elements in the same frame in both grey.
///
/// Back to front: both content areas, the unchanged elements (B's frames), then the changes: an added element
/// filled in B's style, a removed one filled in A's, and for a moved or resized one B's frame filled and A's
/// frame outlined over it, with a line from A's centre to B's (a dot at B's end) when it moved. Both screens
/// are outlined last in their side's style. Dashed against solid keeps the sides apart in greyscale too.
///
/// ```swift
/// import LayoutModel
///
/// func overlay(_ a: LayoutResult, in environmentA: LayoutEnvironment, _ b: LayoutResult, in environmentB: LayoutEnvironment)
///     -> RenderedPicture
/// {
///     let diff = LayoutDiff(before: a, after: b)
///     return DiffOverlayRenderer(beforeLabel: "390x844", afterLabel: "320x568")
///         .render(diff, before: (a, environmentA), after: (b, environmentB))
/// }
/// ```
public struct DiffOverlayRenderer: Sendable {
    public var beforeLabel: String
    public var afterLabel: String
    public var pixelsPerPoint: Double
    public var margin: Double

    /// The first side's colour (red) and the second's (blue).
    public static let beforeColor = RGBColor(red: 0xC0, green: 0x39, blue: 0x2B)
    public static let afterColor = RGBColor(red: 0x1F, green: 0x6F, blue: 0xB2)
    /// Elements in the same frame on both sides.
    public static let unchangedFill = RGBColor(red: 0xE5, green: 0xE5, blue: 0xEA)

    public init(beforeLabel: String, afterLabel: String, pixelsPerPoint: Double = 1, margin: Double = 16) {
        self.beforeLabel = beforeLabel
        self.afterLabel = afterLabel
        self.pixelsPerPoint = pixelsPerPoint
        self.margin = margin
    }

    /// The overlay of `before` and `after`, whose differences are `diff`.
    public func render(
        _ diff: LayoutDiff,
        before: (result: LayoutResult, environment: LayoutEnvironment),
        after: (result: LayoutResult, environment: LayoutEnvironment)
    ) -> RenderedPicture {
        let screenBefore = SVGRenderer.screen(of: before.result, in: before.environment)
        let screenAfter = SVGRenderer.screen(of: after.result, in: after.environment)
        let changed = Set(diff.changes.map(\.key))
        let unchanged = unchangedElements(of: after.result.elements, changed: changed)
        let canvas = PictureCanvas(
            drawing: drawingBounds(before: before.result, after: after.result, screens: [screenBefore, screenAfter]),
            margin: margin,
            captionLines: [
                "A (red, dashed): \(beforeLabel)",
                "B (blue, solid): \(afterLabel)",
                LayoutDiffTable(beforeLabel: beforeLabel, afterLabel: afterLabel).summary(diff),
            ],
            pixelsPerPoint: pixelsPerPoint
        )

        var writer = SVGWriter()
        canvas.writeOpening(title: "A: \(beforeLabel); B: \(afterLabel)", into: &writer)
        writer.comment("content areas")
        writer.element(
            "rect", SVGRenderer.geometry(Rect(origin: .zero, size: after.result.contentSize)) + SVGRenderer.contentAreaPaint,
            title: "B content"
        )
        writer.element(
            "rect", SVGRenderer.geometry(Rect(origin: .zero, size: before.result.contentSize)) + style(for: .before, filled: false),
            title: "A content"
        )
        if !unchanged.isEmpty {
            writer.comment("unchanged")
            for index in unchanged {
                let key = ElementKey(after.result.elements, index)
                let frame = after.result.elements.frame(at: index).normalized
                writer.element(
                    "rect",
                    SVGRenderer.geometry(frame) + SVGRenderer.paint(fill: Self.unchangedFill.hex, stroke: "#C7C7CC", width: 1),
                    title: "\(key.name(badgeKinds: diff.roles.badgeKinds)): \(frameText(frame)), unchanged"
                )
            }
        }
        if !diff.changes.isEmpty {
            writer.comment("changes")
            writeChanges(diff.changes, badgeKinds: diff.roles.badgeKinds, into: &writer)
        }
        writer.comment("screens")
        writer.element("rect", SVGRenderer.geometry(screenBefore) + style(for: .before, filled: false, width: 1.5), title: "A screen")
        writer.element("rect", SVGRenderer.geometry(screenAfter) + style(for: .after, filled: false, width: 1.5), title: "B screen")
        writer.close("svg")
        return RenderedPicture(
            svg: writer.document, viewBox: canvas.viewBox, pixelsPerPoint: pixelsPerPoint,
            elementCount: unchanged.count + diff.changes.count
        )
    }

    enum Side { case before, after }

    /// A side's stroke (dashed for A, solid for B) with its pale fill, or no fill.
    func style(for side: Side, filled: Bool, width: Double = 1) -> [(String, SVGWriter.Value)] {
        let color = side == .before ? Self.beforeColor : Self.afterColor
        var attributes = SVGRenderer.paint(fill: filled ? color.tinted(0.75).hex : "none", stroke: color.hex, width: width)
        if side == .before { attributes.append(("stroke-dasharray", .text("4 3"))) }
        return attributes
    }

    /// Indices of B's elements that are not changed, decorations first, then cells, then supplementaries.
    func unchangedElements(of buffer: FrameBuffer, changed: Set<ElementKey>) -> [Int] {
        let indices = (0..<buffer.count).filter { !changed.contains(ElementKey(buffer, $0)) }
        let rank: (ElementCategory) -> Int = { $0 == .decoration ? 0 : $0 == .cell ? 1 : 2 }
        return indices.sorted {
            rank(buffer.category(at: $0)) != rank(buffer.category(at: $1)) ? rank(buffer.category(at: $0)) < rank(buffer.category(at: $1)) : $0 < $1
        }
    }

    /// Every change in two passes: first the filled frames (B's, or A's for a removed element), then A's dashed
    /// outlines, the move lines and the labels on top, so an outline is never hidden under a fill.
    func writeChanges(_ changes: [ElementChange], badgeKinds: Set<String>, into writer: inout SVGWriter) {
        for change in changes {
            let name = change.key.name(badgeKinds: badgeKinds)
            if let after = change.after?.normalized {
                let title = "\(name) in B: \(frameText(after)), \(change.kind.rawValue)" + (change.before == nil ? "" : " (\(LayoutDiffTable.delta(change)))")
                writer.element("rect", SVGRenderer.geometry(after) + style(for: .after, filled: true), title: title)
            } else if let before = change.before?.normalized {
                writer.element("rect", SVGRenderer.geometry(before) + style(for: .before, filled: true), title: "\(name) in A: \(frameText(before)), removed")
            }
        }
        for change in changes {
            let name = change.key.name(badgeKinds: badgeKinds)
            if let before = change.before?.normalized, let after = change.after?.normalized {
                writer.element(
                    "rect", SVGRenderer.geometry(before) + style(for: .before, filled: false),
                    title: "\(name) in A: \(frameText(before)), \(change.kind.rawValue) (\(LayoutDiffTable.delta(change)))"
                )
                if change.kind == .moved || change.kind == .movedAndResized {
                    writer.element("line", [
                        ("x1", .length(before.center.x)), ("y1", .length(before.center.y)),
                        ("x2", .length(after.center.x)), ("y2", .length(after.center.y)),
                        ("stroke", .text("#636366")), ("stroke-width", .length(1)),
                    ])
                    writer.element("circle", [
                        ("cx", .length(after.center.x)), ("cy", .length(after.center.y)), ("r", .length(2)),
                        ("fill", .text("#636366")),
                    ])
                }
            }
            let labelFrame = (change.after ?? change.before ?? .zero).normalized
            if let fitted = SVGRenderer.fit(name, width: labelFrame.width - 4), labelFrame.height >= 13 {
                writer.text(fitted, [
                    ("x", .length(labelFrame.x + 3)), ("y", .length(labelFrame.y + 11)), ("font-size", .length(10)),
                    ("fill", .text("#1C1C1E")),
                ])
            }
        }
    }

    /// Both contents, both screens and every frame of either side.
    func drawingBounds(before: LayoutResult, after: LayoutResult, screens: [Rect]) -> Rect {
        var bounds = Rect(origin: .zero, size: before.contentSize).union(Rect(origin: .zero, size: after.contentSize))
        for screen in screens { bounds = bounds.union(screen) }
        for buffer in [before.elements, after.elements] {
            for index in 0..<buffer.count { bounds = bounds.union(buffer.frame(at: index).normalized) }
        }
        return bounds
    }
}
