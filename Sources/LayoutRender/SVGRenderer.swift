import LayoutModel

/// Draws one computed layout as an SVG picture, the way a person checks a layout: by looking at it.
///
/// ```swift
/// import Foundation
/// import LayoutEngine
/// import LayoutModel
///
/// func draw(_ spec: LayoutSpec) throws {
///     let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
///     let result = try LayoutPlanner.compute(spec, in: environment, itemCounts: [18])
///     let picture = SVGRenderer(options: RenderOptions(caption: "p002-zoo-grid at 390x844@3x"))
///         .render(result, in: environment)
///     try picture.svg.write(toFile: "zoo.svg", atomically: true, encoding: .utf8)
/// }
/// ```
///
/// What is drawn, back to front:
/// 1. the content area (the collection view's content size) on a white page, with a caption above;
/// 2. decorations (section backgrounds): pale rectangles in their section's tint;
/// 3. cells, filled with their section's colour and labelled `section.item` (or a given label) in the top
///    leading corner, so the middle of every cell shows the pure section colour; over them, the outline of each
///    inset-grouped list card, its corners rounded with radius 10 (ListRules.md L31);
/// 4. supplementaries by z-index, then index: boundary items (headers, footers) as white bands outlined in
///    their section's colour and labelled with their kind; badges as small dark rounded marks;
/// 5. a pale veil over the part of each orthogonal strip that lies beyond the screen's edge (whole content
///    only), so the strip's off-screen groups show to the right (below, in a horizontal layout);
/// 6. pinned supplementaries, last, as UIKit keeps them on top, at the frame the scroll offset gives them;
/// 7. the elements `RenderOptions.outlines` names (a report's lint findings), outlined over everything;
/// 8. the screen: the container at the scroll offset, outlined in black, and the safe area dashed inside it.
///
/// Hidden elements (a badge whose `visibleWhen` is false) are drawn faint: a dashed grey outline without fill,
/// so the picture still shows where UIKit keeps their frame.
///
/// The output is deterministic: numbers are written with at most three decimals, elements in a fixed order,
/// and nothing depends on the clock, random identifiers or dictionary order.
public struct SVGRenderer: Sendable {
    public var options: RenderOptions

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The picture of `result`, computed in `environment`; in the content style, elements that `content` (the plan's
    /// content layout for `result`) describes show their text, image slots and accessories, drawn where they were
    /// measured.
    public func render(_ result: LayoutResult, in environment: LayoutEnvironment, content: ContentLayout = ContentLayout()) -> RenderedPicture {
        let screen = Self.screen(of: result, in: environment)
        let order = drawingOrder(of: result, screen: screen)
        let shown = options.style == .content ? content : ContentLayout()
        let palette = PicturePalette.of(options.appearance)
        let canvas = PictureCanvas(
            drawing: drawingBounds(result, order: order, screen: screen),
            margin: options.margin,
            captionLines: captionLines(result, environment: environment, screen: screen, content: shown),
            pixelsPerPoint: options.pixelsPerPoint
        )

        var writer = SVGWriter()
        canvas.writeOpening(title: options.caption ?? "layout", page: palette.page, caption: palette.caption, into: &writer)
        if options.extent == .screen {
            writer.open("clipPath", [("id", .text("screen"))])
            writer.element("rect", Self.geometry(screen))
            writer.close("clipPath")
            writer.open("g", [("clip-path", .text("url(#screen)"))])
        }
        let drawing = Drawing(result: result, content: shown, palette: palette)
        writeContentArea(result.contentSize, drawing: drawing, into: &writer)
        writeBackgrounds(drawing, into: &writer)
        writeLayer("decorations", order.decorations, drawing, into: &writer)
        if !shown.isEmpty { writeListCards(result.listCards, drawing: drawing, into: &writer) }
        writeLayer("cells", order.cells, drawing, into: &writer)
        if shown.isEmpty { writeListCards(result.listCards, drawing: drawing, into: &writer) }
        writeLayer("supplementaries", order.supplementaries, drawing, into: &writer)
        if options.extent == .content {
            writeStripOverflow(result, screen: screen, drawing: canvas.drawing, into: &writer)
        }
        writeLayer("pinned supplementaries", order.pinned, drawing, into: &writer)
        writeOutlines(result, order: order, into: &writer)
        if options.extent == .screen { writer.close("g") }
        writeScreen(screen, in: environment, palette: palette, into: &writer)
        writer.close("svg")
        return RenderedPicture(
            svg: writer.document, viewBox: canvas.viewBox, pixelsPerPoint: options.pixelsPerPoint,
            elementCount: order.count
        )
    }

    /// What one picture draws from: the frames, the content layout (empty in the boxes style) and the colours.
    struct Drawing {
        var result: LayoutResult
        var content: ContentLayout
        var palette: PicturePalette
    }

    /// The number of elements a picture of `result` would draw: all of them for the whole content, those
    /// meeting the screen otherwise. Lets a caller refuse a picture too large to be useful before drawing it.
    public func elementCount(_ result: LayoutResult, in environment: LayoutEnvironment) -> Int {
        drawingOrder(of: result, screen: Self.screen(of: result, in: environment)).count
    }

    // MARK: - What to draw

    /// Element indices by layer, each layer in drawing order.
    struct DrawingOrder {
        var decorations: [Int] = []
        var cells: [Int] = []
        var supplementaries: [Int] = []
        var pinned: [Int] = []

        var count: Int { decorations.count + cells.count + supplementaries.count + pinned.count }
    }

    /// Sorts elements into layers: decorations, cells and unpinned supplementaries each by z-index then index,
    /// pinned supplementaries last. For a screen picture only elements meeting the screen are kept.
    func drawingOrder(of result: LayoutResult, screen: Rect) -> DrawingOrder {
        let buffer = result.elements
        var order = DrawingOrder()
        for index in 0..<buffer.count {
            if options.extent == .screen, !buffer.frame(at: index).normalized.intersects(screen) { continue }
            switch buffer.category(at: index) {
            case .decoration: order.decorations.append(index)
            case .cell: order.cells.append(index)
            case .supplementary:
                if isPinned(result, index) { order.pinned.append(index) } else { order.supplementaries.append(index) }
            }
        }
        let byZIndex = { (a: Int, b: Int) in
            buffer.zIndex(at: a) != buffer.zIndex(at: b) ? buffer.zIndex(at: a) < buffer.zIndex(at: b) : a < b
        }
        order.decorations.sort(by: byZIndex)
        order.cells.sort(by: byZIndex)
        order.supplementaries.sort(by: byZIndex)
        order.pinned.sort(by: byZIndex)
        return order
    }

    /// The area the drawing covers: the screen alone, or the content, the screen and every drawn frame
    /// (orthogonal strips reach past the content's width, badges past its edges).
    func drawingBounds(_ result: LayoutResult, order: DrawingOrder, screen: Rect) -> Rect {
        guard options.extent == .content else { return screen }
        var bounds = Rect(origin: .zero, size: result.contentSize).union(screen)
        for index in order.decorations + order.cells + order.supplementaries + order.pinned {
            bounds = bounds.union(result.elements.frame(at: index).normalized)
        }
        return bounds
    }

    /// The caption given, then a legend of what the outlines and veils mean in this picture, and which faces set its
    /// text.
    func captionLines(_ result: LayoutResult, environment: LayoutEnvironment, screen: Rect, content: ContentLayout = ContentLayout()) -> [String] {
        var legend = options.extent == .screen ? "only the screen at \(svgNumber(screen.x)),\(svgNumber(screen.y))" : "outline: the screen at \(svgNumber(screen.x)),\(svgNumber(screen.y))"
        if environment.safeAreaInsets != .zero { legend += "; dashed: safe area" }
        if environment.device != nil { legend += "; dotted: layout margins" }
        if options.extent == .content, !result.orthogonalStrips.isEmpty { legend += "; pale: strip beyond the screen" }
        if !result.listCards.isEmpty { legend += "; rounded: inset-grouped cards" }
        if let faces = Self.facesText(content.faces) { legend += "; text set as measured, in \(faces)" }
        return (options.caption.map { [$0] } ?? []) + [legend]
    }

    /// How the legend names the faces that measured the text: `DejaVu Sans (the stand-in for SF Pro)`, `SF Pro Text`.
    static func facesText(_ faces: [TextFace]) -> String? {
        var names: [String] = []
        for face in faces {
            let name = face.record == "stand-in" ? "\(face.family) (the stand-in for SF Pro)" : face.family
            if !names.contains(name) { names.append(name) }
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// The screen in content coordinates: the container at the offset the result was computed at.
    static func screen(of result: LayoutResult, in environment: LayoutEnvironment) -> Rect {
        Rect(origin: result.contentOffset, size: environment.containerSize)
    }

    /// Whether an element is a pinned header or footer, as the result's roles say.
    func isPinned(_ result: LayoutResult, _ index: Int) -> Bool {
        let buffer = result.elements
        return buffer.category(at: index) == .supplementary && result.roles.pinnedKinds.contains(buffer.elementKind(at: index) ?? "")
    }

    /// Whether an element is a badge (an anchored supplementary), as the result's roles say.
    func isBadge(_ result: LayoutResult, _ index: Int) -> Bool {
        result.roles.badgeKinds.contains(result.elements.elementKind(at: index) ?? "")
    }

    // MARK: - Layers

    /// The collection view's content area: pale and outlined where elements are boxes, the system background where
    /// the picture shows content.
    func writeContentArea(_ size: Size, drawing: Drawing, into writer: inout SVGWriter) {
        writer.comment("content area")
        let palette = drawing.palette
        let fill = drawing.content.isEmpty ? palette.contentArea : palette.systemBackground
        writer.element(
            "rect",
            Self.geometry(Rect(origin: .zero, size: size)) + Self.paint(fill: fill.hex, stroke: palette.contentAreaStroke.hex, width: 1),
            title: "content \(svgNumber(size.width)) × \(svgNumber(size.height))"
        )
    }

    /// The grouped background behind grouped, inset-grouped and sidebar lists.
    func writeBackgrounds(_ drawing: Drawing, into writer: inout SVGWriter) {
        guard !drawing.content.backgrounds.isEmpty else { return }
        writer.comment("grouped list backgrounds")
        for background in drawing.content.backgrounds {
            writer.element("rect", Self.geometry(background.frame) + [("fill", .text(drawing.palette.groupedBackground.hex))])
        }
    }

    /// The cards of inset-grouped list sections, corners rounded as the iOS version's lists round them (L31): over
    /// the cells as outlines where cells are boxes, filled behind the rows where the picture shows content.
    func writeListCards(_ cards: [ListCard], drawing: Drawing, into writer: inout SVGWriter) {
        guard !cards.isEmpty else { return }
        writer.comment("inset-grouped list cards")
        let filled = !drawing.content.isEmpty
        for card in cards {
            let paint = filled
                ? [("fill", SVGWriter.Value.text(drawing.palette.groupedCell.hex))]
                : Self.paint(fill: "none", stroke: drawing.palette.outline.hex, width: 1.5)
            writer.element(
                "rect",
                Self.geometry(card.frame) + [("rx", .length(card.cornerRadius))] + paint,
                title: "inset-grouped card \(svgNumber(card.frame.width)) × \(svgNumber(card.frame.height))"
            )
        }
    }

    func writeLayer(_ name: String, _ indices: [Int], _ drawing: Drawing, into writer: inout SVGWriter) {
        guard !indices.isEmpty else { return }
        writer.comment(name)
        for index in indices {
            writeElement(drawing, index, into: &writer)
        }
    }

    /// One element: its content where the content layout describes it, else a box in the style of its category
    /// and role.
    func writeElement(_ drawing: Drawing, _ index: Int, into writer: inout SVGWriter) {
        let result = drawing.result
        let buffer = result.elements
        let frame = buffer.frame(at: index).normalized
        let key = ElementKey(buffer, index)
        let colors = SectionPalette.colors(forSection: key.section)
        let pinned = isPinned(result, index)
        var title = "\(key.name(badgeKinds: result.roles.badgeKinds)): \(frameText(frame))"
        if pinned { title += ", pinned" }
        if buffer.isHidden(at: index) {
            title += ", hidden"
            writer.element("rect", Self.geometry(frame) + Self.hiddenStyle, title: title)
            return
        }
        if let content = drawing.content.elements[index] {
            writeContent(content, frame: frame, colors: colors, title: title, palette: drawing.palette, into: &writer)
            return
        }
        let palette = drawing.palette
        switch key.category {
        case .decoration:
            writer.element(
                "rect",
                Self.geometry(frame) + Self.paint(fill: colors.tint.hex, stroke: colors.stroke.hex, width: 0.5),
                title: title
            )
        case .cell:
            writer.element(
                "rect",
                Self.geometry(frame) + Self.paint(fill: colors.fill.hex, stroke: colors.stroke.hex, width: 1),
                title: title
            )
            // A narrow cell that cannot hold `section.item` shows its item number alone.
            let labels = options.cellLabels[ItemPath(section: key.section, item: key.item)].map { [$0] }
                ?? ["\(key.section).\(key.item)", "\(key.item)"]
            writeLabel(labels, in: frame, color: colors.label, into: &writer)
        case .supplementary where isBadge(result, index):
            writer.element(
                "rect",
                Self.geometry(frame) + [("rx", .length(min(frame.width, frame.height) / 2))]
                    + Self.paint(fill: palette.outline.hex, stroke: palette.page.hex, width: 1),
                title: title
            )
        case .supplementary:
            writer.element(
                "rect",
                Self.geometry(frame) + Self.paint(fill: palette.page.hex, stroke: colors.stroke.hex, width: pinned ? 2.5 : 1.5),
                title: title
            )
            let kind = key.name(badgeKinds: result.roles.badgeKinds)
            writeLabel(pinned ? ["\(kind) (pinned)", kind] : [kind], in: frame, color: colors.stroke, into: &writer)
        }
    }

    /// The faint look of a hidden element: outline only, dashed, grey.
    static let hiddenStyle = paint(fill: "none", stroke: "#8E8E93", width: 1) + [("stroke-dasharray", .text("2 2"))]

    /// A label in the top leading corner of a frame: the first of `candidates` that fits (about 5.6 points per
    /// character at 10 points, 3 points in from the leading edge and 1 from the trailing one, so a cell as narrow
    /// as a measured one-digit label still shows its digit), else the first cut with an ellipsis, else nothing
    /// when the frame is too small.
    func writeLabel(_ candidates: [String], in frame: Rect, color: RGBColor, into writer: inout SVGWriter) {
        let width = frame.width - 4
        let whole = candidates.first { Self.fit($0, width: width) == $0 }
        guard let fitted = whole ?? candidates.first.flatMap({ Self.fit($0, width: width) }), frame.height >= 13 else { return }
        writer.text(fitted, [
            ("x", .length(frame.x + 3)), ("y", .length(frame.y + 11)), ("font-size", .length(10)),
            ("fill", .text(color.hex)),
        ])
    }

    /// `text`, or its start and an ellipsis when it is wider than `width`; nil when not even one character fits.
    static func fit(_ text: String, width: Double) -> String? {
        let characters = (width / 5.6).rounded(.down)
        guard characters.isFinite else { return nil }
        let capacity = Int(min(max(characters, 0), Double(text.count)))
        guard capacity >= 1, !text.isEmpty else { return nil }
        if text.count <= capacity { return text }
        return capacity >= 2 ? String(text.prefix(capacity - 1)) + "…" : nil
    }

    /// Veils the part of every orthogonal strip that lies beyond the screen across the scroll axis, with a
    /// dashed line on the screen's edge: what the strip shows only when scrolled sideways.
    func writeStripOverflow(_ result: LayoutResult, screen: Rect, drawing: Rect, into writer: inout SVGWriter) {
        var veils: [(Rect, String)] = []
        for strip in result.orthogonalStrips {
            guard let section = result.sections.first(where: { $0.index == strip.section }) else { continue }
            let label = "section \(strip.section) strip (\(strip.behavior.rawValue)) beyond the screen"
            for veil in Self.overflowAreas(stripAxis: strip.axis, sectionStart: section.start, sectionLength: section.length, screen: screen, drawing: drawing) {
                veils.append((veil, label))
            }
        }
        guard !veils.isEmpty else { return }
        writer.comment("orthogonal strips beyond the screen")
        for (veil, label) in veils {
            writer.element(
                "rect", Self.geometry(veil) + [("fill", .text("#FFFFFF")), ("fill-opacity", .text("0.55"))], title: label
            )
        }
    }

    /// The areas of a strip's section outside the screen along the strip's axis: right and left of the screen
    /// for a horizontal strip (in a vertical layout), below and above it for a vertical one.
    static func overflowAreas(stripAxis: Axis, sectionStart: Double, sectionLength: Double, screen: Rect, drawing: Rect) -> [Rect] {
        var areas: [Rect] = []
        if stripAxis == .horizontal {
            if drawing.maxX > screen.maxX {
                areas.append(Rect(x: screen.maxX, y: sectionStart, width: drawing.maxX - screen.maxX, height: sectionLength))
            }
            if drawing.x < screen.x {
                areas.append(Rect(x: drawing.x, y: sectionStart, width: screen.x - drawing.x, height: sectionLength))
            }
        } else {
            if drawing.maxY > screen.maxY {
                areas.append(Rect(x: sectionStart, y: screen.maxY, width: sectionLength, height: drawing.maxY - screen.maxY))
            }
            if drawing.y < screen.y {
                areas.append(Rect(x: sectionStart, y: drawing.y, width: sectionLength, height: screen.y - drawing.y))
            }
        }
        return areas.filter { $0.width > 0 && $0.height > 0 }
    }

    /// The screen outlined, its safe area dashed inside when there is one, and on a named device its layout
    /// margins dotted (V3: the root view's margins are what `.layoutMargins` sections line up with).
    func writeScreen(_ screen: Rect, in environment: LayoutEnvironment, palette: PicturePalette = .light, into writer: inout SVGWriter) {
        let safeArea = environment.safeAreaInsets
        writer.comment("screen")
        writer.element(
            "rect",
            Self.geometry(screen) + Self.paint(fill: "none", stroke: palette.outline.hex, width: 2),
            title: "screen at \(svgNumber(screen.x)),\(svgNumber(screen.y)): \(svgNumber(screen.width)) × \(svgNumber(screen.height))"
        )
        if safeArea != .zero {
            writer.element(
                "rect",
                Self.geometry(screen.inset(by: safeArea).normalized) + Self.paint(fill: "none", stroke: palette.outline.hex, width: 1)
                    + [("stroke-dasharray", .text("6 4"))],
                title: "safe area"
            )
        }
        guard environment.device != nil else { return }
        let margins = environment.effectiveLayoutMargins
        writer.element(
            "rect",
            Self.geometry(screen.inset(by: margins).normalized) + Self.paint(fill: "none", stroke: "#8E8E93", width: 1)
                + [("stroke-dasharray", .text("1 3"))],
            title: "layout margins \([margins.top, margins.leading, margins.bottom, margins.trailing].map(svgNumber).joined(separator: ","))"
        )
    }

    static func geometry(_ frame: Rect) -> [(String, SVGWriter.Value)] {
        [("x", .length(frame.x)), ("y", .length(frame.y)), ("width", .length(frame.width)), ("height", .length(frame.height))]
    }

    /// A shape's fill, stroke and stroke width, in the order every picture writes them.
    static func paint(fill: String, stroke: String, width: Double) -> [(String, SVGWriter.Value)] {
        [("fill", .text(fill)), ("stroke", .text(stroke)), ("stroke-width", .length(width))]
    }

    /// The content area's pale fill and grey outline, in a picture and in an overlay.
    static let contentAreaPaint = paint(fill: "#F2F2F7", stroke: "#C7C7CC", width: 1)
}
