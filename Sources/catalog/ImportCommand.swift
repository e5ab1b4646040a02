import ArgumentParser
import CatalogKit

extension DatasetFormat: ExpressibleByArgument {}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import layout specs and datasets (all files in one transaction: all or nothing).",
        discussion: """
            Files are JSON or YAML layout specs; datasets: generic JSON/YAML, zoo animal records (a JSON array or \
            CSV), tutorial collections (the app's property list or JSON), or derived datasets; or Swift source: every \
            createLayout()-style function, section provider, section builder, layout property or flow layout view \
            controller becomes a layout, named by a `// catalog: NAME` comment on the line before it (else \
            FILE.FUNCTION). The Swift files of one import are read as one module (each sees the others' \
            declarations), with the .storyboard files given with them. A folder imports every .json, .yaml, .yml, \
            .csv and .plist file in it; a folder that holds none of those is a source folder, and its .swift and \
            .storyboard files are read instead. Every file is checked before anything is stored; any fault leaves \
            the catalog exactly as it was.

            Importing a name again stores a new version of it (earlier versions are kept).
            """
    )

    @OptionGroup var global: GlobalOptions

    @Option(
        name: .customLong("assume"),
        help: ArgumentHelp(
            "A value for a name Swift code reads but cannot know without the app: a number (self.view.frame.height=844, CGFloat.largeInset=16) or an enum case (layoutKind=grid).",
            valueName: "name=value"
        )
    )
    var assumptions: [String] = []

    @Argument(help: ArgumentHelp("Spec, dataset, Swift or storyboard files, or folders of them.", valueName: "file"))
    var files: [String]

    @Option(
        name: .customLong("dataset-format"),
        help: ArgumentHelp("Read every dataset file as this shape instead of detecting it: generic, animals, tutorials or derived.", valueName: "shape")
    )
    var datasetFormat: DatasetFormat?

    func validate() throws {
        _ = try parsedAssumptions()
    }

    func run() throws {
        let report = try global.catalog.importFiles(files, datasetFormat: datasetFormat, assumptions: try parsedAssumptions())
        try StandardOutput.run { output in
            for line in report.lines { try output.line(line) }
        }
    }

    /// The `--assume` values by name; the last one wins when a name is given twice.
    private func parsedAssumptions() throws -> [String: AssumedValue] {
        var values: [String: AssumedValue] = [:]
        for text in assumptions {
            let (name, value) = try OptionValues.assumption(text)
            values[name] = value
        }
        return values
    }
}
