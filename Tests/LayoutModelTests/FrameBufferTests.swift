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

    /// Right-to-left mirrors frames across the content width (Environments.md, Right to left): x' = width − x − w,
    /// nothing else changes, mirroring twice gives the frame back, and a buffer nothing else holds is rewritten where
    /// it lies.
    @Test func mirroringRewritesXInPlaceAndKeepsEverythingElse() {
        var buffer = FrameBuffer()
        buffer.appendCell(section: 0, item: 0, x: 10, y: 5, width: 180, height: 44, zIndex: 2)
        buffer.append(category: .supplementary, kind: buffer.kindIndex(for: "badge"), section: 1, item: 3,
                      frame: Rect(x: -20, y: 7, width: 30, height: 10), zIndex: 5, hidden: true)
        let original = buffer.elements
        let before = buffer.withColumns { $0.x.baseAddress }
        var shared = buffer
        shared.mirrorHorizontally(across: 390)
        // A shared buffer is copied first: the other value keeps its frames.
        #expect(buffer.elements == original)
        #expect(shared.frame(at: 0) == Rect(x: 200, y: 5, width: 180, height: 44))
        #expect(shared.frame(at: 1) == Rect(x: 380, y: 7, width: 30, height: 10))
        #expect(shared.element(at: 1) == LayoutElementFrame(
            category: .supplementary, elementKind: "badge", section: 1, item: 3, frame: Rect(x: 380, y: 7, width: 30, height: 10),
            zIndex: 5, hidden: true
        ))
        #expect(shared.element(at: 0) == original[0].mirroredHorizontally(across: 390))
        _ = consume shared
        // Held by nothing else, the buffer is mirrored where it lies.
        buffer.mirrorHorizontally(across: 390)
        #expect(buffer.withColumns { $0.x.baseAddress } == before)
        buffer.mirrorHorizontally(across: 390)
        #expect(buffer.elements == original)
        #expect(Rect(x: 10, y: 5, width: 180, height: 44).mirroredHorizontally(across: 390).mirroredHorizontally(across: 390)
            == Rect(x: 10, y: 5, width: 180, height: 44))
        #expect(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).mirroredHorizontally == EdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }
}
