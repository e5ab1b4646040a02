import LayoutEngine
import LayoutModel
import Testing

/// ListRules.md L36 (a decision): what code sets on a list section replaces the list's own. Frames by hand from the
/// rules: on a 390 × 844 view at 3x on iOS 18 without a dataset, a default cell is one body line, `11 + 20.333 + 11 = 42.333`
/// tall, raised to the 44-point minimum (L18 to L23); a plain list's own insets are 0 all round (L8, L13).
@Suite("List section overrides")
struct ListSectionOverrideTests {
    /// iOS 18's list metrics, which these frames were derived with (44-point rows, L19).
    static let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), iosVersion: .ios18)

    static func frames(_ configuration: ListConfiguration, items: Int = 3) throws -> (frames: [Rect], kinds: [String?], content: Size) {
        let spec = LayoutSpec(name: "list", sections: [.list(configuration)])
        let result = try LayoutPlanner.compute(spec, in: environment, itemCounts: [items])
        let frames = (0..<result.elements.count).map { result.elements.frame(at: $0) }
        let kinds = (0..<result.elements.count).map { result.elements.elementKind(at: $0) }
        return (frames, kinds, result.contentSize)
    }

    /// Insets (10, 20, 30, 40) replace all four: cells at x 20, 390 − 20 − 40 = 330 wide, from y 10, 44 apart; the
    /// section ends 30 after the last row: 10 + 3 × 44 + 30 = 172.
    @Test func assignedInsetsReplaceAllFour() throws {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.sectionContentInsets = ListSectionInsets(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        let (frames, _, content) = try Self.frames(configuration)
        #expect(frames == [
            Rect(x: 20, y: 10, width: 330, height: 44), Rect(x: 20, y: 54, width: 330, height: 44), Rect(x: 20, y: 98, width: 330, height: 44),
        ])
        #expect(content.height == 172)
    }

    /// One edge assigned replaces that edge only (E2's numbers for the rest): an inset-grouped section on 390 points at
    /// 3x keeps its card, x 20 and 350 wide (L9), and its last-section bottom of 20 (L14), while its rows start at the
    /// assigned 10 instead of 35: 10, 54, 98, and the content 98 + 44 + 20 = 162 tall. A leading edge alone moves the
    /// cells to x 0, 390 − 0 − 20 = 370 wide, and leaves the top at 35.
    @Test func oneAssignedEdgeReplacesThatEdgeOnly() throws {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.sectionContentInsets = ListSectionInsets(top: 10)
        let (frames, _, content) = try Self.frames(configuration)
        #expect(frames == [
            Rect(x: 20, y: 10, width: 350, height: 44), Rect(x: 20, y: 54, width: 350, height: 44), Rect(x: 20, y: 98, width: 350, height: 44),
        ])
        #expect(content.height == 162)
        configuration.sectionContentInsets = ListSectionInsets(leading: 0)
        let (leading, _, _) = try Self.frames(configuration, items: 1)
        #expect(leading == [Rect(x: 0, y: 35, width: 370, height: 44)])
    }

    /// A header of full width × 30 at the top replaces the list's (which `headerMode` does not ask for here): R24
    /// puts it above the region (a plain list does not follow its insets, L5), R25 extends the section by 30, so the
    /// rows start at 30; its zIndex is a boundary item's default, 1, and it does not pin.
    @Test func assignedBoundaryItemsReplaceTheHeaderAndFollowTheCompositionalRules() throws {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.sectionBoundaryItems = [
            BoundarySupplementaryItem(
                elementKind: SectionElementKind.sectionHeader, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top
            )
        ]
        let (frames, kinds, content) = try Self.frames(configuration)
        let header = kinds.firstIndex(of: SectionElementKind.sectionHeader)
        #expect(header.map { frames[$0] } == Rect(x: 0, y: 0, width: 390, height: 30))
        let cells = zip(frames, kinds).filter { $0.1 == nil }.map(\.0)
        #expect(cells == [Rect(x: 0, y: 30, width: 390, height: 44), Rect(x: 0, y: 74, width: 390, height: 44), Rect(x: 0, y: 118, width: 390, height: 44)])
        #expect(content.height == 162)
    }

    /// 10 points between rows: each row is a group of the section (L2), so R18 spaces them: rows at 0, 54, 108, and
    /// the section 3 × 44 + 2 × 10 = 152 long.
    @Test func anAssignedSpacingSpacesTheRows() throws {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.sectionInterGroupSpacing = 10
        let (frames, _, content) = try Self.frames(configuration)
        #expect(frames == [
            Rect(x: 0, y: 0, width: 390, height: 44), Rect(x: 0, y: 54, width: 390, height: 44), Rect(x: 0, y: 108, width: 390, height: 44),
        ])
        #expect(content.height == 152)
    }

    /// `.layoutMargins` as the reference: a plain view's margins are 8 on each side (V3), so the rows of a plain
    /// list (insets 0) run from x 8, 374 wide.
    @Test func anAssignedReferenceIsWhereTheInsetsCountFrom() throws {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.sectionContentInsetsReference = .layoutMargins
        let (frames, _, _) = try Self.frames(configuration, items: 2)
        #expect(frames == [Rect(x: 8, y: 0, width: 374, height: 44), Rect(x: 8, y: 44, width: 374, height: 44)])
    }
}

/// A system font set on a content configuration's text in place of the style's (ListRules.md L22, L23): one line is
/// `size × 2444/2048` tall, rounded up to the pixel grid, between L20's margins of 11.
@Suite("List content fonts")
struct ListContentFontTests {
    /// 20-point text: `20 × 2444/2048 = 23.867`, 24 at 3x, so rows of `11 + 24 + 11 = 46`, above the 44-point minimum.
    @Test func aFontOfItsOwnSizesTheRow() throws {
        var description = ListContentConfiguration(style: .cell)
        description.textFont = FontDescription(size: 20, weight: .regular)
        let spec = LayoutSpec(name: "list", sections: [.list(ListConfiguration(appearance: .plain, cell: .configuration(description)))])
        let result = try LayoutPlanner.compute(spec, in: ListSectionOverrideTests.environment, itemCounts: [2])
        #expect(result.elements.frame(at: 1) == Rect(x: 0, y: 46, width: 390, height: 46))
    }

    /// A text style follows the text size: title1 is 28 points at large, `28 × 2444/2048 = 33.414`, 33.667 at 3x,
    /// so rows of `11 + 33.667 + 11 = 55.667`.
    @Test func aTextStyleFollowsTheTextSize() throws {
        var description = ListContentConfiguration(style: .cell)
        description.textFont = FontDescription(textStyle: .title1)
        let spec = LayoutSpec(name: "list", sections: [.list(ListConfiguration(appearance: .plain, cell: .configuration(description)))])
        let result = try LayoutPlanner.compute(spec, in: ListSectionOverrideTests.environment, itemCounts: [1])
        #expect(abs(result.elements.frame(at: 0).height - (22 + 101.0 / 3)) < 1e-9)
    }
}
