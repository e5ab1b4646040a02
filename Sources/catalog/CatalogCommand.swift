import ArgumentParser
import CatalogKit

/// `catalog`: import, show, compute, query, render, diff, report and lint compositional layouts. The root only routes to a subcommand.
@main
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Compute UICollectionViewCompositionalLayout frames exactly as UIKit would, and keep them in a SQLite catalog.",
        discussion: """
            The catalog file is --database, else $CATALOG_DATABASE, else ./catalog.sqlite.
            Exit status: 0 success, 1 bad input or failed command, 2 errors found by lint, 64 usage error, 141 standard output closed by its reader.
            """,
        version: "catalog 1.0 (engine \(CatalogInfo.engineVersion))",
        subcommands: [
            ImportCommand.self, ShowCommand.self, ListCommand.self, ComputeCommand.self, QueryCommand.self,
            TargetOffsetCommand.self, RenderCommand.self, DiffCommand.self, ReportCommand.self, LintCommand.self, DevicesCommand.self,
        ]
    )

    @OptionGroup var global: GlobalOptions

    /// As `ParsableCommand.main`, with the kit's faults worded for the command line on the way out
    /// (`RequestFaultWording`), and SIGINT, SIGTERM and SIGHUP turned into a cancellation (`TerminationSignals`): a
    /// command they stop says so on standard error and ends with 128 + the signal's number.
    static func main() {
        TerminationSignals.install()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let cancelled as RequestCancelled {
            StandardOutput.note("\(cancelled)\n")
            exit(withError: ExitCode(TerminationSignals.exitStatus))
        } catch {
            exit(withError: RequestFaultWording.worded(error))
        }
    }
}
