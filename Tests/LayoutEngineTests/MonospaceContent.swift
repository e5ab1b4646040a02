import LayoutModel

/// Content for engine fixtures: records from the fixture and a monospace "font" whose every character is
/// `characterWidth` wide and whose lines are `lineHeight` tall, so measured sizes can be worked out by hand.
///
/// Text wraps greedily at spaces: a line is as wide as its characters, single spaces between words included;
/// a word wider than the line is broken after as many characters as fit (at least one). Explicit line breaks
/// start new lines. A line limit keeps the first lines.
struct MonospaceContent: LayoutContent {
    var characterWidth: Double
    var lineHeight: Double
    var records: [[PredicateValues]]
    var sectionRecords: [PredicateValues]

    func record(section: Int, item: Int) -> (any PredicateEnvironment)? {
        guard section >= 0, section < records.count, item >= 0, item < records[section].count else { return nil }
        return records[section][item]
    }

    func sectionRecord(section: Int) -> (any PredicateEnvironment)? {
        guard section >= 0, section < sectionRecords.count else { return nil }
        return sectionRecords[section]
    }

    func measure(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> Size {
        guard !text.isEmpty else { return .zero }
        let perLine = maxWidth.map { max(1, Int(($0 + 0.0001) / characterWidth)) } ?? Int.max
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0
            var any = false
            for word in paragraph.split(separator: " ") {
                var length = word.count
                if any, current + 1 + length <= perLine {
                    current += 1 + length
                    continue
                }
                if any { lines.append(current) }
                while length > perLine {
                    lines.append(perLine)
                    length -= perLine
                }
                current = length
                any = true
            }
            lines.append(current)
        }
        if lineLimit > 0, lines.count > lineLimit { lines = Array(lines.prefix(lineLimit)) }
        return Size(width: Double(lines.max() ?? 0) * characterWidth, height: Double(lines.count) * lineHeight)
    }
}
