import LayoutModel

/// The page a picture is drawn on: the drawing's bounds in layout points, a margin around them and caption
/// lines above. Its coordinates are the layout's own, so every number in the SVG is a frame value as
/// `catalog query` prints it; only the `width` and `height` attributes are scaled to pixels.
struct PictureCanvas {
    /// The area the drawing covers, in layout points.
    var drawing: Rect
    var margin: Double
    var captionLines: [String]
    var pixelsPerPoint: Double

    static let captionLineHeight = 14.0
    static let captionFontSize = 11.0
    static let fontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"

    init(drawing: Rect, margin: Double, captionLines: [String], pixelsPerPoint: Double) {
        self.drawing = drawing
        self.margin = margin
        // Caption lines hold at most 10,000 characters whatever the drawing's width (an Int of a huge width traps).
        let characters = (drawing.width / (Self.captionFontSize * 0.56)).rounded(.down)
        let capacity = characters.isFinite ? Int(min(max(characters, 20), 10_000)) : 20
        self.captionLines = captionLines.flatMap { Self.wrap($0, capacity: capacity) }
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// Breaks a caption line at spaces so it stays about as wide as the drawing (SVG text does not wrap).
    static func wrap(_ line: String, capacity: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + 1 + word.count > capacity {
                lines.append(current)
                current = String(word)
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    var captionHeight: Double {
        captionLines.isEmpty ? 0 : Double(captionLines.count) * Self.captionLineHeight + 4
    }

    /// The SVG's `viewBox`: the drawing, the margin on every side and the caption band on top.
    var viewBox: Rect {
        Rect(
            x: drawing.x - margin,
            y: drawing.y - margin - captionHeight,
            width: drawing.width + 2 * margin,
            height: drawing.height + 2 * margin + captionHeight
        )
    }

    /// The XML declaration, the opening `svg` tag, a white page (so rasterised pixels have a known background)
    /// and the caption.
    func writeOpening(title: String, page: RGBColor = .hex(0xFFFFFF), caption: RGBColor = .hex(0x3A3A3C), into writer: inout SVGWriter) {
        let box = viewBox
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        writer.open("svg", [
            ("xmlns", .text("http://www.w3.org/2000/svg")),
            ("width", .length(box.width * pixelsPerPoint)),
            ("height", .length(box.height * pixelsPerPoint)),
            ("viewBox", .text([box.x, box.y, box.width, box.height].map(svgNumber).joined(separator: " "))),
            ("font-family", .text(Self.fontFamily)),
        ])
        writer.raw("<title>\(escapeXML(title))</title>")
        writer.element("rect", [
            ("x", .length(box.x)), ("y", .length(box.y)), ("width", .length(box.width)), ("height", .length(box.height)),
            ("fill", .text(page.hex)),
        ])
        for (index, line) in captionLines.enumerated() {
            writer.text(line, [
                ("x", .length(drawing.x)),
                ("y", .length(box.y + margin + 10 + Double(index) * Self.captionLineHeight)),
                ("font-size", .length(Self.captionFontSize)),
                ("fill", .text(caption.hex)),
            ])
        }
    }
}

extension Rect {
    /// The same area with a non-negative width and height (a frame narrower than its insets has a negative
    /// width, which SVG refuses).
    var normalized: Rect {
        Rect(x: Swift.min(x, maxX), y: Swift.min(y, maxY), width: abs(width), height: abs(height))
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let minX = Swift.min(x, other.x)
        let minY = Swift.min(y, other.y)
        return Rect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    var center: Point { Point(x: x + width / 2, y: y + height / 2) }
}

/// `10, 0, 180 × 211`: a frame as pictures and diff tables print it.
public func frameText(_ frame: Rect) -> String {
    "\(svgNumber(frame.x)), \(svgNumber(frame.y)), \(svgNumber(frame.width)) × \(svgNumber(frame.height))"
}
