import ArgumentParser
import CatalogKit

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one layout: its structure with resolved sizes, its cached runs, and how to render it."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
    var name: String

    func run() throws {
        let text = try global.catalog.show(name)
        try StandardOutput.run { try $0.line(text) }
    }
}
