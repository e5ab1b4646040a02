import ContentDigest
import LayoutModel

/// The identity of a result: the SHA-256 of its canonical encoding, taken as the frames go by.
///
/// A result is what a run's frames came to: every element's category, kind, index path, frame, z-index and hidden
/// flag, in the order the engine produced them, and the scroll geometry of its orthogonal strips. Two runs whose
/// results encode to the same bytes are the same result, stored once (migration 0009).
///
/// The encoding, little-endian throughout:
/// - `catalog-result-1` (16 bytes), the number of strips (UInt32), then each strip in section order: section (Int32),
///   behaviour and axis (each a UInt32 byte count and UTF-8), visible length, content length, minimum, maximum and
///   initial offset (Float64 each), the number of rest points (UInt32) and each (Float64), the group count (Int64);
/// - then every frame in produced order: one byte `category | hidden << 2 | has kind << 3`, z-index, section and
///   item (Int32 each), x, y, width, height (Float64 each), and when it has a kind, its UTF-8 byte count (UInt32) and
///   bytes: 45 bytes for a cell.
///
/// Every field has a fixed width or says its length, so two different results never encode to the same bytes; a
/// number is encoded as the catalog keeps it (`-0` as `0`, which SQLite cannot tell apart), so a result read back from
/// the catalog digests as it did when it was computed.
///
/// Why SHA-256: results are shared between layouts, so a collision would show one layout's frames for another's, and
/// a catalog may hold specs from anyone who can open a pull request; a digest without collision resistance (a 64- or
/// 128-bit hash) would let a crafted spec aim at another layout's result. SHA-256 is the digest the catalog already
/// keys everything by, and on the processor's SHA instructions it digests the 45 MB of a million frames in about
/// 40 ms, which `FrameWriter` moreover overlaps with SQLite's own work.
///
/// The prefix digest, of the strips and the first `prefixLength` frames, lets a large run be matched against stored
/// results before its frames are written (`FrameWriter`). For a result of at most `prefixLength` frames it is the
/// digest itself.
final class ResultDigester: @unchecked Sendable {
    /// Frames covered by the prefix digest.
    static let prefixLength = 4_096
    private static let magic = Array("catalog-result-1".utf8)
    private static let stagingBytes = 1 << 16
    /// Room for a frame without its kind.
    private static let frameBytes = 45

    private var digest = SHA256()
    /// Encoded bytes not yet handed to the digest: encoding a frame into memory is cheaper than a call per field.
    private let staging = UnsafeMutableRawPointer.allocate(byteCount: stagingBytes, alignment: 16)
    private var used = 0
    /// Frames digested so far.
    private(set) var count = 0
    /// The digest of the strips and the first `prefixLength` frames (all of them, when there are no more): available
    /// once that many frames have gone by, or at the end.
    private(set) var prefixDigest: [UInt8]?

    init(strips: [StripRow]) {
        append(Self.magic)
        appendInteger(UInt32(strips.count))
        for strip in strips.sorted(by: { $0.section < $1.section }) {
            appendInteger(Int32(truncatingIfNeeded: strip.section))
            appendText(strip.behavior)
            appendText(strip.axis)
            for value in [strip.visibleLength, strip.contentLength, strip.minOffset, strip.maxOffset, strip.initialOffset] {
                appendNumber(value)
            }
            appendInteger(UInt32(strip.restPoints.count))
            for point in strip.restPoints { appendNumber(point) }
            appendInteger(Int64(strip.groupCount))
        }
    }

    deinit { staging.deallocate() }

    /// Digests frames `range` of a chunk, in the chunk's own order (the order the engine produced them). `kinds` are
    /// the chunk's element kinds as UTF-8, by kind index.
    func add(_ columns: FrameColumnsView, _ range: Range<Int>, kinds: [[UInt8]]) {
        for index in range {
            let kind = Int(columns.kind[index])
            addFrame(
                category: columns.category[index], hidden: columns.hidden[index], kind: kind >= 0 ? kinds[kind] : nil,
                zIndex: columns.zIndex[index], section: columns.section[index], item: columns.item[index],
                x: columns.x[index], y: columns.y[index], width: columns.width[index], height: columns.height[index]
            )
        }
    }

