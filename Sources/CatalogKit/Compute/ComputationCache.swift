internal import CatalogStore
import LayoutModel
import TextMeasure

/// What a batch of computations shares: each stored spec decoded once, its text faces found once per text size, each
/// font file digested once, each spec's content (dataset records and a measurer) built once, however many
/// environments it is computed in. A device matrix of every sample computes thousands of runs from a few dozen specs.
final class ComputationCache {
    private var layouts: [String: StoredLayoutVersion] = [:]
    private var specs: [Int64: LayoutSpec] = [:]
    private var textFaces: [String: [MeasuringFace]] = [:]
    private var fileDigests: [String: String] = [:]
    private var contents: [String: (any LayoutContent)?] = [:]

    /// The stored version of a layout a name and version choose.
    func layout(_ name: String, version: Int?, find: () throws -> StoredLayoutVersion) rethrows -> StoredLayoutVersion {
        let key = "\(name)@\(version.map(String.init) ?? "current")"
        if let layout = layouts[key] { return layout }
        let layout = try find()
        layouts[key] = layout
        return layout
    }

    /// The decoded spec of a stored version.
    func spec(of stored: StoredLayoutVersion, decode: (StoredLayoutVersion) throws -> LayoutSpec) rethrows -> LayoutSpec {
        if let spec = specs[stored.id] { return spec }
        let spec = try decode(stored)
        specs[stored.id] = spec
        return spec
    }

    /// The faces that measure a stored version's labels at a text size.
    func textFaces(
        of stored: StoredLayoutVersion, category: ContentSizeCategory, version: IOSVersion, records: Bool,
        find: () throws -> [MeasuringFace]
    ) rethrows -> [MeasuringFace] {
        let key = "\(stored.id)|\(category.rawValue)|\(version.listModel)|\(records)"
        if let faces = textFaces[key] { return faces }
        let faces = try find()
        textFaces[key] = faces
        return faces
    }

    /// The SHA-256 of a font file's bytes, read once per batch.
    func digest(ofFile path: String, read: () throws -> String) rethrows -> String {
        if let digest = fileDigests[path] { return digest }
        let digest = try read()
        fileDigests[path] = digest
        return digest
    }

    /// The content a stored version's spec is computed with for a dataset (nil: none needed).
    func content(of stored: StoredLayoutVersion, dataset: StoredDataset?, build: () throws -> (any LayoutContent)?) rethrows
        -> (any LayoutContent)?
    {
        let key = "\(stored.id)|\(dataset.map { $0.name + "@" + $0.digest } ?? "-")"
        if let content = contents[key] { return content }
        let content = try build()
        contents[key] = content
        return content
    }
}
