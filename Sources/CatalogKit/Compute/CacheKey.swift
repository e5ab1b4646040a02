internal import ContentDigest
import LayoutEngine
import LayoutModel

/// The key a run is cached under: a digest of the layout's name and everything its frames depend on, so a run
/// is found again only for the same layout when spec geometry, dataset contents, item counts, environment and
/// engine version are all unchanged. (Two layouts with the same geometry keep runs of their own.) The environment
/// enters as its canonical text, so every trait it has is keyed without being named here.
enum CacheKey {
    static func make(
        layout: String, geometryDigest: String, datasetDigest: String?, itemCounts: [Int], environment: LayoutEnvironment,
        engineVersion: Int, fontDigests: [String] = []
    ) -> String {
        let lines = [
            "engine \(engineVersion)",
            "layout \(layout)",
            "geometry \(geometryDigest)",
            "dataset \(datasetDigest ?? "-")",
            "items \(itemCounts.map(String.init).joined(separator: ","))",
            "environment \(environment.canonicalText)",
            "fonts \(fontDigests.joined(separator: ","))",
        ]
        return SHA256.hex(lines.joined(separator: "\n"))
    }
}
