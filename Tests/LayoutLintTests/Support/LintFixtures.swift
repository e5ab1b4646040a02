import Foundation
import LayoutLint
import LayoutModel
import SpecFormat
import Testing

/// Builds what the lint reads by hand: specs from JSON text, runs from frames written out element by element.
enum LintFixtures {
    /// A layout from JSON text, its source kept so findings have locations.
    static func layout(_ json: String, file: String = "lint.json", version: Int = 1) throws -> LintLayout {
        let spec = try SpecDocument.decodeLayout(json, file: file, format: .json)
        return LintLayout(name: spec.name, version: version, spec: spec, source: LintSource(file: file, format: .spec(.json), text: json))
    }

    /// A plain view of `width` × `height` at `scale`.
    static func environment(
        _ width: Double = 390, _ height: Double = 844, scale: Double = 3, safeArea: EdgeInsets = .zero,
        category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight, version: IOSVersion = .newest
    ) -> LayoutEnvironment {
        LayoutEnvironment(
            containerSize: Size(width: width, height: height), scale: scale, safeAreaInsets: safeArea, layoutDirection: direction,
            contentSizeCategory: category, iosVersion: version
        )
    }

    /// A named device held `orientation`.
    static func device(_ slug: String, _ orientation: Orientation = .portrait, category: ContentSizeCategory = .large,
                       direction: LayoutDirection = .leftToRight) -> LayoutEnvironment {
        var environment = LayoutEnvironment(containerSize: Size(width: 1, height: 1), layoutDirection: direction, contentSizeCategory: category)
        environment.choose(DeviceCatalog.device(slug)!, orientation)
        return environment
    }

    /// One element written out.
    struct Element {
        var category: ElementCategory
        var kind: String?
        var section: Int
        var item: Int
        var frame: Rect
        var hidden = false
    }

    static func cell(_ section: Int, _ item: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Element {
        Element(category: .cell, kind: nil, section: section, item: item, frame: Rect(x: x, y: y, width: width, height: height))
    }

    static func supplementary(_ kind: String, _ section: Int, _ item: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double)
        -> Element
    {
        Element(category: .supplementary, kind: kind, section: section, item: item, frame: Rect(x: x, y: y, width: width, height: height))
    }

    static func decoration(_ kind: String, _ section: Int, _ item: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double)
        -> Element
    {
        Element(category: .decoration, kind: kind, section: section, item: item, frame: Rect(x: x, y: y, width: width, height: height))
    }

    static func buffer(_ elements: [Element]) -> FrameBuffer {
        var buffer = FrameBuffer()
        for element in elements {
            let kind: Int16 = element.kind.map { buffer.kindIndex(for: $0) } ?? -1
            buffer.append(category: element.category, kind: kind, section: element.section, item: element.item, frame: element.frame,
                          zIndex: 0, hidden: element.hidden)
        }
        return buffer
    }

    /// A run of `elements`; sections get their item counts from the cells given unless `itemCounts` says.
    static func run(
        _ environment: LayoutEnvironment, content size: Size, _ elements: [Element], itemCounts: [Int]? = nil,
        strips: [OrthogonalStripGeometry] = [], inset: EdgeInsets = .zero, content: (any LayoutContent)? = nil,
        resolutions: [Int: GroupResolution] = [:]
    ) -> LintRun {
        let counts = itemCounts ?? {
            let sections = (elements.map(\.section).max() ?? -1) + 1
            return (0..<max(sections, 0)).map { section in
                (elements.filter { $0.category == .cell && $0.section == section }.map(\.item).max() ?? -1) + 1
            }
        }()
        let geometry = counts.enumerated().map { SectionGeometry(index: $0, start: 0, length: 0, placedItems: $1, itemCount: $1) }
        let result = LayoutResult(
            elements: buffer(elements), contentSize: size, sections: geometry, orthogonalStrips: strips, adjustedContentInset: inset
        )
        return LintRun(environment: environment, result: result, content: content, groupResolutions: resolutions)
    }

    /// Lints `runs` of `layout` with `rules`.
    static func lint(_ layout: LintLayout, _ runs: [LintRun], rules: LintRuleSelection = LintRuleSelection()) -> LayoutLintResult {
        let linter = LayoutLinter(layout: layout, environments: runs.map(\.environment), rules: rules)
        for run in runs { linter.add(run) }
        return linter.finish()
    }

    /// Findings of one rule, as `rule element [other] severity`, for compact expectations.
    static func summary(_ result: LayoutLintResult, _ rule: LintRuleID) -> [String] {
        result.findings.filter { $0.rule == rule }.map { finding in
            [finding.element.description, finding.other?.description, finding.severity.name].compactMap { $0 }.joined(separator: " | ")
        }
    }
}

/// Text measured by hand: every character is half its font size wide, a line is the system font's line height (or
/// 1.2 × the size for a font file), and words wrap greedily at the width given. What a label needs is then a sum
/// anyone can do.
struct HandMeasurer: LayoutContent {
    var records: [Int: [Int: [String: PredicateValue]]] = [:]
    var sectionRecords: [Int: [String: PredicateValue]] = [:]

    func record(section: Int, item: Int) -> (any PredicateEnvironment)? {
        records[section]?[item].map { PredicateValues($0) }
    }

    func sectionRecord(section: Int) -> (any PredicateEnvironment)? {
        sectionRecords[section].map { PredicateValues($0) }
    }

    static func lineHeight(_ font: FontDescription) -> Double { font.systemLineHeight ?? font.size * 1.2 }

    func layOut(text: String, font: FontDescription, maxWidth: Double?, lineLimit: Int) -> TextLayout {
        let advance = font.size / 2
        var lines: [TextLayout.Line] = []
        var current: TextLayout.Line?
        for word in text.split(separator: " ") {
            let width = Double(word.count) * advance
            if let line = current, let maxWidth, line.width + advance + width > maxWidth {
                lines.append(line)
                current = TextLayout.Line(text: String(word), width: width)
            } else if let line = current {
                current = TextLayout.Line(text: line.text + " " + word, width: line.width + advance + width)
            } else {
                current = TextLayout.Line(text: String(word), width: width)
            }
        }
        if let current { lines.append(current) }
        let truncated = lineLimit > 0 && lines.count > lineLimit
        if truncated { lines = Array(lines.prefix(lineLimit)) }
        return TextLayout(
            lines: lines, lineHeight: Self.lineHeight(font), ascent: font.size, fontSize: font.size,
            face: TextFace(family: "hand", weight: 400, record: "hand"), isTruncated: truncated
        )
    }
}
