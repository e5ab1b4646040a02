import Foundation
import LayoutModel
import TestSupport
import TextMeasure

/// A sample dataset of `Samples/datasets` with the FreeType measurer (the stand-in for SF Pro), as the engine's
/// `LayoutContent`: what `catalog render NAME --dataset D` plans a sample with. Reads the generic shape
/// (`{"sections": [{"id", "title", "items": [...]}]}`) and the zoo's bare array of records (one section).
struct SampleContent: LayoutContent {
    let records: [[PredicateValues]]
    let sectionRecords: [PredicateValues]
    let measurer: TextMeasurer

    /// The records of `Samples/datasets/NAME.json`; nil for none (every text is then nominal).
    init(dataset name: String?, measurer: TextMeasurer = SampleContent.measurer) throws {
        self.measurer = measurer
        guard let name else {
            records = []
            sectionRecords = []
            return
        }
        let data = try Data(contentsOf: PackageRoot.url("Samples/datasets/\(name).json"))
        let json = try JSONSerialization.jsonObject(with: data)
        func values(_ object: Any) -> PredicateValues {
            var fields: [String: PredicateValue] = [:]
            for (key, value) in (object as? [String: Any]) ?? [:] {
                switch value {
                case let text as String: fields[key] = .string(text)
                case let number as NSNumber: fields[key] = .number(number.doubleValue)
                default: continue
                }
            }
            return PredicateValues(fields)
        }
        if let array = json as? [Any] {
            records = [array.map(values)]
            sectionRecords = [PredicateValues(["id": .string(name), "title": .string(name)])]
        } else {
            let sections = ((json as? [String: Any])?["sections"] as? [[String: Any]]) ?? []
            records = sections.map { (($0["items"] as? [Any]) ?? []).map(values) }
            sectionRecords = sections.map { values(["id": $0["id"] ?? "", "title": $0["title"] ?? NSNull()]) }
        }
    }

    /// Records given by hand.
    init(records: [[PredicateValues]], sections: [PredicateValues], measurer: TextMeasurer = SampleContent.measurer) {
        self.records = records
        sectionRecords = sections
        self.measurer = measurer
    }

    static let measurer = try! TextMeasurer()

    func record(section: Int, item: Int) -> (any PredicateEnvironment)? {
        records.indices.contains(section) && records[section].indices.contains(item) ? records[section][item] : nil
    }

    func sectionRecord(section: Int) -> (any PredicateEnvironment)? {
        sectionRecords.indices.contains(section) ? sectionRecords[section] : nil
    }

    func layOut(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> TextLayout {
        measurer.layOut(text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    }
}
