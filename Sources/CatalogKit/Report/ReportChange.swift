import LayoutModel
import LayoutRender

/// What a layout's latest version moved against its previous stored version in one environment of a report:
/// the diff as words, counts and rows, and its overlay picture. Or why it could not be compared there.
struct ReportChange {
    /// The environment compared; when several environments came to the same result and the same change, the first.
    var environment: ReportEnvironment
    var comparison: Comparison
    /// How the page names the environments the change stands for (`ReportResultGroup.label`).
    var label: String
    /// How many environments it stands for.
    var environmentCount = 1

    enum Comparison {
        case compared(Compared)
        /// The earlier version could not be computed in this environment (it has no item counts, say).
        case failed(String)
    }

    struct Compared {
        var diff: LayoutDiff
        /// `0 added, 0 removed, 16 moved, …`.
        var summary: String
        /// The overlay's SVG file, relative to the report's folder; nil when the sides have too many elements to draw.
        var overlayFile: String?
        var overlaySize: Size
        var beforeLabel: String
        var afterLabel: String
    }

    /// True when an element or the content size differs.
    var moved: Bool {
        if case .compared(let compared) = comparison { return !compared.diff.isEmpty }
        return false
    }

    /// The overlay's SVG file, when one was drawn.
    var overlayFile: String? {
        if case .compared(let compared) = comparison { return compared.overlayFile }
        return nil
    }

    /// The diff in one sentence, or the failure.
    var inWords: String {
        switch comparison {
        case .compared(let compared): return compared.diff.inWords
        case .failed(let reason): return reason
        }
    }
}
