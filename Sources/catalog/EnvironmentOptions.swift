import ArgumentParser
import CatalogKit
import LayoutModel

/// The environment a layout is computed in: size, scale, item counts or dataset, safe area and scroll offsets.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The collection view's size in points.", valueName: "WxH"))
    var size: String

    @Option(help: ArgumentHelp("Display scale: 1, 2 or 3.", valueName: "scale"))
    var scale: Double = 3

    @Option(help: ArgumentHelp("Item count of each section.", valueName: "N,N,..."))
    var items: String?

    @Option(help: ArgumentHelp("A dataset whose sections give the item counts.", valueName: "name"))
    var dataset: String?

    @Option(name: .customLong("safe-area"), help: ArgumentHelp("Safe-area insets in points.", valueName: "T,L,B,R"))
    var safeArea: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Scroll position (pinned headers follow it); may be negative.", valueName: "X,Y"))
    var offset: String?

    @Option(
        name: .customLong("orthogonal-offset"),
        help: ArgumentHelp("Scroll an orthogonal section's strip (repeatable).", valueName: "SECTION=X")
    )
    var orthogonalOffsets: [String] = []

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        _ = try request()
    }

    func request() throws -> ComputeRequest {
        do {
            var request = ComputeRequest(size: try ArgumentValues.size(size), scale: scale, dataset: dataset)
            if let items { request.itemCounts = try ArgumentValues.itemCounts(items) }
            if let safeArea { request.safeArea = try ArgumentValues.insets(safeArea, option: "--safe-area") }
            if let offset { request.offset = try ArgumentValues.point(offset, option: "--offset") }
            for text in orthogonalOffsets {
                let value = try ArgumentValues.sectionOffset(text)
                request.orthogonalOffsets[value.section] = value.offset
            }
            return request
        } catch {
            throw ValidationError(error.message)
        }
    }

}
