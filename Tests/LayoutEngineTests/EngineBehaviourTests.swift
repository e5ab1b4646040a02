import LayoutEngine
import LayoutModel
import SpecFormat
import Testing

/// Engine behaviour beyond single fixtures: scale, errors, descriptions, and where strips come to rest.
@Suite("Engine behaviour")
struct EngineBehaviourTests {
    /// Post 002's two-column grid: count 2, fixed(10), group height 0.25 of the container, section insets 10.
    static let twoColumnGrid = LayoutSpec(
        name: "grid",
        sections: [.fixed(LayoutSection(
            group: LayoutGroup(
                kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                arrangement: .counted(.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))), count: 2),
                interItemSpacing: .fixed(10)
            ),
            contentInsets: EdgeInsets(leading: 10, trailing: 10), interGroupSpacing: 10
        ))]
    )

    @Test(arguments: [1_000_000, 1_000_001])
    func aMillionItemsLandExactlyWhereTheClosedFormSays(_ count: Int) throws {
        // 390 wide: group 370, items (370 - 10) / 2 = 180 at x 10 and 200; row pitch 100 + 10.
        let result = try LayoutPlanner.compute(Self.twoColumnGrid, in: LayoutEnvironment(
            containerSize: Size(width: 390, height: 844), scale: 3
        ), itemCounts: [count])
        let buffer = result.elements
        #expect(buffer.count == count)
        let last = count - 1
        let row = Double(last / 2)
        #expect(buffer.frame(at: last) == Rect(x: last % 2 == 0 ? 10 : 200, y: row * 110, width: 180, height: 100))
        let rows = Double((count + 1) / 2)
        #expect(result.contentSize == Size(width: 390, height: rows * 110 - 10))
        #expect(buffer.item[last] == Int32(last))
    }

    @Test func describeReportsResolvedSizesAndGroups() throws {
        let sections = try CompositionalPlan(Self.twoColumnGrid.compositional!, in: LayoutEnvironment(
            containerSize: Size(width: 390, height: 844), scale: 3
        ), itemCounts: [5]).sectionDescriptions
        #expect(sections.count == 1)
        #expect(sections[0].resolvedSizes["group"] == Size(width: 370, height: 100))
        #expect(sections[0].resolvedSizes["group.subitem"] == Size(width: 180, height: 100))
        #expect(sections[0].slotCounts["group"] == 2)
        #expect(sections[0].itemsPerGroup == 2)
        #expect(sections[0].groupCount == 3)
        #expect(sections[0].length == 3 * 100 + 2 * 10)
    }

    @Test func environmentFaultsAreErrors() {
        #expect(throws: LayoutError.invalidEnvironment("the scale must be 1, 2 or 3 (found 4)")) {
            try LayoutPlanner.compute(Self.twoColumnGrid, in: LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 4), itemCounts: [1])
        }
        #expect(throws: LayoutError.invalidEnvironment("the container size must be positive (found 0x844)")) {
            try LayoutPlanner.compute(Self.twoColumnGrid, in: LayoutEnvironment(containerSize: Size(width: 0, height: 844)), itemCounts: [1])
        }
    }

    @Test func anAdaptiveSectionWithoutAMatchingCaseIsAnError() throws {
        guard case .fixed(let section) = Self.twoColumnGrid.compositional!.sections[0] else {
            Issue.record("the two-column grid's section is not a section built from a group")
            return
        }
        let spec = LayoutSpec(name: "a", sections: [.adaptive([AdaptiveCase(condition: try Predicate(parsing: "width > 800"), section: section)])])
        #expect(throws: LayoutError.noAdaptiveCase(section: 0, width: 390, height: 844)) {
            try LayoutPlanner.compute(spec, in: LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 2), itemCounts: [1])
        }
    }

    @Test func safeAreaNarrowsTheProviderWidth() throws {
        // Adaptive choice reads the effective content width: 844 - 47 - 34 in landscape with side insets.
        guard case .fixed(let section) = Self.twoColumnGrid.compositional!.sections[0] else {
            Issue.record("the two-column grid's section is not a section built from a group")
            return
        }
        var wide = section
        wide.interGroupSpacing = 99
        let spec = LayoutSpec(name: "a", sections: [.adaptive([
            AdaptiveCase(condition: try Predicate(parsing: "width > 800"), section: wide), AdaptiveCase(condition: nil, section: section),
        ])])
        let described = try CompositionalPlan(spec.compositional!, in: LayoutEnvironment(
            containerSize: Size(width: 844, height: 390), scale: 2, safeAreaInsets: EdgeInsets(leading: 47, trailing: 34)
        ), itemCounts: [1]).sectionDescriptions
        #expect(described[0].section.interGroupSpacing == 10)
    }

    @Test func pagingStripsMoveOneRestPointPerSwipe() {
        let strip = OrthogonalStripGeometry(
            section: 0, behavior: .groupPaging, axis: .horizontal, stripLength: 310, contentLength: 856,
            minimumOffset: 0, maximumOffset: 546, initialOffset: 0, restPoints: [0, 108, 216, 324, 432, 540, 546],
            groupLeadingEdges: [], groupLengths: []
        )
        #expect(OrthogonalScrolling.restingOffset(of: strip, from: 120, velocity: 4000) == 216)
        #expect(OrthogonalScrolling.restingOffset(of: strip, from: 120, velocity: -4000) == 108)
        #expect(OrthogonalScrolling.restingOffset(of: strip, from: 150, velocity: 0) == 108)
        #expect(OrthogonalScrolling.restingOffset(of: strip, from: 546, velocity: 900) == 546)
        var continuous = strip
        continuous.behavior = .continuous
        continuous.restPoints = []
        // UIScrollView's normal deceleration: a flick of 100 pt/s coasts 100 * 0.998 / 0.002 / 1000 = 49.9 pt.
        #expect(abs(OrthogonalScrolling.restingOffset(of: continuous, from: 100, velocity: 100) - 149.9) < 1e-9)
        #expect(OrthogonalScrolling.restingOffset(of: continuous, from: 500, velocity: 1000) == 546)
        var leading = strip
        leading.behavior = .continuousGroupLeadingBoundary
        // A hard flick passes several groups and settles on the nearest leading edge: 100 + 499 → 546.
        #expect(OrthogonalScrolling.restingOffset(of: leading, from: 100, velocity: 1000) == 546)
        #expect(OrthogonalScrolling.restingOffset(of: leading, from: 100, velocity: 200) == 216)
    }

    @Test func pagingAndCentredPagingAlsoMoveOneRestPointPerSwipe() {
        // R38: `paging` rests on multiples of the visible length, capped by the maximum offset; a swipe moves one.
        let paging = OrthogonalStripGeometry(
            section: 0, behavior: .paging, axis: .horizontal, stripLength: 310, contentLength: 856,
            minimumOffset: 0, maximumOffset: 546, initialOffset: 0, restPoints: [0, 310, 546],
            groupLeadingEdges: [], groupLengths: []
        )
        #expect(OrthogonalScrolling.restingOffset(of: paging, from: 120, velocity: 5000) == 310)
        #expect(OrthogonalScrolling.restingOffset(of: paging, from: 120, velocity: -5000) == 0)
        #expect(OrthogonalScrolling.restingOffset(of: paging, from: 200, velocity: 0) == 310)
        #expect(OrthogonalScrolling.restingOffset(of: paging, from: 546, velocity: 5000) == 546)
        // `groupPagingCentered` rests where each group is centred, the first one below zero.
        var centred = paging
        centred.behavior = .groupPagingCentered
        centred.minimumOffset = -29.5
        centred.initialOffset = -29.5
        centred.maximumOffset = 188
        centred.restPoints = [-29.5, 79.5, 188]
        #expect(OrthogonalScrolling.restingOffset(of: centred, from: 0, velocity: 3000) == 79.5)
        #expect(OrthogonalScrolling.restingOffset(of: centred, from: 0, velocity: -3000) == -29.5)
        #expect(OrthogonalScrolling.restingOffset(of: centred, from: 140, velocity: 0) == 188)
        #expect(OrthogonalScrolling.restingOffset(of: centred, from: -29.5, velocity: -3000) == -29.5)
    }

    /// One continuous strip of five 100-point groups in a 390-point container: it scrolls from 0 to 110.
    static let strip = LayoutSpec(name: "strip", sections: [.fixed(LayoutSection(
        group: LayoutGroup(
            kind: .horizontal, size: LayoutSize(width: .absolute(100), height: .absolute(100)),
            arrangement: .subitems([.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))])
        ),
        orthogonalScrollingBehavior: .continuous
    ))])

    @Test func anOrthogonalOffsetMustNameAStrip() throws {
        func environment(_ offsets: [Int: Double]) -> LayoutEnvironment {
            LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 2, orthogonalOffsets: offsets)
        }
        #expect(throws: LayoutError.invalidEnvironment("an orthogonal offset names section 1, but the layout has 1 section (0 to 0)")) {
            try LayoutPlanner.compute(Self.strip, in: environment([1: 10]), itemCounts: [5])
        }
        #expect(throws: LayoutError.invalidEnvironment("section 0 does not scroll orthogonally, so it takes no orthogonal offset (this layout has no orthogonal sections)")) {
            try LayoutPlanner.compute(Self.twoColumnGrid, in: environment([0: 10]), itemCounts: [4])
        }
        let inside = try LayoutPlanner.compute(Self.strip, in: environment([0: 60]), itemCounts: [5])
        #expect(inside.warnings.isEmpty)
        #expect(inside.elements.frame(at: 1) == Rect(x: 40, y: 0, width: 100, height: 100))
        let past = try LayoutPlanner.compute(Self.strip, in: environment([0: 500]), itemCounts: [5])
        #expect(past.warnings == ["section 0: orthogonal offset 500 is outside the strip's scroll range 0 to 110; the frames are those of an overscroll"])
        #expect(past.elements.frame(at: 4) == Rect(x: -100, y: 0, width: 100, height: 100))
    }

    @Test func unfitGroupsReportTheItemsLeftOut() throws {
        let spec = LayoutSpec(name: "u", sections: [.fixed(LayoutSection(group: LayoutGroup(
            kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            arrangement: .subitems([.item(LayoutItem(size: LayoutSize(width: .absolute(400), height: .fractionalHeight(1))))])
        )))])
        let result = try LayoutPlanner.compute(spec, in: LayoutEnvironment(containerSize: Size(width: 320, height: 480), scale: 2), itemCounts: [3])
        #expect(result.elements.count == 0)
        #expect(result.sections[0].placedItems == 0)
        #expect(result.warnings == ["section 0: 3 of 3 items not laid out: a subitem is larger than its group, or a group's insets leave it no room (R7, R15, R41)"])
    }
}

