import LayoutModel
import SpecFormat
import Testing

/// Trait conditions in spec files (LayoutSpecFormat.md, Trait conditions): read from JSON and YAML, written back
/// in canonical form, and refused with the JSON path of the `when` at fault.
@Suite("Trait condition decoding")
struct TraitConditionDecodingTests {
    static let group = #"{"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(10)"}, "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2}"#

    /// A one-section spec whose adaptive cases have these conditions (nil: no `when`).
    static func spec(_ conditions: [String?]) -> String {
        let cases = conditions.map { condition in
            (condition.map { #"{"when": "\#($0)", "section": {"group": \#(group)}}"# } ?? #"{"section": {"group": \#(group)}}"#)
        }
        return #"{"name": "t", "sections": [{"adaptive": [\#(cases.joined(separator: ", "))]}]}"#
    }

    static func faults(_ text: String) -> [String] {
        do {
            _ = try SpecDocument.decodeLayout(text, file: "t.json", format: .json)
            return []
        } catch {
            return error.diagnostics.map { "\($0.path): \($0.message)" }
        }
    }

    @Test func conditionsOnTraitsReadAndWriteBack() throws {
        let text = Self.spec(["idiom == .pad and horizontalSizeClass == .regular", "contentSizeCategory >= .accessibilityMedium or isAccessibilityCategory", "layoutDirection == .rightToLeft && width > 600", nil])
        let spec = try SpecDocument.decodeLayout(text, file: "t.json", format: .json)
        guard case .adaptive(let cases)? = spec.compositional?.sections.first else {
            Issue.record("expected an adaptive section")
            return
        }
        #expect(cases.map { $0.condition?.description } == [
            "idiom == .pad and horizontalSizeClass == .regular", "contentSizeCategory >= .accessibilityMedium or isAccessibilityCategory",
            "layoutDirection == .rightToLeft and width > 600", nil,
        ])
        let canonical = CanonicalSpec.json(for: spec)
        #expect(canonical.contains(#""when":"idiom == .pad and horizontalSizeClass == .regular""#))
        #expect(try SpecDocument.decodeLayout(canonical, file: "canonical.json", format: .json) == spec)
    }

    @Test func yamlWritesCasesUnquoted() throws {
        let yaml = """
            name: t
            sections:
              - adaptive:
                  - when: idiom == .pad
                    section: {group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(10)}, subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}}
                  - section: {group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(20)}, subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}}
            """
        let spec = try SpecDocument.decodeLayout(yaml, file: "t.yaml", format: .yaml)
        guard case .adaptive(let cases)? = spec.compositional?.sections.first else {
            Issue.record("expected an adaptive section")
            return
        }
        #expect(cases.first?.condition == .comparison(.name("idiom"), .equal, .caseName("pad")))
    }

    @Test func eachFaultNamesTheWhenAtFault() {
        #expect(Self.faults(Self.spec(["idiom == 3", "horizontalSizeClass == .pad", "sizeClass == .compact", nil])) == [
            "$.sections[0].adaptive[0].when: `idiom == 3` compares idiom, one of .phone, .pad, with a number; compare it with one of its cases",
            "$.sections[0].adaptive[1].when: `horizontalSizeClass == .pad`: .pad is not a case of horizontalSizeClass, which is one of .compact, .regular",
            #"$.sections[0].adaptive[2].when: unknown name "sizeClass" in "sizeClass == .compact"; did you mean "horizontalSizeClass"?"#,
        ])
    }

    @Test func casesNoEnvironmentChoosesAreFaults() {
        #expect(Self.faults(Self.spec(["idiom == .pad and idiom == .phone", "width > 500", "width > 800", "true", nil])) == [
            "$.sections[0].adaptive[0].when: this case is never chosen: its condition holds in no environment",
            "$.sections[0].adaptive[2].when: this case is never chosen: wherever its condition holds, an earlier case's holds too, and the first that holds is used",
            "$.sections[0].adaptive[4]: this case is never chosen: an earlier case holds in every environment",
        ])
    }

    @Test func conditionsTooManyToCheckAreAFaultOfTheSection() {
        let many = (0..<1_200).map { Optional("width > \($0) and height > \($0)") } + [nil]
        let faults = Self.faults(Self.spec(many))
        #expect(faults.count == 1)
        #expect(faults.first?.hasPrefix("$.sections[0].adaptive: these conditions are too many to check that every case can be chosen (") == true)
    }

    @Test func caseLiteralsBelongToTraitConditionsOnly() {
        let size = #"{"width": "absolute(10)", "height": "absolute(10)"}"#
        let badge = #"{"elementKind": "badge", "size": \#(size), "containerAnchor": {"edges": ["top"]}, "visibleWhen": "kind == .large"}"#
        let text = #"{"name": "t", "section": {"group": {"kind": "horizontal", "size": \#(size), "subitems": [{"size": \#(size), "supplementaryItems": [\#(badge)]}]}}}"#
        #expect(Self.faults(text) == [
            #"$.section.group.subitems[0].supplementaryItems[0].visibleWhen: ".large" in "kind == .large" is a case, which only an adaptive section's `when` compares traits with; compare a field with quoted text, such as "kind == 'large'""#
        ])
    }
}
