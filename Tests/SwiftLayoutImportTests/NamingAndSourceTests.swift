import Foundation
import LayoutModel
import SpecFormat
import SwiftLayoutImport
import TestSupport
import Testing

/// How layouts are found and named, the lines `catalog show` prints, and the sample files.
@Suite("Names, sources and samples")
struct NamingAndSourceTests {
    static let section = """
        NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(9)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        """

    /// A compositional layout an initializer builds for its object (a collection view subclass handing it to
    /// `super.init(frame:collectionViewLayout:)`, a collection view controller to `super.init(collectionViewLayout:)`)
    /// is a layout of the type's `init`, its parameters given as a layout function's: never blamed on a storyboard.
    @Test func aLayoutAnInitializerBuildsIsTheTypesInit() {
        let result = Importing.result("""
            final class SettingsCollectionView: UICollectionView {
                private let onSelect: () -> Void
                init(onSelect: @escaping () -> Void) {
                    self.onSelect = onSelect
                    let layout = UICollectionViewCompositionalLayout { _, layoutEnvironment in
                        NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: layoutEnvironment)
                    }
                    super.init(frame: .zero, collectionViewLayout: layout)
                }
            }
            final class HomeViewController: UICollectionViewController {
                init() {
                    super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: \(Self.section)))
                }
            }
            """, file: "Settings.swift")
        #expect(result.diagnostics.isEmpty)
        #expect(result.layouts.map(\.name) == ["Settings.SettingsCollectionView.init", "Settings.HomeViewController.init"])
        #expect(result.layouts.first?.spec.title == "SettingsCollectionView.init(onSelect:)")
        #expect(result.layouts.first?.spec.compositional?.listLayoutConfiguration == nil)
        #expect(result.layouts.first?.spec.compositional?.sections.count == 1)
    }

