import LayoutModel

/// Where a plan writes its frames: one buffer that is handed on (and emptied) whenever it holds `chunkSize`
/// elements, so a layout of any size is written with bounded memory; or, collecting, one buffer that keeps them all.
public struct FrameSink {
    var buffer = FrameBuffer()
    let chunkSize: Int
    let deliver: ((FrameBuffer) throws -> Void)?
    /// Rewrites the elements in place once, just before they leave the sink (each chunk as it is handed on, or
    /// everything a collecting sink kept when it finishes), while the sink's buffer is the only holder of its columns:
    /// a right-to-left plan mirrors x here (V8) without copying a chunk.
    var prepare: ((inout FrameBuffer) -> Void)? = nil

    init(chunkSize: Int, deliver: ((FrameBuffer) throws -> Void)?) {
        self.chunkSize = chunkSize
        self.deliver = deliver
    }

    /// Keeps every frame in `buffer`.
    static var collecting: FrameSink { FrameSink(chunkSize: .max, deliver: nil) }

    /// Hands the buffer on when it is full.
    mutating func flushIfFull() throws {
        guard buffer.count >= chunkSize, let deliver else { return }
        prepare?(&buffer)
        try deliver(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Hands on what is left; a collecting sink prepares what it kept.
    mutating func finish() throws {
        guard buffer.count > 0 else { return }
        prepare?(&buffer)
        guard let deliver else { return }
        try deliver(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
