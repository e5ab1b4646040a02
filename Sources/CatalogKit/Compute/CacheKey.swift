import LayoutEngine
import LayoutModel

/// The key a run is cached under: a digest of the layout's name and everything its frames depend on, so a run
/// is found again only for the same layout when spec geometry, dataset contents, item counts, environment and
/// engine version are all unchanged. (Two layouts with the same geometry keep runs of their own.)
enum CacheKey {
    static func make(
        layout: String,
        geometryDigest: String, datasetDigest: String?, itemCounts: [Int], request: ComputeRequest, engineVersion: Int,
        fontDigests: [String] = []
    ) -> String {
        let safe = request.safeArea
        let strips = request.orthogonalOffsets.keys.sorted().map { "\($0)=\(formatNumber(request.orthogonalOffsets[$0]!))" }
        let lines = [
            "engine \(engineVersion)",
            "layout \(layout)",
            "geometry \(geometryDigest)",
            "dataset \(datasetDigest ?? "-")",
            "items \(itemCounts.map(String.init).joined(separator: ","))",
            "size \(formatNumber(request.size.width))x\(formatNumber(request.size.height))",
            "scale \(formatNumber(request.scale))",
            "safe-area \([safe.top, safe.leading, safe.bottom, safe.trailing].map(formatNumber).joined(separator: ","))",
            "offset \(formatNumber(request.offset.x)),\(formatNumber(request.offset.y))",
            "orthogonal \(strips.joined(separator: ","))",
            "fonts \(fontDigests.joined(separator: ","))",
        ]
        return SHA256.hex(lines.joined(separator: "\n"))
    }
}
