import ArgumentParser
import CatalogKit

extension DatasetFormat: ExpressibleByArgument {}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import layout specs and datasets (all files in one transaction: all or nothing).",
        discussion: """
            Files are JSON or YAML layout specs, or datasets: generic JSON/YAML, zoo animal records (a JSON array or \
            CSV), tutorial collections (the app's property list or JSON), or derived datasets. A folder imports every \
            .json, .yaml, .yml, .csv and .plist file in it. Every file is checked before anything is stored; any fault \
            leaves the catalog exactly as it was.

            Importing a name again stores a new version of it (earlier versions are kept).
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Spec or dataset files, or folders of them.", valueName: "file"))
    var files: [String]

    @Option(
        name: .customLong("dataset-format"),
        help: ArgumentHelp("Read every dataset file as this shape instead of detecting it: generic, animals, tutorials or derived.", valueName: "shape")
    )
    var datasetFormat: DatasetFormat?

    func run() throws {
        let report = try global.catalog.importFiles(files, datasetFormat: datasetFormat)
        for line in report.lines { print(line) }
    }
}
