import LayoutModel
import TextMeasure

/// A dataset's records and the FreeType measurer, as the engine's `LayoutContent`: what `compute` plans a layout
/// with when its spec describes content or hides supplementaries.
///
/// It also carries the request's cancellation into planning: measuring many labels is what makes a plan slow (a
/// million labels take a minute in a debug build), and the engine asks `isCancelled` before it sizes each group of
/// items, stopping with `LayoutError.cancelled`.
public struct DatasetLayoutContent: LayoutContent {
    /// Per section, each item's fields; empty when no dataset is named (literal text still measures).
    let records: [[PredicateValues]]
    /// Per section, its `id` and `title`.
    let sectionRecords: [PredicateValues]
    let measurer: TextMeasurer
    /// What `isCancelled` answers from.
    let cancellation: Cancellation?

    public init(records: [[PredicateValues]], sectionRecords: [PredicateValues], measurer: TextMeasurer, cancellation: Cancellation? = nil) {
        self.records = records
        self.sectionRecords = sectionRecords
        self.measurer = measurer
        self.cancellation = cancellation
    }

    public func record(section: Int, item: Int) -> (any PredicateEnvironment)? {
        guard section >= 0, section < records.count, item >= 0, item < records[section].count else { return nil }
        return records[section][item]
    }

    public func sectionRecord(section: Int) -> (any PredicateEnvironment)? {
        guard section >= 0, section < sectionRecords.count else { return nil }
        return sectionRecords[section]
    }

    public func layOut(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> TextLayout {
        measurer.layOut(text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    }

    public var isCancelled: Bool { cancellation?.isCancelled == true }
}
