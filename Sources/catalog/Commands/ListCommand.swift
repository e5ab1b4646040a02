import ArgumentParser
import CatalogKit

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the layouts and datasets in the catalog."
    )

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let lines = try global.catalog.list()
        try StandardOutput.run { output in
            for line in lines { try output.line(line) }
        }
    }
}
