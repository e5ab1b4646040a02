internal import CatalogStore
import LayoutModel

/// A run as the catalog keeps it, in the kit's own terms: the id SQL knows it by (`run_id` in `layout_runs` and
/// `frames`), what it was computed for (layout, family, environment, item counts or dataset) and what its frames came
/// to (counts, content size, the engine's warnings, the face that measured its text). The frames themselves stay in
/// the catalog, for `query`.
public struct ComputedRun: Sendable, Equatable {
    /// The run's id in the catalog.
    public var id: Int64
    public var layout: String
    public var family: LayoutFamily
    public var environment: LayoutEnvironment
    /// The item count of each section the run was computed with.
    public var itemCounts: [Int]
    /// The dataset the counts came from, when the request named one.
    public var dataset: String?
    public var elementCount: Int
    public var cellCount: Int
    public var supplementaryCount: Int
    public var decorationCount: Int
    public var contentSize: Size
    /// Where the frames were computed: the environment's content offset, or where the layout rests without one.
    public var contentOffset: Point
    /// The collection view's adjusted content inset (left and right as leading and trailing).
    public var adjustedContentInset: EdgeInsets
    /// Things a user should know about the run (items that do not fit, and the like).
    public var warnings: [String]
    /// Planning and writing time when the run was computed, the database's own time excluded.
    public var computeMilliseconds: Double
    /// The face that measured the run's text (`sf-pro`, `stand-in` or a font file); nil when nothing was measured.
    public var textFace: String?
    /// The result the run's frames came to (`result_id` in `layout_runs`): runs with identical frames and strips share
    /// one, stored once.
    public var resultID: Int64

    init(_ stored: StoredRun) {
        id = stored.id
        layout = stored.layout
        family = stored.family
        environment = stored.environment
        itemCounts = stored.itemCounts
        dataset = stored.dataset
        elementCount = stored.elementCount
        cellCount = stored.cellCount
        supplementaryCount = stored.supplementaryCount
        decorationCount = stored.decorationCount
        contentSize = stored.contentSize
        contentOffset = stored.contentOffset
        adjustedContentInset = stored.adjustedContentInset
        warnings = stored.warnings
        computeMilliseconds = stored.computeMilliseconds
        textFace = stored.textFace
        resultID = stored.resultID
    }
}

extension ComputeOutcome {
    /// The outcome for a run the store handed back.
    init(_ stored: StoredRun, cached: Bool) {
        self.init(run: ComputedRun(stored), cached: cached)
    }
}
