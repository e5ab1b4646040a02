import LayoutModel

/// One environment of a report: where it stands in the matrix, how pages name it, and the stem of its picture
/// files (`02-iphone-15-pro-portrait`: the position keeps two environments that differ only in, say, their offset
/// apart, and sorts the files in the report's order).
struct ReportEnvironment {
    var index: Int
    var request: ComputeRequest
    /// The traits whose value differs between the report's environments: a label names them even at their default,
    /// so a report of iOS 26 and iOS 18 says `iOS 26` of the first rather than nothing.
    var varyingTraits: [EnvironmentTrait] = []

    /// `iPhone 15 Pro portrait 393x852@3x, right to left, text size extraLarge`: the device and orientation (or
    /// the screen), then every trait not at its default, and the value of each trait the report varies.
    var label: String {
        let environment = request.environment
        let details = EnvironmentTrait.allCases.flatMap { trait -> [String] in
            let labels = trait.labels(in: environment)
            guard labels.isEmpty, varyingTraits.contains(trait), let value = trait.axisValue(in: environment) else { return labels }
            return [trait.axisValueLabel(value)]
        }
        return ([environment.screenLabel] + details).joined(separator: ", ")
    }

    /// The environments of a report in its order, each told which traits the report varies (the device, orientation
    /// and size make every label's head already, and are left out).
    static func all(of requests: [ComputeRequest]) -> [ReportEnvironment] {
        let varying = EnvironmentTrait.allCases.filter { trait in
            guard ![.device, .orientation, .size, .scale].contains(trait) else { return false }
            return Set(requests.map { trait.axisValue(in: $0.environment) ?? "" }).count > 1
        }
        return requests.enumerated().map { ReportEnvironment(index: $0.offset, request: $0.element, varyingTraits: varying) }
    }

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
