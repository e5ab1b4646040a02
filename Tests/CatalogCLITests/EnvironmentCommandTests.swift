import Foundation
import TestSupport
import Testing

/// Devices, orientations, text sizes and matrices through the real binary. Expected values come from
/// EnvironmentRules.md (V1 device values, V3 margins), not from the program.
@Suite("Environments on the command line")
struct EnvironmentCommandTests {
    @Test func devicesListsTheTableInEveryFormat() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let table = try cli.run(["devices"])
        #expect(table.status == 0)
        let row = try #require(table.output.split(separator: "\n").first { $0.hasPrefix("iphone-15-pro ") })
        let cells = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        // slug, name (three words), idiom, portrait, landscape, scale, safe areas, size classes, margins (V1, V3).
        #expect(Array(cells.prefix(13)) == [
            "iphone-15-pro", "iPhone", "15", "Pro", "phone", "393x852", "852x393", "3", "59,0,34,0", "0,59,21,59",
            "compact,regular", "compact,compact", "59,16,34,16",
        ])
        #expect(cells[13] == "0,75,21,75")
        let csv = try cli.run(["devices", "--format", "csv"])
        #expect(csv.output.contains("\nipad-pro-13-m4,iPad Pro 13-inch (M4),pad,1032x1376,1376x1032,2,\"24,0,20,0\",\"24,0,20,0\",\"regular,regular\",\"regular,regular\",\"24,20,20,20\",\"24,20,20,20\",\n"))
        let json = try cli.run(["devices", "--format", "json"])
        let devices = try #require(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(devices.count >= 20)
        let sixteenE = try #require(devices.first { $0["slug"] as? String == "iphone-16e" })
        #expect((sixteenE["uncertain"] as? [String])?.first?.hasPrefix("safe area") == true)
        let landscape = try #require(sixteenE["landscape"] as? [String: Any])
        #expect(landscape["width"] as? Double == 844)
    }

    @Test func aMatrixComputesEveryCombinationInOneCommand() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try RenderAndDiffCommandTests.importedSamples(folder)
        let matrix = try cli.run([
            "compute", "p002-zoo-grid", "--device", "iphone-se-3,ipad-pro-13-m4", "--orientation", "both",
            "--content-size-category", "large,accessibilityLarge",
        ])
        #expect(matrix.status == 0, "\(matrix.errors)")
        // The zoo grid draws no text, so both text sizes give the same frames: one result per screen, four in all.
        #expect(matrix.output.hasSuffix("8 runs: 8 computed, 0 cached; 4 distinct results\n"))
        let results = try cli.run(["query", "--format", "csv", "SELECT count(DISTINCT result_id) AS n, (SELECT count(*) FROM results) AS stored FROM layout_runs"])
        #expect(results.output == "n,stored\n4,4\n")
        // fractionalHeight(0.25) rows: a quarter of each screen's height; the SE held upright is 375x667 at 2x.
        #expect(matrix.output.contains("iPhone SE (2nd and 3rd generation) portrait 375x667@2x"))
        let rows = try cli.run([
            "query", "--format", "csv",
            "SELECT device, orientation, content_size_category, container_width, scale, safe_area_top FROM layout_runs WHERE layout = 'p002-zoo-grid' ORDER BY device, orientation DESC, content_size_category DESC",
        ])
        #expect(rows.output == """
            device,orientation,content_size_category,container_width,scale,safe_area_top
            ipad-pro-13-m4,portrait,large,1032,2,24
            ipad-pro-13-m4,portrait,accessibilityLarge,1032,2,24
            ipad-pro-13-m4,landscape,large,1376,2,24
            ipad-pro-13-m4,landscape,accessibilityLarge,1376,2,24
            iphone-se-3,portrait,large,375,2,20
            iphone-se-3,portrait,accessibilityLarge,375,2,20
            iphone-se-3,landscape,large,667,2,0
            iphone-se-3,landscape,accessibilityLarge,667,2,0

            """)
        // The frames view carries the new columns.
        let frames = try cli.run([
            "query", "--format", "csv",
            "SELECT DISTINCT family, device, layout_direction FROM frames WHERE layout = 'p002-zoo-grid' ORDER BY device",
        ])
        #expect(frames.output == "family,device,layout_direction\ncompositional,ipad-pro-13-m4,leftToRight\ncompositional,iphone-se-3,leftToRight\n")
        // The same matrix again is served from the cache.
        let again = try cli.run(["compute", "p002-zoo-grid", "--device", "iphone-se-3,ipad-pro-13-m4", "--orientation", "both", "--content-size-category", "large,accessibilityLarge"])
        #expect(again.output.hasSuffix("8 runs: 0 computed, 8 cached; 4 distinct results\n"))
    }

    @Test func everyLayoutOnSeveralDevicesInOneTransaction() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try RenderAndDiffCommandTests.importedSamples(folder)
        let layouts = try cli.run(["query", "--format", "csv", "SELECT count(*) AS n FROM layouts"])
        let count = try #require(Int(layouts.output.split(separator: "\n")[1]))
        let all = try cli.run(["compute", "--all", "--device", "iphone-15,ipad-mini-6", "--orientation", "both"])
        #expect(all.status == 0, "\(all.errors)")
        let runs = try cli.run(["query", "--format", "csv", "SELECT count(*) AS n, count(DISTINCT result_id) AS results FROM layout_runs"])
        let counts = runs.output.split(separator: "\n")[1].split(separator: ",")
        #expect(counts.first == "\(count * 4)"[...])
        let results = try #require(counts.last.flatMap { Int($0) })
        #expect(all.output.hasSuffix("\(count * 4) runs: \(count * 4) computed, 0 cached; \(results) distinct results\n"))
    }

    @Test func namesThatAreNotDevicesOrCategoriesAreUsageErrors() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let device = try cli.run(["compute", "grid", "--device", "ipad-pro-13"])
        #expect(device.status == 64)
        #expect(device.errors.contains("--device \"ipad-pro-13\" is not one; valid names, closest first: ipad-pro-13-m4, ipad-pro-11-m4,"))
        let category = try cli.run(["compute", "grid", "--device", "iphone-15", "--content-size-category", "hugeText"])
        #expect(category.status == 64)
        #expect(category.errors.contains("--content-size-category \"hugeText\" is not one; valid names, closest first:"))
        let orientation = try cli.run(["compute", "grid", "--size", "390x844", "--orientation", "landscape"])
        #expect(orientation.status == 64)
        #expect(orientation.errors.contains("--orientation applies to a device: give one with --device"))
        let sideways = try cli.run(["compute", "grid", "--device", "iphone-15", "--orientation", "sideways"])
        #expect(sideways.errors.contains("--orientation \"sideways\" is not one; valid names, closest first: portrait, landscape"))
        let renderMatrix = try cli.run(["render", "grid", "--device", "all", "--output", "x.svg"])
        #expect(renderMatrix.status == 64)
        #expect(renderMatrix.errors.contains("this command computes one environment"))
    }

    /// V3: on a device the dotted margins are the root view's, the safe area plus 16 at compact width.
    @Test func renderOnADeviceDrawsTheMargins() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try RenderAndDiffCommandTests.importedSamples(folder)
        let render = try cli.run(["render", "p002-zoo-grid", "--device", "iphone-15", "--orientation", "landscape", "--output", "-"])
        #expect(render.status == 0, "\(render.errors)")
        #expect(render.output.contains("<title>layout margins 0,75,21,75</title>"))
        #expect(render.output.contains("dotted: layout margins"))
    }
}
