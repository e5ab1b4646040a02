import Foundation
import TestSupport
import Testing

/// Computed dimensions through the binary (LayoutSpecFormat.md, Computed dimensions): `show` prints the expression
/// and what it gives in the environment shown, `compute` evaluates it per device, and a length with no usable value
/// on a device fails that compute naming the spec path and leaves nothing stored for it.
@Suite("Computed dimension commands")
struct ComputedDimensionCommandTests {
    static let spec = #"""
        {"name": "halves", "itemCounts": [4], "sections": [{"group": {"kind": "horizontal",
          "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"}, "interItemSpacing": "fixed(8)",
          "subitems": [{"size": {"width": "absolute((width - 8) / 2)", "height": "fractionalHeight(1)"}}]}}]}
        """#

    @Test func showComputeAndARefusal() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", try folder.write("halves.json", Self.spec)]).status == 0)
        // Shown at 390 points: (390 − 8) / 2 = 191.
        let shown = try cli.run(["show", "halves"])
        #expect(shown.output.contains("    item absolute((width - 8) / 2) × fractionalHeight(1)  → 191 × 100\n"), "\(shown.output)")

        // Two columns on every width: on the 11-inch iPad (834 points) items of 413, the second at 421.
        let computed = try cli.run(["compute", "halves", "--device", "ipad-pro-11-m4"])
        #expect(computed.status == 0, "\(computed.errors)")
        let frames = try cli.run(["query", "--format", "csv", "SELECT x, width FROM frames WHERE item = 1"])
        #expect(frames.output == "x,width\n421,413\n", "\(frames.output)")

        // Narrower than 8 points, the length is negative: that compute is refused, and no run is stored for it.
        let narrow = try cli.run(["compute", "halves", "--size", "6x800"])
        #expect(narrow.status == 1)
        #expect(narrow.errors == "Error: halves: section 0: $.sections[0].group.subitems[0].size.width \"(width - 8) / 2\": must not be negative (found -1)\n")
        let runs = try cli.run(["query", "--format", "csv", "SELECT count(*) AS runs FROM runs"])
        #expect(runs.output == "runs\n1\n")
    }
}