    /// Digests one frame as migration 0007 stored it: `flags` as `run_frames` shows them (category, hidden, z-index
    /// from bit 3).
    func add(flags: Int64, kind: String?, section: Int64, item: Int64, x: Double, y: Double, width: Double, height: Double) {
        addFrame(
            category: UInt8(truncatingIfNeeded: flags & 3), hidden: flags & 4 != 0, kind: kind.map { Array($0.utf8) },
            zIndex: Int32(truncatingIfNeeded: flags >> 3), section: Int32(truncatingIfNeeded: section),
            item: Int32(truncatingIfNeeded: item), x: x, y: y, width: width, height: height
        )
    }

    /// The digest of everything so far; the prefix digest too, when there were no more than `prefixLength` frames.
    func finish() -> (digest: [UInt8], prefix: [UInt8]) {
        flush()
        let full = digest.finalize()
        if prefixDigest == nil { prefixDigest = full }
        return (full, prefixDigest!)
    }

    /// The element kinds of a chunk as UTF-8, by kind index.
    static func kinds(of columns: FrameColumnsView) -> [[UInt8]] {
        columns.elementKinds.map { Array($0.utf8) }
    }

    @inline(__always)
    private func addFrame(
        category: UInt8, hidden: Bool, kind: [UInt8]?, zIndex: Int32, section: Int32, item: Int32, x: Double, y: Double,
        width: Double, height: Double
    ) {
        if used + Self.frameBytes > Self.stagingBytes { flush() }
        let at = staging + used
        at.storeBytes(of: category | (hidden ? 4 : 0) | (kind == nil ? 0 : 8), as: UInt8.self)
        at.storeBytes(of: zIndex.littleEndian, toByteOffset: 1, as: Int32.self)
        at.storeBytes(of: section.littleEndian, toByteOffset: 5, as: Int32.self)
        at.storeBytes(of: item.littleEndian, toByteOffset: 9, as: Int32.self)
        // Adding 0 turns -0 into 0, as SQLite keeps it.
        at.storeBytes(of: (x + 0).bitPattern.littleEndian, toByteOffset: 13, as: UInt64.self)
        at.storeBytes(of: (y + 0).bitPattern.littleEndian, toByteOffset: 21, as: UInt64.self)
        at.storeBytes(of: (width + 0).bitPattern.littleEndian, toByteOffset: 29, as: UInt64.self)
        at.storeBytes(of: (height + 0).bitPattern.littleEndian, toByteOffset: 37, as: UInt64.self)
        used += Self.frameBytes
        if let kind {
            appendInteger(UInt32(kind.count))
            append(kind)
        }
        count += 1
        if count == Self.prefixLength {
            flush()
            prefixDigest = digest.finalize()
        }
    }

    private func appendText(_ text: String) {
        let bytes = Array(text.utf8)
        appendInteger(UInt32(bytes.count))
        append(bytes)
    }

    private func appendNumber(_ value: Double) {
        appendInteger((value + 0).bitPattern)
    }

    private func appendInteger<Integer: FixedWidthInteger>(_ value: Integer) {
        withUnsafeBytes(of: value.littleEndian) { append($0) }
    }

    private func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    private func append(_ bytes: UnsafeRawBufferPointer) {
        if used + bytes.count > Self.stagingBytes { flush() }
        if bytes.count > Self.stagingBytes {
            digest.update(bytes)
            return
        }
        if let source = bytes.baseAddress { (staging + used).copyMemory(from: source, byteCount: bytes.count) }
        used += bytes.count
    }

    private func flush() {
        guard used > 0 else { return }
        digest.update(UnsafeRawBufferPointer(start: staging, count: used))
        used = 0
    }
}
