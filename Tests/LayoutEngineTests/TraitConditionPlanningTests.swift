import LayoutEngine
import LayoutModel
import Testing

/// The engine picks an adaptive section's case from every trait its conditions read (LayoutSpecFormat.md, Trait
/// conditions). Each case is a row of `count` equal items 100 points high with no spacing, so the frames follow
/// from R7 and R18 by hand: item `i` of `n` per row in a container `W` wide sits at `x = (i % n) × W / n`,
/// `y = (i / n) × 100`.
@Suite("Trait condition planning")
struct TraitConditionPlanningTests {
    static func row(_ count: Int) -> LayoutSection {
        LayoutSection(group: LayoutGroup(
            kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            arrangement: .counted(.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))), count: count)
        ))
    }

    static func spec() throws -> LayoutSpec {
        LayoutSpec(name: "traits", sections: [.adaptive([
            AdaptiveCase(condition: try Predicate(parsing: "idiom == .pad and horizontalSizeClass == .regular"), section: row(4)),
            AdaptiveCase(condition: try Predicate(parsing: "isAccessibilityCategory"), section: row(1)),
            AdaptiveCase(condition: try Predicate(parsing: "layoutDirection == .rightToLeft"), section: row(3)),
            AdaptiveCase(condition: try Predicate(parsing: "verticalSizeClass == .compact"), section: row(5)),
            AdaptiveCase(condition: nil, section: row(2)),
        ])])
    }

    static func frames(in environment: LayoutEnvironment) throws -> [Rect] {
        let result = try LayoutPlanner.compute(try spec(), in: environment, itemCounts: [6])
        return (0..<result.elements.count).map { result.elements.frame(at: $0) }
    }

    @Test func aPhoneUprightTakesTheOtherwiseCase() throws {
        let frames = try Self.frames(in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)))
        #expect(frames[0] == Rect(x: 0, y: 0, width: 195, height: 100))
        #expect(frames[5] == Rect(x: 195, y: 200, width: 195, height: 100))
    }

    @Test func anIPadTakesTheRegularCase() throws {
        var environment = LayoutEnvironment(containerSize: Size(width: 1, height: 1))
        environment.choose(DeviceCatalog.device("ipad-pro-11-m4")!, .portrait)
        let frames = try Self.frames(in: environment)
        // 834 points wide at 2x, no side insets: four items of 208.5, on the half-point grid (R0).
        #expect(frames[1] == Rect(x: 208.5, y: 0, width: 208.5, height: 100))
        #expect(frames[5] == Rect(x: 208.5, y: 100, width: 208.5, height: 100))
    }

    @Test func anAccessibilityTextSizeTakesOneColumn() throws {
        let frames = try Self.frames(in: LayoutEnvironment(containerSize: Size(width: 390, height: 844), contentSizeCategory: .accessibilityLarge))
        #expect(frames[5] == Rect(x: 0, y: 500, width: 390, height: 100))
    }

    /// Right to left chooses by its own direction, then mirrors (V8): item 0 of three 130-point items is at the right.
    @Test func rightToLeftChoosesItsOwnCase() throws {
        let frames = try Self.frames(in: LayoutEnvironment(containerSize: Size(width: 390, height: 844), layoutDirection: .rightToLeft))
        #expect(frames[0] == Rect(x: 260, y: 0, width: 130, height: 100))
        #expect(frames[3] == Rect(x: 260, y: 100, width: 130, height: 100))
    }

    /// A plain view wider than tall whose shorter side is under 414 points is a phone on its side: compact high.
    @Test func aPhoneOnItsSideIsCompactHigh() throws {
        let frames = try Self.frames(in: LayoutEnvironment(containerSize: Size(width: 800, height: 400)))
        #expect(frames[4] == Rect(x: 640, y: 0, width: 160, height: 100))
        #expect(frames[5] == Rect(x: 0, y: 100, width: 160, height: 100))
    }

    @Test func noMatchingCaseNamesTheTraitsRead() throws {
        let spec = LayoutSpec(name: "t", sections: [.adaptive([
            AdaptiveCase(condition: try Predicate(parsing: "idiom == .pad and width > 100"), section: Self.row(2)),
        ])])
        #expect(throws: LayoutError.noAdaptiveCase(section: 0, width: 390, height: 844, traits: "idiom .phone")) {
            try LayoutPlanner.compute(spec, in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [1])
        }
    }
}
