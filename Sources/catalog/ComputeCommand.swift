import ArgumentParser
import Foundation
import CatalogKit
import LayoutModel

struct ComputeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compute",
        abstract: "Compute a layout's frames for an environment (or find them cached) and store them.",
        discussion: """
            Item counts come from --items, else --dataset, else the spec's itemCounts.

            A cached run is reused only when the spec's geometry, the counts or dataset contents, the environment \
            and the engine version are all unchanged.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
    var name: String

    @OptionGroup var environment: EnvironmentOptions<SideA>

    func run() throws {
        Interruption.install()
        let progress = ProgressBar()
        let outcome: ComputeOutcome
        do {
            outcome = try global.catalog.compute(name, try environment.request(), progress: progress.update)
            progress.finish()
        } catch let interrupted as ComputeInterrupted {
            progress.finish()
            FileHandle.standardError.write(Data("\(interrupted)\n".utf8))
            throw ExitCode(130)
        }
        print(outcome.summary)
        if !outcome.cached {
            for warning in outcome.run.warnings { print("warning: \(warning)") }
        }
    }
}
