import CatalogKit
import Foundation
import LayoutModel
import TestSupport
import Testing

@Suite("Catalog use cases")
struct CatalogUseCaseTests {
    static let grid = """
        {"name": "grid", "title": "Grid", "itemCounts": [5],
         "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
           "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2,
           "interItemSpacing": "fixed(10)"},
           "interGroupSpacing": 10, "contentInsets": {"leading": 10, "trailing": 10}}}
        """

    static func rows(_ catalog: Catalog, _ sql: String) throws -> String {
        var text = ""
        try catalog.query(sql, format: .csv) { text += $0 }
        return text
    }

    @Test func computeStoresFramesAndServesThemFromTheCache() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let report = try catalog.importFiles([try folder.write("grid.json", Self.grid)])
        #expect(report.lines == ["layout grid: added (version 1)", "imported 1 file: 1 layouts (1 added, 0 updated, 0 unchanged)"])

        let request = ComputeRequest(LayoutEnvironment(containerSize: Size(width: 390, height: 844)))
        let first = try catalog.compute("grid", request)
        #expect(!first.cached)
        #expect(first.run.result.counts.cellCount == 5)
        #expect(first.run.summary.contentSize.height == 3 * 100 + 2 * 10)
        let second = try catalog.compute("grid", request)
        #expect(second.cached)
        #expect(second.run.id == first.run.id)
        #expect(second.summary == "grid at 390x844@3x, items [5]: 5 cells, 0 supplementary, 0 decoration; content 390x320 (cached, run \(first.run.id))")

