import LayoutModel

extension LayoutSpecDecoder {
    /// The keys that speak to `catalog lint` (LayoutSpecFormat.md, Lint annotations): allowed on a layout, a section,
    /// an item, a list configuration and a flow section entry; a group takes only `interactive`.
    public static let lintKeys = ["interactive", "lint"]

    /// Reads `interactive` and `lint` of `node`, an object whose keys were already checked; nil after a fault.
    ///
    /// `lint` is `{"disable": ["LL007", …]}`. A rule's name in place of its id (`"touch-target"`) is a fault that
    /// names the id to write, and an unknown id a fault that lists every known one: an id the lint does not know
    /// would disable nothing, silently.
    static func lintAnnotations(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> LintAnnotations? {
        var annotations = LintAnnotations()
        var valid = true
        if let flag = node["interactive"] {
            if let value = reader.bool(flag, SpecPath.appending(key: "interactive", to: path)) {
                annotations.interactive = value
            } else {
                valid = false
            }
        }
        if let lintNode = node["lint"] {
            let lintPath = SpecPath.appending(key: "lint", to: path)
            if let rules = disabledRules(&reader, lintNode, lintPath) {
                annotations.disabledRules = rules
            } else {
                valid = false
            }
        }
        return valid ? annotations : nil
    }

    /// `{"disable": [...]}`: known rule ids only.
    private static func disabledRules(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> [LintRuleID]? {
        guard reader.object(node, path, allowed: ["disable"], required: ["disable"], what: "lint settings"),
            let listNode = node["disable"]
        else { return nil }
        let listPath = SpecPath.appending(key: "disable", to: path)
        guard let elements = reader.array(listNode, listPath, bound: InputLimits.lintRulesPerList, what: "an array of rule ids") else {
            return nil
        }
        var rules: [LintRuleID] = []
        for (index, element) in elements.enumerated() {
            let elementPath = SpecPath.appending(index: index, to: listPath)
            guard let text = reader.string(element, elementPath, what: "a rule id") else { continue }
            if let rule = LintRuleID(rawValue: text) {
                rules.append(rule)
            } else if let rule = LintRuleID(idOrName: text) {
                reader.fault(element, elementPath, "\"\(text)\" is the name of \(rule.rawValue); give its id, \"\(rule.rawValue)\"")
            } else {
                reader.fault(element, elementPath, "unknown rule id \"\(text)\"; known ids: \(LintRuleID.listing)")
            }
        }
        return rules.count == elements.count ? rules : nil
    }
}
