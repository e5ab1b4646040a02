import ContentDigest
import LayoutModel

/// A finding's fingerprint: the first 32 hexadecimal digits (128 bits) of the SHA-256 of its rule, layout, element
/// key and other element key, each field apart. Nothing that moves when a spec is edited elsewhere (a line, a
/// column, a message, a measurement) goes in.
public enum LintFingerprint {
    /// The version of the fingerprint's recipe, part of what is digested: a change of recipe gives new fingerprints
    /// rather than colliding ones.
    static let recipe = "catalog-lint-fingerprint/1"

    public static func of(rule: LintRuleID, layout: String, element: ElementKey, other: ElementKey?) -> String {
        let fields = [recipe, rule.rawValue, layout, canonical(element), other.map(canonical) ?? "-"]
        return String(SHA256.hex(fields.joined(separator: "\u{1F}")).prefix(32))
    }

    /// `category`, kind, section and item, each written out (`-` for none).
    static func canonical(_ key: ElementKey) -> String {
        [key.category.name, key.elementKind ?? "-", key.section.map(String.init) ?? "-", key.item.map(String.init) ?? "-"]
            .joined(separator: "\u{1E}")
    }
}
