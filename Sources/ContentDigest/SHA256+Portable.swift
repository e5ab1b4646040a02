import CSHA256

extension SHA256 {
    /// The standard's compression function, block by block: a message schedule of 64 words, then 64 rounds on
    /// the working variables. Used where the processor has no SHA instructions, and by the tests that compare the
    /// two paths.
    static func compressPortably(_ state: UnsafeMutablePointer<UInt32>, _ blocks: UnsafeRawPointer, _ count: Int) {
        // The constants are the C target's table, the one the hardware path reads.
        let k = catalog_sha256_round_constants()!
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            let w = schedule.baseAddress!
            var block = blocks
            for _ in 0..<count {
                for i in 0..<16 { w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)) }
                for i in 16..<64 {
                    let s0 = rotate(w[i &- 15], 7) ^ rotate(w[i &- 15], 18) ^ (w[i &- 15] >> 3)
                    let s1 = rotate(w[i &- 2], 17) ^ rotate(w[i &- 2], 19) ^ (w[i &- 2] >> 10)
                    w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
                }
                var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
                for i in 0..<64 {
                    let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                    let choice = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
                    let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ s0 &+ majority)
                }
                state[0] &+= a
                state[1] &+= b
                state[2] &+= c
                state[3] &+= d
                state[4] &+= e
                state[5] &+= f
                state[6] &+= g
                state[7] &+= h
                block += 64
            }
        }
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 &- count))
    }
}
