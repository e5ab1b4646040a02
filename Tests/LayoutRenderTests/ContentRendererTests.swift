import LayoutModel
import LayoutRender
import SnapshotTesting
import Testing

/// The renderer drawing content it is given (`ContentLayout`), on a small hand-built result: every expected line
/// written out by hand, and the whole picture kept as a snapshot in light and dark.
@Suite("Content renderer")
struct ContentRendererTests {
    static let environment = LayoutEnvironment(containerSize: Size(width: 200, height: 120), scale: 3)

    /// A card holding two rows of an inset-grouped list under a grouped header, on the grouped background.
    static func result() -> LayoutResult {
        var buffer = FrameBuffer()
        let header = buffer.kindIndex(for: "UICollectionElementKindSectionHeader")
        buffer.append(category: .cell, kind: -1, section: 0, item: 0, frame: Rect(x: 10, y: 30, width: 180, height: 44), zIndex: 0)
        buffer.append(category: .cell, kind: -1, section: 0, item: 1, frame: Rect(x: 10, y: 74, width: 180, height: 44), zIndex: 0)
        buffer.append(category: .supplementary, kind: header, section: 0, item: 0, frame: Rect(x: 10, y: 0, width: 180, height: 30), zIndex: 200)
        return LayoutResult(
            elements: buffer, contentSize: Size(width: 200, height: 120),
            sections: [SectionGeometry(index: 0, start: 0, length: 120, placedItems: 2, itemCount: 2)],
            listCards: [ListCard(frame: Rect(x: 10, y: 30, width: 180, height: 88), cornerRadius: 10)]
        )
    }

    static let standIn = TextFace(family: "DejaVu Sans", weight: 400, widthScale: 0.952, tracking: -0.43, record: "stand-in")
    static let sfPro = TextFace(family: "SF Pro Text", weight: 600, record: "sf-pro")

    static func line(_ text: String, width: Double, at origin: Point, face: TextFace = standIn, size: Double = 17, color: ContentColor = .label)
        -> PlacedText
    {
        let layout = TextLayout(
            lines: [TextLayout.Line(text: text, width: width)], lineHeight: size * 2444 / 2048, ascent: size * 1950 / 2048, fontSize: size, face: face
        )
        return PlacedText(layout: layout, lineOrigins: [origin], color: color)
    }

    static func content() -> ContentLayout {
        ContentLayout(
            elements: [
                0: ElementContent(
                    surface: .clear,
                    texts: [line("Wi-Fi", width: 40.5, at: Point(x: 60, y: 41.833)), line("Home", width: 36, at: Point(x: 129, y: 41.833), color: .secondaryLabel)],
                    shapes: [
                        .imageSlot(Rect(x: 20, y: 41, width: 24, height: 22)),
                        .accessory(.disclosureIndicator, Rect(x: 173, y: 44.5, width: 9, height: 15), mirrored: false),
                        .separator(Rect(x: 60, y: 74 - 1.0 / 3, width: 130, height: 1.0 / 3)),
                    ]
                ),
                1: ElementContent(surface: .clear, texts: [line("value", width: 38, at: Point(x: 60, y: 85.833), color: .placeholder)]),
                2: ElementContent(surface: .clear, texts: [line("Connectivity", width: 80, at: Point(x: 20, y: 10), face: sfPro, size: 15)]),
            ],
            backgrounds: [ContentLayout.Background(frame: Rect(x: 0, y: 0, width: 200, height: 120))]
        )
    }

    static func lines(_ appearance: PictureAppearance = .light, style: PictureStyle = .content) -> [String] {
        let options = RenderOptions(caption: "content", style: style, appearance: appearance)
        return SVGRenderer(options: options).render(result(), in: environment, content: content()).svg.split(separator: "\n").map {
            String($0.drop(while: { $0 == " " }))
        }
    }

