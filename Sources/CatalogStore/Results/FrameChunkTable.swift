import Foundation
internal import GRDB
internal import GRDBSQLite
import LayoutModel

/// An in-process, read-only virtual table, `frame_chunk(?)`, whose rows are one chunk of frames in memory, so a
/// chunk goes into `result_frames` with a single `INSERT INTO result_frames … SELECT … FROM frame_chunk(?)`.
///
/// Binding fifty rows per statement still costs a bind call per value, and SQLite copies and type-checks each one
/// into the statement before the insert copies it again. Read through a virtual table, a value goes from the
/// buffer's column straight into the record SQLite builds; the whole chunk runs in one statement step. In raw C that
/// takes a million-row load into the clustered table from 650 ms to 453 ms on the benchmark machine
/// (Benchmarks/README.md, `sqlite_variants.c`).
///
/// The chunk is passed as the table's one argument, a pointer bound with `sqlite3_bind_pointer` under the type name
/// `frame_chunk`: nothing is global, and no SQL text can hand the table a pointer of its own. The table is
/// eponymous (no `CREATE VIRTUAL TABLE`, nothing written to the schema) and registered on the writing connection
/// only.
enum FrameChunkTable {
    static let name = "frame_chunk"

    /// The chunk pointer's type name, as a C string that lives as long as the process. `sqlite3_bind_pointer` keeps
    /// the type name's pointer, not a copy ("a static string", SQLite's documentation asks), and
    /// `sqlite3_value_pointer` compares it with the name it is given. A Swift string passed as a C string is a
    /// temporary (a short one is copied out of the string for the call): the kept pointer dangled, and had that
    /// memory been reused before the statement ran, the table would have seen no chunk and the insert written no
    /// rows. (A test of results, run among all the others in parallel, twice found a new result without its frames.)
    nonisolated(unsafe) static let pointerType: UnsafePointer<CChar> = UnsafePointer(strdup(name)!)

    /// The columns as `result_frames` stores them (migrations 0007 and 0010: the flags as `StoredFlags`, width and
    /// height as `StoredLength`), and the hidden argument.
    static let declaration = """
        CREATE TABLE x(y REAL, ordinal INTEGER, flags INTEGER, section INTEGER, item INTEGER, x REAL, width REAL,
            height REAL, chunk HIDDEN)
        """

    /// Index of the hidden argument column.
    static let chunkColumn: Int32 = 8

    /// What the table reads for one INSERT: the chunk's columns, the order to go through them (y order for a chunk
    /// that is not in it already), the ordinal of the chunk's first frame, and the id of each of the chunk's element
    /// kinds in `element_kinds`.
    /// Plain pointers only, so reading a value costs no reference counting. It lives on the writer's stack for the
    /// statement's single step.
    struct Chunk {
        var count: Int
        var x, y, width, height: UnsafePointer<Double>?
        var section, item, zIndex: UnsafePointer<Int32>?
        var category: UnsafePointer<UInt8>?
        var kind: UnsafePointer<Int16>?
        var hidden: UnsafePointer<Bool>?
        var order: UnsafePointer<Int>?
        var kindIDs: UnsafePointer<Int64>?
        var firstOrdinal: Int64

        init(_ columns: FrameColumnsView, order: UnsafePointer<Int>?, kindIDs: UnsafePointer<Int64>?, firstOrdinal: Int64) {
            count = columns.count
            (x, y, width, height) = (columns.x.baseAddress, columns.y.baseAddress, columns.width.baseAddress, columns.height.baseAddress)
            (section, item, zIndex) = (columns.section.baseAddress, columns.item.baseAddress, columns.zIndex.baseAddress)
            (category, kind, hidden) = (columns.category.baseAddress, columns.kind.baseAddress, columns.hidden.baseAddress)
            self.order = order
            self.kindIDs = kindIDs
            self.firstOrdinal = firstOrdinal
        }
    }

    /// A cursor: SQLite's base struct first, then the row reached and the chunk row it stands for.
    struct Cursor {
        var base = sqlite3_vtab_cursor()
        var chunk: UnsafePointer<Chunk>?
        var position = 0
        var row = 0
    }

