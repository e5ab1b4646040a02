import Foundation
internal import GRDB
internal import GRDBSQLite
import LayoutModel

/// Takes a run's frames chunk by chunk inside the store's transaction, digests them as they go by
/// (`ResultDigester`), and writes them only when they make a result the catalog does not hold yet; keeps counts and
/// largest sizes as rows go by.
///
/// Where a run's frames go depends on what is known before they are written:
/// - a run whose frames all arrive in one chunk of at most `ResultDigester.prefixLength` (the producer said how many,
///   `expectedCount`) is digested first and written only when no stored result has its digest: the common case of a
///   device matrix, where most runs repeat a result;
/// - a larger run is first matched by its prefix digest (the strips and first `prefixLength` frames) and element
///   count. When no stored result shares them the run is new: its chunks are written while a second thread digests
///   them, so the digest costs no time on two cores. When one does, the run is probably that result: its frames are
///   only digested, and if the digest then differs after all, the store asks the producer for the frames again
///   (`RunStore`), a pass over memory rather than over SQLite;
/// - a producer that does not say how many frames come, or hands over a first chunk shorter than the prefix, gets its
///   frames written as they come, and if the finished digest names a stored result the rows just written are
///   dropped again.
///
/// Each chunk is one statement, `INSERT INTO result_frames … SELECT … FROM frame_chunk(?)`, whose rows SQLite reads
/// straight from the buffer's columns through an in-process virtual table (`FrameChunkTable`): no value is bound,
/// and the statement's set-up is paid once per chunk rather than once per row or per fifty rows. This replaced
/// fifty rows bound per step of a multi-row `INSERT … VALUES` (Benchmarks/README.md has both).
///
/// `result_frames` is clustered by `(result_id, y, ordinal)` (migrations 0007 and 0009), so rows written in y order
/// append to the right edge of its B-tree. A chunk whose frames are not in y order (a horizontal flow layout goes
/// column by column) is written sorted by y: inserting it as produced splits pages all over the result's range.
public final class FrameWriter {
    private let db: Database
    private let insertChunk: Statement
    private let strips: [StripRow]
    private var digester: ResultDigester
    private var destination = Destination.undecided
    /// Write every frame, without looking anything up first: the second pass over a run whose prefix matched a
    /// stored result that its frames then did not.
    private var writesEverything = false

    /// Ids of the element kinds this writer has stored or found, by name.
    private var kindIDs: [String: Int64] = [:]

    /// Rows handed over so far.
    public private(set) var count = 0
    /// Rows per category: cells, supplementaries, decorations.
    public private(set) var counts = [0, 0, 0]
    public private(set) var maxHeight = 0.0
    public private(set) var maxWidth = 0.0

    /// The counts and largest sizes of the frames written so far, as the run's result records them.
    public var frameCounts: FrameCounts {
        FrameCounts(
            elementCount: count, cellCount: counts[0], supplementaryCount: counts[1], decorationCount: counts[2], maxElementHeight: maxHeight,
            maxElementWidth: maxWidth
        )
    }

    /// Time spent by the caller producing chunks, added to the run's compute time.
    public var producingMilliseconds = 0.0
    /// Checked before each chunk: when it returns true the insert stops with `CancellationError` and the
    /// transaction rolls back.
    public var isCancelled: () -> Bool = { false }
    /// How many frames the producer will hand over, when it knows (a plan knows its element count). Without it a run
    /// is written as it comes and dropped again if it repeats a stored result.
    public var expectedCount: Int?

    /// A chunk is digested on a second thread while SQLite writes it when it has at least this many frames; below,
    /// handing it over costs more than it saves.
    static let concurrentDigestFrames = 16_384

    /// Where the run's frames are going.
    private enum Destination {
        /// Nothing handed over yet.
        case undecided
        /// Written as they come, under a result id that gets its row (and digest) when the run ends.
        case writing(resultID: Int64)
        /// Only digested: the prefix matched these stored results (id and digest).
        case digestingOnly(candidates: [(id: Int64, digest: [UInt8])])
        /// The whole run was one chunk, digested first: a stored result, or a new one already written.
        case settled(resultID: Int64, isNew: Bool)
    }

