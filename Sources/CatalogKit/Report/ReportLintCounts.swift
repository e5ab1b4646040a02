/// How many lint findings of each severity a report shows: one layout's (its card) or every layout's together (the
/// index and the terminal's line).
public struct ReportLintCounts: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    public init(errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
    }

    /// The layouts' findings together.
    init(summing layouts: [ReportFindings]) {
        for findings in layouts {
            errors += findings.counts.errors
            warnings += findings.counts.warnings
            notes += findings.counts.notes
        }
    }

    public var total: Int { errors + warnings + notes }

    /// `0 errors, 18 warnings, 0 notes`.
    public var text: String {
        [(errors, "error"), (warnings, "warning"), (notes, "note")].map { "\($0) \($1)\($0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }
}
