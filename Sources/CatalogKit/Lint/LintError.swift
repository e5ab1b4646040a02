import LayoutLint

/// Why a lint did not run: what it was asked for cannot be linted, or what the catalog stored of an earlier lint
/// cannot be read back. A baseline that is not one is `LintBaselineError`, naming the file.
public enum LintError: Error, Sendable, Equatable, CustomStringConvertible {
    case noEnvironments
    /// A stored finding the checks before serving let through and the reader still cannot use.
    case unreadableStoredFinding(layout: String, reason: String)

    public var description: String {
        switch self {
        case .noEnvironments: return "a lint needs at least one environment"
        case .unreadableStoredFinding(let layout, let reason): return "a stored finding of \(layout) cannot be read back: \(reason)"
        }
    }
}

extension LintError: CatalogFault {}
extension LintBaselineError: CatalogFault {}
