import Foundation
internal import GRDB
import LayoutModel

/// A computed run about to be stored: what identifies it, the environment and item counts it was computed for,
/// and the engine's summary. Its frames arrive separately, in chunks (`FrameWriter`).
public struct NewRun: Sendable, Equatable {
    /// Its computation's key and its environment's text (the environment's own is `environment`).
    public var key: RunKey
    public var layout: String
    public var layoutVersionID: Int64
    public var geometryDigest: String
    public var dataset: String?
    public var datasetDigest: String?
    public var environment: LayoutEnvironment
    public var itemCounts: [Int]
    public var contentSize: Size
    /// Where the frames were computed: the environment's content offset, or where the layout rests without one.
    public var contentOffset: Point
    /// The collection view's adjusted content inset (left and right as leading and trailing).
    public var adjustedContentInset: EdgeInsets
    /// The layout's family, stored by its name (`compositional`, `flow`).
    public var family: LayoutFamily
    public var warnings: [String]
    /// Planning time; the time spent writing frames is added when they are stored.
    public var computeMilliseconds: Double
    /// The scroll geometry of the run's orthogonal sections.
    public var strips: [OrthogonalStripGeometry]
    /// The face that measured the run's text: `sf-pro`, `stand-in` or a font file; nil when nothing was measured.
    public var textFace: String?
    /// A stored result found damaged when this run was looked up (`CheckedRun.damaged`). Storing the run removes it
    /// first, with every run that came to it, so that the run's frames, which have the damaged result's digest, are
    /// written again rather than matched to it.
    public var releasesDamagedResult: Int64?

    /// `key.environment` is `environment`'s canonical text (`CacheKey` computes it once for both).
    public init(
        key: RunKey, layout: String, layoutVersionID: Int64, geometryDigest: String, dataset: String? = nil,
        datasetDigest: String? = nil, environment: LayoutEnvironment, itemCounts: [Int], contentSize: Size,
        contentOffset: Point = .zero, adjustedContentInset: EdgeInsets = .zero, family: LayoutFamily = .compositional,
        warnings: [String] = [], computeMilliseconds: Double = 0, strips: [OrthogonalStripGeometry] = [], textFace: String? = nil
    ) {
        self.key = key
        self.layout = layout
        self.layoutVersionID = layoutVersionID
        self.geometryDigest = geometryDigest
        self.dataset = dataset
        self.datasetDigest = datasetDigest
        self.environment = environment
        self.itemCounts = itemCounts
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.adjustedContentInset = adjustedContentInset
        self.family = family
        self.warnings = warnings
        self.computeMilliseconds = computeMilliseconds
        self.strips = strips
        self.textFace = textFace
    }
}

/// A stored run (a row of the view `runs`), as plain values.
public struct StoredRun: Sendable, Equatable {
    public var id: Int64
    /// Its computation's key (for a run stored before migration 0010, the key it had then) and its environment's text.
    public var key: RunKey
    public var layout: String
    public var layoutVersionID: Int64
    public var geometryDigest: String
    public var dataset: String?
    public var datasetDigest: String?
    public var environment: LayoutEnvironment
    public var itemCounts: [Int]
    public var engineVersion: Int
    public var family: LayoutFamily
    public var contentSize: Size
    /// Where the frames were computed (the environment's offset, or where the layout rests).
    public var contentOffset: Point
    /// The adjusted content inset, left and right as leading and trailing.
    public var adjustedContentInset: EdgeInsets
    public var elementCount: Int
    public var cellCount: Int
    public var supplementaryCount: Int
    public var decorationCount: Int
    public var maxElementHeight: Double
    public var maxElementWidth: Double
    public var warnings: [String]
    /// Planning and writing time, SQLite's own time excluded, to the microsecond.
    public var computeMilliseconds: Double
    /// ISO 8601, UTC.
    public var computedAt: String
    /// The face that measured the run's text: `sf-pro`, `stand-in` or a font file; nil when nothing was measured.
    public var textFace: String?
    /// The result the run's frames came to (`results.id`): runs with the same frames and strips share it.
    public var resultID: Int64
}

