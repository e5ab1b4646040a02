import LayoutModel
import Testing

@Suite("Geometry and anchors")
struct GeometryTests {
    @Test func anchorPointsFollowTheEdges() {
        // R30: 0 at a named leading/top edge, 1 at trailing/bottom, 0.5 for neither or both.
        #expect(LayoutAnchor(edges: []).unitPoint == Point(x: 0.5, y: 0.5))
        #expect(LayoutAnchor(edges: [.top, .trailing]).unitPoint == Point(x: 1, y: 0))
        #expect(LayoutAnchor(edges: [.bottom, .leading]).unitPoint == Point(x: 0, y: 1))
        #expect(LayoutAnchor(edges: [.top, .bottom]).unitPoint == Point(x: 0.5, y: 0.5))
        #expect(LayoutAnchor(edges: [.leading, .trailing, .top]).unitPoint == Point(x: 0.5, y: 0))
    }

    @Test func fractionalOffsetsAreFractionsOfTheSupplementarysSize() {
        #expect(AnchorOffset.fractional(Point(x: 0.3, y: -0.3)).resolved(for: Size(width: 20, height: 10)) == Point(x: 6, y: -3))
        #expect(AnchorOffset.absolute(Point(x: 7, y: 9)).resolved(for: Size(width: 20, height: 10)) == Point(x: 7, y: 9))
    }

    @Test func insetsShrinkAndZeroByAxis() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50).inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(rect == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).zeroing(.vertical) == EdgeInsets(leading: 2, trailing: 4))
    }

    @Test func numbersPrintWithoutNeedlessFractions() {
        #expect(formatNumber(44) == "44")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(72.5) == "72.5")
        #expect(formatNumber(1.0 / 3.0) == "0.3333333333333333")
        #expect(Dimension.fractionalWidth(1).specString == "fractionalWidth(1)")
        #expect(Spacing.flexible(4.5).specString == "flexible(4.5)")
    }

    @Test func frameBufferKeepsColumnsAndKinds() {
        var buffer = FrameBuffer()
        buffer.appendCell(section: 0, item: 0, x: 1, y: 2, width: 3, height: 4, zIndex: 0)
        let kind = buffer.kindIndex(for: "badge")
        buffer.append(category: .supplementary, kind: kind, section: 0, item: 0, frame: Rect(x: 5, y: 6, width: 7, height: 8), zIndex: 1, hidden: true)
        #expect(buffer.count == 2)
        #expect(buffer.kindIndex(for: "badge") == kind)
        #expect(buffer.elements == [
            LayoutElementFrame(category: .cell, elementKind: nil, section: 0, item: 0, frame: Rect(x: 1, y: 2, width: 3, height: 4), zIndex: 0),
            LayoutElementFrame(category: .supplementary, elementKind: "badge", section: 0, item: 0, frame: Rect(x: 5, y: 6, width: 7, height: 8), zIndex: 1, hidden: true),
        ])
        #expect(FrameBuffer.bytesPerElement <= 64)
    }
}
