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
    /// Lines of the system font take SF Pro's line height (V10) instead of `lineHeight`, as the real measurer's do.
    var systemLineHeights = false

    func record(section: Int, item: Int) -> (any PredicateEnvironment)? {
        guard section >= 0, section < records.count, item >= 0, item < records[section].count else { return nil }
        return records[section][item]
    }

    func sectionRecord(section: Int) -> (any PredicateEnvironment)? {
        guard section >= 0, section < sectionRecords.count else { return nil }
        return sectionRecords[section]
    }

    /// The lines as the monospace breaker sets them: each line's characters and width (a line limit keeps the
    /// first lines, without an ellipsis: the fixtures' hand-worked sizes count whole lines).
    func layOut(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> TextLayout {
        let lineHeight = systemLineHeights ? font.systemLineHeight ?? self.lineHeight : self.lineHeight
        let face = TextFace(family: "monospace", weight: 400, record: "monospace")
        guard !text.isEmpty else { return TextLayout(lines: [], lineHeight: lineHeight, ascent: lineHeight * 0.8, fontSize: font.size, face: face) }
        let perLine = maxWidth.map { max(1, Int(($0 + 0.0001) / characterWidth)) } ?? Int.max
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            var any = false
            for word in paragraph.split(separator: " ") {
                var rest = Substring(word)
                if any, current.count + 1 + rest.count <= perLine {
                    current += " " + rest
                    continue
                }
                if any { lines.append(current) }
                while rest.count > perLine {
                    lines.append(String(rest.prefix(perLine)))
                    rest = rest.dropFirst(perLine)
                }
                current = String(rest)
                any = true
            }
            lines.append(current)
        }
        if lineLimit > 0, lines.count > lineLimit { lines = Array(lines.prefix(lineLimit)) }
        return TextLayout(
            lines: lines.map { TextLayout.Line(text: $0, width: Double($0.count) * characterWidth) }, lineHeight: lineHeight,
            ascent: lineHeight * 0.8, fontSize: font.size, face: face
        )
    }
}
