/// The format for people: each layout with findings, its findings grouped by severity, each with where it points,
/// its rule, its message and the environments it occurs in; then `N errors, M warnings, K notes in L layouts over E
/// environments`.
///
/// ```text
/// p000-tag-cloud (version 1), 288 environments
///   error
///     Samples/layouts/lint-touch-target.json:12:9: cell 0.3 is 20 × 20 points: … [LL007 touch-target]
///       in all 288 environments
/// ```
struct TextFormat: LintFormatWriter {
    private var layout: String?
    private var severity: LintSeverity?

    mutating func write(_ findings: [LintFinding], of result: LintedLayout, environments: EnvironmentSummary, into sink: inout some LintOutputSink) throws {
        guard !findings.isEmpty else { return }
        if layout != result.layout {
            layout = result.layout
            severity = nil
            let count = result.environments.count
            try sink.write("\(result.layout) (version \(result.version)), \(LintSummary.count(count, "environment"))\n")
        }
        for finding in findings {
            if severity != finding.severity {
                severity = finding.severity
                try sink.write("  \(finding.severity.name)\n")
            }
            let place = finding.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
            try sink.write("    \(place)\(finding.message) [\(finding.ruleTitle)]\n")
            try sink.write("      \(environments.describe(finding.environments))\n")
        }
    }

    mutating func end(_ summary: LintSummary, into sink: inout some LintOutputSink) throws {
        try sink.write((layout == nil ? "" : "\n") + summary.line + "\n")
    }
}

/// One line per finding, as Xcode and CI problem matchers read: `FILE:LINE:COLUMN: error: LAYOUT: MESSAGE (ON WHICH
/// ENVIRONMENTS) [LL006 overlap]`. A finding without a file names its layout in the file's place.
struct XcodeFormat: LintFormatWriter {
    mutating func write(_ findings: [LintFinding], of result: LintedLayout, environments: EnvironmentSummary, into sink: inout some LintOutputSink) throws {
        for finding in findings {
            let place = finding.location.map { "\($0.file):\($0.line):\($0.column)" } ?? finding.layout
            let text = "\(finding.layout): \(finding.message) (\(environments.describe(finding.environments)))"
            try sink.write("\(place): \(finding.severity.name): \(Self.oneLine(text)) [\(finding.ruleTitle)]\n")
        }
    }

    mutating func end(_ summary: LintSummary, into sink: inout some LintOutputSink) throws {}

    /// Line breaks would start a new problem: they become spaces.
    static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
    }
}

/// GitHub Actions workflow commands, one per finding: `::error file=F,line=L,col=C,title=LL006 overlap::MESSAGE`
/// (`notice` for notes), which GitHub shows as annotations on the files. Values are escaped as the workflow command
/// syntax asks: `%`, line breaks, and in properties `:` and `,`.
struct GitHubFormat: LintFormatWriter {
    mutating func write(_ findings: [LintFinding], of result: LintedLayout, environments: EnvironmentSummary, into sink: inout some LintOutputSink) throws {
        for finding in findings {
            let command = finding.severity == .note ? "notice" : finding.severity.name
            var properties: [String] = []
            if let location = finding.location {
                properties += ["file=\(Self.property(location.file))", "line=\(location.line)", "col=\(location.column)"]
            }
            properties.append("title=\(Self.property(finding.ruleTitle))")
            let message = "\(finding.layout): \(finding.message) (\(environments.describe(finding.environments)))"
            try sink.write("::\(command) \(properties.joined(separator: ","))::\(Self.data(message))\n")
        }
    }

    mutating func end(_ summary: LintSummary, into sink: inout some LintOutputSink) throws {}

    static func data(_ text: String) -> String { escape(text, property: false) }

    static func property(_ text: String) -> String { escape(text, property: true) }

    private static func escape(_ text: String, property: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where property: result += "%3A"
            case "," where property: result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
