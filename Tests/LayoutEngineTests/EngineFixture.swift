import Foundation
import LayoutEngine
import LayoutModel
import SpecFormat
import TestSupport

/// One engine fixture file (see Fixtures/README.md): a spec, an environment, and the frames expected.
struct EngineFixture {
    struct ExpectedFrame {
        var category: ElementCategory
        var elementKind: String?
        var section: Int
        var item: Int
        var frame: Rect
        var zIndex: Int?
        var hidden: Bool?

        var key: String { "\(category.name) \(elementKind ?? "-") [\(section), \(item)]" }
    }

    struct ExpectedStrip {
        var section: Int
        var contentWidth: Double?
        var minOffset: Double?
        var maxOffset: Double?
        var initialOffset: Double?
        var restPoints: [Double]?
    }

    var name: String
    var source: String
    var spec: LayoutSpec
    var environment: LayoutEnvironment
    var itemCounts: [Int]
    /// Records and a monospace measurer, for self-sizing and visibility fixtures (R40).
    var content: MonospaceContent?
    var contentSize: Size?
    /// The adjusted content inset (top/left/bottom/right as top/leading/bottom/trailing), checked where given.
    var adjustedContentInset: EdgeInsets?
    /// Texts each expected to appear in one of the result's warnings.
    var warnings: [String]
    var frames: [ExpectedFrame]?
    var framesAreComplete: Bool
    var strips: [ExpectedStrip]
    /// How far frames and sizes may differ: given by fixtures of frames UIKit drew, measured from pictures to a
    /// pixel; nil for rule-derived fixtures, which compare exactly (to 0.0001 pt).
    var tolerance: Double?

    static let directory = PackageRoot.url("Tests/LayoutEngineTests/Fixtures")

    /// Every fixture file, as paths relative to the Fixtures folder.
    static var allNames: [String] {
        let manager = FileManager.default
        var names: [String] = []
        for folder in ["reference", "samples", "flow", "lists", "uikit", "ios26"] {
            let url = directory.appendingPathComponent(folder)
            let files = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
            names += files.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
        }
        return names
    }

    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    static func load(_ name: String) throws -> EngineFixture {
        let url = directory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let (root, diagnostics) = SpecDocument.parse(text, file: name, format: .json)
        guard let root else { throw LoadError(description: diagnostics.map(\.description).joined(separator: "\n")) }
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

        let spec: LayoutSpec
        if let specNode = root["spec"] {
            spec = try LayoutSpecDecoder.decode(specNode, file: name)
        } else if let path = string(root["specFile"]) {
            let specURL = PackageRoot.url(path)
            let specText = try String(contentsOf: specURL, encoding: .utf8)
            guard let format = SpecFileFormat(fileName: path) else { throw LoadError(description: "\(path): unknown format") }
            spec = try SpecDocument.decodeLayout(specText, file: path, format: format)
        } else {
            throw LoadError(description: "\(name): needs spec or specFile")
        }

        // The environment's traits are written as the command line takes them (`"safe-area": "47,0,34,0"`, every
        // strip offset in `"orthogonal-offset": ["1=40"]`), and read by the same parser.
        let env = root["environment"]
        var traits: [(trait: EnvironmentTrait, text: String)] = []
        if case .object(let members)? = env?.value {
            for member in members where !["items", "content"].contains(member.key) {
                guard let trait = EnvironmentTrait(rawValue: member.key) else {
                    throw LoadError(description: "\(name): unknown environment trait \"\(member.key)\"")
                }
                let texts = trait.isRepeatable ? array(member.value).compactMap(string) : string(member.value).map { [$0] } ?? []
                guard !texts.isEmpty else { throw LoadError(description: "\(name): environment.\(member.key) must be text") }
                traits += texts.map { (trait, $0) }
            }
        }
        let environment = try LayoutEnvironment(traits: traits)
        let counts = env?["items"].map { array($0).compactMap { number($0).map(Int.init) } } ?? spec.itemCounts ?? []

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
        var adjustedContentInset: EdgeInsets?
        if let inset = expected?["adjustedContentInset"] {
            adjustedContentInset = EdgeInsets(
                top: number(inset["top"]) ?? 0, leading: number(inset["left"]) ?? 0, bottom: number(inset["bottom"]) ?? 0,
                trailing: number(inset["right"]) ?? 0
            )
        }
        var frames: [ExpectedFrame]?
        if let list = expected?["frames"] {
            frames = try array(list).map { node in
                guard let categoryName = string(node["category"]), let category = ElementCategory(name: categoryName),
                    let section = number(node["section"]), let item = number(node["item"]),
                    let x = number(node["x"]), let y = number(node["y"]),
                    let width = number(node["width"]), let height = number(node["height"])
                else { throw LoadError(description: "\(name): malformed expected frame at line \(node.location.line)") }
                var hidden: Bool?
                if case .bool(let flag)? = node["hidden"]?.value { hidden = flag }
                return ExpectedFrame(
                    category: category, elementKind: string(node["elementKind"]), section: Int(section), item: Int(item),
                    frame: Rect(x: x, y: y, width: width, height: height), zIndex: number(node["zIndex"]).map(Int.init),
                    hidden: hidden
                )
            }
        }
        var complete = true
        if case .bool(let flag)? = expected?["framesAreComplete"]?.value { complete = flag }
        let strips = array(expected?["orthogonalSections"]).map { node in
            ExpectedStrip(
                section: Int(number(node["section"]) ?? -1), contentWidth: number(node["contentWidth"]),
                minOffset: number(node["minOffset"]), maxOffset: number(node["maxOffset"]),
                initialOffset: number(node["initialOffset"]),
                restPoints: node["restPoints"].map { array($0).compactMap { number($0) } }
            )
        }
        return EngineFixture(
            name: name, source: string(root["source"]) ?? "", spec: spec, environment: environment, itemCounts: counts, content: content,
            contentSize: contentSize, adjustedContentInset: adjustedContentInset,
            warnings: array(expected?["warnings"]).compactMap(string), frames: frames, framesAreComplete: complete, strips: strips,
            tolerance: number(expected?["tolerance"])
        )
    }
}
