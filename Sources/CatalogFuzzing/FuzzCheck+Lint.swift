import CatalogKit
import Foundation
import LayoutEngine
import LayoutLint
import LayoutModel

extension FuzzCheck {
    /// The lint's inputs. The bytes as a baseline file: read twice, they give the same fingerprints or the same fault,
    /// a fault names the file, and every fingerprint read is 32 lowercase hexadecimal digits. The bytes as a spec
    /// (its `lint` and `interactive` keys among what mutations reach): each layout that imports is linted in the
    /// three environments and both directions, and every format's output is whole (JSON and SARIF parse), every
    /// finding names environments that were linted, and a baseline written of the findings reads back as their
    /// fingerprints.
    func lintViolations(_ input: [UInt8]) -> [String] {
        let text = String(decoding: input, as: UTF8.self)
        var problems = baselineViolations(text)
        guard let preview = try? ImportPreview(files: [(FuzzTarget.lint.fileName, text)]) else { return problems }
        for spec in preview.layouts {
            problems += lintedViolations(spec, source: text)
        }
        return problems
    }

    private func baselineViolations(_ text: String) -> [String] {
        let file = FuzzTarget.lint.fileName
        let first = Result { () throws(LintBaselineError) in try LintBaseline.decode(text, file: file) }
        let again = Result { () throws(LintBaselineError) in try LintBaseline.decode(text, file: file) }
        switch (first, again) {
        case (.success(let baseline), .success(let other)):
            var problems: [String] = []
            if baseline != other { problems.append("the baseline \(excerpt(text)) reads as different fingerprints twice") }
            if let bad = baseline.fingerprints.first(where: { $0.utf8.count != 32 || !$0.utf8.allSatisfy(Self.isLowercaseHex) }) {
                problems.append("the baseline \(excerpt(text)) reads the fingerprint \(excerpt(bad))")
            }
            return problems
        case (.failure(let fault), .failure(let other)):
            var problems: [String] = []
            if fault != other { problems.append("the baseline \(excerpt(text)) is refused differently twice") }
            if !fault.description.hasPrefix(file) { problems.append("the baseline's fault does not name its file: \(excerpt(fault.description))") }
            return problems
        default:
            return ["the baseline \(excerpt(text)) is read once and refused once"]
        }
    }

    private static func isLowercaseHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    private func lintedViolations(_ spec: LayoutSpec, source: String) -> [String] {
        let environments = Self.environments.flatMap { environment in
            LayoutDirection.allCases.map { direction in
                var mirrored = environment
                mirrored.layoutDirection = direction
                return mirrored
            }
        }
        let counts = Self.itemCounts(of: spec)
        let content = self.content(for: spec)
        let linter = LayoutLinter(
            layout: LintLayout(name: spec.name, version: 1, spec: spec, source: LintSource(file: FuzzTarget.lint.fileName, format: .spec(.json), text: source)),
            environments: environments, rules: LintRuleSelection(only: LintRuleID.allCases)
        )
        for environment in environments {
            guard let plan = try? LayoutPlanner.plan(spec, in: environment, itemCounts: counts, content: content),
                plan.elementCount <= Self.maximumElements
            else { continue }
            let compositional = (plan as? CompositionalPlan) ?? ((plan as? RightToLeftPlan)?.base as? CompositionalPlan)
            linter.add(LintRun(environment: environment, result: plan.result(), content: content, groupResolutions: compositional?.groupResolutions ?? [:]))
        }
        let result = linter.finish()
        var problems: [String] = []
        let label = "\(spec.name) linted"
        if let finding = result.findings.first(where: { $0.environments.isEmpty || $0.environments.contains { $0 >= result.environments.count } }) {
            problems.append("\(label): \(finding.rule.rawValue) on \(finding.element) names environments \(finding.environments) of \(result.environments.count)")
        }
        for format in LintFormat.allCases {
            let report = LintReport(format: format, sink: LintTextBuffer(), rules: LintRuleSelection(only: LintRuleID.allCases))
            do {
                try report.write(result)
                try report.finish()
            } catch {
                problems.append("\(label): the \(format.rawValue) format failed: \(error)")
                continue
            }
            if format == .json || format == .sarif,
                (try? JSONSerialization.jsonObject(with: Data(report.sink.text.utf8))) == nil
            {
                problems.append("\(label): the \(format.rawValue) output is not JSON")
            }
        }
        var writer = LintBaselineWriter(sink: LintTextBuffer())
        do {
            try writer.add(result.findings)
            try writer.finish()
            let read = try LintBaseline.decode(writer.sink.text, file: "baseline.json")
            if read.fingerprints != Set(result.findings.map(\.fingerprint)) {
                problems.append("\(label): a baseline written of its findings reads back as other fingerprints")
            }
        } catch {
            problems.append("\(label): a baseline written of its findings cannot be read back: \(error)")
        }
        return problems
    }
}
