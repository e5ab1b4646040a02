import LayoutEngine
import LayoutModel
import LayoutRender
import SpecFormat
import Testing

/// Comparing two computed layouts: known changes to a spec give known lists of moves and resizes.
@Suite("Layout diff")
struct LayoutDiffTests {
    /// Rows 50 high of absolute-width items with 10 points between them: in 390 points, three items of 100
    /// (at x 0, 110, 220) or of 120 (at 0, 130, 260) fit on a row; rows are 60 apart.
    static func rowLayout(itemWidth: Double, leadingInset: Double = 0) throws -> LayoutSpec {
        try SpecDocument.decodeLayout(
            """
            {"name": "row", "section": {
              "group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"},
                "subitems": [{"size": {"width": "absolute(\(itemWidth))", "height": "fractionalHeight(1)"}}],
                "interItemSpacing": "fixed(10)"},
              "interGroupSpacing": 10,
              "contentInsets": {"leading": \(leadingInset)}}}
            """,
            file: "row.json", format: .json
        )
    }

    static func compute(_ spec: LayoutSpec, items: Int, width: Double = 390) throws -> LayoutResult {
        try LayoutPlanner.compute(spec, in: environment(width: width), itemCounts: [items])
    }

    static func environment(width: Double = 390) -> LayoutEnvironment {
        LayoutEnvironment(containerSize: Size(width: width, height: 844), scale: 3)
    }

    static func cell(_ item: Int) -> ElementKey { ElementKey(category: .cell, elementKind: nil, section: 0, item: item) }

    @Test func widerItemsAreResizedInPlaceAtTheRowStartAndMovedAndResizedAfterIt() throws {
        let diff = LayoutDiff(
            before: try Self.compute(try Self.rowLayout(itemWidth: 100), items: 6),
            after: try Self.compute(try Self.rowLayout(itemWidth: 120), items: 6)
        )
        #expect(diff.changes.filter { $0.kind == .resized }.map(\.key) == [Self.cell(0), Self.cell(3)])
        #expect(diff.changes.filter { $0.kind == .movedAndResized }.map(\.key) == [1, 2, 4, 5].map(Self.cell))
        #expect(diff.count(of: .moved) == 0)
        #expect(diff.unchangedCount == 0)
        let byItem = Dictionary(uniqueKeysWithValues: diff.changes.map { ($0.key.item, $0) })
        #expect(byItem[0]?.growth == Size(width: 20, height: 0))
        #expect(byItem[0]?.offset == Point(x: 0, y: 0))
        #expect(byItem[2]?.before == Rect(x: 220, y: 0, width: 100, height: 50))
        #expect(byItem[2]?.after == Rect(x: 260, y: 0, width: 120, height: 50))
        #expect(byItem[2]?.offset == Point(x: 40, y: 0))
        #expect(byItem[5]?.offset == Point(x: 40, y: 0))
        #expect(diff.contentSizeBefore == diff.contentSizeAfter)
    }

    @Test func aLeadingInsetMovesEveryCellAndResizesNone() throws {
        let diff = LayoutDiff(
            before: try Self.compute(try Self.rowLayout(itemWidth: 100), items: 6),
            after: try Self.compute(try Self.rowLayout(itemWidth: 100, leadingInset: 20), items: 6)
        )
        #expect(diff.changes.map(\.kind) == Array(repeating: .moved, count: 6))
        #expect(diff.changes.map(\.key) == (0..<6).map(Self.cell))
        #expect(Set(diff.changes.map(\.offset)) == [Point(x: 20, y: 0)])
    }

