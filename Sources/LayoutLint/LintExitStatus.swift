/// The exit status of `catalog lint`, as SwiftLint's: 0 when no error remains after disables and the baseline, 2 when
/// one does (with `--strict`, warnings count as errors), 1 for bad input or a failed command, 64 for a usage error.
/// `--write-baseline` records today's findings and exits 0 unless the lint itself failed.
public enum LintExitStatus {
    public static let clean: Int32 = 0
    public static let failure: Int32 = 1
    public static let findings: Int32 = 2
    public static let usage: Int32 = 64

    /// The status of a lint that ran to the end: 2 when an error (or, `strict`, a warning) remains, else 0; always 0
    /// when it wrote a baseline.
    public static func status(of summary: LintSummary, strict: Bool, wroteBaseline: Bool = false) -> Int32 {
        if wroteBaseline { return clean }
        let failing = summary.errors + (strict ? summary.warnings : 0)
        return failing > 0 ? findings : clean
    }
}
