import Foundation
import LayoutEngine
import LayoutModel
import LayoutRender
import SpecFormat
import Testing

/// Content pictures as a real SVG renderer draws them: the list samples and the tag cloud, planned with their
/// datasets and the stand-in measurer, drawn with content and rasterised by `rsvg-convert` at two pixels per point,
/// at the default text size and the largest accessibility size, light and dark.
///
/// Every text line the engine measured has glyph pixels inside its measured line box, and no element shows ink
/// outside its own line boxes and shapes: no text spills out of its line box into its cell, or out of its cell into
/// another. Ink is a pixel far (a channel distance over 100 in all) from the element's own background, the colour
/// most of its pixels have.
@Suite(
    "Rasterised content",
    .enabled(
        if: rsvgConverter != nil,
        "rsvg-convert is not installed: apt-get install -y --no-install-recommends librsvg2-bin (as .ci/run does) to rasterise the pictures"
    )
)
struct ContentRasterisationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var layout: String
        var dataset: String?
        var width: Double = 390
        var testDescription: String { "\(layout)\(dataset.map { " with \($0)" } ?? "")" }
    }

    static let cases = [
        Case(layout: "settings-inset-grouped", dataset: "settings"), Case(layout: "p002-zoo-list", dataset: "animals"),
        Case(layout: "mail-sidebar", dataset: "mailboxes", width: 320), Case(layout: "p000-tag-cloud", dataset: "tag-cloud"),
        Case(layout: "apple-list-appearances-grouped"),
    ]

    /// A sample planned and drawn with content, as `catalog render --dataset` draws it.
    static func draw(_ sample: Case, category: ContentSizeCategory, appearance: PictureAppearance, zoom: Double = 2) throws
        -> (result: LayoutResult, content: ContentLayout, picture: RenderedPicture)
    {
        let spec = try SampleLayouts.spec(sample.layout)
        let content = try SampleContent(dataset: sample.dataset)
        let counts = sample.dataset == nil ? spec.itemCounts ?? [1] : content.records.map(\.count)
        let environment = LayoutEnvironment(containerSize: Size(width: sample.width, height: 844), scale: 3, contentSizeCategory: category)
        let plan = try LayoutPlanner.plan(spec, in: environment, itemCounts: counts, content: content)
        let result = plan.result()
        let layout = plan.contentLayout(of: result, meeting: nil)
        let options = RenderOptions(pixelsPerPoint: zoom, caption: sample.layout, appearance: appearance)
        return (result, layout, SVGRenderer(options: options).render(result, in: environment, content: layout))
    }

    /// The pixels of `rect` (content coordinates) in the picture, as integer pixel bounds clipped to the image.
    static func pixels(_ rect: Rect, _ picture: RenderedPicture, _ image: PNGImage, inset: Double = 0) -> (xs: Range<Int>, ys: Range<Int>) {
        let origin = picture.pixel(at: rect.origin)
        let end = picture.pixel(at: Point(x: rect.maxX, y: rect.maxY))
        let x0 = max(0, Int((origin.x + inset).rounded(.up)))
        let y0 = max(0, Int((origin.y + inset).rounded(.up)))
        let x1 = min(image.width, Int((end.x - inset).rounded(.down)))
        let y1 = min(image.height, Int((end.y - inset).rounded(.down)))
        return (x0..<max(x0, x1), y0..<max(y0, y1))
    }

    /// The summed channel distance between pixel (x, y) and a colour, read straight from the samples.
    static func distance(_ image: PNGImage, _ x: Int, _ y: Int, _ color: (Int, Int, Int)) -> Int {
        let start = (y * image.width + x) * image.channels
        return abs(Int(image.samples[start]) - color.0) + abs(Int(image.samples[start + 1]) - color.1) + abs(Int(image.samples[start + 2]) - color.2)
    }

    /// The colour most pixels of `rect` have.
    static func background(_ rect: Rect, _ picture: RenderedPicture, _ image: PNGImage) -> (Int, Int, Int) {
        let area = pixels(rect, picture, image, inset: 2)
        var counts: [Int: Int] = [:]
        for y in area.ys {
            for x in area.xs {
                let start = (y * image.width + x) * image.channels
                counts[Int(image.samples[start]) << 16 | Int(image.samples[start + 1]) << 8 | Int(image.samples[start + 2]), default: 0] += 1
            }
        }
        let key = counts.max { $0.value < $1.value }?.key ?? 0xFFFFFF
        return (key >> 16, (key >> 8) & 0xFF, key & 0xFF)
    }

    /// True when a point lies within `width` of the edge of one of `rects` (the screen's outline, the safe area's
    /// and margins' lines, which the picture draws over the content).
    static func nearEdge(_ point: Point, of rects: [Rect], width: Double) -> Bool {
        rects.contains { rect in
            let inside = rect.inset(by: EdgeInsets(all: -width))
            let core = rect.inset(by: EdgeInsets(all: width))
            let inOuter = inside.x <= point.x && point.x <= inside.maxX && inside.y <= point.y && point.y <= inside.maxY
            let inCore = core.x < point.x && point.x < core.maxX && core.y < point.y && point.y < core.maxY
            return inOuter && !inCore
        }
    }

    @Test(arguments: cases, [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
    func glyphsLieInsideTheirMeasuredLineBoxesAndNothingSpillsOutOfItsCell(_ sample: Case, _ category: ContentSizeCategory) throws {
        for appearance in PictureAppearance.allCases {
            let (result, layout, picture) = try Self.draw(sample, category: category, appearance: appearance)
            let image = try RasterisationTests.rasterise(picture.svg, name: "\(sample.layout)-\(appearance.rawValue)")
            let label = "\(sample.layout), \(category.rawValue), \(appearance.rawValue)"
            let screen = Rect(origin: result.contentOffset, size: Size(width: sample.width, height: 844))
            var lines = 0
            for (index, content) in layout.elements.sorted(by: { $0.key < $1.key }) {
                let frame = result.elements.frame(at: index)
                let background = Self.background(frame, picture, image)
                // Every line box holds glyph pixels.
                var boxes: [Rect] = []
                for text in content.texts {
                    for line in text.layout.lines.indices where text.layout.lines[line].width >= 2 {
                        let box = text.lineBox(line)
                        // A glyph may reach past its advance by its side bearing (the hook of a "J"): 6 % of the size.
                        let bearing = 0.06 * text.layout.fontSize
                        boxes.append(Rect(x: box.x - bearing, y: box.y, width: box.width + 2 * bearing, height: box.height))
                        lines += 1
                        let area = Self.pixels(box, picture, image)
                        let ink = area.ys.reduce(0) { count, y in count + area.xs.filter { Self.distance(image, $0, y, background) > 100 }.count }
                        #expect(ink >= 10, "\(label): \"\(text.layout.lines[line].text)\" of element \(index) left \(ink) glyph pixels in its box")
                    }
                }
                // Nothing else of the element is ink: no glyph outside its line box, none from a neighbour.
                let kept = boxes.map { $0.inset(by: EdgeInsets(all: -1)) } + content.shapes.map { $0.frame.inset(by: EdgeInsets(all: -1.5)) }
                let area = Self.pixels(frame, picture, image, inset: 2)
                var stray: [Point] = []
                for y in area.ys {
                    for x in area.xs where Self.distance(image, x, y, background) > 100 {
                        let point = Point(x: picture.viewBox.x + (Double(x) + 0.5) / picture.pixelsPerPoint, y: picture.viewBox.y + (Double(y) + 0.5) / picture.pixelsPerPoint)
                        if !kept.contains(where: { $0.x <= point.x && point.x <= $0.maxX && $0.y <= point.y && point.y <= $0.maxY }),
                            !Self.nearEdge(point, of: [screen], width: 1.5)
                        {
                            stray.append(point)
                        }
                    }
                }
                #expect(
                    stray.isEmpty,
                    "\(label): element \(index) at \(frame) has \(stray.count) ink pixels outside its text and shapes, the first at \(stray.first.map { "\($0.x), \($0.y)" } ?? "")"
                )
            }
            #expect(lines > 5, "\(label): only \(lines) lines drawn")
        }
    }

    /// A label cut by its line limit shows its ellipsis at the end of its last line, drawn there: the row is one
    /// line tall, the line ends in "…" and fills the text run up to within the ellipsis's width, and the last part
    /// of its box holds glyph pixels (the ellipsis's dots).
    @Test func aLabelCutByItsLineLimitEndsInAnEllipsisWhereItIsCut() throws {
        let spec = try SpecDocument.decodeLayout(
            #"{"name": "cut", "list": {"appearance": "plain", "cell": {"style": "cell", "text": "title", "numberOfLines": 1}}}"#,
            file: "cut.json", format: .json
        )
        let content = SampleContent(
            records: [[PredicateValues(["title": .string("The quick brown fox jumps over the lazy dog and runs far away into the woods")])]],
            sections: []
        )
        let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3)
        let plan = try LayoutPlanner.plan(spec, in: environment, itemCounts: [1], content: content)
        let result = plan.result()
        let layout = plan.contentLayout(of: result, meeting: nil)
        // 15 + 20.333 + 15 = 50.333, at least 52 (iOS 26, L19, L20): one line.
        #expect(result.elements.frame(at: 0).height == 52)
        let text = try #require(layout.elements[0]?.texts.first)
        #expect(text.layout.lines.count == 1)
        #expect(text.layout.isTruncated)
        let line = text.layout.lines[0]
        #expect(line.text.hasSuffix("…"))
        // The run: 20 to 390 − 20 (L8, L11), 350 wide; the cut line fills it but for less than one more character.
        #expect(line.width <= 350)
        #expect(line.width > 330, "the cut line is \(line.width) wide")
        let picture = SVGRenderer(options: RenderOptions(pixelsPerPoint: 2)).render(result, in: environment, content: layout)
        #expect(picture.svg.contains(">\(line.text)</text>"))
        let image = try RasterisationTests.rasterise(picture.svg, name: "ellipsis")
        let box = text.lineBox(0)
        let tail = Rect(x: box.maxX - 12, y: box.y, width: 12, height: box.height)
        let area = Self.pixels(tail, picture, image)
        let ink = area.ys.reduce(0) { count, y in count + area.xs.filter { Self.distance(image, $0, y, (255, 255, 255)) > 100 }.count }
        #expect(ink >= 4, "the ellipsis left \(ink) pixels at the end of the line")
    }
}
