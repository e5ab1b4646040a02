internal import GRDB
import LayoutModel

extension CatalogDatabase {
    /// The frames of a stored result, in the order the engine produced them (their ordinals), as the views read them:
    /// the one way a stored run's frames come back into Swift. The lint checks them, and pictures and comparisons can
    /// draw what is stored without planning the layout again.
    ///
    /// Rows are read along the table's key (`result_id, y, ordinal`), so no sort is needed, and put back in ordinal
    /// order; widths and heights stored as sixths of a point (`StoredLength`) and flags (`StoredFlags`) are unpacked
    /// as `frames` unpacks them. A row this program could not have written (an ordinal out of range or given twice, a
    /// kind the catalog does not name, a value of the wrong type, a frame not finite or of negative size) is a
    /// `StoredRunFault`, like any damaged run.
    public func frames(ofResult resultID: Int64) throws -> FrameBuffer {
        try lookUp { db in try Self.frames(ofResult: resultID, db) }
    }

    /// The reader itself, on a connection a caller already holds (a transaction that stores runs and reads them
    /// back, `LintStore`).
    static func frames(ofResult resultID: Int64, _ db: Database) throws -> FrameBuffer {
        // Cached statements: a lint reads back thousands of results in one transaction.
        // Decoded with `decode`, which throws where a tampered row holds a value of another type (a subscript traps).
        var kinds: [Int64: String] = [:]
        for row in try Row.fetchAll(db.cachedStatement(sql: "SELECT id, name FROM element_kinds")) {
            do {
                kinds[try row.decode(atIndex: 0)] = try row.decode(atIndex: 1)
            } catch {
                throw StoredRunFault.unreadableFrames(result: resultID, reason: "an element kind's row is not an id and a name")
            }
        }
        let count = try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM result_frames WHERE result_id = ?"), arguments: [resultID]) ?? 0
        var rows = [StoredFrameRow?](repeating: nil, count: count)
        let cursor = try Row.fetchCursor(
            db.cachedStatement(sql: """
                SELECT ordinal, flags, section, item, x, y, \(StoredLength.points("width")), \(StoredLength.points("height"))
                FROM result_frames WHERE result_id = ? ORDER BY y, ordinal
                """),
            arguments: [resultID]
        )
        while let row = try cursor.next() {
            let ordinal: Int
            let stored: StoredFrameRow
            do {
                ordinal = try row.decode(atIndex: 0)
                stored = StoredFrameRow(
                    flags: try row.decode(atIndex: 1), section: try row.decode(atIndex: 2), item: try row.decode(atIndex: 3),
                    frame: Rect(x: try row.decode(atIndex: 4), y: try row.decode(atIndex: 5), width: try row.decode(atIndex: 6), height: try row.decode(atIndex: 7))
                )
            } catch {
                throw StoredRunFault.unreadableFrames(result: resultID, reason: "a frame's row holds a value of the wrong type")
            }
            guard ordinal >= 0, ordinal < count, rows[ordinal] == nil else {
                throw StoredRunFault.unreadableFrames(result: resultID, reason: "frame ordinal \(ordinal) is out of order or given twice")
            }
            let frame = stored.frame
            guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite, frame.width >= 0, frame.height >= 0 else {
                throw StoredRunFault.unreadableFrames(result: resultID, reason: "frame ordinal \(ordinal) is not a finite frame of non-negative size")
            }
            rows[ordinal] = stored
        }
        var buffer = FrameBuffer(capacity: count)
        for (ordinal, stored) in rows.enumerated() {
            guard let stored else {
                throw StoredRunFault.unreadableFrames(result: resultID, reason: "frame ordinal \(ordinal) is missing")
            }
            let flags = stored.flags
            let kindID = (flags >> StoredFlags.kindShift) & StoredFlags.largestKindID
            var kind: Int16 = -1
            if kindID != 0 {
                guard let name = kinds[kindID] else {
                    throw StoredRunFault.unreadableFrames(result: resultID, reason: "frame ordinal \(ordinal) names element kind \(kindID), which the catalog does not hold")
                }
                kind = buffer.kindIndex(for: name)
            }
            guard let category = ElementCategory(rawValue: UInt8(flags & 3)) else {
                throw StoredRunFault.unreadableFrames(result: resultID, reason: "frame ordinal \(ordinal) has category \(flags & 3)")
            }
            buffer.append(
                category: category, kind: kind, section: stored.section, item: stored.item, frame: stored.frame,
                zIndex: Int(flags >> StoredFlags.zIndexShift), hidden: flags & 4 != 0
            )
        }
        return buffer
    }
}

/// One stored frame, before it takes its place among the result's frames.
private struct StoredFrameRow {
    var flags: Int64
    var section: Int
    var item: Int
    var frame: Rect
}
