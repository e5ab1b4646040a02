internal import CatalogStore
import LayoutModel
import TextMeasure

/// A layout ready for the engine: the stored version chosen, its decoded spec, the environment, the item counts
/// resolved for it (and the dataset they came from). Compute, render and diff all start from one, so the three
/// read counts, datasets and versions the same way.
struct PreparedComputation {
    var stored: StoredLayoutVersion
    var spec: LayoutSpec
    var environment: LayoutEnvironment
    var itemCounts: [Int]
    /// The dataset the counts came from, when the request names one.
    var dataset: StoredDataset?
    /// The faces that measure the spec's labels in this environment's text size, each once, in the order the spec
    /// names them; empty when the spec describes no content.
    var textFaces: [MeasuringFace] = []

    /// What a run of it computes, apart from its environment.
    var subject: RunSubject {
        RunSubject(
            layout: stored.name, layoutVersionID: stored.id, geometryDigest: stored.geometryDigest, family: spec.family,
            dataset: dataset?.name, datasetDigest: dataset?.digest, itemCounts: itemCounts
        )
    }

    /// What the run records as the face that measured its text: `stand-in`, `sf-pro` or a font file, several
    /// joined by ", "; nil when nothing is measured.
    var textFaceRecord: String? {
        let records = textFaces.map(\.record).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return records.isEmpty ? nil : records.joined(separator: ", ")
    }

    /// `p002-zoo-grid at 390x844@3x, items [18], safe area 47,0,34,0`, with ` version 2` after the name when
    /// `showingVersion`.
    func label(showingVersion: Bool = false) -> String {
        let version = showingVersion ? " version \(stored.version)" : ""
        return Self.label(layout: stored.name + version, environment: environment, dataset: dataset?.name, itemCounts: itemCounts)
    }

    /// How summaries name a layout computed in an environment: the screen, then the items, then the other traits.
    static func label(layout: String, environment: LayoutEnvironment, dataset: String?, itemCounts: [Int]) -> String {
        let items = dataset.map { "dataset \($0)" } ?? "items \(Self.itemCountsText(itemCounts))"
        return ([layout + " at " + environment.screenLabel, items] + environment.detailLabels).joined(separator: ", ")
    }

    /// Item counts as labels show them: `[18]`, `[5,5,5]`; a long list shortened to its first counts and its totals,
    /// `[3,3,3,3,3,…] (10000 sections, 30000 items)`.
    static func itemCountsText(_ counts: [Int]) -> String {
        guard counts.count > 8 else { return "[\(counts.map(String.init).joined(separator: ","))]" }
        let total = counts.reduce(0, &+)
        return "[\(counts.prefix(5).map(String.init).joined(separator: ",")),…] (\(counts.count) sections, \(total) items)"
    }
}
