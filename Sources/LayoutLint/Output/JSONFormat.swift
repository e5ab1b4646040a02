import LayoutModel
import SpecFormat

/// `{"version": 1, "findings": [...], "summary": {...}}`, one finding per line (`LintRules.md`, The JSON format).
/// Each finding: `rule`, `name`, `severity`, `layout`, `element` and `other` (`category`, `elementKind`, `section`,
/// `item`; `other` null unless the finding is about a pair), `environments` (`device`, `orientation`, `width`,
/// `height`, `scale`, `contentSizeCategory`, `layoutDirection`, `iosVersion`), `message`, `location` (`file`, `line`, `column`, or
/// null) and `fingerprint`. An environment also says its `iosVersion`, an axis of the matrix too.
struct JSONFormat: LintFormatWriter {
    private var written = 0
    /// The current layout's environments as JSON text, by position.
    private var environmentTexts: [String] = []
    private var layout: String?

    mutating func begin(into sink: inout some LintOutputSink) throws {
        try sink.write("{\n  \"version\": 1,\n  \"findings\": [")
    }

    mutating func write(_ findings: [LintFinding], of result: LintedLayout, environments: EnvironmentSummary, into sink: inout some LintOutputSink) throws {
        if layout != result.layout {
            layout = result.layout
            environmentTexts = result.environments.map { LintJSON.text(LintJSON.environment($0)) }
        }
        for finding in findings {
            try sink.write((written == 0 ? "\n    " : ",\n    ") + text(finding))
            written += 1
        }
    }

    private func text(_ finding: LintFinding) -> String {
        var text = "{\"rule\":\(LintJSON.string(finding.rule.rawValue)),\"name\":\(LintJSON.string(finding.rule.name))"
        text += ",\"severity\":\(LintJSON.string(finding.severity.name)),\"layout\":\(LintJSON.string(finding.layout))"
        text += ",\"element\":\(LintJSON.text(LintJSON.element(finding.element)))"
        text += ",\"other\":\(finding.other.map { LintJSON.text(LintJSON.element($0)) } ?? "null")"
        text += ",\"environments\":[" + finding.environments.map { environmentTexts[$0] }.joined(separator: ",") + "]"
        text += ",\"message\":\(LintJSON.string(finding.message))"
        text += ",\"location\":\(finding.location.map { LintJSON.text(LintJSON.location($0)) } ?? "null")"
        text += ",\"fingerprint\":\(LintJSON.string(finding.fingerprint))}"
        return text
    }

    mutating func end(_ summary: LintSummary, into sink: inout some LintOutputSink) throws {
        let counts = LintJSON.object([
            ("errors", .number(Double(summary.errors))), ("warnings", .number(Double(summary.warnings))),
            ("notes", .number(Double(summary.notes))), ("layouts", .number(Double(summary.layouts))),
            ("environments", .number(Double(summary.environments))),
        ])
        try sink.write((written == 0 ? "" : "\n  ") + "],\n  \"summary\": \(LintJSON.text(counts))\n}\n")
    }
}

/// The JSON values the formats share, built as spec nodes and written compactly in the order given.
enum LintJSON {
    static func element(_ key: ElementKey) -> SpecNode {
        object([
            ("category", .string(key.category.name)), ("elementKind", key.elementKind.map { .string($0) } ?? .null),
            ("section", key.section.map { .number(Double($0)) } ?? .null), ("item", key.item.map { .number(Double($0)) } ?? .null),
        ])
    }

    static func environment(_ environment: LayoutEnvironment) -> SpecNode {
        object([
            ("device", environment.device.map { .string($0.device.slug) } ?? .null),
            ("orientation", environment.device.map { .string($0.orientation.rawValue) } ?? .null),
            ("width", .number(environment.containerSize.width)), ("height", .number(environment.containerSize.height)),
            ("scale", .number(environment.scale)), ("contentSizeCategory", .string(environment.contentSizeCategory.rawValue)),
            ("layoutDirection", .string(environment.layoutDirection.rawValue)), ("iosVersion", .number(Double(environment.iosVersion.rawValue))),
        ])
    }

    static func location(_ location: LintLocation) -> SpecNode {
        object([("file", .string(location.file)), ("line", .number(Double(location.line))), ("column", .number(Double(location.column)))])
    }

    static func object(_ members: [(String, SpecNode.Value)]) -> SpecNode {
        SpecNode(.object(members.map { (key: $0.0, value: SpecNode($0.1)) }))
    }

    static func text(_ node: SpecNode) -> String { JSONWriter(sortedKeys: false, indent: nil).write(node) }

    static func string(_ text: String) -> String {
        var output = ""
        JSONWriter.writeString(text, into: &output)
        return output
    }
}
