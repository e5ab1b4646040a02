import Foundation
import GRDB

/// A computed run about to be stored: the environment it was computed in and its summary.
public struct NewRun: Sendable, Equatable {
    public var cacheKey: String
    public var layout: String
    public var layoutVersionID: Int64
    public var geometryDigest: String
    public var dataset: String?
    public var datasetDigest: String?
    public var containerWidth: Double
    public var containerHeight: Double
    public var scale: Double
    /// Top, left, bottom, right.
    public var safeArea: [Double]
    public var offsetX: Double
    public var offsetY: Double
    /// JSON object: section index to strip offset.
    public var orthogonalOffsets: String
    /// JSON array: item count per section.
    public var itemCounts: String
    public var contentWidth: Double
    public var contentHeight: Double
    public var cellCount: Int
    public var supplementaryCount: Int
    public var decorationCount: Int
    /// JSON array of strings.
    public var warnings: String
    public var computeMilliseconds: Double
    /// The scroll geometry of the run's orthogonal sections.
    public var strips: [StripRow] = []

    public init(
        cacheKey: String, layout: String, layoutVersionID: Int64, geometryDigest: String, dataset: String?,
        datasetDigest: String?, containerWidth: Double, containerHeight: Double, scale: Double, safeArea: [Double],
        offsetX: Double, offsetY: Double, orthogonalOffsets: String, itemCounts: String, contentWidth: Double,
        contentHeight: Double, cellCount: Int, supplementaryCount: Int, decorationCount: Int, warnings: String,
        computeMilliseconds: Double
    ) {
        self.cacheKey = cacheKey
        self.layout = layout
        self.layoutVersionID = layoutVersionID
        self.geometryDigest = geometryDigest
        self.dataset = dataset
        self.datasetDigest = datasetDigest
        self.containerWidth = containerWidth
        self.containerHeight = containerHeight
        self.scale = scale
        self.safeArea = safeArea
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.orthogonalOffsets = orthogonalOffsets
        self.itemCounts = itemCounts
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.cellCount = cellCount
        self.supplementaryCount = supplementaryCount
        self.decorationCount = decorationCount
        self.warnings = warnings
        self.computeMilliseconds = computeMilliseconds
    }
}

/// A stored run (a row of `runs`).
public struct StoredRun: Sendable, Equatable, Codable, FetchableRecord {
    public var id: Int64
    public var cacheKey: String
    public var layout: String
    public var layoutVersionID: Int64
    public var geometryDigest: String
    public var dataset: String?
    public var datasetDigest: String?
    public var containerWidth: Double
    public var containerHeight: Double
    public var scale: Double
    public var safeAreaTop: Double
    public var safeAreaLeft: Double
    public var safeAreaBottom: Double
    public var safeAreaRight: Double
    public var offsetX: Double
    public var offsetY: Double
    public var orthogonalOffsets: String
    public var itemCounts: String
    public var engineVersion: Int
    public var contentWidth: Double
    public var contentHeight: Double
    public var elementCount: Int
    public var cellCount: Int
    public var supplementaryCount: Int
    public var decorationCount: Int
    public var maxElementHeight: Double
    public var maxElementWidth: Double
    public var warnings: String
    public var computeMs: Double
    public var computedAt: String

    enum CodingKeys: String, CodingKey {
        case id, layout, dataset, scale, warnings
        case cacheKey = "cache_key"
        case layoutVersionID = "layout_version_id"
        case geometryDigest = "geometry_digest"
        case datasetDigest = "dataset_digest"
        case containerWidth = "container_width"
        case containerHeight = "container_height"
        case safeAreaTop = "safe_area_top"
        case safeAreaLeft = "safe_area_left"
        case safeAreaBottom = "safe_area_bottom"
        case safeAreaRight = "safe_area_right"
        case offsetX = "offset_x"
        case offsetY = "offset_y"
        case orthogonalOffsets = "orthogonal_offsets"
        case itemCounts = "item_counts"
        case engineVersion = "engine_version"
        case contentWidth = "content_width"
        case contentHeight = "content_height"
        case elementCount = "element_count"
        case cellCount = "cell_count"
        case supplementaryCount = "supplementary_count"
        case decorationCount = "decoration_count"
        case maxElementHeight = "max_element_height"
        case maxElementWidth = "max_element_width"
        case computeMs = "compute_ms"
        case computedAt = "computed_at"
    }
}

/// A run's elements as columns (the engine's frame buffer, without copying): element `i` is
/// `(x[i], y[i], width[i], height[i])`, category 0 cell / 1 supplementary / 2 decoration, `kind[i]` an index
/// into `kinds` (-1 for cells).
public struct FrameColumns: Sendable {
    public var x: [Double]
    public var y: [Double]
    public var width: [Double]
    public var height: [Double]
    public var category: [UInt8]
    public var kind: [Int16]
    public var kinds: [String]
    public var section: [Int32]
    public var item: [Int32]
    public var zIndex: [Int32]
    public var hidden: [Bool]

    public init(
        x: [Double], y: [Double], width: [Double], height: [Double], category: [UInt8], kind: [Int16], kinds: [String],
        section: [Int32], item: [Int32], zIndex: [Int32], hidden: [Bool]
    ) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.category = category
        self.kind = kind
        self.kinds = kinds
        self.section = section
        self.item = item
        self.zIndex = zIndex
        self.hidden = hidden
    }

    public var count: Int { x.count }

    /// The elements in `range`, as columns of their own (for writing a large run in chunks).
    public func slice(_ range: Range<Int>) -> FrameColumns {
        FrameColumns(
            x: Array(x[range]), y: Array(y[range]), width: Array(width[range]), height: Array(height[range]),
            category: Array(category[range]), kind: Array(kind[range]), kinds: kinds, section: Array(section[range]),
            item: Array(item[range]), zIndex: Array(zIndex[range]), hidden: Array(hidden[range])
        )
    }
}

/// The scroll geometry of one orthogonally scrolling section of a run (a row of `run_orthogonal_sections`).
public struct StripRow: Sendable, Equatable, FetchableRecord {
    public var section: Int
    public var behavior: String
    public var axis: String
    public var visibleLength: Double
    public var contentLength: Double
    public var minOffset: Double
    public var maxOffset: Double
    public var initialOffset: Double
    /// Ascending offsets.
    public var restPoints: [Double]
    public var groupCount: Int

    public init(
        section: Int, behavior: String, axis: String, visibleLength: Double, contentLength: Double, minOffset: Double,
        maxOffset: Double, initialOffset: Double, restPoints: [Double], groupCount: Int
    ) {
        self.section = section
        self.behavior = behavior
        self.axis = axis
        self.visibleLength = visibleLength
        self.contentLength = contentLength
        self.minOffset = minOffset
        self.maxOffset = maxOffset
        self.initialOffset = initialOffset
        self.restPoints = restPoints
        self.groupCount = groupCount
    }

    public init(row: Row) throws {
        section = row["section"]
        behavior = row["behavior"]
        axis = row["axis"]
        visibleLength = row["visible_length"]
        contentLength = row["content_length"]
        minOffset = row["min_offset"]
        maxOffset = row["max_offset"]
        initialOffset = row["initial_offset"]
        let text: String = row["rest_points"]
        restPoints = try JSONDecoder().decode([Double].self, from: Data(text.utf8))
        groupCount = row["group_count"]
    }
}