    /// What the run's frames came to, once they have all been handed over.
    enum Outcome {
        /// The run's result: the id of a stored result, or of the one its frames have just made.
        case result(id: Int64, isNew: Bool)
        /// The prefix matched a stored result but the frames did not: hand them over again, to be written.
        case produceAgain
    }

    /// The statement comes from the connection's statement cache: a matrix of thousands of small runs compiles it
    /// once, not once per run.
    init(db: Database, strips: [StripRow]) throws {
        self.db = db
        self.strips = strips
        self.digester = ResultDigester(strips: strips)
        self.insertChunk = try db.cachedStatement(sql: """
            INSERT INTO result_frames (result_id, y, ordinal, flags, section, item, x, width, height)
            SELECT ?1, y, ordinal, flags, section, item, x, width, height FROM \(FrameChunkTable.name)(?2)
            """)
    }

    /// Takes one chunk of frames: digests it, and writes it when the run is (or may be) a new result.
    public func insert(_ frames: FrameBuffer) throws {
        if isCancelled() { throw CancellationError() }
        try frames.withColumns { columns in
            tally(columns)
            let kinds = ResultDigester.kinds(of: columns)
            switch destination {
            case .undecided:
                try begin(columns, kinds: kinds)
            case .writing(let resultID):
                try write(columns, kinds: kinds, into: resultID, digestingFrom: 0)
            case .digestingOnly:
                digester.add(columns, 0..<columns.count, kinds: kinds)
            case .settled:
                throw StoreFault.framesUnlikeAnnounced(announced: expectedCount ?? 0, handedOver: nil)
            }
        }
        count += frames.count
    }

    /// The first chunk decides where the run's frames go (see the type's description).
    private func begin(_ columns: FrameColumnsView, kinds: [[UInt8]]) throws {
        let prefixLength = ResultDigester.prefixLength
        if !writesEverything, expectedCount == columns.count, columns.count <= prefixLength {
            digester.add(columns, 0..<columns.count, kinds: kinds)
            let digest = digester.finish().digest
            if let stored = try storedResult(digest: digest) {
                destination = .settled(resultID: stored, isNew: false)
            } else {
                let resultID = try newResultID()
                try writeRows(columns, into: resultID)
                destination = .settled(resultID: resultID, isNew: true)
            }
        } else if !writesEverything, columns.count >= prefixLength {
            digester.add(columns, 0..<prefixLength, kinds: kinds)
            let candidates = try storedResults(prefix: digester.prefixDigest!, elementCount: expectedCount)
            if candidates.isEmpty {
                let resultID = try newResultID()
                destination = .writing(resultID: resultID)
                try write(columns, kinds: kinds, into: resultID, digestingFrom: prefixLength)
            } else {
                destination = .digestingOnly(candidates: candidates)
                digester.add(columns, prefixLength..<columns.count, kinds: kinds)
            }
        } else {
            let resultID = try newResultID()
            destination = .writing(resultID: resultID)
            try write(columns, kinds: kinds, into: resultID, digestingFrom: 0)
        }
    }

