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

    /// Ten aliases of a node holding ten aliases of ...: 109 nodes written, 10^9 meant.
    static let billionLaughs = """
        a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
        f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
        g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
        h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]
        i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h, *h]

        """

    @Test func aliasesThatExpandPastTheBudgetAreRefused() {
        let (root, faults) = Self.parse(Self.billionLaughs, .yaml)
        #expect(root == nil)
        // Copies of *a under b add 110 nodes, under c 1,110, under d 11,110; each *d under e adds 11,111, so the
        // 8th one (e[7]) passes 100,000. The file spells out 9 keys, 9 sequences, 10 scalars, 80 aliases and
        // the root: 109 nodes, whose tenfold is below the 100,000 floor.
        #expect(faults == [
            "deep.yaml:4:4: $.e[7]: aliases expand the file past 100000 nodes (the limit for YAML aliases: 10 times the 109 nodes the file spells out, and at least 100000); the alias here is *d, anchored at line 4"
        ])
    }

    @Test func aliasesWithinTheBudgetAreCopies() throws {
        let yaml = """
            name: reused
            section:
              group:
                kind: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitems:
                  - &cell {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
                  - *cell
            """
        let json = """
            {"name": "reused", "section": {"group": {"kind": "horizontal",
              "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
              "subitems": [{"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}},
                           {"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}}]}}}
            """
        #expect(try SpecDocument.decodeLayout(yaml, file: "reused.yaml", format: .yaml)
            == SpecDocument.decodeLayout(json, file: "reused.json", format: .json))
    }

    @Test func largeFilesMayExpandTenfold() {
        // 30,000 records of four aliases of one scalar: 120,000 copies, past the 100,000 floor but well within
        // ten times the 150,002 nodes written.
        let records = 30_000
        let yaml = "shared: &x forest\nrecords:\n" + String(repeating: "  - [*x, *x, *x, *x]\n", count: records)
        let (root, faults) = Self.parse(yaml, .yaml)
        #expect(faults == [])
        guard case .array(let list)? = root?["records"]?.value else {
            Issue.record("no records")
            return
        }
        #expect(list.count == records)
        #expect(list.last == SpecNode(.array(Array(repeating: SpecNode(.string("forest")), count: 4))))
    }

    @Test func largeFilesMayNotExpandMoreThanTenfold() {
        // One anchored mapping of 201 nodes (100 keys, 100 values and itself) copied 20,000 times: 4,020,000
        // copies. The file spells out the root, 2 keys, the mapping's 201 nodes, the sequence and 20,000
        // aliases: 20,205 nodes, so the budget is 202,050, and the 1,006th copy (copies[1005]) passes it.
        let fields = (0..<100).map { "k\($0): \($0)" }.joined(separator: ", ")
        let yaml = "template: &t {\(fields)}\ncopies:\n" + String(repeating: "  - *t\n", count: 20_000)
        let (root, faults) = Self.parse(yaml, .yaml)
        #expect(root == nil)
        #expect(faults == [
            "deep.yaml:1:11: $.copies[1005]: aliases expand the file past 202050 nodes (the limit for YAML aliases: 10 times the 20205 nodes the file spells out, and at least 100000); the alias here is *t, anchored at line 1"
        ])
    }

    static func layoutFaults(_ text: String) -> [String] {
        do {
            _ = try SpecDocument.decodeLayout(text, file: "deep.json", format: .json)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A one-section spec whose item has a badge shown when `visibleWhen`, adaptive by `when`.
    static func spec(visibleWhen: String, when: String) -> String {
        let size = #"{"width": "absolute(10)", "height": "absolute(10)"}"#
        let badge = #"{"elementKind": "badge", "size": \#(size), "containerAnchor": {"edges": ["top"]}, "visibleWhen": "\#(visibleWhen)"}"#
        let group = #"{"kind": "horizontal", "size": \#(size), "subitems": [{"size": \#(size), "supplementaryItems": [\#(badge)]}]}"#
        return #"{"name": "t", "sections": [{"adaptive": [{"when": "\#(when)", "section": {"group": \#(group)}}]}]}"#
    }

    @Test func predicatesNestedPastTheLimitAreLocatedFaults() {
        let fault = "nesting deeper than 32 levels of parentheses and 'not' (the limit for predicates)"
        let nots = String(repeating: "not ", count: 20_000) + "width > 3"
        let whenColumn = #"{"name": "t", "sections": [{"adaptive": [{"when": "#.count + 1
        #expect(Self.layoutFaults(Self.spec(visibleWhen: "updateCount > 0", when: nots)) == [
            "deep.json:1:\(whenColumn): $.sections[0].adaptive[0].when: invalid predicate \"\(String(repeating: "not ", count: 10))…\": \(fault) at character 129"
        ])
        let parentheses = String(repeating: "(", count: 10_000) + "updateCount > 0" + String(repeating: ")", count: 10_000)
        let text = Self.spec(visibleWhen: parentheses, when: "width > 3")
        let badgeColumn = text[..<text.firstRange(of: "\"(((")!.lowerBound].count + 1
        #expect(Self.layoutFaults(text) == [
            "deep.json:1:\(badgeColumn): $.sections[0].adaptive[0].section.group.subitems[0].supplementaryItems[0].visibleWhen: invalid predicate \"\(String(repeating: "(", count: 40))…\": \(fault) at character 33"
        ])
    }

    @Test func longPredicateChainsAreRead() throws {
        let count = 100_000
        let visibleWhen = Array(repeating: "updateCount > 0", count: count).joined(separator: " and ")
        let when = Array(repeating: "width > 3", count: count).joined(separator: " || ")
        let spec = try SpecDocument.decodeLayout(Self.spec(visibleWhen: visibleWhen, when: when), file: "long.json", format: .json)
        guard case .adaptive(let cases)? = spec.compositional?.sections.first else {
            Issue.record("expected an adaptive section, found \(String(describing: spec.compositional?.sections.first))")
            return
        }
        #expect(cases.first?.condition == .or(Array(repeating: .comparison(.name("width"), .greater, .number(3)), count: count)))
        guard case .subitems(let subitems)? = cases.first?.section.composed?.group.arrangement, case .item(let item)? = subitems.first else {
            Issue.record("expected an item among the group's subitems")
            return
        }
        let badge = item.supplementaryItems.first
        #expect(badge?.visibleWhen?.evaluate(in: PredicateValues(["updateCount": .number(2)])) == true)
        #expect(badge?.visibleWhen?.evaluate(in: PredicateValues(["updateCount": .number(0)])) == false)
        #expect(badge?.visibleWhen?.description == visibleWhen)
    }
}