    @Test func fewerAndMoreItemsAreRemovedAndAdded() throws {
        let spec = try Self.rowLayout(itemWidth: 100)
        let six = try Self.compute(spec, items: 6)
        let fewer = LayoutDiff(before: six, after: try Self.compute(spec, items: 4))
        #expect(fewer.changes.map(\.kind) == [.removed, .removed])
        #expect(fewer.changes.map(\.key) == [Self.cell(4), Self.cell(5)])
        #expect(fewer.changes[0].after == nil)
        #expect(fewer.unchangedCount == 4)

        let more = LayoutDiff(before: six, after: try Self.compute(spec, items: 7))
        #expect(more.changes == [
            ElementChange(key: Self.cell(6), kind: .added, before: nil, after: Rect(x: 0, y: 120, width: 100, height: 50))
        ])
        #expect(more.contentSizeAfter.height == 170)
    }

    @Test func theSameLayoutHasNoDifferences() throws {
        let spec = try Self.rowLayout(itemWidth: 100)
        let diff = LayoutDiff(before: try Self.compute(spec, items: 6), after: try Self.compute(spec, items: 6))
        #expect(diff.isEmpty)
        #expect(diff.unchangedCount == 6)
        let table = LayoutDiffTable(beforeLabel: "row", afterLabel: "row again").render(diff)
        #expect(table == """
            A: row: content 390 × 110
            B: row again: content 390 × 110
            no differences: 6 elements in the same frames, the same content size

            """)
    }

    @Test func theTableListsEachChangeWithBothFramesAndItsDelta() throws {
        let spec = try Self.rowLayout(itemWidth: 100)
        let before = try Self.compute(spec, items: 4)
        let after = try Self.compute(try Self.rowLayout(itemWidth: 120), items: 5)
        let table = LayoutDiffTable(beforeLabel: "row, 4 items", afterLabel: "wider row, 5 items")
            .render(LayoutDiff(before: before, after: after))
        #expect(table == """
            A: row, 4 items: content 390 × 110
            B: wider row, 5 items: content 390 × 110
            1 added, 0 removed, 0 moved, 2 resized, 2 moved and resized; 0 unchanged
            2 cells resized by dw +20; 2 cells moved and resized by dx +20 to +40, dw +20; 1 cell added.
            change             element   A frame           B frame            delta
            resized            cell 0.0  0, 0, 100 × 50    0, 0, 120 × 50     dw +20
            moved and resized  cell 0.1  110, 0, 100 × 50  130, 0, 120 × 50   dx +20, dw +20
            moved and resized  cell 0.2  220, 0, 100 × 50  260, 0, 120 × 50   dx +40, dw +20
            resized            cell 0.3  0, 60, 100 × 50   0, 60, 120 × 50    dw +20
            added              cell 0.4  -                 130, 60, 120 × 50  -

            """)
    }

    @Test func theContentSizeChangeIsReportedEvenWhenNoElementChanges() {
        var buffer = FrameBuffer()
        buffer.append(category: .cell, kind: -1, section: 0, item: 0, frame: Rect(x: 0, y: 0, width: 10, height: 10), zIndex: 0)
        let short = LayoutResult(elements: buffer, contentSize: Size(width: 100, height: 10), sections: [], orthogonalStrips: [], warnings: [])
        var tall = short
        tall.contentSize.height = 30
        let diff = LayoutDiff(before: short, after: tall)
        #expect(!diff.isEmpty)
        #expect(diff.changes.isEmpty)
        #expect(LayoutDiffTable(beforeLabel: "a", afterLabel: "b").summary(diff)
            == "0 added, 0 removed, 0 moved, 0 resized, 0 moved and resized; 1 unchanged; content height 10 → 30")
    }

    @Test func supplementariesAreMatchedByKindAndNamedByRole() {
        var before = FrameBuffer()
        let header = before.kindIndex(for: "section-header")
        let badge = before.kindIndex(for: "badge")
        before.append(category: .supplementary, kind: header, section: 0, item: 0, frame: Rect(x: 0, y: 0, width: 100, height: 44), zIndex: 1)
        before.append(category: .supplementary, kind: badge, section: 0, item: 0, frame: Rect(x: 90, y: 40, width: 10, height: 10), zIndex: 1)
        var after = before
        after.update(at: 0, frame: Rect(x: 0, y: 10, width: 100, height: 44))
        let result = { (buffer: FrameBuffer) in
            LayoutResult(elements: buffer, contentSize: Size(width: 100, height: 100), sections: [], orthogonalStrips: [], warnings: [])
        }
        let diff = LayoutDiff(before: result(before), after: result(after))
        #expect(diff.changes.count == 1)
        #expect(diff.changes[0].kind == .moved)
        #expect(diff.changes[0].key.name(badgeKinds: ["badge"]) == "section-header 0")
        #expect(ElementKey(before, 1).name(badgeKinds: ["badge"]) == "badge 0.0")
        #expect(ElementKey(category: .supplementary, elementKind: "layout-header", section: -1, item: 0).name() == "layout-header")
    }

    @Test func theOverlayDrawsADashedBeforeAndASolidAfter() throws {
        let before = try Self.compute(try Self.rowLayout(itemWidth: 100), items: 4)
        let after = try Self.compute(try Self.rowLayout(itemWidth: 120), items: 3)
        let diff = LayoutDiff(before: before, after: after)
        let picture = DiffOverlayRenderer(beforeLabel: "narrow", afterLabel: "wide")
            .render(diff, before: (before, Self.environment()), after: (after, Self.environment()))
        let lines = picture.svg.split(separator: "\n").map { String($0.drop(while: { $0 == " " })) }
        #expect(lines.contains(##"<text x="0" y="-50" font-size="11" fill="#3A3A3C">A (red, dashed): narrow</text>"##))
        // Cell 0.1 moved and grew: B's frame filled and solid, A's outlined and dashed over it, a line between.
        #expect(lines.contains(
            ##"<rect x="130" y="0" width="120" height="50" fill="#C7DBEC" stroke="#1F6FB2" stroke-width="1"><title>cell 0.1 in B: 130, 0, 120 × 50, moved and resized (dx +20, dw +20)</title></rect>"##
        ))
        #expect(lines.contains(
            ##"<rect x="110" y="0" width="100" height="50" fill="none" stroke="#C0392B" stroke-width="1" stroke-dasharray="4 3"><title>cell 0.1 in A: 110, 0, 100 × 50, moved and resized (dx +20, dw +20)</title></rect>"##
        ))
        #expect(lines.contains(##"<line x1="160" y1="25" x2="190" y2="25" stroke="#636366" stroke-width="1"/>"##))
        // Cell 0.3 is only in A: filled in A's colour.
        #expect(lines.contains(
            ##"<rect x="0" y="60" width="100" height="50" fill="#EFCECA" stroke="#C0392B" stroke-width="1" stroke-dasharray="4 3"><title>cell 0.3 in A: 0, 60, 100 × 50, removed</title></rect>"##
        ))
        #expect(picture.elementCount == 4)
        #expect(picture == DiffOverlayRenderer(beforeLabel: "narrow", afterLabel: "wide")
            .render(diff, before: (before, Self.environment()), after: (after, Self.environment())))
    }
}
