import CSHA256

/// SHA-256 (FIPS 180-4): the digests that key specs, datasets and cached runs, and the identity of a stored result.
///
/// Streaming: `update` takes bytes as they are produced (a result's frames arrive chunk by chunk), and `finalize`
/// reads the digest of everything so far without ending the stream, so one pass gives both a result's prefix digest
/// and its full one. Blocks are compressed by the processor's SHA instructions where it has them (x86-64's SHA
/// extensions, through the C target `CSHA256`), else by the portable code here; both give the same digest, which
/// the tests check on the standard's vectors.
///
/// Written here rather than taken from swift-crypto: one small type, and that package would add a minute to every
/// clean build.
///
/// ```swift
/// var digest = SHA256()
/// digest.update(Array("ab".utf8))
/// digest.update(Array("c".utf8))
/// let hex = digest.hexDigest   // ba7816bf… as SHA256.hex("abc")
/// ```
public struct SHA256: Sendable {
    /// H0 to H7.
    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    /// Bytes not yet compressed: fewer than a block.
    private var pending: [UInt8] = []
    /// Bytes taken in so far.
    public private(set) var byteCount: UInt64 = 0

    /// True when blocks go through the processor's SHA instructions.
    public static let usesHardware = catalog_sha256_hardware_available() != 0

    public init() {
        pending.reserveCapacity(64)
    }

    /// Takes in bytes from memory.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var address = bytes.baseAddress, !bytes.isEmpty else { return }
        var remaining = bytes.count
        byteCount &+= UInt64(remaining)
        if !pending.isEmpty {
            let taken = min(64 - pending.count, remaining)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: address, count: taken))
            address += taken
            remaining -= taken
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { compress($0.baseAddress!, blocks: 1) }
            pending.removeAll(keepingCapacity: true)
        }
        let blocks = remaining / 64
        if blocks > 0 { compress(address, blocks: blocks) }
        let rest = remaining - blocks * 64
        if rest > 0 { pending.append(contentsOf: UnsafeRawBufferPointer(start: address + blocks * 64, count: rest)) }
    }

    /// Takes in bytes.
    public mutating func update<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if let done: Void = bytes.withContiguousStorageIfAvailable({ update(UnsafeRawBufferPointer($0)) }) { return done }
        Array(bytes).withUnsafeBytes { update($0) }
    }

    /// The digest of every byte taken in so far, as 32 bytes. The stream goes on: more bytes may follow.
    public func finalize() -> [UInt8] {
        var copy = self
        let bitLength = byteCount &* 8
        var tail: [UInt8] = [0x80]
        while (Int(byteCount % 64) + tail.count) % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBytes { copy.update($0) }
        return copy.state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }

    /// `finalize()` as 64 lowercase hexadecimal digits.
    public var hexDigest: String { Self.hexText(finalize()) }

    /// The digest of `bytes`, as 32 bytes.
    public static func hash<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var digest = SHA256()
        digest.update(bytes)
        return digest.finalize()
    }

    /// The digest of a string's UTF-8 bytes, as 64 lowercase hexadecimal digits.
    public static func hex(_ text: String) -> String { hex(bytes: Array(text.utf8)) }

    /// The digest of bytes, as 64 lowercase hexadecimal digits.
    public static func hex<Bytes: Collection>(bytes: Bytes) -> String where Bytes.Element == UInt8 {
        hexText(hash(bytes))
    }

    /// Bytes as lowercase hexadecimal digits, two per byte.
    public static func hexText(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Folds whole blocks into the state, on the processor's instructions when it has them.
    private mutating func compress(_ blocks: UnsafeRawPointer, blocks count: Int) {
        state.withUnsafeMutableBufferPointer { state in
            if Self.usesHardware {
                Self.compressWithHardware(state.baseAddress!, blocks, count)
            } else {
                Self.compressPortably(state.baseAddress!, blocks, count)
            }
        }
    }

    /// The processor's SHA instructions on whole blocks; only when `usesHardware`.
    static func compressWithHardware(_ state: UnsafeMutablePointer<UInt32>, _ blocks: UnsafeRawPointer, _ count: Int) {
        catalog_sha256_compress_hardware(state, blocks.assumingMemoryBound(to: UInt8.self), count)
    }
}
