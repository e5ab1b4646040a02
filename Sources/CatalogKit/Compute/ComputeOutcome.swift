import LayoutModel

/// The result of a compute: the stored run, and whether it came from the cache.
public struct ComputeOutcome: Sendable {
    public var run: Run
    public var cached: Bool

    public init(run: Run, cached: Bool) {
        self.run = run
        self.cached = cached
    }

    /// One line for the terminal.
    public var summary: String {
        let subject = run.subject
        let label = PreparedComputation.label(
            layout: subject.layout, environment: run.environment, dataset: subject.dataset, itemCounts: subject.itemCounts
        )
        let content = "content \(Self.sizeText(run.summary.contentSize))"
        let how = cached
            ? "cached, run \(run.id)"
            : "computed in \(formatMilliseconds(run.computeMilliseconds)), stored as run \(run.id)"
        let text = run.summary.textFace.map { "; " + Self.textFaceLabel($0) } ?? ""
        return "\(label): \(run.result.counts.label); \(content)\(text) (\(how))"
    }

    /// `390x1979`: a content size as summaries and tables show it.
    static func sizeText(_ size: Size) -> String {
        "\(formatPoints(size.width))x\(formatPoints(size.height))"
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
            return [
                run.subject.layout, run.environment.label,
                run.subject.dataset.map { "dataset \($0)" } ?? PreparedComputation.itemCountsText(run.subject.itemCounts),
                run.result.counts.label, sizeText(run.summary.contentSize),
                outcome.cached ? "cached, run \(run.id)" : "computed, run \(run.id)",
            ]
        }
        let computed = outcomes.filter { !$0.cached }.count
        var text = QueryTableWriter.text(names: ["layout", "environment", "items", "elements", "content", "run"], rows: rows)
        // The face is the same for every run of a matrix that measures text: said once, under the table.
        let faces = outcomes.compactMap(\.run.summary.textFace).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if !faces.isEmpty { text += textFaceLabel(faces.joined(separator: ", ")) + "\n" }
        let results = Set(outcomes.map(\.run.result.id)).count
        text += "\(outcomes.count) runs: \(computed) computed, \(outcomes.count - computed) cached; "
            + "\(results) distinct \(results == 1 ? "result" : "results")\n"
        return text
    }
}
