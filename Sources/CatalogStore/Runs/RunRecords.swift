import Foundation
internal import GRDB
import LayoutModel

/// A computed run about to be stored: the key it is found by, the parts of a `Run` known before its frames are
/// stored (what it computed, where, and what the engine said), the scroll geometry of its strips and how long
/// planning took. Its frames arrive separately, in chunks (`FrameWriter`); its id and result are given when it is
/// stored.
public struct NewRun: Sendable, Equatable {
    /// Its computation's key and its environment's text (`CacheKey` computes both; the text is `environment`'s).
    public var key: RunKey
    public var subject: RunSubject
    public var environment: LayoutEnvironment
    public var summary: RunSummary
    /// The scroll geometry of the run's orthogonal sections.
    public var strips: [OrthogonalStripGeometry]
    /// Where each strip's section sits along the scroll axis, stored with the strip (pictures veil what lies beyond
    /// the screen); the plan's section geometry, of which only the strips' sections are read.
    public var sections: [SectionGeometry]
    /// Planning time; the time spent writing frames is added when they are stored.
    public var computeMilliseconds: Double
    /// A stored result found damaged when this run was looked up (`CheckedRun.damaged`). Storing the run removes it
    /// first, with every run that came to it, so that the run's frames, which have the damaged result's digest, are
    /// written again rather than matched to it.
    public var releasesDamagedResult: Int64?

    public init(
        key: RunKey, subject: RunSubject, environment: LayoutEnvironment, summary: RunSummary,
        strips: [OrthogonalStripGeometry] = [], sections: [SectionGeometry] = [], computeMilliseconds: Double = 0
    ) {
        self.key = key
        self.subject = subject
        self.environment = environment
        self.summary = summary
        self.strips = strips
        self.sections = sections
        self.computeMilliseconds = computeMilliseconds
    }
}

/// A run read back from a row of the view `runs` (migration 0010), part by part, each part by its own columns
/// (`Run+Columns`).
enum RunRow {
    /// Every column of a run, from the tables that store them; callers add their `WHERE`.
    static let selection = "SELECT * FROM runs"

    /// The run of a row. A value of the wrong type or one this program cannot read is a `StoredRunFault`: the run is
    /// damaged, and is computed again rather than served.
    static func run(_ row: Row) throws -> Run {
        let id: Int64 = try row.decode(forColumn: "id")
        let text: String = try row.decode(forColumn: "environment")
        let environment: LayoutEnvironment
        do {
            environment = try LayoutEnvironment(canonicalText: text)
        } catch {
            throw StoredRunFault.unreadableEnvironment(run: id, text: text, fault: error)
        }
        guard let resultID = try row.decode(Int64?.self, forColumn: "result_id") else { throw StoredRunFault.noResult(run: id) }
        return Run(
            id: id, subject: try RunSubject(row: row, run: id), environment: environment, summary: try RunSummary(row: row, run: id),
            result: RunResult(id: resultID, counts: try FrameCounts(row: row)), engineVersion: try row.decode(forColumn: "engine_version"),
            computeMilliseconds: try row.decode(forColumn: "compute_ms"),
            computedAt: try row.decode(String?.self, forColumn: "computed_at") ?? ""
        )
    }

    /// Compact JSON with sorted keys, as the JSON columns hold it.
    static func json(_ value: [Int]) -> String {
        "[" + value.map(String.init).joined(separator: ",") + "]"
    }

    /// Compact JSON with sorted keys; most runs have no warnings, and need no encoder.
    static func json(_ value: [String]) -> String { value.isEmpty ? "[]" : encoded(value) }

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
    /// Where the strip's section starts along the layout's scroll axis and how long it is (a picture veils the
    /// section beyond the screen); nil for a strip stored before migration 0012 kept it.
    public var sectionStart: Double?
    public var sectionLength: Double?

    public init(
        section: Int, behavior: String, axis: String, visibleLength: Double, contentLength: Double, minOffset: Double,
        maxOffset: Double, initialOffset: Double, restPoints: [Double], groupCount: Int, sectionStart: Double? = nil,
        sectionLength: Double? = nil
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
        self.sectionStart = sectionStart
        self.sectionLength = sectionLength
    }

    /// The row a strip of the engine's result becomes, with its section's place along the scroll axis (`band`).
    public init(_ strip: OrthogonalStripGeometry, band: SectionGeometry? = nil) {
        self.init(
            section: strip.section, behavior: strip.behavior.rawValue, axis: strip.axis == .horizontal ? "horizontal" : "vertical",
            visibleLength: strip.stripLength, contentLength: strip.contentLength, minOffset: strip.minimumOffset,
            maxOffset: strip.maximumOffset, initialOffset: strip.initialOffset, restPoints: strip.restPoints,
            groupCount: strip.groupLengths.count, sectionStart: band?.start, sectionLength: band?.length
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
        // Absent from rows read in migrations before 0012 added them.
        sectionStart = row.hasColumn("section_start") ? try row.decode(forColumn: "section_start") : nil
        sectionLength = row.hasColumn("section_length") ? try row.decode(forColumn: "section_length") : nil
    }
}
