import ArgumentParser
import CatalogKit
import Foundation

extension QueryFormat: ExpressibleByArgument {}

struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Run read-only SQL over the catalog (views: frames, layout_runs).",
        discussion: """
            A statement that would change the catalog is refused. Example:
              catalog query "SELECT section, item, x, y, width, height FROM frames WHERE layout = 'p002-zoo-grid' LIMIT 5"
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("One SQL statement.", valueName: "sql"))
    var sql: String

    @Option(help: "Output format: table, csv or json.")
    var format: QueryFormat = .table

    func run() throws {
        try StandardOutput.run { output in
            try global.catalog.query(sql, format: format) { try output.write($0) }
        }
    }
}
