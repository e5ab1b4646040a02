import LayoutEngine
import LayoutModel
import Testing

/// The three ways frames come out of a plan (all at once, in chunks, in a rectangle) agree on every fixture.
@Suite("Output paths")
struct OutputPathTests {
    /// Rectangles over a layout: viewports at the start, middle and end, thin bands, one beyond it, across strips.
    static func rectangles(for result: LayoutResult, environment: LayoutEnvironment) -> [Rect] {
        let content = result.contentSize
        let view = environment.containerSize
        var rects = [
            Rect(x: 0, y: 0, width: view.width, height: view.height),
            Rect(x: 0, y: content.height / 2, width: view.width, height: view.height),
            Rect(x: 0, y: max(0, content.height - view.height), width: view.width, height: view.height),
            Rect(x: content.width / 2, y: 0, width: view.width, height: view.height),
            Rect(x: max(0, content.width - view.width), y: 0, width: view.width, height: view.height),
            Rect(x: 0, y: content.height / 3, width: content.width, height: 1),
            Rect(x: content.width / 3, y: 0, width: 1, height: content.height),
            Rect(x: -50, y: -50, width: content.width + 2000, height: content.height + 100),
            Rect(x: 0, y: content.height + 10, width: view.width, height: view.height),
        ]
        for step in stride(from: 0.0, to: content.height, by: max(37.5, content.height / 7)) {
            rects.append(Rect(x: 0, y: step, width: view.width, height: 100))
        }
        return rects
    }

    @Test(arguments: EngineFixture.allNames)
    func rectQueriesReturnExactlyTheFramesInTheRectangle(_ name: String) throws {
        let fixture = try EngineFixture.load(name)
        let plan = try LayoutPlanner.plan(fixture.spec, in: fixture.environment, itemCounts: fixture.itemCounts, content: fixture.content)
        let all = plan.result()
        #expect(all.elements == (try LayoutPlanner.compute(fixture.spec, in: fixture.environment, itemCounts: fixture.itemCounts, content: fixture.content)).elements)
        for rect in Self.rectangles(for: all, environment: fixture.environment) {
            let expected = all.elements.elements.filter { $0.frame.intersects(rect) }
            let found = plan.elements(in: rect)
            #expect(found == expected, "\(name): rect \(rect): \(found.count) found, \(expected.count) expected")
        }
    }

    @Test(arguments: EngineFixture.allNames)
    func chunksConcatenateToTheWholeResult(_ name: String) throws {
        let fixture = try EngineFixture.load(name)
        let plan = try LayoutPlanner.plan(fixture.spec, in: fixture.environment, itemCounts: fixture.itemCounts, content: fixture.content)
        let all = plan.result().elements.elements
        for chunkSize in [1, 3, 64] {
            var chunks: [LayoutElementFrame] = []
            try plan.write(chunkSize: chunkSize) { buffer in chunks += buffer.elements }
            #expect(chunks == all, "\(name): chunks of \(chunkSize)")
        }
    }

    @Test func aMillionItemRectQueryTouchesOnlyTheVisibleGroups() throws {
        let plan = try LayoutPlanner.plan(EngineBehaviourTests.twoColumnGrid, in: LayoutEnvironment(
            containerSize: Size(width: 390, height: 844), scale: 3
        ), itemCounts: [1_000_000])
        // Rows are 110 apart (100 tall + 10 spacing); a viewport at y 5,000,000 sees rows 45454 to 45462.
        let visible = plan.elements(in: Rect(x: 0, y: 5_000_000, width: 390, height: 844))
        #expect(visible.map(\.item) == Array((45454 * 2)..<(45462 * 2 + 2)))
        #expect(visible.first?.frame == Rect(x: 10, y: 45454 * 110, width: 180, height: 100))
        #expect(plan.contentSize == Size(width: 390, height: 500_000 * 110 - 10))
    }
}
