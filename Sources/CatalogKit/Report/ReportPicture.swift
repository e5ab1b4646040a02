import LayoutModel

/// A layout's picture in one environment of a report, and the run it shows.
struct ReportPicture {
    var environment: ReportEnvironment
    /// The SVG file, relative to the report's folder.
    var file: String
    var pixelSize: Size
    var runID: Int64
    var cached: Bool
    var cellCount: Int
    var supplementaryCount: Int
    var decorationCount: Int
    var contentSize: Size
    /// `items [18]` or `dataset animals`: the counts the run used.
    var itemsLabel: String
    /// True when the layout has more elements than a picture draws, so only the screen is drawn.
    var screenOnly: Bool

    var elementCount: Int { cellCount + supplementaryCount + decorationCount }

    /// What a screen reader says for the picture.
    var altText: String {
        "\(elementCount) elements (\(cellCount) cells, \(supplementaryCount) supplementary, \(decorationCount) decoration), content \(formatPoints(contentSize.width)) × \(formatPoints(contentSize.height)) points"
            + (screenOnly ? ", only the screen drawn" : "")
    }

    /// The note a screen-only picture carries on the page.
    var screenOnlyNote: String? {
        screenOnly
            ? "Screen only: \(elementCount) elements are more than a picture draws (\(Catalog.maximumDrawnElements)), so only what the screen shows is drawn."
            : nil
    }
}
