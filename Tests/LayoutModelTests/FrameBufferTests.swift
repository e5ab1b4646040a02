import LayoutModel
import Testing

@Suite("Frame buffer")
struct FrameBufferTests {
    @Test func aBufferBuiltInReusedMemoryHoldsExactlyWhatWasWritten() {
        // 200 000 doubles per column is 1.6 MB, above the shared pool's minimum: the second buffer is likely to
        // land in the first one's blocks, whose stale contents must never show through.
        func build(offset: Double) -> FrameBuffer {
            var buffer = FrameBuffer(capacity: 200_000)
            for index in 0..<200_000 {
                buffer.appendCell(section: 0, item: index, x: offset, y: Double(index) + offset, width: 10, height: 20, zIndex: 0)
            }
            return buffer
        }
        do { _ = build(offset: 7) }
        let second = build(offset: 0)
        #expect(second.count == 200_000)
        #expect(second.frame(at: 199_999) == Rect(x: 0, y: 199_999, width: 10, height: 20))
        #expect(second.y.enumerated().allSatisfy { Double($0.offset) == $0.element })
        #expect(second.x.allSatisfy { $0 == 0 })
    }
}