/// A row of the view `runs` (migration 0010): the properties are the columns, in camel case. A run's values are
/// stored where they are shared (its computation, environment, summary and result); the view joins them back into
/// the one row a run was before.
struct RunRow: FetchableRecord {
    /// Every column of a run, from the tables that store them; callers add their `WHERE`.
    static let selection = "SELECT * FROM runs"

    /// Each column read by name, each value checked for its type (a value of another type throws: the run is
    /// damaged). Written out rather than decoded through `Decodable`: converting 40 column names from snake case for
    /// every row (GRDB capitalises each word through Foundation) took half of a cached matrix's time.
    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        cacheKey = try row.decode(forColumn: "cache_key")
        layout = try row.decode(forColumn: "layout")
        layoutVersionId = try row.decode(forColumn: "layout_version_id")
        geometryDigest = try row.decode(forColumn: "geometry_digest")
        dataset = try row.decode(forColumn: "dataset")
        datasetDigest = try row.decode(forColumn: "dataset_digest")
        environment = try row.decode(forColumn: "environment")
        family = try row.decode(forColumn: "family")
        containerWidth = try row.decode(forColumn: "container_width")
        containerHeight = try row.decode(forColumn: "container_height")
        offsetX = try row.decode(forColumn: "offset_x")
        offsetY = try row.decode(forColumn: "offset_y")
        itemCounts = try row.decode(forColumn: "item_counts")
        engineVersion = try row.decode(forColumn: "engine_version")
        contentWidth = try row.decode(forColumn: "content_width")
        contentHeight = try row.decode(forColumn: "content_height")
        insetTop = try row.decode(forColumn: "inset_top")
        insetLeft = try row.decode(forColumn: "inset_left")
        insetBottom = try row.decode(forColumn: "inset_bottom")
        insetRight = try row.decode(forColumn: "inset_right")
        elementCount = try row.decode(forColumn: "element_count")
        cellCount = try row.decode(forColumn: "cell_count")
        supplementaryCount = try row.decode(forColumn: "supplementary_count")
        decorationCount = try row.decode(forColumn: "decoration_count")
        maxElementHeight = try row.decode(forColumn: "max_element_height")
        maxElementWidth = try row.decode(forColumn: "max_element_width")
        warnings = try row.decode(forColumn: "warnings")
        computeMs = try row.decode(forColumn: "compute_ms")
        computedAt = try row.decode(forColumn: "computed_at")
        textFace = try row.decode(forColumn: "text_face")
        resultId = try row.decode(forColumn: "result_id")
    }

    var id: Int64
    var cacheKey: String
    var layout: String
    var layoutVersionId: Int64
    var geometryDigest: String
    var dataset: String?
    var datasetDigest: String?
    var environment: String
    var family: String
    var containerWidth: Double
    var containerHeight: Double
    var offsetX: Double
    var offsetY: Double
    /// JSON array: item count per section.
    var itemCounts: String
    var engineVersion: Int
    var contentWidth: Double
    var contentHeight: Double
    var insetTop: Double
    var insetLeft: Double
    var insetBottom: Double
    var insetRight: Double
    /// Nil when the run's result is not stored (a damaged catalog).
    var elementCount: Int?
    var cellCount: Int?
    var supplementaryCount: Int?
    var decorationCount: Int?
    var maxElementHeight: Double?
    var maxElementWidth: Double?
    /// JSON array of strings.
    var warnings: String
    var computeMs: Double
    var computedAt: String?
    var textFace: String?
    var resultId: Int64?

    /// The row as a value; the environment is read back from its canonical text.
    func stored() throws -> StoredRun {
        let environment: LayoutEnvironment
        do {
            environment = try LayoutEnvironment(canonicalText: self.environment)
        } catch {
            throw DatabaseError(message: "run \(id) has an environment this program cannot read (\"\(self.environment)\"): \(error)")
        }
        guard let resultId else {
            throw DatabaseError(message: "run \(id) names no result: its frames were never stored")
        }
        guard let family = LayoutFamily(rawValue: self.family) else {
            throw DatabaseError(message: "run \(id) has a layout family this program does not know (\"\(self.family)\")")
        }
        let decoder = JSONDecoder()
        guard let counts = try? decoder.decode([Int].self, from: Data(itemCounts.utf8)) else {
            throw DatabaseError(message: "run \(id) has item counts that are not a JSON array of whole numbers")
        }
        guard let warnings = try? decoder.decode([String].self, from: Data(warnings.utf8)) else {
            throw DatabaseError(message: "run \(id) has warnings that are not a JSON array of strings")
        }
        return StoredRun(
            id: id, key: RunKey(computation: cacheKey, environment: self.environment), layout: layout,
            layoutVersionID: layoutVersionId, geometryDigest: geometryDigest, dataset: dataset, datasetDigest: datasetDigest,
            environment: environment, itemCounts: counts, engineVersion: engineVersion, family: family,
            contentSize: Size(width: contentWidth, height: contentHeight), contentOffset: Point(x: offsetX, y: offsetY),
            adjustedContentInset: EdgeInsets(top: insetTop, leading: insetLeft, bottom: insetBottom, trailing: insetRight),
            elementCount: elementCount ?? 0, cellCount: cellCount ?? 0, supplementaryCount: supplementaryCount ?? 0,
            decorationCount: decorationCount ?? 0, maxElementHeight: maxElementHeight ?? 0, maxElementWidth: maxElementWidth ?? 0,
            warnings: warnings, computeMilliseconds: computeMs, computedAt: computedAt ?? "", textFace: textFace, resultID: resultId
        )
    }

    /// Compact JSON with sorted keys, as the JSON columns hold it.
    static func json(_ value: [Int]) -> String {
        "[" + value.map(String.init).joined(separator: ",") + "]"
    }

    /// Compact JSON with sorted keys; most runs have no warnings and no strip offsets, and need no encoder.
    static func json(_ value: [String]) -> String { value.isEmpty ? "[]" : encoded(value) }
    static func json(_ value: [String: Double]) -> String { value.isEmpty ? "{}" : encoded(value) }

    /// Compact JSON with sorted keys, as the JSON columns hold it.
    static func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}

