import Foundation
import LayoutModel
import SpecFormat
import Testing

/// Every fault is reported at once, each with the file, its line and column, the JSON path and a plain message.
@Suite("Spec validation")
struct SpecValidationTests {
    static func faults(_ text: String, format: SpecFileFormat = .json, file: String = "bad.json") -> [String] {
        do {
            _ = try SpecDocument.decodeLayout(text, file: file, format: format)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func reportsEveryFaultOfAFileAtOnce() {
        let text = """
            {
              "name": "many faults",
              "sections": [{
                "group": {
                  "kind": "horizontal",
                  "size": {"width": "fractionalWdth(1)", "height": "absolute(-4)"},
                  "subitem": {"size": {"width": "absolute(10)", "height": "absolute(10)"}},
                  "count": 0,
                  "interItemSpacing": "fixd(3)"
                },
                "orthogonalScrollingBehavior": "groupPage",
                "interGroupSpcing": 10
              }]
            }
            """
        #expect(Self.faults(text) == [
            #"bad.json:2:11: $.name: the name "many faults" may use only letters, digits, '-', '_' and '.'"#,
            #"bad.json:12:25: $.sections[0].interGroupSpcing: unknown key "interGroupSpcing" in a section; did you mean "interGroupSpacing"?"#,
            #"bad.json:6:25: $.sections[0].group.size.width: unknown dimension kind "fractionalWdth"; did you mean "fractionalWidth"?"#,
            #"bad.json:6:56: $.sections[0].group.size.height: must not be negative (found -4)"#,
            #"bad.json:8:16: $.sections[0].group.count: must be at least 1 (found 0)"#,
            #"bad.json:9:27: $.sections[0].group.interItemSpacing: expected a spacing such as "fixed(10)" or "flexible(4)" but found the string "fixd(3)"; did you mean "fixed"?"#,
            #"bad.json:11:36: $.sections[0].orthogonalScrollingBehavior: unknown orthogonal scrolling behavior "groupPage"; did you mean "groupPaging"?"#,
        ])
    }

