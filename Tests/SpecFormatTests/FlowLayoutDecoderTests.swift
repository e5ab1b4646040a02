import LayoutModel
import SpecFormat
import Testing

/// Flow specs (LayoutSpecFormat.md, Flow layouts): every property read with UIKit's defaults, every fault reported at
/// once with its place, and a canonical form that reads back to an equal layout.
@Suite("Flow layout decoding")
struct FlowLayoutDecoderTests {
    /// Decodes a document holding `flow` and optionally `collectionView`.
    static func decode(_ text: String, file: String = "flow.json") throws -> FlowLayout {
        let (root, diagnostics) = SpecDocument.parse(text, file: file, format: .json)
        guard let root, diagnostics.isEmpty else { throw SpecValidationError(diagnostics) }
        guard let flow = root["flow"] else { throw SpecValidationError([]) }
        return try FlowLayoutDecoder.decode(flow: flow, collectionView: root["collectionView"], file: file)
    }

    static func faults(_ text: String) -> [String] {
        do {
            _ = try decode(text, file: "bad.json")
            return []
        } catch let error as SpecValidationError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    /// The zoo flow sample as LayoutSpecFormat.md, Flow layouts, writes it.
    @Test func readsTheFlowSamplesSpec() throws {
        let flow = try Self.decode("""
            {
              "name": "p002-zoo-flow",
              "collectionView": { "contentInset": { "top": 10, "left": 10, "bottom": 10, "right": 10 } },
              "flow": {
                "scrollDirection": "vertical",
                "itemSize": { "width": "(width - 30) / 2", "height": "height / 4" },
                "minimumLineSpacing": 10, "minimumInteritemSpacing": 10,
                "sectionInset": { "top": 0, "left": 0, "bottom": 0, "right": 0 },
                "sectionInsetReference": "fromContentInset",
                "headerReferenceSize": { "width": 0, "height": 0 }, "footerReferenceSize": { "width": 0, "height": 0 },
                "sectionHeadersPinToVisibleBounds": false, "sectionFootersPinToVisibleBounds": false,
                "sections": [ { "sectionInset": 5, "minimumLineSpacing": 4, "itemSize": { "width": 100, "height": 40 } } ]
              }
            }
            """)
        var expected = FlowLayout()
        expected.itemSize = FlowSize(width: try FlowExpression(parsing: "(width - 30) / 2"), height: try FlowExpression(parsing: "height / 4"))
        expected.collectionView.contentInset = FlowInsets(all: 10)
        expected.sections = [FlowSectionOverrides(itemSize: FlowSize(width: 100, height: 40), sectionInset: FlowInsets(all: 5), minimumLineSpacing: 4)]
        #expect(flow == expected)
        #expect(try Self.decode(#"{"flow": {}}"#) == FlowLayout())
    }

    @Test func readsEveryProperty() throws {
        let flow = try Self.decode("""
            {"collectionView": {"contentInsetAdjustmentBehavior": "never", "contentInset": 3},
             "flow": {"scrollDirection": "horizontal", "estimatedItemSize": "automaticSize",
                      "content": {"field": "name", "font": {"size": 10}},
                      "sectionInset": {"left": 4, "right": -2}, "sectionInsetReference": "fromSafeArea",
                      "headerReferenceSize": {"width": "44 + safeArea.left"}, "footerReferenceSize": {"height": 20},
                      "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true,
                      "minimumInteritemSpacing": "section * 2",
                      "sections": [{}, {"itemSize": {"width": "80 + item * 10", "height": "weight_max / 100"}}]}}
            """)
        #expect(flow.collectionView == CollectionViewSettings(contentInset: FlowInsets(all: 3), contentInsetAdjustmentBehavior: .never))
        #expect(flow.scrollDirection == .horizontal)
        #expect(flow.estimatedItemSize == .automaticSize)
        #expect(flow.estimate == flow.itemSize)
        #expect(flow.content == ContentDescription(text: .field("name"), font: FontDescription(size: 10)))
        #expect(flow.sectionInset == FlowInsets(left: 4, right: -2))
        #expect(flow.sectionInsetReference == .fromSafeArea)
        #expect(flow.headerReferenceSize == FlowSize(width: try FlowExpression(parsing: "44 + safeArea.left"), height: 0))
        #expect(flow.footerReferenceSize == FlowSize(width: 0, height: 20))
        #expect(flow.sectionHeadersPinToVisibleBounds && flow.sectionFootersPinToVisibleBounds)
        #expect(flow.sections.count == 2 && flow.sections[0].isEmpty)
        #expect(flow.sections[1].itemSize?.dependsOnItem == true)
        // A zero estimate is UIKit's .zero: no self-sizing.
        #expect(try Self.decode(#"{"flow": {"estimatedItemSize": {"width": 0, "height": 0}}}"#).estimatedItemSize == nil)
        #expect(try Self.decode(#"{"flow": {"estimatedItemSize": {"width": 100, "height": 44}}}"#).estimatedItemSize == .estimate(FlowSize(width: 100, height: 44)))
    }

    @Test func reportsEveryFaultAtOnceWithItsPlace() {
        let text = """
            {
              "collectionView": {"contentInset": {"leading": 4}, "contentInsetAdjustmentBehavior": "scrollable"},
              "flow": {
                "itemSize": {"width": 100},
                "minimumLineSpacng": 4,
                "minimumInteritemSpacing": -1,
                "sectionInsetReference": "safeArea",
                "headerReferenceSize": {"height": "44 + item"},
                "sections": [
                  {"itemSize": {"width": "(width - 30 / 2", "height": "height / 0"}},
                  {"minimumLineSpacing": "widht / 10", "sectionInset": true, "footerReferenceSize": {"height": "safeArea.botom"}}
                ]
              }
            }
            """
        #expect(Self.faults(text) == [
            #"bad.json:2:50: $.collectionView.contentInset.leading: UIEdgeInsets have no "leading" edge: flow insets are physical; write "left""#,
            #"bad.json:2:88: $.collectionView.contentInsetAdjustmentBehavior: unknown content inset adjustment behavior "scrollable"; did you mean "scrollableAxes"?"#,
            #"bad.json:5:26: $.flow.minimumLineSpacng: unknown key "minimumLineSpacng" in a flow layout; did you mean "minimumLineSpacing"?"#,
            #"bad.json:4:17: $.flow.itemSize: an item size needs "height""#,
            #"bad.json:6:32: $.flow.minimumInteritemSpacing: must not be negative (found -1)"#,
            #"bad.json:7:30: $.flow.sectionInsetReference: unknown section inset reference "safeArea"; did you mean "fromSafeArea"?"#,
            #"bad.json:8:39: $.flow.headerReferenceSize.height: headerReferenceSize is per section (referenceSizeForHeaderInSection), so "44 + item" cannot name "item"; it may name width, height, safeArea.top, safeArea.left, safeArea.bottom, safeArea.right, scale, section"#,
            #"bad.json:10:30: $.flow.sections[0].itemSize.width: cannot read "(width - 30 / 2": missing ")" at character 16"#,
            #"bad.json:10:59: $.flow.sections[0].itemSize.height: cannot read "height / 0": division by zero at character 8"#,
            #"bad.json:11:60: $.flow.sections[1].sectionInset: expected insets (a number, or {top, left, bottom, right}) but found true"#,
            #"bad.json:11:30: $.flow.sections[1].minimumLineSpacing: minimumLineSpacing is per section (minimumLineSpacingForSectionAt), so "widht / 10" cannot name "widht" (a dataset field); it may name width, height, safeArea.top, safeArea.left, safeArea.bottom, safeArea.right, scale, section; did you mean "width"?"#,
            #"bad.json:11:100: $.flow.sections[1].footerReferenceSize.height: unknown name "safeArea.botom" in "safeArea.botom"; did you mean "safeArea.bottom"?"#,
        ])
    }

    @Test func wrongTypesAndSelfSizingRules() {
        #expect(Self.faults(#"{"flow": {"itemSize": {"width": true, "height": [1]}, "sectionHeadersPinToVisibleBounds": "yes", "sections": {}}}"#) == [
            #"bad.json:1:33: $.flow.itemSize.width: expected a width: a number or an expression such as "(width - 30) / 2", but found true"#,
            #"bad.json:1:49: $.flow.itemSize.height: expected a height: a number or an expression such as "(width - 30) / 2", but found an array"#,
            #"bad.json:1:91: $.flow.sectionHeadersPinToVisibleBounds: expected true or false but found the string "yes""#,
            #"bad.json:1:110: $.flow.sections: expected an array of section overrides but found an object"#,
        ])
        #expect(Self.faults(#"{"flow": {"content": {"field": "name"}}}"#) == [
            #"bad.json:1:22: $.flow.content: content sizes self-sizing cells, which need "estimatedItemSize" (an estimate such as {"width": 100, "height": 44}, or "automaticSize" to start from itemSize)"#,
        ])
        #expect(Self.faults(#"{"flow": {"estimatedItemSize": "automatic", "itemSize": {"width": "1e999", "height": "-4"}}}"#) == [
            #"bad.json:1:67: $.flow.itemSize.width: cannot read "1e999": "1e999" is not a finite number at character 1"#,
            #"bad.json:1:86: $.flow.itemSize.height: must not be negative (found -4)"#,
            #"bad.json:1:32: $.flow.estimatedItemSize: expected an estimated size {"width", "height"} or "automaticSize" but found the string "automatic"; did you mean "automaticSize"?"#,
        ])
        #expect(Self.faults(#"{"flow": [], "collectionView": 3}"#) == [
            #"bad.json:1:32: $.collectionView: expected collection view settings (an object) but found the number 3"#,
            #"bad.json:1:10: $.flow: expected a flow layout (an object) but found an array"#,
        ])
    }

    @Test(arguments: [
        #"{"flow": {}}"#,
        #"{"collectionView": {"contentInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}}, "flow": {"itemSize": {"width": "(width - 30) / 2", "height": "height / 4"}}}"#,
        #"{"collectionView": {"contentInsetAdjustmentBehavior": "always"}, "flow": {"scrollDirection": "horizontal", "minimumLineSpacing": 20, "minimumInteritemSpacing": "section*2", "sectionInset": 8, "headerReferenceSize": {"width": 999, "height": 44}, "footerReferenceSize": {"height": 30}, "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true, "sectionInsetReference": "fromLayoutMargins"}}"#,
        #"{"flow": {"estimatedItemSize": {"width": 100, "height": "44 + safeArea.top"}, "content": {"text": "Hello", "padding": 4}, "sections": [{}, {"sectionInset": 0, "itemSize": {"width": "80+item*10", "height": "weight_max/100"}}, {"minimumLineSpacing": 0, "headerReferenceSize": {"height": "(414 - 20) / 3"}}]}}"#,
        #"{"flow": {"estimatedItemSize": "automaticSize", "content": {"field": "title"}, "itemSize": {"width": 0.5, "height": "-(-width) - -1"}}}"#,
    ])
    func canonicalFormReadsBackEqual(_ text: String) throws {
        let flow = try Self.decode(text)
        let canonical = CanonicalFlowSpec.json(for: flow)
        let reread = try Self.decode(canonical)
        #expect(reread == flow)
        #expect(CanonicalFlowSpec.json(for: reread) == canonical)
    }

    @Test func canonicalFormLeavesDefaultsOutAndSortsKeys() throws {
        #expect(CanonicalFlowSpec.json(for: FlowLayout()) == #"{"flow":{}}"#)
        let spelled = try Self.decode(#"{"collectionView": {"contentInset": 10, "contentInsetAdjustmentBehavior": "automatic"}, "flow": {"minimumLineSpacing": 10, "sectionInset": {"left": 5}, "itemSize": {"height": "(40 + 4)", "width": "width-(30)"}}}"#)
        #expect(CanonicalFlowSpec.json(for: spelled) == #"{"collectionView":{"contentInset":{"bottom":10,"left":10,"right":10,"top":10}},"flow":{"itemSize":{"height":44,"width":"width - 30"},"sectionInset":{"bottom":0,"left":5,"right":0,"top":0}}}"#)
        #expect(CanonicalFlowSpec.node(for: spelled).map(\.0) == ["collectionView", "flow"])
        #expect(CanonicalFlowSpec.node(for: FlowLayout()).map(\.0) == ["flow"])
    }

    @Test func yamlReadsLikeJSONAndPathsFollowTheCaller() throws {
        let yaml = """
            collectionView:
              contentInset: 10
            flow:
              itemSize: {width: (width - 30) / 2, height: height / 4}
              sections:
                - minimumLineSpacing: 4
            """
        let (root, diagnostics) = SpecDocument.parse(yaml, file: "zoo.yaml", format: .yaml)
        #expect(diagnostics.isEmpty)
        let node = try #require(root)
        let fromYAML = try FlowLayoutDecoder.decode(flow: try #require(node["flow"]), collectionView: node["collectionView"], file: "zoo.yaml")
        let fromJSON = try Self.decode(#"{"collectionView": {"contentInset": 10}, "flow": {"itemSize": {"width": "(width - 30) / 2", "height": "height / 4"}, "sections": [{"minimumLineSpacing": 4}]}}"#)
        #expect(fromYAML == fromJSON)

        // Nested in a larger document, faults carry the caller's path.
        var reader = NodeReader(file: "nested.json")
        let (nested, _) = SpecDocument.parse(#"{"definition": {"flow": {"itemSize": {"width": 1, "height": "x / 0"}}}}"#, file: "nested.json", format: .json)
        let definition = try #require(nested?["definition"])
        #expect(FlowLayoutDecoder.flow(&reader, flow: try #require(definition["flow"]), collectionView: nil, path: "$.definition") == nil)
        #expect(reader.diagnostics.map(\.path) == ["$.definition.flow.itemSize.height"])
    }
}
