import Foundation
import LayoutEngine
import LayoutModel
import SpecFormat
import Testing

/// Which font each list label is measured in (ListRules.md L22): the style's text style at the text size, semibold
/// where the style emphasizes it (plain headers, prominent inset-grouped headers), regular elsewhere.
@Suite("List fonts")
struct ListFontTests {
    /// Content that measures every character 10 wide and every line 20 tall, and records the fonts it was asked for.
    final class RecordingContent: LayoutContent, @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [String: FontDescription] = [:]
        let records: [[PredicateValues]]
        let sections: [PredicateValues]

        init(records: [[PredicateValues]], sections: [PredicateValues]) {
            self.records = records
            self.sections = sections
        }

        func record(section: Int, item: Int) -> (any PredicateEnvironment)? {
            records.indices.contains(section) && records[section].indices.contains(item) ? records[section][item] : nil
        }

        func sectionRecord(section: Int) -> (any PredicateEnvironment)? { sections.indices.contains(section) ? sections[section] : nil }
        func layOut(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> TextLayout {
            lock.lock()
            if text != "X" { asked[text] = font }
            lock.unlock()
            return TextLayout(
                lines: [TextLayout.Line(text: text, width: Double(text.count) * 10)], lineHeight: 20, ascent: 16, fontSize: font.size,
                face: TextFace(family: "recording", weight: 400, record: "recording")
            )
        }

        func font(of text: String) -> FontDescription? {
            lock.lock()
            defer { lock.unlock() }
            return asked[text]
        }
    }

    static func measure(_ list: String, category: ContentSizeCategory = .large, version: IOSVersion = .ios18) throws -> RecordingContent {
        let spec = try SpecDocument.decodeLayout(#"{"name": "fonts", "list": \#(list)}"#, file: "fonts.json", format: .json)
        let content = RecordingContent(
            records: [[PredicateValues(["title": .string("Row"), "detail": .string("Detail")])]],
            sections: [PredicateValues(["id": .string("s"), "title": .string("Heading")])]
        )
        _ = try LayoutPlanner.compute(
            spec, in: LayoutEnvironment(containerSize: Size(width: 390, height: 844), contentSizeCategory: category, iosVersion: version),
            itemCounts: [1], content: content
        )
        return content
    }

    @Test func plainHeadersAreSemiboldSubheadline() throws {
        let content = try Self.measure(#"{"headerMode": "supplementary", "cell": {"style": "cell", "text": "title", "secondaryText": "detail"}}"#)
        #expect(content.font(of: "Heading") == FontDescription(textStyle: .subheadline, weight: .semibold).resolved(in: .large))
        #expect(content.font(of: "Heading")?.weight == .semibold)
        #expect(content.font(of: "Row") == FontDescription(textStyle: .body).resolved(in: .large))
        #expect(content.font(of: "Detail") == FontDescription(textStyle: .subheadline).resolved(in: .large))
    }

    @Test func groupedHeadersAreRegularAndProminentOnesSemibold() throws {
        let grouped = try Self.measure(#"{"appearance": "insetGrouped", "headerMode": "supplementary"}"#)
        // L22: iOS 15 to 18 show the grouped header upper-cased, and measure it as shown.
        #expect(grouped.font(of: "HEADING") == FontDescription(textStyle: .footnote).resolved(in: .large))
        #expect(grouped.font(of: "Heading") == nil)
        let prominent = try Self.measure(#"{"appearance": "insetGrouped", "headerMode": "supplementary", "header": {"style": "prominentInsetGroupedHeader"}}"#)
        #expect(prominent.font(of: "Heading") == FontDescription(textStyle: .title3, weight: .semibold).resolved(in: .large))
    }

    /// ListRules.md, "iOS 26": grouped headers of grouped and inset-grouped lists are set in 17-point text (headline)
    /// and a subtitle cell's secondary text in a 15-point subheadline; plain lists keep iOS 15 to 18's fonts.
    @Test func iOS26SetsGroupedHeadersAndSubtitlesLarger() throws {
        let grouped = try Self.measure(
            #"{"appearance": "insetGrouped", "headerMode": "supplementary", "cell": {"style": "subtitleCell", "text": "title", "secondaryText": "detail"}}"#,
            version: .ios26
        )
        #expect(grouped.font(of: "Heading") == FontDescription(textStyle: .headline).resolved(in: .large))
        #expect(grouped.font(of: "Detail") == FontDescription(textStyle: .subheadline).resolved(in: .large))
        let plain = try Self.measure(
            #"{"headerMode": "supplementary", "cell": {"style": "subtitleCell", "text": "title", "secondaryText": "detail"}}"#, version: .ios26
        )
        #expect(plain.font(of: "Heading") == FontDescription(textStyle: .subheadline, weight: .semibold).resolved(in: .large))
        #expect(plain.font(of: "Detail") == FontDescription(textStyle: .caption1).resolved(in: .large))
    }

    /// The text size follows Dynamic Type: body is 23 points at extraExtraExtraLarge.
    @Test func fontsFollowTheTextSize() throws {
        let content = try Self.measure(#"{"cell": {"style": "subtitleCell", "text": "title", "secondaryText": "detail"}}"#, category: .extraExtraExtraLarge)
        #expect(content.font(of: "Row")?.size == 23)
        #expect(content.font(of: "Detail")?.size == 18)
    }
}

/// A fitted height that cannot be computed names the section, the item, the spec path and the expression.
@Suite("List fitted heights")
struct ListFittedHeightTests {
    @Test func aFieldTheRecordLacksIsALocatedError() throws {
        let spec = try SpecDocument.decodeLayout(#"{"name": "fitted", "list": {"cell": {"height": "rating * 10"}}}"#, file: "f.json", format: .json)
        let content = ListFontTests.RecordingContent(records: [[PredicateValues(["rating": .number(2)]), PredicateValues([:])]], sections: [])
        #expect(throws: LayoutError.invalidValue(
            section: 0, item: 1, path: "$.list.cell.height", expression: "rating * 10",
            reason: #"unknown name "rating": the item's record has no field "rating""#
        )) {
            try LayoutPlanner.compute(spec, in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [2], content: content)
        }
    }
}
