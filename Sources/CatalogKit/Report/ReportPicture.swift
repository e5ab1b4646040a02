import LayoutModel

/// A layout's picture in one environment of a report, and the run it shows; or, when runs in several environments
/// came to the same result, the picture drawn once for all of them (`ReportResultGroup`).
struct ReportPicture {
    /// The environments the picture stands for, the drawn one first.
    var environments: [ReportEnvironment]
    /// How the caption names the environments: the one environment's label, or the group's
    /// (`… : the same on all 12 text sizes`).
    var caption: String
    /// The runs the picture shows, one per environment, the drawn one first.
    var runIDs: [Int64]
    /// The SVG file, relative to the report's folder.
    var file: String
    var pixelSize: Size
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

    /// The run drawn.
    var runID: Int64 { runIDs[0] }

    /// The environment drawn.
    var environment: ReportEnvironment { environments[0] }

    /// `device=iphone-se-3 ios=26 ios=18 …`: the value of every matrix axis in each environment it stands for, each
    /// once, as the report's filters match them.
    var axisTokens: String {
        environments.flatMap(\.axisValues).map { "\($0.trait.rawValue)=\($0.value)" }
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: " ")
    }

    /// What a screen reader says for the picture.
    var altText: String {
        "\(elementCount) elements (\(cellCount) cells, \(supplementaryCount) supplementary, \(decorationCount) decoration), content \(formatPoints(contentSize.width)) × \(formatPoints(contentSize.height)) points"
            + (screenOnly ? ", only the screen drawn" : "")
            + (runIDs.count > 1 ? ", the same in \(runIDs.count) environments" : "")
    }

    /// `run 12`, or `runs 12, 13, 14 and 9 more` for a picture several runs share.
    var runsText: String {
        guard runIDs.count > 1 else { return "run \(runID)" }
        let named = runIDs.prefix(4).map(String.init).joined(separator: ", ")
        return "runs " + named + (runIDs.count > 4 ? " and \(runIDs.count - 4) more" : "")
    }

    /// The note a screen-only picture carries on the page.
    var screenOnlyNote: String? {
        screenOnly
            ? "Screen only: \(elementCount) elements are more than a picture draws (\(Catalog.maximumDrawnElements)), so only what the screen shows is drawn."
            : nil
    }
}
