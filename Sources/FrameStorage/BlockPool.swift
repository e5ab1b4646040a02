#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Large column blocks kept after a `FrameBuffer` is done with them, for the next compute to reuse.
///
/// Memory fresh from the system costs a page fault and a kernel zero-fill per page on first touch: writing a
/// million frames (48 MB) into fresh memory takes 20 ms or more on the benchmark machine, against about 3 ms
/// into memory already touched (Benchmarks/README.md, the C floor). A program that lays out again and again (a
/// rotation, another width, a diff of two environments, a server answering requests) would pay that on every
/// compute. Blocks of at least `minimumBlockBytes` therefore go back to this pool instead of `free`, up to
/// `retainedLimit` bytes in all; beyond that they are freed. A block is reused for a request it fits without
/// wasting more than half of it. `releaseAll()` hands everything back to the system.
public final class BlockPool: Sendable {
    /// The pool every `FrameBuffer` uses: blocks from 256 KiB (glibc maps anything from 128 KiB up with mmap of
    /// its own and unmaps it on free, so those would come back fresh), at most 256 MiB kept (the columns of
    /// about five million frames).
    public static let shared = BlockPool(minimumBlockBytes: 256 << 10, retainedLimit: 256 << 20)

    /// Smaller blocks go through `malloc`, which keeps and reuses them on its own.
    public let minimumBlockBytes: Int
    /// The most memory the pool holds on to.
    public let retainedLimit: Int

    public init(minimumBlockBytes: Int, retainedLimit: Int) {
        self.minimumBlockBytes = minimumBlockBytes
        self.retainedLimit = retainedLimit
    }

    deinit { releaseAll() }

    /// An address the pool owns alone once given, so it may cross threads.
    public struct Block: @unchecked Sendable {
        public var address: UnsafeMutableRawPointer
        public var bytes: Int

        public init(address: UnsafeMutableRawPointer, bytes: Int) {
            self.address = address
            self.bytes = bytes
        }
    }

    struct State: Sendable {
        var blocks: [Block] = []
        var retainedBytes = 0
    }

    private let state = Mutex(State())

    /// A pooled block of at least `bytes` (and at most twice that), or nil.
    public func take(bytes: Int) -> Block? {
        guard bytes >= minimumBlockBytes else { return nil }
        return state.withLock { state in
            var best: Int?
            for (index, block) in state.blocks.enumerated() where block.bytes >= bytes && block.bytes <= bytes * 2 {
                if best == nil || block.bytes < state.blocks[best!].bytes { best = index }
            }
            guard let best else { return nil }
            let block = state.blocks.remove(at: best)
            state.retainedBytes -= block.bytes
            return block
        }
    }

    /// Keeps `block` (from `malloc` or `posix_memalign`) for reuse, or frees it when it is small or the pool is full.
    public func give(_ block: Block) {
        guard block.bytes >= minimumBlockBytes else { return free(block.address) }
        let kept = state.withLock { state -> Bool in
            guard state.retainedBytes + block.bytes <= retainedLimit else { return false }
            state.blocks.append(block)
            state.retainedBytes += block.bytes
            return true
        }
        if !kept { free(block.address) }
    }

    /// The bytes held for reuse right now.
    public var retainedBytes: Int { state.withLock { $0.retainedBytes } }

    /// Frees every pooled block.
    public func releaseAll() {
        let blocks = state.withLock { state -> [Block] in
            defer { state = State() }
            return state.blocks
        }
        for block in blocks { free(block.address) }
    }
}
