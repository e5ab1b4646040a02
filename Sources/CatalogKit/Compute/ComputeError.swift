import LayoutModel

/// Why a layout cannot be computed as asked, once its name, version and dataset are found: too many elements, a
/// face that cannot measure its text, the engine's refusal, a stored value this program cannot use. Each case names
/// the layout; the catalog is as it was.
public enum ComputeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The run would store more elements than a run may (`InputLimits`, `CATALOG_MAX_ELEMENTS`): `what` is "items"
    /// before planning, "elements" after, and `megabytes` what they would take.
    case tooManyElements(layout: String, count: Int, what: String, megabytes: Double, maximum: Int)
    case fontFileUnreadable(layout: String, path: String)
    /// The fonts cannot give a face the spec's text needs, or the engine refused the layout, in its own words.
    case cannotCompute(layout: String, reason: String)
    /// The catalog's copy of a version's spec does not read back (a damaged file).
    case storedSpecUnreadable(layout: String, version: Int, reason: String)
    /// `target-offset` asked for a section that does not scroll orthogonally; `available` are those that do.
    case notAnOrthogonalSection(layout: String, section: Int, available: [Int])
    /// A run's stored strip names a scrolling behaviour this engine does not know.
    case unknownStoredBehavior(String)
    /// A matrix's worker left a run unplanned (a fault of this program; the matrix stores nothing).
    case planNeverMade

    public var description: String {
        switch self {
        case .tooManyElements(let layout, let count, let what, let megabytes, let maximum):
            return "\(layout): the run would store \(count) \(what) (about \(formatNumber(megabytes)) MB); a run may store at most \(maximum) elements (the limit for elements per run; set CATALOG_MAX_ELEMENTS to change it)"
        case .fontFileUnreadable(let layout, let path):
            return "\(layout): font file \"\(path)\" cannot be read"
        case .cannotCompute(let layout, let reason):
            return "\(layout): \(reason)"
        case .storedSpecUnreadable(let layout, let version, let reason):
            return "the stored spec of \"\(layout)\" version \(version) cannot be read: \(reason)"
        case .notAnOrthogonalSection(let layout, let section, let available):
            let listed = available.map(String.init).joined(separator: ", ")
            return "section \(section) of \"\(layout)\" does not scroll orthogonally in this environment"
                + (available.isEmpty ? " (no section does)" : " (orthogonal sections: \(listed))")
        case .unknownStoredBehavior(let behavior):
            return "the stored behavior \"\(behavior)\" is unknown to this engine"
        case .planNeverMade:
            return "a plan of the matrix was never made"
        }
    }
}