    /// Each line at its box: the baseline the ascent below its top; the stand-in's calibration as a horizontal scale
    /// with the tracking and the measured width in the scaled units (−0.43 / 0.952, 40.5 / 0.952); the face named.
    @Test func aLineIsDrawnInTheFaceThatMeasuredItAtItsMeasuredWidth() {
        let lines = Self.lines()
        #expect(lines.contains(
            ##"<text transform="translate(60 58.02) scale(0.952 1)" font-family="&apos;DejaVu Sans&apos;, sans-serif" font-size="17" letter-spacing="-0.452" textLength="42.542" lengthAdjust="spacingAndGlyphs" fill="#000000">Wi-Fi</text>"##
        ))
        // SF Pro measures with its own advances: no scale, no tracking of ours to add; semibold named as 600.
        #expect(lines.contains(
            ##"<text x="20" y="24.282" font-family="&apos;SF Pro Text&apos;, sans-serif" font-size="15" font-weight="600" textLength="80" lengthAdjust="spacingAndGlyphs" fill="#000000">Connectivity</text>"##
        ))
        // Secondary text and placeholders in their greys.
        #expect(lines.contains { $0.hasSuffix(##"fill="#8A8A8E">Home</text>"##) })
        #expect(lines.contains { $0.hasSuffix(##"fill="#B8B8BD">value</text>"##) })
    }

    /// The grouped background, the card filled behind the rows, the image slot, the chevron and the separator.
    @Test func shapesAndSurfacesAreDrawnBehindTheText() {
        let lines = Self.lines()
        #expect(lines.contains(##"<rect x="0" y="0" width="200" height="120" fill="#F2F2F7"/>"##))
        #expect(lines.contains(
            ##"<rect x="10" y="30" width="180" height="88" rx="10" fill="#FFFFFF"><title>inset-grouped card 180 × 88</title></rect>"##
        ))
        #expect(lines.contains(##"<rect x="20" y="41" width="24" height="22" rx="4.84" fill="#007AFF"/>"##))
        // The chevron: three points, from the box's top leading corner to the middle of its trailing edge and back,
        // in the tertiary label colour, an eighth of its height thick.
        let chevron = lines.first { $0.hasPrefix("<polyline") }
        #expect(chevron?.hasSuffix(##"fill="none" stroke="#C4C4C7" stroke-width="1.875" stroke-linecap="round" stroke-linejoin="round"/>"##) == true)
        #expect(chevron?.contains(",52 ") == true)
        #expect(lines.contains(##"<rect x="60" y="73.667" width="130" height="0.333" fill="#C6C6C8"/>"##))
        // The card comes before the rows, which come before the header.
        let card = lines.firstIndex { $0.contains("inset-grouped card") }!
        let row = lines.firstIndex { $0 == "<title>cell 0.0: 10, 30, 180 × 44</title>" }!
        #expect(card < row)
        #expect(lines.contains("<title>UICollectionElementKindSectionHeader 0: 10, 0, 180 × 30</title>"))
        // The caption names the faces that set the text (wrapped to the picture's width).
        let caption = lines.filter { $0.contains(##"font-size="11""##) }.map { $0.replacingOccurrences(of: "</text>", with: "").split(separator: ">").last ?? "" }
            .joined(separator: " ")
        #expect(caption.contains("text set as measured, in DejaVu Sans (the stand-in for SF Pro), SF Pro Text"), "\(caption)")
    }

    @Test func darkAppearanceUsesDarkModesColours() {
        let lines = Self.lines(.dark)
        #expect(lines.contains(##"<rect x="0" y="0" width="200" height="120" fill="#000000"/>"##))
        #expect(lines.contains { $0.contains(##"rx="10" fill="#1C1C1E""##) })
        #expect(lines.contains { $0.hasSuffix(##"fill="#FFFFFF">Wi-Fi</text>"##) })
        #expect(lines.contains { $0.hasSuffix(##"fill="#8D8D93">Home</text>"##) })
    }

    /// The boxes style draws what it always drew: content is left out, cells are coloured boxes again.
    @Test func theBoxesStyleIgnoresContent() {
        let boxes = Self.lines(style: .boxes)
        #expect(!boxes.contains { $0.contains("<text") && $0.contains("Wi-Fi") })
        #expect(boxes == SVGRenderer(options: RenderOptions(caption: "content", style: .boxes)).render(Self.result(), in: Self.environment).svg
            .split(separator: "\n").map { String($0.drop(while: { $0 == " " })) })
    }

    @Test(arguments: PictureAppearance.allCases)
    func wholePicture(_ appearance: PictureAppearance) {
        let options = RenderOptions(caption: "content", appearance: appearance)
        let svg = SVGRenderer(options: options).render(Self.result(), in: Self.environment, content: Self.content()).svg
        assertSnapshot(of: svg, as: .svg, named: "list-rows-\(appearance.rawValue)")
    }
}
