import ArgumentParser
import CatalogKit
import Foundation
import LayoutRender

extension RenderExtent: ExpressibleByArgument {}
extension PictureStyle: ExpressibleByArgument {}
extension PictureAppearance: ExpressibleByArgument {}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a layout as an SVG picture (computing it, or finding it cached).",
        discussion: """
            With --style content (the default), elements that describe their content show it as the screen \
            would: list rows, headers and footers their text in the lines it was measured in, image slots, \
            accessories, separators, inset-grouped cards and grouped backgrounds; label cells, headers and \
            badges with a content description their text, cut with an ellipsis where UIKit cuts it. Text is \
            named in the face that measured it. Everything else, and every element with --style boxes, is a \
            box: cells are filled with their section's colour (red, green, yellow, dark blue, teal, purple, \
            orange, plum, then again) and labelled section.item, or with --label FIELD that field of their \
            dataset item. Headers and footers are bands outlined in their section's colour and labelled with \
            their kind; badges are small dark marks, hidden ones a faint dashed outline; section backgrounds \
            are pale rectangles behind. The screen (the container at --offset) is outlined, its safe area \
            dashed. --appearance dark draws in dark mode's colours. With --extent content the picture shows \
            the whole content and orthogonal strips beyond the screen under a pale veil; with --extent screen \
            only what the screen shows. The same input always gives the same bytes.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The layout's name.", valueName: "name"))
    var name: String

    @OptionGroup var environment: EnvironmentOptions<SideA>

    @OptionGroup var text: SystemFontOption

    @Option(help: ArgumentHelp("The SVG file to write; - writes to standard output.", valueName: "file.svg"))
    var output: String

    @Option(help: ArgumentHelp("content: everything, the screen outlined; screen: only the screen.", valueName: "content|screen"))
    var extent: RenderExtent = .content

    @Option(help: ArgumentHelp("Pixels per point of the picture.", valueName: "factor"))
    var zoom: Double = 1

    @Option(help: ArgumentHelp("Label cells drawn as boxes with this field of the dataset's items (needs --dataset).", valueName: "field"))
    var label: String?

    @Option(help: ArgumentHelp("content: text and accessories where elements describe them; boxes: every element a labelled box.", valueName: "content|boxes"))
    var style: PictureStyle = .content

    @Option(help: ArgumentHelp("The system colours of light or dark mode (moves no frame).", valueName: "light|dark"))
    var appearance: PictureAppearance = .light

    func validate() throws {
        guard zoom > 0, zoom <= 16 else { throw ValidationError("--zoom must be more than 0 and at most 16 (found \(zoom))") }
    }

    func run() throws {
        let outcome = try text.catalog(global).render(
            name, RenderRequest(
                compute: try environment.request(), extent: extent, pixelsPerPoint: zoom, labelField: label, style: style, appearance: appearance
            )
        )
        if output == "-" {
            try StandardOutput.run { try $0.write(outcome.picture.svg) }
            return
        }
        try OutputFile.write(outcome.picture.svg, to: output, describing: "the picture")
        try StandardOutput.run { try $0.line("\(outcome.summary) → \(output)") }
    }
}
