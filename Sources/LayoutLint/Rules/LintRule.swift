import LayoutModel

/// What each rule is, as the formats describe it: SARIF's `tool.driver.rules` (short and full description, help,
/// default level, enabled or not), the text format's rule names, and `LintRules.md`, which says the same at length.
public struct LintRule: Sendable {
    public var id: LintRuleID
    /// What it flags, in a line: SARIF's `shortDescription`.
    public var summary: String
    /// The exact condition and thresholds: SARIF's `fullDescription`.
    public var condition: String
    /// What to do about a finding: SARIF's `help`.
    public var help: String
    /// The severity the rule reports at unless a condition raises or lowers it.
    public var defaultSeverity: LintSeverity
    /// False for the rule that runs only when named (`--rule LL012`).
    public var isEnabledByDefault: Bool

    public var name: String { id.name }

    /// The description of `id`.
    public static func named(_ id: LintRuleID) -> LintRule { all[id.ordinal] }

    /// Every rule, LL001 to LL012.
    public static let all: [LintRule] = [
        LintRule(
            id: .LL001, summary: "An element UIKit refuses: no area, or a coordinate that is not a number.",
            condition: "Width ≤ 0, height ≤ 0, or any coordinate not finite.",
            help: "Give the element a positive size: item insets larger than the item, or negative spacing, leave it nothing (R41).",
            defaultSeverity: .error, isEnabledByDefault: true
        ),
        LintRule(
            id: .LL002, summary: "A layout UIKit logs as undefined or throws on.",
            condition: "Flow: an item wider (vertical scrolling) or taller (horizontal) than the collection view less the insets its sectionInsetReference subtracts, by more than one pixel. Compositional: a section or group left with no room (≤ 0) on an axis after its content insets.",
            help: "Make the item fit the line (F6, F7), or give the section or group more room than its insets take (R41).",
            defaultSeverity: .error, isEnabledByDefault: true
        ),
        LintRule(
            id: .LL003, summary: "An element the user can never scroll to.",
            condition: "The element is not inside [0, content width] × [0, content height] by more than one pixel (an orthogonal strip's element: its strip's own extent on the strip's axis).",
            help: "Keep boundary item offsets and custom group frames inside the content.",
            defaultSeverity: .error, isEnabledByDefault: true
        ),
        LintRule(
            id: .LL004, summary: "Content cut at the sides of a vertical layout (top and bottom of a horizontal one).",
            condition: "Outside orthogonal strips, at rest: screen x < −1 pixel or x + width > bounds width + 1 pixel (horizontal layouts: y and height). A strip's first element at strip offset 0 and its last at the strip's largest offset are checked against the screen's edges.",
            help: "Size groups and items as fractions of their container, or let the section scroll orthogonally.",
            defaultSeverity: .error, isEnabledByDefault: true
        ),
        LintRule(
            id: .LL005, summary: "Content under the notch, the Dynamic Island or the home indicator.",
            condition: "Across the scroll axis, at rest: screen x < safe-area left − 1 pixel or x + width > bounds width − safe-area right + 1 pixel (an edge LL004 flags is not flagged again). Along it: the first element at rest starts above the top safe area, or the last element at the largest offset ends below the bottom safe area (left and right in a horizontal layout).",
            help: "Lay sections out inside the safe area (contentInsetsReference safeArea, sectionInsetReference fromSafeArea), or let the collection view adjust its content inset.",
            defaultSeverity: .error, isEnabledByDefault: true
        ),
        LintRule(
            id: .LL006, summary: "Two elements drawn over each other.",
            condition: "Two cells or supplementaries of one run intersect by more than one pixel on both axes, at rest. A supplementary anchored to an item or group is not flagged with the elements of its own container, nor is a pinned supplementary.",
            help: "Leave room between items (spacing, insets), or mark an overlap that is intended with \"lint\": {\"disable\": [\"LL006\"]}.",
            defaultSeverity: .error, isEnabledByDefault: true
        ),
        LintRule(
            id: .LL007, summary: "An interactive element too small to tap.",
            condition: "A cell (unless its spec marks it \"interactive\": false) less than 44 points wide or high; an error under 28 points (Human Interface Guidelines).",
            help: "Make the cell at least 44 × 44 points, or mark cells nobody taps \"interactive\": false.",
            defaultSeverity: .warning, isEnabledByDefault: true
        ),
        LintRule(
            id: .LL008, summary: "Text that does not fit its element.",
            condition: "Measured at the element's width less its padding, the text needs more lines than fit its height less padding (tolerance max(1 point, a tenth of a line)) or than its lineLimit. An error when it truncates only at text sizes larger than large while the element keeps the extent it has at large.",
            help: "Let the element size itself to its text (an estimated dimension), or give it room for the largest text sizes.",
            defaultSeverity: .warning, isEnabledByDefault: true
        ),
        LintRule(
            id: .LL009, summary: "Text that cannot follow the user's text size.",
            condition: "A font given as a point size without a text style, or no font (17 points); an error below 11 points. With two or more text sizes linted: a text-bearing element whose extent on the text's growth axis is the same at every text size while its text grows.",
            help: "Give the font a textStyle, and let the element size itself to its text.",
            defaultSeverity: .warning, isEnabledByDefault: true
        ),
        LintRule(
            id: .LL010, summary: "Estimated sizes so far from the measured ones that the scroll indicator and scrollToItem jump.",
            condition: "Per run, along the scroll axis: |Σ(measured − estimated)| over self-sized elements (list rows, whose estimate the app cannot set, are not judged), over the content length, above 0.25 (a warning about the run). Per element: measured / estimated outside [0.5, 2] (a note).",
            help: "Estimate close to the typical measured size.",
            defaultSeverity: .warning, isEnabledByDefault: true
        ),
        LintRule(
            id: .LL011, summary: "A layout that does not mirror in right-to-left.",
            condition: "Linted in both directions: an element whose right-to-left frame differs by more than 0.01 from its left-to-right frame in the mirrored environment, mirrored across the content width.",
            help: "Use leading and trailing, not left and right, and do not branch on the layout direction.",
            defaultSeverity: .warning, isEnabledByDefault: true
        ),
        LintRule(
            id: .LL012, summary: "Text that ignores the layout margins or the readable width (runs only when named).",
            condition: "A text-bearing element whose text starts before the left layout margin or ends after the right one by more than one pixel, at rest; at regular width, text wider than the readable content guide.",
            help: "Inset text by the layout margins (contentInsetsReference layoutMargins or readableContent).",
            defaultSeverity: .note, isEnabledByDefault: false
        ),
    ]
}
