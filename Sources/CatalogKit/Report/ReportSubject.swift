internal import CatalogStore
import LayoutModel

/// A layout to report: its current version, decoded, and how many versions the catalog keeps.
struct ReportSubject {
    var stored: StoredLayoutVersion
    var spec: LayoutSpec
    var versions: [StoredLayoutVersion]
    /// Why it cannot be computed with the request's item counts; nil when it can.
    var notComputed: String?

    /// The stored version just before the current one, which the report compares it with.
    var earlierVersion: Int? {
        versions.map(\.version).filter { $0 < stored.version }.max()
    }
}
