/// Real content for a layout: each item's data record, each section's record, and a way to measure text.
///
/// With content, estimated dimensions take the measured size of the views that describe their content (R40),
/// and `visibleWhen` predicates decide which supplementaries are hidden. Without it, estimates stay as given
/// and nothing is hidden. The engine only asks; datasets and fonts live elsewhere.
public protocol LayoutContent: Sendable {
    /// The fields of item `item` of section `section`, or nil when the section has no such record.
    func record(section: Int, item: Int) -> (any PredicateEnvironment)?

    /// The fields of a section itself (its `id` and `title`), for headers and footers.
    func sectionRecord(section: Int) -> (any PredicateEnvironment)?

    /// `text` set in `font`, wrapped at `maxWidth` (nil: one line per paragraph), showing at most `lineLimit` lines
    /// (0: all of them), the last one cut with an ellipsis when text is left out: the lines, their widths and the
    /// face. Sizes are unrounded: the engine rounds up to the pixel grid. For the system font (`font.isSystemFont`)
    /// the line height is exactly `font.systemLineHeight!` (V10). Pictures draw these same lines.
    func layOut(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> TextLayout

    /// Whether the plan being made is no longer wanted. Measuring many labels is what makes planning slow, so the
    /// engine asks before sizing each group of items from content (and each row of a list, each item of a flow
    /// layout) and, once this is true, stops with `LayoutError.cancelled`. False unless a content says otherwise.
    var isCancelled: Bool { get }
}

extension LayoutContent {
    public var isCancelled: Bool { false }

    /// The size of `text` as `layOut` sets it: the widest line, and the lines' height.
    public func measure(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> Size {
        layOut(text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit).size
    }
}

extension PredicateValue {
    /// The value as label text: strings as they are, numbers in their shortest form, booleans as words;
    /// nil for null (a missing field).
    public var text: String? {
        switch self {
        case .string(let value): return value
        case .number(let value): return formatNumber(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return nil
        case .enumCase(let name, _): return name
        }
    }
}
