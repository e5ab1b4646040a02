import ArgumentParser
import CatalogKit

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the named devices --device takes: screen sizes, scale, safe areas, size classes and margins.",
        discussion: """
            Values come from the environment reference (EnvironmentRules.md V1 to V3); the uncertain column (a \
            field in json) says which values it does not confirm from two sources. Margins are the root view's: \
            the safe area plus 16 points leading and trailing at compact width, 20 at regular width.
            """
    )

    @Option(help: "Output format: table, csv or json.")
    var format: QueryFormat = .table

    func run() throws {
        try StandardOutput.run { try $0.write(DeviceListing.text(format)) }
    }
}
