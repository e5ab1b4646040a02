import LayoutEngine
import LayoutModel
import LayoutRender
import SpecFormat
import Testing

/// The renderer on small hand-built results, where every expected line can be written out by hand.
@Suite("SVG renderer")
struct SVGRendererTests {
    /// A 100 x 200 screen showing: a background behind section 0, two section-0 cells, a section-0 header
    /// (pinned), a hidden badge on cell 0.1, and one section-1 cell.
    static func smallResult(roles: SupplementaryRoles = roles) -> LayoutResult {
        var buffer = FrameBuffer()
        let header = buffer.kindIndex(for: "section-header")
        let badge = buffer.kindIndex(for: "badge")
        let background = buffer.kindIndex(for: "background")
        buffer.append(category: .cell, kind: -1, section: 0, item: 0, frame: Rect(x: 10, y: 40, width: 40, height: 30), zIndex: 0)
        buffer.append(category: .cell, kind: -1, section: 0, item: 1, frame: Rect(x: 50, y: 40, width: 40, height: 30), zIndex: 0)
        buffer.append(category: .supplementary, kind: header, section: 0, item: 0, frame: Rect(x: 0, y: 0, width: 100, height: 40), zIndex: 2)
        buffer.append(
            category: .supplementary, kind: badge, section: 0, item: 1, frame: Rect(x: 82, y: 34, width: 12, height: 12), zIndex: 1,
            hidden: true
        )
        buffer.append(category: .decoration, kind: background, section: 0, item: 0, frame: Rect(x: 0, y: 0, width: 100, height: 80), zIndex: -1)
        buffer.append(category: .cell, kind: -1, section: 1, item: 0, frame: Rect(x: 10, y: 90, width: 80, height: 1 / 3 + 20), zIndex: 0)
        return LayoutResult(
            elements: buffer, contentSize: Size(width: 100, height: 110.333),
            sections: [
                SectionGeometry(index: 0, start: 0, length: 80, placedItems: 2, itemCount: 2),
                SectionGeometry(index: 1, start: 90, length: 20.333, placedItems: 1, itemCount: 1),
            ],
            roles: roles
        )
    }

    static let environment = LayoutEnvironment(containerSize: Size(width: 100, height: 200), scale: 3)
    static let roles = SupplementaryRoles(badgeKinds: ["badge"], pinnedKinds: ["section-header"])

    static func render(_ options: RenderOptions = RenderOptions(), _ result: LayoutResult = smallResult()) -> [String] {
        SVGRenderer(options: options).render(result, in: environment).svg.split(separator: "\n").map {
            String($0.drop(while: { $0 == " " }))
        }
    }

    @Test func numbersHaveAtMostThreeDecimalsAndNoNegativeZero() {
        #expect(svgNumber(12) == "12")
        #expect(svgNumber(0.5) == "0.5")
        #expect(svgNumber(1.0 / 3) == "0.333")
        #expect(svgNumber(2.0 / 3) == "0.667")
        #expect(svgNumber(123.3333) == "123.333")
        #expect(svgNumber(-2.25) == "-2.25")
        #expect(svgNumber(-0.0001) == "0")
        #expect(svgNumber(1_000_000.0005) == "1000000.001")
        #expect(svgNumber(.nan) == "0")
    }

