/// A DEFLATE (RFC 1951) decoder for the zlib streams inside PNG files, so tests can read the pixels
/// `rsvg-convert` draws. Foundation on Linux offers no zlib API and the project adds no dependency for a test,
/// so this is the canonical-Huffman decoder of zlib's `puff.c`, written out in Swift: stored, fixed and
/// dynamic blocks, nothing else. Speed does not matter here; clarity does.
enum Inflate {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The data of a zlib stream (RFC 1950): a two-byte header, DEFLATE blocks, a checksum (not checked).
    static func zlib(_ bytes: [UInt8]) throws -> [UInt8] {
        guard bytes.count >= 2, bytes[0] & 0x0F == 8, (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0 else {
            throw Failure(description: "not a zlib stream (bad header)")
        }
        guard bytes[1] & 0x20 == 0 else { throw Failure(description: "zlib preset dictionaries are not supported") }
        return try deflate(Array(bytes[2...]))
    }

    /// The data of a raw DEFLATE stream.
    static func deflate(_ bytes: [UInt8]) throws -> [UInt8] {
        var reader = BitReader(bytes: bytes)
        var output: [UInt8] = []
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try stored(&reader, into: &output)
            case 1: try codes(&reader, into: &output, lengths: fixedLengths, distances: fixedDistances)
            case 2:
                let (lengths, distances) = try dynamicTables(&reader)
                try codes(&reader, into: &output, lengths: lengths, distances: distances)
            default: throw Failure(description: "invalid DEFLATE block type 3")
            }
        }
        return output
    }

    struct BitReader {
        let bytes: [UInt8]
        var position = 0
        var buffer = 0
        var count = 0

        mutating func bits(_ needed: Int) throws -> Int {
            while count < needed {
                guard position < bytes.count else { throw Failure(description: "DEFLATE stream ends early") }
                buffer |= Int(bytes[position]) << count
                position += 1
                count += 8
            }
            let value = buffer & ((1 << needed) - 1)
            buffer >>= needed
            count -= needed
            return value
        }

        /// Drops the bits left in the current byte (stored blocks start on a byte boundary).
        mutating func alignToByte() {
            buffer = 0
            count = 0
        }
    }

    /// A canonical Huffman code: how many codes have each length, and the symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0
            var first = 0
            var index = 0
            for length in 1..<16 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "invalid Huffman code")
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    static let fixedLengths = Huffman(
        lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8)
    )
    static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))

    static func stored(_ reader: inout BitReader, into output: inout [UInt8]) throws {
        reader.alignToByte()
        let bytes = reader.bytes
        var position = reader.position
        guard position + 4 <= bytes.count else { throw Failure(description: "stored block ends early") }
        let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
        let complement = Int(bytes[position + 2]) | Int(bytes[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw Failure(description: "stored block length check failed") }
        position += 4
        guard position + length <= bytes.count else { throw Failure(description: "stored block ends early") }
        output += bytes[position..<(position + length)]
        reader.position = position + length
    }

    static func codes(_ reader: inout BitReader, into output: inout [UInt8], lengths: Huffman, distances: Huffman) throws {
        while true {
            let symbol = try lengths.decode(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < lengthBase.count else { throw Failure(description: "invalid length symbol \(symbol)") }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let distanceSymbol = try distances.decode(&reader)
                guard distanceSymbol < distanceBase.count else { throw Failure(description: "invalid distance symbol") }
                let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw Failure(description: "distance reaches before the start") }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }

    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    static func dynamicTables(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengths = Huffman(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengths.decode(&reader)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "repeat with no previous length") }
                lengths += [Int](repeating: previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(description: "too many code lengths") }
        return (
            Huffman(lengths: Array(lengths[0..<literalCount])),
            Huffman(lengths: Array(lengths[literalCount...]))
        )
    }
}
