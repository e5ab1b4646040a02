import LayoutModel
import SpecFormat

/// SARIF 2.1.0 (OASIS), as GitHub code scanning reads it: one run whose tool lists every rule (`id`, `name`, short and
/// full description, help, default level, and whether it is enabled: LL012 only when named), and one result per
/// finding with `ruleId`, `ruleIndex`, `level`, `message.text`, a physical location (the spec file as a URI relative to
/// the current folder, `region.startLine` and `startColumn`, counted in Unicode code points) and
/// `partialFingerprints` (the finding's fingerprint, which keeps a finding the same result across commits).
struct SARIFFormat: LintFormatWriter {
    let rules: LintRuleSelection
    private var written = 0

    init(rules: LintRuleSelection) {
        self.rules = rules
    }

    /// The key of the fingerprint in `partialFingerprints`, versioned as SARIF suggests.
    static let fingerprintKey = "catalogLint/v1"

    mutating func begin(into sink: inout some LintOutputSink) throws {
        let descriptors = LintRule.all.map { rule in
            LintJSON.object([
                ("id", .string(rule.id.rawValue)), ("name", .string(rule.name)),
                ("shortDescription", LintJSON.object([("text", .string(rule.summary))]).value),
                ("fullDescription", LintJSON.object([("text", .string(rule.condition))]).value),
                ("help", LintJSON.object([("text", .string(rule.help))]).value),
                (
                    "defaultConfiguration",
                    LintJSON.object([
                        ("enabled", .bool(rule.isEnabledByDefault || rules.names(rule.id))), ("level", .string(Self.level(rule.defaultSeverity))),
                    ]).value
                ),
            ])
        }
        let driver = LintJSON.object([
            ("name", .string("catalog lint")), ("rules", .array(descriptors)),
        ])
        try sink.write("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n")
        try sink.write("      \"tool\": {\"driver\": \(LintJSON.text(driver))},\n")
        try sink.write("      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": [")
    }

    mutating func write(_ findings: [LintFinding], of result: LintedLayout, environments: EnvironmentSummary, into sink: inout some LintOutputSink) throws {
        for finding in findings {
            let message = "\(finding.layout): \(finding.message) (\(environments.describe(finding.environments)))"
            var members: [(String, SpecNode.Value)] = [
                ("ruleId", .string(finding.rule.rawValue)), ("ruleIndex", .number(Double(finding.rule.ordinal))),
                ("level", .string(Self.level(finding.severity))), ("message", LintJSON.object([("text", .string(message))]).value),
            ]
            if let location = finding.location {
                let physical = LintJSON.object([
                    ("artifactLocation", LintJSON.object([("uri", .string(Self.uri(location.file)))]).value),
                    ("region", LintJSON.object([("startLine", .number(Double(location.line))), ("startColumn", .number(Double(location.column)))]).value),
                ])
                members.append(("locations", .array([LintJSON.object([("physicalLocation", physical.value)])])))
            }
            members.append(("partialFingerprints", LintJSON.object([(Self.fingerprintKey, .string(finding.fingerprint))]).value))
            members.append((
                "properties",
                LintJSON.object([
                    ("layout", .string(finding.layout)), ("element", LintJSON.element(finding.element).value),
                    ("environments", .number(Double(finding.environments.count))),
                ]).value
            ))
            try sink.write((written == 0 ? "\n        " : ",\n        ") + LintJSON.text(LintJSON.object(members)))
            written += 1
        }
    }

    mutating func end(_ summary: LintSummary, into sink: inout some LintOutputSink) throws {
        try sink.write((written == 0 ? "" : "\n      ") + "]\n    }\n  ]\n}\n")
    }

    /// SARIF's levels have our severities' names.
    static func level(_ severity: LintSeverity) -> String { severity.name }

    /// A file path as a relative URI reference: characters a URI may not hold percent-encoded (UTF-8), `/` kept.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            let unreserved = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "-._~/".unicodeScalars.contains(scalar)
            if unreserved {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = Array("0123456789ABCDEF")
                result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return result
    }
}
