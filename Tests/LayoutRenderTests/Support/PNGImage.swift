import Foundation

/// The pixels of an 8-bit RGB or RGBA, non-interlaced PNG: what `rsvg-convert -f png` writes. Anything else
/// is refused with a message naming what the file has, so a changed converter cannot pass a test by accident.
struct PNGImage {
    var width: Int
    var height: Int
    /// 3 (RGB) or 4 (RGBA).
    var channels: Int
    /// Rows top to bottom, unfiltered.
    var samples: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(contentsOf url: URL) throws {
        try self.init(bytes: [UInt8](try Data(contentsOf: url)))
    }

    init(bytes: [UInt8]) throws {
        guard bytes.count > 8, Array(bytes[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else {
            throw Failure(description: "not a PNG file (bad signature)")
        }
        var position = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        while position + 8 <= bytes.count {
            let length = Int(bytes[position]) << 24 | Int(bytes[position + 1]) << 16 | Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
            let start = position + 8
            guard start + length + 4 <= bytes.count else { throw Failure(description: "chunk \(type) runs past the end") }
            let data = bytes[start..<(start + length)]
            if type == "IHDR" { header = Array(data) }
            if type == "IDAT" { compressed += data }
            if type == "IEND" { break }
            position = start + length + 4
        }
        guard header.count == 13 else { throw Failure(description: "no IHDR chunk") }
        func integer(_ offset: Int) -> Int {
            Int(header[offset]) << 24 | Int(header[offset + 1]) << 16 | Int(header[offset + 2]) << 8 | Int(header[offset + 3])
        }
        width = integer(0)
        height = integer(4)
        let depth = header[8]
        let colorType = header[9]
        let interlace = header[12]
        guard depth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
            throw Failure(description: "unsupported PNG: bit depth \(depth), colour type \(colorType), interlace \(interlace)")
        }
        channels = colorType == 6 ? 4 : 3
        let filtered = try Inflate.zlib(compressed)
        samples = try Self.unfilter(filtered, width: width, height: height, channels: channels)
    }

    /// Undoes the per-row filters (None, Sub, Up, Average, Paeth) of PNG section 9.
    static func unfilter(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        guard data.count >= height * (stride + 1) else {
            throw Failure(description: "image data too short: \(data.count) bytes for \(width) x \(height)")
        }
        var output = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = data[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for column in 0..<stride {
                let raw = Int(data[source + column])
                let left = column >= channels ? Int(output[target + column - channels]) : 0
                let up = row > 0 ? Int(output[target - stride + column]) : 0
                let upLeft = row > 0 && column >= channels ? Int(output[target - stride + column - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4: predicted = paeth(left, up, upLeft)
                default: throw Failure(description: "unknown row filter \(filter) in row \(row)")
                }
                output[target + column] = UInt8((raw + predicted) & 0xFF)
            }
        }
        return output
    }

    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a)
        let pb = abs(p - b)
        let pc = abs(p - c)
        if pa <= pb, pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// The red, green and blue of the pixel at column `x`, row `y`.
    func rgb(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * channels
        return Array(samples[start..<(start + 3)])
    }
}