    /// Ends the run: the result its frames came to, stored with its digest and strips when it is new.
    func finish() throws -> Outcome {
        if let expectedCount, expectedCount != count {
            throw StoreFault.framesUnlikeAnnounced(announced: expectedCount, handedOver: count)
        }
        switch destination {
        case .undecided:
            // No frames at all: a result of strips alone.
            let (digest, prefix) = digester.finish()
            if let stored = try storedResult(digest: digest) { return .result(id: stored, isNew: false) }
            let resultID = try newResultID()
            try record(resultID, digest: digest, prefix: prefix)
            return .result(id: resultID, isNew: true)
        case .settled(let resultID, let isNew):
            if isNew {
                let (digest, prefix) = digester.finish()
                try record(resultID, digest: digest, prefix: prefix)
            }
            return .result(id: resultID, isNew: isNew)
        case .writing(let resultID):
            let (digest, prefix) = digester.finish()
            if let stored = try storedResult(digest: digest) {
                try db.execute(sql: "DELETE FROM result_frames WHERE result_id = ?", arguments: [resultID])
                return .result(id: stored, isNew: false)
            }
            try record(resultID, digest: digest, prefix: prefix)
            return .result(id: resultID, isNew: true)
        case .digestingOnly(let candidates):
            let digest = digester.finish().digest
            if let match = candidates.first(where: { $0.digest == digest }) { return .result(id: match.id, isNew: false) }
            if let stored = try storedResult(digest: digest) { return .result(id: stored, isNew: false) }
            return .produceAgain
        }
    }

    /// Forgets what was handed over, to take the same frames again and write them all (`Outcome.produceAgain`).
    func startOverWritingEverything() {
        digester = ResultDigester(strips: strips)
        destination = .undecided
        writesEverything = true
        count = 0
        counts = [0, 0, 0]
        maxHeight = 0
        maxWidth = 0
        producingMilliseconds = 0
    }

    /// Counts and largest sizes, whatever becomes of the rows.
    private func tally(_ columns: FrameColumnsView) {
        for index in 0..<columns.count {
            let category = columns.category[index]
            if category < 3 { counts[Int(category)] += 1 }
            maxHeight = max(maxHeight, columns.height[index])
            maxWidth = max(maxWidth, columns.width[index])
        }
    }

