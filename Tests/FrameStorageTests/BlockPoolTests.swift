#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrameStorage
import Testing

@Suite("Block pool")
struct BlockPoolTests {
    /// A pool of its own per test, so suites running in parallel on the shared pool cannot disturb the counts.
    func makePool() -> BlockPool { BlockPool(minimumBlockBytes: 1024, retainedLimit: 10_000) }

    func block(_ bytes: Int) -> BlockPool.Block { BlockPool.Block(address: malloc(bytes)!, bytes: bytes) }

    @Test func aGivenBlockIsKeptAndTakenBackByARequestItFits() {
        let pool = makePool()
        let given = block(4096)
        pool.give(given)
        #expect(pool.retainedBytes == 4096)
        let taken = pool.take(bytes: 3000)
        #expect(taken?.address == given.address)
        #expect(taken?.bytes == 4096)
        #expect(pool.retainedBytes == 0)
        if let taken { free(taken.address) }
    }

    @Test func aBlockMoreThanTwiceTheRequestOrTooSmallIsNotUsed() {
        let pool = makePool()
        pool.give(block(4096))
        #expect(pool.take(bytes: 2000) == nil)  // would waste more than half
        #expect(pool.take(bytes: 5000) == nil)  // does not fit
        #expect(pool.take(bytes: 512) == nil)  // below the pool's minimum: plain malloc
        #expect(pool.retainedBytes == 4096)
    }

    @Test func theSmallestFittingBlockIsChosen() {
        let pool = makePool()
        let large = block(3900)
        let snug = block(2100)
        pool.give(large)
        pool.give(snug)
        #expect(pool.take(bytes: 2000)?.address == snug.address)
        #expect(pool.retainedBytes == 3900)
        free(snug.address)
    }

    @Test func smallBlocksAndBlocksPastTheLimitAreFreedNotKept() {
        let pool = makePool()
        pool.give(block(512))
        #expect(pool.retainedBytes == 0)
        pool.give(block(6000))
        pool.give(block(6000))  // 12 000 would pass the 10 000 limit
        #expect(pool.retainedBytes == 6000)
        pool.releaseAll()
        #expect(pool.retainedBytes == 0)
    }
}
