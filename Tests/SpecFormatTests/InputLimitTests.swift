import LayoutModel
import SpecFormat
import Testing

/// Hostile files meet a located fault that names the limit they pass, never a crash or a stall: every input is
/// generated here, far past the limit, and the limit itself is shown to be reachable.
@Suite("Input limits")
struct InputLimitTests {
    static let limit = InputLimits.documentNesting
    static let nestingFault = "nesting deeper than \(InputLimits.documentNesting) levels (the limit for spec and dataset files)"

    static func parse(_ text: String, _ format: SpecFileFormat) -> (root: SpecNode?, faults: [String]) {
        let file = format == .json ? "deep.json" : "deep.yaml"
        let (root, diagnostics) = SpecDocument.parse(text, file: file, format: format)
        return (root, diagnostics.map(\.description))
    }

    /// How many arrays nest along the first elements, and the value at the bottom (walked without recursion).
    static func arrayDepth(_ root: SpecNode?) -> (levels: Int, bottom: SpecNode?) {
        var node = root
        var levels = 0
        while case .array(let elements)? = node?.value {
            levels += 1
            node = elements.first
        }
        return (levels, node)
    }

    @Test func jsonNestedToTheLimitIsRead() {
        let text = String(repeating: "[", count: Self.limit) + "1" + String(repeating: "]", count: Self.limit)
        let (root, faults) = Self.parse(text, .json)
        #expect(faults == [])
        let (levels, bottom) = Self.arrayDepth(root)
        #expect(levels == 64)
        #expect(bottom?.value == .number(1))
    }

    @Test(arguments: [65, 10_000, 1_000_000])
    func jsonNestedPastTheLimitIsRefusedAtTheFirstContainerTooDeep(depth: Int) {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let (root, faults) = Self.parse(text, .json)
        #expect(root == nil)
        // The 65th bracket, at column 65, is the first container too deep.
        #expect(faults == ["deep.json:1:65: $" + String(repeating: "[0]", count: Self.limit) + ": " + Self.nestingFault])
    }

    @Test func jsonNestingIsReportedAtItsPathInASpec() throws {
        let depth = 10_000
        let text = #"{"name": "deep", "sections": [{"group": {"size": {"width": "# + String(repeating: #"{"a": "#, count: depth)
            + "1" + String(repeating: "}", count: depth) + "}}}]}"
        // The spec's own objects and arrays take 5 levels, so the 60th "a" object is the 65th level.
        let faults: [String]
        do {
            _ = try SpecDocument.decodeLayout(text, file: "deep.json", format: .json)
            faults = []
        } catch {
            faults = error.diagnostics.map(\.description)
        }
        let column = #"{"name": "deep", "sections": [{"group": {"size": {"width": "#.count + 59 * #"{"a": "#.count + 1
        #expect(faults == [
            "deep.json:1:\(column): $.sections[0].group.size.width" + String(repeating: ".a", count: 59) + ": " + Self.nestingFault
        ])
    }

    @Test func yamlNestedToTheLimitIsRead() {
        let text = String(repeating: "[", count: Self.limit) + "1" + String(repeating: "]", count: Self.limit)
        let (root, faults) = Self.parse(text, .yaml)
        #expect(faults == [])
        let (levels, bottom) = Self.arrayDepth(root)
        #expect(levels == 64)
        #expect(bottom?.value == .number(1))
    }

    @Test(arguments: [65, 999])
    func yamlNestedPastTheLimitIsRefusedAtTheFirstContainerTooDeep(depth: Int) {
        let flow = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let (root, faults) = Self.parse(flow, .yaml)
        #expect(root == nil)
        #expect(faults == ["deep.yaml:1:65: $" + String(repeating: "[0]", count: Self.limit) + ": " + Self.nestingFault])
        // Block mappings, two spaces deeper per level: the 65th mapping starts on line 65.
        let block = (0..<depth).map { String(repeating: "  ", count: $0) + "a:" }.joined(separator: "\n") + " 1\n"
        let (blockRoot, blockFaults) = Self.parse(block, .yaml)
        #expect(blockRoot == nil)
        #expect(blockFaults == ["deep.yaml:65:\(2 * Self.limit + 1): $" + String(repeating: ".a", count: Self.limit) + ": " + Self.nestingFault])
    }

    @Test func yamlPastLibyamlsOwnBoundGetsTheSameMessage() {
        // libyaml stops at 1,000 levels before Yams builds anything; the user sees our limit, at libyaml's position.
        let depth = 100_000
        let flow = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(Self.parse(flow, .yaml).faults == ["deep.yaml:1:1: $: " + Self.nestingFault])
        // "- - - x" nests a sequence per dash on one line.
        let dashes = String(repeating: "- ", count: depth) + "x\n"
        #expect(Self.parse(dashes, .yaml).faults == ["deep.yaml:1:1999: $: " + Self.nestingFault])
    }
}
