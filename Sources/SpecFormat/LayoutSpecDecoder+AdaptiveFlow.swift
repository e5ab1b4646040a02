import LayoutModel

extension LayoutSpecDecoder {
    /// `{"adaptive": [{"when": …, "flow": {…}, "collectionView": {…}}, …]}` at `$.flow`: a flow layout chosen by the
    /// environment (LayoutSpecFormat.md, Adaptive flow layouts). Each case is a whole flow object; one without its own
    /// `collectionView` takes the spec's top-level one. Conditions are read and checked as an adaptive section's are,
    /// `width` and `height` being the collection view's bounds.
    mutating func adaptiveFlow(_ node: SpecNode, collectionView: SpecNode?) -> [FlowCase]? {
        let flowPath = "$.flow"
        guard reader.object(node, flowPath, allowed: ["adaptive"], what: "an adaptive flow layout"), let adaptive = node["adaptive"] else { return nil }
        var shared = CollectionViewSettings()
        var usable = true
        if let collectionView {
            if let settings = FlowLayoutDecoder.collectionView(&reader, collectionView, "$.collectionView") { shared = settings } else { usable = false }
        }
        let cases = adaptiveCases(adaptive, at: SpecPath.appending(key: "adaptive", to: flowPath), payloadKeys: ["flow", "collectionView"]) { (decoder, element, casePath) -> FlowLayout? in
            guard let caseFlow = element["flow"],
                var layout = FlowLayoutDecoder.flow(&decoder.reader, flow: caseFlow, collectionView: element["collectionView"], path: casePath)
            else { return nil }
            if element["collectionView"] == nil { layout.collectionView = shared }
            return layout
        }
        guard usable, let cases else { return nil }
        return cases.map { FlowCase(condition: $0.condition, layout: $0.payload) }
    }
}
