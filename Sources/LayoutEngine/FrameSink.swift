import LayoutModel

/// Where written frames go: one buffer that is handed on (and emptied) whenever it holds `chunkSize`
/// elements, so a layout of any size is written with bounded memory.
struct FrameSink {
    var buffer = FrameBuffer()
    let chunkSize: Int
    let deliver: ((FrameBuffer) throws -> Void)?

    /// Keeps every frame in `buffer`.
    static var collecting: FrameSink { FrameSink(chunkSize: .max, deliver: nil) }

    /// Hands the buffer on when it is full.
    mutating func flushIfFull() throws {
        guard buffer.count >= chunkSize, let deliver else { return }
        try deliver(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Hands on what is left.
    mutating func finish() throws {
        guard buffer.count > 0, let deliver else { return }
        try deliver(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
