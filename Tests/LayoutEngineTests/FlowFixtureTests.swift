import LayoutEngine
import LayoutModel
import Testing

/// Runs every flow fixture in Fixtures/flow/ (the worked examples E1 to E9 of `flow-semantics.md` and cases
/// worked out by hand from its rules) through the flow engine, and compares frames, z-indexes, content size,
/// adjusted content inset and warnings. A failure prints the fixture's source and each differing element.
@Suite("Flow fixtures")
struct FlowFixtureTests {
    static let tolerance = 0.0001

    @Test func theFolderHoldsTheFixtures() {
        // A missing or misplaced folder must fail, not run zero cases.
        #expect(FlowFixture.allNames.count >= 10)
    }

    @Test(arguments: FlowFixture.allNames)
    func fixture(_ name: String) throws {
        let fixture = try FlowFixture.load(name)
        let plan = try FlowEngine.plan(fixture.flow, in: fixture.environment, content: fixture.content)
        let result = plan.result()
        var problems: [String] = []
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= Self.tolerance }
        func describe(_ rect: Rect) -> String {
            "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
        }

        if let size = fixture.contentSize,
            !close(size.width, result.contentSize.width) || !close(size.height, result.contentSize.height)
        {
            problems.append("content size: expected \(formatNumber(size.width))x\(formatNumber(size.height)), got \(formatNumber(result.contentSize.width))x\(formatNumber(result.contentSize.height))")
        }
        if let inset = fixture.adjustedContentInset, inset != plan.adjustedContentInset {
            problems.append("adjusted content inset: expected \(inset), got \(plan.adjustedContentInset)")
        }
        for text in fixture.warnings where !result.warnings.contains(where: { $0.contains(text) }) {
            problems.append("no warning contains \"\(text)\" (warnings: \(result.warnings))")
        }

        if let expectedFrames = fixture.frames {
            var actual: [String: LayoutElementFrame] = [:]
            for element in result.elements.elements {
                let key = "\(element.category.name) \(element.elementKind ?? "-") [\(element.section), \(element.item)]"
                if actual[key] != nil { problems.append("engine produced \(key) twice") }
                actual[key] = element
            }
            var seen: Set<String> = []
            for expected in expectedFrames {
                seen.insert(expected.key)
                guard let element = actual[expected.key] else {
                    problems.append("missing \(expected.key): expected \(describe(expected.frame))")
                    continue
                }
                let a = element.frame
                let e = expected.frame
                if !close(a.x, e.x) || !close(a.y, e.y) || !close(a.width, e.width) || !close(a.height, e.height) {
                    problems.append("\(expected.key): expected \(describe(e)), got \(describe(a))")
                }
                if let z = expected.zIndex, z != element.zIndex {
                    problems.append("\(expected.key): expected zIndex \(z), got \(element.zIndex)")
                }
            }
            if fixture.framesAreComplete {
                for key in actual.keys.sorted() where !seen.contains(key) {
                    problems.append("unexpected \(key) at \(describe(actual[key]!.frame))")
                }
            }
        }

        if !problems.isEmpty {
            let shown = problems.prefix(25).joined(separator: "\n  ")
            let more = problems.count > 25 ? "\n  … and \(problems.count - 25) more" : ""
            Issue.record("\(name)\n  source: \(fixture.source)\n  \(shown)\(more)")
        }
    }
}
