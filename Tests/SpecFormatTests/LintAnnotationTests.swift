import Foundation
import LayoutModel
import SpecFormat
import Testing

/// The lint's spec keys (LayoutSpecFormat.md, Lint annotations): `interactive` at layout, section, group, item, list
/// and flow-section level, `lint: {"disable": [...]}` at layout, section, item, list and flow-section level; unknown
/// rule ids refused where they stand; kept in the canonical spec and left out of the geometry the cache keys on.
@Suite("Lint annotations")
struct LintAnnotationTests {
    static func decode(_ text: String, format: SpecFileFormat = .json) throws -> LayoutSpec {
        try SpecDocument.decodeLayout(text, file: "lint.json", format: format)
    }

    static func faults(_ text: String) -> [String] {
        SpecValidationTests.faults(text, file: "lint.json")
    }

    static let annotated = #"""
        {"name": "annotated", "interactive": true, "lint": {"disable": ["LL010"]},
         "sections": [
           {"group": {"kind": "horizontal", "interactive": false,
                      "size": {"width": "fractionalWidth(1)", "height": "absolute(20)"},
                      "subitems": [{"size": {"width": "absolute(20)", "height": "absolute(20)"}, "interactive": true,
                                    "lint": {"disable": ["LL007", "LL006", "LL007"]}}]},
            "interactive": false, "lint": {"disable": ["LL004"]}},
           {"list": {"appearance": "plain", "interactive": false, "lint": {"disable": ["LL008"]}}}
         ]}
        """#

    static let plain = #"""
        {"name": "annotated",
         "sections": [
           {"group": {"kind": "horizontal",
                      "size": {"width": "fractionalWidth(1)", "height": "absolute(20)"},
                      "subitems": [{"size": {"width": "absolute(20)", "height": "absolute(20)"}}]}},
           {"list": {"appearance": "plain"}}
         ]}
        """#

    @Test func everyLevelOfACompositionalLayoutReadsItsAnnotations() throws {
        let spec = try Self.decode(Self.annotated)
        #expect(spec.lint == LintAnnotations(interactive: true, disabledRules: [.LL010]))
        let layout = try #require(spec.compositional)
        guard case .fixed(let section) = layout.sections[0], case .list(let list) = layout.sections[1] else {
            Issue.record("expected a group-built section and a list section")
            return
        }
        #expect(section.lint == LintAnnotations(interactive: false, disabledRules: [.LL004]))
        #expect(section.group.lint == LintAnnotations(interactive: false))
        guard case .subitems(let subitems) = section.group.arrangement, case .item(let item) = subitems[0] else {
            Issue.record("expected one item")
            return
        }
        // Sorted, each id once.
        #expect(item.lint.disabledRules == [.LL006, .LL007])
        #expect(item.lint.interactive == true)
        #expect(list.lint == LintAnnotations(interactive: false, disabledRules: [.LL008]))
    }

    @Test func aFlowLayoutReadsThemAtItsTopAndOnItsSectionEntries() throws {
        let spec = try Self.decode(#"""
            {"name": "flow", "interactive": false,
             "flow": {"sections": [{}, {"interactive": true, "lint": {"disable": ["LL002"]}}]}}
            """#)
        #expect(spec.lint == LintAnnotations(interactive: false))
        let flow = try #require(spec.flow)
        #expect(flow.sections[0].lint == .none)
        #expect(flow.sections[1].lint == LintAnnotations(interactive: true, disabledRules: [.LL002]))
        #expect(flow.sections[1].isEmpty, "an entry holding only lint keys overrides nothing")
    }

    @Test func yamlReadsTheSameAnnotations() throws {
        let spec = try Self.decode(
            "name: annotated\ninteractive: true\nlint:\n  disable: [LL010]\nsection:\n  interactive: false\n  group:\n    kind: vertical\n    size: {width: fractionalWidth(1), height: absolute(44)}\n    subitem: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}, lint: {disable: [LL007]}}\n    count: 1\n",
            format: .yaml
        )
        #expect(spec.lint == LintAnnotations(interactive: true, disabledRules: [.LL010]))
        guard case .fixed(let section)? = spec.compositional?.sections.first, case .counted(.item(let item), _) = section.group.arrangement else {
            Issue.record("expected a counted item")
            return
        }
        #expect(section.lint.interactive == false)
        #expect(item.lint.disabledRules == [.LL007])
    }

    @Test func anUnknownRuleIdIsRefusedWhereItStandsWithEveryKnownId() {
        let faults = Self.faults(#"""
            {"name": "bad",
             "section": {"lint": {"disable": ["LL013", "touch-target", 7]},
                         "group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
                                   "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 1}}}
            """#)
        #expect(faults == [
            "lint.json:2:35: $.section.lint.disable[0]: unknown rule id \"LL013\"; known ids: LL001 (degenerate-frame), LL002 (invalid-size), LL003 (unreachable), LL004 (cross-axis-overflow), LL005 (unsafe-area), LL006 (overlap), LL007 (touch-target), LL008 (text-truncated), LL009 (dynamic-type), LL010 (estimate-drift), LL011 (rtl-mirror), LL012 (margin-bleed)",
            "lint.json:2:44: $.section.lint.disable[1]: \"touch-target\" is the name of LL007; give its id, \"LL007\"",
            "lint.json:2:60: $.section.lint.disable[2]: expected a rule id but found the number 7",
        ])
    }

    @Test func misplacedAndMalformedAnnotationsAreRefused() {
        let faults = Self.faults(#"""
            {"name": "bad", "interactive": "yes",
             "sections": [
               {"group": {"kind": "vertical", "lint": {"disable": ["LL007"]}, "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
                          "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}, "lint": {"disabled": ["LL007"]}}, "count": 1}},
               {"list": {}, "interactive": false}
             ]}
            """#)
        #expect(faults.count == 5)
        #expect(faults.contains("lint.json:1:32: $.interactive: expected true or false but found the string \"yes\""))
        #expect(faults.contains { $0.contains("$.sections[0].group.lint: \"lint\" applies to a layout, a section or an item") })
        #expect(faults.contains { $0.contains("$.sections[0].group.subitem.lint.disabled: unknown key \"disabled\" in lint settings; did you mean \"disable\"?") })
        #expect(faults.contains { $0.contains("$.sections[0].group.subitem.lint: lint settings needs \"disable\"") })
        #expect(faults.contains { $0.contains("$.sections[1].interactive: a list section's \"interactive\" goes inside its \"list\" object") })
    }

    @Test func theCanonicalSpecKeepsThemAndReadsBack() throws {
        let spec = try Self.decode(Self.annotated)
        let canonical = CanonicalSpec.json(for: spec)
        #expect(canonical.contains(#""interactive":false"#))
        #expect(canonical.contains(#""lint":{"disable":["LL006","LL007"]}"#))
        #expect(try Self.decode(canonical) == spec)
        #expect(CanonicalSpec.json(for: try Self.decode(Self.plain)) != canonical)
    }

    /// CatalogKit's import stores `geometryDigest` as the SHA-256 of `CanonicalSpec.geometryJSON` (ImportPlanner), and
    /// runs are cached by it: a spec that only adds lint keys keeps its geometry text, so its runs stay cached.
    @Test func theGeometryTheCacheKeysOnLeavesThemOut() throws {
        let annotated = try Self.decode(Self.annotated)
        let plain = try Self.decode(Self.plain)
        #expect(annotated != plain)
        #expect(CanonicalSpec.geometryJSON(for: annotated) == CanonicalSpec.geometryJSON(for: plain))
        #expect(!CanonicalSpec.geometryJSON(for: annotated).contains("lint"))
        #expect(!CanonicalSpec.geometryJSON(for: annotated).contains("interactive"))

        let flowAnnotated = try Self.decode(#"{"name": "f", "lint": {"disable": ["LL002"]}, "flow": {"sections": [{"interactive": false}]}}"#)
        let flowPlain = try Self.decode(#"{"name": "f", "flow": {"sections": [{}]}}"#)
        #expect(CanonicalSpec.geometryJSON(for: flowAnnotated) == CanonicalSpec.geometryJSON(for: flowPlain))
    }

    @Test func adaptiveCasesKeepTheirSectionsAnnotationsOutOfTheGeometryToo() throws {
        let annotated = try Self.decode(#"""
            {"name": "adaptive", "sections": [{"adaptive": [
              {"when": "width > 500", "section": {"lint": {"disable": ["LL005"]}, "group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"}, "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}, "interactive": false}, "count": 1}}},
              {"section": {"list": {"interactive": false}}}]}]}
            """#)
        let plain = try Self.decode(#"""
            {"name": "adaptive", "sections": [{"adaptive": [
              {"when": "width > 500", "section": {"group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"}, "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 1}}},
              {"section": {"list": {}}}]}]}
            """#)
        #expect(CanonicalSpec.geometryJSON(for: annotated) == CanonicalSpec.geometryJSON(for: plain))
        #expect(annotated.removingLintAnnotations == plain)
    }
}
