/// What a report wrote: its folder, what it counted, and which layouts moved something in their latest version.
public struct ReportOutcome: Sendable, Equatable {
    /// The report's folder, as given.
    public var directory: String
    public var layoutCount: Int
    public var environmentCount: Int
    /// Elements laid out over every run of the report.
    public var elementCount: Int
    /// SVG files written: pictures and diff overlays.
    public var pictureCount: Int
    /// Layouts whose latest version moved something against the previous stored version, in the catalog's order.
    public var changedLayouts: [String]
    /// Layouts without pictures: no item counts were given and the spec has none.
    public var uncomputedLayouts: [String]
    public var computedRuns: Int
    public var cachedRuns: Int
    /// What the lint found over the report's matrix, every layout together: errors, warnings and notes.
    public var lintCounts = ReportLintCounts()
    /// Layouts with text that does not follow the user's text size (LL009 findings), in the catalog's order.
    public var dynamicTypeLayouts: [String] = []
    /// Layouts whose frames differ between the iOS versions of the report (list sections follow each version's list
    /// metrics). Empty when the report shows one version.
    public var versionDependentLayouts: [String] = []

    /// One line for the terminal.
    public var summary: String {
        let changed = changedLayouts.isEmpty
            ? "no layout changed since its previous version"
            : "\(changedLayouts.count) changed since the previous version (\(changedLayouts.joined(separator: ", ")))"
        let uncomputed = uncomputedLayouts.isEmpty ? "" : "; \(uncomputedLayouts.count) without item counts, not drawn"
        let lint = lintCounts.total == 0 ? "" : "; lint: \(lintCounts.text)"
        let versions = versionDependentLayouts.isEmpty
            ? ""
            : "; \(versionDependentLayouts.count) differing between iOS versions (\(versionDependentLayouts.joined(separator: ", ")))"
        return "report of \(layoutCount) \(layoutCount == 1 ? "layout" : "layouts") in \(environmentCount) "
            + "\(environmentCount == 1 ? "environment" : "environments"): \(elementCount) elements, \(pictureCount) pictures; "
            + "\(changed)\(uncomputed)\(lint)\(versions) (runs: \(computedRuns) computed, \(cachedRuns) cached) → \(directory)/index.html"
    }
}
