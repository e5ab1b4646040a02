import LayoutModel

extension SVGRenderer {
    /// An element that shows content: its surface, its shapes (image slot, accessories, separator) and its text, in
    /// a group carrying its name and frame as a tooltip.
    ///
    /// Each line is a `<text>` at its measured box: its baseline `ascent` below the box's top, in the face that
    /// measured it (`font-family`, `font-weight`), with the system font's tracking as `letter-spacing`, the stand-in's
    /// calibration as a horizontal scale, and the measured width as `textLength`, so a viewer with the face draws the
    /// line where it was measured and one without it still fits it there. Fonts are named, never embedded.
    func writeContent(
        _ content: ElementContent, frame: Rect, colors: SectionColors, title: String, palette: PicturePalette, into writer: inout SVGWriter
    ) {
        writer.open("g")
        writer.raw("<title>\(escapeXML(title))</title>")
        switch content.surface {
        case .clear:
            break
        case .systemBackground:
            writer.element("rect", Self.geometry(frame) + [("fill", .text(palette.systemBackground.hex))])
        case .groupedCell:
            writer.element("rect", Self.geometry(frame) + [("fill", .text(palette.groupedCell.hex))])
        case .sectionTint:
            let fill = options.appearance == .light ? colors.tint : colors.fill.shaded(0.6)
            let stroke = options.appearance == .light ? colors.stroke : colors.fill
            writer.element("rect", Self.geometry(frame) + Self.paint(fill: fill.hex, stroke: stroke.hex, width: 1))
        case .badge:
            writer.element(
                "rect", Self.geometry(frame) + [("rx", .length(min(frame.width, frame.height) / 2)), ("fill", .text(palette.destructive.hex))]
            )
        }
        for shape in content.shapes {
            writeShape(shape, palette: palette, into: &writer)
        }
        for text in content.texts {
            let color = palette.color(text.color)
            for index in text.layout.lines.indices {
                writeLine(text, index, color: color, into: &writer)
            }
        }
        writer.close("g")
    }

    /// One measured line of text.
    func writeLine(_ text: PlacedText, _ index: Int, color: RGBColor, into writer: inout SVGWriter) {
        let layout = text.layout
        let line = layout.lines[index]
        let origin = text.lineOrigins[index]
        let face = layout.face
        let baseline = origin.y + layout.ascent
        let scale = face.widthScale > 0 ? face.widthScale : 1
        var attributes: [(String, SVGWriter.Value)]
        if scale != 1 {
            attributes = [("transform", .text("translate(\(svgNumber(origin.x)) \(svgNumber(baseline))) scale(\(svgNumber(scale)) 1)"))]
        } else {
            attributes = [("x", .length(origin.x)), ("y", .length(baseline))]
        }
        attributes += [("font-family", .text(Self.fontFamily(face.family))), ("font-size", .length(layout.fontSize))]
        if face.weight != 400 { attributes.append(("font-weight", .text(String(face.weight)))) }
        if face.tracking != 0 { attributes.append(("letter-spacing", .length(face.tracking / scale))) }
        if line.width > 0 {
            attributes += [("textLength", .length(line.width / scale)), ("lengthAdjust", .text("spacingAndGlyphs"))]
        }
        attributes.append(("fill", .text(color.hex)))
        writer.text(line.text, attributes)
    }

    /// A CSS font-family list naming the face, then the generic family: the name keeps only letters, digits, spaces
    /// and hyphens (a font file's own name may hold anything), quoted.
    static func fontFamily(_ family: String) -> String {
        let kept = String(family.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == " " || $0 == "-" }.map(Character.init))
        let name = kept.split(separator: " ").joined(separator: " ")
        return name.isEmpty ? "sans-serif" : "'\(name)', sans-serif"
    }

    /// A shape of list content, drawn simply: the image slot as a rounded tinted square, separators as thin bars,
    /// accessories as the strokes of their symbols.
    func writeShape(_ shape: ContentShape, palette: PicturePalette, into writer: inout SVGWriter) {
        switch shape {
        case .imageSlot(let frame):
            writer.element("rect", Self.geometry(frame) + [("rx", .length(min(frame.width, frame.height) * 0.22)), ("fill", .text(palette.tint.hex))])
        case .separator(let frame):
            writer.element("rect", Self.geometry(frame) + [("fill", .text(palette.separator.hex))])
        case .accessory(let accessory, let frame, let mirrored):
            writeAccessory(accessory, in: frame, mirrored: mirrored, palette: palette, into: &writer)
        }
    }

    /// An accessory's symbol inside its box: a chevron, a check mark, an info circle, a grip, a delete control.
    func writeAccessory(_ accessory: CellAccessory, in frame: Rect, mirrored: Bool, palette: PicturePalette, into writer: inout SVGWriter) {
        // Points given as fractions of the box, left to right; mirrored in right to left.
        func point(_ fx: Double, _ fy: Double) -> String {
            let x = frame.x + frame.width * (mirrored ? 1 - fx : fx)
            return "\(svgNumber(x)),\(svgNumber(frame.y + frame.height * fy))"
        }
        func stroke(_ points: [(Double, Double)], color: RGBColor, width: Double) {
            writer.element("polyline", [
                ("points", .text(points.map { point($0.0, $0.1) }.joined(separator: " "))), ("fill", .text("none")),
                ("stroke", .text(color.hex)), ("stroke-width", .length(width)), ("stroke-linecap", .text("round")),
                ("stroke-linejoin", .text("round")),
            ])
        }
        let weight = max(1, frame.height / 8)
        let inset = weight / 2
        let box = frame.height > 0 ? inset / frame.height : 0
        let across = frame.width > 0 ? inset / frame.width : 0
        switch accessory {
        case .disclosureIndicator:
            stroke([(across, box), (1 - across, 0.5), (across, 1 - box)], color: palette.tertiaryLabel, width: weight)
        case .outlineDisclosure:
            stroke([(across, 0.3), (0.5, 0.7), (1 - across, 0.3)], color: palette.tint, width: weight)
        case .checkmark:
            stroke([(across, 0.55), (0.38, 1 - box), (1 - across, box)], color: palette.tint, width: weight)
        case .reorder:
            for fy in [0.2, 0.5, 0.8] { stroke([(across, fy), (1 - across, fy)], color: palette.tertiaryLabel, width: weight) }
        case .detail:
            let radius = min(frame.width, frame.height) / 2 - inset
            writer.element("circle", [
                ("cx", .length(frame.x + frame.width / 2)), ("cy", .length(frame.y + frame.height / 2)), ("r", .length(max(0, radius))),
                ("fill", .text("none")), ("stroke", .text(palette.tint.hex)), ("stroke-width", .length(weight)),
            ])
            stroke([(0.5, 0.45), (0.5, 0.72)], color: palette.tint, width: weight)
            stroke([(0.5, 0.3), (0.5, 0.3)], color: palette.tint, width: weight)
        case .delete:
            let radius = min(frame.width, frame.height) / 2
            writer.element("circle", [
                ("cx", .length(frame.x + frame.width / 2)), ("cy", .length(frame.y + frame.height / 2)), ("r", .length(radius)),
                ("fill", .text(palette.destructive.hex)),
            ])
            stroke([(0.3, 0.5), (0.7, 0.5)], color: .hex(0xFFFFFF), width: weight)
        }
    }
}
