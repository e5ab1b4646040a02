import Foundation
import TestSupport
import Testing

/// `catalog import` of Swift source through the real binary: the seed posts' layouts give the frames of their
/// hand-written twins, faults are located and change nothing, `show` prints the code.
@Suite("Command line: Swift import")
struct SwiftImportCommandLineTests {
    static let swiftSamples = PackageRoot.path("Samples/swift")
    static let specSamples = PackageRoot.path("Samples/layouts")
    static let viewHeight = "self.view.frame.height=844"
    /// The settings screen's footer is a custom view whose height the Swift cannot give (Samples/README.md).
    static let footerHeight = "footerRegistration.height=40"
    /// The list twins whose rows size themselves from a dataset's text, with that dataset: computed with it too, so
    /// the fields the Swift names are checked, not only the one-line rows every text gives without a dataset.
    static let listDatasets = ["p002-zoo-list": "animals", "settings-inset-grouped": "settings", "mail-sidebar": "mailboxes"]
    /// Every Swift sample, named one by one (folder imports do not read Swift files).
    static let swiftSampleFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: swiftSamples)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { swiftSamples + "/" + $0 }
    }()

    /// One laid-out element, without its element kind (the Swift samples keep the posts' kind strings, the
    /// hand-written specs shortened them) and without `hidden` (a data source decides a badge's visibility, so
    /// the Swift has no `visibleWhen`).
    struct Frame: Equatable, CustomStringConvertible {
        var category: String
        var section: Int
        var item: Int
        var x, y, width, height: Double
        var zIndex: Int

        var description: String { "\(category) \(section).\(item) (\(x), \(y), \(width), \(height)) z\(zIndex)" }
    }

    static func frames(of layout: String, _ cli: CommandLineRunner, size: String, dataset: String? = nil) throws -> [Frame] {
        let answer = try cli.run([
            "query", "--format", "json",
            """
            SELECT category, section, item, x, y, width, height, z_index FROM frames
            WHERE layout = '\(layout)' AND container_width = \(size.split(separator: "x")[0])
              AND dataset IS \(dataset.map { "'\($0)'" } ?? "NULL")
            ORDER BY category, section, item, y, x, width, height, z_index
            """,
        ])
        let rows = try JSONSerialization.jsonObject(with: Data(answer.output.utf8)) as? [[String: Any]] ?? []
        return rows.map { row in
            func number(_ key: String) -> Double { (row[key] as? NSNumber)?.doubleValue ?? .nan }
            return Frame(
                category: row["category"] as? String ?? "?", section: Int(number("section")), item: Int(number("item")), x: number("x"),
                y: number("y"), width: number("width"), height: number("height"), zIndex: Int(number("z_index"))
            )
        }
    }

    /// The family of each current layout (`compositional` or `flow`), by name.
    static func families(_ cli: CommandLineRunner) throws -> [String: String] {
        let rows = try cli.run([
            "query", "--format", "csv",
            "SELECT l.name, CASE WHEN json_type(v.canonical_spec, '$.flow') IS NULL THEN 'compositional' ELSE 'flow' END FROM layouts l JOIN layout_versions v ON v.id = l.current_version_id",
        ]).output.split(separator: "\n").dropFirst()
        return Dictionary(uniqueKeysWithValues: rows.map { row in
            let parts = row.split(separator: ",").map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "?")
        })
    }

    /// The issue's acceptance test: every Swift layout of the seed posts (and the adaptive Apple-style sample)
    /// imports, and computes to the same frames as its hand-written spec, element by element. Flow twins are
    /// compared at a second device too: their Swift reads the view's size as the flow spec's `width` and
    /// `height`, so the `--assume` given for the compositional samples must not fix it at 844.
    @Test func everySwiftSampleGivesTheFramesOfItsHandWrittenTwin() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let imported = try cli.run(["import", "--assume", Self.viewHeight, "--assume", Self.footerHeight] + Self.swiftSampleFiles + [Self.specSamples, PackageRoot.path("Samples/datasets")])
        #expect(imported.status == 0, "\(imported.errors)")
        let names = try cli.run(["query", "--format", "csv", "SELECT name FROM layouts WHERE name LIKE '%-swift' ORDER BY name"])
            .output.split(separator: "\n").dropFirst().map(String.init)
        #expect(names.count >= 44)
        let families = try Self.families(cli)
        #expect(names.contains("p002-zoo-flow-swift"), "the flow twins are compared too")
        for name in names {
            let twin = String(name.dropLast("-swift".count))
            #expect(families[name] == families[twin], "\(name) is \(families[name] ?? "?"), \(twin) is \(families[twin] ?? "?")")
            let sizes = name.hasPrefix("apple-adaptive") ? ["390x844", "1024x1366"] : families[name] == "flow" ? ["390x844", "430x932"] : ["390x844"]
            for size in sizes {
                for layout in [name, twin] {
                    let computed = try cli.run(["compute", layout, "--size", size])
                    #expect(computed.status == 0, "\(layout) at \(size): \(computed.errors)")
                }
                let swift = try Self.frames(of: name, cli, size: size)
                let handWritten = try Self.frames(of: twin, cli, size: size)
                #expect(!swift.isEmpty, "\(name) at \(size) has no frames")
                #expect(swift.count == handWritten.count, "\(name) at \(size): \(swift.count) elements, \(twin): \(handWritten.count)")
                for (mine, theirs) in zip(swift, handWritten) where mine != theirs {
                    Issue.record("\(name) at \(size): \(mine), but \(twin) has \(theirs)")
                }
            }
            if let dataset = Self.listDatasets[twin] {
                for layout in [name, twin] {
                    let computed = try cli.run(["compute", layout, "--size", "390x844", "--dataset", dataset])
                    #expect(computed.status == 0, "\(layout) with \(dataset): \(computed.errors)")
                }
                let swift = try Self.frames(of: name, cli, size: "390x844", dataset: dataset)
                let handWritten = try Self.frames(of: twin, cli, size: "390x844", dataset: dataset)
                #expect(!swift.isEmpty && swift.count == handWritten.count, "\(name) with \(dataset): \(swift.count) elements, \(twin): \(handWritten.count)")
                for (mine, theirs) in zip(swift, handWritten) where mine != theirs {
                    Issue.record("\(name) with \(dataset): \(mine), but \(twin) has \(theirs)")
                }
            }
            let counts = try cli.run([
                "query", "--format", "csv",
                "SELECT json_extract(canonical_spec, '$.itemCounts') FROM layout_versions v JOIN layouts l ON l.current_version_id = v.id WHERE l.name IN ('\(name)', '\(twin)')",
            ]).output.split(separator: "\n").dropFirst()
            #expect(counts.count == 2 && counts.first == counts.last, "\(name): item counts \(Array(counts))")
        }
    }

    /// Post 002 without `--assume`: with `--strict`, or alone, exit 1, the located message, and the catalog as it
    /// was, byte for byte; with a layout that reads, that one is imported and post 002's is listed as skipped.
    @Test func aFaultInASwiftFileIsLocatedAndChangesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", Self.specSamples + "/p002-zoo-grid.json"]).status == 0)
        let before = cli.catalogBytes()
        let zoo = Self.swiftSamples + "/p002-zoo-grid.swift"
        let basic = Self.swiftSamples + "/p000-basic-grid.swift"
        let fault = "\(zoo):13:114: cannot evaluate `self.view.frame.height`: it is known only when the app runs (give it a value with --assume self.view.frame.height=NUMBER)"
        for arguments in [["import", "--strict", basic, zoo], ["import", zoo]] {
            let failed = try cli.run(arguments)
            #expect(failed.status == 1)
            #expect(failed.errors == "Error: import failed, nothing was changed (1 fault):\n  \(fault)\n")
            #expect(cli.catalogBytes() == before)
        }
        let layouts = try cli.run(["query", "--format", "csv", "SELECT name FROM layouts ORDER BY name"])
        #expect(layouts.output == "name\np002-zoo-grid\n")

        let partly = try cli.run(["import", basic, zoo])
        #expect(partly.status == 0)
        #expect(partly.output == """
            layout p000-basic-grid-swift: added (version 1)
            skipped AnimalViewController.createLayout(): \(fault)
            imported 2 files: 1 layouts (1 added, 0 updated, 0 unchanged); 1 layout skipped

            """)

        let fixed = try cli.run(["import", "--assume", Self.viewHeight, zoo])
        #expect(fixed.status == 0)
        #expect(fixed.output == "layout p002-zoo-grid-swift: added (version 1)\nimported 1 file: 1 layouts (1 added, 0 updated, 0 unchanged)\n")
        let stored = try cli.run(["query", "--format", "csv", "SELECT source_format, source_line, source_path FROM layout_versions WHERE name = 'p002-zoo-grid-swift'"])
        #expect(stored.output == "source_format,source_line,source_path\nswift,9,\(zoo)\n")
    }

    @Test func faultsOfSeveralKindsAreAllReportedAtOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let bad = try folder.write("Bad.swift", """
            // catalog: bad grid
            func grid() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Theme.height)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: 0)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            """)
        let failed = try cli.run(["import", bad])
        #expect(failed.status == 1)
        #expect(failed.errors == """
            Error: import failed, nothing was changed (3 faults):
              \(bad):1:1: unexpected "grid" after the catalog name "bad" (a name has no spaces; only `items N,N,...` may follow it)
              \(bad):3:138: cannot evaluate `Theme.height`: `Theme` is not declared in the files imported (import the file that declares `Theme` with this one, or give it a value with --assume Theme.height=NUMBER)
              \(bad):4:179: `count:` must be at least 1 (found 0); UIKit raises an exception

            """)
        #expect(cli.catalogBytes().isEmpty)
    }

    /// The Swift files of an import must hold a layout between them (one file alone must hold one); a folder of
    /// Swift sources is read as one module, where a file without layouts (a cell) is read for its declarations.
    @Test func swiftFilesWithoutLayouts() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let cell = try folder.write("app/Cell.swift", "final class Cell: UICollectionViewCell {}\n")
        let grid = try folder.write("app/Grid.swift", """
            func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            """)
        let named = try cli.run(["import", cell])
        #expect(named.status == 1)
        #expect(named.errors.contains("\(cell): no layout found (a layout is a function or property that builds a UICollectionViewCompositionalLayout or returns an NSCollectionLayoutSection, or the code of a type that configures a UICollectionViewFlowLayout"))
        let wholeFolder = try cli.run(["import", folder.path("app"), "--database", "folder.sqlite"])
        #expect(wholeFolder.status == 0, "\(wholeFolder.errors)")
        #expect(wholeFolder.output == "layout Grid.createLayout: added (version 1)\nimported 2 files: 1 layouts (1 added, 0 updated, 0 unchanged)\n")
        let empty = try cli.run(["import", try folder.write("empty/README.md", "no layouts here\n").replacingOccurrences(of: "/README.md", with: "")])
        #expect(empty.errors == "Error: \(folder.path("empty")): no .json, .yaml, .yml, .csv, .plist, .swift or .storyboard files in this folder\n")
        let imported = try cli.run(["import", "--assume", "columns=3", grid])
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output == """
            note: --assume columns was not used: no Swift layout of this import reads `columns`
            layout Grid.createLayout: added (version 1)
            imported 1 file: 1 layouts (1 added, 0 updated, 0 unchanged)

            """)
        let computed = try cli.run(["compute", "Grid.createLayout", "--size", "390x844", "--items", "3"])
        #expect(computed.status == 0)
        #expect(try cli.run(["query", "--format", "csv", "SELECT item, x, y, width, height FROM frames ORDER BY item"]).output
            == "item,x,y,width,height\n0,0,0,195,50\n1,195,0,195,50\n2,0,50,195,50\n")
        let again = try cli.run(["import", grid])
        #expect(again.output.hasPrefix("layout Grid.createLayout: unchanged (version 1)\n"))
    }

    /// A list read from Swift computes from a dataset through the binary. The registration's texts are
    /// the records' fields, so each row is as tall as its record's texts (ListRules.md L8, L13, L18 to L23): a
    /// plain list's rows span the 390 points from y 0; a subtitle cell is 11 + px(17 × 2444/2048) = 20.333 +
    /// px(12 × 2444/2048) = 14.333 + 11 = 56.667 at @3x, and a record whose detail is null shows one label,
    /// 42.333, raised to the 44-point minimum.
    @Test func aSwiftListComputedWithADataset() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let swift = try folder.write("Critters.swift", """
            struct Critter: Hashable {
                let title: String
                let detail: String?
            }

            final class CritterListViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
                }

                func configureDataSource() {
                    let rows = UICollectionView.CellRegistration<UICollectionViewListCell, Critter> { cell, _, critter in
                        var content = UIListContentConfiguration.subtitleCell()
                        content.text = critter.title
                        content.secondaryText = critter.detail
                        cell.contentConfiguration = content
                    }
                }
            }

            """)
        let dataset = try folder.write("critters.json", """
            {"dataset": "critters", "sections": [{"id": "all", "items": [
              {"title": "Lion", "detail": "Panthera leo"}, {"title": "Tiger", "detail": null}, {"title": "Bear", "detail": "Ursidae"}
            ]}]}
            """)
        let imported = try cli.run(["import", swift, dataset])
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.hasPrefix("layout Critters.createLayout: added (version 1)\n"), "\(imported.output)")
        let computed = try cli.run(["compute", "Critters.createLayout", "--size", "390x844", "--dataset", "critters", "--ios", "18"])
        #expect(computed.status == 0, "\(computed.errors)")
        let frames = try cli.run([
            "query", "--format", "csv",
            "SELECT item, x, round(y, 3) AS y, width, round(height, 3) AS height FROM frames WHERE layout = 'Critters.createLayout' ORDER BY item",
        ])
        #expect(frames.output == "item,x,y,width,height\n0,0,0,390,56.667\n1,0,56.667,390,44\n2,0,100.667,390,56.667\n")
        let stored = try cli.run([
            "query", "--format", "json", "SELECT json_extract(canonical_spec, '$.list') AS list FROM layout_versions WHERE name = 'Critters.createLayout'",
        ])
        #expect(stored.output.contains(#"{\"cell\":{\"secondaryText\":\"detail\",\"style\":\"subtitleCell\",\"text\":\"title\"}}"#), "\(stored.output)")

        // A list section whose code reads one of its derived insets into a frame cannot be stored: located, exit 1,
        // the catalog as it was.
        let before = cli.catalogBytes()
        let inset = try folder.write("Inset.swift", """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let section = NSCollectionLayoutSection.list(using: .init(appearance: .plain), layoutEnvironment: environment)
                    section.contentInsets.top = section.contentInsets.leading
                    return section
                }
            }

            """)
        let refused = try cli.run(["import", inset])
        #expect(refused.status == 1)
        #expect(refused.errors.hasPrefix("Error: import failed, nothing was changed (1 fault):\n  \(inset):4:37: cannot evaluate `section.contentInsets.leading`: it is the inset UIKit derives for a list section"), "\(refused.errors)")
        #expect(cli.catalogBytes() == before)
    }

    /// A folder of an app's sources is one module with its storyboard: the view controller answers
    /// the delegate in one file, the storyboard (in `Base.lproj`, as Xcode keeps it) holds the flow layout, and
    /// Xcode's own files around them (Info.plist, an asset catalog's Contents.json) are not read. 390 points wide
    /// with a 10-point section inset and 10-point spacings, the storyboard's, two 180-point items fill a line.
    @Test func aFolderOfSwiftSourcesWithItsStoryboard() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        try folder.write("App/AlbumsViewController.swift", """
            class AlbumsViewController: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            }

            """)
        try folder.write("App/AlbumsViewController+Layout.swift", """
            extension AlbumsViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: (collectionView.bounds.width - 30) / 2, height: .rowHeight)
                }
            }

            """)
        try folder.write("App/CGFloat+Metrics.swift", "extension CGFloat {\n    static let rowHeight: CGFloat = 100\n}\n")
        try folder.write("App/Base.lproj/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <collectionViewController id="c1" customClass="AlbumsViewController" sceneMemberID="viewController">
                                <collectionView key="view" contentMode="scaleToFill" dataMode="prototypes" id="v1">
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="l1">
                                        <size key="itemSize" width="50" height="50"/>
                                        <inset key="sectionInset" minX="10" minY="10" maxX="10" maxY="10"/>
                                    </collectionViewFlowLayout>
                                </collectionView>
                            </collectionViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """)
        try folder.write("App/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>\n")
        try folder.write("App/Assets.xcassets/Contents.json", "{\"info\": {\"version\": 1}}\n")
        let imported = try cli.run(["import", folder.path("App")])
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output == """
            note: \(folder.path("App/AlbumsViewController+Layout.swift")):3:24: collectionView.bounds.width is read as the collection view's width (`width` in the flow spec)
            layout AlbumsViewController-Layout.AlbumsViewController: added (version 1)
            imported 4 files: 1 layouts (1 added, 0 updated, 0 unchanged)

            """)
        #expect(try cli.run(["compute", "AlbumsViewController-Layout.AlbumsViewController", "--size", "390x844", "--items", "4"]).status == 0)
        #expect(try cli.run(["query", "--format", "csv", "SELECT item, x, y, width, height FROM frames ORDER BY item"]).output
            == "item,x,y,width,height\n0,10,10,180,100\n1,200,10,180,100\n2,10,120,180,100\n3,200,120,180,100\n")
        let shown = try cli.run(["show", "AlbumsViewController-Layout.AlbumsViewController"])
        #expect(shown.output.contains("flow layout starts as Main.storyboard sets it."))
        #expect(shown.output.contains("Swift source: \(folder.path("App/AlbumsViewController+Layout.swift")), line 2"))
        #expect(shown.output.contains("sizeForItemAt indexPath: IndexPath) -> CGSize {"))

        // Without the storyboard, the delegate is refused where it is, naming what is missing.
        let alone = try cli.run(["import", folder.path("App/AlbumsViewController.swift"), folder.path("App/AlbumsViewController+Layout.swift"), "--database", "alone.sqlite"])
        #expect(alone.status == 1)
        #expect(alone.errors.contains(
            "\(folder.path("App/AlbumsViewController+Layout.swift")):2:10: AlbumsViewController answers UICollectionViewDelegateFlowLayout, but no Swift file given creates the flow layout it answers for: its layout comes from a storyboard, and no storyboard was given"
        ))
        // A storyboard alone is read with the Swift files of its view controllers.
        let storyboardAlone = try cli.run(["import", folder.path("App/Base.lproj/Main.storyboard"), "--database", "alone.sqlite"])
        #expect(storyboardAlone.errors.contains("Main.storyboard: a storyboard is read with the Swift files of its view controllers; name them too"))
    }

    /// Several named files are one module (the constants of one file reach the layout of another), `--assume`
    /// gives what no file declares, also an enum case; a folder of specs does not read the Swift files in it.
    @Test func severalFilesAssumptionsAndAFolderOfSpecs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let layout = try folder.write("Feed.swift", """
            enum Density { case compact, roomy }
            final class FeedViewController: UIViewController {
                var density: Density = .compact
                func createLayout() -> UICollectionViewCompositionalLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(density == .compact ? 0.25 : 0.5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(.rowHeight)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: .largeInset, bottom: 0, trailing: .largeInset)
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }

            """)
        let metrics = try folder.write("Metrics.swift", "extension CGFloat {\n    static let rowHeight: CGFloat = 60\n}\n")
        let missing = try cli.run(["import", layout, metrics])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("\(layout):5:94: cannot evaluate `density`: `density` is a `var`, whose value can change while the app runs (give it a value with --assume density=compact (a case of Density: compact, roomy))"))
        let inset = try cli.run(["import", "--assume", "density=roomy", layout, metrics])
        #expect(inset.errors.contains("\(layout):8:74: cannot evaluate `.largeInset`: none of the files imported declares a static `largeInset` of CGFloat (import the file that declares it with this one, or give it a value with --assume CGFloat.largeInset=NUMBER)"))
        let imported = try cli.run(["import", "--assume", "largeInset=16", "--assume", "density=.roomy", layout, metrics])
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(try cli.run(["compute", "Feed.createLayout", "--size", "390x844", "--items", "2"]).status == 0)
        #expect(try cli.run(["query", "--format", "csv", "SELECT item, x, y, width, height FROM frames ORDER BY item"]).output
            == "item,x,y,width,height\n0,16,0,179,60\n1,195,0,179,60\n")

        try folder.write("specs/grid.json", #"{"name": "grid", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(50)"}, "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}]}}}"# + "\n")
        try folder.write("specs/swift/Grid.swift", "func grid() -> UICollectionViewCompositionalLayout { fatalError() }\n")
        let specs = try cli.run(["import", folder.path("specs")])
        #expect(specs.status == 0, "\(specs.errors)")
        #expect(specs.output == """
            note: \(folder.path("specs")): 1 Swift and storyboard file is not read: the folder holds specs and datasets; name a folder of Swift sources or the files to read them
            layout grid: added (version 1)
            imported 1 file: 1 layouts (1 added, 0 updated, 0 unchanged)

            """)
    }

    @Test func aMalformedAssumptionIsAUsageError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let wrong = try CommandLineRunner(directory: folder.url).run(["import", "--assume", "view.frame.height", Self.swiftSamples])
        #expect(wrong.status == 64)
        #expect(wrong.errors.contains(
            "--assume expects NAME=VALUE with a Swift name or chain of names and a number or enum case, such as self.view.frame.height=844 or layoutKind=grid (found \"view.frame.height\")"
        ))
    }

    /// Post 002's flow layout: the import notes which names of the app were read as the collection view's size,
    /// and `show` says so in the description and prints the property and the delegate method it came from.
    @Test func aFlowLayoutsReadingsAreNotedAndShown() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let file = Self.swiftSamples + "/p002-zoo-flow.swift"
        let imported = try cli.run(["import", file])
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output == """
            note: \(file):83:31: self.view.frame.width is read as the collection view's width (`width` in the flow spec)
            note: \(file):83:82: self.view.frame.height is read as the collection view's height (`height` in the flow spec)
            layout p002-zoo-flow-swift: added (version 1)
            imported 1 file: 1 layouts (1 added, 0 updated, 0 unchanged)

            """)
        let shown = try cli.run(["show", "p002-zoo-flow-swift"])
        #expect(shown.status == 0)
        let text = shown.output.replacingOccurrences(of: "\n  ", with: " ")
        #expect(text.contains("self.view.frame.width is read as the collection view's width (`width` in the flow spec)."))
        #expect(text.contains("flow: scroll vertical, itemSize (width - 30) / 2 × height / 4"))
        let lines = shown.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "Swift source: \(file), line 14 and the declarations it uses") else {
            Issue.record("no Swift source in:\n\(shown.output)")
            return
        }
        #expect(lines[start + 1] == "14      let collectionView: UICollectionView = {")
        #expect(lines.contains("81      func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {"))
        #expect(!lines.contains { $0.contains("cellForItemAt") }, "the data source builds no layout")
    }

    /// `show` prints the declaration and the helpers it calls, numbered as in the file, beside the spec.
    @Test func showPrintsTheSwiftTheLayoutCameFrom() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        let file = Self.swiftSamples + "/p000-section-provider.swift"
        #expect(try cli.run(["import", file]).status == 0)
        let shown = try cli.run(["show", "p000-section-provider-swift"])
        #expect(shown.status == 0)
        let lines = shown.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "Swift source: \(file), line 9 and the declarations it uses") else {
            Issue.record("no Swift source in:\n\(shown.output)")
            return
        }
        #expect(lines[start + 1] == " 9      static func create() -> UICollectionViewCompositionalLayout {")
        #expect(lines[start + 2] == "10        return UICollectionViewCompositionalLayout { (sectionNumber, _) -> NSCollectionLayoutSection? in")
        #expect(lines.contains("27      static func createRedSection() -> NSCollectionLayoutSection {"))
        #expect(lines.contains("95      }"))
        #expect(lines[lines.firstIndex(of: "95      }")! + 1].hasPrefix("no cached runs"))
        #expect(!lines.contains { $0.hasPrefix(" 1  ") || $0.hasPrefix(" 7  ") }, "the file's header and enum line are not part of it")
        #expect(lines.firstIndex { $0.hasPrefix("sections[0]") }! < start, "the spec comes first")
    }
}
