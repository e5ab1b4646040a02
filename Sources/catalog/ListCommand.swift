import ArgumentParser
import CatalogKit

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the layouts and datasets in the catalog."
    )

    @OptionGroup var global: GlobalOptions

    func run() throws {
        for line in try global.catalog.list() { print(line) }
    }
}