    /// Registers the module on a connection. Calling it again on the same connection is harmless but useless; the
    /// catalog does it once, when it opens.
    static func register(on connection: OpaquePointer?) throws {
        let code = sqlite3_create_module_v2(connection, name, module, nil, nil)
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "could not register \(name)")
        }
    }

    /// The module's callbacks, allocated once for the process: SQLite keeps the pointer for as long as a connection
    /// has the module.
    nonisolated(unsafe) static let module: UnsafeMutablePointer<sqlite3_module> = {
        let module = UnsafeMutablePointer<sqlite3_module>.allocate(capacity: 1)
        module.initialize(to: sqlite3_module())
        module.pointee.iVersion = 0
        // No xCreate: an eponymous-only table, usable by its name without CREATE VIRTUAL TABLE.
        module.pointee.xConnect = { db, _, _, _, table, _ in
            let code = sqlite3_declare_vtab(db, FrameChunkTable.declaration)
            guard code == SQLITE_OK else { return code }
            let allocated = sqlite3_malloc(Int32(MemoryLayout<sqlite3_vtab>.size))!.bindMemory(to: sqlite3_vtab.self, capacity: 1)
            allocated.initialize(to: sqlite3_vtab())
            table?.pointee = allocated
            return SQLITE_OK
        }
        module.pointee.xDisconnect = { table in
            sqlite3_free(table)
            return SQLITE_OK
        }
        module.pointee.xDestroy = module.pointee.xDisconnect
        // The plan: the chunk argument must be given (an equality constraint on the hidden column, passed to xFilter
        // as its first value); without it the table refuses the plan.
        module.pointee.xBestIndex = { _, info in
            guard let info else { return SQLITE_ERROR }
            for index in 0..<Int(info.pointee.nConstraint) {
                let constraint = info.pointee.aConstraint[index]
                if constraint.iColumn == FrameChunkTable.chunkColumn && constraint.usable != 0
                    && Int32(constraint.op) == SQLITE_INDEX_CONSTRAINT_EQ {
                    info.pointee.aConstraintUsage[index].argvIndex = 1
                    info.pointee.aConstraintUsage[index].omit = 1
                    info.pointee.estimatedCost = 1
                    info.pointee.idxNum = 1
                    return SQLITE_OK
                }
            }
            info.pointee.estimatedCost = 1e300
            info.pointee.idxNum = 0
            return SQLITE_OK
        }
        module.pointee.xOpen = { _, cursor in
            let allocated = sqlite3_malloc(Int32(MemoryLayout<Cursor>.size))!.bindMemory(to: Cursor.self, capacity: 1)
            allocated.initialize(to: Cursor())
            cursor?.pointee = UnsafeMutableRawPointer(allocated).assumingMemoryBound(to: sqlite3_vtab_cursor.self)
            return SQLITE_OK
        }
        module.pointee.xClose = { cursor in
            sqlite3_free(cursor)
            return SQLITE_OK
        }
        module.pointee.xFilter = { base, indexNumber, _, count, values in
            let cursor = UnsafeMutableRawPointer(base!).assumingMemoryBound(to: Cursor.self)
            cursor.pointee.position = 0
            cursor.pointee.chunk = nil
            if indexNumber == 1, count >= 1, let pointer = sqlite3_value_pointer(values?[0], FrameChunkTable.pointerType) {
                cursor.pointee.chunk = UnsafePointer(pointer.assumingMemoryBound(to: Chunk.self))
            }
            FrameChunkTable.settle(cursor)
            return SQLITE_OK
        }
        module.pointee.xNext = { base in
            let cursor = UnsafeMutableRawPointer(base!).assumingMemoryBound(to: Cursor.self)
            cursor.pointee.position += 1
            FrameChunkTable.settle(cursor)
            return SQLITE_OK
        }
        module.pointee.xEof = { base in
            let cursor = UnsafeMutableRawPointer(base!).assumingMemoryBound(to: Cursor.self)
            guard let chunk = cursor.pointee.chunk else { return 1 }
            return cursor.pointee.position >= chunk.pointee.count ? 1 : 0
        }
        module.pointee.xRowid = { base, rowid in
            let cursor = UnsafeMutableRawPointer(base!).assumingMemoryBound(to: Cursor.self)
            rowid?.pointee = sqlite3_int64(cursor.pointee.position)
            return SQLITE_OK
        }
        module.pointee.xColumn = { base, context, column in
            let cursor = UnsafeMutableRawPointer(base!).assumingMemoryBound(to: Cursor.self)
            guard let chunk = cursor.pointee.chunk else {
                sqlite3_result_null(context)
                return SQLITE_OK
            }
            let row = cursor.pointee.row
            let frames = chunk.pointee
            switch column {
            case 0: sqlite3_result_double(context, frames.y![row])
            case 1: sqlite3_result_int64(context, frames.firstOrdinal + Int64(row))
            case 2:
                let kind = Int(frames.kind![row])
                sqlite3_result_int64(context, StoredFlags.packed(
                    category: Int64(frames.category![row]), hidden: frames.hidden![row],
                    kindID: kind < 0 ? 0 : frames.kindIDs![kind], zIndex: Int64(frames.zIndex![row])))
            case 3: sqlite3_result_int(context, frames.section![row])
            case 4: sqlite3_result_int(context, frames.item![row])
            case 5: sqlite3_result_double(context, frames.x![row])
            case 6: sqlite3_result_double(context, StoredLength.stored(frames.width![row]))
            case 7: sqlite3_result_double(context, StoredLength.stored(frames.height![row]))
            default: sqlite3_result_null(context)
            }
            return SQLITE_OK
        }
        return module
    }()

    /// Points the cursor at the chunk row for its position: the same row, or the position's row in y order.
    static func settle(_ cursor: UnsafeMutablePointer<Cursor>) {
        guard let chunk = cursor.pointee.chunk else { return }
        let position = cursor.pointee.position
        if let order = chunk.pointee.order, position < chunk.pointee.count {
            cursor.pointee.row = order[position]
        } else {
            cursor.pointee.row = position
        }
    }
}
