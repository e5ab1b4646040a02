import ArgumentParser
import CatalogKit
import Foundation
import LayoutLint
import LayoutModel

extension LintFormat: ExpressibleByArgument {}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check every layout in every environment of a matrix for defects: overlaps, content off screen or under the notch, small tap targets, truncated text, fixed fonts, estimate drift, mirroring.",
        discussion: """
            Without an environment option the matrix is every named device held both ways, the text sizes large, \
            extraExtraExtraLarge and accessibilityExtraExtraExtraLarge, and both layout directions, on iOS 26. An \
            option replaces its own axis only (--device iphone-se-3 lints that device both ways up, at three text \
            sizes, in both directions); --size replaces the devices and their orientations; --ios 18,26 adds a \
            version. Item counts come as in compute. Missing runs are computed and stored as compute stores them, \
            and the findings are stored too (the view lint_findings); a second lint of an unchanged catalog finds \
            them stored.

            The rules are LL001 to LL012 (LintRules.md); LL012 runs only when named with --rule. A spec's \
            "lint": {"disable": [...]} turns rules off where it stands.

            Exit status: 0 when no error remains after --disable and --baseline; 2 when one does (with --strict, a \
            warning too); 1 for bad input or a failed command; 64 for a usage error. --write-baseline records \
            today's findings and exits 0 unless the lint itself failed.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Layouts to lint (default: every layout in the catalog).", valueName: "name"))
    var names: [String] = []

    @OptionGroup var environment: EnvironmentOptions<LintSide>

    @OptionGroup var text: SystemFontOption

    @Option(name: .customLong("rule"), help: ArgumentHelp("Run only this rule (repeatable; an id such as LL007, or its name).", valueName: "id"))
    var rules: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Leave this rule out (repeatable).", valueName: "id"))
    var disabled: [String] = []

    @Option(help: ArgumentHelp("How findings are written.", valueName: "text|xcode|json|sarif|github"))
    var format: LintFormat = .text

    @Flag(help: "Warnings count as errors for the exit status.")
    var strict = false

    @Option(help: ArgumentHelp("Leave out the findings this baseline file records (from --write-baseline).", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record today's findings in this baseline file.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Write the findings to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        _ = try selection()
        if let output, output == writeBaseline {
            throw ValidationError("--output and --write-baseline name the same file, \(output): give each a file of its own")
        }
    }

    /// The rules of `--rule` and `--disable`: each a known id or name, named once.
    private func selection() throws -> LintRuleSelection {
        var seen: [LintRuleID: String] = [:]
        func read(_ texts: [String], _ option: String) throws -> [LintRuleID] {
            try texts.map { text in
                let rule: LintRuleID
                do {
                    rule = try LintRuleSelection.rule(text)
                } catch {
                    throw ValidationError("\(option): \(error)")
                }
                if let earlier = seen[rule] {
                    throw ValidationError("\(option) \(text) names \(rule.rawValue) (\(rule.name)), which \(earlier) named already: name each rule once")
                }
                seen[rule] = "\(option) \(text)"
                return rule
            }
        }
        return LintRuleSelection(only: try read(rules, "--rule"), disabled: try read(disabled, "--disable"))
    }

    func run() throws {
        let catalog = try text.catalog(global)
        let request = LintRequest(
            layouts: names, environments: try environment.requests(), rules: try selection(), format: format, baseline: baseline,
            writeBaseline: writeBaseline, output: output
        )
        let progress = StagedProgress(then: "layouts linted")
        var outcome: LintOutcome?
        try progress.showing {
            try StandardOutput.run { standardOutput in
                outcome = try catalog.lint(request, standardOutput: standardOutput.write) { lint in
                    progress.update(secondStage: lint.stage == .linting, done: lint.done, total: lint.total)
                }
            }
        }
        guard let outcome else { return }
        if let output { try StandardOutput.run { try $0.line("\(outcome.summary.line) → \(output)") } }
        let status = LintExitStatus.status(of: outcome.summary, strict: strict, wroteBaseline: writeBaseline != nil)
        if status != LintExitStatus.clean { throw ExitCode(status) }
    }
}
