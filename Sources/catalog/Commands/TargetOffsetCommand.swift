import ArgumentParser
import CatalogKit
import LayoutModel

struct TargetOffsetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "target-offset",
        abstract: "Where an orthogonal section's strip comes to rest after a swipe.",
        discussion: """
            Computes the layout (or finds it cached) and answers from the strip's rest points: paging behaviours move \\
            at most one rest point in the swipe's direction (or settle on the nearest without a flick); continuous \\
            coasts with UIScrollView's deceleration; continuousGroupLeadingBoundary coasts and settles on the nearest \\
            group edge.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
    var name: String

    @Option(help: ArgumentHelp("The orthogonal section.", valueName: "index"))
    var section: Int

    @Option(parsing: .unconditional, help: ArgumentHelp("The strip's offset when the finger lifts (may be negative).", valueName: "offset"))
    var from: Double

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Points per second along the strip; positive moves towards the end, negative back.", valueName: "speed")
    )
    var velocity: Double = 0

    @OptionGroup var environment: EnvironmentOptions<SideA>

    @OptionGroup var text: SystemFontOption

    func validate() throws {
        for (option, value) in [("--from", from), ("--velocity", velocity)] {
            guard value.isFinite else { throw ValidationError("\(option) must be a finite number (found \(value))") }
            if let fault = InputLimits.scrollOffset.fault(for: value, describe: formatNumber) {
                throw ValidationError("\(option) \(fault)")
            }
        }
    }

    func run() throws {
        let answer = try text.catalog(global).restingOffset(
            name, try environment.request(), section: section, from: from, velocity: velocity
        )
        try StandardOutput.run { try $0.line(answer.summary) }
    }
}
