@testable import CatalogStore
import Foundation
import GRDB
import LayoutModel
import Testing

/// How `result_frames` packs a frame (migration 0010): widths and heights on the sixth-of-a-point grid as negated
/// counts of sixths (`StoredLength`), the kind's id inside the flags (`StoredFlags`), and the views reading both back
/// exactly.
@Suite("Stored frame encoding")
struct StoredFrameEncodingTests {
    @Test func aLengthOnTheSixthGridIsStoredAsItsSixthsNegated() {
        // A third of a point at 3x: 130 1/3 is 782 sixths.
        #expect(StoredLength.stored(130.33333333333334) == -782)
        #expect(StoredLength.stored(0.5) == -3)
        #expect(StoredLength.stored(1288.5) == -7731)
        // Whole points stay as they are (SQLite keeps them as small integers already), and so does zero.
        #expect(StoredLength.stored(180) == 180)
        #expect(StoredLength.stored(0) == 0)
        // Off the grid: a measured text height, a quarter point.
        #expect(StoredLength.stored(20.287109375) == 20.287109375)
        #expect(StoredLength.stored(0.25) == 0.25)
        // Near the grid but off it (0.1 + 0.2 is not 0.3 in doubles): 602 sixths would not give it back, so it is
        // kept as it is.
        let drifted = 0.1 + 0.2 + 100
        #expect(StoredLength.stored(drifted) == drifted)
    }

    @Test func theFlagsHoldCategoryHiddenKindAndASignedZIndex() {
        #expect(StoredFlags.packed(category: 0, hidden: false, kindID: 0, zIndex: 0) == 0)
        #expect(StoredFlags.packed(category: 1, hidden: true, kindID: 3, zIndex: 1) == 1 | 4 | (3 << 3) | (1 << 19))
        let behind = StoredFlags.packed(category: 2, hidden: false, kindID: 65_535, zIndex: -1)
        #expect(behind & 3 == 2)
        #expect((behind >> 3) & 65_535 == 65_535)
        #expect(behind >> 19 == -1)
    }

    /// Frames written through the writer read back through the views bit for bit: thirds, halves, a measured height,
    /// kinds, a hidden element and negative and large z-indexes.
    @Test func theViewsReadBackExactlyWhatWasWritten() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [CatalogDatabaseTests.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        var buffer = FrameBuffer()
        buffer.appendCell(section: 0, item: 0, x: 72, y: 502, width: 130.33333333333334, height: 130.33333333333334, zIndex: 0)
        buffer.appendCell(section: 0, item: 1, x: 206.33333333333334, y: 636.3333333333334, width: 0.5, height: 20.287109375, zIndex: -3)
        buffer.append(
            category: .supplementary, kind: buffer.kindIndex(for: "badge"), section: 0, item: 1,
            frame: Rect(x: 300.5, y: 630, width: 24, height: 24.5), zIndex: 1_000_000_002, hidden: true
        )
        buffer.append(
            category: .decoration, kind: buffer.kindIndex(for: "background"), section: 0, item: 0,
            frame: Rect(x: -10, y: 0, width: 410.6666666666667, height: 900), zIndex: -1, hidden: false
        )
        _ = try database.storeRun(CatalogDatabaseTests.run("k1", versionID: version.id), frames: buffer)
        let rows = try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT category, element_kind, x, y, width, height, z_index, hidden FROM frames ORDER BY section, item, category")
        }
        // Each value as Swift prints a double: any bit of difference would show.
        let shown = rows.map { row in
            row.columnNames.map { name in "\(name)=\((row[name] as DatabaseValue).storage)" }.joined(separator: " ")
        }
        let expected: [String] = [
            "category=string(\"cell\") element_kind=null x=double(72.0) y=double(502.0) width=double(130.33333333333334) height=double(130.33333333333334) z_index=int64(0) hidden=int64(0)",
            "category=string(\"decoration\") element_kind=string(\"background\") x=double(-10.0) y=double(0.0) width=double(410.6666666666667) height=double(900.0) z_index=int64(-1) hidden=int64(0)",
            "category=string(\"cell\") element_kind=null x=double(206.33333333333334) y=double(636.3333333333334) width=double(0.5) height=double(20.287109375) z_index=int64(-3) hidden=int64(0)",
            "category=string(\"supplementary\") element_kind=string(\"badge\") x=double(300.5) y=double(630.0) width=double(24.0) height=double(24.5) z_index=int64(1000000002) hidden=int64(1)",
        ]
        #expect(shown == expected)
        // What is stored: sixths where they are exact, kinds by id in the flags.
        let stored = try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT width, height, flags FROM result_frames ORDER BY ordinal")
        }
        #expect(stored.map { $0["width"] as Double } == [-782, -3, 24, -2464])
        #expect(stored.map { $0["height"] as Double } == [-782, 20.287109375, -147, 900])
        #expect(try database.writer.read { db in try String.fetchAll(db, sql: "SELECT name FROM element_kinds ORDER BY id") } == ["badge", "background"])
        #expect(stored[2]["flags"] == StoredFlags.packed(category: 1, hidden: true, kindID: 1, zIndex: 1_000_000_002))
        // run_frames shows the flags as migration 0007 packed them.
        let earlier = try database.writer.read { db in try Int64.fetchAll(db, sql: "SELECT flags FROM run_frames ORDER BY ordinal") }
        let packedBefore: [Int64] = [0, -24, 1 | 4 | (1_000_000_002 << 3), 2 | -8]
        #expect(earlier == packedBefore)
    }
}
