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
        let casesPath = SpecPath.appending(key: "adaptive", to: flowPath)
        guard let elements = reader.array(adaptive, casesPath, bound: InputLimits.sectionDefinitions, what: "an array of adaptive cases") else { return nil }
        if elements.isEmpty { reader.fault(adaptive, casesPath, "needs at least one case") }
        var cases: [FlowCase] = []
        var conditions: [Predicate?] = []
        for (index, element) in elements.enumerated() {
            let casePath = SpecPath.appending(index: index, to: casesPath)
            guard reader.object(element, casePath, allowed: ["when", "flow", "collectionView"], required: ["flow"], what: "an adaptive case")
            else { continue }
            let condition = reader.optional(element, "when", casePath) { reader, node, path in
                Self.traitCondition(&reader, node, path)
            }
            // The case's flow is read even when its condition is at fault, so that every fault is reported at once.
            let layout = element["flow"].flatMap { FlowLayoutDecoder.flow(&reader, flow: $0, collectionView: element["collectionView"], path: casePath) }
            guard element["when"] == nil || condition != nil else { continue }
            conditions.append(condition)
            guard var layout else { continue }
            if element["collectionView"] == nil { layout.collectionView = shared }
            cases.append(FlowCase(condition: condition, layout: layout))
        }
        if conditions.count == elements.count { checkReachability(conditions, elements, casesPath, adaptive) }
        guard usable, cases.count == elements.count, !cases.isEmpty else { return nil }
        return cases
    }
}
