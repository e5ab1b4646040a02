import LayoutModel

/// The environment a compute asks for: everything besides the spec that frames depend on.
public struct ComputeRequest: Sendable, Equatable {
    /// The collection view's bounds size.
    public var size: Size
    /// Display scale: 1, 2 or 3 (3 by default, as current iPhones).
    public var scale: Double
    /// Item count per section; nil takes them from the dataset, else from the spec's `itemCounts`.
    public var itemCounts: [Int]?
    /// A dataset whose sections give the item counts.
    public var dataset: String?
    public var safeArea: EdgeInsets
    /// The scroll position, for pinned headers and footers.
    public var offset: Point
    /// Strip offsets of orthogonally scrolling sections, by section index.
    public var orthogonalOffsets: [Int: Double]

    public init(
        size: Size, scale: Double = 3, itemCounts: [Int]? = nil, dataset: String? = nil, safeArea: EdgeInsets = .zero,
        offset: Point = .zero, orthogonalOffsets: [Int: Double] = [:]
    ) {
        self.size = size
        self.scale = scale
        self.itemCounts = itemCounts
        self.dataset = dataset
        self.safeArea = safeArea
        self.offset = offset
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// `390x844@3x`, as summaries print environments.
    public var environmentLabel: String {
        "\(formatNumber(size.width))x\(formatNumber(size.height))@\(formatNumber(scale))x"
    }
}
