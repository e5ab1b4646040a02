import LayoutEngine
import LayoutModel
import Testing

/// Runs every fixture in Fixtures/ (reference worked examples, rules derived by hand, and every sample) through
/// the engine and compares frames, z-indexes, content size and strip geometry. A failure prints the fixture's
/// source and each differing element as expected and actual.
@Suite("Engine fixtures")
struct FixtureTests {
    /// How close a rule-derived frame must be; a fixture of frames UIKit drew states its own measurement accuracy.
    static let tolerance = 0.0001

    /// The parametrised tests below run once per file found: a missing or moved folder would make them pass with
    /// no case at all, so the count is checked here.
    @Test func everyFixtureFolderIsFound() {
        let names = EngineFixture.allNames
        #expect(names.filter { $0.hasPrefix("reference/") }.count >= 100, "reference fixtures missing from \(EngineFixture.directory.path)")
        #expect(names.filter { $0.hasPrefix("samples/") }.count >= 40, "sample fixtures missing from \(EngineFixture.directory.path)")
        #expect(names.filter { $0.hasPrefix("flow/") }.count >= 20, "flow fixtures missing from \(EngineFixture.directory.path)")
        #expect(names.filter { $0.hasPrefix("lists/") }.count >= 20, "list fixtures missing from \(EngineFixture.directory.path)")
        #expect(names.filter { $0.hasPrefix("uikit/") }.count >= 1, "UIKit-drawn fixtures missing from \(EngineFixture.directory.path)")
        #expect(names.filter { $0.hasPrefix("ios26/") }.count >= 6, "iOS 26 list fixtures missing from \(EngineFixture.directory.path)")
    }

    @Test(arguments: EngineFixture.allNames)
    func fixture(_ name: String) throws {
        let fixture = try EngineFixture.load(name)
        let result = try LayoutPlanner.compute(fixture.spec, in: fixture.environment, itemCounts: fixture.itemCounts, content: fixture.content)
        var problems: [String] = []
        let tolerance = fixture.tolerance ?? Self.tolerance
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
        func describe(_ rect: Rect) -> String {
            "(\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
        }

        if let size = fixture.contentSize,
            !close(size.width, result.contentSize.width) || !close(size.height, result.contentSize.height)
        {
            problems.append("content size: expected \(formatNumber(size.width))x\(formatNumber(size.height)), got \(formatNumber(result.contentSize.width))x\(formatNumber(result.contentSize.height))")
        }
        if let inset = fixture.adjustedContentInset, inset != result.adjustedContentInset {
            problems.append("adjusted content inset: expected \(inset), got \(result.adjustedContentInset)")
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
                if let hidden = expected.hidden, hidden != element.hidden {
                    problems.append("\(expected.key): expected hidden \(hidden), got \(element.hidden)")
                }
            }
            if fixture.framesAreComplete {
                for key in actual.keys.sorted() where !seen.contains(key) {
                    problems.append("unexpected \(key) at \(describe(actual[key]!.frame))")
                }
            }
        }

        for expected in fixture.strips {
            guard let strip = result.orthogonalStrips.first(where: { $0.section == expected.section }) else {
                problems.append("no orthogonal strip for section \(expected.section)")
                continue
            }
            func check(_ label: String, _ want: Double?, _ got: Double) {
                if let want, !close(want, got) {
                    problems.append("strip \(expected.section) \(label): expected \(formatNumber(want)), got \(formatNumber(got))")
                }
            }
            check("content width", expected.contentWidth, strip.contentLength)
            check("min offset", expected.minOffset, strip.minimumOffset)
            check("max offset", expected.maxOffset, strip.maximumOffset)
            check("initial offset", expected.initialOffset, strip.initialOffset)
            if let rest = expected.restPoints,
                rest.count != strip.restPoints.count || zip(rest, strip.restPoints).contains(where: { !close($0, $1) })
            {
                problems.append("strip \(expected.section) rest points: expected \(rest.map(formatNumber)), got \(strip.restPoints.map(formatNumber))")
            }
        }

        if !problems.isEmpty {
            let shown = problems.prefix(25).joined(separator: "\n  ")
            let more = problems.count > 25 ? "\n  … and \(problems.count - 25) more" : ""
            Issue.record("\(name)\n  source: \(fixture.source)\n  \(shown)\(more)")
        }
    }
}
