import LayoutModel

/// A layout as a report's index shows it: where it came from, its pictures in every environment, and what its
/// latest version moved against the previous stored one.
struct ReportLayout {
    var name: String
    var title: String?
    var description: String?
    var family: String
    var version: Int
    var versionCount: Int
    var sourcePath: String
    var sourceFormat: String
    var sourceLine: Int?
    var pictures: [ReportPicture] = []
    /// Why the layout has no pictures (it has no item counts and none were given); nil when it was computed.
    var notComputed: String?
    /// The version the latest one is compared with: the previous stored version; nil when none is kept.
    var earlierVersion: Int?
    var changes: [ReportChange] = []
    /// What the lint found in the report's environments; nil when the layout was not computed.
    var findings: ReportFindings?
    /// True when the report shows the layout on several iOS versions and its frames differ between them (list
    /// sections: ListRules.md, "iOS 26").
    var differsBetweenVersions = false

    /// True when the lint found text that does not follow the user's text size (LL009), which the report's index and
    /// its outcome both name.
    var ignoresDynamicType: Bool { findings?.rules.contains(.LL009) == true }

    /// The layout's page, relative to the report's folder.
    var page: String { "layouts/\(name).html" }

    /// What the report says of a layout whose frames depend on the iOS version; nil for one whose do not.
    var versionNote: String? {
        differsBetweenVersions ? "Frames differ between iOS versions: its list sections follow each version's list metrics." : nil
    }

    /// True when the latest version moved something against the previous one in any environment of the report.
    var moved: Bool { changes.contains(where: \.moved) }

    /// `source.json (json)`, or for Swift `File.swift (swift), line 12`.
    var sourceText: String {
        "\(sourcePath) (\(sourceFormat))" + (sourceLine.map { ", line \($0)" } ?? "")
    }

    /// `18 cells, 1 supplementary, 0 decoration`, with ranges where environments differ (`18 cells, 4–6 …`).
    var elementCountsText: String {
        guard !pictures.isEmpty else { return "not computed" }
        func range(_ values: [Int], _ noun: String) -> String {
            let low = values.min()!, high = values.max()!
            return (low == high ? "\(low)" : "\(low)–\(high)") + " " + noun
        }
        return [
            range(pictures.map(\.cellCount), "cells"), range(pictures.map(\.supplementaryCount), "supplementary"),
            range(pictures.map(\.decorationCount), "decoration"),
        ].joined(separator: ", ")
    }
}
