import Foundation
import LayoutEngine
import LayoutModel
import SpecFormat

/// One flow fixture file (see Fixtures/flow/README.md): a flow spec in the contract's format (contract §4), an
/// environment, and the frames, content size and adjusted content inset expected.
struct FlowFixture {
    var name: String
    var source: String
    var flow: FlowLayout
    var environment: LayoutEnvironment
    /// Records and a monospace measurer, for dataset fields and self-sizing (F2, F24).
    var content: MonospaceContent?
    var contentSize: Size?
    var adjustedContentInset: FlowInsets?
    var frames: [EngineFixture.ExpectedFrame]?
    var framesAreComplete: Bool
    /// Texts each expected to appear in one of the plan's warnings.
    var warnings: [String]

    static let directory = EngineFixture.directory.appendingPathComponent("flow")

    /// The top-level keys a flow spec may have: the shared ones and `collectionView`, `flow` (contract §4).
    static let specKeys = ["name", "title", "description", "itemCounts", "collectionView", "flow"]

    /// Every fixture file of the folder, by file name.
    static var allNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }

    static func load(_ name: String) throws -> FlowFixture {
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        let (parsed, diagnostics) = SpecDocument.parse(text, file: name, format: .json)
        guard let root = parsed else { throw EngineFixture.LoadError(description: diagnostics.map(\.description).joined(separator: "\n")) }
        func number(_ node: SpecNode?) -> Double? {
            if case .number(let value)? = node?.value { return value }
            return nil
        }
        func string(_ node: SpecNode?) -> String? {
            if case .string(let value)? = node?.value { return value }
            return nil
        }
        func array(_ node: SpecNode?) -> [SpecNode] {
            if case .array(let value)? = node?.value { return value }
            return []
        }
        func insets(_ node: SpecNode?) -> EdgeInsets {
            EdgeInsets(top: number(node?["top"]) ?? 0, leading: number(node?["left"]) ?? 0, bottom: number(node?["bottom"]) ?? 0, trailing: number(node?["right"]) ?? 0)
        }

        // The spec: a flow spec's shared keys are checked here; `flow` and `collectionView` by the decoder.
        guard let spec = root["spec"], let flowNode = spec["flow"] else {
            throw EngineFixture.LoadError(description: "\(name): needs spec.flow")
        }
        var reader = NodeReader(file: name)
        reader.object(spec, "$", allowed: specKeys, required: ["name", "flow"], what: "a flow spec")
        let decoded = FlowLayoutDecoder.flow(&reader, flow: flowNode, collectionView: spec["collectionView"], path: "$")
        guard let flow = decoded, reader.diagnostics.isEmpty else { throw SpecValidationError(reader.diagnostics) }

        let env = root["environment"]
        guard let sizeText = string(env?["size"]) else { throw EngineFixture.LoadError(description: "\(name): environment.size missing") }
        let parts = sizeText.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { throw EngineFixture.LoadError(description: "\(name): bad size \(sizeText)") }
        let counts = (env?["items"] ?? spec["itemCounts"]).map { array($0).compactMap { number($0).map(Int.init) } } ?? []
        let environment = LayoutEnvironment(
            containerSize: Size(width: parts[0], height: parts[1]),
            scale: number(env?["scale"]) ?? 2,
            safeAreaInsets: insets(env?["safeArea"]),
            layoutMargins: env?["layoutMargins"].map(insets),
            itemCounts: counts,
            contentOffset: Point(x: number(env?["offset"]?["x"]) ?? 0, y: number(env?["offset"]?["y"]) ?? 0)
        )

        var content: MonospaceContent?
        if let node = env?["content"] {
            func record(_ node: SpecNode) -> PredicateValues {
                guard case .object(let members) = node.value else { return PredicateValues([:]) }
                var values: [String: PredicateValue] = [:]
                for member in members {
                    switch member.value.value {
                    case .string(let text): values[member.key] = .string(text)
                    case .number(let number): values[member.key] = .number(number)
                    case .bool(let flag): values[member.key] = .bool(flag)
                    default: values[member.key] = .null
                    }
                }
                return PredicateValues(values)
            }
            content = MonospaceContent(
                characterWidth: number(node["measurer"]?["characterWidth"]) ?? 10,
                lineHeight: number(node["measurer"]?["lineHeight"]) ?? 20,
                records: array(node["records"]).map { array($0).map(record) },
                sectionRecords: array(node["sectionRecords"]).map(record)
            )
        }

        let expected = root["expected"]
        var contentSize: Size?
        if let size = expected?["contentSize"], let width = number(size["width"]), let height = number(size["height"]) {
            contentSize = Size(width: width, height: height)
        }
        let inset = expected?["adjustedContentInset"].map(insets).map(FlowInsets.init(leftToRight:))
        var frames: [EngineFixture.ExpectedFrame]?
        if let list = expected?["frames"] {
            frames = try array(list).map { node in
                guard let categoryName = string(node["category"]), let category = ElementCategory(name: categoryName),
                    let section = number(node["section"]), let item = number(node["item"]),
                    let x = number(node["x"]), let y = number(node["y"]),
                    let width = number(node["width"]), let height = number(node["height"])
                else { throw EngineFixture.LoadError(description: "\(name): malformed expected frame at line \(node.location.line)") }
                return EngineFixture.ExpectedFrame(
                    category: category, elementKind: string(node["elementKind"]), section: Int(section), item: Int(item),
                    frame: Rect(x: x, y: y, width: width, height: height), zIndex: number(node["zIndex"]).map(Int.init), hidden: nil
                )
            }
        }
        var complete = true
        if case .bool(let flag)? = expected?["framesAreComplete"]?.value { complete = flag }
        return FlowFixture(
            name: name, source: string(root["source"]) ?? "", flow: flow, environment: environment, content: content,
            contentSize: contentSize, adjustedContentInset: inset, frames: frames, framesAreComplete: complete,
            warnings: array(expected?["warnings"]).compactMap(string)
        )
    }
}
