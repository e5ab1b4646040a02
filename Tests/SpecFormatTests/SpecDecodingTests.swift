import LayoutModel
import SpecFormat
import Testing

@Suite("Spec decoding")
struct SpecDecodingTests {
    static func decode(_ json: String, file: String = "test.json") throws -> LayoutSpec {
        try SpecDocument.decodeLayout(json, file: file, format: .json)
    }

    static func spec(group: String, extra: String = "") -> String {
        """
        {"name": "t", "section": {"group": \(group)\(extra)}}
        """
    }

    @Test func bothDimensionFormsDecodeToTheSameValue() throws {
        let stringForm = try Self.decode(Self.spec(group: """
            {"kind": "horizontal", "size": {"width": "fractionalWidth(0.5)", "height": ".absolute(44)"},
             "subitems": [{"size": {"width": "fractionalWidth(2/3)", "height": "estimated(10)"}}]}
            """))
        let objectForm = try Self.decode(Self.spec(group: """
            {"kind": "horizontal", "size": {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 44}},
             "subitems": [{"size": {"width": {"fractionalWidth": "2/3"}, "height": {"estimated": 10}}}]}
            """))
        #expect(stringForm == objectForm)
        guard case .fixed(let section) = stringForm.compositional!.sections[0], case .subitems(let elements) = section.group.arrangement,
            case .item(let item) = elements[0]
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(section.group.size == LayoutSize(width: .fractionalWidth(0.5), height: .absolute(44)))
        #expect(item.size.width == .fractionalWidth(2.0 / 3.0))
        #expect(item.size.height == .estimated(10))
    }

    @Test func insetAndSpacingShorthands() throws {
        let spec = try Self.decode(Self.spec(
            group: """
                {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(10)"},
                 "interItemSpacing": 10, "contentInsets": 4,
                 "subitems": [{"size": {"width": "absolute(1)", "height": "absolute(1)"},
                               "edgeSpacing": {"leading": {"flexible": 3}, "top": "fixed(2)"},
                               "contentInsets": {"top": 1, "trailing": 2}}]}
                """,
            extra: #", "interGroupSpacing": 6, "contentInsets": {"leading": 5}"#
        ))
        guard case .fixed(let section) = spec.compositional!.sections[0], case .subitems(let elements) = section.group.arrangement,
            case .item(let item) = elements[0]
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(section.group.interItemSpacing == .fixed(10))
        #expect(section.group.contentInsets == EdgeInsets(all: 4))
        #expect(section.contentInsets == EdgeInsets(leading: 5))
        #expect(section.interGroupSpacing == 6)
        #expect(item.edgeSpacing == EdgeSpacing(leading: .flexible(3), top: .fixed(2)))
        #expect(item.contentInsets == EdgeInsets(top: 1, trailing: 2))
    }

