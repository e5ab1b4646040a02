@testable import ContentDigest
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    /// The examples of FIPS 180-4 (and its companion document of examples): one block, the empty message, two
    /// blocks, and a million bytes.
    @Test func givesTheStandardsDigests() {
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(bytes: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Bytes handed over in pieces of any size digest as the same bytes handed over at once, across block
    /// boundaries and the padding's 56-byte edge.
    @Test func piecesDigestAsTheWhole() {
        let message = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 1_000] {
            let whole = SHA256.hash(message[0..<length])
            for piece in [1, 3, 17, 63, 64, 100] {
                var digest = SHA256()
                var start = 0
                while start < length {
                    let end = min(start + piece, length)
                    digest.update(message[start..<end])
                    start = end
                }
                #expect(digest.finalize() == whole, "length \(length) in pieces of \(piece)")
                #expect(digest.byteCount == UInt64(length))
            }
        }
    }

    /// Reading the digest does not end the stream: what follows digests as if it had not been read.
    @Test func readingTheDigestMidwayLeavesTheStreamGoing() {
        var digest = SHA256()
        digest.update(Array("abc".utf8))
        #expect(digest.hexDigest == SHA256.hex("abc"))
        digest.update(Array("dbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        #expect(digest.hexDigest == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    /// The processor's SHA instructions and the portable code fold the same blocks into the same state. Where the
    /// processor has none, the portable code alone gave the digests above.
    @Test(.enabled(if: SHA256.usesHardware, "this processor has no SHA instructions (x86-64 SHA extensions); the portable code is checked by the standard's digests"))
    func hardwareAndPortableCompressionAgree() {
        let blocks = (0..<(64 * 37)).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
        var portable: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        var hardware = portable
        blocks.withUnsafeBytes { bytes in
            portable.withUnsafeMutableBufferPointer { SHA256.compressPortably($0.baseAddress!, bytes.baseAddress!, 37) }
            hardware.withUnsafeMutableBufferPointer { SHA256.compressWithHardware($0.baseAddress!, bytes.baseAddress!, 37) }
        }
        #expect(portable == hardware)
    }

    @Test func writesBytesAsLowercaseHexadecimal() {
        #expect(SHA256.hexText([0x00, 0x0f, 0xa0, 0xff]) == "000fa0ff")
    }
}