/// A measurer whose glyphs are half as wide as the font is large and whose lines are as tall as the font, so
/// measured sizes show which point size the engine asked for.
struct ProportionalContent: LayoutContent {
    func record(section: Int, item: Int) -> (any PredicateEnvironment)? { PredicateValues([:]) }
    func sectionRecord(section: Int) -> (any PredicateEnvironment)? { nil }
    func layOut(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> TextLayout {
        TextLayout(
            lines: [TextLayout.Line(text: text, width: Double(text.count) * font.size / 2)], lineHeight: font.size, ascent: font.size * 0.8,
            fontSize: font.size, face: TextFace(family: "proportional", weight: 400, record: "proportional")
        )
    }
}

extension EngineBehaviourTests {
    /// V9: a label set in a text style is measured at the style's size for the environment's text size.
    @Test(arguments: [(ContentSizeCategory.large, 17.0), (.extraSmall, 14), (.accessibilityMedium, 28), (.accessibilityExtraExtraExtraLarge, 53)])
    func textStylesAreMeasuredAtTheCategorysSize(_ category: ContentSizeCategory, _ bodySize: Double) throws {
        let item = LayoutItem(
            size: LayoutSize(width: .estimated(50), height: .estimated(50)),
            content: ContentDescription(text: .literal("abcd"), font: FontDescription(textStyle: .body))
        )
        let spec = LayoutSpec(name: "styles", sections: [.fixed(LayoutSection(group: LayoutGroup(
            kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(50)), arrangement: .subitems([.item(item)])
        )))])
        let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 1, contentSizeCategory: category)
        let result = try LayoutPlanner.compute(spec, in: environment, itemCounts: [1], content: ProportionalContent())
        // Four glyphs of bodySize / 2, one line of bodySize (whole points at scale 1, so no rounding).
        #expect(result.elements.frame(at: 0).size == Size(width: 4 * bodySize / 2, height: bodySize))
    }
}
