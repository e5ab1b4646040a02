import LayoutModel
import SpecFormat
import Testing

/// Adaptive flow layouts in spec files (LayoutSpecFormat.md, Adaptive flow layouts): read from JSON and YAML, each
/// case a whole flow object with the spec's collection view unless it has its own, written back in canonical form,
/// and refused with the JSON path at fault.
@Suite("Adaptive flow decoding")
struct AdaptiveFlowDecodingTests {
    static let text = #"""
        {"name": "grid", "collectionView": {"contentInset": 10},
         "flow": {"adaptive": [
           {"when": "idiom == .pad", "flow": {"itemSize": {"width": "(width - 40) / 3", "height": 100}}},
           {"when": "width > 400", "flow": {"itemSize": {"width": 100, "height": 50}}, "collectionView": {"contentInsetAdjustmentBehavior": "never"}},
           {"flow": {"itemSize": {"width": "width", "height": 44}, "minimumLineSpacing": 4}}
         ]}}
        """#

    static func faults(_ text: String) -> [String] { TraitConditionDecodingTests.faults(text) }

    @Test func casesReadWithTheSpecsCollectionViewAndWriteBack() throws {
        let spec = try SpecDocument.decodeLayout(Self.text, file: "t.json", format: .json)
        guard case .adaptiveFlow(let cases) = spec.definition else {
            Issue.record("expected an adaptive flow layout")
            return
        }
        #expect(spec.family == .flow)
        #expect(cases.map { $0.condition?.description } == ["idiom == .pad", "width > 400", nil])
        #expect(cases[0].layout.itemSize.width.description == "(width - 40) / 3")
        // A case without its own collection view takes the spec's; one with its own keeps only its own.
        #expect(cases[0].layout.collectionView == CollectionViewSettings(contentInset: FlowInsets(all: 10)))
        #expect(cases[1].layout.collectionView == CollectionViewSettings(contentInsetAdjustmentBehavior: .never))
        #expect(cases[2].layout.minimumLineSpacing == 4)

        let canonical = CanonicalSpec.json(for: spec)
        #expect(canonical.contains(#""when":"idiom == .pad""#))
        #expect(!canonical.hasPrefix(#"{"collectionView""#), "each case writes its own collection view: \(canonical)")
        #expect(try SpecDocument.decodeLayout(canonical, file: "canonical.json", format: .json) == spec)
    }

    @Test func yamlReadsTheSameLayout() throws {
        let yaml = """
            name: grid
            collectionView: {contentInset: 10}
            flow:
              adaptive:
                - when: idiom == .pad
                  flow: {itemSize: {width: (width - 40) / 3, height: 100}}
                - when: width > 400
                  flow: {itemSize: {width: 100, height: 50}}
                  collectionView: {contentInsetAdjustmentBehavior: never}
                - flow: {itemSize: {width: width, height: 44}, minimumLineSpacing: 4}
            """
        #expect(try SpecDocument.decodeLayout(yaml, file: "t.yaml", format: .yaml) == SpecDocument.decodeLayout(Self.text, file: "t.json", format: .json))
    }

    @Test func faultsNameTheCaseAndKey() {
        let bad = #"{"name": "t", "flow": {"adaptive": [{"when": "idiom == .compact", "flow": {"itemSize": {"width": "(width - 40", "height": 10}}}, {"flow": {}}]}}"#
        let faults = Self.faults(bad)
        #expect(faults.contains { $0.hasPrefix("$.flow.adaptive[0].when: ") && $0.contains(".compact") }, "\(faults)")
        #expect(faults.contains { $0.hasPrefix("$.flow.adaptive[0].flow.itemSize.width: ") }, "\(faults)")
    }

    @Test func anAdaptiveFlowObjectHoldsOnlyItsCases() {
        let faults = Self.faults(#"{"name": "t", "flow": {"adaptive": [{"flow": {}}], "itemSize": {"width": 10, "height": 10}}}"#)
        #expect(faults == [#"$.flow.itemSize: unknown key "itemSize" in an adaptive flow layout; valid keys: adaptive"#])
        #expect(Self.faults(#"{"name": "t", "flow": {"adaptive": []}}"#) == ["$.flow.adaptive: needs at least one case"])
        #expect(Self.faults(#"{"name": "t", "flow": {"adaptive": [{"when": "width > 10"}]}}"#).first?.hasPrefix("$.flow.adaptive[0]: ") == true)
    }

    @Test func aCaseNoEnvironmentChoosesIsAFault() {
        // Every width over 500 is over 300 too, so the second case is never chosen.
        let faults = Self.faults(#"{"name": "t", "flow": {"adaptive": [{"when": "width > 300", "flow": {}}, {"when": "width > 500", "flow": {}}, {"flow": {}}]}}"#)
        #expect(faults.count == 1)
        #expect(faults.first?.hasPrefix("$.flow.adaptive[1].when: ") == true, "\(faults)")
    }
}
