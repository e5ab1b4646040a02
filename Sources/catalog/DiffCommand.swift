import ArgumentParser
import CatalogKit
import Foundation
import LayoutModel

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two layouts, one layout in two environments, or two stored versions of a layout.",
        discussion: """
            A is the first layout, computed with the compute options (and --version N for a stored earlier \
            version). B is the second layout, or A again when not named, computed with the same options except \
            those given with --b-. For example:

              catalog diff p000-basic-grid p000-count-3 --size 390x844
              catalog diff p002-zoo-grid --size 390x844 --b-size 320x568
              catalog diff grid --size 390x844 --version 1

            Elements are matched by category, kind, section and item, and listed as added, removed, moved, \
            resized or moved and resized, with their frames and the change. --output writes an SVG overlay: A \
            dashed red, B solid blue, unchanged elements grey. Nothing is stored.

            Exit status: 0 whether or not the layouts differ; with --exit-code, 1 when they differ (as git diff \
            --exit-code). Errors exit 1, usage errors 64. Here --version takes a number; catalog --version \
            shows the program's version.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The first layout (A).", valueName: "a"))
    var layoutA: String

    @Argument(help: ArgumentHelp("The second layout (B); A again when left out.", valueName: "b"))
    var layoutB: String?

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: ArgumentHelp("A stored version of A (default: the current one).", valueName: "n"))
    var version: Int?

    @OptionGroup var sideB: SideBOptions

    @Option(help: ArgumentHelp("Write an SVG overlay of A and B to this file.", valueName: "file.svg"))
    var output: String?

    @Option(help: ArgumentHelp("Pixels per point of the overlay.", valueName: "factor"))
    var zoom: Double = 1

    @Flag(name: .customLong("exit-code"), help: "Exit with status 1 when the layouts differ.")
    var exitCode = false

    func validate() throws {
        guard zoom > 0, zoom <= 16 else { throw ValidationError("--zoom must be more than 0 and at most 16 (found \(zoom))") }
        if let version, version < 1 { throw ValidationError("--version must be 1 or more (found \(version))") }
    }

    func run() throws {
        let requestA = try environment.request()
        let a = DiffSide(layout: layoutA, version: version, request: requestA)
        let b = DiffSide(layout: layoutB ?? layoutA, version: sideB.version, request: try sideB.request(basedOn: requestA))
        let outcome = try global.catalog.diff(a, b, pixelsPerPoint: zoom)
        print(outcome.table, terminator: "")
        if let output {
            try OutputFile.write(outcome.overlay.svg, to: output)
            print("overlay → \(output)")
        }
        if exitCode, outcome.differs { throw ExitCode(1) }
    }
}

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
