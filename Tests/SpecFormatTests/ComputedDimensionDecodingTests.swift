import LayoutModel
import SpecFormat
import Testing

/// `absolute((width - 8) / 2)`: a section's sizes may compute with the container (LayoutSpecFormat.md, Computed
/// dimensions); the text reads back from the canonical form to an equal spec, and what cannot be one is a located
/// fault.
@Suite("Computed dimensions in specs")
struct ComputedDimensionDecodingTests {
    static func spec(itemWidth: String, header: String = "absolute(44)") -> String {
        """
        {"name": "t", "sections": [{"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"},
          "subitems": [{"size": {"width": \(itemWidth), "height": "fractionalHeight(1)"}}]},
          "boundarySupplementaryItems": [{"elementKind": "header", "size": {"width": "fractionalWidth(1)", "height": "\(header)"}, "alignment": "top"}]}]}
        """
    }

    static func item(of spec: LayoutSpec) -> LayoutItem? {
        guard case .subitems(let elements)? = spec.compositional?.allSections.first?.group.arrangement, case .item(let item)? = elements.first
        else { return nil }
        return item
    }

    @Test func bothFormsReadTheExpression() throws {
        let stringForm = try SpecDocument.decodeLayout(Self.spec(itemWidth: #""absolute((width - 8) / 2)""#), file: "t.json", format: .json)
        let objectForm = try SpecDocument.decodeLayout(Self.spec(itemWidth: #"{"absolute": "(width - 8) / 2"}"#), file: "t.json", format: .json)
        #expect(stringForm == objectForm)
        let expected = Dimension.computed(ComputedDimension(.absolute, .operation(.operation(.name("width"), .subtract, 8), .divide, 2)))
        #expect(Self.item(of: stringForm)?.size.width == expected)
    }

    @Test func theCanonicalTextReadsBackEqual() throws {
        let text = Self.spec(
            itemWidth: #""estimated(max(0, floor((contentSize.width - effectiveContentInsets.leading - (max(1, trunc(width / 150)) - 1) * 6) / 2)))""#,
            header: "absolute(height / 10)"
        )
        let spec = try SpecDocument.decodeLayout(text, file: "t.json", format: .json)
        let canonical = CanonicalSpec.json(for: spec)
        #expect(canonical.contains(#""estimated(max(0, floor((contentSize.width - effectiveContentInsets.leading - (max(1, trunc(width / 150)) - 1) * 6) / 2)))""#))
        #expect(canonical.contains(#""absolute(height / 10)""#))
        #expect(try SpecDocument.decodeLayout(canonical, file: "canonical.json", format: .json) == spec)
    }

    /// Arithmetic on numbers only is a plain number, checked as one; a fraction may be computed as a length may.
    @Test func aConstantExpressionIsAPlainDimension() throws {
        let spec = try SpecDocument.decodeLayout(Self.spec(itemWidth: #""absolute((402 - 8) / 2)""#), file: "t.json", format: .json)
        #expect(Self.item(of: spec)?.size.width == .absolute(197))
        let fraction = try SpecDocument.decodeLayout(Self.spec(itemWidth: #""fractionalWidth(width / 800)""#), file: "t.json", format: .json)
        #expect(Self.item(of: fraction)?.size.width == .computed(ComputedDimension(.fractionalWidth, .operation(.name("width"), .divide, 800))))
        #expect(SpecValidationTests.faults(Self.spec(itemWidth: #""absolute(8 - 10)""#)) == [
            "bad.json:2:35: $.sections[0].group.subitems[0].size.width: must not be negative (found -2)"
        ])
    }

    @Test func faultsSayWhatAComputedDimensionMayBe() {
        #expect(SpecValidationTests.faults(Self.spec(itemWidth: #""absolute(widht / 2)""#)) == [
            #"bad.json:2:35: $.sections[0].group.subitems[0].size.width: a computed value reads the container only: "widht" is not one of width, height, contentSize.width, contentSize.height, effectiveContentInsets.top, effectiveContentInsets.leading, effectiveContentInsets.bottom, effectiveContentInsets.trailing; did you mean "width"?"#
        ])
        #expect(SpecValidationTests.faults(Self.spec(itemWidth: #""absolute(item * 10)""#)) == [
            #"bad.json:2:35: $.sections[0].group.subitems[0].size.width: a computed value reads the container only: "item" is not one of width, height, contentSize.width, contentSize.height, effectiveContentInsets.top, effectiveContentInsets.leading, effectiveContentInsets.bottom, effectiveContentInsets.trailing"#
        ])
        #expect(SpecValidationTests.faults(Self.spec(itemWidth: #""absolute((width - 8) / )""#)) == [
            #"bad.json:2:35: $.sections[0].group.subitems[0].size.width: cannot read "(width - 8) /" as a number or an expression: expected a number, a name or "(" but found the end of the text at character 14"#
        ])
        #expect(SpecValidationTests.faults(Self.spec(itemWidth: #""uniformAcrossSiblings(width / 2)""#)) == [
            #"bad.json:2:35: $.sections[0].group.subitems[0].size.width: "width / 2" is not a number (write a number or a quotient such as 2/3)"#
        ])
    }

    /// A group's `count` may be computed too; it reads back from the canonical form, and one of numbers alone is a
    /// count, checked as one.
    @Test func aComputedCount() throws {
        func spec(_ count: String) -> String {
            """
            {"name": "t", "sections": [{"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "fractionalWidth(1 / max(1, trunc(width / 150)))"},
              "repeatingSubitem": {"size": {"width": "fractionalWidth(1 / max(1, trunc(width / 150)))", "height": "fractionalHeight(1)"}}, "count": \(count)}}]}
            """
        }
        let decoded = try SpecDocument.decodeLayout(spec(#""max(1, trunc(width / 150))""#), file: "t.json", format: .json)
        let group = try #require(decoded.compositional?.allSections.first?.group)
        #expect(group.computedCount == (try FlowExpression(parsing: "max(1, trunc(width / 150))")))
        let canonical = CanonicalSpec.json(for: decoded)
        #expect(canonical.contains(#""count":"max(1, trunc(width / 150))""#))
        #expect(try SpecDocument.decodeLayout(canonical, file: "canonical.json", format: .json) == decoded)
        let constant = try SpecDocument.decodeLayout(spec(#""6 / 2""#), file: "t.json", format: .json)
        #expect(constant.compositional?.allSections.first?.group.computedCount == nil)
        guard case .repeating(_, let count)? = constant.compositional?.allSections.first?.group.arrangement else {
            Issue.record("not a repeating group")
            return
        }
        #expect(count == 3)
        #expect(SpecValidationTests.faults(spec(#""2 - 2""#)) == ["bad.json:2:137: $.sections[0].group.count: must be at least 1 (found 0)"])
        #expect(SpecValidationTests.faults(spec(#""item + 1""#)).first?.contains("a computed value reads the container only: \"item\"") == true)
    }

    /// A section's insets and spacing may be computed: each edge a number or an expression, read back from the
    /// canonical form; an expression of numbers alone is a number (here a negative inset, as written ones may be).
    @Test func computedInsetsAndSpacing() throws {
        let text = """
            {"name": "t", "sections": [{"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"},
              "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}]},
              "contentInsets": {"top": "2 - 4", "leading": "max(16, (width - 600) / 2)"}, "interGroupSpacing": "width / 100"}]}
            """
        let spec = try SpecDocument.decodeLayout(text, file: "t.json", format: .json)
        let section = try #require(spec.compositional?.allSections.first)
        #expect(section.computedContentInsets == ComputedInsets(
            top: -2, leading: try FlowExpression(parsing: "max(16, (width - 600) / 2)"), bottom: 0, trailing: 0
        ))
        #expect(section.computedInterGroupSpacing == (try FlowExpression(parsing: "width / 100")))
        let canonical = CanonicalSpec.json(for: spec)
        #expect(canonical.contains(#""contentInsets":{"bottom":0,"leading":"max(16, (width - 600) / 2)","top":-2,"trailing":0}"#), "\(canonical)")
        #expect(try SpecDocument.decodeLayout(canonical, file: "canonical.json", format: .json) == spec)
        let plain = try SpecDocument.decodeLayout(text.replacingOccurrences(of: "max(16, (width - 600) / 2)", with: "3 * 4").replacingOccurrences(of: "width / 100", with: "1 / 2"), file: "t.json", format: .json)
        #expect(plain.compositional?.allSections.first?.contentInsets == EdgeInsets(top: -2, leading: 12, bottom: 0, trailing: 0))
        #expect(plain.compositional?.allSections.first?.interGroupSpacing == 0.5)
        #expect(plain.compositional?.allSections.first?.computedContentInsets == nil)
    }

    /// A group's and an item's insets and a group's spacing compute as a section's do; the spacing keeps its kind
    /// (`flexible(…)`), and all read back from the canonical form.
    @Test func groupAndItemInsetsAndSpacing() throws {
        let text = """
            {"name": "t", "sections": [{"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"},
              "interItemSpacing": "flexible(width / 100)", "contentInsets": {"leading": "width / 20"},
              "subitems": [{"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}, "contentInsets": {"top": 4, "trailing": "12 * (contentSize.width / 375)"}}]}}]}
            """
        let spec = try SpecDocument.decodeLayout(text, file: "t.json", format: .json)
        let group = try #require(spec.compositional?.allSections.first?.group)
        #expect(group.interItemSpacing == .flexible(0))
        #expect(group.computedInterItemSpacing == (try FlowExpression(parsing: "width / 100")))
        #expect(group.computedContentInsets == ComputedInsets(top: 0, leading: try FlowExpression(parsing: "width / 20"), bottom: 0, trailing: 0))
        #expect(Self.item(of: spec)?.computedContentInsets == ComputedInsets(
            top: 4, leading: 0, bottom: 0, trailing: try FlowExpression(parsing: "12 * (contentSize.width / 375)")
        ))
        let canonical = CanonicalSpec.json(for: spec)
        #expect(canonical.contains(#""interItemSpacing":"flexible(width / 100)""#), "\(canonical)")
        #expect(try SpecDocument.decodeLayout(canonical, file: "canonical.json", format: .json) == spec)
        let constant = try SpecDocument.decodeLayout(text.replacingOccurrences(of: "flexible(width / 100)", with: "fixed(2 * 3)"), file: "t.json", format: .json)
        #expect(constant.compositional?.allSections.first?.group.interItemSpacing == .fixed(6))
        #expect(constant.compositional?.allSections.first?.group.computedInterItemSpacing == nil)
    }

    /// A layout's own boundary items stand outside every section: their sizes are numbers.
    @Test func onlyASectionsSizesCompute() {
        let text = """
            {"name": "t", "configuration": {"boundarySupplementaryItems": [{"elementKind": "banner", "alignment": "top",
              "size": {"width": "fractionalWidth(1)", "height": "absolute(width / 4)"}}]},
             "sections": [{"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"},
              "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}]}}]}
            """
        #expect(SpecValidationTests.faults(text) == [
            #"bad.json:2:53: $.configuration.boundarySupplementaryItems[0].size.height: only a section's sizes, counts, insets and spacing may be computed from the environment ("width / 4" stands outside a section)"#
        ])
    }
}
