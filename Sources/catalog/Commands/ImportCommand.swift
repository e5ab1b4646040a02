import ArgumentParser
import CatalogKit
import SpecFormat

extension DatasetFormat: ExpressibleByArgument {}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import layout specs, datasets and the layouts of Swift source (in one transaction).",
        discussion: """
            Files are JSON or YAML layout specs; datasets: generic JSON/YAML, zoo animal records (a JSON array or \
            CSV), tutorial collections (the app's property list or JSON), or derived datasets; or Swift source: every \
            createLayout()-style function, section provider, section builder, layout property or flow layout view \
            controller becomes a layout, named by a `// catalog: NAME` comment on the line before it (else \
            FILE.FUNCTION). The Swift files of one import are read as one module (each sees the others' \
            declarations), with the .storyboard and .xib files given with them. A folder imports the specs and \
            datasets in it; a folder that holds none (an app's repository or sources) is a source folder, and its \
            .swift, .storyboard and .xib files are read instead. JSON, YAML and property lists that are not specs or datasets are \
            passed over. Every file is checked before anything is stored; a fault of a spec or dataset leaves the \
            catalog exactly as it was. A Swift layout that cannot be read is skipped whole and listed with its \
            reason, and a Swift file that does not parse is left out; the import succeeds when it stores at least \
            one layout or dataset and nothing else failed. --strict makes every one of them a fault (all or nothing).

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

    @Flag(name: .customLong("strict"), help: "Fail the whole import when any Swift layout cannot be read or any Swift file does not parse (all or nothing).")
    var strict = false

    func validate() throws {
        _ = try parsedAssumptions()
    }

    func run() throws {
        let report = try global.catalog.importFiles(files, datasetFormat: datasetFormat, assumptions: try parsedAssumptions(), strict: strict)
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