    /// Limits.md: every number a spec holds is bounded (InputLimits), so no NaN, infinity or overflow reaches a frame.
    @Test func valuesPastTheirLimitsAreLocatedFaults() {
        let text = """
            {"name": "far", "itemCounts": [1000000001],
             "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(101)", "height": "absolute(1e8)"},
               "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}, "contentInsets": -1e308,
                           "content": {"text": "a", "font": {"size": 1001}}},
               "count": 1001, "supplementaryItems": []},
              "interGroupSpacing": 20000000,
              "decorationItems": [{"elementKind": "background", "zIndex": -1000001}]}}
            """
        #expect(Self.faults(text) == [
            "bad.json:1:32: $.itemCounts[0]: must be at most 1000000000 (found 1000000001; the limit for items per section)",
            #"bad.json:2:64: $.section.group.size.width: must be at most 100 (found 101; the limit for fractions)"#,
            #"bad.json:2:98: $.section.group.size.height: must be at most 10000000 (found 100000000; the limit for lengths)"#,
            "bad.json:3:107: $.section.group.subitem.contentInsets: must be at least -10000000 (found -1e+308; the limit for lengths)",
            "bad.json:4:58: $.section.group.subitem.content.font.size: must be at most 1000 (found 1001; the limit for font sizes)",
            "bad.json:5:13: $.section.group.count: must be at most 1000 (found 1001; the limit for subitems per group)",
            "bad.json:6:24: $.section.interGroupSpacing: must be at most 10000000 (found 20000000; the limit for lengths)",
            "bad.json:7:63: $.section.decorationItems[0].zIndex: must be at least -1000000 (found -1000001; the limit for z indexes)",
        ])
    }

    /// Negative fixed edge spacing is legal (waterfall layouts use it); a negative flexible one has no meaning.
    @Test func negativeFixedEdgeSpacingIsAcceptedAndNegativeFlexibleIsNot() throws {
        func text(_ bottom: String) -> String {
            #"{"name": "w", "section": {"group": {"kind": "vertical", "size": {"width": "absolute(100)", "height": "absolute(300)"}, "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "absolute(100)"}, "edgeSpacing": {"bottom": \#(bottom)}}]}}}"#
        }
        let spec = try SpecDocument.decodeLayout(text(#""fixed(-24)""#), file: "w.json", format: .json)
        guard case .fixed(let section) = spec.compositional!.sections[0], case .subitems(let elements) = section.group.arrangement,
            case .item(let item) = elements[0]
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(item.edgeSpacing == EdgeSpacing(bottom: .fixed(-24)))
        #expect(Self.faults(text(#""flexible(-4)""#)).map { $0.replacingOccurrences(of: #"^bad.json:\d+:\d+: "#, with: "", options: .regularExpression) } == [
            "$.section.group.subitems[0].edgeSpacing.bottom: a flexible edge spacing must not be negative (found -4); a negative fixed one may overlap neighbours",
        ])
    }

    @Test func wrongTypesAndMissingKeys() {
        let text = """
            {"name": "t", "section": {"group": {"kind": "vertical", "size": {"width": 44},
              "subitems": "item"}, "contentInsets": true, "supplementariesFollowContentInsets": "no"}}
            """
        #expect(Self.faults(text) == [
            #"bad.json:1:65: $.section.group.size: a size needs "height""#,
            #"bad.json:1:75: $.section.group.size.width: expected a dimension such as "fractionalWidth(0.5)" or {"absolute": 44} but found the number 44"#,
            #"bad.json:2:15: $.section.group.subitems: expected an array of items or groups but found the string "item""#,
            #"bad.json:2:41: $.section.contentInsets: expected insets (an object) but found true"#,
            #"bad.json:2:85: $.section.supplementariesFollowContentInsets: expected true or false but found the string "no""#,
        ])
    }

    @Test func subitemRulesAndCustomGroups() {
        let item = #"{"size": {"width": "absolute(1)", "height": "absolute(1)"}}"#
        let text = """
            {"name": "t", "sections": [
              {"group": {"kind": "horizontal", "size": {"width": "absolute(1)", "height": "absolute(1)"}, "subitems": []}},
              {"group": {"kind": "horizontal", "size": {"width": "absolute(1)", "height": "absolute(1)"}, "subitems": [\(item)], "subitem": \(item), "count": 2}},
              {"group": {"kind": "custom", "size": {"width": "absolute(1)", "height": "absolute(1)"}}},
              {"group": {"kind": "grid", "size": {"width": "absolute(1)", "height": "absolute(1)"}, "subitems": [\(item)]}}
            ]}
            """
        #expect(Self.faults(text) == [
            #"bad.json:2:107: $.sections[0].group.subitems: a group needs at least one subitem"#,
            #"bad.json:3:181: $.sections[1].group.subitem: give only one of "subitems", "subitem" and "repeatingSubitem" (found "subitems" and "subitem")"#,
            #"bad.json:4:13: $.sections[2].group: a custom group needs "frames": [{"x", "y", "width", "height"}, ...]"#,
            #"bad.json:5:22: $.sections[3].group.kind: unknown group kind "grid"; valid values: horizontal, vertical, custom"#,
        ])
    }

    @Test func nonFiniteSizesInYAML() {
        let yaml = """
            name: t
            section:
              group:
                kind: horizontal
                size: {width: {absolute: .nan}, height: {absolute: .inf}}
                subitems:
                  - size: {width: fractionalWidth(1), height: fractionalHeight(1)}
            """
        #expect(Self.faults(yaml, format: .yaml, file: "bad.yaml") == [
            "bad.yaml:5:19: $.section.group.size.width: NaN is not a valid value",
            "bad.yaml:5:45: $.section.group.size.height: an infinite value is not valid",
        ])
    }

    @Test func nestingDeeperThanTheBoundIsRefused() {
        var group = #"{"size": {"width": "absolute(1)", "height": "absolute(1)"}}"#
        for _ in 0..<(LayoutSpecDecoder.maximumGroupDepth + 1) {
            group = #"{"kind": "vertical", "size": {"width": "absolute(1)", "height": "absolute(1)"}, "subitems": [\#(group)]}"#
        }
        let faults = Self.faults(#"{"name": "deep", "section": {"group": \#(group)}}"#)
        #expect(faults.count == 1)
        #expect(faults.first?.contains("groups nest more than 16 levels deep here") == true)
        #expect(faults.first?.contains("$.section.group" + String(repeating: ".subitems[0]", count: 16) + ":") == true)
    }

    @Test func supplementariesSharingAnElementKindAreRefused() {
        let badge = #"{"elementKind": "badge", "size": {"width": "absolute(8)", "height": "absolute(8)"}, "containerAnchor": {"edges": ["top"]}}"#
        let text = """
            {"name": "t", "section": {"group": {"kind": "horizontal", "size": {"width": "absolute(1)", "height": "absolute(1)"},
              "subitems": [{"size": {"width": "absolute(1)", "height": "absolute(1)"}, "supplementaryItems": [\(badge)]},
                           {"size": {"width": "absolute(2)", "height": "absolute(1)"}, "supplementaryItems": [\(badge)]}]}}}
            """
        let faults = Self.faults(text)
        #expect(faults == [
            #"bad.json:1:26: $.section: element kind "badge" is used by more than one supplementary in this section; UIKit requires every supplementary of a section to have a unique elementKind"#
        ])
    }

    @Test func positionsOnALongLineCountCharacters() {
        // Minified files are one long line: columns count characters (each "é" is two UTF-8 bytes) all the way
        // along it, and start again at 1 on the next line.
        let title = String(repeating: "é", count: 10_000)
        let text = "{\"title\": \"\(title)\", \"name\": \"t t\", \"section\": 1,\n \"sectionz\": 2}"
        // `{"title": "` is 11 characters, the title 10,000, `", "name": ` 11: the name's value starts at 10,023;
        // it is 5 characters long and `, "section": ` 13, so the section's value starts at 10,041.
        #expect(Self.faults(text) == [
            #"bad.json:2:14: $.sectionz: unknown key "sectionz" in a layout spec; did you mean "section"?"#,
            #"bad.json:1:10023: $.name: the name "t t" may use only letters, digits, '-', '_' and '.'"#,
            "bad.json:1:10041: $.section: expected a section (an object) but found the number 1",
        ])
    }

    @Test func duplicateKeysKeepTheLastOccurrenceAndSayWhereTheFirstWas() {
        // A small object (scanned) and one of ten keys (indexed by hash) behave alike.
        let small = SpecDocument.parse("{\"a\": 1, \"b\": 2,\n \"a\": 3}", file: "dup.json", format: .json)
        #expect(small.root?.keys == ["b", "a"])
        #expect(small.root?["a"]?.value == .number(3))
        #expect(small.diagnostics.map(\.description) == [#"dup.json:2:2: $.a: duplicate key "a" (also at line 1)"#])
        let fields = (0..<10).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let large = SpecDocument.parse("{\(fields),\n \"k3\": 30, \"k9\": 90}", file: "dup.json", format: .json)
        #expect(large.root?.keys == ["k0", "k1", "k2", "k4", "k5", "k6", "k7", "k8", "k3", "k9"])
        #expect(large.root?["k3"]?.value == .number(30))
        #expect(large.diagnostics.map(\.description) == [
            #"dup.json:2:2: $.k3: duplicate key "k3" (also at line 1)"#, #"dup.json:2:12: $.k9: duplicate key "k9" (also at line 1)"#,
        ])
    }

    @Test func objectsWithManyKeysAreRead() {
        // Each key used to be looked for among all earlier ones: 100,000 keys took 18 s in a release build.
        let count = 100_000
        let text = "{" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}"
        let (root, diagnostics) = SpecDocument.parse(text, file: "wide.json", format: .json)
        #expect(diagnostics == [])
        #expect(root?.keys?.count == count)
        #expect(root?["k99999"]?.value == .number(99_999))
        // YAML converts mappings the same way (fewer keys: Yams is slow to compose in a debug build).
        let yaml = (0..<20_000).map { "k\($0): \($0)" }.joined(separator: "\n")
        let (yamlRoot, yamlDiagnostics) = SpecDocument.parse(yaml, file: "wide.yaml", format: .yaml)
        #expect(yamlDiagnostics == [])
        #expect(yamlRoot?.keys?.count == 20_000)
        #expect(yamlRoot?["k19999"]?.value == .number(19_999))
    }

    @Test func syntaxErrorsNameTheirPosition() {
        #expect(Self.faults("{\"name\": \"t\",\n  \"section\": {]}") == [
            "bad.json:2:15: $: invalid JSON: expected a key in double quotes"
        ])
        #expect(Self.faults("name: [unclosed\n", format: .yaml, file: "bad.yaml").first?.hasPrefix("bad.yaml:2:1: $: invalid YAML:") == true)
    }

    @Test func adaptiveConditionsMayReadOnlyTheContainer() {
        let group = #"{"kind": "horizontal", "size": {"width": "absolute(1)", "height": "absolute(1)"}, "subitems": [{"size": {"width": "absolute(1)", "height": "absolute(1)"}}]}"#
        let text = #"{"name": "t", "sections": [{"adaptive": [{"when": "widht > 3", "section": {"group": \#(group)}}, {"when": "width >", "section": {"group": \#(group)}}]}]}"#
        #expect(Self.faults(text) == [
            #"bad.json:1:51: $.sections[0].adaptive[0].when: unknown name "widht" in "widht > 3"; did you mean "width"?"#,
            #"bad.json:1:254: $.sections[0].adaptive[1].when: invalid predicate "width >": expected a value but found the end of the expression at character 8"#,
        ])
    }
}
