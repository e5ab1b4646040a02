import ArgumentParser
import CatalogKit
import LayoutModel

/// B's own environment in a diff: each option replaces the one A's compute options gave.
struct SideBOptions: ParsableArguments {
    @Option(name: .customLong("b-size"), help: ArgumentHelp("B's collection view size.", valueName: "WxH"))
    var size: String?

    @Option(name: .customLong("b-scale"), help: ArgumentHelp("B's display scale: 1, 2 or 3.", valueName: "scale"))
    var scale: Double?

    @Option(name: .customLong("b-items"), help: ArgumentHelp("B's item count of each section.", valueName: "N,N,..."))
    var items: String?

    @Option(name: .customLong("b-dataset"), help: ArgumentHelp("B's dataset.", valueName: "name"))
    var dataset: String?

    @Option(name: .customLong("b-safe-area"), help: ArgumentHelp("B's safe-area insets.", valueName: "T,L,B,R"))
    var safeArea: String?

    @Option(name: .customLong("b-offset"), parsing: .unconditional, help: ArgumentHelp("B's scroll position.", valueName: "X,Y"))
    var offset: String?

    @Option(name: .customLong("b-orthogonal-offset"), help: ArgumentHelp("Scroll one of B's strips (repeatable).", valueName: "SECTION=X"))
    var orthogonalOffsets: [String] = []

    @Option(name: .customLong("b-version"), help: ArgumentHelp("A stored version of B (default: the current one).", valueName: "n"))
    var version: Int?

    func validate() throws {
        if let scale, ![1, 2, 3].contains(scale) { throw ValidationError("--b-scale must be 1, 2 or 3") }
        if items != nil, dataset != nil { throw ValidationError("give either --b-items or --b-dataset, not both") }
        if let version, version < 1 { throw ValidationError("--b-version must be 1 or more (found \(version))") }
        _ = try request(basedOn: ComputeRequest(size: Size(width: 1, height: 1)))
    }

    /// A's request with B's options applied. Counts from --b-items replace A's dataset and the other way round.
    func request(basedOn a: ComputeRequest) throws -> ComputeRequest {
        do {
            var request = a
            if let size { request.size = try ArgumentValues.size(size) }
            if let scale { request.scale = scale }
            if let items {
                request.itemCounts = try ArgumentValues.itemCounts(items)
                request.dataset = nil
            }
            if let dataset {
                request.dataset = dataset
                request.itemCounts = nil
            }
            if let safeArea { request.safeArea = try ArgumentValues.insets(safeArea, option: "--b-safe-area") }
            if let offset { request.offset = try ArgumentValues.point(offset, option: "--b-offset") }
            if !orthogonalOffsets.isEmpty {
                request.orthogonalOffsets = [:]
                for text in orthogonalOffsets {
                    let value = try ArgumentValues.sectionOffset(text)
                    request.orthogonalOffsets[value.section] = value.offset
                }
            }
            return request
        } catch {
            throw ValidationError(error.message)
        }
    }
}
