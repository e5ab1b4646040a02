import Foundation
import LayoutModel
import SpecFormat
import Testing

/// List sections in spec files (ListRules.md, "Spec format"): a layout-level `list`, `{"list": …}` among sections
/// and in adaptive cases, their defaults, their canonical form, and every fault located.
@Suite("List decoding")
struct ListDecodingTests {
    static func decode(_ text: String) throws -> LayoutSpec {
        try SpecDocument.decodeLayout(text, file: "list.json", format: .json)
    }

    static func faults(_ text: String) -> [String] {
        SpecValidationTests.faults(text, file: "list.json")
    }

    @Test func aLayoutLevelListIsEveryCompositionalSection() throws {
        let spec = try Self.decode(#"""
            {"name": "settings", "list": {"appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "supplementary",
              "headerTopPadding": null, "showsSeparators": false, "backgroundColor": "systemGroupedBackground",
              "cell": {"style": "subtitleCell", "text": "title", "secondaryText": "detail", "image": true, "numberOfLines": 2},
              "header": {"style": "groupedHeader", "text": {"fixed": "General"}},
              "footer": {"height": "height / 20 + 4"}}}
            """#)
        #expect(spec.family == .compositional)
        let layout = try #require(spec.compositional)
        #expect(layout.isListLayout)
        let list = try #require(layout.listLayoutConfiguration)
        #expect(list.appearance == .insetGrouped)
        #expect(list.headerMode == .supplementary)
        #expect(list.footerMode == .supplementary)
        #expect(list.headerTopPadding == nil)
        #expect(list.showsSeparators == false)
        #expect(list.backgroundColor == "systemGroupedBackground")
        #expect(list.cell == .configuration(ListContentConfiguration(
            style: .subtitleCell, text: .field("title"), secondaryText: .field("detail"), image: true, numberOfLines: 2
        )))
        #expect(list.header == .configuration(ListContentConfiguration(style: .groupedHeader, text: .literal("General"))))
        #expect(list.footer == .fittedHeight(try FlowExpression(parsing: "height / 20 + 4")))
    }

    @Test func defaultsAreUIKits() throws {
        let list = try #require(try Self.decode(#"{"name": "plain", "list": {}}"#).compositional?.listLayoutConfiguration)
        #expect(list == ListConfiguration())
        #expect(list.appearance == .plain && list.headerMode == .none && list.footerMode == .none)
        #expect(list.headerTopPadding == nil && list.showsSeparators && list.cell == nil)
    }

    @Test func listSectionsMixWithGroupSectionsAndAdaptiveCases() throws {
        let spec = try Self.decode(#"""
            {"name": "mixed", "sections": [
              {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
                         "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2}},
              {"list": {"appearance": "insetGrouped"}},
              {"adaptive": [{"when": "width > 600", "section": {"list": {"appearance": "sidebar"}}},
                            {"section": {"list": {"appearance": "plain"}}}]}]}
            """#)
        let layout = try #require(spec.compositional)
        #expect(!layout.isListLayout)
        guard case .fixed = layout.sections[0], case .list(let list) = layout.sections[1], case .adaptive(let cases) = layout.sections[2] else {
            Issue.record("unexpected sections \(layout.sections)")
            return
        }
        #expect(list.appearance == .insetGrouped)
        #expect(cases.map(\.section.list?.appearance) == [.sidebar, .plain])
        #expect(layout.allLists.count == 3)
    }

    /// UIKit reads a negative headerTopPadding as automatic.
    @Test func aNegativeHeaderTopPaddingMeansAutomatic() throws {
        let negative = try Self.decode(#"{"name": "n", "list": {"headerTopPadding": -1}}"#).compositional?.listLayoutConfiguration
        #expect(negative?.headerTopPadding == nil)
        let zero = try Self.decode(#"{"name": "z", "list": {"headerTopPadding": 0}}"#).compositional?.listLayoutConfiguration
        #expect(zero?.headerTopPadding == 0)
    }

    /// An unknown appearance, mode or style is read as any enumeration of the spec is: the nearest valid name, or
    /// every valid one when none is near.
    @Test func unknownAppearancesModesAndStylesSuggestTheNearestName() {
        #expect(Self.faults(#"""
            {"name": "bad", "list": {"appearance": "insetGroup", "headerMode": "supplementry", "footerMode": "first",
              "cell": {"style": "subtitle"}}}
            """#) == [
            #"list.json:1:40: $.list.appearance: unknown list appearance "insetGroup"; did you mean "insetGrouped"?"#,
            #"list.json:1:68: $.list.headerMode: unknown header mode "supplementry"; did you mean "supplementary"?"#,
            #"list.json:1:98: $.list.footerMode: unknown footer mode "first"; valid values: none, supplementary"#,
            #"list.json:2:21: $.list.cell.style: unknown content configuration style "subtitle"; did you mean "subtitleCell"?"#,
        ])
    }

    @Test func aListInsideAGroupIsRefusedWithItsPath() {
        let faults = Self.faults(#"""
            {"name": "nested", "section": {"group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
              "subitems": [{"list": {"appearance": "plain"}}]}}}
            """#)
        #expect(faults.count == 1, "\(faults)")
        #expect(faults.first?.hasPrefix("list.json:2:25: $.section.group.subitems[0].list: a list is a whole section") == true, "\(faults)")
    }

    @Test func listAndGroupKeysDoNotMix() {
        #expect(Self.faults(#"{"name": "both", "sections": [{"list": {}, "orthogonalScrollingBehavior": "continuous"}]}"#) == [
            #"list.json:1:75: $.sections[0].orthogonalScrollingBehavior: a list section is built from its list configuration; "orthogonalScrollingBehavior" belongs to a section built from a group (a list section takes only contentInsets, boundarySupplementaryItems, contentInsetsReference, interGroupSpacing)"#,
        ])
        // ListRules.md L36: what code sets on a list section, beside `list`, reads and writes back.
        let text = #"{"name": "own", "sections": [{"list": {"appearance": "sidebar"}, "contentInsets": {"top": 8, "leading": 16, "bottom": 0, "trailing": 16}, "contentInsetsReference": "readableContent", "interGroupSpacing": 6, "boundarySupplementaryItems": [{"elementKind": "header", "size": {"width": "fractionalWidth(1)", "height": "estimated(44)"}, "alignment": "top"}]}]}"#
        let spec = try? SpecDocument.decodeLayout(text, file: "own.json", format: .json)
        guard case .list(let list)? = spec?.compositional?.sections.first else {
            Issue.record("expected a list section")
            return
        }
        #expect(list.sectionContentInsets == ListSectionInsets(EdgeInsets(top: 8, leading: 16, bottom: 0, trailing: 16)))
        #expect(list.sectionContentInsetsReference == .readableContent)
        #expect(list.sectionBoundaryItems?.map(\.elementKind) == ["header"])
        #expect(list.sectionInterGroupSpacing == 6)
        #expect((try? SpecDocument.decodeLayout(CanonicalSpec.json(for: spec!), file: "canonical.json", format: .json)) == spec)
        #expect(Self.faults(#"{"name": "both", "list": {}, "sections": [{"list": {}}]}"#).first?.contains(#"$.sections: a layout-level "list" makes every section a list section"#) == true)
    }

    /// A list section's inset edge may be `"list"`, the edge the list derives (ListRules.md L36): read, written back by
    /// the canonical form, and any other text refused at its path.
    @Test func aListSectionsInsetEdgeMayBeTheLists() throws {
        let text = #"{"name": "own", "sections": [{"list": {"appearance": "insetGrouped"}, "contentInsets": {"top": 10, "leading": "list", "bottom": "list", "trailing": "list"}}]}"#
        let spec = try SpecDocument.decodeLayout(text, file: "own.json", format: .json)
        guard case .list(let list)? = spec.compositional?.sections.first else {
            Issue.record("expected a list section")
            return
        }
        #expect(list.sectionContentInsets == ListSectionInsets(top: 10))
        #expect(CanonicalSpec.json(for: spec).contains(#""contentInsets":{"bottom":"list","leading":"list","top":10,"trailing":"list"}"#))
        #expect((try? SpecDocument.decodeLayout(CanonicalSpec.json(for: spec), file: "canonical.json", format: .json)) == spec)
        #expect(Self.faults(#"{"name": "own", "sections": [{"list": {}, "contentInsets": {"top": "auto"}}]}"#) == [
            #"list.json:1:68: $.sections[0].contentInsets.top: expected a number, or "list" for the inset the list derives, but found "auto""#,
        ])
    }

    @Test func customViewsGiveOnlyTheirHeight() {
        #expect(Self.faults(#"{"name": "h", "list": {"cell": {"height": 44, "style": "cell"}}}"#) == [
            #"list.json:1:56: $.list.cell.style: a custom view gives only its fitted "height"; "style" describes a UIListContentConfiguration, which sizes itself"#,
        ])
        #expect(Self.faults(#"{"name": "h", "list": {"cell": {"height": -4}}}"#) == [
            "list.json:1:43: $.list.cell.height: must not be negative (found -4)",
        ])
        #expect(Self.faults(#"{"name": "h", "list": {"header": {"text": ""}}}"#) == [
            #"list.json:1:43: $.list.header.text: a field name must not be empty; give {"fixed": "…"} for fixed text"#,
        ])
    }

    @Test func listsScrollVertically() {
        #expect(Self.faults(#"{"name": "side", "configuration": {"scrollDirection": "horizontal"}, "list": {}}"#) == [
            "list.json:1:55: $.configuration.scrollDirection: list sections scroll vertically; a layout with list sections cannot scroll horizontally",
        ])
    }

    @Test func aFlowLayoutHasNoList() {
        #expect(Self.faults(#"{"name": "f", "flow": {}, "list": {}}"#) == [
            #"list.json:1:35: $.list: a flow layout ("flow") has no "list": "list" belongs to compositional layouts"#,
        ])
    }

    /// The canonical form reads back to an equal spec, and a layout-level list stays one.
    @Test func theCanonicalFormRoundTrips() throws {
        for text in [
            #"{"name": "a", "list": {"appearance": "sidebar", "headerMode": "firstItemInSection", "headerTopPadding": 4, "cell": {"style": "valueCell", "text": {"fixed": "Wi-Fi"}, "secondaryText": "state"}}}"#,
            #"{"name": "b", "sections": [{"list": {"footerMode": "supplementary", "footer": {"height": "section * 2 + 10"}, "showsSeparators": false}}]}"#,
        ] {
            let spec = try Self.decode(text)
            let canonical = CanonicalSpec.json(for: spec)
            #expect(try Self.decode(canonical) == spec, "\(canonical)")
        }
        let canonical = CanonicalSpec.json(for: try Self.decode(#"{"name": "c", "list": {"appearance": "plain"}}"#))
        #expect(canonical.contains(#""list":{}"#), "\(canonical)")
    }

    /// L35: a content configuration's accessories, in order; an unknown one names the nearest valid one;
    /// they are configuration keys, so a custom view refuses them; the canonical form keeps them.
    @Test func accessoriesAreReadInOrderAndKeptByTheCanonicalForm() throws {
        let spec = try Self.decode(#"""
            {"name": "rows", "list": {"cell": {"text": "title", "accessories": ["delete", ".disclosureIndicator", "reorder"]}}}
            """#)
        let list = try #require(spec.compositional?.listLayoutConfiguration)
        #expect(list.cell == .configuration(ListContentConfiguration(text: .field("title"), accessories: [.delete, .disclosureIndicator, .reorder])))
        let canonical = CanonicalSpec.json(for: spec)
        #expect(canonical.contains(#""accessories":["delete","disclosureIndicator","reorder"]"#), "\(canonical)")
        #expect(try Self.decode(canonical) == spec)
        #expect(Self.faults(#"""
            {"name": "bad", "list": {"cell": {"accessories": ["disclosure"]}, "footerMode": "supplementary", "footer": {"height": 40, "accessories": []}}}
            """#) == [
            #"list.json:1:51: $.list.cell.accessories[0]: unknown accessory "disclosure"; did you mean "disclosureIndicator"?"#,
            #"list.json:1:138: $.list.footer.accessories: a custom view gives only its fitted "height"; "accessories" describes a UIListContentConfiguration, which sizes itself"#,
        ])
    }

    /// An anchored supplementary's `content` (drawn only, a badge's count) is read and kept by the canonical form.
    @Test func aBadgeCanDescribeItsContent() throws {
        let spec = try Self.decode(#"""
            {"name": "badges", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"},
              "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"},
                "supplementaryItems": [{"elementKind": "badge", "size": {"width": "absolute(20)", "height": "absolute(20)"},
                  "containerAnchor": {"edges": ["top"]}, "content": {"field": "count", "font": {"size": 12, "weight": "bold"}}}]}]}}}
            """#)
        let badge = try #require(spec.compositional?.anchoredSupplementaries.first)
        #expect(badge.content == ContentDescription(text: .field("count"), font: FontDescription(size: 12, weight: .bold)))
        #expect(try Self.decode(CanonicalSpec.json(for: spec)) == spec)
        #expect(spec.contentDescriptions(.newest).contains(badge.content!))
    }

    /// The margins and paddings of ListRules.md L37 under their UIKit names: read, written back in canonical form, and
    /// refused with their paths when negative or of the wrong kind.
    @Test func contentMarginsAndPaddingsReadAndWriteBack() throws {
        let spec = try Self.decode(#"""
            {"name": "l", "list": {"cell": {"text": "title", "secondaryText": "detail", "image": true,
              "directionalLayoutMargins": {"top": 20, "leading": 16, "bottom": 20, "trailing": 16},
              "textToSecondaryTextVerticalPadding": 6, "textToSecondaryTextHorizontalPadding": 12,
              "prefersSideBySideTextAndSecondaryText": true, "imageToTextPadding": 10,
              "imageReservedLayoutSize": {"height": 40}}}}
            """#)
        guard case .configuration(let cell)? = spec.compositional?.listLayoutConfiguration?.cell else {
            Issue.record("expected a content configuration")
            return
        }
        #expect(cell.metrics == ListContentMetrics(
            layoutMargins: EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16), textToSecondaryTextVerticalPadding: 6,
            textToSecondaryTextHorizontalPadding: 12, prefersSideBySideTextAndSecondaryText: true, imageToTextPadding: 10,
            imageReservedLayoutSize: Size(width: 0, height: 40)
        ))
        let canonical = CanonicalSpec.json(for: spec)
        #expect(canonical.contains(#""textToSecondaryTextVerticalPadding":6"#))
        #expect(try Self.decode(canonical) == spec)

        let faults = Self.faults(#"""
            {"name": "l", "list": {"cell": {"directionalLayoutMargins": {"top": -1}, "imageToTextPadding": -2,
              "prefersSideBySideTextAndSecondaryText": "yes", "imageReservedLayoutSize": {"depth": 1}}}}
            """#)
        #expect(faults.count == 4, "\(faults)")
        for path in ["directionalLayoutMargins", "imageToTextPadding", "prefersSideBySideTextAndSecondaryText", "imageReservedLayoutSize"] {
            #expect(faults.contains { $0.contains("$.list.cell.\(path)") }, "\(path): \(faults)")
        }
    }
}