    @Test func sectionsListAndShorthandAreEquivalent() throws {
        let group = #"{"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"}, "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2}"#
        let single = try Self.decode(#"{"name": "t", "section": {"group": \#(group)}}"#)
        let list = try Self.decode(#"{"name": "t", "sections": [{"group": \#(group)}]}"#)
        #expect(single == list)
        guard case .fixed(let section) = single.compositional!.sections[0], case .counted(_, let count) = section.group.arrangement else {
            Issue.record("unexpected shape")
            return
        }
        #expect(count == 2)
    }

    @Test func adaptiveSectionsChooseByWidth() throws {
        let item = #"{"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}"#
        func group(_ count: Int) -> String {
            #"{"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"}, "subitem": \#(item), "count": \#(count)}}"#
        }
        let spec = try Self.decode(#"""
            {"name": "adaptive", "sections": [{"adaptive": [
                {"when": "width > 800", "section": \#(group(5))},
                {"when": "width > 500", "section": \#(group(3))},
                {"section": \#(group(1))}]}]}
            """#)
        func columns(_ width: Double) -> Int? {
            let section = try? spec.compositional!.sections[0].resolve(in: SectionEnvironment(
                layout: LayoutEnvironment(containerSize: Size(width: width, height: 900)), effectiveContentSize: Size(width: width, height: 900)
            ))
            if case .counted(_, let count)? = section?.composed?.group.arrangement { return count }
            return nil
        }
        #expect(columns(1024) == 5)
        #expect(columns(800) == 3)
        #expect(columns(390) == 1)
    }

    @Test func yamlAndJSONDecodeToTheSameSpec() throws {
        let yaml = """
            name: t
            configuration:
              scrollDirection: horizontal
              interSectionSpacing: 12
            section:
              group:
                kind: vertical
                size: {width: absolute(100), height: fractionalHeight(1)}
                subitems:
                  - size: {width: fractionalWidth(1), height: fractionalHeight(0.25)}
              interGroupSpacing: 5
              contentInsets: {top: 3, leading: 4, bottom: 5, trailing: 6}
            """
        let json = """
            {"name": "t", "configuration": {"scrollDirection": "horizontal", "interSectionSpacing": 12},
             "section": {"group": {"kind": "vertical", "size": {"width": "absolute(100)", "height": "fractionalHeight(1)"},
               "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(0.25)"}}]},
               "interGroupSpacing": 5, "contentInsets": {"top": 3, "leading": 4, "bottom": 5, "trailing": 6}}}
            """
        let fromYAML = try SpecDocument.decodeLayout(yaml, file: "t.yaml", format: .yaml)
        let fromJSON = try Self.decode(json)
        #expect(fromYAML == fromJSON)
        #expect(fromYAML.compositional!.configuration.scrollDirection == .horizontal)
    }

    @Test func supplementariesAndDecorationsDecode() throws {
        let spec = try Self.decode(Self.spec(
            group: """
                {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
                 "subitems": [{"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"},
                   "supplementaryItems": [{"elementKind": "badge", "size": {"width": "absolute(20)", "height": "absolute(20)"},
                     "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}},
                     "visibleWhen": "updateCount > 0"}]}]}
                """,
            extra: """
                , "boundarySupplementaryItems": [{"elementKind": "header", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
                    "alignment": "top", "pinToVisibleBounds": true}],
                  "decorationItems": [{"elementKind": "background", "contentInsets": 5, "zIndex": -1}]
                """
        ))
        guard case .fixed(let section) = spec.compositional!.sections[0], case .subitems(let elements) = section.group.arrangement,
            case .item(let item) = elements[0]
        else {
            Issue.record("unexpected shape")
            return
        }
        let badge = item.supplementaryItems[0]
        #expect(badge.containerAnchor.edges == [.top, .trailing])
        #expect(badge.containerAnchor.offset == .fractional(Point(x: 0.3, y: -0.3)))
        #expect(badge.zIndex == 1)
        #expect(badge.visibleWhen?.description == "updateCount > 0")
        #expect(section.boundarySupplementaryItems[0].pinToVisibleBounds)
        #expect(section.boundarySupplementaryItems[0].extendsBoundary)
        #expect(section.decorationItems[0] == DecorationItem(elementKind: "background", contentInsets: EdgeInsets(all: 5), zIndex: -1))
    }
}

extension SpecDecodingTests {
    @Test func aFontMayNameATextStyleInsteadOfASize() throws {
        func spec(_ font: String) -> String {
            #"{"name": "t", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "estimated(44)"}, "subitems": [{"size": {"width": "estimated(40)", "height": "estimated(44)"}, "content": {"text": "x", "font": \#(font)}}]}}}"#
        }
        let styled = try SpecDocument.decodeLayout(spec(#"{"textStyle": "headline"}"#), file: "t.json", format: .json)
        guard case .fixed(let section) = styled.compositional!.sections[0], case .subitems(let elements) = section.group.arrangement,
            case .item(let item) = elements[0]
        else { Issue.record("not an item"); return }
        #expect(item.content?.font == FontDescription(textStyle: .headline))
        #expect(item.content?.font.weight == .semibold)
        // The canonical form keeps the style, not its size at Large.
        #expect(CanonicalSpec.json(for: styled).contains(#""font":{"textStyle":"headline"}"#))
        #expect(throws: SpecValidationError.self) {
            try SpecDocument.decodeLayout(spec(#"{"textStyle": "body", "size": 12}"#), file: "t.json", format: .json)
        }
        do {
            _ = try SpecDocument.decodeLayout(spec(#"{"textStyle": "bodey"}"#), file: "t.json", format: .json)
        } catch {
            #expect(error.description.contains("did you mean \"body\"?"))
        }
    }
}
