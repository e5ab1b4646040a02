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
        let environment = request.environment
        var parts: [String] = []
        if let device = environment.device {
            parts.append(device.device.slug)
            parts.append(device.orientation.rawValue)
        } else {
            parts.append("\(formatNumber(environment.containerSize.width))x\(formatNumber(environment.containerSize.height))")
        }
        if environment.layoutDirection == .rightToLeft { parts.append("rtl") }
        if environment.contentSizeCategory != .large { parts.append(environment.contentSizeCategory.rawValue) }
        let position = String(index + 1)
        let stem = (position.count < 2 ? "0" + position : position) + "-" + parts.joined(separator: "-")
        return String(stem.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }
}
