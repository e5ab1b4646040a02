internal import CatalogStore
internal import ContentDigest
import LayoutEngine
import LayoutModel

/// The key a run is cached under: the digest of the layout's name and everything its frames depend on apart from
/// the environment (spec geometry, dataset contents, item counts, engine version, the faces that measure its text),
/// beside the environment's canonical text, so a run is found again only for the same layout when all of them are
/// unchanged. (Two layouts with the same geometry keep runs of their own.) The environment enters as its canonical
/// text (`LayoutEnvironment.canonicalText`), so every trait it has is keyed without being named here.
///
/// The two halves are stored apart (migration 0010): a matrix stores one computation per layout and one environment
/// per device and trait, not a digest per run.
enum CacheKey {
    static func make(
        layout: String, geometryDigest: String, datasetDigest: String?, itemCounts: [Int], environmentText: String,
        engineVersion: Int, fontDigests: [String] = []
    ) -> RunKey {
        let computation = [
            "engine \(engineVersion)",
            "layout \(layout)",
            "geometry \(geometryDigest)",
            "dataset \(datasetDigest ?? "-")",
            "items \(itemCounts.map(String.init).joined(separator: ","))",
        ]
        let fonts = "fonts \(fontDigests.joined(separator: ","))"
        return RunKey(
            computation: SHA256.hex((computation + [fonts]).joined(separator: "\n")),
            environment: environmentText,
            // Before migration 0010 the environment was one line of a single digest.
            earlier: SHA256.hex((computation + ["environment \(environmentText)", fonts]).joined(separator: "\n"))
        )
    }
}
