import LayoutEngine
import LayoutModel
import Testing

/// The engine takes the first case of an adaptive flow layout whose condition holds (LayoutSpecFormat.md, Adaptive
/// flow layouts), `width` and `height` being the collection view's bounds, and plans it as any flow layout. The
/// expected frames follow from the flow rules by hand: F8 packs a line with as many items as fit, F13 spreads a
/// uniform section's `n` columns `g = (L − n·w)/(n − 1)` apart (the last line too), F12 centres a lone item, F18
/// stacks lines `minimumLineSpacing` apart.
@Suite("Adaptive flow planning")
struct AdaptiveFlowPlanningTests {
    static func flow(_ width: FlowExpression, _ height: FlowExpression, sectionInset: FlowInsets = .zero) -> FlowLayout {
        FlowLayout(itemSize: FlowSize(width: width, height: height), sectionInset: sectionInset)
    }

    /// An iPad takes three 200-point columns inside 17-point side insets, a phone wider than 400 points four of 100,
    /// any other a full-width row.
    static func spec() throws -> LayoutSpec {
        LayoutSpec(name: "adaptive-flow", definition: .adaptiveFlow([
            FlowCase(condition: try Predicate(parsing: "idiom == .pad"), layout: flow(200, 100, sectionInset: FlowInsets(left: 17, right: 17))),
            FlowCase(condition: try Predicate(parsing: "width > 400"), layout: flow(100, 50)),
            FlowCase(condition: nil, layout: flow(try FlowExpression(parsing: "width"), 44)),
        ]))
    }

    static func frames(_ spec: LayoutSpec, in environment: LayoutEnvironment, items: Int) throws -> [Rect] {
        let result = try LayoutPlanner.compute(spec, in: environment, itemCounts: [items])
        return (0..<result.elements.count).map { result.elements.frame(at: $0) }
    }

    @Test func aNarrowPhoneTakesTheOtherwiseCase() throws {
        // One 390-point item per line (F12: centred, so at x 0), lines 44 + 10 apart.
        let frames = try Self.frames(try Self.spec(), in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), items: 3)
        #expect(frames == [0, 1, 2].map { Rect(x: 0, y: Double($0) * 54, width: 390, height: 44) })
    }

    @Test func aWidePhoneTakesTheWidthCase() throws {
        // 430 points: four 100-point items fit with 10 between (F8), spread 10 apart (F13); the fifth starts line 2.
        let frames = try Self.frames(try Self.spec(), in: LayoutEnvironment(containerSize: Size(width: 430, height: 932)), items: 5)
        #expect(frames.map(\.x) == [0, 110, 220, 330, 0])
        #expect(frames[4] == Rect(x: 0, y: 60, width: 100, height: 50))
    }

    @Test func anIPadTakesTheIdiomCase() throws {
        var environment = LayoutEnvironment(containerSize: Size(width: 1, height: 1))
        environment.choose(DeviceCatalog.device("ipad-pro-11-m4")!, .portrait)
        // 834 − 34 = 800 points of line: three 200-point items (four need 830), g = (800 − 600) / 2 = 100.
        let frames = try Self.frames(try Self.spec(), in: environment, items: 4)
        #expect(frames.map(\.x) == [17, 317, 617, 17])
        #expect(frames[3] == Rect(x: 17, y: 110, width: 200, height: 100))
    }

    @Test func rightToLeftChoosesByItsOwnDirectionThenMirrors() throws {
        let spec = LayoutSpec(name: "direction", definition: .adaptiveFlow([
            FlowCase(condition: try Predicate(parsing: "layoutDirection == .rightToLeft"), layout: Self.flow(100, 50)),
            FlowCase(condition: nil, layout: Self.flow(50, 50)),
        ]))
        // 390 points: three 100-point items, g = 45, at 0, 145, 290 left to right; mirrored, item 0 is at 390 − 100.
        let frames = try Self.frames(spec, in: LayoutEnvironment(containerSize: Size(width: 390, height: 844), layoutDirection: .rightToLeft), items: 3)
        #expect(frames.map(\.x) == [290, 145, 0])
        #expect(frames.allSatisfy { $0.width == 100 })
    }

    @Test func noCaseHoldingIsAnErrorNamingTheTraits() throws {
        let spec = LayoutSpec(name: "pad-only", definition: .adaptiveFlow([
            FlowCase(condition: try Predicate(parsing: "idiom == .pad"), layout: Self.flow(100, 50)),
        ]))
        #expect(throws: LayoutError.noFlowCase(width: 390, height: 844, traits: "idiom .phone")) {
            try LayoutPlanner.compute(spec, in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [1])
        }
    }

    @Test func aValueThatCannotBeUsedIsNamedByItsCase() throws {
        let spec = LayoutSpec(name: "negative", definition: .adaptiveFlow([
            FlowCase(condition: try Predicate(parsing: "width > 1000"), layout: Self.flow(100, 50)),
            FlowCase(condition: nil, layout: Self.flow(try FlowExpression(parsing: "width - 500"), 50)),
        ]))
        do {
            _ = try LayoutPlanner.compute(spec, in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [1])
            Issue.record("expected an invalid value")
        } catch {
            guard case .invalidValue(_, _, let path, let expression, _) = error else {
                Issue.record("expected an invalid value, got \(error)")
                return
            }
            #expect(path == "$.flow.adaptive[1].flow.itemSize.width")
            #expect(expression == "width - 500")
        }
    }
}
