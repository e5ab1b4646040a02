import LayoutModel

extension FlowLayoutDecoder {
    /// Which names an expression may use.
    enum NameScope {
        /// An item size (`sizeForItemAt`): every name, `item` and dataset fields included.
        case item
        /// A per-section property: the bounds, the safe area and `section` only.
        case section(FlowSectionProperty)
    }

    /// The delegate method a per-section property stands for, for messages.
    private static func delegateMethod(of property: FlowSectionProperty) -> String {
        switch property {
        case .itemSize: return "sizeForItemAt"
        case .sectionInset: return "insetForSectionAt"
        case .minimumLineSpacing: return "minimumLineSpacingForSectionAt"
        case .minimumInteritemSpacing: return "minimumInteritemSpacingForSectionAt"
        case .headerReferenceSize: return "referenceSizeForHeaderInSection"
        case .footerReferenceSize: return "referenceSizeForFooterInSection"
        }
    }

    /// A number or an expression string for a size or spacing: readable, naming only what `scope` allows, and
    /// not a negative constant.
    static func expression(_ reader: inout NodeReader, _ node: SpecNode, _ path: String, scope: NameScope, what: String) -> FlowExpression? {
        let expression: FlowExpression
        switch node.value {
        case .number(let value):
            expression = .number(value)
        case .string(let text):
            do {
                expression = try FlowExpression(parsing: text)
            } catch {
                reader.fault(node, path, "cannot read \"\(text)\": \(error)")
                return nil
            }
            guard checkNames(&reader, expression, text: text, node, path, scope: scope) else { return nil }
        default:
            reader.fault(node, path, "expected \(what): a number or an expression such as \"(width - 30) / 2\", but found \(node.kindDescription)")
            return nil
        }
        if let value = expression.constantValue, reader.check(value, node, path, rule: .nonNegative) == nil { return nil }
        return expression
    }

    /// Reports names the property cannot have a value for: misspelt built-in names with a dot, and, for
    /// per-section properties, `item` and dataset fields.
    private static func checkNames(
        _ reader: inout NodeReader, _ expression: FlowExpression, text: String, _ node: SpecNode, _ path: String, scope: NameScope
    ) -> Bool {
        var valid = true
        for name in expression.names.sorted() {
            if name.contains("."), !FlowExpression.builtInNames.contains(name) {
                let hint = NameSuggestion.didYouMean(name, among: FlowExpression.builtInNames)
                    ?? "; a dataset field is named without a dot, and the names with one are " + FlowExpression.sectionNames.filter { $0.contains(".") }.joined(separator: ", ")
                reader.fault(node, path, "unknown name \"\(name)\" in \"\(text)\"" + hint)
                valid = false
            } else if case .section(let property) = scope, !FlowExpression.sectionNames.contains(name) {
                let kind = name == FlowExpression.itemName ? "\"item\"" : "\"\(name)\" (a dataset field)"
                var message = "\(property.rawValue) is per section (\(delegateMethod(of: property))), so \"\(text)\" cannot name \(kind); it may name "
                    + FlowExpression.sectionNames.joined(separator: ", ")
                if name != FlowExpression.itemName, let hint = NameSuggestion.didYouMean(name, among: FlowExpression.sectionNames) {
                    message += hint
                }
                reader.fault(node, path, message)
                valid = false
            }
        }
        return valid
    }

    /// A `CGSize` whose components are numbers or expressions; with `requireBoth` false a missing component is 0.
    static func size(_ reader: inout NodeReader, _ node: SpecNode, _ path: String, scope: NameScope, requireBoth: Bool, what: String) -> FlowSize? {
        let required = requireBoth ? ["width", "height"] : []
        guard reader.object(node, path, allowed: ["width", "height"], required: required, what: what) else { return nil }
        let before = reader.diagnostics.count
        let width = reader.optional(node, "width", path) { Self.expression(&$0, $1, $2, scope: scope, what: "a width") }
        let height = reader.optional(node, "height", path) { Self.expression(&$0, $1, $2, scope: scope, what: "a height") }
        guard reader.diagnostics.count == before else { return nil }
        return FlowSize(width: width ?? 0, height: height ?? 0)
    }

    /// `UIEdgeInsets`: one number for all four edges, or `{top, left, bottom, right}` with missing edges 0.
    /// Directional keys are refused with a hint: these insets are physical.
    static func insets(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> FlowInsets? {
        if case .number(let value) = node.value {
            return reader.check(value, node, path, rule: .any).map { FlowInsets(all: $0) }
        }
        guard case .object = node.value else {
            reader.fault(node, path, "expected insets (a number, or {top, left, bottom, right}) but found \(node.kindDescription)")
            return nil
        }
        let edges = ["top", "left", "bottom", "right"]
        let directional = ["leading": "left", "trailing": "right"]
        reader.object(node, path, allowed: edges + directional.keys.sorted(), what: "insets")
        let before = reader.diagnostics.count
        for (key, physical) in directional.sorted(by: { $0.key < $1.key }) {
            guard let child = node[key] else { continue }
            reader.fault(child, SpecPath.appending(key: key, to: path), "UIEdgeInsets have no \"\(key)\" edge: flow insets are physical; write \"\(physical)\"")
        }
        var insets = FlowInsets()
        insets.top = reader.optional(node, "top", path) { $0.number($1, $2) } ?? 0
        insets.left = reader.optional(node, "left", path) { $0.number($1, $2) } ?? 0
        insets.bottom = reader.optional(node, "bottom", path) { $0.number($1, $2) } ?? 0
        insets.right = reader.optional(node, "right", path) { $0.number($1, $2) } ?? 0
        return reader.diagnostics.count == before ? insets : nil
    }
}
