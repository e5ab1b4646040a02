/// What a run computed, apart from its environment: the layout (its name, the stored version and the digest of its
/// geometry), its family, the dataset its counts and records came from, and the item count of each section. Runs of
/// one layout in a matrix of environments share it.
public struct RunSubject: Sendable, Equatable {
    public var layout: String
    /// The stored version's id (`layout_versions.id`).
    public var layoutVersionID: Int64
    /// The digest of the version's canonical geometry: a new version with the same geometry keeps its runs.
    public var geometryDigest: String
    public var family: LayoutFamily
    /// The dataset the counts came from, and the digest of its contents; nil when the request named none.
    public var dataset: String?
    public var datasetDigest: String?
    /// The item count of each section the run was computed with.
    public var itemCounts: [Int]

    public init(
        layout: String, layoutVersionID: Int64, geometryDigest: String, family: LayoutFamily, dataset: String? = nil,
        datasetDigest: String? = nil, itemCounts: [Int]
    ) {
        self.layout = layout
        self.layoutVersionID = layoutVersionID
        self.geometryDigest = geometryDigest
        self.family = family
        self.dataset = dataset
        self.datasetDigest = datasetDigest
        self.itemCounts = itemCounts
    }
}
