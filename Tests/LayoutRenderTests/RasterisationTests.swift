import Foundation
import LayoutModel
import LayoutRender
import Testing

/// Where `rsvg-convert` is, from `PATH`; nil when it is not installed.
let rsvgConverter: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("rsvg-convert") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// The pictures as a real SVG renderer draws them: `rsvg-convert` (Debian's `librsvg2-bin`, which `.ci/run`
/// installs) turns sample pictures into PNG files, and the pixel at the centre of every fully visible cell must
/// be exactly its section's colour. This catches what text comparisons cannot: SVG a renderer rejects, a
/// viewBox that puts the drawing in the wrong place, a layer painted over the cells.
///
/// Without `rsvg-convert` the suite is skipped, saying how to install it: README's test command must pass on a
/// machine that has only what the project itself installs, and `.ci/run` installs it so CI runs these tests.
@Suite(
    "Rasterised pictures",
    .enabled(
        if: rsvgConverter != nil,
        "rsvg-convert is not installed: apt-get install -y --no-install-recommends librsvg2-bin (as .ci/run does) to rasterise the pictures"
    )
)
struct RasterisationTests {
    static var converter: URL? { rsvgConverter }

    /// Rasterises SVG text to a PNG and reads its pixels.
    static func rasterise(_ svg: String, name: String) throws -> PNGImage {
        guard let converter else {
            throw ConverterMissing()
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("\(name).svg")
        let output = folder.appendingPathComponent("\(name).png")
        try svg.write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = converter
        process.arguments = ["--format", "png", "--output", output.path, input.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ConversionFailed(description: "rsvg-convert failed on \(name).svg (status \(process.terminationStatus)): \(message)")
        }
        return try PNGImage(contentsOf: output)
    }

    struct ConverterMissing: Error, CustomStringConvertible {
        var description: String {
            "rsvg-convert is not installed, so the pictures cannot be checked as a renderer draws them: install Debian's librsvg2-bin (apt-get install -y --no-install-recommends librsvg2-bin), as .ci/run does"
        }
    }

    struct ConversionFailed: Error, CustomStringConvertible {
        var description: String
    }

    static func rgb(_ color: RGBColor) -> [UInt8] { [color.red, color.green, color.blue] }

    /// Cells whose centre nothing else covers: on the screen across the scroll axis (not under a strip's veil),
    /// big enough that the corner label stays clear of the centre, and under no supplementary.
    static func checkableCells(_ result: LayoutResult, screen: Rect) -> [Int] {
        let buffer = result.elements
        let covers = (0..<buffer.count).filter { buffer.category(at: $0) == .supplementary }.map { buffer.frame(at: $0) }
        return (0..<buffer.count).filter { index in
            let frame = buffer.frame(at: index)
            let center = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
            return buffer.category(at: index) == .cell && frame.width >= 20 && frame.height >= 30
                && center.x > screen.x && center.x < screen.maxX
                && !covers.contains { $0.x <= center.x && center.x <= $0.maxX && $0.y <= center.y && center.y <= $0.maxY }
        }
    }

    @Test(arguments: [
        ("p000-section-provider", 9), ("p000-orthogonal-sections", 6), ("p001-group-paging-carousel", 6), ("p002-zoo-grid", 18),
        ("p003-list-grid5-grid3", 30), ("p004-five-per-row-header-background", 8), ("apple-section-headers-footers", 25),
        ("apple-item-badges", 100),
    ])
    func cellCentresHaveTheirSectionColour(_ name: String, _ expectedCells: Int) throws {
        let (result, environment, picture) = try SampleLayouts.render(name)
        let image = try Self.rasterise(picture.svg, name: name)
        #expect(Double(image.width) == picture.pixelSize.width.rounded(.up))
        #expect(Double(image.height) == picture.pixelSize.height.rounded(.up))

        let cells = Self.checkableCells(result, screen: Rect(origin: result.contentOffset, size: environment.containerSize))
        #expect(cells.count == expectedCells, "\(name): \(cells.count) cells to check")
        for index in cells {
            let frame = result.elements.frame(at: index)
            let pixel = picture.pixel(at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
            let section = Int(result.elements.section[index])
            let found = image.rgb(x: Int(pixel.x), y: Int(pixel.y))
            #expect(
                found == Self.rgb(SectionPalette.colors(forSection: section).fill),
                "\(name): centre of cell \(section).\(result.elements.item[index]) at pixel \(pixel.x), \(pixel.y) is \(found)"
            )
        }
        // The page around the drawing is white.
        #expect(image.rgb(x: 2, y: image.height - 2) == [255, 255, 255])
    }

    /// An orthogonal strip's cells beyond the screen are drawn paler: the section colour under a white veil.
    @Test func stripCellsBeyondTheScreenArePale() throws {
        let (result, _, picture) = try SampleLayouts.render("p000-orthogonal-sections")
        let image = try Self.rasterise(picture.svg, name: "p000-orthogonal-sections")
        let buffer = result.elements
        let beyond = (0..<buffer.count).filter { buffer.frame(at: $0).x >= 390 }
        #expect(beyond.count == 3)
        for index in beyond {
            let frame = buffer.frame(at: index)
            let pixel = picture.pixel(at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
            let fill = SectionPalette.colors(forSection: buffer.section(at: index)).fill
            // 55 % white over the fill: each channel moves that far towards 255.
            let expected = Self.rgb(fill).map { Int((Double($0) + (255 - Double($0)) * 0.55).rounded()) }
            let found = image.rgb(x: Int(pixel.x), y: Int(pixel.y)).map(Int.init)
            #expect(zip(found, expected).allSatisfy { abs($0 - $1) <= 2 }, "cell at \(frame.x): \(found), expected about \(expected)")
        }
    }

    /// The overlay of a diff is valid SVG too: the moved cell shows B's pale fill at its new centre.
    @Test func theDiffOverlayRasterises() throws {
        let before = try SampleLayouts.render("p003-two-column-fractional").result
        let after = try SampleLayouts.render("p003-two-column-fractional-spacing").result
        let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3)
        let diff = LayoutDiff(before: before, after: after)
        let picture = DiffOverlayRenderer(beforeLabel: "fractional", afterLabel: "fractional with spacing")
            .render(diff, before: (before, environment), after: (after, environment))
        let image = try Self.rasterise(picture.svg, name: "overlay")
        // Cell 0.0 went from 10, 0, 185 × 44 to 10, 0, 180 × 44: a point inside both, clear of labels and lines.
        let pixel = picture.pixel(at: Point(x: 150, y: 30))
        #expect(image.rgb(x: Int(pixel.x), y: Int(pixel.y)) == Self.rgb(DiffOverlayRenderer.afterColor.tinted(0.75)))
    }
}
