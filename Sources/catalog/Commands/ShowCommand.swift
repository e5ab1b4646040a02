import ArgumentParser
import CatalogKit
import LayoutModel

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one layout: its structure with resolved sizes, its cached runs, and how to render it."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
    var name: String

    @Option(
        name: .customLong(EnvironmentTrait.iosVersion.rawValue),
        help: ArgumentHelp("The iOS version whose list metrics the sizes are resolved with (default 26).", valueName: EnvironmentTrait.iosVersion.valueName)
    )
    var iosVersion: String?

    func validate() throws {
        _ = try version()
    }

    func run() throws {
        let text = Self.text(of: try global.catalog.show(name, version: try version()))
        try StandardOutput.run { try $0.line(text) }
    }

    /// The version `--ios` names, read as the trait reads it (one version: show resolves sizes once).
    private func version() throws -> IOSVersion {
        guard let iosVersion else { return .newest }
        var environment = Catalog.showEnvironment()
        do {
            try EnvironmentTrait.iosVersion.read(iosVersion, into: &environment)
        } catch {
            throw ValidationError("--\(error.trait.rawValue) \(error.message)")
        }
        return environment.iosVersion
    }

    /// The description as `show` prints it: the spec, the cached runs (or the command that computes one), and the
    /// command that draws the layout, both at the size the spec's sizes are resolved at (`Catalog.showEnvironment`).
    static func text(of description: LayoutDescription) -> String {
        let name = description.name
        var lines = description.specLines
        if description.runCount == 0 {
            lines.append("no cached runs: catalog compute \(name) --size 390x844")
        } else {
            let shown = description.runLines.count
            let all = description.runCount > shown
                ? " (the newest \(shown) of \(description.runCount); all: catalog query \"SELECT * FROM layout_runs WHERE layout = '\(name)'\")"
                : ""
            lines.append("cached runs\(all):")
            lines += description.runLines.map { "  " + $0 }
            if let face = description.sharedTextFace { lines.append("  " + face) }
        }
        lines.append("render: catalog render \(name) --size 390x844 --output \(name).svg")
        return lines.joined(separator: "\n")
    }
}
