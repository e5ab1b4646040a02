import ArgumentParser
import CatalogKit
import Foundation

/// `--system-font DIR`, else `$CATALOG_SYSTEM_FONT`: a folder of Apple's SF Pro files to measure text set in the
/// system font with (V10, V11); without one, the SF Pro stand-in measures it. Taken by the commands that compute.
struct SystemFontOption: ParsableArguments {
    @Option(
        name: .customLong("system-font"),
        help: ArgumentHelp(
            "A folder with Apple's SF Pro font files (SF-Pro-Text-*.otf, SF-Pro-Display-*.otf or SF-Pro.ttf) to measure system-font text with.",
            discussion: "Defaults to $CATALOG_SYSTEM_FONT; without either, a stand-in (DejaVu Sans scaled to SF Pro's average width) measures it, so label widths are approximate.",
            valueName: "folder"
        )
    )
    var systemFont: String?

    /// A font folder that gives no usable SF Pro face, named as the user gave it (the option or the variable).
    struct FolderFault: Error, CustomStringConvertible {
        var source: String
        var folder: String
        var fault: any Error
        var description: String { "\(source) \(folder): \(fault)" }
    }

    /// The catalog of the global options, measuring with the SF Pro folder when one is named. A folder without a
    /// usable face is an error naming where it was given and what was looked for.
    func catalog(_ global: GlobalOptions) throws -> Catalog {
        var catalog = global.catalog
        let fromEnvironment = ProcessInfo.processInfo.environment["CATALOG_SYSTEM_FONT"].flatMap { $0.isEmpty ? nil : $0 }
        guard let folder = systemFont ?? fromEnvironment else { return catalog }
        do {
            try catalog.useSystemFont(folder: folder)
        } catch {
            throw FolderFault(source: systemFont != nil ? "--system-font" : "CATALOG_SYSTEM_FONT", folder: folder, fault: error)
        }
        return catalog
    }
}
