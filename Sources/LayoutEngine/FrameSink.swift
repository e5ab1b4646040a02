import LayoutModel

/// Where written frames go: one buffer that is handed on (and emptied) whenever it holds `chunkSize`
/// elements, so a layout of any size is written with bounded memory.
struct FrameSink {
    var buffer = FrameBuffer()
    let chunkSize: Int
    let deliver: ((FrameBuffer) throws -> Void)?
    /// Rewrites a full chunk in place just before it is handed on, while the sink's buffer is the only holder of
    /// its columns (a right-to-left plan mirrors x here, V8, without copying the chunk).
    var prepare: ((inout FrameBuffer) -> Void)? = nil

    /// Keeps every frame in `buffer`.
    static var collecting: FrameSink { FrameSink(chunkSize: .max, deliver: nil) }

    /// Hands the buffer on when it is full.
    mutating func flushIfFull() throws {
        guard buffer.count >= chunkSize, let deliver else { return }
        prepare?(&buffer)
        try deliver(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Hands on what is left.
    mutating func finish() throws {
        guard buffer.count > 0, let deliver else { return }
        prepare?(&buffer)
        try deliver(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}

/// A plan of this module that writes its elements into a `FrameSink`: a plan wrapping it can then have each chunk
/// rewritten in the sink's own buffer (`FrameSink.prepare`) instead of copying what `write(chunkSize:_:)` delivers.
protocol FrameSinkWriting: LayoutPlan {
    /// Writes every element into `sink`, flushing it when full; the caller finishes it.
    func write(into sink: inout FrameSink) throws
}