    /// A local `let layout` in a computed property's getter (written without `get`) is the property's code, not a
    /// layout of its own: it was found as a second declaration, which then failed on the getter's other locals and
    /// collided with the property's name.
    @Test func aLocalOfAComputedPropertyIsNoDeclaration() {
        let result = Importing.result("""
            final class SettingsViewController: UIViewController {
                private var layout: UICollectionViewCompositionalLayout {
                    let section = \(Self.section)
                    let layout = UICollectionViewCompositionalLayout(section: section)
                    return layout
                }
            }
            """, file: "Settings.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Settings.layout"])
    }

    @Test func namesComeFromTheFileAndTheDeclarationUnlessACommentGivesOne() {
        let result = Importing.result("""
            enum Home {
                static func createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout(section: \(Self.section)) }
            }
            enum Settings {
                static func createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout(section: \(Self.section)) }
                /// catalog: settings-compact items 4,2
                static func compactLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout(section: \(Self.section)) }
            }
            func gridLayout() -> UICollectionViewCompositionalLayout { helper(columns: 2) }
            func helper(columns: Int) -> UICollectionViewCompositionalLayout { UICollectionViewCompositionalLayout(section: \(Self.section)) }
            """, file: "Sources/App/Main Screen.swift")
        #expect(result.diagnostics.isEmpty)
        #expect(result.layouts.map(\.name) == [
            "Main-Screen.Home.createLayout", "Main-Screen.Settings.createLayout", "settings-compact", "Main-Screen.gridLayout",
        ])
        #expect(result.layouts.map(\.line) == [2, 5, 7, 9])
        #expect(result.layouts.map(\.declaration) == ["Home.createLayout()", "Settings.createLayout()", "Settings.compactLayout()", "gridLayout()"])
        #expect(result.layouts.map(\.spec.itemCounts) == [nil, nil, [4, 2], nil])
        #expect(result.layouts.first?.spec.title == "Home.createLayout()")
    }

    @Test func aFileWithoutLayoutsHasNone() {
        let result = Importing.result("final class Cell: UICollectionViewCell { let label = UILabel() }")
        #expect(result.layouts.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    /// `catalog show` prints the declaration and the declarations of the file it names, not the rest.
    @Test func theSourceOfALayoutIsItsDeclarationAndWhatItUses() {
        let source = """
            import UIKit

            enum Kind: Int { case list, grid }

            let unrelated = 1

            final class ViewController: UIViewController {
                static let badgeKind = "badge"

                func makeSection(_ kind: Kind) -> NSCollectionLayoutSection {
                    \(Self.section)
                }

                func unused() {}

                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        Kind(rawValue: index).map(makeSection)
                    }
                }
            }
            """
        #expect(SwiftSourceExcerpt.lineRanges(in: source, declarationLine: 16) == [3...3, 10...12, 16...20])
        #expect(SwiftSourceExcerpt.lineRanges(in: source, declarationLine: 15) == [])
    }

    static let samples = PackageRoot.url("Samples")
    /// What importing `Samples/swift/` takes (Samples/README.md): post 002's view height, and the height of the
    /// settings screen's custom footer.
    static let sampleAssumptions: [String: AssumedValue] = ["self.view.frame.height": 844, "footerRegistration.height": 40]

    /// Every sample file imports (post 002 given its view height, the settings footer its height), and every
    /// layout has a hand-written twin with the same item counts. Their frames are compared by the command-line
    /// tests, and those of the list twins also by `ListImportTests`.
    @Test func everySwiftSampleImportsAndHasAHandWrittenTwin() throws {
        let folder = Self.samples.appendingPathComponent("swift")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count >= 20)
        var names: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let result = SwiftLayoutImporter.layouts(in: text, file: file, assumptions: Self.sampleAssumptions)
            #expect(result.diagnostics.isEmpty, "\(file): \(result.diagnostics.map(\.description))")
            #expect(!result.layouts.isEmpty, "\(file) has no layout")
            for layout in result.layouts {
                names.append(layout.name)
                guard layout.name.hasSuffix("-swift") else {
                    Issue.record("\(file): \(layout.name) does not name a twin (NAME-swift)")
                    continue
                }
                let twin = String(layout.name.dropLast("-swift".count))
                let candidates = ["json", "yaml"].map { Self.samples.appendingPathComponent("layouts/\(twin).\($0)") }
                guard let twinFile = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                    Issue.record("\(file): no Samples/layouts/\(twin).json or .yaml")
                    continue
                }
                let twinSpec = try SpecDocument.decodeLayout(
                    try String(contentsOf: twinFile, encoding: .utf8), file: twinFile.lastPathComponent,
                    format: twinFile.pathExtension == "json" ? .json : .yaml
                )
                #expect(layout.spec.itemCounts == twinSpec.itemCounts, "\(layout.name)")
                #expect(layout.spec.compositional?.sections.count == twinSpec.compositional?.sections.count, "\(layout.name)")
            }
        }
        #expect(Set(names).count == names.count)
        // Every layout shown in the posts has its Swift form, list layouts included (the apple-… samples are
        // Apple's, not the posts').
        let postLayouts = try FileManager.default.contentsOfDirectory(atPath: Self.samples.appendingPathComponent("layouts").path)
            .filter { $0.hasPrefix("p0") }
            .map { ($0 as NSString).deletingPathExtension }
        #expect(Set(postLayouts) == Set(names.filter { $0.hasPrefix("p0") }.map { String($0.dropLast("-swift".count)) }))
    }

    /// Post 002 sizes its group from the view: without `--assume` the import stops there, located.
    @Test func post002NeedsTheViewHeight() throws {
        let file = Self.samples.appendingPathComponent("swift/p002-zoo-grid.swift")
        let result = SwiftLayoutImporter.layouts(in: try String(contentsOf: file, encoding: .utf8), file: "p002-zoo-grid.swift")
        #expect(result.layouts.isEmpty)
        #expect(result.diagnostics.map(\.description) == [
            "p002-zoo-grid.swift:13:114: cannot evaluate `self.view.frame.height`: it is known only when the app runs (give it a value with --assume self.view.frame.height=NUMBER)"
        ])
    }
}
