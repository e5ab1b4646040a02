@testable import CatalogStore
import GRDB
import LayoutModel
import Testing

/// A stored result's frames read back into Swift (`CatalogDatabase.frames(ofResult:)`): exactly the buffer that was
/// stored, element for element and bit for bit, whatever order y puts the rows in.
@Suite("Stored frames read back")
struct StoredFramesTests {
    typealias Fixtures = CatalogDatabaseTests

    /// Every kind of value a frame holds: the three categories, kinds, a hidden badge, negative and large z-indexes,
    /// lengths on the sixth-of-a-point grid and off it, a negative x, and rows whose y order is not their order.
    static let mixed: FrameBuffer = {
        var buffer = FrameBuffer()
        buffer.appendCell(section: 0, item: 0, x: 16, y: 40 + 1.0 / 3, width: 370, height: 52, zIndex: 0)
        buffer.appendCell(section: 0, item: 1, x: -20.5, y: 10, width: 130 + 2.0 / 3, height: 0.1, zIndex: -3)
        buffer.append(
            category: .supplementary, kind: buffer.kindIndex(for: "UICollectionElementKindSectionHeader"), section: 0, item: 0,
            frame: Rect(x: 16, y: 0, width: 370, height: 40 + 1.0 / 3), zIndex: 1_000_000_200, hidden: false
        )
        buffer.append(
            category: .supplementary, kind: buffer.kindIndex(for: "badge"), section: 1, item: 7,
            frame: Rect(x: 300, y: 5000.5, width: 20, height: 20), zIndex: 1, hidden: true
        )
        buffer.append(
            category: .decoration, kind: buffer.kindIndex(for: "background"), section: -1, item: 0,
            frame: Rect(x: 0, y: -12.25, width: 402, height: 1e9), zIndex: -1
        )
        return buffer
    }()

    @Test func aResultReadsBackAsTheBufferThatWasStored() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Fixtures.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        let stored = try database.storeRun(Fixtures.run("k1", versionID: version.id), frames: Self.mixed)
        let read = try database.frames(ofResult: stored.result.id)
        #expect(read == Self.mixed)
        #expect(read.elements.map(\.frame) == Self.mixed.elements.map(\.frame))
        // Large results come back in their order too: a stack stored in chunks.
        let large = try database.storeRun(Fixtures.run("k2", versionID: version.id)) { writer in
            writer.expectedCount = 30_000
            try writer.insert(Fixtures.stack(0..<20_000))
            try writer.insert(Fixtures.stack(20_000..<30_000))
        }
        #expect(try database.frames(ofResult: large.result.id) == Fixtures.stack(30_000))
    }

    /// Rows this program could not have written are a damaged result, named, not a crash or a wrong frame.
    @Test func framesThatCannotBePutBackTogetherAreADamagedResult() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Fixtures.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        let stored = try database.storeRun(Fixtures.run("k1", versionID: version.id), frames: Self.mixed)
        let id = stored.result.id
        try database.writer.write { db in try db.execute(sql: "UPDATE result_frames SET ordinal = 9 WHERE result_id = ? AND ordinal = 1", arguments: [id]) }
        #expect(throws: StoredRunFault.unreadableFrames(result: id, reason: "frame ordinal 9 is out of order or given twice")) {
            try database.frames(ofResult: id)
        }
        try database.writer.write { db in
            try db.execute(sql: "UPDATE result_frames SET ordinal = 1 WHERE result_id = ? AND ordinal = 9", arguments: [id])
            try db.execute(sql: "DELETE FROM element_kinds WHERE name = 'badge'")
        }
        #expect(throws: StoredRunFault.unreadableFrames(result: id, reason: "frame ordinal 3 names element kind 2, which the catalog does not hold")) {
            try database.frames(ofResult: id)
        }
    }

    /// Values of another type, or frames no layout gives, in a crafted file: a damaged result too, never a trap (a
    /// kind's name that is bytes no text is, an infinite height).
    @Test func valuesThisProgramCouldNotHaveWrittenAreADamagedResult() throws {
        let database = try CatalogDatabase.inMemory(engineVersion: 1)
        _ = try database.importBatch(ImportBatch(layouts: [Fixtures.layout("grid")]))
        let version = try #require(try database.currentLayout(named: "grid"))
        let id = try database.storeRun(Fixtures.run("k1", versionID: version.id), frames: Self.mixed).result.id
        func damaged(_ sql: String, undo: String, reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try database.writer.write { db in try db.execute(sql: sql) }
            #expect(throws: StoredRunFault.unreadableFrames(result: id, reason: reason), sourceLocation: sourceLocation) {
                try database.frames(ofResult: id)
            }
            try database.writer.write { db in try db.execute(sql: undo) }
        }
        try damaged(
            "UPDATE element_kinds SET name = X'FFFE' WHERE name = 'badge'", undo: "UPDATE element_kinds SET name = 'badge' WHERE name = X'FFFE'",
            reason: "an element kind's row is not an id and a name"
        )
        try damaged(
            "UPDATE result_frames SET height = 9e999 WHERE ordinal = 1", undo: "UPDATE result_frames SET height = 1 WHERE ordinal = 1",
            reason: "frame ordinal 1 is not a finite frame of non-negative size"
        )
    }
}
