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

    static func frames(of layout: String, _ cli: CommandLineRunner, size: String) throws -> [Frame] {
        let answer = try cli.run([
            "query", "--format", "json",
            """
            SELECT category, section, item, x, y, width, height, z_index FROM frames
            WHERE layout = '\(layout)' AND container_width = \(size.split(separator: "x")[0])
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
        let imported = try cli.run(["import", "--assume", Self.viewHeight] + Self.swiftSampleFiles + [Self.specSamples])
        #expect(imported.status == 0, "\(imported.errors)")
        let names = try cli.run(["query", "--format", "csv", "SELECT name FROM layouts WHERE name LIKE '%-swift' ORDER BY name"])
            .output.split(separator: "\n").dropFirst().map(String.init)
        #expect(names.count >= 34)
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
            let counts = try cli.run([
                "query", "--format", "csv",
                "SELECT json_extract(canonical_spec, '$.itemCounts') FROM layout_versions v JOIN layouts l ON l.current_version_id = v.id WHERE l.name IN ('\(name)', '\(twin)')",
            ]).output.split(separator: "\n").dropFirst()
            #expect(counts.count == 2 && counts.first == counts.last, "\(name): item counts \(Array(counts))")
        }
    }

    /// Post 002 without `--assume`: exit 1, the located message, and the catalog as it was, byte for byte.
    @Test func aFaultInASwiftFileIsLocatedAndChangesNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = CommandLineRunner(directory: folder.url)
        #expect(try cli.run(["import", Self.specSamples + "/p002-zoo-grid.json"]).status == 0)
        let before = cli.catalogBytes()
        let zoo = Self.swiftSamples + "/p002-zoo-grid.swift"
        let failed = try cli.run(["import", Self.swiftSamples + "/p000-basic-grid.swift", zoo])
        #expect(failed.status == 1)
        #expect(failed.errors == """
            Error: import failed, nothing was changed (1 fault):
              \(zoo):13:114: cannot evaluate `self.view.frame.height`: it is known only when the app runs (give it a value with --assume self.view.frame.height=NUMBER)

            """)
        #expect(cli.catalogBytes() == before)
        let layouts = try cli.run(["query", "--format", "csv", "SELECT name FROM layouts ORDER BY name"])
        #expect(layouts.output == "name\np002-zoo-grid\n")

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
