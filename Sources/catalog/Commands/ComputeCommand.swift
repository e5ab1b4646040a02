import ArgumentParser
import CatalogKit
import Foundation
import LayoutModel

struct ComputeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compute",
        abstract: "Compute a layout's frames for an environment (or find them cached) and store them.",
        discussion: """
            Item counts come from --items, else --dataset, else the spec's itemCounts.

            A cached run is reused only when the spec's geometry, the counts or dataset contents, the environment \
            and the engine version are all unchanged.

            A matrix (--device a,b or all, --orientation both, --content-size-category a,b or all, or --all for \
            every layout) computes every combination in one transaction and prints one row per run:
              catalog compute --all --device all --orientation both
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The layout's name (or --all).", valueName: "name"))
    var name: String?

    @Flag(name: .customLong("all"), help: "Compute every layout in the catalog.")
    var everyLayout = false

    @OptionGroup var environment: EnvironmentOptions<SideA>

    @OptionGroup var text: SystemFontOption

    func validate() throws {
        guard (name == nil) != !everyLayout else {
            throw ValidationError(everyLayout ? "give a layout name or --all, not both" : "give a layout name, or --all for every layout")
        }
    }

    func run() throws {
        if everyLayout || environment.isMatrix {
            try runMatrix()
            return
        }
        let catalog = try text.catalog(global)
        let request = try environment.request()
        let progress = ProgressBar()
        let outcome = try Self.showing(progress) { try catalog.compute(name ?? "", request, progress: progress.update) }
        try StandardOutput.run { output in
            try output.line(outcome.summary)
            if !outcome.cached {
                for warning in outcome.run.summary.warnings { try output.line("warning: \(warning)") }
            }
        }
    }

    /// Every layout asked for in every environment of the matrix, in one transaction, then a table of the runs.
    private func runMatrix() throws {
        let catalog = try text.catalog(global)
        let names = everyLayout ? try catalog.layoutNames() : [name ?? ""]
        let requests = try environment.requests()
        let progress = ProgressBar(unit: "runs")
        let outcomes = try Self.showing(progress) { try catalog.compute(names, requests, progress: progress.update) }
        try StandardOutput.run { try $0.write(ComputeOutcome.table(outcomes)) }
    }

    /// Runs a compute with its progress bar, finished when the compute ends, stopped by a signal
    /// (`RequestCancelled`, which `CatalogCommand.main` reports) included.
    private static func showing<Answer>(_ progress: ProgressBar, _ compute: () throws -> Answer) throws -> Answer {
        do {
            let answer = try compute()
            progress.finish()
            return answer
        } catch let cancelled as RequestCancelled {
            progress.finish()
            throw cancelled
        }
    }
}
