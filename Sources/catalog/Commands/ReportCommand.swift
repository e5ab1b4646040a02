import ArgumentParser
import CatalogKit
import Foundation

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a static HTML report of layouts: pictures in every environment, frames, runs and what each latest version moved.",
        discussion: """
            The folder gets index.html (a card per layout with its pictures side by side, a filter box, and a \
            summary listing first the layouts whose latest version moved something against the previous stored \
            version) and a page per layout (the spec as show prints it, the pictures, a sortable frames table per \
            environment, the cached runs, and the diff against the previous version where the catalog keeps one). \
            Plain files with inline style and script and SVG pictures: open index.html from disk, or publish the \
            folder on any static host or as a CI artifact.

            Layouts default to every layout in the catalog. Without --size or --device the environments are \
            iphone-se-3, iphone-15-pro, iphone-16-pro-max, ipad-mini-6 and ipad-pro-13-m4 in portrait; the other \
            options apply to each (--orientation both adds landscape). Matrices work as for compute:
              catalog report --device all --orientation both --output report

            Every run is computed (or found cached) and linted in one transaction, so catalog query sees what the \
            report shows: each card counts the layout's lint findings, its page lists them (filterable by rule), \
            and its pictures outline the elements they name. The folder must be new, empty or an earlier report, which is replaced once the new one is \
            complete.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Layouts to report (default: every layout in the catalog).", valueName: "name"))
    var names: [String] = []

    @OptionGroup var environment: EnvironmentOptions<ReportSide>

    @OptionGroup var text: SystemFontOption

    @Option(help: ArgumentHelp("The folder to write the report to.", valueName: "dir"))
    var output: String

    func run() throws {
        let progress = StagedProgress(then: "layouts written")
        let outcome = try progress.showing {
            try text.catalog(global).report(ReportRequest(layouts: names, environments: try requests(), outputDirectory: output)) { report in
                progress.update(secondStage: report.stage == .writing, done: report.done, total: report.total)
            }
        }
        try StandardOutput.run { try $0.line(outcome.summary) }
    }

    /// The environment options' requests, on top of each default device when neither --size nor --device is given.
    private func requests() throws -> [ComputeRequest] {
        if environment.size != nil || environment.device != nil { return try environment.requests() }
        return try ReportRequest.defaultEnvironments().flatMap { try environment.requests(basedOn: $0) }
    }
}
