import CatalogStore
import LayoutModel

/// The result of a compute: the stored run, whether it came from the cache, and the engine's result when it
/// was computed now.
public struct ComputeOutcome: Sendable {
    public var run: StoredRun
    public var cached: Bool
    public var result: LayoutResult?
    public var request: ComputeRequest

    /// One line for the terminal.
    public var summary: String {
        let counts = "\(run.cellCount) cells, \(run.supplementaryCount) supplementary, \(run.decorationCount) decoration"
        let environment = request.environmentLabel
        let items = run.dataset.map { "dataset \($0)" } ?? "items \(run.itemCounts)"
        let content = "content \(formatPoints(run.contentWidth))x\(formatPoints(run.contentHeight))"
        let how = cached
            ? "cached, run \(run.id)"
            : "computed in \(formatMilliseconds(run.computeMs)), stored as run \(run.id)"
        return "\(run.layout) at \(environment), \(items): \(counts); \(content) (\(how))"
    }

    private func formatMilliseconds(_ value: Double) -> String {
        value < 10 ? String(format1(value)) + " ms" : "\(Int(value.rounded())) ms"
    }

    private func format1(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return formatNumber(tenths)
    }
}
