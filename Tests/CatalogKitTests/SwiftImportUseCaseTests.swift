import CatalogKit
import Foundation
import TestSupport
import Testing

/// Importing Swift source in-process: specs from Swift pass the spec validation, stored with their line.
@Suite("Catalog use cases: Swift import")
struct SwiftImportUseCaseTests {
    static func layout(header: String, footer: String) -> String {
        """
        import UIKit

        final class ListViewController: UIViewController {
            func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
                section.boundarySupplementaryItems = [
                    .init(layoutSize: size, elementKind: \(header), alignment: .top),
                    .init(layoutSize: size, elementKind: \(footer), alignment: .bottom),
                ]
                return UICollectionViewCompositionalLayout(section: section)
            }
        }

        """
    }

    /// UIKit raises an exception for two supplementaries of one kind in a section; so does the catalog, for a
    /// spec read from Swift as for one written by hand, at the declaration with the spec path.
    @Test func aSwiftLayoutUIKitWouldRejectIsAFault() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let file = try folder.write("List.swift", Self.layout(header: "\"header\"", footer: "\"header\""))
        #expect {
            try catalog.importFiles([file])
        } throws: { error in
            "\(error)" == """
                import failed, nothing was changed (1 fault):
                  \(file):4:5: ListViewController.createLayout() builds a layout the catalog rejects: $.sections[0]: element kind "header" is used by more than one supplementary in this section; UIKit requires every supplementary of a section to have a unique elementKind
                """
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("catalog.sqlite")))
    }

    /// The declaration's line is stored with the file; moving the code without changing the layout keeps the
    /// version (and so the line stored with it).
    @Test func theSourceLineIsStoredAndAnUnchangedLayoutKeepsItsVersion() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let file = try folder.write("List.swift", Self.layout(header: "\"header\"", footer: "\"footer\""))
        let report = try catalog.importFiles([file])
        #expect(report.lines == ["layout List.createLayout: added (version 1)", "imported 1 file: 1 layouts (1 added, 0 updated, 0 unchanged)"])
        var text = ""
        try catalog.query("SELECT source_format, source_line, title FROM layout_versions", format: .csv) { text += $0 }
        #expect(text == "source_format,source_line,title\nswift,4,ListViewController.createLayout()\n")

        try folder.write("List.swift", "// moved down\n\n" + Self.layout(header: "\"header\"", footer: "\"footer\""))
        #expect(try catalog.importFiles([file]).lines.first == "layout List.createLayout: unchanged (version 1)")
        try folder.write("List.swift", Self.layout(header: "\"header\"", footer: "\"bottom\""))
        #expect(try catalog.importFiles([file]).lines.first == "layout List.createLayout: updated (version 2)")
    }

    @Test func assumptionsReachTheImporterAndUnusedOnesAreNoted() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let file = try folder.write("List.swift", Self.layout(header: "Kinds.header", footer: "\"footer\"").replacingOccurrences(
            of: ".absolute(44)", with: ".absolute(rowHeight)"))
        #expect(throws: (any Error).self) { try catalog.importFiles([file]) }
        let report = try catalog.importFiles([file], assumptions: ["rowHeight": 60, "self.rowHieght": 1])
        #expect(report.lines == [
            "note: \(file):10:50: the element kind `Kinds.header` is declared outside the files imported; the spec calls it \"Kinds.header\"",
            "note: --assume self.rowHieght was not used: no Swift layout of this import reads `self.rowHieght`",
            "layout List.createLayout: added (version 1)",
            "imported 1 file: 1 layouts (1 added, 0 updated, 0 unchanged)",
        ])
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
