/// The frames a run came to, stored once however many runs share them (`results.id`, `layout_runs.result_id`): runs
/// with identical frames and strips share one.
public struct RunResult: Sendable, Equatable {
    public var id: Int64
    public var counts: FrameCounts

    public init(id: Int64, counts: FrameCounts) {
        self.id = id
        self.counts = counts
    }
}

/// How many elements of each category a result holds, and its largest sizes (they follow from the frames).
public struct FrameCounts: Sendable, Equatable {
    public var elementCount: Int
    public var cellCount: Int
    public var supplementaryCount: Int
    public var decorationCount: Int
    /// The tallest and widest element: a viewport query looks this far above its top (P5).
    public var maxElementHeight: Double
    public var maxElementWidth: Double

    public init(
        elementCount: Int, cellCount: Int, supplementaryCount: Int, decorationCount: Int, maxElementHeight: Double,
        maxElementWidth: Double
    ) {
        self.elementCount = elementCount
        self.cellCount = cellCount
        self.supplementaryCount = supplementaryCount
        self.decorationCount = decorationCount
        self.maxElementHeight = maxElementHeight
        self.maxElementWidth = maxElementWidth
    }

    /// `18 cells, 0 supplementary, 0 decoration`: how summaries and tables count a run's elements.
    public var label: String {
        "\(cellCount) cells, \(supplementaryCount) supplementary, \(decorationCount) decoration"
    }
}
