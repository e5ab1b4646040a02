import LayoutModel

/// The result of a compute: the stored run, and whether it came from the cache.
public struct ComputeOutcome: Sendable {
    public var run: ComputedRun
    public var cached: Bool

    /// One line for the terminal.
    public var summary: String {
        let label = PreparedComputation.label(layout: run.layout, environment: run.environment, dataset: run.dataset, itemCounts: run.itemCounts)
        let counts = "\(run.cellCount) cells, \(run.supplementaryCount) supplementary, \(run.decorationCount) decoration"
        let content = "content \(formatPoints(run.contentSize.width))x\(formatPoints(run.contentSize.height))"
        let how = cached
            ? "cached, run \(run.id)"
            : "computed in \(formatMilliseconds(run.computeMilliseconds)), stored as run \(run.id)"
        let text = run.textFace.map { "; " + Self.textFaceLabel($0) } ?? ""
        return "\(label): \(counts); \(content)\(text) (\(how))"
    }

    /// How a summary names the face that measured a run's text (V11): `text measured with the SF Pro stand-in`,
    /// `text measured with SF Pro`, or with a font file.
    static func textFaceLabel(_ record: String) -> String {
        let faces = record.components(separatedBy: ", ").map { face -> String in
            switch face {
            case "stand-in": return "the SF Pro stand-in (approximate widths)"
            case "sf-pro": return "SF Pro"
            default: return face
            }
        }
        return "text measured with " + faces.joined(separator: " and ")
    }

    private func formatMilliseconds(_ value: Double) -> String {
        value < 10 ? formatNumber((value * 10).rounded() / 10) + " ms" : "\(Int(value.rounded())) ms"
    }
}

extension ComputeOutcome {
    /// A matrix of runs as a table: one row per run (layout, environment, items, elements, content, how it was
    /// found), then a count of runs computed and found cached, and of the distinct results they came to (runs with
    /// identical frames share one result, stored once).
    public static func table(_ outcomes: [ComputeOutcome]) -> String {
        let rows = outcomes.map { outcome -> [String] in
            let run = outcome.run
            let elements = "\(run.cellCount) cells, \(run.supplementaryCount) supplementary, \(run.decorationCount) decoration"
            return [
                run.layout, run.environment.label, run.dataset.map { "dataset \($0)" } ?? PreparedComputation.itemCountsText(run.itemCounts),
                elements, "\(formatPoints(run.contentSize.width))x\(formatPoints(run.contentSize.height))",
                outcome.cached ? "cached, run \(run.id)" : "computed, run \(run.id)",
            ]
        }
        let computed = outcomes.filter { !$0.cached }.count
        var text = QueryTableWriter.text(names: ["layout", "environment", "items", "elements", "content", "run"], rows: rows)
        // The face is the same for every run of a matrix that measures text: said once, under the table.
        let faces = outcomes.compactMap(\.run.textFace).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if !faces.isEmpty { text += textFaceLabel(faces.joined(separator: ", ")) + "\n" }
        let results = Set(outcomes.map(\.run.resultID)).count
        text += "\(outcomes.count) runs: \(computed) computed, \(outcomes.count - computed) cached; "
            + "\(results) distinct \(results == 1 ? "result" : "results")\n"
        return text
    }
}
