#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory behind `LayoutModel`'s `FrameBuffer`: one block per column, grown by doubling, never zero-filled (every
/// element is written before it is counted). Large blocks are aligned to 2 MB and marked for transparent huge
/// pages, so a million frames cost a few dozen page faults instead of twelve thousand, and go back to
/// `BlockPool` when the storage is released, so the next large compute reuses memory already touched.
@usableFromInline
package final class ColumnStorage: @unchecked Sendable {
    @usableFromInline package var count = 0
    @usableFromInline package private(set) var capacity = 0
    @usableFromInline package var x: UnsafeMutablePointer<Double>
    @usableFromInline package var y: UnsafeMutablePointer<Double>
    @usableFromInline package var width: UnsafeMutablePointer<Double>
    @usableFromInline package var height: UnsafeMutablePointer<Double>
    @usableFromInline package var section: UnsafeMutablePointer<Int32>
    @usableFromInline package var item: UnsafeMutablePointer<Int32>
    @usableFromInline package var zIndex: UnsafeMutablePointer<Int32>
    @usableFromInline package var category: UnsafeMutablePointer<UInt8>
    @usableFromInline package var kind: UnsafeMutablePointer<Int16>
    @usableFromInline package var hidden: UnsafeMutablePointer<Bool>

    /// Blocks from this size up get huge pages.
    static let hugePageThreshold = 4 << 20
    static let hugePage = 2 << 20

    /// The size of each column's block, in the order the columns are declared (blocks may be larger than
    /// `capacity` asks for: rounded up to huge pages, or reused from `BlockPool`).
    private var blockBytes: [Int] = []

    @usableFromInline
    package init(capacity: Int = 0) {
        let capacity = max(capacity, 0)
        self.capacity = capacity
        var sizes: [Int] = []
        sizes.reserveCapacity(10)
        x = Self.allocate(capacity, &sizes)
        y = Self.allocate(capacity, &sizes)
        width = Self.allocate(capacity, &sizes)
        height = Self.allocate(capacity, &sizes)
        section = Self.allocate(capacity, &sizes)
        item = Self.allocate(capacity, &sizes)
        zIndex = Self.allocate(capacity, &sizes)
        category = Self.allocate(capacity, &sizes)
        kind = Self.allocate(capacity, &sizes)
        hidden = Self.allocate(capacity, &sizes)
        blockBytes = sizes
    }

    deinit {
        // Columns in declaration order, as `blockBytes` lists their blocks.
        var column = 0
        func giveBack<T>(_ pointer: UnsafeMutablePointer<T>) {
            BlockPool.shared.give(BlockPool.Block(address: UnsafeMutableRawPointer(pointer), bytes: blockBytes[column]))
            column += 1
        }
        giveBack(x)
        giveBack(y)
        giveBack(width)
        giveBack(height)
        giveBack(section)
        giveBack(item)
        giveBack(zIndex)
        giveBack(category)
        giveBack(kind)
        giveBack(hidden)
    }

    /// Uninitialised room for `count` elements of `T`, its block size appended to `sizes`: a pooled block when
    /// one fits (already touched, so writing it costs no page faults), else a fresh one, big blocks aligned and
    /// marked for huge pages.
    static func allocate<T>(_ count: Int, _ sizes: inout [Int]) -> UnsafeMutablePointer<T> {
        let bytes = max(count, 1) * MemoryLayout<T>.stride
        if let block = BlockPool.shared.take(bytes: bytes) {
            sizes.append(block.bytes)
            return block.address.bindMemory(to: T.self, capacity: max(count, 1))
        }
        var raw: UnsafeMutableRawPointer?
        if bytes >= hugePageThreshold {
            let rounded = (bytes + hugePage - 1) / hugePage * hugePage
            if posix_memalign(&raw, hugePage, rounded) == 0, let raw {
                #if os(Linux)
                _ = madvise(raw, rounded, 14)  // MADV_HUGEPAGE
                #endif
                sizes.append(rounded)
                return raw.bindMemory(to: T.self, capacity: max(count, 1))
            }
        }
        raw = malloc(bytes)
        guard let raw else { fatalError("out of memory allocating \(bytes) bytes of frames") }
        sizes.append(bytes)
        return raw.bindMemory(to: T.self, capacity: max(count, 1))
    }

    /// Makes room for `needed` elements in all, at least doubling.
    @usableFromInline
    package func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let newCapacity = max(needed, capacity * 2, 16)
        var sizes: [Int] = []
        sizes.reserveCapacity(10)
        func grow<T>(_ pointer: inout UnsafeMutablePointer<T>) {
            let fresh: UnsafeMutablePointer<T> = Self.allocate(newCapacity, &sizes)
            fresh.update(from: pointer, count: count)
            BlockPool.shared.give(BlockPool.Block(address: UnsafeMutableRawPointer(pointer), bytes: blockBytes[sizes.count - 1]))
            pointer = fresh
        }
        grow(&x)
        grow(&y)
        grow(&width)
        grow(&height)
        grow(&section)
        grow(&item)
        grow(&zIndex)
        grow(&category)
        grow(&kind)
        grow(&hidden)
        blockBytes = sizes
        capacity = newCapacity
    }

    /// A copy holding the same elements (for copy-on-write).
    @usableFromInline
    package func copy() -> ColumnStorage {
        let copy = ColumnStorage(capacity: count)
        copy.x.update(from: x, count: count)
        copy.y.update(from: y, count: count)
        copy.width.update(from: width, count: count)
        copy.height.update(from: height, count: count)
        copy.section.update(from: section, count: count)
        copy.item.update(from: item, count: count)
        copy.zIndex.update(from: zIndex, count: count)
        copy.category.update(from: category, count: count)
        copy.kind.update(from: kind, count: count)
        copy.hidden.update(from: hidden, count: count)
        copy.count = count
        return copy
    }
}
