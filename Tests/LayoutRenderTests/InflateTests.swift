import Testing

/// The test-side DEFLATE decoder that reads rasterised pictures, checked on streams written by zlib itself
/// (Python's `zlib.compress`), one per block type, so a decoder fault cannot hide as a pixel mismatch.
@Suite("Inflate (test support)")
struct InflateTests {
    @Test func storedBlock() throws {
        let stream: [UInt8] = [120, 1, 1, 5, 0, 250, 255, 104, 101, 108, 108, 111, 6, 44, 2, 21]
        #expect(try Inflate.zlib(stream) == Array("hello".utf8))
    }

    @Test func fixedHuffmanBlockWithBackReferences() throws {
        let stream: [UInt8] = [120, 218, 203, 72, 205, 201, 201, 87, 200, 64, 39, 1, 104, 3, 8, 177]
        #expect(try Inflate.zlib(stream) == Array("hello hello hello hello".utf8))
    }

    @Test func dynamicHuffmanBlock() throws {
        let stream: [UInt8] = [
            120, 218, 237, 205, 1, 1, 3, 33, 8, 0, 192, 172, 62, 168, 200, 131, 14, 84, 168, 191, 4, 107, 176, 43, 112, 229,
            21, 100, 218, 119, 222, 51, 164, 205, 137, 4, 162, 56, 234, 178, 177, 36, 97, 67, 81, 123, 183, 147, 146, 25, 77,
            62, 87, 143, 213, 158, 212, 252, 174, 146, 106, 18, 161, 62, 31, 240, 114, 89, 170, 112, 194, 169, 232, 97, 0, 158,
            187, 245, 108, 48, 63, 108, 11, 251, 195, 35, 32, 136, 2, 203, 191, 252, 93, 126, 1, 106, 184, 169, 16,
        ]
        let expected: [UInt8] = (0..<400).map { (i: Int) -> UInt8 in
            let value: Int = (7 * i * i + 3 * i + i / 5) % 23
            return UInt8(value + 97)
        }
        #expect(try Inflate.zlib(stream) == expected)
    }

    @Test func aDamagedStreamIsAnError() {
        #expect(throws: Inflate.Failure.self) { try Inflate.zlib([120, 218, 203, 72]) }
        #expect(throws: Inflate.Failure.self) { try Inflate.zlib([1, 2, 3]) }
    }
}
