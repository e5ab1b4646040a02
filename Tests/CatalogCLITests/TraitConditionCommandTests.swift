import Foundation
import TestSupport
import Testing

/// Trait conditions through the binary (LayoutSpecFormat.md, Trait conditions): `show` prints them as the spec takes
/// them back, the catalog's canonical form imports as the same layout, `compute` picks the case per device, and a
/// fault names the `when`'s JSON path and leaves the catalog as it was.
@Suite("Trait condition commands")
struct TraitConditionCommandTests {
    static let group = #"{"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"}, "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": COUNT}"#

    static func spec(_ cases: [(String?, Int)]) -> String {
        let entries = cases.map { when, count in
            let section = #"{"group": \#(group.replacingOccurrences(of: "COUNT", with: String(count)))}"#
            return when.map { #"{"when": "\#($0)", "section": \#(section)}"# } ?? #"{"section": \#(section)}"#
        }
        return #"{"name": "traits", "itemCounts": [8], "sections": [{"adaptive": [\#(entries.joined(separator: ", "))]}]}"#
    }

    @Test func conditionsShowComputeAndRoundTrip() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let path = try folder.write("traits.json", Self.spec([("idiom == .pad && horizontalSizeClass == .regular", 4), ("isAccessibilityCategory", 1), (nil, 2)]))
        #expect(try cli.run(["import", path]).status == 0)
        let shown = try cli.run(["show", "traits"])
        #expect(shown.output.contains("adaptive: the first case whose condition holds (reads idiom, horizontalSizeClass, isAccessibilityCategory)"))
        #expect(shown.output.contains("  when idiom == .pad and horizontalSizeClass == .regular\n"))
        #expect(shown.output.contains("  when isAccessibilityCategory\n"))

        // 8 items: two rows of 4 on an iPad, four of 2 on a phone, eight of 1 at an accessibility size.
        for (options, height) in [(["--device", "ipad-mini-6"], "200"), (["--device", "iphone-se-3"], "400"), (["--size", "390x844", "--content-size-category", "accessibilityLarge"], "800")] {
            let computed = try cli.run(["compute", "traits"] + options)
            #expect(computed.status == 0, "\(computed.errors)")
            #expect(computed.output.contains("x\(height) ("), "\(options): \(computed.output)")
        }

        // The stored canonical form, imported again, is the same layout.
        let canonical = try cli.run(["query", "--format", "csv", "SELECT canonical_spec FROM layout_versions WHERE name = 'traits'"])
        let json = String(canonical.output.split(separator: "\n", maxSplits: 1)[1]).trimmingCharacters(in: .whitespacesAndNewlines)
        let unquoted = json.hasPrefix("\"") ? String(json.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"") : json
        let again = try folder.write("canonical.json", unquoted)
        let reimported = try cli.run(["import", again])
        #expect(reimported.output.hasPrefix("layout traits: unchanged (version 1)"), "\(reimported.output)\(reimported.errors)")
    }

    /// A comparison of the wrong kind is reported first (which cases can be chosen is checked once every condition
    /// reads); then a case that never holds.
    @Test func aConditionOfTheWrongKindIsAFaultAtItsPath() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let path = try folder.write("bad.json", Self.spec([("idiom == 3", 4), ("width > 800 and width < 500", 3), (nil, 2)]))
        let failed = try cli.run(["import", path])
        #expect(failed.status == 1)
        #expect(failed.errors == "Error: import failed, nothing was changed (1 fault):\n  \(path):1:75: $.sections[0].adaptive[0].when: `idiom == 3` compares idiom, one of .phone, .pad, with a number; compare it with one of its cases\n")
        try folder.write("bad.json", Self.spec([("idiom == .pad", 4), ("width > 800 and width < 500", 3), (nil, 2)]))
        let never = try cli.run(["import", path])
        #expect(never.status == 1)
        #expect(never.errors.contains("$.sections[0].adaptive[1].when: this case is never chosen: its condition holds in no environment"), "\(never.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("catalog.sqlite")))
    }

    /// An adaptive flow layout (LayoutSpecFormat.md, Adaptive flow layouts): each device computes its case's frames, by
    /// the flow rules (F8, F13: a uniform line of `n` items `g = (L − n·w)/(n − 1)` apart), `show` marks the case taken,
    /// and the canonical form imports as the same layout.
    @Test func anAdaptiveFlowLayoutComputesPerDeviceAndRoundTrips() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let path = try folder.write("grid.json", #"""
            {"name": "grid", "itemCounts": [6], "collectionView": {"contentInset": 10},
             "flow": {"adaptive": [
               {"when": "idiom == .pad", "flow": {"itemSize": {"width": 200, "height": 100}}},
               {"flow": {"itemSize": {"width": "(width - 30) / 2", "height": 50}}}
             ]}}
            """#)
        #expect(try cli.run(["import", path]).status == 0)
        let shown = try cli.run(["show", "grid"])
        #expect(shown.output.contains("flow, adaptive: the first case whose condition holds (reads idiom)\n  when idiom == .pad\n"), "\(shown.output)")
        #expect(shown.output.contains("  otherwise  (chosen at 390x844@3x)\n"), "\(shown.output)")

        // iPad mini, 744 wide: the content inset leaves 724, three 200-point items (g = 62); six items make two lines.
        // iPhone SE, 375 wide: 355 of line, two items of (375 − 30) / 2 = 172.5 (g = 10); three lines of 50, 10 apart.
        for (device, content) in [("ipad-mini-6", "724x210"), ("iphone-se-3", "355x170")] {
            let computed = try cli.run(["compute", "grid", "--device", device])
            #expect(computed.status == 0, "\(computed.errors)")
            #expect(computed.output.contains("content \(content) ("), "\(device): \(computed.output)")
        }
        let frames = try cli.run(["query", "--format", "csv", "SELECT x, width FROM frames WHERE layout = 'grid' AND item = 1 ORDER BY width"])
        #expect(frames.output == "x,width\n182.5,172.5\n262,200\n", "\(frames.output)")

        let canonical = try cli.run(["query", "--format", "csv", "SELECT canonical_spec FROM layout_versions WHERE name = 'grid'"])
        let json = String(canonical.output.split(separator: "\n", maxSplits: 1)[1]).trimmingCharacters(in: .whitespacesAndNewlines)
        let unquoted = json.hasPrefix("\"") ? String(json.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"") : json
        let reimported = try cli.run(["import", try folder.write("canonical.json", unquoted)])
        #expect(reimported.output.hasPrefix("layout grid: unchanged (version 1)"), "\(reimported.output)\(reimported.errors)")
    }
}