    @Test func cellsAreFilledWithTheirSectionColourAndLabelledInTheCorner() {
        let lines = Self.render()
        #expect(lines.contains(
            ##"<rect x="10" y="40" width="40" height="30" fill="#D64541" stroke="#8B2D2A" stroke-width="1"><title>cell 0.0: 10, 40, 40 × 30</title></rect>"##
        ))
        #expect(lines.contains(##"<text x="13" y="51" font-size="10" fill="#FFFFFF">0.0</text>"##))
        // Section 1 is green, labelled in dark text; its height of 20.333... prints as 20.333.
        #expect(lines.contains(
            ##"<rect x="10" y="90" width="80" height="20.333" fill="#4AB642" stroke="#30762B" stroke-width="1"><title>cell 1.0: 10, 90, 80 × 20.333</title></rect>"##
        ))
        #expect(lines.contains(##"<text x="13" y="101" font-size="10" fill="#1C1C1E">1.0</text>"##))
    }

    @Test func layersGoBackgroundsCellsSupplementariesThenPinnedThenTheScreen() {
        let lines = Self.render()
        func position(_ fragment: String) -> Int {
            lines.firstIndex { $0.contains(fragment) } ?? -1
        }
        let background = position("<title>background 0:")
        let firstCell = position("<title>cell 0.0:")
        let lastCell = position("<title>cell 1.0:")
        let badge = position("<title>badge 0.1:")
        let header = position("<title>section-header 0:")
        let screen = position("<title>screen at 0,0: 100 × 200</title>")
        #expect(background > 0)
        #expect([background, firstCell, lastCell, badge, header, screen] == [background, firstCell, lastCell, badge, header, screen].sorted())
        #expect(Set([background, firstCell, lastCell, badge, header, screen]).count == 6)
        #expect(lines[background].contains(##"fill="#F7DAD9" stroke="#8B2D2A" stroke-width="0.5""##))
    }

    /// Elements named in the options (a report's lint findings) are outlined over everything, before the screen: a
    /// dashed ring 1.5 points outside the frame, with what is said of the element as its tooltip. A key the picture
    /// does not draw is not outlined.
    @Test func outlinedElementsAreRingedOverEverythingWithTheirNote() {
        let options = RenderOptions(outlines: [
            ElementKey(category: .cell, elementKind: nil, section: 0, item: 1): "LL006 overlap (error): cell 0.1 overlaps badge 0.1",
            ElementKey(category: .cell, elementKind: nil, section: 5, item: 0): "not drawn",
        ])
        let lines = Self.render(options)
        let ring = ##"<rect x="48.5" y="38.5" width="43" height="33" fill="none" stroke="#E5004F" stroke-width="2.5" stroke-dasharray="6 3" class="outlined"><title>LL006 overlap (error): cell 0.1 overlaps badge 0.1</title></rect>"##
        #expect(lines.contains(ring))
        let outlined = lines.firstIndex(of: ring) ?? -1
        let header = lines.firstIndex { $0.contains("<title>section-header 0:") } ?? -1
        let screen = lines.firstIndex { $0.contains("<title>screen at 0,0: 100 × 200</title>") } ?? -1
        #expect(header < outlined && outlined < screen)
        #expect(lines.filter { $0.contains("class=\"outlined\"") }.count == 1)
        #expect(!Self.render().contains { $0.contains("outlined") })
    }

    @Test func headersAreOutlinedBandsAndPinnedOnesSaySo() {
        let lines = Self.render()
        #expect(lines.contains(
            ##"<rect x="0" y="0" width="100" height="40" fill="#FFFFFF" stroke="#8B2D2A" stroke-width="2.5"><title>section-header 0: 0, 0, 100 × 40, pinned</title></rect>"##
        ))
        // 100 points less 4 of padding hold 17 characters: "section-header 0 (pinned)" does not fit, so the
        // band shows its name alone.
        #expect(lines.contains(##"<text x="3" y="11" font-size="10" fill="#8B2D2A">section-header 0</text>"##))
        // Without the pinned role the band has the normal stroke and is drawn with the other supplementaries.
        let unpinned = Self.render(RenderOptions(), Self.smallResult(roles: SupplementaryRoles(badgeKinds: ["badge"])))
        #expect(unpinned.contains(
            ##"<rect x="0" y="0" width="100" height="40" fill="#FFFFFF" stroke="#8B2D2A" stroke-width="1.5"><title>section-header 0: 0, 0, 100 × 40</title></rect>"##
        ))
        #expect(!unpinned.contains("<!-- pinned supplementaries -->"))
    }

    @Test func hiddenBadgesAreFaintDashedOutlinesAndVisibleOnesDarkMarks() {
        #expect(Self.render().contains(
            ##"<rect x="82" y="34" width="12" height="12" fill="none" stroke="#8E8E93" stroke-width="1" stroke-dasharray="2 2"><title>badge 0.1: 82, 34, 12 × 12, hidden</title></rect>"##
        ))
        var result = Self.smallResult()
        result.elements.update(at: 3, hidden: false)
        #expect(Self.render(RenderOptions(), result).contains(
            ##"<rect x="82" y="34" width="12" height="12" rx="6" fill="#1C1C1E" stroke="#FFFFFF" stroke-width="1"><title>badge 0.1: 82, 34, 12 × 12</title></rect>"##
        ))
    }

    @Test func givenLabelsReplaceTheIndexPathAndAreCutToTheCell() {
        let options = RenderOptions(
            cellLabels: [ItemPath(section: 0, item: 0): "Black-and-White Colobus Monkey", ItemPath(section: 1, item: 0): "Siamang"]
        )
        let lines = Self.render(options)
        // 40 points less 4 of padding hold 6 characters at 5.6 points each: five and an ellipsis.
        #expect(lines.contains(##"<text x="13" y="51" font-size="10" fill="#FFFFFF">Black…</text>"##))
        #expect(lines.contains(##"<text x="13" y="101" font-size="10" fill="#1C1C1E">Siamang</text>"##))
        #expect(lines.contains(##"<text x="53" y="51" font-size="10" fill="#FFFFFF">0.1</text>"##))
    }

    @Test func aNarrowCellShowsItsItemNumberAlone() {
        var buffer = FrameBuffer()
        buffer.append(category: .cell, kind: -1, section: 2, item: 7, frame: Rect(x: 0, y: 0, width: 20, height: 40), zIndex: 0)
        buffer.append(category: .cell, kind: -1, section: 2, item: 17, frame: Rect(x: 20, y: 0, width: 12, height: 40), zIndex: 0)
        let result = LayoutResult(elements: buffer, contentSize: Size(width: 40, height: 40), sections: [], orthogonalStrips: [], warnings: [])
        let svg = SVGRenderer().render(result, in: LayoutEnvironment(containerSize: Size(width: 40, height: 40))).svg
        // 16 points hold two characters: "2.7" does not fit, "7" does; 8 points hold one: "17" is left out.
        #expect(svg.contains(##"<text x="3" y="11" font-size="10" fill="#1C1C1E">7</text>"##))
        #expect(!svg.contains(##"<text x="23""##))
    }

    @Test func theWholeContentPictureFramesContentScreenAndCaption() {
        let picture = SVGRenderer(options: RenderOptions(caption: "small at 100x200@3x"))
            .render(Self.smallResult(), in: Self.environment)
        // Drawing 100 x 200 (the screen is taller than the content), margin 16, and three caption lines of 14
        // plus 4: the legend is wrapped at 20 characters, the least any caption line is given.
        #expect(picture.viewBox == Rect(x: -16, y: -62, width: 132, height: 278))
        let lines = picture.svg.split(separator: "\n").map { String($0.drop(while: { $0 == " " })) }
        #expect(lines[0] == ##"<?xml version="1.0" encoding="UTF-8"?>"##)
        #expect(lines[1] == ##"<svg xmlns="http://www.w3.org/2000/svg" width="132" height="278" viewBox="-16 -62 132 278" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">"##)
        #expect(lines.contains(##"<text x="0" y="-36" font-size="11" fill="#3A3A3C">small at 100x200@3x</text>"##))
        #expect(lines.contains(##"<text x="0" y="-22" font-size="11" fill="#3A3A3C">outline: the screen</text>"##))
        #expect(lines.contains(##"<text x="0" y="-8" font-size="11" fill="#3A3A3C">at 0,0</text>"##))
        #expect(lines.contains(
            ##"<rect x="0" y="0" width="100" height="200" fill="none" stroke="#1C1C1E" stroke-width="2"><title>screen at 0,0: 100 × 200</title></rect>"##
        ))
        #expect(lines.last == "</svg>")
        #expect(picture.pixel(at: Point(x: 30, y: 55)) == Point(x: 46, y: 117))
    }

    @Test func aScreenPictureClipsToTheScreenAndLeavesOutWhatIsOffIt() {
        var environment = Self.environment
        environment.contentOffset = Point(x: 0, y: 85)
        environment.containerSize = Size(width: 300, height: 50)
        environment.safeAreaInsets = EdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        var result = Self.smallResult()
        result.contentOffset = Point(x: 0, y: 85)
        let picture = SVGRenderer(options: RenderOptions(extent: .screen)).render(result, in: environment)
        let svg = picture.svg
        #expect(picture.viewBox == Rect(x: -16, y: 85 - 16 - 18, width: 332, height: 82 + 18))
        #expect(picture.elementCount == 1)
        #expect(svg.contains(##"<clipPath id="screen">"##))
        #expect(svg.contains(##"<g clip-path="url(#screen)">"##))
        #expect(svg.contains("<title>cell 1.0:"))
        #expect(!svg.contains("<title>cell 0.0:"))
        #expect(svg.contains("only the screen at 0,85; dashed: safe area"))
        #expect(svg.contains(
            ##"<rect x="0" y="90" width="300" height="40" fill="none" stroke="#1C1C1E" stroke-width="1" stroke-dasharray="6 4"><title>safe area</title></rect>"##
        ))
    }

    @Test func orthogonalStripsShowTheirOverflowToTheRightUnderAVeil() {
        var buffer = FrameBuffer()
        for item in 0..<3 {
            buffer.append(
                category: .cell, kind: -1, section: 0, item: item, frame: Rect(x: 10 + Double(item) * 160, y: 0, width: 150, height: 50),
                zIndex: 0
            )
        }
        let strip = OrthogonalStripGeometry(
            section: 0, behavior: .continuous, axis: .horizontal, stripLength: 180, contentLength: 470, minimumOffset: 0,
            maximumOffset: 290, initialOffset: 0, restPoints: [], groupLeadingEdges: [0, 160, 320], groupLengths: [150, 150, 150]
        )
        let result = LayoutResult(
            elements: buffer, contentSize: Size(width: 200, height: 50),
            sections: [SectionGeometry(index: 0, start: 0, length: 50, placedItems: 3, itemCount: 3)],
            orthogonalStrips: [strip], warnings: []
        )
        let environment = LayoutEnvironment(containerSize: Size(width: 200, height: 100), scale: 2)
        let picture = SVGRenderer().render(result, in: environment)
        // The drawing reaches the last cell's trailing edge at 480; everything past the screen's 200 is veiled.
        #expect(picture.viewBox.width == 480 + 32)
        #expect(picture.svg.contains(
            ##"<rect x="200" y="0" width="280" height="50" fill="#FFFFFF" fill-opacity="0.55"><title>section 0 strip (continuous) beyond the screen</title></rect>"##
        ))
        #expect(picture.svg.contains("<title>cell 0.2: 330, 0, 150 × 50</title>"))
        #expect(picture.svg.contains("pale: strip beyond the screen"))
        // The screen alone shows neither the veil nor the third cell.
        let screen = SVGRenderer(options: RenderOptions(extent: .screen)).render(result, in: environment).svg
        #expect(!screen.contains("fill-opacity"))
        #expect(!screen.contains("cell 0.2"))
    }

    @Test func aFrameNarrowerThanItsInsetsIsDrawnWithAPositiveWidth() {
        var buffer = FrameBuffer()
        buffer.append(category: .cell, kind: -1, section: 0, item: 0, frame: Rect(x: 10, y: 10, width: -0.667, height: 20), zIndex: 0)
        let result = LayoutResult(elements: buffer, contentSize: Size(width: 50, height: 40), sections: [], orthogonalStrips: [], warnings: [])
        let svg = SVGRenderer().render(result, in: LayoutEnvironment(containerSize: Size(width: 50, height: 40))).svg
        #expect(svg.contains(##"<rect x="9.333" y="10" width="0.667" height="20" fill="#D64541""##))
    }

    @Test func theSameInputGivesTheSameBytes() {
        let options = RenderOptions(caption: "again")
        let first = SVGRenderer(options: options).render(Self.smallResult(), in: Self.environment)
        let second = SVGRenderer(options: options).render(Self.smallResult(), in: Self.environment)
        #expect(first == second)
        #expect(!first.svg.contains("NaN"))
    }

    @Test func textIsEscaped() {
        let lines = Self.render(RenderOptions(caption: "a <b> & \"c\"", cellLabels: [ItemPath(section: 0, item: 1): "x<y"]))
        #expect(lines.contains(##"<title>a &lt;b&gt; &amp; &quot;c&quot;</title>"##))
        #expect(lines.contains(##"<text x="53" y="51" font-size="10" fill="#FFFFFF">x&lt;y</text>"##))
    }

    @Test func sectionColoursStayApartInGreyscale() {
        let levels = SectionPalette.fills.map(\.luminance)
        for index in levels.indices {
            let next = levels[(index + 1) % levels.count]
            #expect(abs(levels[index] - next) >= 44, "sections \(index) and \(index + 1) are too close in grey")
            for other in levels.indices where other != index {
                #expect(abs(levels[index] - levels[other]) >= 16, "sections \(index) and \(other) are too close in grey")
            }
        }
        #expect(SectionPalette.colors(forSection: 8) == SectionPalette.colors(forSection: 0))
        #expect(SectionPalette.colors(forSection: -1).fill == SectionPalette.neutral)
        #expect(SectionPalette.fills.prefix(3).map(\.hex) == ["#D64541", "#4AB642", "#F5D547"])
    }

    /// The engine says what each supplementary kind is (every anchored kind a badge, pinned boundary kinds pinned),
    /// and the result carries it to the picture.
    @Test func rolesComeWithTheResult() throws {
        let spec = try SpecDocument.decodeLayout(
            """
            {"name": "roles",
             "configuration": {"boundarySupplementaryItems": [
               {"elementKind": "layout-header", "size": {"width": "fractionalWidth(1)", "height": "absolute(30)"}, "alignment": "top"}]},
             "section": {
               "group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"},
                 "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"},
                   "supplementaryItems": [{"elementKind": "badge", "size": {"width": "absolute(10)", "height": "absolute(10)"},
                     "containerAnchor": {"edges": ["top", "trailing"]}}]},
                 "count": 2,
                 "supplementaryItems": [{"elementKind": "group-mark", "size": {"width": "absolute(8)", "height": "absolute(8)"},
                   "containerAnchor": {"edges": ["bottom"]}}]},
               "boundarySupplementaryItems": [
                 {"elementKind": "section-header", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
                  "alignment": "top", "pinToVisibleBounds": true}]}}
            """,
            file: "roles.json", format: .json
        )
        let roles = try LayoutPlanner.compute(spec, in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [2]).roles
        #expect(roles.badgeKinds == ["badge", "group-mark"])
        #expect(roles.pinnedKinds == ["section-header"])
    }
}
