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
        var output = BufferedOutput()
        defer { output.flush() }
        try global.catalog.query(sql, format: format) { output.write($0) }
    }
}

/// Collects standard output in large blocks: a million-row answer prints in milliseconds, not seconds.
struct BufferedOutput {
    private var buffer: [UInt8] = []

    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}
