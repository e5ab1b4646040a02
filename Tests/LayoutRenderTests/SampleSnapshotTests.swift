import LayoutModel
import LayoutRender
import SnapshotTesting
import Testing

/// Whole pictures of samples, kept as files: any change to what a picture draws shows up as a reviewable diff.
@Suite("Sample pictures")
struct SampleSnapshotTests {
    @Test(arguments: [
        "p000-orthogonal-sections", "p001-group-paging-carousel", "p002-zoo-grid", "p003-list-grid5-grid3",
        "p004-five-per-row-header-background", "apple-section-headers-footers", "apple-item-badges",
    ])
    func wholeContent(_ name: String) throws {
        assertSnapshot(of: try SampleLayouts.render(name).picture.svg, as: .svg, named: name)
    }

    /// Scrolled to 400 under a 47-point status bar: the header of the section under the top edge is pinned there.
    @Test func pinnedHeadersOnTheScreenAtAnOffset() throws {
        let picture = try SampleLayouts.render(
            "apple-pinned-section-headers", extent: .screen, offset: Point(x: 0, y: 400),
            safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        ).picture
        assertSnapshot(of: picture.svg, as: .svg, named: "apple-pinned-section-headers-screen-at-400")
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text compared line by line, kept in a `.svg` file so the snapshot opens as a picture.
    static var svg: Snapshotting { Snapshotting(pathExtension: "svg", diffing: .lines) }
}