    /// Writes a chunk and digests it from frame `start` on: on a second thread while SQLite writes, for a large chunk.
    private func write(_ columns: FrameColumnsView, kinds: [[UInt8]], into resultID: Int64, digestingFrom start: Int) throws {
        guard columns.count - start >= Self.concurrentDigestFrames else {
            digester.add(columns, start..<columns.count, kinds: kinds)
            try writeRows(columns, into: resultID)
            return
        }
        let job = DigestJob(digester: digester, columns: columns, range: start..<columns.count, kinds: kinds)
        let digesting = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: digesting) { job.run() }
        // The job reads the chunk's memory: it must be done before the chunk is handed back, whatever SQLite says.
        defer { digesting.wait() }
        try writeRows(columns, into: resultID)
    }

    /// Inserts one chunk's rows, read straight from the buffer's columns.
    private func writeRows(_ columns: FrameColumnsView, into resultID: Int64) throws {
        let kindIDs = try columns.elementKinds.map(kindID(of:))
        let order = Self.yOrder(columns)
        try kindIDs.withUnsafeBufferPointer { kindIDs in
            try Self.withOptionalPointer(order) { order in
                var chunk = FrameChunkTable.Chunk(columns, order: order, kindIDs: kindIDs.baseAddress, firstOrdinal: Int64(count))
                try withUnsafeMutablePointer(to: &chunk) { chunk in
                    let handle = insertChunk.sqliteStatement
                    sqlite3_bind_int64(handle, 1, resultID)
                    sqlite3_bind_pointer(handle, 2, chunk, FrameChunkTable.pointerType, nil)
                    defer {
                        sqlite3_reset(handle)
                        sqlite3_bind_null(handle, 2)
                    }
                    let code = sqlite3_step(handle)
                    guard code == SQLITE_DONE else {
                        let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
                        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
                    }
                }
            }
        }
    }

    /// The id of an element kind in `element_kinds` (migration 0010), stored when the catalog has none by that name.
    /// A catalog knows a handful of kinds (`header`, `badge`, …): each frame's flags hold the small id, not the name
    /// (`StoredFlags`). The table is read whole: a few rows need no index.
    private func kindID(of name: String) throws -> Int64 {
        if let known = kindIDs[name] { return known }
        if let stored = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM element_kinds WHERE name = ?"), arguments: [name]) {
            kindIDs[name] = stored
            return stored
        }
        let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) + 1 FROM element_kinds")) ?? 1
        guard id <= StoredFlags.largestKindID else {
            throw StoreFault.tooManyElementKinds(limit: Int(StoredFlags.largestKindID), kind: name)
        }
        try db.cachedStatement(sql: "INSERT INTO element_kinds (id, name) VALUES (?, ?)").execute(arguments: [id, name])
        kindIDs[name] = id
        return id
    }

    /// The stored result with this digest.
    private func storedResult(digest: [UInt8]) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM results WHERE digest = ?"), arguments: [Data(digest)])
    }

    /// Stored results that begin as this run does (and have its element count, when it is known).
    private func storedResults(prefix: [UInt8], elementCount: Int?) throws -> [(id: Int64, digest: [UInt8])] {
        let rows = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT id, digest FROM results WHERE prefix_digest = ?1 AND (?2 IS NULL OR element_count = ?2)"),
            arguments: [Data(prefix), elementCount]
        )
        return rows.map { row in (row[0], [UInt8](row[1] as Data)) }
    }

    /// An id for a new result. Its row is written when the run ends (`record`), so a result is never stored without
    /// its digest; within the write transaction no other writer can take the id meanwhile.
    private func newResultID() throws -> Int64 {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT coalesce(max(id), 0) + 1 FROM results")) ?? 1
    }

    /// A new result's row and its strips.
    private func record(_ resultID: Int64, digest: [UInt8], prefix: [UInt8]) throws {
        // Only a result of at least `prefixLength` frames can be matched by its prefix (`begin`); a shorter one keeps
        // none, so a matrix of small results does not store and index a second digest of each.
        let matchablePrefix = count >= ResultDigester.prefixLength ? Data(prefix) : nil
        try db.cachedStatement(sql: FrameCounts.resultInsertion)
            .execute(arguments: [resultID, Data(digest), matchablePrefix] + frameCounts.databaseArguments)
        for strip in strips {
            let rest = "[" + strip.restPoints.map { CatalogDatabase.jsonNumber($0) }.joined(separator: ",") + "]"
            try db.cachedStatement(sql: """
                INSERT INTO result_orthogonal_sections (result_id, section, behavior, axis, visible_length, content_length,
                    min_offset, max_offset, initial_offset, rest_points, group_count, section_start, section_length)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: [
                resultID, strip.section, strip.behavior, strip.axis, strip.visibleLength, strip.contentLength, strip.minOffset,
                strip.maxOffset, strip.initialOffset, rest, strip.groupCount, strip.sectionStart, strip.sectionLength,
            ])
        }
    }

    /// Calls `body` with the array's storage, or with nil when there is no array.
    private static func withOptionalPointer<Result>(_ array: [Int]?, _ body: (UnsafePointer<Int>?) throws -> Result) rethrows -> Result {
        guard let array else { return try body(nil) }
        return try array.withUnsafeBufferPointer { try body($0.baseAddress) }
    }

    /// The chunk's row indexes in y order (ties in produced order), or nil when the chunk is already in y order,
    /// as a vertical layout's chunks are.
    static func yOrder(_ columns: FrameColumnsView) -> [Int]? {
        var sorted = true
        var index = 1
        while index < columns.count {
            if columns.y[index] < columns.y[index - 1] { sorted = false; break }
            index += 1
        }
        if sorted { return nil }
        return (0..<columns.count).sorted { a, b in
            let (ya, yb) = (columns.y[a], columns.y[b])
            return ya < yb || (ya == yb && a < b)
        }
    }
}

/// A chunk digested on another thread while the writer's thread inserts it: the writer waits for it before the chunk
/// is handed back, and touches neither the digester nor the chunk meanwhile.
private struct DigestJob: @unchecked Sendable {
    let digester: ResultDigester
    let columns: FrameColumnsView
    let range: Range<Int>
    let kinds: [[UInt8]]

    func run() { digester.add(columns, range, kinds: kinds) }
}
