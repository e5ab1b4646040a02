import CatalogStore
import LayoutModel

/// A layout ready for the engine: the stored version chosen, its decoded spec, the request, the item counts
/// resolved from it (and the dataset they came from) and the environment they make. Compute, render and diff
/// all start from one, so the three read counts, datasets and versions the same way.
struct PreparedComputation {
    var stored: StoredLayoutVersion
    var spec: LayoutSpec
    var request: ComputeRequest
    var itemCounts: [Int]
    /// The dataset the counts came from, when the request names one.
    var dataset: StoredDataset?
    var environment: LayoutEnvironment

    /// `p002-zoo-grid at 390x844@3x, items [18]`, with ` version 2` after the name when `showingVersion`.
    func label(showingVersion: Bool = false) -> String {
        let version = showingVersion ? " version \(stored.version)" : ""
        let items = request.dataset.map { "dataset \($0)" } ?? "items [\(itemCounts.map(String.init).joined(separator: ","))]"
        var text = "\(stored.name)\(version) at \(request.environmentLabel), \(items)"
        if request.safeArea != .zero {
            let insets = [request.safeArea.top, request.safeArea.leading, request.safeArea.bottom, request.safeArea.trailing]
            text += ", safe area \(insets.map(formatNumber).joined(separator: ","))"
        }
        if request.offset != .zero { text += ", offset \(formatNumber(request.offset.x)),\(formatNumber(request.offset.y))" }
        for section in request.orthogonalOffsets.keys.sorted() {
            text += ", strip \(section) at \(formatNumber(request.orthogonalOffsets[section]!))"
        }
        return text
    }
}
