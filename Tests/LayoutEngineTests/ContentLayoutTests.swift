import LayoutEngine
import LayoutModel
import SpecFormat
import Testing

/// The content layout pictures draw (`LayoutPlan.contentLayout`): what each element shows, placed where the engine
/// measured it. Expected positions are worked out by hand from ListRules.md and CompositionalRules.md R40, with a
/// monospace measurer (every character 10 points wide; lines of the system font SF Pro's height, V10).
@Suite("Content layout")
struct ContentLayoutTests {
    /// SF Pro's line height at 17 and 15 points (L23), and a third of a point (the @3x grid).
    static let body = 17 * 2444.0 / 2048
    static let third = 1.0 / 3

    static func content(records: [[PredicateValues]], sections: [PredicateValues] = []) -> MonospaceContent {
        MonospaceContent(characterWidth: 10, lineHeight: 20, records: records, sectionRecords: sections, systemLineHeights: true)
    }

    static func laidOut(_ json: String, items: [Int], content: MonospaceContent, direction: LayoutDirection = .leftToRight) throws
        -> (LayoutResult, ContentLayout)
    {
        let spec = try SpecDocument.decodeLayout(json, file: "content.json", format: .json)
        let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3, layoutDirection: direction, iosVersion: .ios18)
        let plan = try LayoutPlanner.plan(spec, in: environment, itemCounts: items, content: content)
        let result = plan.result()
        return (result, plan.contentLayout(of: result, meeting: nil))
    }

    static func index(_ result: LayoutResult, _ category: ElementCategory, section: Int = 0, item: Int) -> Int {
        let buffer = result.elements
        return (0..<buffer.count).first { buffer.category(at: $0) == category && buffer.section(at: $0) == section && buffer.item(at: $0) == item }!
    }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }
    static func near(_ a: Point, _ b: Point) -> Bool { near(a.x, b.x) && near(a.y, b.y) }
    static func near(_ a: Rect, _ b: Rect) -> Bool { near(a.origin, b.origin) && near(a.width, b.width) && near(a.height, b.height) }

    static let settings = #"""
        {"name": "settings", "list": {"appearance": "plain", "headerMode": "supplementary",
          "cell": {"style": "valueCell", "text": "title", "secondaryText": "value", "image": true, "accessories": ["disclosureIndicator"]}}}
        """#

    static let settingsContent = content(
        records: [[
            PredicateValues(["title": .string("Airplane Mode"), "value": .string("Off")]),
            PredicateValues(["title": .string("Software Update"), "value": .string("Up to date, checked this morning at 08:40")]),
            PredicateValues(["title": .string("Storage")]),
        ]],
        sections: [PredicateValues(["id": .string("s"), "title": .string("Connectivity")])]
    )

    /// A plain list on a 390-point view (iOS 18): m = 20 (L7), rows full width with content margins of 20 (L8). A
    /// value cell's text runs from max(16, 20) = 20, after the 24-point image slot and 16 points (L11): x 60; to
    /// 390 − max(8, 20) = 370, less the disclosure indicator's 9 and 8 (L35): 353, so 293 wide.
    @Test func aValueCellPlacesItsLabelsImageAccessoryAndSeparatorWhereItWasMeasured() throws {
        let (result, layout) = try Self.laidOut(Self.settings, items: [3], content: Self.settingsContent)
        // The header: 4 + 18 + 4 = 26 (L28), then rows.
        let row = Self.index(result, .cell, item: 0)
        #expect(Self.near(result.elements.frame(at: row), Rect(x: 0, y: 26, width: 390, height: 44)))
        let content = try #require(layout.elements[row])
        #expect(content.surface == .systemBackground)
        // "Airplane Mode" (130) and "Off" (30) share a line: 130 + 8 + 30 ≤ 293 (L21). The content is the 22-point
        // image slot (taller than the 20.333 label), 11 below the row's top (L20): 37 to 59; the labels centred on it.
        #expect(content.texts.count == 2)
        let title = content.texts[0]
        let value = content.texts[1]
        #expect(title.layout.lines.map(\.text) == ["Airplane Mode"])
        #expect(title.color == .label)
        let labelTop = 37 + (22 - 61 * Self.third) / 2
        #expect(Self.near(title.lineOrigins[0], Point(x: 60, y: labelTop)))
        #expect(value.layout.lines.map(\.text) == ["Off"])
        #expect(value.color == .secondaryLabel)
        // Beside the text, ending at the run's trailing edge: 353 − 30.
        #expect(Self.near(value.lineOrigins[0], Point(x: 323, y: labelTop)))
        #expect(content.shapes.count == 3)
        #expect(content.shapes[0] == .imageSlot(Rect(x: 20, y: 37, width: 24, height: 22)))
        // The chevron ends where the text would have (370), centred on the content (48).
        guard case .accessory(.disclosureIndicator, let chevron, mirrored: false) = content.shapes[1] else {
            Issue.record("no disclosure indicator: \(content.shapes)")
            return
        }
        #expect(Self.near(chevron, Rect(x: 361, y: 40.5, width: 9, height: 15)))
        // A one-pixel separator along the bottom, from the text's leading edge (L30).
        guard case .separator(let separator) = content.shapes[2] else { Issue.record("no separator"); return }
        #expect(Self.near(separator, Rect(x: 60, y: 70 - Self.third, width: 330, height: Self.third)))
    }

    /// When the labels do not fit side by side they stack, 3 apart (decisions, item 6); the value wraps at the run's
    /// 293 points (29 characters): "Up to date, checked this" and "morning at 08:40". The last row has no separator.
    @Test func stackedLabelsWrapInTheLinesTheyWereMeasuredIn() throws {
        let (result, layout) = try Self.laidOut(Self.settings, items: [3], content: Self.settingsContent)
        let row = Self.index(result, .cell, item: 1)
        // 11 + 20.333 + 3 + 40.667 (two lines, rounded up to the grid) + 11 = 86 (L18, L21, L23).
        #expect(Self.near(result.elements.frame(at: row), Rect(x: 0, y: 70, width: 390, height: 86)))
        let content = try #require(layout.elements[row])
        let value = content.texts[1]
        #expect(value.layout.lines.map(\.text) == ["Up to date, checked this", "morning at 08:40"])
        #expect(Self.near(content.texts[0].lineOrigins[0], Point(x: 60, y: 81)))
        let secondTop = 81 + 61 * Self.third + 3
        #expect(Self.near(value.lineOrigins[0], Point(x: 60, y: secondTop)))
        // A value cell's secondary text is body too (L22): its lines are SF Pro's 17-point line apart.
        #expect(Self.near(value.lineOrigins[1], Point(x: 60, y: secondTop + Self.body)))
        // The last row: a record without "value" has one nominal line there (L23), the field's name, pale; and no
        // separator below it.
        let last = try #require(layout.elements[Self.index(result, .cell, item: 2)])
        #expect(last.texts.map(\.color) == [.label, .placeholder])
        #expect(!last.shapes.contains { if case .separator = $0 { return true } else { return false } })
    }

    /// The plain header: semibold subheadline, from max(8, 20) = 20, 4 below its top (L12, L26), opaque (it pins).
    @Test func aHeaderShowsItsSectionsTitle() throws {
        let (result, layout) = try Self.laidOut(Self.settings, items: [3], content: Self.settingsContent)
        let buffer = result.elements
        let header = (0..<buffer.count).first { buffer.category(at: $0) == .supplementary }!
        let content = try #require(layout.elements[header])
        #expect(content.surface == .systemBackground)
        #expect(content.texts.map { $0.layout.lines.map(\.text) } == [["Connectivity"]])
        #expect(content.texts[0].layout.fontSize == 15)
        #expect(Self.near(content.texts[0].lineOrigins[0], Point(x: 20, y: 4)))
    }

    /// A field the record lacks is one nominal line (L23): pictures show the field's name there, pale.
    @Test func unknownTextShowsTheFieldsNamePale() throws {
        let (result, layout) = try Self.laidOut(Self.settings, items: [4], content: Self.settingsContent)
        let content = try #require(layout.elements[Self.index(result, .cell, item: 3)])
        #expect(content.texts.map(\.color) == [.placeholder, .placeholder])
        #expect(content.texts.map { $0.layout.lines.map(\.text) } == [["title"], ["value"]])
    }

    /// Right to left (V8): every frame mirrored across 390, and with it the content: the title's line box ends
    /// where it began (x 390 − 60 − 130), the image slot and the chevron change sides and the chevron turns.
    @Test func rightToLeftMirrorsTheContent() throws {
        let (result, layout) = try Self.laidOut(Self.settings, items: [3], content: Self.settingsContent, direction: .rightToLeft)
        let content = try #require(layout.elements[Self.index(result, .cell, item: 0)])
        let labelTop = 37 + (22 - 61 * Self.third) / 2
        #expect(Self.near(content.texts[0].lineOrigins[0], Point(x: 200, y: labelTop)))
        #expect(Self.near(content.texts[1].lineOrigins[0], Point(x: 37, y: labelTop)))
        #expect(content.shapes[0] == .imageSlot(Rect(x: 346, y: 37, width: 24, height: 22)))
        guard case .accessory(.disclosureIndicator, let chevron, mirrored: true) = content.shapes[1] else {
            Issue.record("the chevron is not mirrored: \(content.shapes)")
            return
        }
        #expect(Self.near(chevron, Rect(x: 20, y: 40.5, width: 9, height: 15)))
    }

    /// Grouped lists sit on the grouped background: the whole content when every section is such a list.
    @Test func groupedListsHaveTheirBackground() throws {
        let json = #"{"name": "grouped", "list": {"appearance": "insetGrouped"}}"#
        let (result, layout) = try Self.laidOut(json, items: [2], content: Self.content(records: []))
        #expect(layout.backgrounds == [ContentLayout.Background(frame: Rect(origin: .zero, size: result.contentSize))])
        // Rows of a card show what is behind them: the card the picture draws.
        #expect(layout.elements[Self.index(result, .cell, item: 0)]?.surface == .clear)
    }

    /// R40: a self-sizing label cell is its text plus padding; the text sits inside the padding, centred on the
    /// height left (a 20.333-point box for a 20.287-point line).
    @Test func aLabelCellShowsItsTextInsideItsPadding() throws {
        let json = #"""
            {"name": "tags", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "estimated(40)"},
              "subitems": [{"size": {"width": "estimated(40)", "height": "estimated(40)"},
                "content": {"field": "label", "font": {"size": 17}, "padding": {"top": 4, "leading": 8, "bottom": 4, "trailing": 8}}}]}}}
            """#
        let content = Self.content(records: [[PredicateValues(["label": .string("Swift")])]])
        let (result, layout) = try Self.laidOut(json, items: [1], content: content)
        // 8 + 50 + 8 = 66 wide; 4 + 20.287 + 4 rounded up to the grid: 28.333 (R40).
        #expect(Self.near(result.elements.frame(at: 0), Rect(x: 0, y: 0, width: 66, height: 85 * Self.third)))
        let text = try #require(layout.elements[0]?.texts.first)
        #expect(layout.elements[0]?.surface == .sectionTint)
        #expect(text.layout.lines.map(\.text) == ["Swift"])
        #expect(Self.near(text.lineOrigins[0], Point(x: 8, y: 4 + (61 * Self.third - Self.body) / 2)))
    }

    /// A label whose view is too short for its lines shows the lines that fit (here one of two), cut as UIKit cuts
    /// it; lines are never drawn outside the cell.
    @Test func aLabelTooTallForItsCellShowsTheLinesThatFit() throws {
        let json = #"""
            {"name": "short", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(30)"},
              "subitems": [{"size": {"width": "absolute(100)", "height": "absolute(30)"}, "content": {"field": "label", "font": {"size": 17}}}]}}}
            """#
        let content = Self.content(records: [[PredicateValues(["label": .string("one two three four")])]])
        let (_, layout) = try Self.laidOut(json, items: [1], content: content)
        let text = try #require(layout.elements[0]?.texts.first)
        #expect(text.layout.lines.map(\.text) == ["one two"])
        #expect(Self.near(text.lineOrigins[0], Point(x: 0, y: (30 - Self.body) / 2)))
    }

    /// A badge's content (drawn only) shows its item's field centred in it.
    @Test func aBadgeShowsItsItemsCountCentred() throws {
        let json = #"""
            {"name": "badges", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
              "subitems": [{"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"},
                "supplementaryItems": [{"elementKind": "badge", "size": {"width": "absolute(20)", "height": "absolute(20)"},
                  "containerAnchor": {"edges": ["top", "trailing"]}, "content": {"field": "count", "font": {"size": 12}}}]}]}}}
            """#
        let content = Self.content(records: [[PredicateValues(["count": .number(3)]), PredicateValues(["count": .number(12)])]])
        let (result, layout) = try Self.laidOut(json, items: [2], content: content)
        let badge = Self.index(result, .supplementary, item: 1)
        let frame = result.elements.frame(at: badge)
        let shown = try #require(layout.elements[badge])
        #expect(shown.surface == .badge)
        let text = try #require(shown.texts.first)
        #expect(text.layout.lines.map(\.text) == ["12"])
        #expect(text.color == .onBadge)
        let line = 12 * 2444.0 / 2048
        #expect(Self.near(text.lineOrigins[0], Point(x: frame.x + (20 - 20) / 2, y: frame.y + (20 - line) / 2)))
    }

    /// L35: accessories take their room from the text. A 35-character title (350 points) fills a plain row's text
    /// run, 390 − 20 − 20 = 350, on one line (44, L18); a disclosure indicator takes 9 + 8, so it wraps to two lines:
    /// 11 + 40.667 + 11 = 62.667, and the chevron sits at the run's old end.
    @Test func anAccessoryTakesItsRoomFromTheText() throws {
        let title = String(repeating: "x", count: 35)
        let content = Self.content(records: [[PredicateValues(["title": .string(title)])]])
        let plain = try Self.laidOut(#"{"name": "a", "list": {"cell": {"style": "cell"}}}"#, items: [1], content: content)
        #expect(plain.0.elements.frame(at: 0).height == 44)
        #expect(plain.1.elements[0]?.texts.first?.layout.lines.count == 1)
        let chevron = try Self.laidOut(#"{"name": "b", "list": {"cell": {"style": "cell", "accessories": ["disclosureIndicator"]}}}"#, items: [1], content: content)
        #expect(Self.near(chevron.0.elements.frame(at: 0).height, 11 + 122 * Self.third + 11))
        let shown = try #require(chevron.1.elements[0])
        #expect(shown.texts.first?.layout.lines.map(\.text.count) == [33, 2])
        #expect(shown.shapes.first == .accessory(.disclosureIndicator, Rect(x: 361, y: (11 + 122 * Self.third + 11) / 2 - 7.5, width: 9, height: 15), mirrored: false))
    }
}
