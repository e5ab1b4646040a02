import Foundation
import LayoutModel
import SpecFormat
import TestSupport
import Testing

@Suite("Canonical spec")
struct CanonicalSpecTests {
    static let samples: [String] = {
        let directory = PackageRoot.url("Samples/layouts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { SpecFileFormat(fileName: $0) != nil }.sorted().map { directory.appendingPathComponent($0).path }
    }()

    @Test func thereAreSamples() {
        #expect(Self.samples.count >= 40)
    }

    @Test(arguments: samples)
    func canonicalFormReadsBackToTheSameSpec(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let spec = try SpecDocument.decodeLayout(text, file: path, format: SpecFileFormat(fileName: path)!)
        let canonical = CanonicalSpec.json(for: spec)
        let reread = try SpecDocument.decodeLayout(canonical, file: "canonical", format: .json)
        #expect(reread == spec)
        #expect(CanonicalSpec.json(for: reread) == canonical)
    }

    @Test func spellingsOfOneLayoutShareACanonicalForm() throws {
        let a = try SpecDocument.decodeLayout(
            #"{"name": "a", "title": "A", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1.0)", "height": "absolute(44)"}, "subitems": [{"size": {"width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}, "contentInsets": 0}], "interItemSpacing": "fixed(0)"}, "interGroupSpacing": 0}}"#,
            file: "a.json", format: .json
        )
        let b = try SpecDocument.decodeLayout(
            "name: b\nsections:\n  - group:\n      kind: horizontal\n      size: {width: {fractionalWidth: 1}, height: {absolute: 44}}\n      subitems:\n        - size: {width: .fractionalWidth(0.5), height: {fractionalHeight: 1.0}}\n",
            file: "b.yaml", format: .yaml
        )
        #expect(CanonicalSpec.geometryJSON(for: a) == CanonicalSpec.geometryJSON(for: b))
        #expect(CanonicalSpec.json(for: a) != CanonicalSpec.json(for: b))
        #expect(CanonicalSpec.geometryJSON(for: a) == #"{"name":"_","sections":[{"group":{"kind":"horizontal","size":{"height":"absolute(44)","width":"fractionalWidth(1)"},"subitems":[{"size":{"height":"fractionalHeight(1)","width":"fractionalWidth(0.5)"}}]}}]}"#)
    }
}
