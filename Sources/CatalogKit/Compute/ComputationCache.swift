internal import CatalogStore
import LayoutModel
import TextMeasure

/// What a batch of computations shares: each stored spec decoded once, its text faces found once per text size, each
/// font file digested once, each spec's content (dataset records and a measurer) built once, however many
/// environments it is computed in. A device matrix of every sample computes thousands of runs from a few dozen specs.
///
/// Each look-up is keyed by the values it depends on, not by text made of them: a matrix looks each up once per run,
/// and formatting the key (an enum case through reflection) cost more than what it found.
final class ComputationCache {
    private var layouts: [LayoutKey: StoredLayoutVersion] = [:]
    private var specs: [Int64: LayoutSpec] = [:]
    private var textFaces: [TextFacesKey: [MeasuringFace]] = [:]
    private var fileDigests: [String: String] = [:]
    private var contents: [ContentKey: (any LayoutContent)?] = [:]
    private var environmentTexts: [LayoutEnvironment: String] = [:]

    /// A layout's name and the version asked for (nil: the current one).
    private struct LayoutKey: Hashable {
        var name: String
        var version: Int?
    }

    /// A stored version, a text size, a list model and whether dataset records are measured.
    private struct TextFacesKey: Hashable {
        var layoutVersionID: Int64
        var category: ContentSizeCategory
        var listModel: IOSVersion.ListModel
        var records: Bool
    }

    /// A stored version and the dataset (by name and digest) its content is built with.
    private struct ContentKey: Hashable {
        var layoutVersionID: Int64
        var dataset: String?
        var datasetDigest: String?
    }

    /// The stored version of a layout a name and version choose.
    func layout(_ name: String, version: Int?, find: () throws -> StoredLayoutVersion) rethrows -> StoredLayoutVersion {
        let key = LayoutKey(name: name, version: version)
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
        let key = TextFacesKey(layoutVersionID: stored.id, category: category, listModel: version.listModel, records: records)
        if let faces = textFaces[key] { return faces }
        let faces = try find()
        textFaces[key] = faces
        return faces
    }

    /// An environment's canonical text, for its runs' keys: written once per environment of a batch, which a matrix
    /// shares among all its layouts (a device matrix of the samples wrote its 48 texts 2,640 times).
    func canonicalText(of environment: LayoutEnvironment) -> String {
        if let text = environmentTexts[environment] { return text }
        let text = environment.canonicalText
        environmentTexts[environment] = text
        return text
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
        let key = ContentKey(layoutVersionID: stored.id, dataset: dataset?.name, datasetDigest: dataset?.digest)
        if let content = contents[key] { return content }
        let content = try build()
        contents[key] = content
        return content
    }
}
