import ArgumentParser
import CatalogKit

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import layout specs and datasets (all files in one transaction: all or nothing).",
        discussion: """
            Files are JSON or YAML layout specs, or datasets. A folder imports every .json, .yaml and .yml file in it. \
            Every file is checked before anything is stored; any fault leaves the catalog exactly as it was.

            Importing a name again stores a new version of it (earlier versions are kept).
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Spec or dataset files, or folders of them.", valueName: "file"))
    var files: [String]

    func run() throws {
        let report = try global.catalog.importFiles(files)
        for line in report.lines { print(line) }
    }
}