        // Different counts or environment: a new run.
        var other = request
        other.items = .counts([7])
        #expect(try catalog.compute("grid", other).cached == false)
        other.environment.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        #expect(try catalog.compute("grid", other).cached == false)
        // Layout margins are a trait like the others: keyed, stored in the run's columns and its canonical text.
        other.environment.layoutMargins = EdgeInsets(top: 47, leading: 16, bottom: 34, trailing: 16)
        let margins = try catalog.compute("grid", other)
        #expect(!margins.cached)
        #expect(margins.run.environment == other.environment)
        #expect(margins.summary.hasPrefix("grid at 390x844@3x, items [7], safe area 47,0,34,0, layout margins 47,16,34,16: 7 cells"))
        #expect(try Self.rows(catalog, "SELECT layout_margin_left, layout_direction, ios_version, environment FROM layout_runs WHERE run_id = \(margins.run.id)")
            == "layout_margin_left,layout_direction,ios_version,environment\n16,leftToRight,26,\"size=390x844 scale=3 safe-area=47,0,34,0 layout-margins=47,16,34,16 ios=26\"\n")

        let csv = try Self.rows(catalog, """
            SELECT f.item, f.x, f.y, f.width, f.height FROM frames f JOIN layout_runs r ON r.run_id = f.run_id
            WHERE r.item_counts = '[5]' ORDER BY f.item
            """)
        #expect(csv == "item,x,y,width,height\n0,10,0,180,100\n1,200,0,180,100\n2,10,110,180,100\n3,200,110,180,100\n4,10,220,180,100\n")
    }

    @Test func anEngineVersionBumpRecomputes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("catalog.sqlite")
        _ = try Catalog(databasePath: path, engineVersion: 1).importFiles([try folder.write("grid.json", Self.grid)])
        let request = ComputeRequest(LayoutEnvironment(containerSize: Size(width: 320, height: 480), scale: 2))
        let old = try Catalog(databasePath: path, engineVersion: 1).compute("grid", request)
        #expect(try Catalog(databasePath: path, engineVersion: 1).compute("grid", request).cached)
        let new = try Catalog(databasePath: path, engineVersion: 2).compute("grid", request)
        #expect(!new.cached)
        #expect(new.run.id > old.run.id)
        #expect(try Self.rows(Catalog(databasePath: path, engineVersion: 2), "SELECT engine_version FROM runs") == "engine_version\n2\n")
    }

    /// `ComputeOutcome.run` is the kit's own value: what SQL knows the run by, what it was computed for and what its
    /// frames came to, with no type of the store in sight.
    @Test func theOutcomeCarriesTheRunAsTheCatalogKeepsIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([try folder.write("flow.json", """
            {"name": "estimates", "itemCounts": [3], "collectionView": {"contentInset": 10},
             "flow": {"itemSize": {"width": 100, "height": 40}, "estimatedItemSize": {"width": 100, "height": 40}}}
            """)])
        let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
        let outcome = try catalog.compute("estimates", ComputeRequest(environment))
        let run = outcome.run
        #expect(run.subject.layout == "estimates")
        #expect(run.subject.family == .flow)
        #expect(run.environment == environment)
        #expect(run.subject.itemCounts == [3] && run.subject.dataset == nil)
        let counts = run.result.counts
        #expect(counts.elementCount == 3 && counts.cellCount == 3 && counts.supplementaryCount == 0 && counts.decorationCount == 0)
        // The collection view's content inset is the adjusted inset, and the view rests scrolled to its top-left
        // corner: offset (-10, -10).
        #expect(run.summary.adjustedContentInset == EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
        #expect(run.summary.contentOffset == Point(x: -10, y: -10))
        #expect(run.summary.warnings == ["estimatedItemSize is set without a content description: every cell keeps its estimate (F24)"])
        #expect(try Self.rows(catalog, "SELECT run_id, family, element_count FROM layout_runs") == "run_id,family,element_count\n\(run.id),flow,3\n")
        // The cached run reads back the same, its time included.
        #expect(try catalog.compute("estimates", ComputeRequest(environment)).run == run)
    }

    @Test func reimportingAChangedSpecKeepsTheOldVersionAndDropsItsRuns() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let file = try folder.write("grid.json", Self.grid)
        _ = try catalog.importFiles([file])
        _ = try catalog.compute("grid", ComputeRequest(LayoutEnvironment(containerSize: Size(width: 390, height: 844))))
        try folder.write("grid.json", Self.grid.replacingOccurrences(of: "absolute(100)", with: "absolute(120)"))
        let report = try catalog.importFiles([file])
        #expect(report.lines.last == "imported 1 file: 1 layouts (0 added, 1 updated, 0 unchanged); 1 cached run dropped")
        let again = try catalog.compute("grid", ComputeRequest(LayoutEnvironment(containerSize: Size(width: 390, height: 844))))
        #expect(!again.cached)
        #expect(again.run.summary.contentSize.height == 3 * 120 + 2 * 10)
        #expect(try catalog.show("grid").specLines.contains { $0.contains("version 2 (1 earlier version kept)") })
    }

    @Test func countsComeFromADataset() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let dataset = """
            {"dataset": "two-sections", "sections": [
              {"id": "a", "title": "A", "items": [{"name": "x"}, {"name": "y"}, {"name": "z"}]},
              {"id": "b", "items": [{"name": "w"}]}]}
            """
        _ = try catalog.importFiles([try folder.write("grid.json", Self.grid), try folder.write("data.json", dataset)])
        let outcome = try catalog.compute("grid", ComputeRequest(LayoutEnvironment(containerSize: Size(width: 390, height: 844)), items: .dataset("two-sections")))
        #expect(outcome.run.subject.itemCounts == [3, 1])
        #expect(outcome.run.subject.dataset == "two-sections")
        #expect(outcome.run.result.counts.cellCount == 4)
        // Changing the dataset's contents invalidates what was computed from it.
        try folder.write("data.json", dataset.replacingOccurrences(of: "{\"name\": \"w\"}", with: "{\"name\": \"w\"}, {\"name\": \"v\"}"))
        let report = try catalog.importFiles([folder.path("data.json")])
        #expect(report.lines.contains("dataset two-sections: updated"))
        let recomputed = try catalog.compute("grid", ComputeRequest(LayoutEnvironment(containerSize: Size(width: 390, height: 844)), items: .dataset("two-sections")))
        #expect(!recomputed.cached)
        #expect(recomputed.run.subject.itemCounts == [3, 2])
    }

    @Test func errorsNameTheProblemAndAWayOut() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([try folder.write("grid.json", Self.grid)])
        let phone = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
        // Each call must throw (#expect(throws:) fails when it does not), and with exactly this message.
        let misspelt = #expect(throws: CatalogLookupError.self) { try catalog.compute("gird", ComputeRequest(phone)) }
        #expect(misspelt == .noLayout(name: "gird", known: ["grid"]))
        #expect(misspelt?.description == "no layout named \"gird\"; did you mean \"grid\"?")
        let noDataset = #expect(throws: CatalogLookupError.self) { try catalog.compute("grid", ComputeRequest(phone, items: .dataset("nope"))) }
        #expect(noDataset == .noDataset(name: "nope", known: []))
        #expect(noDataset?.description == "no dataset named \"nope\" (the catalog has no datasets yet: catalog import one first)")
        // Names are suggested by the spec reader's rule: case-blind, and a name that contains the one asked for.
        #expect(CatalogLookupError.noLayout(name: "GRID", known: ["list", "grid"]).description == #"no layout named "GRID"; did you mean "grid"?"#)
        #expect(CatalogLookupError.noLayout(name: "photos", known: ["photos-grid"]).description == #"no layout named "photos"; did you mean "photos-grid"?"#)
    }

    @Test func aBadFileLeavesNoCatalogBehind() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let good = try folder.write("grid.json", Self.grid)
        let bad = try folder.write("bad.json", #"{"name": "bad", "section": {"group": {"kind": "diagonal"}}}"#)
        do {
            _ = try catalog.importFiles([good, bad])
            Issue.record("the import should have failed")
        } catch let error as ImportError {
            guard case .faults(let faults) = error else { Issue.record("expected the files' faults, got \(error)"); return }
            #expect(faults.count == 2 && faults.allSatisfy { if case .spec(let diagnostic) = $0 { diagnostic.file == bad } else { false } })
            #expect(error.description == """
                import failed, nothing was changed (2 faults):
                  \(bad):1:38: $.section.group: a group needs "size"
                  \(bad):1:47: $.section.group.kind: unknown group kind "diagonal"; valid values: horizontal, vertical, custom
                """)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("catalog.sqlite")))
    }

    @Test func anImportsFaultsCarryTheirFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        #expect(throws: ImportError.nothingNamed) { try catalog.importFiles([]) }

        let missing = folder.path("missing.json")
        let empty = folder.path("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        let unread = #expect(throws: ImportError.self) { try catalog.importFiles([missing, empty]) }
        #expect(unread == .unreadableInput([.noSuchFileOrFolder(path: missing), .noInputFiles(folder: empty)]))
        #expect(unread?.description == """
            \(missing): no such file or folder
            \(empty): no .json, .yaml, .yml, .csv, .plist, .swift or .storyboard files in this folder
            """)

        let first = try folder.write("first.json", Self.grid)
        let second = try folder.write("second.json", Self.grid)
        let twice = #expect(throws: ImportError.self) { try catalog.importFiles([first, second]) }
        #expect(twice == .faults([.layoutDefinedTwice(name: "grid", file: second, otherFile: first)]))
        #expect(twice?.description == """
            import failed, nothing was changed (1 fault):
              \(second): layout "grid" is also defined by \(first); import one of them
            """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("catalog.sqlite")))
    }

    /// A fault every layout reaches (the helper each screen calls) is one line saying how often it was reached, and by
    /// which layouts.
    @Test func aFaultManyLayoutsReachIsListedOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let screens = try folder.write("Screens.swift", """
            import UIKit
            func rowHeight() -> CGFloat { legacyRowHeight() }
            func row() -> NSCollectionLayoutSection {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight()))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
            func makeFeedLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout(section: row()) }
            func makeSearchLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout(section: row()) }
            """)
        let error = #expect(throws: ImportError.self) { try catalog.importFiles([screens]) }
        guard case .faults(let faults)? = error else { Issue.record("expected the file's faults"); return }
        #expect(faults.count == 2)
        #expect(error?.description == """
            import failed, nothing was changed (1 fault):
              \(screens):2:31: cannot evaluate `legacyRowHeight()`: no function `legacyRowHeight()` is declared in the files imported (import the file that declares `legacyRowHeight` with this one) (reached 2 times, in makeFeedLayout(), makeSearchLayout())
            """)
        #expect(!FileManager.default.fileExists(atPath: folder.path("catalog.sqlite")))
    }

    @Test func showDescribesTheTreeWithResolvedSizes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([try folder.write("grid.json", Self.grid)])
        let description = try catalog.show("grid")
        let lines = description.specLines
        #expect(lines[0] == "grid: Grid")
        #expect(lines.contains("  group horizontal fractionalWidth(1) × absolute(100)  → 370 × 100: 2 equal slots (subitem, count), interItemSpacing fixed(10)"))
        #expect(lines.contains("    item fractionalWidth(1) × fractionalHeight(1)  → 180 × 100"))
        #expect(lines.contains("  at 390x844@3x with items 5: 2 items per group, 5 items in 3 groups, section length 320"))
        #expect(description.runCount == 0 && description.runLines.isEmpty)

        // The newest runs first, each with its id, environment, element count and content size.
        let first = try catalog.compute("grid", ComputeRequest(LayoutEnvironment(containerSize: Size(width: 390, height: 844))))
        let second = try catalog.compute("grid", ComputeRequest(LayoutEnvironment(containerSize: Size(width: 320, height: 568))))
        let shown = try catalog.show("grid")
        #expect(shown.specLines == lines)
        #expect(shown.runCount == 2)
        #expect(shown.runLines == [
            "run \(second.run.id) at 320x568@3x, items [5]: 5 elements, content 320x320",
            "run \(first.run.id) at 390x844@3x, items [5]: 5 elements, content 390x320",
        ])
    }

    /// Two adaptive cases may hold equal sections (an iPad's path and the last case, from imported code): `show` marks
    /// the one the environment chooses by its position, and resolves only that one (it marked both).
    @Test func showMarksTheChosenCaseByPositionWhenCasesAreEqual() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        let row = "{group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}}"
        _ = try catalog.importFiles([try folder.write("rows.yaml", """
            name: rows
            sections:
              - adaptive:
                  - {when: idiom == .pad, section: \(row)}
                  - {when: width > 600, section: {group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(66)}, subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}}}
                  - {section: \(row)}
            """)])
        let lines = try catalog.show("rows").specLines
        #expect(lines.contains("  when idiom == .pad"))
        #expect(lines.contains("  otherwise  (chosen at 390x844@3x with items 1)"))
        #expect(lines.filter { $0.contains("absolute(44)  → 390 × 44") }.count == 1)
    }
}
