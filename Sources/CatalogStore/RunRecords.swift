import Foundation
internal import GRDB
import LayoutModel
import Synchronization

/// A computed run about to be stored: what identifies it, the environment and item counts it was computed for,
/// and the engine's summary. Its frames arrive separately, in chunks (`FrameWriter`).
public struct NewRun: Sendable, Equatable {
    public var cacheKey: String
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

    public init(
        cacheKey: String, layout: String, layoutVersionID: Int64, geometryDigest: String, dataset: String? = nil,
        datasetDigest: String? = nil, environment: LayoutEnvironment, itemCounts: [Int], contentSize: Size,
        contentOffset: Point = .zero, adjustedContentInset: EdgeInsets = .zero, family: LayoutFamily = .compositional,
        warnings: [String] = [], computeMilliseconds: Double = 0, strips: [OrthogonalStripGeometry] = [], textFace: String? = nil
    ) {
        self.cacheKey = cacheKey
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

/// A stored run (a row of `runs`), as plain values.
public struct StoredRun: Sendable, Equatable {
    public var id: Int64
    public var cacheKey: String
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
    /// Planning and writing time, SQLite's own time excluded.
    public var computeMilliseconds: Double
    /// ISO 8601, UTC.
    public var computedAt: String
    /// The face that measured the run's text: `sf-pro`, `stand-in` or a font file; nil when nothing was measured.
    public var textFace: String?
    /// The result the run's frames came to (`results.id`): runs with the same frames and strips share it.
    public var resultID: Int64
}

/// A row of `runs` as GRDB reads and writes it: the properties are the columns, named in snake case. The one
/// place a run's environment becomes columns: its canonical text (which `StoredRun` reads back) and one column per
/// trait for SQL.
struct RunRow: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "runs"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    /// Snake case, each key converted once per process: converting every key of every run took a tenth of a device
    /// matrix.
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.custom { key in
        columnNames.withLock { names in
            if let name = names[key.stringValue] { return name }
            let name = snakeCase(key.stringValue)
            names[key.stringValue] = name
            return name
        }
    }

    private static let columnNames = Mutex<[String: String]>([:])

    /// `layoutVersionId` → `layout_version_id`.
    static func snakeCase(_ key: String) -> String {
        var name = ""
        for character in key {
            if character.isUppercase, !name.isEmpty { name.append("_") }
            name.append(contentsOf: character.lowercased())
        }
        return name
    }

    var id: Int64?
    var cacheKey: String
    var layout: String
    var layoutVersionId: Int64
    var geometryDigest: String
    var dataset: String?
    var datasetDigest: String?
    var environment: String
    var family: String
    var device: String?
    var orientation: String?
    var contentSizeCategory: String
    var containerWidth: Double
    var containerHeight: Double
    var scale: Double
    var safeAreaTop: Double
    var safeAreaLeft: Double
    var safeAreaBottom: Double
    var safeAreaRight: Double
    var layoutMarginTop: Double?
    var layoutMarginLeft: Double?
    var layoutMarginBottom: Double?
    var layoutMarginRight: Double?
    var layoutDirection: String
    var offsetX: Double
    var offsetY: Double
    /// JSON object: section index to strip offset.
    var orthogonalOffsets: String
    /// JSON array: item count per section.
    var itemCounts: String
    var engineVersion: Int
    var contentWidth: Double
    var contentHeight: Double
    var insetTop: Double
    var insetLeft: Double
    var insetBottom: Double
    var insetRight: Double
    var elementCount = 0
    var cellCount = 0
    var supplementaryCount = 0
    var decorationCount = 0
    var maxElementHeight = 0.0
    var maxElementWidth = 0.0
    /// JSON array of strings.
    var warnings: String
    var computeMs: Double
    var computedAt: String
    var textFace: String?
    /// The result its frames came to; set once they have been handed over.
    var resultId: Int64?

    init(_ run: NewRun, engineVersion: Int, computedAt: String) {
        let environment = run.environment
        let margins = environment.layoutMargins
        cacheKey = run.cacheKey
        layout = run.layout
        layoutVersionId = run.layoutVersionID
        geometryDigest = run.geometryDigest
        dataset = run.dataset
        datasetDigest = run.datasetDigest
        self.environment = environment.canonicalText
        family = run.family.rawValue
        device = environment.device?.device.slug
        orientation = environment.device?.orientation.rawValue
        contentSizeCategory = environment.contentSizeCategory.rawValue
        containerWidth = environment.containerSize.width
        containerHeight = environment.containerSize.height
        scale = environment.scale
        safeAreaTop = environment.safeAreaInsets.top
        safeAreaLeft = environment.safeAreaInsets.leading
        safeAreaBottom = environment.safeAreaInsets.bottom
        safeAreaRight = environment.safeAreaInsets.trailing
        layoutMarginTop = margins?.top
        layoutMarginLeft = margins?.leading
        layoutMarginBottom = margins?.bottom
        layoutMarginRight = margins?.trailing
        layoutDirection = environment.layoutDirection.rawValue
        offsetX = run.contentOffset.x
        offsetY = run.contentOffset.y
        orthogonalOffsets = Self.json(Dictionary(uniqueKeysWithValues: environment.orthogonalOffsets.map { (String($0.key), $0.value) }))
        itemCounts = Self.json(run.itemCounts)
        self.engineVersion = engineVersion
        contentWidth = run.contentSize.width
        contentHeight = run.contentSize.height
        insetTop = run.adjustedContentInset.top
        insetLeft = run.adjustedContentInset.leading
        insetBottom = run.adjustedContentInset.bottom
        insetRight = run.adjustedContentInset.trailing
        warnings = Self.json(run.warnings)
        computeMs = run.computeMilliseconds
        self.computedAt = computedAt
        textFace = run.textFace
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// Every column written for a new run, each beside its value (so neither can drift from the other), in the
    /// table's terms. `RunStore` inserts a run through one cached statement built from these names: GRDB's record
    /// insert encodes the row into a container and rebuilds its statement's text for every row, a fifth of a device
    /// matrix of thousands of small runs.
    var insertedColumns: KeyValuePairs<String, (any DatabaseValueConvertible)?> {
        [
            "cache_key": cacheKey, "layout": layout, "layout_version_id": layoutVersionId, "geometry_digest": geometryDigest,
            "dataset": dataset, "dataset_digest": datasetDigest, "environment": environment, "family": family,
            "device": device, "orientation": orientation, "content_size_category": contentSizeCategory,
            "container_width": containerWidth, "container_height": containerHeight, "scale": scale,
            "safe_area_top": safeAreaTop, "safe_area_left": safeAreaLeft, "safe_area_bottom": safeAreaBottom,
            "safe_area_right": safeAreaRight, "layout_margin_top": layoutMarginTop, "layout_margin_left": layoutMarginLeft,
            "layout_margin_bottom": layoutMarginBottom, "layout_margin_right": layoutMarginRight,
            "layout_direction": layoutDirection, "offset_x": offsetX, "offset_y": offsetY,
            "orthogonal_offsets": orthogonalOffsets, "item_counts": itemCounts, "engine_version": engineVersion,
            "content_width": contentWidth, "content_height": contentHeight, "inset_top": insetTop, "inset_left": insetLeft,
            "inset_bottom": insetBottom, "inset_right": insetRight, "element_count": elementCount, "cell_count": cellCount,
            "supplementary_count": supplementaryCount, "decoration_count": decorationCount,
            "max_element_height": maxElementHeight, "max_element_width": maxElementWidth, "warnings": warnings,
            "compute_ms": computeMs, "computed_at": computedAt, "text_face": textFace, "result_id": resultId,
        ]
    }

    /// Inserts the row as a new run and sets its id.
    mutating func insertAsNewRun(_ db: Database) throws {
        let columns = insertedColumns
        try db.cachedStatement(sql: Self.insertStatement(naming: columns)).execute(arguments: StatementArguments(columns.map(\.value)))
        id = db.lastInsertedRowID
    }

    private static let insertText = Mutex<String?>(nil)

    /// The insert statement's text, made once from the column names (they never change within a process).
    private static func insertStatement(naming columns: KeyValuePairs<String, (any DatabaseValueConvertible)?>) -> String {
        insertText.withLock { text in
            if let text { return text }
            let names = columns.map(\.key)
            let made = "INSERT INTO runs (\(names.joined(separator: ", "))) VALUES (\(Array(repeating: "?", count: names.count).joined(separator: ", ")))"
            text = made
            return made
        }
    }

    /// The run just stored from `run`, as a value: the values in hand, rather than this row's text read back.
    func stored(from run: NewRun) -> StoredRun {
        stored(environment: run.environment, family: run.family, itemCounts: run.itemCounts, warnings: run.warnings, resultID: resultId ?? 0)
    }

    /// The row as a value, with the columns stored as text given already read.
    private func stored(environment: LayoutEnvironment, family: LayoutFamily, itemCounts: [Int], warnings: [String], resultID: Int64) -> StoredRun {
        StoredRun(
            id: id ?? 0, cacheKey: cacheKey, layout: layout, layoutVersionID: layoutVersionId, geometryDigest: geometryDigest,
            dataset: dataset, datasetDigest: datasetDigest, environment: environment,
            itemCounts: itemCounts, engineVersion: engineVersion, family: family,
            contentSize: Size(width: contentWidth, height: contentHeight), contentOffset: Point(x: offsetX, y: offsetY),
            adjustedContentInset: EdgeInsets(top: insetTop, leading: insetLeft, bottom: insetBottom, trailing: insetRight),
            elementCount: elementCount, cellCount: cellCount,
            supplementaryCount: supplementaryCount, decorationCount: decorationCount, maxElementHeight: maxElementHeight,
            maxElementWidth: maxElementWidth, warnings: warnings,
            computeMilliseconds: computeMs, computedAt: computedAt, textFace: textFace, resultID: resultID
        )
    }

    /// The row as a value; the environment is read back from its canonical text.
    func stored() throws -> StoredRun {
        let environment: LayoutEnvironment
        do {
            environment = try LayoutEnvironment(canonicalText: self.environment)
        } catch {
            throw DatabaseError(message: "run \(id ?? 0) has an environment this program cannot read (\"\(self.environment)\"): \(error)")
        }
        guard let resultId else {
            throw DatabaseError(message: "run \(id ?? 0) names no result: its frames were never stored")
        }
        guard let family = LayoutFamily(rawValue: self.family) else {
            throw DatabaseError(message: "run \(id ?? 0) has a layout family this program does not know (\"\(self.family)\")")
        }
        let decoder = JSONDecoder()
        guard let counts = try? decoder.decode([Int].self, from: Data(itemCounts.utf8)) else {
            throw DatabaseError(message: "run \(id ?? 0) has item counts that are not a JSON array of whole numbers")
        }
        guard let warnings = try? decoder.decode([String].self, from: Data(warnings.utf8)) else {
            throw DatabaseError(message: "run \(id ?? 0) has warnings that are not a JSON array of strings")
        }
        return stored(environment: environment, family: family, itemCounts: counts, warnings: warnings, resultID: resultId)
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
