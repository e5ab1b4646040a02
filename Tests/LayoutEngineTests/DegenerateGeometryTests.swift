import LayoutEngine
import LayoutModel
import Testing

/// R41 and F28: insets larger than their element and lengths that would be negative. Expected frames are derived
/// by hand from the rules; every environment is 320x480 at 2x with no safe area.
@Suite("Engine: degenerate geometry (R41, F28)")
struct DegenerateGeometryTests {
    static let environment = LayoutEnvironment(containerSize: Size(width: 320, height: 480), scale: 2)

    static func section(_ group: LayoutGroup, insets: EdgeInsets = .zero, decorations: [DecorationItem] = []) -> LayoutSpec {
        LayoutSpec(name: "degenerate", sections: [.fixed(LayoutSection(group: group, contentInsets: insets, decorationItems: decorations))])
    }

    /// Group 100 x 50, two slots of 50 x 50; the item's 30 + 30 pt leading and trailing insets exceed the 50 pt
    /// slot, so each cell is 0 wide at slot x + 30 (30 and 80), and 50 - 5 - 5 = 40 high at y 5 (R13, R41).
    @Test func itemInsetsLargerThanTheItemLeaveItZeroWideAtTheInsetOrigin() throws {
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
            contentInsets: EdgeInsets(top: 5, leading: 30, bottom: 5, trailing: 30)
        )
        let group = LayoutGroup(kind: .horizontal, size: LayoutSize(width: .absolute(100), height: .absolute(50)), arrangement: .subitems([.item(item)]))
        let result = try LayoutPlanner.compute(Self.section(group), in: Self.environment, itemCounts: [2])
        #expect(result.elements.frame(at: 0) == Rect(x: 30, y: 5, width: 0, height: 40))
        #expect(result.elements.frame(at: 1) == Rect(x: 80, y: 5, width: 0, height: 40))
        #expect(result.warnings == ["section 0: item insets larger than the item leave 2 cells of each group 0 wide or high (R41)"])
    }

    /// Group 100 x 50 with 30 + 30 pt top and bottom insets: no room inside, so no item is laid out (R41).
    @Test func aGroupWhoseInsetsLeaveNoRoomPlacesNothing() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        let group = LayoutGroup(
            kind: .horizontal, size: LayoutSize(width: .absolute(100), height: .absolute(50)), arrangement: .subitems([.item(item)]),
            contentInsets: EdgeInsets(top: 30, leading: 0, bottom: 30, trailing: 0)
        )
        let result = try LayoutPlanner.compute(Self.section(group), in: Self.environment, itemCounts: [3])
        #expect(result.elements.count == 0)
        #expect(result.warnings == ["section 0: 3 of 3 items not laid out: a subitem is larger than its group, or a group's insets leave it no room (R7, R15, R41)"])
    }

    /// One 50 pt row and a bottom inset of -200: the section is 0 + 50 - 200 = -150 long (R20), so the content
    /// is 0 high and the background, which spans the section, is 0 high at y 0 (R34, R41). The cell keeps its
    /// frame: 320 x 50 at the origin.
    @Test func negativeInsetsNeverMakeANegativeContentOrBackground() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup(kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), arrangement: .subitems([.item(item)]))
        let spec = Self.section(group, insets: EdgeInsets(top: 0, leading: 0, bottom: -200, trailing: 0), decorations: [DecorationItem(elementKind: "background")])
        let result = try LayoutPlanner.compute(spec, in: Self.environment, itemCounts: [1])
        #expect(result.contentSize == Size(width: 320, height: 0))
        let frames = (0..<result.elements.count).map { result.elements.frame(at: $0) }
        #expect(frames.contains(Rect(x: 0, y: 0, width: 320, height: 50)))
        #expect(frames.contains(Rect(x: 0, y: 0, width: 320, height: 0)))
        #expect(frames.allSatisfy { $0.width >= 0 && $0.height >= 0 })
        #expect(result.warnings == [
            "section 0: negative insets or spacing make it -150 long; its background is 0 long (R41)",
            "negative insets or spacing make the content -150 long; the content size is 0 (R41)",
        ])
    }

    /// A waterfall column: items fw1 x abs(100) with bottom edge spacing .fixed(-24) in a vertical group
    /// abs(100) x abs(300). R7: each slot takes 100 - 24 = 76, so n = 3 fits (228 <= 300) and n = 4 does not
    /// (304). R10: the cursor advances 100 - 24 per slot, so the items sit at y 0, 76 and 152, each 100 high,
    /// overlapping the next by 24 as UIKit draws such columns.
    @Test func negativeFixedEdgeSpacingPullsTheNextItemOverThisOne() throws {
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            edgeSpacing: EdgeSpacing(bottom: .fixed(-24))
        )
        let group = LayoutGroup(kind: .vertical, size: LayoutSize(width: .absolute(100), height: .absolute(300)), arrangement: .subitems([.item(item)]))
        let result = try LayoutPlanner.compute(Self.section(group), in: Self.environment, itemCounts: [3])
        #expect((0..<3).map { result.elements.frame(at: $0) } == [
            Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 0, y: 76, width: 100, height: 100), Rect(x: 0, y: 152, width: 100, height: 100),
        ])
        #expect(result.contentSize == Size(width: 320, height: 300))
        #expect(result.warnings.isEmpty)
    }

    /// A 1,000 x 1,000 point group of 1,000 columns of 1,000 one-point items: a million slots, for 10 items. The
    /// solver stops once the group holds 10,000 leaves (ten columns), so planning stays cheap; the items are the
    /// first column's, 1 x 1 at y 0 to 9 (R8, R10 at 1x). The group is the last one the data does not fill, so
    /// it is as long as its placed leaves reach: used 10 + (inner 1,000 - full pattern 1,000) = 10 (R19).
    @Test func nestedCountsStopOnceTheGroupHoldsMoreLeavesThanItCanUse() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let column = LayoutGroup(kind: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)), arrangement: .counted(.item(item), count: 1_000))
        let grid = LayoutGroup(kind: .horizontal, size: LayoutSize(width: .absolute(1_000), height: .absolute(1_000)), arrangement: .counted(.group(column), count: 1_000))
        let environment = LayoutEnvironment(containerSize: Size(width: 1_000, height: 1_000), scale: 1)
        let result = try LayoutPlanner.compute(Self.section(grid), in: environment, itemCounts: [10])
        #expect(result.elements.count == 10)
        #expect((0..<10).map { result.elements.frame(at: $0) } == (0..<10).map { Rect(x: 0, y: Double($0), width: 1, height: 1) })
        #expect(result.contentSize == Size(width: 1_000, height: 10))
    }
}
