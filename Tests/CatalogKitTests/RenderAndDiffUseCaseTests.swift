import CatalogKit
import Foundation
import LayoutModel
import LayoutRender
import TestSupport
import Testing

/// The render and diff use cases, in process.
@Suite("Render and diff use cases")
struct RenderAndDiffUseCaseTests {
    static let size = Size(width: 390, height: 844)

    static func catalogWithGrid(_ folder: TemporaryDirectory) throws -> Catalog {
        let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
        _ = try catalog.importFiles([try folder.write("grid.json", CatalogUseCaseTests.grid)])
        return catalog
    }

    @Test func renderComputesOrFindsTheRunAndDrawsTheSameBytesEitherWay() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalogWithGrid(folder)
        let first = try catalog.render("grid", RenderRequest(compute: ComputeRequest(LayoutEnvironment(containerSize: Self.size))))
        #expect(!first.compute.cached)
        let second = try catalog.render("grid", RenderRequest(compute: ComputeRequest(LayoutEnvironment(containerSize: Self.size))))
        #expect(second.compute.cached)
        #expect(second.compute.run.id == first.compute.run.id)
        #expect(second.picture == first.picture)
        #expect(first.picture.elementCount == 5)
        #expect(first.picture.svg.contains("<title>grid at 390x844@3x, items [5]: Grid</title>"))
        #expect(first.picture.svg.contains("<title>cell 0.4: 10, 220, 180 × 100</title>"))
        #expect(second.summary == "grid at 390x844@3x, items [5]: 5 elements drawn, whole content, 422 × 908 px (run \(first.compute.run.id), cached)")
    }

    /// A cached run is drawn from its stored frames (with its strips' sections, the spec's roles and the cards its
    /// rows make) unless its picture shows content: every sample, upright on a small phone and sideways right to left
    /// on a notched one, in both styles, draws the same bytes from the catalog as from the plan that computed it.
    @Test func everySampleDrawsTheSameFromItsStoredRunAsFromItsPlan() throws {
        let environments = try [("iphone-se-3", Orientation.portrait, LayoutDirection.leftToRight), ("iphone-15-pro", .landscape, .rightToLeft)]
            .map { slug, orientation, direction in
                var environment = LayoutEnvironment(containerSize: .zero, layoutDirection: direction)
                environment.choose(try #require(DeviceCatalog.device(slug)), orientation)
                return environment
            }
        for style in [PictureStyle.boxes, .content] {
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            let catalog = Catalog(databasePath: folder.path("catalog.sqlite"))
            _ = try catalog.importFiles([PackageRoot.path("Samples/layouts")])
            var drawn = 0
            for name in try catalog.layoutNames() {
                for environment in environments {
                    let request = RenderRequest(compute: ComputeRequest(environment), extent: .content, style: style)
                    guard let planned = try? catalog.render(name, request) else { continue }
                    let stored = try catalog.render(name, request)
                    #expect(!planned.compute.cached && stored.compute.cached)
                    #expect(stored.picture.svg == planned.picture.svg, "\(name) at \(environment.label), \(style)")
                    drawn += 1
                }
            }
            #expect(drawn >= 110, "\(style): \(drawn) pictures")
        }
    }

    @Test func aScreenPictureDrawsOnlyWhatTheScreenShows() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalogWithGrid(folder)
        let screen = try catalog.render(
            "grid", RenderRequest(compute: ComputeRequest(LayoutEnvironment(containerSize: Size(width: 390, height: 150), contentOffset: Point(x: 0, y: 100))), extent: .screen, pixelsPerPoint: 2)
        )
        // Rows at 0, 110 and 220, 100 high: the screen from 100 to 250 meets the second row (cells 2 and 3)
        // and the third (cell 4); the first row ends where the screen begins.
        #expect(screen.picture.elementCount == 3)
        #expect(!screen.picture.svg.contains("<title>cell 0.0:"))
        #expect(screen.picture.pixelSize.width == 422 * 2)
        #expect(screen.summary.contains("3 elements drawn, screen only, 844 × "))
    }

    @Test func aPictureOfTooManyElementsIsRefusedUnlessOnlyTheScreenIsDrawn() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalogWithGrid(folder)
        let many = ComputeRequest(LayoutEnvironment(containerSize: Self.size), items: .counts([Catalog.maximumDrawnElements + 1]))
        #expect {
            try catalog.render("grid", RenderRequest(compute: many))
        } throws: { error in
            error as? RequestFault == .tooManyToDraw(layout: "grid", count: 50_001, maximum: 50_000)
        }
        let screen = try catalog.render("grid", RenderRequest(compute: many, extent: .screen))
        #expect(screen.picture.elementCount == 16)
    }

    /// Faults of the request come back as `RequestFault`, in the kit's terms (the command line words them with its
    /// options), and before anything is stored.
    @Test func requestFaultsNameWhatTheRequestLacksOrAsksTooMuchOf() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalogWithGrid(folder)
        _ = try catalog.importFiles([try folder.write("bare.json", CatalogUseCaseTests.grid.replacingOccurrences(of: #""name": "grid", "title": "Grid", "itemCounts": [5],"#, with: #""name": "bare","#))])
        #expect {
            try catalog.compute("bare", ComputeRequest(LayoutEnvironment(containerSize: Self.size)))
        } throws: { error in
            error as? RequestFault == .noItemCounts(layout: "bare")
                && "\(error)" == "layout \"bare\" has no itemCounts; give one item count per section, or a dataset"
        }

        // 6,000 rows 110 points apart at 16 pixels per point: more than 10 million pixels high.
        let tall = ComputeRequest(LayoutEnvironment(containerSize: Self.size), items: .counts([12_000]))
        #expect {
            try catalog.render("grid", RenderRequest(compute: tall, pixelsPerPoint: 16))
        } throws: { error in
            guard case .pictureTooLarge(let layout, let fault) = error as? RequestFault else { return false }
            return layout == "grid" && fault.limit == 10_000_000 && fault.pixelSize.height > 10_000_000
                && fault.pixelSize.width < 10_000_000
        }
        let grid = DiffSide(layout: "grid", request: tall)
        #expect {
            try catalog.diff(grid, grid, overlayZoom: 16)
        } throws: { error in
            guard case .overlayTooLarge(let a, let b, let fault) = error as? RequestFault else { return false }
            return a == "grid" && b == "grid" && fault.pixelSize.height > 10_000_000
        }
        #expect(try CatalogUseCaseTests.rows(catalog, "SELECT count(*) AS runs FROM runs") == "runs\n0\n")
    }

    @Test func diffComparesEnvironmentsWithoutStoringRuns() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalogWithGrid(folder)
        let outcome = try catalog.diff(
            DiffSide(layout: "grid", request: ComputeRequest(LayoutEnvironment(containerSize: Self.size))),
            DiffSide(layout: "grid", request: ComputeRequest(LayoutEnvironment(containerSize: Size(width: 320, height: 844)))),
            overlayZoom: 1
        )
        #expect(outcome.differs)
        // Items are (width - 20 - 10) / 2: 180 at 390, 145 at 320; the second column starts 35 earlier.
        #expect(outcome.diff.changes.filter { $0.kind == .resized }.map(\.key.item) == [0, 2, 4])
        #expect(outcome.diff.changes.filter { $0.kind == .movedAndResized }.map(\.key.item) == [1, 3])
        #expect(outcome.table.hasPrefix("""
            A: grid at 390x844@3x, items [5]: content 390 × 320
            B: grid at 320x844@3x, items [5]: content 320 × 320
            0 added, 0 removed, 0 moved, 3 resized, 2 moved and resized; 0 unchanged; content width 390 → 320
            """))
        #expect(outcome.overlay?.svg.contains("A (red, dashed): grid at 390x844@3x, items [5]") == true)
        #expect(try CatalogUseCaseTests.rows(catalog, "SELECT count(*) AS runs FROM runs") == "runs\n0\n")
    }

    @Test func diffComparesAStoredEarlierVersionWithTheCurrentOne() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalogWithGrid(folder)
        try folder.write("grid.json", CatalogUseCaseTests.grid.replacingOccurrences(of: "absolute(100)", with: "absolute(120)"))
        _ = try catalog.importFiles([folder.path("grid.json")])
        let request = ComputeRequest(LayoutEnvironment(containerSize: Self.size))
        let outcome = try catalog.diff(DiffSide(layout: "grid", version: 1, request: request), DiffSide(layout: "grid", request: request))
        // Rows grow from 100 to 120: row r moves down by 20 r and every cell grows by 20.
        #expect(outcome.diff.changes.map(\.kind) == [.resized, .resized, .movedAndResized, .movedAndResized, .movedAndResized])
        #expect(outcome.diff.changes.map { $0.offset.y } == [0, 0, 20, 20, 40])
        #expect(outcome.table.hasPrefix("A: grid version 1 at 390x844@3x, items [5]: content 390 × 320\nB: grid at 390x844@3x, items [5]: content 390 × 380\n"))
        #expect(outcome.overlay == nil, "no overlay is drawn unless one is asked for")
        let same = try catalog.diff(DiffSide(layout: "grid", version: 2, request: request), DiffSide(layout: "grid", request: request))
        #expect(!same.differs)
        #expect {
            try catalog.diff(DiffSide(layout: "grid", version: 3, request: request), DiffSide(layout: "grid", request: request))
        } throws: { error in
            error as? CatalogLookupError == .noVersion(layout: "grid", version: 3, kept: [1, 2])
                && "\(error)" == "layout \"grid\" has no version 3 (stored versions: 1, 2)"
        }
    }

    @Test func cellsCanShowAFieldOfTheirDatasetItem() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try Self.catalogWithGrid(folder)
        _ = try catalog.importFiles([try folder.write("queue.json", """
            {"dataset": "queue", "sections": [{"id": "q", "items": [
              {"title": "Fastlane for iOS", "updateCount": 3}, {"title": "Beginning RxKotlin", "updateCount": 0},
              {"updateCount": 1}]}]}
            """)])
        let request = ComputeRequest(LayoutEnvironment(containerSize: Self.size), items: .dataset("queue"))
        let picture = try catalog.render("grid", RenderRequest(compute: request, labelField: "title")).picture.svg
        #expect(picture.contains(#">Fastlane for iOS</text>"#))
        #expect(picture.contains(#">Beginning RxKotlin</text>"#))
        // The third item has no title: it keeps its index path.
        #expect(picture.contains(#">0.2</text>"#))
        let counts = try catalog.render("grid", RenderRequest(compute: request, labelField: "updateCount")).picture.svg
        #expect(counts.contains(##"<text x="203" y="11" font-size="10" fill="#FFFFFF">0</text>"##))

        #expect {
            try catalog.render("grid", RenderRequest(compute: request, labelField: "titel"))
        } throws: { error in
            error as? CatalogLookupError == .noField(dataset: "queue", field: "titel", fields: ["title", "updateCount"])
                && "\(error)" == "no item of dataset \"queue\" has a field \"titel\"; did you mean \"title\"? (fields: title, updateCount)"
        }
        #expect {
            try catalog.render("grid", RenderRequest(compute: ComputeRequest(LayoutEnvironment(containerSize: Self.size)), labelField: "title"))
        } throws: { error in
            error as? RequestFault == .labelWithoutDataset(field: "title")
        }
    }
}