/// The scroll geometry of one orthogonally scrolling section of a run (a row of `run_orthogonal_sections`).
public struct StripRow: Sendable, Equatable {
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

    /// The row a strip of the engine's result becomes.
    public init(_ strip: OrthogonalStripGeometry) {
        self.init(
            section: strip.section, behavior: strip.behavior.rawValue, axis: strip.axis == .horizontal ? "horizontal" : "vertical",
            visibleLength: strip.stripLength, contentLength: strip.contentLength, minOffset: strip.minimumOffset,
            maxOffset: strip.maximumOffset, initialOffset: strip.initialOffset, restPoints: strip.restPoints,
            groupCount: strip.groupLengths.count
        )
    }
}

extension StripRow {
    /// A row of `run_orthogonal_sections` as a value.
    init(row: Row) throws {
        section = try row.decode(forColumn: "section")
        behavior = try row.decode(forColumn: "behavior")
        axis = try row.decode(forColumn: "axis")
        visibleLength = try row.decode(forColumn: "visible_length")
        contentLength = try row.decode(forColumn: "content_length")
        minOffset = try row.decode(forColumn: "min_offset")
        maxOffset = try row.decode(forColumn: "max_offset")
        initialOffset = try row.decode(forColumn: "initial_offset")
        let text: String = try row.decode(forColumn: "rest_points")
        restPoints = try JSONDecoder().decode([Double].self, from: Data(text.utf8))
        groupCount = try row.decode(forColumn: "group_count")
    }
}
