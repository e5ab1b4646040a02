internal import CatalogStore
internal import ContentDigest
import LayoutLint
import LayoutModel

/// The key a layout's stored lint is found by again: the digest of everything its findings depend on. The rules'
/// version and the rules that ran; the engine version; the layout version, its canonical spec (its `lint` and
/// `interactive` keys included, which the geometry digest leaves out) and the source text its locations are read
/// from; and, environment by environment in the matrix's order, the cache key of the run linted there, which stands
/// for its frames (the spec's geometry, the counts or dataset contents, the environment, the faces that measured its
/// text). Anything else changed lints the layout again.
///
/// The matrix key leaves out the runs and the spec: a new lint of the same rules and environments replaces a layout's
/// earlier one (`LintStore.begin`).
enum LintKey {
    static func make(
        layout stored: StoredLayoutVersion, rules: LintRuleSelection, runs: [RunKey], engineVersion: Int
    ) -> (key: String, matrix: String) {
        let ruleLine = "rules \(LayoutLinter.rulesVersion) \(rules.enabled.rules.map(\.rawValue).joined(separator: ","))"
        let environments = runs.map { "environment \($0.environment)" }
        let lint = [
            ruleLine,
            "engine \(engineVersion)",
            "layout \(stored.name) \(stored.id)",
            "spec \(stored.specDigest)",
            "source \(stored.sourceFormat) \(stored.sourceLine.map(String.init) ?? "-") \(SHA256.hex(stored.sourcePath)) \(SHA256.hex(stored.sourceText))",
        ] + runs.map { "run \($0.computation) \($0.environment)" }
        return (SHA256.hex(lint.joined(separator: "\n")), SHA256.hex(([ruleLine] + environments).joined(separator: "\n")))
    }
}
