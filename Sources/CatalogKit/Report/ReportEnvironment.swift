import LayoutModel

/// One environment of a report: where it stands in the matrix, how pages name it, and the stem of its picture
/// files (`02-iphone-15-pro-portrait`: the position keeps two environments that differ only in, say, their offset
/// apart, and sorts the files in the report's order).
struct ReportEnvironment {
    var index: Int
    var request: ComputeRequest

    /// `iPhone 15 Pro portrait 393x852@3x, right to left, text size extraLarge`: the device and orientation (or
    /// the screen), then every trait not at its default.
    var label: String { request.environment.label }

    /// Where the item counts come from, as the pages say it.
    var itemsLabel: String {
        switch request.items {
        case .specDefault: return "the spec's itemCounts"
        case .counts(let counts): return "items " + PreparedComputation.itemCountsText(counts)
        case .dataset(let name): return "dataset \(name)"
        }
    }

    var slug: String {
        let parts = EnvironmentTrait.allCases.flatMap { $0.fileNameParts(in: request.environment) }
        let position = String(index + 1)
        let stem = (position.count < 2 ? "0" + position : position) + "-" + parts.joined(separator: "-")
        return String(stem.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }

    /// The value of each axis of a matrix in this environment (`device` `iphone-15-pro`, `ios` `26`): what the
    /// report's filters choose by.
    var axisValues: [(trait: EnvironmentTrait, value: String)] {
        EnvironmentTrait.allCases.compactMap { trait in trait.axisValue(in: request.environment).map { (trait, $0) } }
    }
}
