import ArgumentParser
import CatalogKit

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

    @OptionGroup var environment: EnvironmentOptions<SideA>

    @Option(help: ArgumentHelp("A stored version of A (default: the current one).", valueName: "n"))
    var version: Int?

    @OptionGroup var sideB: EnvironmentOptions<SideB>

    @Option(name: .customLong("b-version"), help: ArgumentHelp("A stored version of B (default: the current one).", valueName: "n"))
    var versionB: Int?

    @Option(help: ArgumentHelp("Write an SVG overlay of A and B to this file.", valueName: "file.svg"))
    var output: String?

    @Option(help: ArgumentHelp("Pixels per point of the overlay.", valueName: "factor"))
    var zoom: Double = 1

    @Flag(name: .customLong("exit-code"), help: "Exit with status 1 when the layouts differ.")
    var exitCode = false

    @OptionGroup var text: SystemFontOption

    func validate() throws {
        guard zoom > 0, zoom <= 16 else { throw ValidationError("--zoom must be more than 0 and at most 16 (found \(zoom))") }
        if let version, version < 1 { throw ValidationError("--version must be 1 or more (found \(version))") }
        if let versionB, versionB < 1 { throw ValidationError("--b-version must be 1 or more (found \(versionB))") }
        if output == "-" {
            throw ValidationError("--output - is not allowed: the table of changes goes to standard output; name a file for the overlay")
        }
    }

    func run() throws {
        let requestA = try environment.request()
        let a = DiffSide(layout: layoutA, version: version, request: requestA)
        let b = DiffSide(layout: layoutB ?? layoutA, version: versionB, request: try sideB.request(basedOn: requestA))
        let outcome = try text.catalog(global).diff(a, b, overlayZoom: output == nil ? nil : zoom)
        try StandardOutput.run { standardOutput in
            try outcome.writeTable { try standardOutput.line($0) }
            if let output, let overlay = outcome.overlay {
                try OutputFile.write(overlay.svg, to: output, describing: "the overlay")
                try standardOutput.line("overlay → \(output)")
            }
        }
        if exitCode, outcome.differs { throw ExitCode(1) }
    }
}
