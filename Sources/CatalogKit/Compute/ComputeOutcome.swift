import CatalogStore
import LayoutModel

/// The result of a compute: the stored run, and whether it came from the cache.
public struct ComputeOutcome: Sendable {
    public var run: StoredRun
    public var cached: Bool

    /// One line for the terminal.
    public var summary: String {
        let label = PreparedComputation.label(layout: run.layout, environment: run.environment, dataset: run.dataset, itemCounts: run.itemCounts)
        let counts = "\(run.cellCount) cells, \(run.supplementaryCount) supplementary, \(run.decorationCount) decoration"
        let content = "content \(formatPoints(run.contentSize.width))x\(formatPoints(run.contentSize.height))"
        let how = cached
            ? "cached, run \(run.id)"
            : "computed in \(formatMilliseconds(run.computeMilliseconds)), stored as run \(run.id)"
        return "\(label): \(counts); \(content) (\(how))"
    }

    private func formatMilliseconds(_ value: Double) -> String {
        value < 10 ? formatNumber((value * 10).rounded() / 10) + " ms" : "\(Int(value.rounded())) ms"
    }
}
