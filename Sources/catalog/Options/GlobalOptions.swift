import ArgumentParser
import CatalogKit

/// Options every command takes, given before or after the command name.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The catalog file.", discussion: "Defaults to $CATALOG_DATABASE, else ./catalog.sqlite.", valueName: "path"))
    var database: String?

    var catalog: Catalog {
        var catalog = Catalog(databasePath: Catalog.resolveDatabasePath(database))
        catalog.note = { StandardOutput.note($0) }
        catalog.cancellation = TerminationSignals.cancellation
        return catalog
    }
}
