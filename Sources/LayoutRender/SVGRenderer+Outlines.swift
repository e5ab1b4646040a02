import LayoutModel

extension SVGRenderer {
    /// The colour of an outlined element: a red that stands apart from every section colour, light or dark.
    static let outlineColor = "#E5004F"

    /// The elements `options.outlines` names, among those drawn, each outlined over everything else (a thick dashed
    /// rectangle a little outside its frame, so a cell's own outline stays visible) with its tooltip: what a report's
    /// lint found about it. Drawn in the order elements are drawn; an element the picture leaves out is not outlined.
    func writeOutlines(_ result: LayoutResult, order: DrawingOrder, into writer: inout SVGWriter) {
        guard !options.outlines.isEmpty else { return }
        let buffer = result.elements
        var outlined: [(Rect, String)] = []
        for index in order.decorations + order.cells + order.supplementaries + order.pinned {
            guard let note = options.outlines[ElementKey(buffer, index)] else { continue }
            outlined.append((buffer.frame(at: index).normalized, note))
        }
        guard !outlined.isEmpty else { return }
        writer.comment("outlined elements")
        for (frame, note) in outlined {
            let ring = Rect(x: frame.x - 1.5, y: frame.y - 1.5, width: frame.width + 3, height: frame.height + 3)
            writer.element(
                "rect",
                Self.geometry(ring) + Self.paint(fill: "none", stroke: Self.outlineColor, width: 2.5)
                    + [("stroke-dasharray", .text("6 3")), ("class", .text("outlined"))],
                title: note
            )
        }
    }
}
