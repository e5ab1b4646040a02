import ArgumentParser
import CatalogKit

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one layout: its structure with resolved sizes, its cached runs, and how to render it."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
    var name: String

    func run() throws {
        let text = Self.text(of: try global.catalog.show(name))
        try StandardOutput.run { try $0.line(text) }
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
